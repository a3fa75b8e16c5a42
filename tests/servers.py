"""Real ``motamot serveur`` processes on 127.0.0.1 and the motamot processes that join them,
shared by the tests of play across homes, of the lobby and of the web page.

``Homes`` is the one set-up of "a server and its seats": the server, the games created with
``motamot inviter``, each person's motamot joining from a home of its own. Tests take it from
conftest.py's fixtures: ``homes`` (and ``server``, its server) for the usual seeded server,
``open_homes(*options, file=..., environment=...)`` for one that differs (TLS, a file
elsewhere, ``--parties-max``)."""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import unicodedata
from pathlib import Path

from conftest import motamot_environment
from motamot.engine.hints import HintStep, duplicate_top, hint, written
from motamot.engine.movegen import Candidate
from motamot.lexicon.lexicon import shipped
from motamot.records.duplicate import duplicate_from_json
from motamot.rules.duplicate import DuplicateGame
from motamot.sessions.classic import GameSession

WAIT = 60.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Process:
    """A motamot process whose output is read line by line as it comes."""

    def __init__(self, args: list[str], home: Path, **environment: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "motamot.cli.main", *args],
            env={**motamot_environment(home), **environment},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            bufsize=1,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def expect(self, pattern: str, timeout: float = WAIT) -> str:
        """The next line matching ``pattern`` (the lines before it are kept in ``seen``)."""
        end = time.monotonic() + timeout
        while (left := end - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            self.seen.append(line)
            if re.search(pattern, line):
                return line
        raise AssertionError(f"no line matching {pattern!r} in:\n" + "\n".join(self.seen))

    def type(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=10)


class ServerProcess:
    """A real ``motamot serveur`` on 127.0.0.1, seeded: the same bags every run, so every move
    the tests type exists. Its file is ``file`` under ``home`` (None: the server's own, no
    ``--fichier``); ``options`` are more of its command line (``--certificat``...)."""

    def __init__(
        self, home: Path, port: int, *options: str, file: Path | None = Path("serveur.sqlite")
    ) -> None:
        self.home, self.port, self.options = home, port, options
        self.file = home / file if file is not None else None
        self.process: Process | None = None

    def start(self) -> str:
        """Started, and listening: its line saying so (the lines before it are kept in
        ``process.seen``)."""
        arguments = ["serveur", "--port", str(self.port), "--graine", "7", *self.options]
        if self.file is not None:
            arguments += ["--fichier", str(self.file)]
        self.process = Process(arguments, self.home)
        scheme = "https://" if self.url.startswith("https") else ""  # said as a person says it (issue 60)
        return self.process.expect(f"à l'écoute sur {scheme}127.0.0.1, port {self.port}\\.")

    def kill(self) -> None:
        assert self.process is not None
        os.kill(self.process.process.pid, signal.SIGKILL)
        self.process.process.wait(timeout=10)

    @property
    def key(self) -> str:
        """The organiser's key the server made at its first start, beside its file."""
        assert self.file is not None
        return self.file.with_suffix(".cle").read_text(encoding="utf-8").strip()

    @property
    def address(self) -> str:
        """As a player types it: ``https://`` before it when the server encrypts."""
        return self.url if "--certificat" in self.options else f"127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return f"{'https' if '--certificat' in self.options else 'http'}://127.0.0.1:{self.port}"

    def session(self, game: int = 1) -> GameSession:
        """The game as the server's file holds it now."""
        with sqlite3.connect(f"file:{self.file}?mode=ro", uri=True) as db:
            text = db.execute("SELECT session FROM games WHERE id = ?", (game,)).fetchone()[0]
        return GameSession.from_data(json.loads(text), shipped(), None)


# motamot's plain lines with its speech printed: what the tests read of a seat.
LINES = ("--lignes", "--voix", "texte")
# The game most tests play: Anne and Max, two people, no computer.
ANNE_AND_MAX = ("--joueurs", "Anne,Max", "--contre", "aucun")
ANNE_AGAINST_THE_COMPUTER = ("--joueurs", "Anne", "--contre", "debutant")
DUPLICATE_ROOM = ("--joueurs", "Anne,Max", "--duplicate")


class Homes:
    """A server and its seats, as in "Play across two homes": a real ``motamot serveur`` on
    127.0.0.1, the games its organiser creates with ``motamot inviter``, and each person's
    motamot, in a home folder of its own under ``root`` (``anne`` for Anne), joining it.
    Every process started here is stopped by ``close``; ``environment`` is given to every
    motamot but the server's (``SSL_CERT_FILE`` for a server that encrypts)."""

    def __init__(
        self,
        root: Path,
        *options: str,
        file: Path | None = Path("serveur.sqlite"),
        environment: dict[str, str] | None = None,
    ) -> None:
        self.root = root
        self.server = ServerProcess(root, free_port(), *options, file=file)
        self.environment = environment or {}
        self.invitations: dict[str, str] = {}
        self.links: dict[str, str] = {}
        self.started: list[Process] = []

    @property
    def address(self) -> str:
        return self.server.address

    def home(self, name: str) -> Path:
        """``name``'s home folder (made): ``anne`` for Anne, ``zoe`` for Zoé."""
        letters = unicodedata.normalize("NFKD", name.lower())
        home = self.root / "".join(c for c in letters if not unicodedata.combining(c))
        home.mkdir(exist_ok=True)
        return home

    def invite(self, *options: str) -> dict[str, str]:
        """A game created with ``motamot inviter`` and these options (Anne and Max, no computer,
        when none are given): each person's invitation, kept with the web pages' links."""
        invitations, links = invite_with_links(
            self.server, self.root / "host", *(options or ANNE_AND_MAX), **self.environment
        )
        self.invitations.update(invitations)
        self.links.update(links)
        return invitations

    def joining(self, name: str, *options: str) -> list[str]:
        """The command line that joins ``name``'s seat, for a terminal of a test's own."""
        return ["rejoindre", self.address, *self.invitations[name].split(), *options]

    def join(self, name: str, *options: str, home: str | None = None) -> Process:
        """``motamot rejoindre`` with ``name``'s invitation, from their home (or the one named:
        a second device), in plain lines with the speech printed unless ``options`` say."""
        folder = self.home(home or name)
        return self._started(Process(self.joining(name, *(options or LINES)), folder, **self.environment))

    def start(self, name: str, command: str, *arguments: str) -> Process:
        """``motamot COMMAND ADDRESS ARGUMENTS`` in plain lines from ``name``'s home: ``salon``,
        ``parties 1``."""
        process = Process([command, self.address, *arguments, *LINES], self.home(name), **self.environment)
        return self._started(process)

    def card(self, name: str) -> None:
        """``name``'s card made on the server, kept in their home."""
        made = run_in(self.home(name), "carte", self.address, name, **self.environment)
        assert made.returncode == 0, made.stderr

    def _started(self, process: Process) -> Process:
        self.started.append(process)
        return process

    def close(self) -> None:
        for process in self.started:
            process.stop()
        if self.server.process is not None:
            self.server.process.stop()


def invite_with_links(
    server: ServerProcess, home: Path, *options: str, **environment: str
) -> tuple[dict[str, str], dict[str, str]]:
    """Each person's invitation, and the web pages' links: each person's, and "spectator"'s
    for a classic game."""
    made = run_in(home, "inviter", server.address, "--cle", *server.key.split(), *options, **environment)
    assert made.returncode == 0, made.stderr
    lines = made.stdout.splitlines()
    assert re.match(r"Partie \d+ créée\.", lines[0]), lines[0]
    said = ("https://" if server.url.startswith("https") else "") + f"127.0.0.1, port {server.port}"
    assert f"Chacun la rejoint avec, motamot rejoindre {said}, puis ses quatre mots." in lines
    invitations: dict[str, str] = {}
    links: dict[str, str] = {}
    name = ""
    for line, after in zip(lines[1:], lines[2:] + [""], strict=True):
        if line.startswith("Ou dans un navigateur, "):
            links[name] = line.split(", ", 1)[1]
        elif line.startswith("Pour regarder la partie sans jouer, "):
            links["spectator"] = line.split(", ", 1)[1]
        elif introduced := re.match(r"Invitation (?:de |d')(.+), en quatre mots\.$", line):
            # The words alone on the next line, apart by commas, to write down (issue 60).
            name = introduced[1]
            assert re.fullmatch(r"[a-z]+(, [a-z]+){3}\.", after), after
            invitations[name] = after.rstrip(".").replace(",", "")
    for name, words in invitations.items():
        assert len(words.split()) == 4 and words.isascii()
        assert links[name] == f"{server.url}/#{words.replace(' ', '-')}"
    return invitations, links


def best_move(server: ServerProcess, seat: int) -> str:
    session = server.session()
    found = hint(session.game, seat, shipped(), HintStep.MOVE)
    assert found.best is not None
    return str(found.best)


def room(server: ServerProcess) -> DuplicateGame:
    """The duplicate room as the server's file holds it now."""
    with sqlite3.connect(f"file:{server.file}?mode=ro", uri=True) as db:
        data = json.loads(db.execute("SELECT session FROM games").fetchone()[0])
    return duplicate_from_json(data, shipped().is_valid, 0.0)[0]


def room_top(server: ServerProcess) -> tuple[Candidate, str]:
    """The open turn's top in a duplicate room, and how it is written."""
    game = room(server)
    top = duplicate_top(game.board, list(game.rack), shipped())
    assert top is not None
    return top, str(written(game.board, top))


def listening_on(port: int) -> set[str]:
    """The addresses a socket of this machine listens on at ``port`` (Linux's /proc)."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            local, state = line.split()[1], line.split()[3]
            address, hex_port = local.rsplit(":", 1)
            if state == "0A" and int(hex_port, 16) == port:
                if len(address) == 8:
                    found.add(".".join(str(b) for b in reversed(bytes.fromhex(address))))
                else:
                    found.add(address)
    return found


def strings_in(data: object) -> list[str]:
    """Every text a message holds, however deep."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        data = list(data.values())
    return [text for item in data for text in strings_in(item)] if isinstance(data, list) else []


def run_in(home: Path, *arguments: str, **environment: str) -> subprocess.CompletedProcess[str]:
    """One motamot command run to its end with its files under ``home``, as a player types it."""
    return subprocess.run(
        [sys.executable, "-m", "motamot.cli.main", *arguments],
        env={**motamot_environment(home), **environment},
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
