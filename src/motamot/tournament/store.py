"""A tournament in one SQLite file, every change in one transaction.

SQLite's journal makes each change whole or absent: a crash mid-entry loses
that entry and nothing else. A file we did not write is checked before use:
that it is SQLite, sound, of our version, holds only our tables (a trigger
or a view in a hostile file would run our writes through code we did not
write), and that every row makes sense; each problem names its table and row.
"""

from __future__ import annotations

import enum
import functools
import sqlite3
import stat
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from dataclasses import replace
from pathlib import Path

from motamot.files import FileProblem, RecordError, SystemReason, sqlite_reason, system_reason
from motamot.rules.names import name_problem
from motamot.tournament.model import BEST_OF_THREE, Forfeit, Match, Player, RatingKind
from motamot.tournament.tournament import (
    MAX_NAME,
    MAX_RATING,
    MAX_ROUNDS,
    SCORE_RANGE,
    Tournament,
    check_round_count,
    checked_name,
)

VERSION = 2  # 2: matches in two winning games (best_of, the games table), the final phase
# The tables, as the first version created them; the second version's columns go in the
# gaps, written as ``UPGRADE_FROM_1`` adds them to a first-version file, and it adds a table.
_TABLES = """
CREATE TABLE tournament (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL,
    planned_rounds INTEGER{tournament_2}
);
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    rating INTEGER NOT NULL,
    rating_kind TEXT NOT NULL,
    withdrawn_from INTEGER
);
CREATE TABLE absences (
    player INTEGER NOT NULL REFERENCES players (id),
    round INTEGER NOT NULL,
    PRIMARY KEY (player, round)
);
CREATE TABLE matches (
    round INTEGER NOT NULL,
    table_number INTEGER NOT NULL,
    first INTEGER NOT NULL REFERENCES players (id),
    second INTEGER REFERENCES players (id),
    first_score INTEGER,
    second_score INTEGER,
    forfeit TEXT,{matches_2}
    PRIMARY KEY (round, table_number)
);
"""
GAMES_TABLE = """
CREATE TABLE games (
    round INTEGER NOT NULL,
    table_number INTEGER NOT NULL,
    game INTEGER NOT NULL,
    first_score INTEGER NOT NULL,
    second_score INTEGER NOT NULL,
    PRIMARY KEY (round, table_number, game)
);
"""
SCHEMA = (
    _TABLES.format(
        tournament_2=",\n    best_of INTEGER NOT NULL DEFAULT 1,\n    final_size INTEGER NOT NULL DEFAULT 0",
        matches_2="\n    best_of INTEGER NOT NULL DEFAULT 1,",
    )
    + GAMES_TABLE
)
SCHEMA_1 = _TABLES.format(tournament_2="", matches_2="")
# A version 1 file (before matches in two winning games) is read as it is and brought
# to version 2 by the first command that writes to it, in that command's transaction.
UPGRADE_FROM_1 = [
    "ALTER TABLE tournament ADD COLUMN best_of INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE tournament ADD COLUMN final_size INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE matches ADD COLUMN best_of INTEGER NOT NULL DEFAULT 1",
    GAMES_TABLE.strip().rstrip(";"),
    f"PRAGMA user_version = {VERSION}",
]
TABLES_1 = {"tournament", "players", "absences", "matches"}
TABLES = TABLES_1 | {"games"}
MAX_TABLES = 50_000  # a hundred thousand players: more than any tournament, fewer than a typo
BUSY_SECONDS = 60  # how long a command waits for another one working on the same file


def _connect(path: Path, create: bool = False) -> sqlite3.Connection:
    mode = "rwc" if create else "rw"
    # The path as a URI, its characters escaped: "club?.tournoi" is that file, not "club".
    uri = f"{path.absolute().as_uri()}?mode={mode}"
    try:
        # No wait at first: a file another command holds is said before motamot waits for it.
        connection = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=0)
    except sqlite3.Error as error:
        raise RecordError(FileProblem.UNREADABLE, reason=sqlite_reason(error), code=0) from None
    connection.execute("PRAGMA trusted_schema = OFF")
    connection.execute("PRAGMA foreign_keys = ON")
    return connection


@contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        if connection.in_transaction:  # SQLite rolls back by itself on a full disk
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def create(path: Path, name: str, planned_rounds: int | None = None, best_of: int = 1) -> Tournament:
    check_round_count(planned_rounds)
    name = checked_name(name)
    if _mode(path, FileProblem.NOT_WRITTEN) is not None:
        raise RecordError(FileProblem.ALREADY_EXISTS)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise RecordError(FileProblem.NOT_WRITTEN, **system_reason(error)) from None
    with closing(_connect(path, create=True)) as connection, _transaction(connection):
        for statement in SCHEMA.split(";"):
            if statement.strip():
                connection.execute(statement)
        connection.execute("INSERT INTO tournament VALUES (1, ?, ?, ?, 0)", (name, planned_rounds, best_of))
        connection.execute(f"PRAGMA user_version = {VERSION}")
    return Tournament(name, planned_rounds, best_of)


def _row_error(table: str, row: int, field: str) -> RecordError:
    return RecordError(FileProblem.BAD_ROW, line=row, table=table, field=field)


def _is_int(value: object, allowed: range | None = None) -> bool:
    return type(value) is int and (allowed is None or value in allowed)


Schema = frozenset[tuple[str, str, str, str | None]]


def _schema(connection: sqlite3.Connection) -> Schema:
    """Every table, index, trigger and view, with its definition (white space aside)."""
    return frozenset(
        (kind, name, table, None if sql is None else "".join(sql.split()).lower())
        for kind, name, table, sql in connection.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master"
        )
    )


@functools.cache
def _schemas_of_ours() -> dict[int, tuple[Schema, ...]]:
    """What motamot itself creates, by version: the second version created as it is, or
    brought up from the first."""

    def made(*scripts: str) -> Schema:
        with closing(sqlite3.connect(":memory:")) as scratch:
            for script in scripts:
                for statement in script.split(";"):
                    if statement.strip():
                        scratch.execute(statement)
            return _schema(scratch)

    return {1: (made(SCHEMA_1),), VERSION: (made(SCHEMA), made(SCHEMA_1, ";".join(UPGRADE_FROM_1[:-1])))}


def _check_file(connection: sqlite3.Connection) -> int:
    """The file's version, once it is known to be a sound tournament file of ours: its whole
    schema is compared with motamot's own, so that no trigger, view, index or constraint
    someone else wrote runs when motamot reads or writes it."""
    try:
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        objects = connection.execute("SELECT type, name FROM sqlite_master").fetchall()
        sound = connection.execute("PRAGMA quick_check").fetchone()[0]
        schema = _schema(connection)
    except sqlite3.OperationalError as error:
        if sqlite_reason(error) is SystemReason.LOCKED:
            raise  # another command is writing it: waited for, then read again
        raise RecordError(FileProblem.NOT_A_TOURNAMENT) from None
    except (sqlite3.DatabaseError, UnicodeDecodeError):
        raise RecordError(FileProblem.NOT_A_TOURNAMENT) from None
    if sound != "ok":
        raise RecordError(FileProblem.UNREADABLE, reason=SystemReason.DAMAGED, code=0)
    tables = {name for kind, name in objects if kind == "table"}
    ours = TABLES_1 if version == 1 else TABLES
    if not ours <= tables:
        raise RecordError(FileProblem.NOT_A_TOURNAMENT)
    if version not in (1, VERSION):
        raise RecordError(FileProblem.UNSUPPORTED_VERSION, version=version)
    for kind, name in objects:
        if kind in ("trigger", "view") or (kind == "table" and name not in ours):
            raise RecordError(FileProblem.UNEXPECTED_OBJECT, name=name)
    if schema not in _schemas_of_ours()[version]:
        known = set().union(*_schemas_of_ours()[version])
        stranger = min((entry for entry in schema if entry not in known), key=lambda e: e[:3], default=None)
        raise RecordError(FileProblem.UNEXPECTED_OBJECT, name=stranger[1] if stranger else "?")
    return int(version)


def _read(connection: sqlite3.Connection, version: int) -> Tournament:
    best_of, final_size = ("best_of", "final_size") if version > 1 else ("1", "0")
    heads = connection.execute(
        f"SELECT name, planned_rounds, {best_of}, {final_size} FROM tournament WHERE id = 1"
    ).fetchall()
    if len(heads) != 1:
        raise _row_error("tournament", 1, "name")
    name, planned, games_per_match, finalists = heads[0]
    if not isinstance(name, str) or name_problem(name, MAX_NAME) is not None:
        raise _row_error("tournament", 1, "name")
    if planned is not None and not _is_int(planned, range(1, MAX_ROUNDS + 1)):
        raise _row_error("tournament", 1, "planned_rounds")
    if games_per_match not in (1, BEST_OF_THREE) or type(games_per_match) is not int:
        raise _row_error("tournament", 1, "best_of")
    if finalists not in (0, 2, 4) or type(finalists) is not int:
        raise _row_error("tournament", 1, "final_size")
    tournament = Tournament(name, planned, games_per_match, finalists)
    kinds = {kind.value: kind for kind in RatingKind}
    for row, (pid, pname, rating, kind, withdrawn) in enumerate(
        connection.execute("SELECT id, name, rating, rating_kind, withdrawn_from FROM players ORDER BY id"), 1
    ):
        if not isinstance(pname, str) or name_problem(pname, MAX_NAME) is not None:
            raise _row_error("players", row, "name")
        if not _is_int(rating, range(MAX_RATING + 1)):
            raise _row_error("players", row, "rating")
        if kind not in kinds:
            raise _row_error("players", row, "rating_kind")
        if withdrawn is not None and not _is_int(withdrawn, range(1, MAX_ROUNDS + 1)):
            raise _row_error("players", row, "withdrawn_from")
        tournament.players.append(Player(pid, pname, rating, kinds[kind], withdrawn))
    ids = {p.id for p in tournament.players}
    for row, (player, round_) in enumerate(
        connection.execute("SELECT player, round FROM absences ORDER BY round, player"), 1
    ):
        if player not in ids or not _is_int(round_, range(1, MAX_ROUNDS + 1)):
            raise _row_error("absences", row, "player" if player not in ids else "round")
        tournament.absences.add((player, round_))
    forfeits = {f.value: f for f in Forfeit}
    seen: set[tuple[int, int]] = set()
    for row, values in enumerate(
        connection.execute(
            "SELECT round, table_number, first, second, first_score, second_score, forfeit, "
            f"{best_of} FROM matches ORDER BY round, table_number"
        ),
        1,
    ):
        round_, table, first, second, first_score, second_score, forfeit, match_best_of = values
        problems = [
            ("round", not _is_int(round_, range(1, MAX_ROUNDS + 1))),
            ("table_number", not _is_int(table, range(1, MAX_TABLES + 1))),
            ("first", first not in ids or (round_, first) in seen),
            (
                "second",
                second is not None and (second not in ids or second == first or (round_, second) in seen),
            ),
            ("first_score", first_score is not None and not _is_int(first_score, SCORE_RANGE)),
            (
                "second_score",
                (second_score is None) != (first_score is None)
                or (second_score is not None and not _is_int(second_score, SCORE_RANGE)),
            ),
            ("forfeit", forfeit is not None and (forfeit not in forfeits or first_score is not None)),
            (
                "best_of",
                type(match_best_of) is not int
                or match_best_of not in (1, BEST_OF_THREE)
                or (match_best_of > 1 and (second is None or first_score is not None)),
            ),
        ]
        for field, wrong in problems:
            if wrong:
                raise _row_error("matches", row, field)
        seen.update({(round_, first), (round_, second)})
        tournament.matches.append(
            Match(
                round_, table, first, second, first_score, second_score, forfeits.get(forfeit), match_best_of
            )
        )
    if version > 1:
        _read_games(connection, tournament)
    _check_rounds(tournament)
    return tournament


def _read_games(connection: sqlite3.Connection, tournament: Tournament) -> None:
    """Each game of the matches in two winning games, in order, none after the match was won."""
    matches = {(m.round, m.table): i for i, m in enumerate(tournament.matches)}
    for row, (round_, table, game, first_score, second_score) in enumerate(
        connection.execute(
            "SELECT round, table_number, game, first_score, second_score FROM games "
            "ORDER BY round, table_number, game"
        ),
        1,
    ):
        index = matches.get((round_, table))
        match = None if index is None else tournament.matches[index]
        if index is None or match is None or match.best_of == 1 or match.forfeit is not None:
            raise _row_error("games", row, "table_number")
        if game != len(match.games) + 1 or match.decided:
            raise _row_error("games", row, "game")
        for field, score in (("first_score", first_score), ("second_score", second_score)):
            if not _is_int(score, SCORE_RANGE):
                raise _row_error("games", row, field)
        tournament.matches[index] = replace(match, games=(*match.games, (first_score, second_score)))


class RoundFault(enum.Enum):
    MISSING = "missing"
    TABLE_MISSING = "table_missing"  # table
    BYE_NOT_LAST = "bye_not_last"  # table
    ABSENT_BUT_PAIRED = "absent_but_paired"  # name
    WITHDRAWN_BUT_PAIRED = "withdrawn_but_paired"  # name
    NOT_PAIRED = "not_paired"  # name
    BEYOND_LAST = "beyond_last"  # rounds: paired beyond the formula's rounds, with no final phase


def _check_rounds(t: Tournament) -> None:
    """Rows each sound alone can still make a broken tournament: a round or a table deleted,
    an absence or a withdrawal written into a round already paired."""
    last = t.paired_rounds
    if last > t.rounds and not t.final_size:
        raise RecordError(FileProblem.BAD_ROUND, round=last, fault=RoundFault.BEYOND_LAST, rounds=t.rounds)
    played_before: set[int] = set()
    for number in range(1, last + 1):
        matches = t.round_matches(number)
        if not matches:
            raise RecordError(FileProblem.BAD_ROUND, round=number, fault=RoundFault.MISSING)
        for expected, match in enumerate(matches, start=1):
            if match.table != expected:
                raise RecordError(
                    FileProblem.BAD_ROUND, round=number, fault=RoundFault.TABLE_MISSING, table=expected
                )
            if match.is_bye and expected != len(matches):
                raise RecordError(
                    FileProblem.BAD_ROUND, round=number, fault=RoundFault.BYE_NOT_LAST, table=expected
                )
        seated = {player for match in matches for player in match.players()}
        if t.final_stage(number):
            continue  # the final phase seats its finalists only
        absent = t.absent_in(number)
        accounted = absent | seated
        for player in t.players:
            if player.id in seated and player.id in absent:
                fault = RoundFault.ABSENT_BUT_PAIRED
            elif player.id in seated and not player.plays_in(number):
                fault = RoundFault.WITHDRAWN_BUT_PAIRED
            elif player.id in played_before and player.plays_in(number) and player.id not in accounted:
                fault = RoundFault.NOT_PAIRED
            else:
                continue
            raise RecordError(FileProblem.BAD_ROUND, round=number, fault=fault, name=player.name)
        played_before |= seated


def load(path: Path, waiting: Waiting | None = None) -> Tournament:
    """The tournament as it stands, for a command that changes nothing."""
    with reading(path, waiting) as opened:
        return opened.tournament


class TournamentFile:
    """A tournament file held open by one command: what it holds, and the changes the command
    makes, all inside the one transaction that read it."""

    def __init__(self, connection: sqlite3.Connection, tournament: Tournament, version: int) -> None:
        self._connection, self.tournament, self._version = connection, tournament, version

    @property
    def _writer(self) -> sqlite3.Connection:
        """The connection to write with, the file brought to the current version first."""
        if self._version < VERSION:
            for statement in UPGRADE_FROM_1:
                self._connection.execute(statement)
            self._version = VERSION
        return self._connection

    def add_player(self, player: Player) -> None:
        self._writer.execute(
            "INSERT INTO players VALUES (?, ?, ?, ?, ?)",
            (player.id, player.name, player.rating, player.rating_kind.value, player.withdrawn_from),
        )
        self.tournament.players.append(player)

    def withdraw(self, player: Player) -> None:
        self._writer.execute(
            "UPDATE players SET withdrawn_from = ? WHERE id = ?", (player.withdrawn_from, player.id)
        )

    def mark_absent(self, player: Player, round_number: int, absent: bool = True) -> None:
        sql = (
            "INSERT OR IGNORE INTO absences VALUES (?, ?)"
            if absent
            else "DELETE FROM absences WHERE player = ? AND round = ?"
        )
        self._writer.execute(sql, (player.id, round_number))

    def set_planned_rounds(self, rounds: int | None) -> None:
        self._writer.execute("UPDATE tournament SET planned_rounds = ? WHERE id = 1", (rounds,))
        self.tournament.planned_rounds = rounds

    def set_final_size(self, size: int) -> None:
        self._writer.execute("UPDATE tournament SET final_size = ? WHERE id = 1", (size,))

    def add_round(self, matches: list[Match]) -> None:
        for match in matches:
            self._writer.execute("INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?, ?)", _match_values(match))

    def set_result(self, match: Match) -> None:
        writer = self._writer
        writer.execute("REPLACE INTO matches VALUES (?, ?, ?, ?, ?, ?, ?, ?)", _match_values(match))
        writer.execute("DELETE FROM games WHERE round = ? AND table_number = ?", (match.round, match.table))
        for number, (first_score, second_score) in enumerate(match.games, start=1):
            writer.execute(
                "INSERT INTO games VALUES (?, ?, ?, ?, ?)",
                (match.round, match.table, number, first_score, second_score),
            )


Waiting = Callable[[int], None]  # told, before motamot waits for another command, how long it will


@contextmanager
def editing(path: Path, waiting: Waiting | None = None) -> Iterator[TournamentFile]:
    """The file read and changed in one transaction that waits for any other command on it
    (two organisers' terminals, a script): each command sees the last one's changes, so two
    registrations at once get two numbers. Everything is written at the end, or nothing.
    ``waiting`` is told at once when another command holds the file, and for how long at most
    motamot waits for it."""
    with _opened(path, True, waiting) as opened:
        yield opened


@contextmanager
def reading(path: Path, waiting: Waiting | None = None) -> Iterator[TournamentFile]:
    """The file read for a command that changes nothing (standings, pairings, exports): a
    read-only file or folder is no obstacle, and nothing is written."""
    with _opened(path, False, waiting) as opened:
        yield opened


def _mode(path: Path, failed: FileProblem) -> int | None:
    """What kind of file ``path`` is (``stat``'s mode), None when there is none there; the
    system's refusal to say (a name too long for it, a folder it may not read) is ``failed``."""
    try:
        return path.stat().st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as error:
        raise RecordError(failed, **system_reason(error)) from None


@contextmanager
def _opened(path: Path, write: bool, waiting: Waiting | None) -> Iterator[TournamentFile]:
    failed = FileProblem.NOT_WRITTEN if write else FileProblem.UNREADABLE
    mode = _mode(path, failed)
    if mode is None:
        raise RecordError(FileProblem.NOT_FOUND)
    if not stat.S_ISREG(mode):  # a folder, a pipe: SQLite would fail on it, or wait
        reason = SystemReason.IS_A_FOLDER if stat.S_ISDIR(mode) else SystemReason.NOT_A_FILE
        raise RecordError(FileProblem.UNREADABLE, reason=reason, code=0)
    with closing(_connect(path)) as connection:
        try:
            version, tournament = _begin(connection, write, waiting)
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            # Text that is no UTF-8 in a cell is damage, as SQLite's own complaints are.
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            reason = sqlite_reason(error) if isinstance(error, sqlite3.Error) else SystemReason.DAMAGED
            problem = (
                failed
                if reason in (SystemReason.LOCKED, SystemReason.READ_ONLY, SystemReason.FULL)
                else (FileProblem.UNREADABLE)
            )
            raise RecordError(problem, reason=reason, code=0) from None
        try:
            yield TournamentFile(connection, tournament, version)
            connection.execute("COMMIT" if write else "ROLLBACK")
        except sqlite3.OperationalError as error:
            # Read-only, full disk: the transaction was rolled back.
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise RecordError(failed, reason=sqlite_reason(error), code=0) from None
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise


def _begin(connection: sqlite3.Connection, write: bool, waiting: Waiting | None) -> tuple[int, Tournament]:
    """The file checked and read inside its transaction; if another command holds it, the
    player hears that motamot waits, and it waits up to ``BUSY_SECONDS``."""
    try:
        opened = _check_and_read(connection, write)
    except sqlite3.OperationalError as error:
        if sqlite_reason(error) is not SystemReason.LOCKED:
            raise
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        opened = None
    # From here on (the read again, and the commit, which waits for readers to finish) motamot
    # waits its while; the player was told first when the file was held.
    connection.execute(f"PRAGMA busy_timeout = {BUSY_SECONDS * 1000}")
    if opened is not None:
        return opened
    if waiting is not None:
        waiting(BUSY_SECONDS)
    return _check_and_read(connection, write)


def _check_and_read(connection: sqlite3.Connection, write: bool) -> tuple[int, Tournament]:
    version = _check_file(connection)
    connection.execute("BEGIN IMMEDIATE" if write else "BEGIN")
    return version, _read(connection, version)


def _match_values(match: Match) -> tuple[object, ...]:
    forfeit = match.forfeit.value if match.forfeit else None
    return (
        match.round,
        match.table,
        match.first,
        match.second,
        match.first_score,
        match.second_score,
        forfeit,
        match.best_of,
    )
