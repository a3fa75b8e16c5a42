"""What an interface asks of a table, whether its game is held here or on a server.

The full screen draws a ``TableView``'s scene and hands it keys, lines and tiles laid; each
request returns the ``Answer`` the interface renders. A table over a game held here
(``base.Table``) is one; so is a seat at a game on a server (``remote.RemoteTable``), which
keeps the last scene the server sent and sends everything else. Neither is the other.
"""

from __future__ import annotations

from gettext import NullTranslations
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from motamot.commands.registry import Command, Registry
from motamot.commands.scene import Scene
from motamot.describe.board import describe_square
from motamot.describe.commands import describe_help_line
from motamot.files import RecordError
from motamot.requests import Request
from motamot.rules.board import Board, Square
from motamot.rules.placement import PlacedTile
from motamot.rules.refusals import IllegalMove
from motamot.settings import Settings
from motamot.speech.answer import Answer

if TYPE_CHECKING:
    from motamot.sessions.thinking import Thought


class TableView(Protocol):
    # What the interface reads; what it sets follows.
    @property
    def tr(self) -> NullTranslations: ...

    @property
    def settings(self) -> Settings: ...

    outcome: str | None  # "menu" or "quit" once the player leaves the table
    confirm_by_key: bool  # on screen, Enter confirms and Escape cancels
    think_aside: bool  # the computer chooses in a worker thread while keys are answered
    thought: Thought | None  # the computer's choice being made aside

    @property
    def registry(self) -> Registry: ...

    @property
    def pending(self) -> object | None:
        """Something waiting for a yes (on screen, Enter)."""

    # ------------------------------------------------------------ what is drawn

    def scene(self) -> Scene: ...

    def enter_confirms(self) -> bool:
        """Whether Enter may confirm what waits (a move heard, not resigning or quitting)."""
        ...

    @property
    def shown_board(self) -> Board: ...

    @property
    def playing(self) -> bool: ...

    @property
    def has_clock(self) -> bool: ...

    @property
    def waiting_for_ready(self) -> bool: ...

    @property
    def save_fault(self) -> RecordError | None: ...

    def rack_line(self) -> str: ...

    def status_line(self) -> str: ...

    def tentative_tiles(self) -> tuple[PlacedTile, ...]: ...

    def last_tiles(self) -> tuple[PlacedTile, ...]: ...

    def square_text(self, square: Square) -> str: ...

    def help_line(self, command: Command, word: str | None = None) -> str: ...

    # ------------------------------------------------------------ requests, each answered

    def begin(self, preface: str = "") -> Answer:
        """The opening, after ``preface`` (the first start's welcome, said just before it)."""

    def request(self, asked: Request) -> Answer:
        """What the player asked (a line, a key, tiles laid, a yes, a no), carried out: the one
        way in for the lines, the full screen and a seat's server alike."""
        ...

    def clock_due(self) -> Answer: ...

    def say_thinking(self) -> Answer: ...

    def conclude_thought(self) -> Answer: ...

    def refused(self, refused: IllegalMove) -> Answer: ...

    def seconds_to_next_clock_event(self) -> float | None: ...

    def keep(self) -> None: ...

    # ------------------------------------------------------------ leaving

    def unsaved(self) -> bool: ...

    def written_elsewhere(self, folder: Path) -> str: ...


def command_word(tr: NullTranslations, command: Command) -> str:
    """The word help shows for a command, in the player's language."""
    return command.english if tr.info().get("language") == "en" else command.words[0]


def help_line(tr: NullTranslations, command: Command, word: str | None = None) -> str:
    """ "ligne H, lit une ligne."; a key's line names the key instead of the word."""
    if word is not None:
        return describe_help_line(tr, word, "", command.help)
    return describe_help_line(tr, command_word(tr, command), command.argument, command.help)


def square_text(tr: NullTranslations, board: Board, square: Square, settings: Settings) -> str:
    """A square as the player hears it, as their settings say."""
    return describe_square(tr, board, square, settings.verbosity, settings.spelling, settings.relief_names)
