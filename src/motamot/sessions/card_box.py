"""The player's card box (issue 63, point 5): every question a training drill asked, its box
and the day it is due again (``rules.leitner``), in SQLite in the player's data folder. Each
answer is written in its own transaction before its verdict is said, so a motamot killed at any
moment loses nothing that was said. The day comes from the clock given (tests fix it)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from motamot.files import FileProblem, RecordError, sqlite_reason, system_reason
from motamot.rules.leitner import Card, answered

FILE_NAME = "fiches.sqlite"
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS cards ("
    " drill TEXT NOT NULL, list TEXT NOT NULL, question TEXT NOT NULL,"
    " box INTEGER NOT NULL, due TEXT NOT NULL,"
    " PRIMARY KEY (drill, list, question))"
)


@dataclass(frozen=True)
class Deck:
    """Where the cards of one drill on one word list stand today."""

    known: int  # answered right the last time
    asked: int  # ever asked
    due: int  # due today or before


class CardBox:
    """The box's file, opened for one word list (``word_list`` names it, as a game's record
    does); each card belongs to a drill (``tirages``, ``tirages+1``)."""

    def __init__(self, path: Path, word_list: str, today: Callable[[], date] = date.today) -> None:
        self.path, self.word_list, self.today = path, word_list, today
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.connection = sqlite3.connect(path, isolation_level=None, timeout=5)
            self.connection.execute("PRAGMA journal_mode = WAL")
            self.connection.execute(SCHEMA)
        except OSError as error:
            raise RecordError(FileProblem.NOT_WRITTEN, path=path, **system_reason(error)) from None
        except sqlite3.Error as error:
            raise RecordError(
                FileProblem.UNREADABLE, path=path, reason=sqlite_reason(error), code=0
            ) from None

    def close(self) -> None:
        self.connection.close()

    def card(self, drill: str, question: str) -> Card | None:
        row = self.connection.execute(
            "SELECT box, due FROM cards WHERE drill = ? AND list = ? AND question = ?",
            (drill, self.word_list, question),
        ).fetchone()
        return None if row is None else Card(int(row[0]), date.fromisoformat(row[1]))

    def answer(self, drill: str, question: str, right: bool) -> Card:
        """The card moved by an answer given today, written (committed) before it returns; a
        write SQLite refuses (a full disk, a damaged file) leaves the card as it was and is a
        ``RecordError``."""
        try:
            with closing(self.connection.cursor()) as cursor:
                cursor.execute("BEGIN IMMEDIATE")
                try:
                    card = answered(self.card(drill, question), right, self.today())
                    cursor.execute(
                        "INSERT OR REPLACE INTO cards VALUES (?, ?, ?, ?, ?)",
                        (drill, self.word_list, question, card.box, card.due.isoformat()),
                    )
                except BaseException:
                    if self.connection.in_transaction:  # SQLite rolls back by itself on a full disk
                        cursor.execute("ROLLBACK")
                    raise
                cursor.execute("COMMIT")
        except sqlite3.Error as error:
            raise RecordError(
                FileProblem.NOT_WRITTEN, path=self.path, reason=sqlite_reason(error), code=0
            ) from None
        return card

    def due(self, drill: str) -> list[str]:
        """The questions due today (or before), the longest overdue first."""
        rows = self.connection.execute(
            "SELECT question FROM cards WHERE drill = ? AND list = ? AND due <= ? ORDER BY due, question",
            (drill, self.word_list, self.today().isoformat()),
        )
        return [row[0] for row in rows]

    def due_drills(self) -> list[str]:
        """The drills with cards due today (or before), by name."""
        rows = self.connection.execute(
            "SELECT DISTINCT drill FROM cards WHERE list = ? AND due <= ? ORDER BY drill",
            (self.word_list, self.today().isoformat()),
        )
        return [row[0] for row in rows]

    def deck(self, drill: str) -> Deck:
        known, asked, due = self.connection.execute(
            "SELECT COALESCE(SUM(box > 1), 0), COUNT(*), COALESCE(SUM(due <= ?), 0) FROM cards"
            " WHERE drill = ? AND list = ?",
            (self.today().isoformat(), drill, self.word_list),
        ).fetchone()
        return Deck(int(known), int(asked), int(due))
