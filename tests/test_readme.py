"""The README's two commands (issue 61, point 13): a player's install comes first, in a few lines,
and what only the tests need (Chromium, Grammalecte, hunspell-tools, Orca...) comes after it, in
its own section; the test command is the one `.ci/run` runs, word for word."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
PLAY = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/motamot"
TESTS = "python3 -m venv .venv && .venv/bin/pip install '.[test]' && .venv/bin/python -m pytest"


def test_the_players_install_comes_first_and_the_tests_packages_after():
    install = README.index("## Installer et jouer / Install and play")
    tests = README.index("## Running the tests")
    play = README.index(PLAY)
    assert install < play < tests
    # The command is among the section's first lines, before any system's details.
    assert README[install:play].count("\n") <= 10
    for only_for_tests in ("chromium", "python3-grammalecte", "hunspell-tools", "orca", "liblouis-bin"):
        assert README.index(only_for_tests) > tests, only_for_tests
    assert README.index(TESTS) > tests


def test_the_test_command_is_the_one_ci_runs_word_for_word():
    assert TESTS in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert README.count(TESTS) == 1 and README.count(PLAY) == 1


def test_the_play_command_installs_what_it_starts():
    # `pip install .` installs the package of this folder, whose console script is motamot.
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'motamot = "' in pyproject
