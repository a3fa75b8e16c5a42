"""Issue 61, point 1: no traceback from any command line.

The real parser of ``motamot`` is walked (``cli.main.build_parser``): motamot alone, every
command and every action of ``tournoi``, and each of their arguments, options and values
given without an option alike. Each is given, in turn, a value of the wrong kind, an empty
value, 10,000 characters and bytes that are not UTF-8 (as Linux hands them to Python), in
French, the default language, and in English (``LANGUAGE``, as a system set to English).

A number, a value to choose among others, an option that takes none (``--ecran=x``) and the
command word itself must be refused by the command line: status 2, one short sentence that
names what was mistyped (the option by its word in the player's language, a value given
without an option by the name the help shows, ``COTE``), nothing of the value printed back
but a short visible form. A free value (a name, a word, a file, an address) is the command's
to judge: it may be taken, so the command runs (a game ends at once, its input empty; a
server finds its port taken; a connection finds nobody at 127.0.0.1:9), and then only "no
traceback, status 0, 1 or 2" is asked of it, in French (in English, the same commands judge
it the same way: only what the command line refuses is walked again).

Everything runs in this process through ``main(argv)`` (about 25 seconds for both walks),
its output written to streams that refuse what UTF-8 cannot hold, as a French terminal's do;
a handful run as a player starts motamot, in a process of their own.
"""

from __future__ import annotations

import argparse
import functools
import io
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

import motamot.cli.main
from conftest import run_motamot
from motamot.cli.main import build_parser, main
from motamot.i18n import translation

BAD_VALUES = {
    "wrong kind": "x",
    "empty": "",
    "10,000 characters": "A" * 10_000,
    "not UTF-8": os.fsdecode(b"caf\xe9\xff"),
}
# 10,000 digits for a number: more than Python reads as one (it refuses past 4,300).
LONG_NUMBER = "9" * 10_000

# A good value for each argument given without an option, by its name in the code (dest):
# the others of a command line hold these while one is given a bad value.
GOOD = {
    "name": "Anne",
    "names": "Anne",
    "rating": "1500",
    "first": "Anne",
    "first_score": "400",
    "second": "Bruno",
    "second_score": "300",
    "words": "MOT",
    "rounds": "3",
    "game": "1",
    "topic": "duplicate",
    "invitation": "pomme",
    "exercise": "top",
}
# Options a command line needs: ``coups`` is nothing without a rack.
REQUIRED = {"rack": ["--tirage", "EAIRSTN"]}


@dataclass(frozen=True)
class Case:
    """One command line: ``argv``, and what it mistypes."""

    command: tuple[str, ...]
    argument: str  # how the help writes it: --pendule, COTE
    said: str  # how a mistake names it in this language: "Option pendule", "COTE"
    value: str  # which of BAD_VALUES
    argv: tuple[str, ...]
    refused: bool  # the command line itself must refuse it (a number, a choice, a flag)


def commands(
    parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    """motamot's parser and every command's below it, each once (not again by its alias)."""
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            seen: set[int] = set()
            for name, below in action.choices.items():
                if id(below) not in seen:
                    seen.add(id(below))
                    yield from commands(below, (*path, name))


def long_name(action: argparse.Action, english: bool) -> str:
    names = [n for n in action.option_strings if n.startswith("--")]
    return names[1] if english and len(names) > 1 else names[0]


def typed_by_the_command_line(action: argparse.Action) -> bool:
    """Whether argparse itself knows a value is wrong: a number, a choice, no value at all."""
    return action.type is int or action.choices is not None or action.nargs == 0


def cases(language: str, files: dict[str, str]) -> list[Case]:
    """Every argument of every command, each with each bad value, for this language."""
    english = language == "en"
    tr = translation(language)
    found: list[Case] = []
    for path, parser in commands(build_parser(tr, english=english)):
        positionals = [a for a in parser._actions if not a.option_strings]
        heard = any("--voix" in a.option_strings for a in parser._actions)
        quiet = ["--voix", "muet", "--lignes"] if heard else []
        if path == ("matchs",):
            quiet = ["--parties", "0"]  # refused once the rest is read: no game played
        if path in (("serveur",), ("partager",), ("navigateur",)):
            quiet = ["--port", files["busy port"]]  # never served: the port is taken

        def good(action: argparse.Action, path: tuple[str, ...] = path) -> list[str]:
            if isinstance(action, argparse._SubParsersAction):
                return []  # the command's own line stops at it
            if action.dest in ("file", "folder", "address"):
                value = files.get(f"{path[-1] if path else ''} {action.dest}", files[action.dest])
            else:
                value = GOOD[action.dest]
            needed = action.nargs if isinstance(action.nargs, int) else 1
            return [value] * needed if action.nargs not in ("?", "*") else []

        for action in parser._actions:
            if action.option_strings:
                written = long_name(action, english)
                said = tr.gettext("Option {option}").format(option=written.removeprefix("--"))
            elif isinstance(action, argparse._SubParsersAction):
                written = said = "COMMANDE"
            else:
                written = said = action.metavar if isinstance(action.metavar, str) else action.dest.upper()
            refused = typed_by_the_command_line(action)
            for name, value in BAD_VALUES.items():
                if name == "10,000 characters" and action.type is int:
                    value = LONG_NUMBER
                argv = list(path)
                for positional in positionals:
                    if positional is action:
                        argv += [value] * (action.nargs if isinstance(action.nargs, int) else 1)
                    else:
                        argv += good(positional)
                if action.option_strings:
                    if action.nargs == 0:
                        argv.append(f"{written}={value}")
                    else:
                        count = action.nargs if isinstance(action.nargs, int) else 1
                        argv += [written, *([value] * count)]
                for dest, needed in REQUIRED.items():
                    if any(a.dest == dest and a.required for a in parser._actions) and action.dest != dest:
                        argv += needed
                argv += quiet
                found.append(Case(path, written, said, name, tuple(argv), refused))
    return found


@pytest.fixture
def at_home(tmp_path, monkeypatch):
    """motamot's folders in ``tmp_path``, started there, a tournament under way, a port taken,
    and nothing on its input: a game that starts ends at once."""
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / variable.lower()))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "Documents"))
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.chdir(tmp_path)
    tournament = tmp_path / "club.tournoi"
    record = tmp_path / "partie.gcg"
    record.write_text("#player1 A Anne\n#player2 B Bruno\n>A: AEINRST 8H RENTAIS +66 66\n")
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    files = {
        "file": str(tournament),
        "partie file": str(record),
        "coups file": str(record),
        "cree file": str(tmp_path / "nouveau.tournoi"),
        "lexique file": str(tmp_path / "absente.txt"),
        "folder": str(tmp_path / "feuilles"),
        "address": "127.0.0.1:9",  # nothing listens there: refused at once
        "busy port": str(taken.getsockname()[1]),
    }
    with quiet_streams():
        assert main(["tournoi", "cree", str(tournament), "Open"]) == 0
        for name in ("Anne", "Bruno"):
            assert main(["tournoi", "inscris", str(tournament), name, "1500"]) == 0
        assert main(["tournoi", "apparie", str(tournament)]) == 0
    yield files
    taken.close()


class Streams:
    """Standard output and error as a French terminal's: what UTF-8 cannot hold (a lone
    surrogate, a byte that was not UTF-8) is refused, as Python's own are under fr_FR.UTF-8."""

    def __init__(self) -> None:
        self.out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict", write_through=True)
        self.err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict", write_through=True)

    @staticmethod
    def text(stream: io.TextIOWrapper) -> str:
        return stream.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]


@contextmanager
def quiet_streams() -> Iterator[Streams]:
    """Standard output and error caught, standard input empty (its end at once)."""
    streams, typed = Streams(), sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(b""))
    try:
        with redirect_stdout(streams.out), redirect_stderr(streams.err):
            yield streams
    finally:
        sys.stdin = typed


def run(argv: tuple[str, ...]) -> tuple[int, str, str]:
    """``main(argv)`` in this process: its status, output and errors, a traceback in a
    thread of its own (a shared game's server) among them."""
    escaped: list[str] = []
    hook = threading.excepthook
    threading.excepthook = lambda args: escaped.append(
        f"Traceback in a thread, {args.exc_type.__name__} {args.exc_value}"
    )
    try:
        with quiet_streams() as streams:
            try:
                status = main(list(argv))
            except SystemExit as stop:  # what argparse or a command ends with, never an error
                status = stop.code if isinstance(stop.code, int) else 0
    finally:
        threading.excepthook = hook
    return status, streams.text(streams.out), streams.text(streams.err) + "".join(escaped)


def check(case: Case, language: str) -> list[str]:
    """What is wrong with how motamot took this command line ([] when nothing)."""
    try:
        status, out, err = run(case.argv)
    except BaseException as escaped:  # noqa: BLE001 - any escape is the failure looked for
        return [f"{case.command} {case.argument} {case.value}: {type(escaped).__name__} {str(escaped)[:200]}"]
    problems = []
    where = f"{language} {' '.join(case.command) or 'motamot'} {case.argument} ({case.value})"
    if "Traceback" in out + err or status not in (0, 1, 2):
        problems.append(f"{where}: status {status}, {(out + err)[-300:]!r}")
    if case.refused:
        first = err.splitlines()[0] if err else ""
        hint = "motamot help" if language == "en" else "motamot aide"
        if status != 2 or hint not in first:
            problems.append(f"{where}: not refused by the command line, status {status}, {err[:200]!r}")
        elif case.said != "COMMANDE" and not first.startswith(case.said + ","):
            problems.append(f"{where}: does not name {case.said!r}, {first[:200]!r}")
        elif case.said == "COMMANDE" and not first.startswith(
            "Unknown command, " if language == "en" else "Commande inconnue, "
        ):
            problems.append(f"{where}: {first[:200]!r}")
        elif len(first) > 400 or not first.isprintable():
            problems.append(f"{where}: the value said back whole, {first[:200]!r}")
    return problems


@pytest.mark.parametrize("language", ["fr", "en"])
def test_no_command_line_ends_in_a_traceback(at_home, monkeypatch, language):
    if language == "en":
        monkeypatch.setenv("LANGUAGE", "en")
    # The one parser of each language, built once rather than at each of 1,380 command lines
    # (an argparse parser reads any number of them).
    monkeypatch.setattr(motamot.cli.main, "build_parser", functools.cache(build_parser))
    started = time.monotonic()
    walked = cases(language, at_home)
    # Every command (motamot alone, its 20 commands, the 13 actions of tournoi) and every
    # argument of each: a command or an option added later is walked as it is. (340 before the
    # tournament's actions stopped taking a game's options, which they never used.)
    assert len({case.command for case in walked}) >= 34
    assert len({(case.command, case.argument) for case in walked}) >= 325
    if language == "en":  # a free value is the command's to judge, in either language alike
        walked = [case for case in walked if case.refused]
    problems = [problem for case in walked for problem in check(case, language)]
    print(
        f"{language}: {len({case.command for case in walked})} commands, "
        f"{len({(case.command, case.argument) for case in walked})} arguments, "
        f"{len(walked)} command lines, {time.monotonic() - started:.1f} s"
    )
    assert problems == [], "\n".join(problems[:60]) + f"\n{len(problems)} in all"


def test_the_help_a_mistake_names_exists_for_every_command(at_home):
    """A mistake ends with "motamot aide tournoi inscris donne ses options": that help is
    there for every command and every action, in both languages (it was "aide inscris",
    an unknown command)."""
    for language in ("fr", "en"):
        for path, _parser in commands(build_parser(translation(language), english=language == "en")):
            status, out, err = run(("--langue", language, "aide", *path))
            assert status == 0 and err == "" and out, (language, path, err)
    status, _out, err = run(("aide", "tournoi", "inscrit"))
    assert status == 2 and err.startswith("Commande inconnue, inscrit. motamot aide donne"), err


# Issue 61: a club player's first hour. These ended in IndexError; as a player starts
# motamot, in a French locale whose output refuses what UTF-8 cannot hold.
AS_A_PLAYER = [
    (
        ["tournoi", "inscris", "club.tournoi", "Zoé", "abc"],
        "COTE, abc n'est pas un nombre. motamot aide tournoi inscris donne ses options.",
    ),
    (
        ["tournoi", "rondes", "club.tournoi", "x"],
        "RONDES, x n'est pas un nombre. motamot aide tournoi rondes donne ses options.",
    ),
    (
        ["tournoi", "resultat", "club.tournoi", "Anne", "x", "Émile", "3"],
        "SCORE, x n'est pas un nombre. motamot aide tournoi resultat donne ses options.",
    ),
    (
        ["--langue", "en", "tournoi", "inscris", "club.tournoi", "Zoé", "abc"],
        "RATING, abc is not a number. motamot help tournoi inscris gives its options.",
    ),
    (
        ["--langue", "en", "tournoi", "resultat", "club.tournoi", "Anne", "A" * 10_000, "Émile", "3"],
        "SCORE, a value of 10000 characters is not a number. "
        "motamot help tournoi resultat gives its options.",
    ),
    (
        ["parties", "127.0.0.1:9", "x"],
        "NUMÉRO, x n'est pas un nombre. motamot aide parties donne ses options.",
    ),
    (
        ["--pendule", "\x1b[2J"],
        "Option pendule, U+001B[2J n'est pas un nombre. motamot aide donne les commandes et les options.",
    ),
]


def test_a_number_mistyped_is_said_as_a_player_starts_motamot(tmp_path, monkeypatch):
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    for arguments, said in AS_A_PLAYER:
        done = run_motamot(arguments, "", tmp_path)
        assert (done.returncode, done.stderr, done.stdout) == (2, said + "\n", ""), arguments


def test_bytes_that_are_not_utf8_on_the_command_line_are_never_a_traceback(tmp_path):
    """Bytes as a Latin-1 terminal sends them: said back by their code in a mistake, and
    a word or a name holding them refused with its reason, in a French locale."""
    from conftest import motamot_environment

    script = Path(sys.executable).with_name("motamot")
    environment = {**motamot_environment(tmp_path), "LC_ALL": "fr_FR.UTF-8"}
    for arguments, status, said in (
        ([b"--pendule", b"caf\xe9"], 2, "Option pendule, cafU+DCE9 n'est pas un nombre."),
        ([b"verifier", b"caf\xe9"], 1, "« cafU+DCE9 », non valable"),
        ([b"tournoi", b"cree", b"t.tournoi", b"Caf\xe9"], 1, "Le nom CafU+DCE9 contient"),
        ([b"rejoindre", b"caf\xe9", b"a", b"b", b"c", b"d"], 2, "cafU+DCE9 n'est pas une adresse de serveur"),
    ):
        done = subprocess.run(
            [str(script).encode(), *arguments], capture_output=True, env=environment, cwd=tmp_path, timeout=60
        )
        heard = (done.stdout + done.stderr).decode()
        assert done.returncode == status and said in heard and "Traceback" not in heard, (arguments, heard)
