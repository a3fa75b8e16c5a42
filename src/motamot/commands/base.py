"""What every table shares, whatever its kind of game: the classic game (``game.GameCommands``),
the referee desk (``referee.RefereeCommands``), duplicate alone and a duplicate room
(``duplicate.DuplicateCommands``, ``room.RoomCommands``).

A table holds a game in progress held here (its session: saved after every action through
its one door, its clock watched, written elsewhere on request) and the player's settings; it
answers, and whoever shows it (the lines, the full screen, the server) says the answer. Every
handler and hook returns the ``Answer`` it makes (no table holds one being written), settled
once where a request's answer leaves the table (``shown``). It
reads the board and gives help with the same commands whatever the formula, answers what the
interfaces ask (the full screen's rack and status lines, whether a person may type, the clock's
next event), says the one save-failure sentence, and fills the
dispatch's hooks (``dispatch.Dispatched``). Everything that waits for a yes (a move heard,
resigning, leaving, a question) is one ``Awaiting``. The settings commands and the player's own
words are in modules of their own (``settings_commands``, ``own_words``). A kind of game is a
subclass: its registry, its own commands, how it reads a move. A remote seat on the player's
machine (``remote.RemoteTable``) is no table.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from gettext import NullTranslations
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic

from motamot.braille.render import board_lines, rack_cells
from motamot.commands.awaiting import Awaiting
from motamot.commands.catalogue import GAME_COMMANDS, WHILE_THE_COMPUTER_THINKS
from motamot.commands.dispatch import run_command, run_typed
from motamot.commands.own_words import OwnWords
from motamot.commands.registry import Command, Registry, Topic
from motamot.commands.scene import Scene, Standing
from motamot.commands.settings_commands import SettingsCommands
from motamot.commands.view import command_word, help_line, square_text
from motamot.describe.board import (
    describe_dictation,
    describe_legend,
    describe_line,
    describe_words_at,
)
from motamot.describe.commands import (
    describe_bad_line,
    describe_bad_square,
    describe_cancelled,
    describe_help_heading,
    describe_help_more,
    describe_help_no_page,
    describe_help_topics,
    describe_missing_argument,
    describe_nothing_to_confirm,
    describe_premiums,
    describe_save_fault,
    describe_saved_again,
    describe_unknown_command,
    help_in_pages,
    topic_name,
)
from motamot.describe.files import describe_write_reason, describe_written_elsewhere
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.web import square_on_page
from motamot.files import RecordError
from motamot.i18n import fold
from motamot.requests import Confirm, Key, Line, Request, Tiles
from motamot.rules.board import ROW_LETTERS, SIZE, Board, Direction, Square
from motamot.rules.names import named_among
from motamot.rules.notation import WrittenMove
from motamot.rules.numbers import whole_number
from motamot.rules.placement import PlacedTile, Placement
from motamot.rules.refusals import IllegalMove
from motamot.sessions.autosave import AutosavedSession, G
from motamot.sessions.thinking import Thought
from motamot.settings import Settings, documents_dir
from motamot.speech.answer import (
    Again,
    Answer,
    AnswerBuilder,
    Braille,
    Break,
    Say,
    Step,
    Stop,
    cue,
    say,
    tell,
)
from motamot.speech.speaking_time import speaking_time

if TYPE_CHECKING:  # the computer's choice's types only: a remote seat never loads the engine
    from motamot.engine.players import Decision
    from motamot.rules.events import Event

YES = {"oui", "o", "yes", "y", "on"}
NO = {"non", "n", "no", "off"}
Move = WrittenMove | tuple[PlacedTile, ...]  # as written ("H4 MOT", read once), or tiles laid on screen


def _reply(text: str) -> bool | None:
    """A line read as yes or no, in French or English; None when it is neither."""
    word = fold(text.strip()).lower()
    if word in GAME_COMMANDS["yes"].words:
        return True
    if word in GAME_COMMANDS["no"].words:
        return False
    return None


class Table(OwnWords, SettingsCommands, ABC, Generic[G]):
    """A table over a game in progress held here: the classic game, the desk, duplicate alone,
    a room, and a seat's table on a server."""

    registry: ClassVar[Registry]
    # The first sentence of ``aide``: how this table's entries are typed.
    typing_help: ClassVar[Message] = Message.HELP_TYPING
    # The first start's welcome points to the menu's guided tour, where there is one to go to.
    welcome_offers_tour: ClassVar[bool] = True
    # A training's lines are each within a braille display's 40 cells (issue 63); a game's
    # sentences stay one a line, as its transcripts and the players' scripts know them.
    braille_lines: ClassVar[bool] = False

    session: AutosavedSession[G]

    def __init__(
        self,
        session: AutosavedSession[G],
        tr: NullTranslations,
        settings: Settings | None = None,
        keep_settings: Callable[[Settings], None] | None = None,
    ) -> None:
        self.session = session
        self.tr = tr
        self.settings = settings or Settings()
        self.keep_settings = keep_settings
        self.outcome: str | None = None  # "menu" or "quit" once the player leaves the table
        # Opened from the menu's training level (duplicate alone, topping): quitte goes back there.
        self.from_training = False
        self.pending: Awaiting | None = None  # what waits for a yes or a no
        self.confirm_by_key = False  # on screen, Enter confirms and Escape cancels; in lines, oui and non
        self.hint_step = 0  # how much help was given this turn
        # The interfaces let the computer choose its move in a worker thread (sessions.thinking):
        # the choice being made, meanwhile, is ``thought``.
        self.think_aside = False
        self.thought: Thought[Decision, list[Event]] | None = None
        self._save_fault_said = False

    @property
    def game(self) -> G:
        return self.session.game

    @property
    def shown_board(self) -> Board:
        """The board the table's commands read."""
        return self.game.board

    @property
    def playing(self) -> bool:
        """Whether the game goes on."""
        return self.game.over is None

    # ------------------------------------------------------------ what each kind of game gives

    @property
    @abstractmethod
    def names(self) -> list[str]: ...

    @property
    @abstractmethod
    def player(self) -> int:
        """Whom a typed line or a key speaks for now."""

    @abstractmethod
    def start(self) -> Answer:
        """What the player hears on arriving at the table."""

    @abstractmethod
    def announce(self, events: list[Any]) -> Answer:
        """What happened to the game, said in this table's words."""

    @abstractmethod
    def typed_move(self, player: int, move: WrittenMove, heard_first: bool) -> Answer: ...

    @abstractmethod
    def hear(self, move: Move) -> Answer:
        """A move's words and score, waiting for a yes (``hold_move``)."""

    @abstractmethod
    def rack_line(self) -> str: ...

    @abstractmethod
    def status_line(self) -> str: ...

    @abstractmethod
    def prompt_name(self) -> str | None:
        """Whose line the prompt asks for; None once the game is over."""

    @abstractmethod
    def placements(self) -> list[Placement]:
        """The words laid on the board so far, in order (``dicte`` reads them)."""

    @abstractmethod
    def standings(self) -> tuple[Standing, ...]:
        """Every player's score (and time left on a clock), in seat order."""

    def whose_turn(self) -> int | None:
        """The seat whose turn it is; None when nobody's (the game over) or everybody's."""
        return None

    def own_seat(self) -> int | None:
        """The seat this table speaks for; None for a spectator, or a keyboard shared by all."""
        return None

    def scene(self, named: bool = False) -> Scene:
        """What the table's screen draws now (asked at every key: nothing is copied); with
        each square's name (``named``) for a web page."""
        return Scene(
            self.shown_board,
            self.rack_line(),
            self.status_line(),
            self.tentative_tiles(),
            self.last_tiles(),
            self.pending is not None,
            self.playing,
            self.prompt_name(),
            self.enter_confirms(),
            self.standings(),
            self.whose_turn(),
            len(self.game.bag),
            self.own_seat(),
            tuple(self.braille_rack() or ()),
            self.square_names() if named else (),
        )

    def square_names(self) -> tuple[tuple[str, ...], ...]:
        """Each square's name as a page's grid says it, with the latest move or the move on
        trial."""
        last = {square for square, _tile in self.last_tiles()}
        trial = {square for square, _tile in self.tentative_tiles()}
        return tuple(
            tuple(
                square_on_page(self.tr, self.square_text(s), s in last, s in trial)
                for s in (Square(r, c) for c in range(SIZE))
            )
            for r in range(SIZE)
        )

    def enter_confirms(self) -> bool:
        """Whether Enter may confirm what waits for a yes (a move heard; not resigning, a loss,
        leaving or a question)."""
        return self.pending is None or self.pending.by_enter

    def hold_move(self, tiles: tuple[PlacedTile, ...], on_yes: Callable[[], Answer]) -> None:
        """A move heard, waiting for a yes: its tiles are shown on the board meanwhile; no
        cancels it."""
        self.pending = Awaiting(on_yes, lambda: say(describe_cancelled(self.tr, True)), tiles)

    def await_yes(self, on_yes: Callable[[], Answer]) -> None:
        """Resigning, a loss declared or leaving, waiting for "oui" typed; no cancels it."""
        self.pending = Awaiting(on_yes, lambda: say(describe_cancelled(self.tr, False)), by_enter=False)

    def ask(self, question: str, on_yes: Callable[[], Answer], on_no: Callable[[], Answer]) -> Answer:
        """A question the next line answers (oui or non), without touching the game: the
        question said."""
        self.pending = Awaiting(on_yes, on_no, by_enter=False, question=True)
        return say(question)

    def answer_pending(self, yes: bool) -> Answer:
        """What waits, answered yes or no."""
        pending, self.pending = self.pending, None
        if pending is None:
            return say(describe_nothing_to_confirm(self.tr))
        return (pending.on_yes if yes else pending.on_no)()

    def tentative_tiles(self) -> tuple[PlacedTile, ...]:
        """The tiles of the move being heard (shown on trial), while it waits for a yes."""
        return self.pending.tiles if self.pending is not None else ()

    def withdrawn_words(self) -> set[int]:
        """Which of ``placements`` (from 0) were taken back after a challenge."""
        return set()

    def last_tiles(self) -> tuple[PlacedTile, ...]:
        """The tiles the latest move laid (marked on the screen's board)."""
        placements = self.placements()
        return placements[-1].tiles if placements else ()

    def braille_rack(self) -> list[str] | None:
        """The rack written under the braille board, when the table knows one."""
        return None

    def typed_entry(self, player: int, line: str) -> Answer | None:
        """A line of the table's own form, carried out: what it answers; None when the line
        is not one (none by default)."""
        return None

    def empty_line(self, player: int) -> Answer:
        return say(message(self.tr, Message.TYPE_A_MOVE))

    def barred(self, command: Command | None) -> Answer | None:
        """Why a command (None: a move, or a line of the table's own form) may not be carried
        out now, said; None when it may. While the computer thinks, only what reads the game
        without changing it."""
        if self.thought is None or (command is not None and command.id in self.answered_while_thinking()):
            return None
        return say(message(self.tr, Message.THINKING_STILL, name=self.thought.name))

    def answered_while_thinking(self) -> frozenset[str]:
        return WHILE_THE_COMPUTER_THINKS

    def say_thinking(self) -> Answer:
        """The computer's choice takes long: the player hears that it is coming."""
        return self.shown(self.tell_thinking())

    def tell_thinking(self) -> Answer:
        if self.thought is None:
            return Answer()
        return tell(message(self.tr, Message.THINKING, name=self.thought.name))

    def conclude_thought(self) -> Answer:
        """The computer's choice, made aside, played and said in the interface's thread (at a
        table where the computer plays: ``GameCommands``)."""
        return Answer()

    def begin(self, preface: str = "") -> Answer:
        """What the player hears on arriving at the table (``start``), after ``preface`` (the
        first start's welcome, which the interface said just before)."""
        return self.shown(self.start())

    def acting(self, request: Callable[[], Answer]) -> Answer:
        """A line or a key carried out (``request``), and what follows it (a failed save said,
        the computer's turn). Whatever the player asks, they have the game: the time held
        while it was said starts."""
        self.release_time()
        answer = request()
        return answer + self.report_save()

    def shown(self, answer: Answer) -> Answer:
        """A request's answer as it leaves the table: the cues left out when the player turned
        the sounds off, and a message's end where something was said before it (``settled``)."""
        return answer.settled(self.settings.sounds)

    # ------------------------------------------------------------ time held while it is said

    _time_back_at: float | None = None  # when the time held (``hold_time``) starts again

    def hold_time(self, said: str, delay: float = 0.0) -> None:
        """The time of whoever is to play waits while ``said`` is said (after ``delay``): the
        opening, a duplicate rack, or at one keyboard the sentence handing the keyboard over.
        It starts at their first key or line, or once ``said`` has been said, whichever comes
        first, so what motamot says never eats a player's time. When and until when is here,
        once for every kind of game; how the time waits is each kind's (``time_held``)."""
        self.release_time()
        wait = delay + speaking_time(said)
        if self.time_held(wait):
            self._time_back_at = self.session.now() + wait

    def release_time(self, at: float | None = None) -> None:
        """The time held starts again: now (a key, a line), or at ``at``."""
        back, self._time_back_at = self._time_back_at, None
        if back is not None:
            self.time_given_back(min(self.session.now(), back) if at is None else at, back)

    def release_time_said(self) -> None:
        """The time held starts again if what held it has been said by now."""
        if self._time_back_at is not None and self.session.now() >= self._time_back_at:
            self.release_time(self._time_back_at)

    def time_held(self, wait: float) -> bool:
        """This kind of game's time, held for ``wait`` seconds; whether it is (none by
        default: a game without a clock)."""
        return False

    def time_given_back(self, at: float, back: float) -> None:
        """The time held starts again at ``at`` (``back``: when the hold was to end)."""

    # ------------------------------------------------------------ what the interfaces ask

    @property
    def waiting_for_ready(self) -> bool:
        """Whether Enter hands the keyboard over (between people) rather than opening the line."""
        return False

    @property
    def has_clock(self) -> bool:
        return True

    def request(self, asked: Request) -> Answer:
        """What the player asked, carried out on this table, whatever the interface built it:
        the lines, the full screen, or a seat's server from its message."""
        if isinstance(asked, Line):
            return self.typed_line(asked.text)
        if isinstance(asked, Key):
            return self.key_command(asked.command, asked.argument)
        if isinstance(asked, Tiles):
            return self.tiles_heard(asked.tiles)
        return self.confirmed() if isinstance(asked, Confirm) else self.cancelled()

    def key_command(self, command_id: str, argument: str = "") -> Answer:
        return self.shown(self.acting(lambda: run_command(self, self.player, command_id, argument)))

    def confirmed(self) -> Answer:
        """Enter on what waits for a yes: the table's ``oui`` where it has one (a guided tour
        follows it), else the answer given at once."""
        return self._answered(True)

    def cancelled(self) -> Answer:
        """Escape on what waits for a yes: ``non``, as ``confirmed``."""
        return self._answered(False)

    def _answered(self, yes: bool) -> Answer:
        command_id = "yes" if yes else "no"
        if command_id in self.registry.commands:
            return self.key_command(command_id)
        return self.shown(self.acting(lambda: self.answer_pending(yes)))

    def typed_line(self, text: str) -> Answer:
        """A line typed. A question of ``ask`` waits: oui or non answers it, anything else drops
        it and is read as usual."""
        pending = self.pending
        reply = _reply(text) if pending is not None and pending.question else None

        def carried_out() -> Answer:
            if reply is not None:
                return self.answer_pending(reply)
            if pending is not None and pending.question:
                self.pending = None
            return run_typed(self, self.player, text)

        return self.shown(self.acting(carried_out))

    def yes(self, player: int, argument: str = "") -> Answer:
        return self.answer_pending(True)

    def no(self, player: int, argument: str = "") -> Answer:
        return self.answer_pending(False)

    def tiles_heard(self, tiles: tuple[PlacedTile, ...]) -> Answer:
        """Tiles laid on the board one by one (the full screen, the page), heard with their
        words and score, waiting for a yes."""
        return self.shown(self.acting(lambda: self.barred(None) or self.hear(tiles)))

    def handler(self, command: Command) -> Callable[[int, str], Answer]:
        handler: Callable[[int, str], Answer] = getattr(self, command.handler)
        return handler

    # ------------------------------------------------------------ saving

    @property
    def save_fault(self) -> RecordError | None:
        """Why the latest save was refused, while it is."""
        return self.session.save_fault

    def save(self) -> None:
        self.session.save()

    def keep(self) -> None:
        """Keep a setting the player changed for the next games."""
        if self.keep_settings is not None:
            self.keep_settings(self.settings)

    # ------------------------------------------------------------ speaking

    def refuse(self, refused: IllegalMove) -> Answer:
        return cue("refused") + say(describe_refusal(self.tr, refused.refusal)) + self.own_word_hint(refused)

    def refused(self, refused: IllegalMove) -> Answer:
        """What the interface found wrong itself (tiles laid on an occupied square), said."""
        return self.shown(self.refuse(refused))

    def word_for(self, command: Command) -> str:
        return command_word(self.tr, command)

    def unknown(self, word: str) -> Answer:
        nearest = self.registry.nearest(word)
        return cue("refused") + say(
            describe_unknown_command(self.tr, word, self.word_for(nearest) if nearest else None)
        )

    def needs(self, command_id: str) -> Answer:
        command = self.registry[command_id]
        example = f"{self.word_for(command)} {self.tr.gettext(command.argument)}"
        return say(describe_missing_argument(self.tr, example))

    # ------------------------------------------------------------ what people type

    def numbered(
        self, count: int, text: str, default: int, nothing: str, which: str, said: AnswerBuilder
    ) -> int | None:
        """The number typed (or ``default``) when it is one of 1 to ``count``; else None, once
        ``said`` holds ``nothing`` (there are none) or ``which`` (what to type instead)."""
        if not count:
            said.say(nothing)
            return None
        number = whole_number(text) if text.strip() else default
        if number is None or not 1 <= number <= count:
            said.say(which.format(count=count))
            return None
        return number

    def player_named(self, word: str) -> int | None:
        """The player whose name is ``word``, accents and capitals optional."""
        return next(iter(named_among(word, self.names)), None)

    def who_and_rest(self, text: str, default: int | None) -> tuple[int | None, str]:
        """A player's name at the start of the text, if there is one, and what follows."""
        first, _sep, rest = text.strip().partition(" ")
        named = self.player_named(first)
        return (named, rest) if named is not None else (default, text)

    # ------------------------------------------------------------ reading the board

    def square_text(self, square: Square) -> str:
        return square_text(self.tr, self.shown_board, square, self.settings)

    def board(self, player: int, argument: str = "") -> Answer:
        rows = [r for r, line in enumerate(self.shown_board.rows()) if line != "." * SIZE]
        if not rows:
            return say(message(self.tr, Message.BOARD_EMPTY))
        return Answer(
            tuple(Say(describe_line(self.tr, self.shown_board, row, Direction.ACROSS)) for row in rows)
        )

    def line_named(self, text: str) -> tuple[int, Direction] | None:
        """A row by its letter (H) or a column by its number (8)."""
        text = text.strip().upper()
        if len(text) == 1 and text in ROW_LETTERS:
            return ROW_LETTERS.index(text), Direction.ACROSS
        if (column := whole_number(text, 1, SIZE)) is not None:
            return column - 1, Direction.DOWN
        return None

    def read_line(self, argument: str, direction: Direction) -> Answer:
        line = self.line_named(argument)
        if line is None or line[1] is not direction:
            if direction is Direction.ACROSS:
                return say(message(self.tr, Message.WHICH_ROW))
            return say(message(self.tr, Message.WHICH_COLUMN))
        return say(describe_line(self.tr, self.shown_board, line[0], direction))

    def row(self, player: int, argument: str) -> Answer:
        return self.read_line(argument, Direction.ACROSS)

    def column(self, player: int, argument: str) -> Answer:
        return self.read_line(argument, Direction.DOWN)

    def legend(self, player: int, argument: str = "") -> Answer:
        """What the screen board's marks mean, said (the sighted partner's legend, by ear)."""
        return say(describe_legend(self.tr))

    def premiums(self, player: int, argument: str) -> Answer:
        """The free premiums of a row (H) or a column (8), or what one square (H8) is."""
        if not argument.strip():
            return self.needs("premiums")
        line = self.line_named(argument)
        if line is not None:
            return say(describe_premiums(self.tr, self.shown_board, *line, self.settings.relief_names))
        try:
            return say(self.square_text(Square.from_name(argument.strip())))
        except ValueError:
            return say(describe_bad_line(self.tr, argument.strip()))

    def words(self, player: int, argument: str) -> Answer:
        if not argument.strip():
            return say(message(self.tr, Message.WHICH_SQUARE))
        try:
            square = Square.from_name(argument.strip())
        except ValueError:
            return say(describe_bad_square(self.tr, argument.strip()))
        return say(describe_words_at(self.tr, self.shown_board, square))

    def dictate(self, player: int, argument: str = "") -> Answer:
        """The last word on the board (or word N) tile by tile, as the braille board needs it;
        a word taken back after a challenge is said to be off the board, not dictated."""
        laid = self.placements()
        withdrawn = self.withdrawn_words()
        on_board = [n for n in range(1, len(laid) + 1) if n - 1 not in withdrawn]
        number = self.numbered(
            len(laid),
            argument,
            on_board[-1] if on_board else len(laid),
            message(self.tr, Message.NO_WORD_YET),
            message(self.tr, Message.WHICH_WORD),
            said := AnswerBuilder(),
        )
        if number and number - 1 in withdrawn:
            word = laid[number - 1].main_word.tiles
            said.say(message(self.tr, Message.WORD_WITHDRAWN, number=number, word=word))
        elif number:
            said.say(describe_dictation(self.tr, laid[number - 1], self.settings.spelling))
        return said.take()

    def braille(self, player: int, argument: str = "") -> Answer:
        """The board (and the rack, when the table knows it) in Unicode braille, for a braille
        display: written, not spoken."""
        lines = board_lines(self.shown_board)
        rack = self.braille_rack()
        if rack is not None:
            lines.append(rack_cells(rack))
        written = say(message(self.tr, Message.BRAILLE_WRITTEN, count=len(lines)))
        return written + self.show_braille("\n".join(lines))

    def show_braille(self, text: str) -> Answer:
        """Braille lines on the terminal, or in a file said by name where a screen reader would
        read each cell aloud (the interface knows which)."""
        return Answer((Braille(text, self.tr.gettext(Message.BRAILLE_SET_ASIDE.value)),))

    # ------------------------------------------------------------ speech and help

    def again(self, step: Step, otherwise: Message | None = None) -> Answer:
        """A step through what was said, taken by whoever keeps the history."""
        return Answer((Again(step, message(self.tr, otherwise) if otherwise is not None else ""),))

    def repeat(self, player: int, argument: str = "") -> Answer:
        return self.again("repeat")

    def back(self, player: int, argument: str = "") -> Answer:
        return self.again("back", Message.NOTHING_BEFORE)

    def forward(self, player: int, argument: str = "") -> Answer:
        return self.again("forward", Message.NOTHING_AFTER)

    def first(self, player: int, argument: str = "") -> Answer:
        return self.again("first", Message.NOTHING_BEFORE)

    def latest(self, player: int, argument: str = "") -> Answer:
        return self.again("latest")

    def silence(self, player: int, argument: str = "") -> Answer:
        return Answer((Stop(),))

    def help(self, player: int, argument: str = "") -> Answer:
        """``aide``: how to type, then the topics; ``aide grille``: a topic, a page at a time
        (``aide grille 2``), each heard in twelve seconds or less (issue 60); ``aide ligne``: a
        command's line."""
        topics = self.registry.topics()
        words = argument.split()
        if not words:
            return self.say_help_topics(topics)
        asked = whole_number(words[-1]) if len(words) > 1 else None
        page = 1 if asked is None else asked
        if asked is not None:
            words.pop()
        wanted = fold(" ".join(words))
        topic = next((t for t in topics if wanted in (t.value, fold(topic_name(self.tr, t.value)))), None)
        if topic is None:
            command = self.registry.find(words[0])
            if command is None:
                return self.say_help_topics(topics)
            return say(self.help_line(command))
        lines = [self.help_line(command) for command in self.registry.in_topic(topic)]
        heading = describe_help_heading(self.tr, topic.value, 9, 9)
        around = heading + describe_help_more(self.tr, topic.value, 9)
        pages = help_in_pages(self.tr, lines, len(around))
        if not 1 <= page <= len(pages):
            return say(describe_help_no_page(self.tr, topic.value, len(pages)))
        said = AnswerBuilder()
        said.say(describe_help_heading(self.tr, topic.value, page, len(pages)))
        for line in pages[page - 1]:
            said.tell(line)
        if page < len(pages):
            said.tell(describe_help_more(self.tr, topic.value, page + 1))
        return said.take()

    def say_help_topics(self, topics: list[Topic]) -> Answer:
        """How the table's entries are typed, then the topics: a message each."""
        typing, listed = self.help_topics(topics)
        return say(typing) + Answer((Break(),)) + tell(listed)

    def help_topics(self, topics: list[Topic]) -> list[str]:
        typing = message(self.tr, self.typing_help, name=self.names[0])
        return describe_help_topics(self.tr, typing, [t.value for t in topics])

    def help_line(self, command: Command, word: str | None = None) -> str:
        return help_line(self.tr, command, word)

    def export_to(self, argument: str, default: Path, write: Callable[[Path], list[Path]]) -> Answer:
        """Sheets written by ``write`` into the folder typed (else ``default``): where they
        went, or why they could not be written."""
        folder = argument.strip()
        target = Path(folder).expanduser() if folder else default
        try:
            written = write(target)
        except RecordError as error:
            reason = describe_write_reason(self.tr, error)
            return say(message(self.tr, Message.CANNOT_WRITE_SHEETS, folder=target, reason=reason))
        return say(message(self.tr, Message.SHEETS_WRITTEN, files=", ".join(str(p) for p in written)))

    # ------------------------------------------------------------ leaving

    def menu(self, player: int, argument: str = "") -> Answer:
        self.save()
        self.outcome = "menu"
        return Answer()

    # ------------------------------------------------------------ saving and the clock

    def report_save(self) -> Answer:
        """Say once that saving fails, and once that it works again."""
        fault, was_said = self.session.save_fault, self._save_fault_said
        self._save_fault_said = fault is not None
        if fault is not None and not was_said:
            return tell(describe_save_fault(self.tr, fault))
        if fault is None and was_said:
            return tell(describe_saved_again(self.tr))
        return Answer()

    def seconds_to_next_clock_event(self) -> float | None:
        """Seconds until the clock's next event, or until the time held starts again."""
        wait = self.session.seconds_to_next_clock_event()
        if self._time_back_at is None:
            return wait
        back = max(0.0, self._time_back_at - self.session.now())
        return back if wait is None else min(wait, back)

    def clock_due(self) -> Answer:
        """Ticking only when the clock's next event is due keeps a classic game's save free of
        empty ticks."""
        self.release_time_said()
        wait = self.seconds_to_next_clock_event()
        if wait is None or wait > 0:
            return Answer()
        told = self.announce(list(self.session.tick()))
        return self.shown(told + self.report_save())

    def save_as(self, player: int, argument: str = "") -> Answer:
        """The game written to a file of its own, in the folder typed or the documents folder:
        what to do when its own save is refused (a full disk, a read-only folder)."""
        folder = Path(argument.strip()).expanduser() if argument.strip() else documents_dir()
        return say(self.written_elsewhere(folder))

    def written_elsewhere(self, folder: Path) -> str:
        written = self.session.written_elsewhere(folder)
        return describe_written_elsewhere(self.tr, self.session.kind, folder, written)

    def unsaved(self) -> bool:
        self.save()
        return self.save_fault is not None and self.playing

    def end_of_input(self) -> Answer:
        """Saved, or written elsewhere, and the player hears which; never "saved" when it is not."""
        fault = self.save_fault if self.unsaved() else None
        if fault is None:
            return say(message(self.tr, Message.END_OF_INPUT))
        reason = describe_write_reason(self.tr, fault)
        unsaved = message(self.tr, Message.END_OF_INPUT_UNSAVED, reason=reason)
        return say(unsaved + " " + self.written_elsewhere(documents_dir()))
