"""What the full screen asks of a table, whatever its formula: the classic game's
``GameCommands`` and duplicate's ``DuplicateCommands`` both answer it, so one board
screen (``ui.app.GameScreen``) serves both."""

from __future__ import annotations

from collections.abc import Callable
from gettext import NullTranslations
from typing import Any, Protocol

from motamot.commands.registry import Command, Registry
from motamot.files import RecordError
from motamot.rules.board import Board, Square
from motamot.rules.placement import PlacedTile
from motamot.rules.refusals import IllegalMove
from motamot.settings import Settings
from motamot.speech.announcer import Announcer

Move = str | tuple[PlacedTile, ...]  # as written ("H4 MOT"), or tiles laid one by one


class ScreenTable(Protocol):
    registry: Registry
    tr: NullTranslations
    announcer: Announcer
    settings: Settings
    outcome: str | None  # "menu" or "quit" once the player leaves
    pending: object | None  # something waiting for Enter (a move heard with its score)
    confirm_by_key: bool  # Enter confirms and Escape cancels, rather than oui and non

    @property
    def game(self) -> object: ...

    @property
    def shown_board(self) -> Board: ...

    @property
    def typing_allowed(self) -> bool:
        """Whether a person may type now (not while the computer has the turn)."""

    @property
    def waiting_for_ready(self) -> bool:
        """Whether Enter hands the keyboard over (between people) rather than opening the line."""

    @property
    def playing(self) -> bool: ...

    @property
    def has_clock(self) -> bool: ...

    @property
    def save_fault(self) -> RecordError | None: ...

    def start(self) -> None: ...

    def rack_line(self) -> str: ...

    def status_line(self) -> str: ...

    def square_text(self, square: Square) -> str: ...

    def key_command(self, command_id: str, argument: str = "") -> None: ...

    def typed_line(self, text: str) -> None: ...

    def hear(self, move: Move) -> None:
        """A move's words and score, waiting for Enter (``confirm``) or Escape."""

    def confirm(self) -> None: ...

    def cancel_pending(self) -> None: ...

    def refuse(self, refused: IllegalMove) -> None: ...

    def help_line(self, command: Command, word: str | None = None) -> str: ...

    def clock_ran(self) -> bool: ...

    def seconds_to_next_clock_event(self) -> float | None: ...

    def keep(self) -> None: ...

    def save(self) -> None: ...


class SavedTable:
    """What a table over a saved session answers the same way, whatever its formula."""

    session: Any  # a GameSession or a DuplicateSession: save, save_fault, the clock's next event
    settings: Settings
    keep_settings: Callable[[Settings], None] | None

    @property
    def save_fault(self) -> RecordError | None:
        return self.session.save_fault  # type: ignore[no-any-return]

    def save(self) -> None:
        self.session.save()

    def seconds_to_next_clock_event(self) -> float | None:
        return self.session.seconds_to_next_clock_event()  # type: ignore[no-any-return]

    def keep(self) -> None:
        """Keep a setting the player changed for the next games."""
        if self.keep_settings is not None:
            self.keep_settings(self.settings)
