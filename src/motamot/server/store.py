"""The server's games and seats, in SQLite.

One file in the data folder by default (``serveur.sqlite``), in WAL mode so a write does
not stop reads. A game is its whole session as motamot saves it (``GameSession``'s JSON,
replayed through the rules when read), written in one transaction after every action:
a move the players were told of is on disk, whatever happens to the server after. A seat
holds its invitation's keyed hash and how much of the game its player has been told;
nothing else about a person is kept (their settings and language stay in memory while
they are connected).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import sqlite3
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from motamot.files import (
    FileProblem,
    RecordError,
    hold,
    let_go,
    sqlite_reason,
    system_reason,
    write_atomically,
)
from motamot.i18n import fold

SCHEMA = """
CREATE TABLE IF NOT EXISTS server (key TEXT PRIMARY KEY, value BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    created TEXT NOT NULL DEFAULT (datetime('now')),
    session TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    game INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    invitation TEXT NOT NULL UNIQUE,
    told INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game, seat)
);
CREATE TABLE IF NOT EXISTS talk (
    id INTEGER PRIMARY KEY,
    game INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    text TEXT NOT NULL,
    said TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX IF NOT EXISTS talk_of_game ON talk (game, id);
CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    card TEXT NOT NULL UNIQUE,
    made TEXT NOT NULL DEFAULT (datetime('now')),
    rating REAL NOT NULL DEFAULT 1500,
    deviation REAL NOT NULL DEFAULT 350,
    volatility REAL NOT NULL DEFAULT 0.06,
    rated_games INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS muted (
    player INTEGER NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (player, name)
);
"""
TALK_KEPT = 20  # the last messages of a table said to a player coming back


@dataclass(frozen=True)
class StoredGame:
    """A game as the organiser's list shows it."""

    number: int
    created: str  # UTC, "YYYY-MM-DD HH:MM:SS"
    touched: str  # its last action, UTC
    session: str


@dataclass(frozen=True)
class StoredSeat:
    game: int
    seat: int
    told: int  # how many of the game's events its player has been told


def private(path: Path) -> None:
    """The server's file and its companions (SQLite's journal and shared memory, which it
    makes with the file's own mode) readable by the server's account alone (issue 62):
    they hold every game, the hashes of the invitations and cards."""
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    os.close(descriptor)
    for each in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        with contextlib.suppress(OSError):  # a file system without modes keeps its own
            os.chmod(each, 0o600)


def _hold_the_file_itself(path: Path) -> int | None:
    """A lock on the file itself, not on its name: a hard link to a file another server holds
    (another name, the same file) is refused too. ``flock``'s locks are the file's, whatever
    its name, and never meet the byte-range locks SQLite takes on it. Windows locks bytes
    that SQLite reads: there the name's lock alone."""
    if sys.platform == "win32":
        return None
    import fcntl

    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(descriptor)
        raise RecordError(FileProblem.IN_USE, path=path, pid=0) from None
    return descriptor


def secret_path(server_file: Path) -> Path:
    """Where the key of the hashes of the server keeping ``server_file`` is written."""
    return server_file.with_suffix(".secret")


class Store:
    """One connection, shared by the server's threads under a lock (each game's lines run in
    a worker thread, one at a time per game)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        # One server per file (issue 46): two would both write, and the last write win.
        hold(path)
        self.path = path
        self._held = _hold_the_file_itself(path)
        private(path)
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._lock = threading.Lock()
        # How much each seat was told, as the file holds it: written in the transaction of the
        # action that made the news, so telling the seats costs no write of its own.
        self._told: dict[tuple[int, int], int] = {}
        # The names each card mutes, read once: one set per player, shared by the lobby and
        # every table it sits at, so a ``silence`` said in one holds in the others at once.
        self._muted: dict[int, set[str]] = {}
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            # WAL with NORMAL: a committed move survives the server killed (kill -9) or crashing;
            # only a power cut may lose the last moves, as the WAL is synced at checkpoints.
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(SCHEMA)
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(games)")}
            if "hints" not in columns:  # a file from before hints were a game's setting: on
                self._db.execute("ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 1")
            seat_columns = {row[1] for row in self._db.execute("PRAGMA table_info(seats)")}
            if "talk_told" not in seat_columns:  # a file from before table talk
                self._db.execute("ALTER TABLE seats ADD COLUMN talk_told INTEGER NOT NULL DEFAULT 0")
            if "came" not in seat_columns:  # a file from before presence outlived a restart
                self._db.execute("ALTER TABLE seats ADD COLUMN came INTEGER NOT NULL DEFAULT 0")
            if "player" not in seat_columns:  # a file from before players' cards
                self._db.execute("ALTER TABLE seats ADD COLUMN player INTEGER")
            if "rated" not in columns:  # a file from before rated games: 0 none, 1 to rate, 2 rated
                self._db.execute("ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0")
            if "touched" not in columns:  # a file from before games expired: touched when made
                self._db.execute("ALTER TABLE games ADD COLUMN touched TEXT NOT NULL DEFAULT ''")
                self._db.execute("UPDATE games SET touched = created")
        # The secret made anew while the file holds hashes made with one now lost: every
        # invitation and card made before opens nothing (the server says so as it starts).
        self.secret_lost = False
        self._secret = self._read_secret()

    @classmethod
    def open(cls, path: Path) -> Store:
        """The store at ``path``; RecordError when its folder or file cannot be written, or
        another server holds it (IN_USE, naming its process)."""
        try:
            return cls(path)
        except sqlite3.Error as error:
            let_go(path)
            raise RecordError(
                FileProblem.NOT_WRITTEN, path=path, reason=sqlite_reason(error), code=0
            ) from None
        except OSError as error:
            let_go(path)
            raise RecordError(FileProblem.NOT_WRITTEN, path=path, **system_reason(error)) from None
        except RecordError:  # its secret damaged, or not written
            let_go(path)
            raise

    def close(self) -> None:
        with self._lock:
            self._db.close()
        if self._held is not None:
            os.close(self._held)  # after SQLite's own descriptor: closing one drops its locks
        let_go(self.path)

    def secret(self) -> bytes:
        """The key of the invitations' and cards' hashes."""
        return self._secret

    def _read_secret(self) -> bytes:
        """The key of the hashes, kept in a file of its own beside the server's file, readable
        by its account alone, never in it: a copy of the server's file alone lets nobody try
        invitations offline (issue 62, point 8). Made at the first start; one an older
        motamot wrote in the server's file is moved out."""
        path = secret_path(self.path)
        try:
            text = path.read_text(encoding="ascii").strip()
        except FileNotFoundError:
            text = None
        except UnicodeDecodeError:
            text = ""
        if text is not None:
            try:
                secret = bytes.fromhex(text)
            except ValueError:
                secret = b""
            if len(secret) != 32:
                raise RecordError(FileProblem.BAD_LINE, path=path, line=1, text=text[:20])
            return secret
        with self._lock:
            row = self._db.execute("SELECT value FROM server WHERE key = 'secret'").fetchone()
            if row is not None:
                secret = bytes(row[0])
            else:
                secret = secrets.token_bytes(32)
                hashes = "SELECT 1 FROM seats UNION SELECT 1 FROM players UNION SELECT 1 FROM server"
                self.secret_lost = self._db.execute(hashes).fetchone() is not None
            write_atomically(path, secret.hex() + "\n")  # through a file only its account may read
            if row is not None:
                self._db.execute("DELETE FROM server WHERE key = 'secret'")
        return secret

    def add_game(
        self, session: str, invitations: list[tuple[int, str]], hints: bool = True, rated: bool = False
    ) -> int:
        """A new game, whether its players may ask for hints and whether it is rated, and its
        seats' invitation hashes, in one transaction; its number."""
        with self._lock, self._transaction():
            game = self._db.execute(
                "INSERT INTO games (session, hints, rated, touched) VALUES (?, ?, ?, datetime('now'))",
                (session, int(hints), int(rated)),
            ).lastrowid
            assert game is not None
            self._db.executemany(
                "INSERT INTO seats (game, seat, invitation) VALUES (?, ?, ?)",
                [(game, seat, key) for seat, key in invitations],
            )
            return game

    def save_game(self, game: int, session: str, told: dict[int, int] | None = None) -> None:
        """A game's action written, and in the same transaction how much of it each seat
        present is told (``told``: its events, or a room's turns), as they are told it next."""
        told = told or {}
        with self._lock:
            with self._transaction():
                self._db.execute(
                    "UPDATE games SET session = ?, touched = datetime('now') WHERE id = ?", (session, game)
                )
                self._write_told(game, told)
            self._told_written(game, told)

    def seat_of(self, invitation_key: str) -> StoredSeat | None:
        with self._lock:
            row = self._db.execute(
                "SELECT game, seat, told FROM seats WHERE invitation = ?", (invitation_key,)
            ).fetchone()
        return None if row is None else StoredSeat(*row)

    def rekey(self, game: int, seat: int, invitation_key: str) -> None:
        """The seat's invitation replaced: the one before opens nothing more (``motamot
        navigateur`` gives the player's seat a new one at each launch)."""
        with self._lock, self._transaction():
            self._db.execute(
                "UPDATE seats SET invitation = ? WHERE game = ? AND seat = ?", (invitation_key, game, seat)
            )

    def note_told(self, game: int, seats: dict[int, int]) -> None:
        """How much of ``game`` each of ``seats`` has been told now, written at once unless the
        action's own transaction wrote it already (a seat's arrival, its welcome, is not)."""
        with self._lock:
            changed = {
                seat: events for seat, events in seats.items() if self._told.get((game, seat)) != events
            }
            if changed:
                with self._transaction():
                    self._write_told(game, changed)
                self._told_written(game, changed)

    def _write_told(self, game: int, seats: dict[int, int]) -> None:
        self._db.executemany(
            "UPDATE seats SET told = ? WHERE game = ? AND seat = ?",
            [(events, game, seat) for seat, events in seats.items()],
        )

    def _told_written(self, game: int, seats: dict[int, int]) -> None:
        self._told.update({(game, seat): events for seat, events in seats.items()})

    def session(self, game: int) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT session FROM games WHERE id = ?", (game,)).fetchone()
        return None if row is None else str(row[0])

    def hints(self, game: int) -> bool:
        """Whether the players of ``game`` may ask for hints (chosen when it was created)."""
        with self._lock:
            row = self._db.execute("SELECT hints FROM games WHERE id = ?", (game,)).fetchone()
        return row is None or bool(row[0])

    def game_count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT count(*) FROM games").fetchone()[0])

    def organiser(self) -> str | None:
        """The keyed hash of the organiser's key, once one was made."""
        with self._lock:
            row = self._db.execute("SELECT value FROM server WHERE key = 'organiser'").fetchone()
        return None if row is None else bytes(row[0]).decode()

    def set_organiser(self, hashed: str) -> None:
        with self._lock, self._transaction():
            self._db.execute("INSERT OR REPLACE INTO server VALUES ('organiser', ?)", (hashed.encode(),))

    def lobby_talk_open(self) -> bool:
        """Whether the lobby's talk is open: the organiser's choice, kept across restarts."""
        with self._lock:
            row = self._db.execute("SELECT value FROM server WHERE key = 'lobby talk'").fetchone()
        return row is None or bytes(row[0]) != b"closed"

    def set_lobby_talk_open(self, talk_open: bool) -> None:
        with self._lock, self._transaction():
            value = b"open" if talk_open else b"closed"
            self._db.execute("INSERT OR REPLACE INTO server VALUES ('lobby talk', ?)", (value,))

    def games(self) -> list[StoredGame]:
        with self._lock:
            rows = self._db.execute("SELECT id, created, touched, session FROM games ORDER BY id").fetchall()
        return [StoredGame(*row) for row in rows]

    def add_player(self, name: str, card: str) -> int:
        """A player's card: their name and the keyed hash of their key; their number."""
        with self._lock, self._transaction():
            number = self._db.execute(
                "INSERT INTO players (name, card) VALUES (?, ?)", (name, card)
            ).lastrowid
            assert number is not None
            return number

    def player_names(self) -> list[str]:
        """Every card's name (a new one must not sound like any of them)."""
        with self._lock:
            return [name for (name,) in self._db.execute("SELECT name FROM players")]

    def player_of(self, card: str) -> tuple[int, str] | None:
        """The player whose card's keyed hash is ``card``: their number and name."""
        with self._lock:
            row = self._db.execute("SELECT id, name FROM players WHERE card = ?", (card,)).fetchone()
        return None if row is None else (int(row[0]), str(row[1]))

    def remove_card(self, folded: str) -> tuple[int, str] | None:
        """The card whose folded name is ``folded`` removed: its key opens nothing more, its
        seats are nobody's card's, and its name, free again, muted by nobody. Its player's
        number and name, None when there was none."""
        with self._lock, self._transaction():
            rows = self._db.execute("SELECT id, name FROM players").fetchall()
            found = next(((int(n), str(name)) for n, name in rows if fold(name) == folded), None)
            if found is not None:
                self._db.execute("DELETE FROM players WHERE id = ?", (found[0],))
                self._db.execute("UPDATE seats SET player = NULL WHERE player = ?", (found[0],))
                self._db.execute("DELETE FROM muted WHERE player = ? OR name = ?", (found[0], folded))
                self._muted.pop(found[0], None)
                for muted in self._muted.values():
                    muted.discard(folded)
            return found

    def mute(self, player: int, name: str, muted: bool) -> None:
        """What ``name`` says no longer said to the player (or said again), kept with their
        card; ``name`` folded (``i18n.fold``), as the server's names are told apart."""
        with self._lock, self._transaction():
            if muted:
                self._db.execute("INSERT OR IGNORE INTO muted VALUES (?, ?)", (player, name))
            else:
                self._db.execute("DELETE FROM muted WHERE player = ? AND name = ?", (player, name))

    def muted_by(self, player: int) -> set[str]:
        """The folded names the player no longer hears: the same set wherever they are on this
        server (``muting.change_mute`` changes it once ``mute`` wrote the change)."""
        with self._lock:
            if player not in self._muted:
                rows = self._db.execute("SELECT name FROM muted WHERE player = ?", (player,)).fetchall()
                self._muted[player] = {str(name) for (name,) in rows}
            return self._muted[player]

    def link(self, game: int, seat: int, player: int) -> None:
        """The seat is the player's: their card finds it from then on."""
        with self._lock, self._transaction():
            self._db.execute("UPDATE seats SET player = ? WHERE game = ? AND seat = ?", (player, game, seat))

    def rated_state(self, game: int) -> int:
        """0 when ``game`` is not rated, 1 when its result is to be counted, 2 once it was."""
        with self._lock:
            row = self._db.execute("SELECT rated FROM games WHERE id = ?", (game,)).fetchone()
        return 0 if row is None else int(row[0])

    def rating(self, player: int) -> tuple[float, float, float, int]:
        """A player's rating, its deviation and volatility, and how many rated games."""
        with self._lock:
            row = self._db.execute(
                "SELECT rating, deviation, volatility, rated_games FROM players WHERE id = ?", (player,)
            ).fetchone()
        return (
            (1500.0, 350.0, 0.06, 0)
            if row is None
            else (float(row[0]), float(row[1]), float(row[2]), int(row[3]))
        )

    def rated(self, game: int, ratings: dict[int, tuple[float, float, float]]) -> None:
        """A rated game's result counted: each player's new rating, in one transaction with
        the game marked counted (a restart never counts it twice)."""
        with self._lock, self._transaction():
            self._db.executemany(
                "UPDATE players SET rating = ?, deviation = ?, volatility = ?, rated_games = rated_games + 1 "
                "WHERE id = ?",
                [(r, d, v, player) for player, (r, d, v) in ratings.items()],
            )
            self._db.execute("UPDATE games SET rated = 2 WHERE id = ?", (game,))

    def came(self, game: int) -> set[int]:
        """The seats of ``game`` whose player has sat there at least once."""
        with self._lock:
            rows = self._db.execute("SELECT seat FROM seats WHERE game = ? AND came = 1", (game,)).fetchall()
        return {int(seat) for (seat,) in rows}

    def mark_came(self, game: int, seat: int) -> None:
        """The seat's player sat there: coming back, even after a restart, they are back."""
        with self._lock, self._transaction():
            self._db.execute("UPDATE seats SET came = 1 WHERE game = ? AND seat = ?", (game, seat))

    def players_at(self, game: int) -> list[tuple[int, int]]:
        """The seats of ``game`` that are a player's (their card), and whose."""
        with self._lock:
            rows = self._db.execute(
                "SELECT seat, player FROM seats WHERE game = ? AND player IS NOT NULL", (game,)
            ).fetchall()
        return [(int(seat), int(player)) for seat, player in rows]

    def seats_of(self, player: int) -> list[tuple[StoredSeat, str, str]]:
        """The player's seats, each with its game's session and its last action's time."""
        with self._lock:
            rows = self._db.execute(
                "SELECT s.game, s.seat, s.told, g.session, g.touched FROM seats s "
                "JOIN games g ON g.id = s.game WHERE s.player = ? ORDER BY g.touched DESC",
                (player,),
            ).fetchall()
        return [
            (StoredSeat(game, seat, told), str(session), str(touched))
            for game, seat, told, session, touched in rows
        ]

    def add_talk(self, game: int, seat: int, text: str, hearing: list[int]) -> int:
        """A message said at ``game``'s table by ``seat``, kept with the game, and the seats
        ``hearing`` it now marked as told; its number."""
        with self._lock, self._transaction():
            number = self._db.execute(
                "INSERT INTO talk (game, seat, text) VALUES (?, ?, ?)", (game, seat, text)
            ).lastrowid
            assert number is not None
            self._db.executemany(
                "UPDATE seats SET talk_told = ? WHERE game = ? AND seat = ?",
                [(number, game, heard) for heard in hearing],
            )
            return number

    def talk_missed(self, game: int, seat: int) -> list[tuple[int, str]]:
        """The messages said at the table since ``seat`` last heard it (the last TALK_KEPT),
        oldest first, as (who said it, what), marked told."""
        with self._lock, self._transaction():
            row = self._db.execute(
                "SELECT talk_told FROM seats WHERE game = ? AND seat = ?", (game, seat)
            ).fetchone()
            after = 0 if row is None else int(row[0])
            rows = self._db.execute(
                "SELECT id, seat, text FROM talk WHERE game = ? AND id > ? AND seat != ? "
                "ORDER BY id DESC LIMIT ?",
                (game, after, seat, TALK_KEPT),
            ).fetchall()
            if rows:
                self._db.execute(
                    "UPDATE seats SET talk_told = ? WHERE game = ? AND seat = ?", (rows[0][0], game, seat)
                )
        return [(int(said_by), str(text)) for _, said_by, text in reversed(rows)]

    def remove(self, game: int) -> bool:
        """The game, its seats and its talk removed (its invitations open nothing more);
        whether there was one."""
        with self._lock, self._transaction():
            self._db.execute("DELETE FROM seats WHERE game = ?", (game,))
            self._db.execute("DELETE FROM talk WHERE game = ?", (game,))
            return self._db.execute("DELETE FROM games WHERE id = ?", (game,)).rowcount > 0

    def untouched_since(self, days: int) -> list[int]:
        """The games whose last action is older than ``days`` days."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id FROM games WHERE touched < datetime('now', ?)", (f"-{days} days",)
            ).fetchall()
        return [int(row[0]) for row in rows]

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        """BEGIN IMMEDIATE … COMMIT, rolled back when anything inside fails."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")
