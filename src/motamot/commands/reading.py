"""Reading the board and getting help: the commands every table shares, whatever its
formula (the classic game's ``GameCommands``, duplicate's ``DuplicateCommands``). A table
gives the board it shows, its translations, announcer, settings, sound cues and registry."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from gettext import NullTranslations

from motamot.commands.registry import Command, Registry
from motamot.describe.board import describe_line, describe_square, describe_words_at
from motamot.describe.commands import (
    describe_bad_line,
    describe_bad_square,
    describe_help_heading,
    describe_help_line,
    describe_help_topics,
    describe_missing_argument,
    describe_premiums,
    describe_unknown_command,
    topic_name,
)
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.i18n import fold
from motamot.rules.board import ROW_LETTERS, SIZE, Board, Direction, Square
from motamot.rules.numbers import whole_number
from motamot.rules.refusals import IllegalMove
from motamot.settings import Settings
from motamot.sound.cues import CuePlayer
from motamot.speech.announcer import Announcer


class Reading(ABC):
    registry: Registry
    tr: NullTranslations
    announcer: Announcer
    settings: Settings
    cues: CuePlayer | None

    @property
    @abstractmethod
    def shown_board(self) -> Board:
        """The board the table's commands read."""

    def handler(self, command: Command) -> Callable[[int, str], None]:
        return getattr(self, command.handler)

    def refuse(self, refused: IllegalMove) -> None:
        self.cue("refused")
        self.say(describe_refusal(self.tr, refused.refusal))

    def say(self, text: str) -> None:
        """An answer to what the player asked: it cuts off what was being said."""
        self.announcer.announce(text, interrupt=True)

    def cue(self, name: str) -> None:
        if self.cues is not None and self.settings.sounds:
            self.cues.play(name)

    def word_for(self, command: Command) -> str:
        """The word help shows for a command, in the player's language."""
        return command.english if self.tr.info().get("language") == "en" else command.words[0]

    def unknown(self, word: str) -> None:
        nearest = self.registry.nearest(word)
        self.cue("refused")
        self.say(describe_unknown_command(self.tr, word, self.word_for(nearest) if nearest else None))

    def needs(self, command_id: str) -> None:
        command = self.registry[command_id]
        example = f"{self.word_for(command)} {self.tr.gettext(command.argument)}"
        self.say(describe_missing_argument(self.tr, example))

    def square_text(self, square: Square) -> str:
        settings = self.settings
        return describe_square(
            self.tr, self.shown_board, square, settings.verbosity, settings.spelling, settings.relief_names
        )

    def board(self, player: int, argument: str = "") -> None:
        rows = [r for r, line in enumerate(self.shown_board.rows()) if line != "." * SIZE]
        if not rows:
            self.say(message(self.tr, Message.BOARD_EMPTY))
        for row in rows:
            self.announcer.announce(describe_line(self.tr, self.shown_board, row, Direction.ACROSS))

    def line_named(self, text: str) -> tuple[int, Direction] | None:
        """A row by its letter (H) or a column by its number (8)."""
        text = text.strip().upper()
        if len(text) == 1 and text in ROW_LETTERS:
            return ROW_LETTERS.index(text), Direction.ACROSS
        if (column := whole_number(text, 1, SIZE)) is not None:
            return column - 1, Direction.DOWN
        return None

    def read_line(self, argument: str, direction: Direction) -> None:
        line = self.line_named(argument)
        if line is None or line[1] is not direction:
            if direction is Direction.ACROSS:
                self.say(message(self.tr, Message.WHICH_ROW))
            else:
                self.say(message(self.tr, Message.WHICH_COLUMN))
            return
        self.say(describe_line(self.tr, self.shown_board, line[0], direction))

    def row(self, player: int, argument: str) -> None:
        self.read_line(argument, Direction.ACROSS)

    def column(self, player: int, argument: str) -> None:
        self.read_line(argument, Direction.DOWN)

    def premiums(self, player: int, argument: str) -> None:
        """The free premiums of a row (H) or a column (8), or what one square (H8) is."""
        if not argument.strip():
            self.needs("premiums")
            return
        line = self.line_named(argument)
        if line is not None:
            self.say(describe_premiums(self.tr, self.shown_board, *line, self.settings.relief_names))
            return
        try:
            self.say(self.square_text(Square.from_name(argument.strip())))
        except ValueError:
            self.say(describe_bad_line(self.tr, argument.strip()))

    def square_named(self, text: str) -> Square | None:
        """The square typed, or None once the player heard why it is not one."""
        try:
            return Square.from_name(text.strip())
        except ValueError:
            self.say(describe_bad_square(self.tr, text.strip()))
            return None

    def words(self, player: int, argument: str) -> None:
        if not argument.strip():
            self.say(message(self.tr, Message.WHICH_SQUARE))
            return
        square = self.square_named(argument)
        if square is not None:
            self.say(describe_words_at(self.tr, self.shown_board, square))

    def repeat(self, player: int, argument: str = "") -> None:
        self.announcer.repeat()

    def back(self, player: int, argument: str = "") -> None:
        if self.announcer.step_back() is None:
            self.say(message(self.tr, Message.NOTHING_BEFORE))

    def forward(self, player: int, argument: str = "") -> None:
        if self.announcer.step_forward() is None:
            self.say(message(self.tr, Message.NOTHING_AFTER))

    def first(self, player: int, argument: str = "") -> None:
        if self.announcer.first() is None:
            self.say(message(self.tr, Message.NOTHING_BEFORE))

    def latest(self, player: int, argument: str = "") -> None:
        self.announcer.latest()

    def silence(self, player: int, argument: str = "") -> None:
        self.announcer.stop()

    def help(self, player: int, argument: str = "") -> None:
        topics = self.registry.topics()
        if not argument.strip():
            self.say(describe_help_topics(self.tr, [t.value for t in topics]))
            return
        wanted = fold(argument)
        topic = next((t for t in topics if wanted in (t.value, fold(topic_name(self.tr, t.value)))), None)
        if topic is None:
            command = self.registry.find(argument.split()[0])
            if command is None:
                self.say(describe_help_topics(self.tr, [t.value for t in topics]))
            else:
                self.say(self.help_line(command))
            return
        self.say(describe_help_heading(self.tr, topic.value))
        for command in self.registry.in_topic(topic):
            self.announcer.announce(self.help_line(command))

    def help_line(self, command: Command, word: str | None = None) -> str:
        """ "ligne H, lit une ligne."; a key's line names the key instead of the word."""
        if word is not None:
            return describe_help_line(self.tr, word, "", command.help)
        return describe_help_line(self.tr, self.word_for(command), command.argument, command.help)
