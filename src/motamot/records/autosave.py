"""What a game in progress of any kind does the same way: it is saved after every action
(a refused write kept in ``save_fault`` while the game goes on), it has a time of its own,
and its clock's next event is found the same way. The classic game's session
(``motamot.session``) and duplicate's (``motamot.duplicate_session``) both build on it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any

from motamot.files import RecordError, write_fault
from motamot.lexicon.lexicon import Lexicon


class AutosavedSession(ABC):
    game: Any  # a rules.game.Game or a rules.duplicate.DuplicateGame

    def __init__(self, lexicon: Lexicon, save_path: Path | None, clock: Callable[[], float]) -> None:
        self.lexicon, self.save_path = lexicon, save_path
        self._clock = clock
        # Why the last save failed (full disk, read-only folder), None once a save succeeds:
        # the game goes on, the last good save stays whole, and every action tries again.
        self.save_fault: RecordError | None = None
        self.archived: Path | None = None  # where the finished game was kept, if it is kept

    def now(self) -> float:
        """The game's time, in seconds, to pass to every action."""
        return self._clock()

    def save(self) -> None:
        """Write the whole session atomically; a refused write sets ``save_fault``."""
        self.save_fault = write_fault(self._write)

    @abstractmethod
    def _write(self) -> None: ...

    def tick(self) -> list[Any]:
        """Let the clock run to now: its warnings and time running out, saved."""
        if self.game.over is not None:
            return []
        events: list[Any] = self.game.tick(self.now())
        if events:
            self.save()
        return events

    def seconds_to_next_clock_event(self) -> float | None:
        """Seconds until the clock's next warning or time out (0 when it is due), or None."""
        due = self.game.next_clock_event()
        return None if due is None else max(0.0, due - self.now())
