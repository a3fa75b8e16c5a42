"""A game kept in the server's SQLite file rather than in a save file of its own: the
classic game's and the duplicate room's sessions, saved in the store after every action, and
read back from it. Nothing is said of an action the file refused: it is taken back, the game
as the file holds it, and ``NotWritten`` raised to whoever asked."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from motamot.describe.tour import STEPS
from motamot.files import FileProblem, RecordError, sqlite_reason
from motamot.lexicon.lexicon import Lexicon
from motamot.records.duplicate import FORMAT as DUPLICATE_FORMAT
from motamot.records.duplicate import duplicate_from_json, duplicate_to_json
from motamot.server.store import Store
from motamot.sessions.classic import GameSession
from motamot.sessions.duplicate import DuplicateSession


class NotWritten(Exception):
    """An action the server's file refused: taken back, the game as the file holds it."""

    def __init__(self, fault: RecordError) -> None:
        super().__init__(str(fault))
        self.fault = fault


class Stored:
    """A game kept in the server's SQLite file rather than in a save file of its own."""

    store: Store | None = None
    number = 0  # the game's number in the store
    game: Any
    lexicon: Lexicon
    save_fault: RecordError | None

    written = 0  # actions written since the server read the game: a refusal is over once one more is
    # How much each seat present will be told once the action is written (``HostedGame``):
    # written in the action's own transaction, so a restart tells a seat only what it missed.
    telling: Callable[[], dict[int, int]] | None = None

    def attach(self, store: Store, number: int) -> None:
        self.store, self.number = store, number

    def act(self, change: Callable[[float], Any]) -> Any:
        """``AutosavedSession.act``, but nothing is announced that is not written (issue 46):
        an action the file refuses is taken back, and ``NotWritten`` raised to whoever asked."""
        events = super().act(change)  # type: ignore[misc]  # super(): the session, unknown to a mixin
        fault = self.save_fault
        if fault is None or self.store is None:
            self.written += 1
            return events
        self.save_fault = None  # the game is again as the file holds it
        text = self.store.session(self.number)
        assert text is not None
        self.take_back(session_from_text(text, self.lexicon))
        raise NotWritten(fault)

    def take_back(self, written: Any) -> None:
        """The game as it was last written (``written``, a session read back from the file)."""
        self.game = written.game

    def finished_folder(self) -> Path | None:
        return None  # a finished game stays in the server's file

    def data_text(self) -> str:
        raise NotImplementedError

    def _write(self) -> None:
        if self.store is None:
            return
        try:
            told = self.telling() if self.telling is not None else None
            self.store.save_game(self.number, self.data_text(), told)
        except sqlite3.Error as error:
            raise RecordError(FileProblem.NOT_WRITTEN, reason=sqlite_reason(error), code=0) from None


class HostedSession(Stored, GameSession):
    """A classic game on the server."""

    # The guided tour's step, kept with the game (``seat.TourSeatTable``); None: no tour.
    tour: int | None = None

    def data_text(self) -> str:
        data = self._data()
        if self.tour is not None:
            data["tour"] = self.tour
        return json.dumps(data, ensure_ascii=False)


class HostedRoomSession(Stored, DuplicateSession):
    """A duplicate room on the server."""

    def take_back(self, written: Any) -> None:
        self.game, self._top = written.game, None  # the top is found again for the turn open

    def data_text(self) -> str:
        return json.dumps(duplicate_to_json(self.game, self.seed, self.now(), self.redo), ensure_ascii=False)


def session_from_text(text: str, lexicon: Lexicon) -> HostedSession | HostedRoomSession:
    """A stored game read back, replayed through the rules; RecordError or ValueError when
    it is damaged."""
    data = json.loads(text)
    if isinstance(data, dict) and data.get("format") == DUPLICATE_FORMAT:
        # The open turn's time goes on from what it had used (the server's clock is monotonic).
        game, seed, redo, _ = duplicate_from_json(data, lexicon.is_valid, time.monotonic())
        return HostedRoomSession(game, lexicon, None, seed, redo=redo)
    session = HostedSession.from_data(data, lexicon, None)
    assert isinstance(session, HostedSession)
    step = data.get("tour")
    if step is not None and (type(step) is not int or not 0 <= step < STEPS):
        raise RecordError(FileProblem.BAD_FIELD, field="tour", expected=f"0 to {STEPS - 1}")
    session.tour = step
    return session
