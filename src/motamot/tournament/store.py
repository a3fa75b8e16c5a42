"""A tournament in one SQLite file, every change in one transaction.

SQLite's journal makes each change whole or absent: a crash mid-entry loses
that entry and nothing else. A file we did not write is checked before use:
that it is SQLite, sound, of our version, holds only our tables (a trigger
or a view in a hostile file would run our writes through code we did not
write), and that every row makes sense; each problem names its table and row.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from motamot.files import FileProblem, RecordError
from motamot.tournament.model import Forfeit, Match, Player, RatingKind
from motamot.tournament.tournament import (
    MAX_NAME,
    MAX_RATING,
    MAX_ROUNDS,
    SCORE_RANGE,
    Tournament,
    check_round_count,
)

VERSION = 1
SCHEMA = """
CREATE TABLE tournament (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL,
    planned_rounds INTEGER
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
    forfeit TEXT,
    PRIMARY KEY (round, table_number)
);
"""
TABLES = {"tournament", "players", "absences", "matches"}


def _connect(path: Path, create: bool = False) -> sqlite3.Connection:
    mode = "rwc" if create else "rw"
    try:
        connection = sqlite3.connect(f"file:{path}?mode={mode}", uri=True, isolation_level=None)
    except sqlite3.Error as error:
        raise RecordError(FileProblem.UNREADABLE, reason=str(error)) from None
    connection.execute("PRAGMA trusted_schema = OFF")
    connection.execute("PRAGMA foreign_keys = ON")
    return connection


@contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def create(path: Path, name: str, planned_rounds: int | None = None) -> Tournament:
    check_round_count(planned_rounds)
    if path.exists():
        raise RecordError(FileProblem.ALREADY_EXISTS)
    path.parent.mkdir(parents=True, exist_ok=True)
    with closing(_connect(path, create=True)) as connection, _transaction(connection):
        for statement in SCHEMA.split(";"):
            if statement.strip():
                connection.execute(statement)
        connection.execute("INSERT INTO tournament VALUES (1, ?, ?)", (name, planned_rounds))
        connection.execute(f"PRAGMA user_version = {VERSION}")
    return Tournament(name, planned_rounds)


def _row_error(table: str, row: int, field: str) -> RecordError:
    return RecordError(FileProblem.BAD_ROW, line=row, table=table, field=field)


def _is_int(value: object, allowed: range | None = None) -> bool:
    return type(value) is int and (allowed is None or value in allowed)


def _check_file(connection: sqlite3.Connection) -> None:
    try:
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        objects = connection.execute("SELECT type, name FROM sqlite_master").fetchall()
        sound = connection.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError:
        raise RecordError(FileProblem.NOT_A_TOURNAMENT) from None
    if sound != "ok":
        raise RecordError(FileProblem.UNREADABLE, reason=str(sound))
    tables = {name for kind, name in objects if kind == "table"}
    if not TABLES <= tables:
        raise RecordError(FileProblem.NOT_A_TOURNAMENT)
    if version != VERSION:
        raise RecordError(FileProblem.UNSUPPORTED_VERSION, version=version)
    for kind, name in objects:
        if kind in ("trigger", "view") or (kind == "table" and name not in TABLES):
            raise RecordError(FileProblem.UNEXPECTED_OBJECT, name=name)


def _read(connection: sqlite3.Connection) -> Tournament:
    _check_file(connection)
    heads = connection.execute("SELECT name, planned_rounds FROM tournament WHERE id = 1").fetchall()
    if len(heads) != 1:
        raise _row_error("tournament", 1, "name")
    name, planned = heads[0]
    if not isinstance(name, str):
        raise _row_error("tournament", 1, "name")
    if planned is not None and not _is_int(planned, range(1, MAX_ROUNDS + 1)):
        raise _row_error("tournament", 1, "planned_rounds")
    tournament = Tournament(name, planned)
    kinds = {kind.value: kind for kind in RatingKind}
    for row, (pid, pname, rating, kind, withdrawn) in enumerate(
        connection.execute("SELECT id, name, rating, rating_kind, withdrawn_from FROM players ORDER BY id"), 1
    ):
        if not isinstance(pname, str) or not pname.strip() or len(pname) > MAX_NAME:
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
            "SELECT round, table_number, first, second, first_score, second_score, forfeit "
            "FROM matches ORDER BY round, table_number"
        ),
        1,
    ):
        round_, table, first, second, first_score, second_score, forfeit = values
        problems = [
            ("round", not _is_int(round_, range(1, MAX_ROUNDS + 1))),
            ("table_number", not _is_int(table, range(1, 1000))),
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
        ]
        for field, wrong in problems:
            if wrong:
                raise _row_error("matches", row, field)
        seen.update({(round_, first), (round_, second)})
        tournament.matches.append(
            Match(round_, table, first, second, first_score, second_score, forfeits.get(forfeit))
        )
    return tournament


def load(path: Path) -> Tournament:
    if not path.is_file():
        raise RecordError(FileProblem.NOT_FOUND)
    with closing(_connect(path)) as connection:
        return _read(connection)


def _write(path: Path, statements: list[tuple[str, tuple[object, ...]]]) -> None:
    """Statements applied together or not at all, on a file checked first."""
    with closing(_connect(path)) as connection:
        _check_file(connection)
        with _transaction(connection):
            for sql, values in statements:
                connection.execute(sql, values)


def add_player(path: Path, player: Player) -> None:
    _write(
        path,
        [
            (
                "INSERT INTO players VALUES (?, ?, ?, ?, ?)",
                (player.id, player.name, player.rating, player.rating_kind.value, player.withdrawn_from),
            )
        ],
    )


def withdraw(path: Path, player: Player) -> None:
    _write(path, [("UPDATE players SET withdrawn_from = ? WHERE id = ?", (player.withdrawn_from, player.id))])


def mark_absent(path: Path, player: Player, round_number: int, absent: bool = True) -> None:
    sql = (
        "INSERT OR IGNORE INTO absences VALUES (?, ?)"
        if absent
        else "DELETE FROM absences WHERE player = ? AND round = ?"
    )
    _write(path, [(sql, (player.id, round_number))])


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
    )


def add_round(path: Path, matches: list[Match]) -> None:
    _write(path, [("INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?)", _match_values(m)) for m in matches])


def set_result(path: Path, match: Match) -> None:
    _write(path, [("REPLACE INTO matches VALUES (?, ?, ?, ?, ?, ?, ?)", _match_values(match))])
