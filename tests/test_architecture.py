"""The layers of ARCHITECTURE.md, checked by import-linter: no import climbs.
A second check plants a climbing import in a copy of the package and sees the contract break."""

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
    assert "1 kept, 0 broken" in result.stdout


def test_a_climbing_import_breaks_the_contract(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "src" / "motamot", tmp_path / "src" / "motamot")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    rules = tmp_path / "src" / "motamot" / "rules" / "tiles.py"
    rules.write_text(
        rules.read_text(encoding="utf-8") + "\nimport motamot.describe.words\n", encoding="utf-8"
    )
    result = lint(tmp_path / "src", tmp_path)
    assert result.returncode == 1
    assert "motamot.rules.tiles -> motamot.describe.words" in result.stdout
