"""The types of every package, checked by mypy (configured in ``pyproject.toml``), and at the
seams: a table's session and game are typed for each kind of game, never ``Any``; a remote
seat is no table, and the full screen takes either as a ``TableView`` (mypy checks both fit).
An ignore left names its error code and says why its line cannot be typed."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
import typing
from pathlib import Path

from motamot.commands.base import Table
from motamot.commands.duplicate import DuplicateCommands
from motamot.commands.game import GameCommands
from motamot.commands.remote import RemoteTable
from motamot.rules.duplicate import DuplicateGame
from motamot.rules.game import Game
from motamot.sessions.classic import GameSession
from motamot.sessions.duplicate import DuplicateSession

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_nothing_in_the_checked_packages() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout


def test_mypy_checks_every_package() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["tool"]["mypy"]["files"] == ["src/motamot"]


def test_each_ignore_names_its_code_and_why() -> None:
    explained = re.compile(r"# type: ignore\[[a-z-]+(, [a-z-]+)*\]  # \S")
    bare = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "src").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "type: ignore" in line and not explained.search(line)
    ]
    assert not bare, bare


def test_each_kind_of_table_names_its_session_and_its_game() -> None:
    assert typing.get_type_hints(GameCommands)["session"] is GameSession
    assert typing.get_type_hints(DuplicateCommands)["session"] is DuplicateSession
    assert GameCommands.__orig_bases__[0] == Table[Game]  # type: ignore[attr-defined]
    assert DuplicateCommands.__orig_bases__[0] == Table[DuplicateGame]  # type: ignore[attr-defined]
    # A remote seat holds no game here: it is no table at all, and has no session.
    assert not issubclass(RemoteTable, Table)
    assert "session" not in typing.get_type_hints(RemoteTable.__init__)
    hints = typing.get_type_hints(Table.__init__)
    assert typing.Any not in typing.get_args(hints["session"]) and hints["session"] is not typing.Any
