"""motamot as a player on a clean machine gets it (issue 34, "How it is checked"): the wheel
and the sdist built from this tree, the wheel installed in a fresh virtual environment
(no system packages), then the commands a new user types first, and a short game piped in;
then miniaudio uninstalled (no wheel on a Raspberry Pi or Windows ARM64) and a game again.

About a minute: the dependencies come from the package index, as for a player.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], check=True, capture_output=True
    )
    return out


def test_the_sdist_holds_everything_the_readme_links_to(built):
    sdist = next(built.glob("motamot-*.tar.gz"))
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    import re

    # A package index shows the README away from the repository: no relative link, the files
    # named as paths instead.
    assert not re.findall(r"\]\((?!https?:)[^)]*\)", readme), "a relative link in the README"
    # The virtual environment a command makes (``.venv/bin/motamot``) is no file of motamot's.
    linked = {
        path
        for path in re.findall(r"`([\w./-]+)`", readme)
        if (ROOT / path).exists() and "/" in path and not path.startswith(".venv/")
    }
    linked |= {path for path in re.findall(r"`([\w.-]+\.md)`", readme) if (ROOT / path).exists()}
    assert "docs/fr/jouer.md" in linked and "ARCHITECTURE.md" in linked, "the README names its files"
    missing = [
        target
        for target in linked
        if not any(n == target or n.startswith(target.rstrip("/") + "/") for n in names)
    ]
    assert not missing, missing
    assert {"LICENSE", "ARCHITECTURE.md", "pyproject.toml", ".ci/run"} <= names


def test_the_wheel_installs_in_a_fresh_environment_and_plays_with_and_without_miniaudio(built, tmp_path):
    wheel = next(built.glob("motamot-*.whl"))
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True, system_site_packages=False)
    bin_dir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    python = bin_dir / "python"
    subprocess.run([python, "-m", "pip", "install", "-q", str(wheel)], check=True, capture_output=True)
    home = tmp_path / "home"
    environment = {
        "PATH": str(bin_dir),
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_DOCUMENTS_DIR": str(home / "Documents"),
        "LANG": "fr_FR.UTF-8",
    }

    def motamot(*args: str, typed: str = "") -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [bin_dir / "motamot", *args],
            input=typed,
            capture_output=True,
            text=True,
            env=environment,
            timeout=300,
        )

    assert motamot("--version").stdout.strip() == "motamot 0.1.0"
    assert subprocess.run([python, "-m", "motamot", "--version"], capture_output=True, text=True).stdout
    diagnostic = motamot("diagnostic")
    assert diagnostic.returncode == 0 and "Liste de mots, motamot" in diagnostic.stdout, diagnostic
    checked = motamot("verifier", "MAISON")
    assert checked.returncode == 0 and "MAISON, valable" in checked.stdout, checked
    game = ["--lignes", "--voix", "texte", "--graine", "1", "--joueurs", "Anne", "--contre", "debutant"]
    played = motamot(*game, typed="passe\nquitte\noui\n")
    assert played.returncode == 0 and "Anne passe." in played.stdout, played
    subprocess.run(
        [python, "-m", "pip", "uninstall", "-y", "-q", "miniaudio"], check=True, capture_output=True
    )
    again = motamot("--lignes", "--voix", "texte", "--reprendre", typed="scores\nquitte\noui\n")
    assert again.returncode == 0 and "Scores, Anne" in again.stdout, again
    assert "miniaudio" not in again.stdout + again.stderr  # silent about it, but in the diagnostic
    assert "le module miniaudio manque" in motamot("diagnostic").stdout
