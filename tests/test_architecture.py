"""The layers of ARCHITECTURE.md, checked by import-linter: no import climbs, and no circle
through the server's hosted game. Other checks plant a climbing import, and a seat importing
its hosted game, in a copy of the package and see the contract break."""

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def lint(source: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from importlinter.cli import lint_imports_command; lint_imports_command()",
        ],
        cwd=cwd,
        env={"PYTHONPATH": str(source), "PATH": ""},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_no_import_climbs_a_layer() -> None:
    result = lint(ROOT / "src", ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 kept, 0 broken" in result.stdout


def planted(tmp_path: Path, module: str, line: str) -> subprocess.CompletedProcess[str]:
    """import-linter over a copy of the package where ``module`` (a path under motamot) has
    ``line`` added."""
    shutil.copytree(ROOT / "src" / "motamot", tmp_path / "src" / "motamot")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    source = tmp_path / "src" / "motamot" / module
    source.write_text(source.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")
    return lint(tmp_path / "src", tmp_path)


def test_a_climbing_import_breaks_the_contract(tmp_path: Path) -> None:
    result = planted(tmp_path, "rules/tiles.py", "import motamot.describe.words")
    assert result.returncode == 1
    assert "motamot.rules.tiles -> motamot.describe.words" in result.stdout


def test_a_seat_importing_its_hosted_game_breaks_the_contract(tmp_path: Path) -> None:
    result = planted(tmp_path, "server/seat.py", "import motamot.server.hosted")
    assert result.returncode == 1
    assert "motamot.server.seat -> motamot.server.hosted" in result.stdout
