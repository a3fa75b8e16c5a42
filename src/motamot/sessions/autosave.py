"""What a game in progress of any kind does the same way: one process writes it (a second
motamot on the same game is told, never allowed to overwrite its moves), it is saved after
every action (a refused write kept in ``save_fault`` while the game goes on, and the game
written elsewhere on request), it has a time of its own, and its clock's next event is found
the same way. The classic game's session (``motamot.sessions.classic``) and duplicate's
(``motamot.sessions.duplicate``) both build on it."""

from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence, Sized
from datetime import datetime
from pathlib import Path
from typing import ClassVar, Generic, Protocol, TypeVar

from motamot.files import RecordError, hold, let_go, remove, unique_path, write_fault
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.board import Board


class GameInProgress(Protocol):
    """What every kind of game offers its session: a classic ``rules.game.Game`` and a
    ``rules.duplicate.DuplicateGame`` alike."""

    @property
    def board(self) -> Board: ...

    @property
    def over(self) -> object | None: ...

    @property
    def bag(self) -> Sized: ...

    def next_clock_event(self) -> float | None: ...

    def tick(self, now: float) -> Sequence[object]: ...


G = TypeVar("G", bound=GameInProgress, covariant=True)
Changed = TypeVar("Changed")


class AutosavedSession(ABC, Generic[G]):
    game: G
    # Every game this process has open: on Ctrl-C, those whose last save failed are written
    # elsewhere before motamot stops.
    _open: ClassVar[weakref.WeakSet[AutosavedSession[GameInProgress]]] = weakref.WeakSet()

    def __init__(self, lexicon: Lexicon, save_path: Path | None, clock: Callable[[], float]) -> None:
        if save_path is not None:
            hold(save_path)
        # The game is let go of when left, or at the latest when this session is forgotten.
        self._release = weakref.finalize(self, let_go, save_path) if save_path is not None else None
        self.lexicon, self.save_path = lexicon, save_path
        self._clock = clock
        # Why the last save failed (full disk, read-only folder), None once a save succeeds:
        # the game goes on, the last good save stays whole, and every action tries again.
        self.save_fault: RecordError | None = None
        self.archived: Path | None = None  # where the finished game was kept, if it is kept
        AutosavedSession._open.add(self)

    def now(self) -> float:
        """The game's time, in seconds, to pass to every action."""
        return self._clock()

    def act(self, change: Callable[[float], Changed]) -> Changed:
        """The one door into the game: ``change`` made at the game's time now (a person's move,
        the computer's, a slip, the clock), then the whole session saved, before anything of
        it is said: the caller says the events returned. A refused write is kept in
        ``save_fault``, which the table says."""
        events = change(self.now())
        self.save()
        return events

    def save(self) -> None:
        """Write the whole session atomically; a refused write sets ``save_fault``."""
        self.save_fault = write_fault(self._write)

    def _write(self) -> None:
        """The game in progress written over its save; once over, kept in its folder of finished
        games (when its kind keeps them) under a name no other game has, and its save removed."""
        if self.save_path is None:
            return
        if self.game.over is None:
            self.write_to(self.save_path)
            return
        folder = self.finished_folder()
        if folder is not None and self.archived is None and self.save_path.exists():
            stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
            archived = unique_path(folder / f"{self.kind}-{stamp}.json")
            self.write_to(archived)
            self.archived = archived  # said to be kept only once it is
        remove(self.save_path)

    @abstractmethod
    def finished_folder(self) -> Path | None:
        """Where this kind of game is kept once over; None when it is not kept."""

    @property
    @abstractmethod
    def kind(self) -> str:
        """The kind of game, naming the file it is written to elsewhere and kept in once
        finished ("salle-2026-11-25-…"): "partie", "arbitrage", "duplicate" or "salle"."""

    @property
    @abstractmethod
    def names(self) -> list[str]:
        """The players' names, in seat order."""

    def computer_seats(self) -> set[int]:
        """The seats the computer plays (none at most kinds of game)."""
        return set()

    def written_elsewhere(self, folder: Path) -> Path | RecordError:
        """``write_elsewhere``, the refusal returned rather than raised."""
        try:
            return self.write_elsewhere(folder)
        except RecordError as error:
            return error

    @abstractmethod
    def write_to(self, path: Path) -> None:
        """The whole session written to ``path`` (atomically; RecordError when refused)."""

    def write_elsewhere(self, target: Path) -> Path:
        """The session written into the folder ``target`` (or to the file it names), under a
        name no other file has, for a game whose own save is refused; where it went."""
        if target.suffix.lower() != ".json":
            stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
            target = target / f"motamot-{self.kind}-{stamp}.json"
        path = unique_path(target)
        self.write_to(path)
        return path

    def let_go(self) -> None:
        """The game is left: another motamot may take it up."""
        if self._release is not None:
            self._release()  # once only, however often it is called
        AutosavedSession._open.discard(self)

    @classmethod
    def unsaved(cls) -> list[AutosavedSession[GameInProgress]]:
        """The open games whose last save failed."""
        return [session for session in cls._open if session.save_fault is not None]

    def tick(self) -> Sequence[object]:
        """Let the clock run to now: its warnings and time running out, saved."""
        if self.game.over is not None:
            return []
        return self.act(self.game.tick)

    def seconds_to_next_clock_event(self) -> float | None:
        """Seconds until the clock's next warning or time out (0 when it is due), or None."""
        due = self.game.next_clock_event()
        return None if due is None else max(0.0, due - self.now())
