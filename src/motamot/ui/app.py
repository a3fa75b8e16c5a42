"""The keyboard interface: a board to move about with the arrow keys, a command
line to type moves, and every piece of information one key away.

Two layouts. Without a screen reader the terminal cursor sits on the square
that has focus. Under a screen reader reading the terminal (``reader``), the
cursor sits after the last character of the message, which holds everything
the latest key made motamot say: the reader speaks that, once, and nothing
else. The focused square is then shown in reverse video, and whatever else a
key changed (tiles, rack, scores, the log) is drawn at the next key press,
before and apart from that key's message, so the reader does not read it.
Nothing redraws on its own: the screen changes when a key is pressed or the
clock speaks.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from gettext import NullTranslations

from prompt_toolkit.application import Application, get_app
from prompt_toolkit.buffer import Buffer
from prompt_toolkit.data_structures import Point
from prompt_toolkit.filters import Condition
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.layout import ConditionalContainer, Dimension, HSplit, Layout, Window
from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
from prompt_toolkit.output import ColorDepth, Output
from prompt_toolkit.styles import Style

from motamot.braille.render import board_lines
from motamot.commands.scene import Scene
from motamot.commands.view import TableView
from motamot.describe.board import screen_legend
from motamot.describe.commands import describe_board_keys, describe_quit_unsaved_key, help_in_pages
from motamot.describe.messages import Message, message
from motamot.describe.tour import STEP_CHARACTERS
from motamot.describe.words import direction_name, name_list
from motamot.requests import Cancel, Confirm, Key, Line, Tiles
from motamot.rules.board import CENTRE, ROW_LETTERS, SIZE, Board, Direction, Premium, Square, premium_at
from motamot.rules.notation import normalise_word
from motamot.rules.placement import PlacedTile
from motamot.rules.refusals import IllegalMove, Reason
from motamot.sessions.thinking import THINKING_SAID_AFTER, Thought
from motamot.settings import documents_dir
from motamot.speech.announcer import Announcer
from motamot.speech.answer import Answer, Break, Say
from motamot.speech.speaking_time import speaking_time
from motamot.ui.keyed_screen import KeyedScreen, SafeKeyBindings, in_background, no_color
from motamot.ui.message_area import MessageArea

STYLE = Style.from_dict(
    {
        "tile": "bold #000000 bg:#ffd75f",
        "joker": "bold italic #000000 bg:#ffd75f",
        "tw": "bold #ffffff bg:#af0000",
        "dw": "#000000 bg:#ffafaf",
        "tl": "bold #ffffff bg:#005fd7",
        "dl": "#000000 bg:#87d7ff",
        "centre": "bold #000000 bg:#ffafaf",
        "label": "bold",
        "message": "bold",
        "focus": "reverse",
        "last": "underline",
        "tentative": "bold #000000 bg:#afffaf",
    }
)
# NO_COLOR (no-color.org): no colour, but the focused square still in reverse video.
PLAIN_STYLE = Style.from_dict(
    {"label": "bold", "message": "bold", "focus": "reverse", "tile": "bold", "last": "underline"}
)


# The braille board's reliefs (004 §1.2) for sighted partners following the tactile mirror,
# and the premiums' marks whenever there is no colour to tell them from tiles.
RELIEF_MARKS = {
    Premium.DOUBLE_LETTER: "△",
    Premium.TRIPLE_LETTER: "▲",
    Premium.DOUBLE_WORD: "○",
    Premium.TRIPLE_WORD: "●",
    Premium.CENTRE: "★",
    Premium.NONE: ".",
}
_PREMIUM_STYLE = {
    Premium.TRIPLE_WORD: "class:tw",
    Premium.DOUBLE_WORD: "class:dw",
    Premium.TRIPLE_LETTER: "class:tl",
    Premium.DOUBLE_LETTER: "class:dl",
    Premium.CENTRE: "class:centre",
    Premium.NONE: "",
}
CELL = 3  # characters per square on screen: large enough to read


@dataclass(frozen=True)
class View:
    """What a screen reader's layout shows besides the message: the table's scene, and how
    this screen shows its board, drawn as of a quiet key. How the board is shown (in braille,
    hidden) waits too: drawn with the key that asked, every changed row would be read (the
    braille board's cells, one by one, for minutes)."""

    scene: Scene
    braille: bool = False
    board_visible: bool = True


# The longest a key's answer and the computer's quick move are said as one message, as
# ``speaking_time`` counts: two seconds short of twelve, as a rack's letters and values are
# said slower than the text it measures.
JOINED_WITHIN = 10.0


class GameScreen(KeyedScreen[View]):
    """The board on screen for a table of any kind (``commands.view.TableView``): the classic
    game, the referee desk, duplicate alone, a duplicate room, or a seat at a server's game."""

    def __init__(self, commands: TableView, announcer: Announcer, reader: bool = False) -> None:
        self.commands = commands
        commands.confirm_by_key = True
        commands.think_aside = True  # the computer chooses in a worker thread: keys are answered meanwhile
        self._thinking: Thought | None = None  # the computer's choice being made, once started
        # Set at the end of every key and of every message of its own: what was done may have
        # moved the clock's next event, which its watch (in the screen's own loop) looks at again.
        self._clock_moved: asyncio.Event | None = None
        self.awaiting_reply = False  # the latest message waits for the computer's quick move
        # Under a screen reader, the next messages of an answer of several (``answer.Break``),
        # each shown once the one before could be heard whole (``_show_following``).
        self.following: list[Answer] = []
        self._following_shown: asyncio.Task[None] | None = None
        self._unprompted = False  # what is being said came without a key
        self.farewell = ""  # what is said after the screen closed on Ctrl+Q
        self.settings = commands.settings
        self.cursor = Square(7, 7)
        self.braille_view = False  # the board drawn in braille cells rather than letters
        self.placing: tuple[Square, Direction] | None = None  # laying tiles from this square
        self.help_page = 0  # the next page of the keys' help, while the help key is pressed again
        self._help_key = -1  # which of them last gave a page of help
        super().__init__(commands.tr, announcer, reader)  # it says and shows every answer
        self.command_line = Buffer(multiline=False, accept_handler=self._submit)
        self.board_control = FormattedTextControl(
            self._board_text,
            focusable=not reader,
            show_cursor=not reader,
            get_cursor_position=self._cursor_point,
        )
        # Under a screen reader every row is filled to the screen's width (``filled``).
        width = None if reader else 2 + CELL * SIZE + 2
        self.board_window = Window(self.board_control, height=SIZE + 1, width=width)
        # With the board hidden, one line keeps the focused square's name under the cursor.
        self.hidden_board_window = Window(
            FormattedTextControl(
                self._hidden_board_text,
                focusable=not reader,
                show_cursor=not reader,
                get_cursor_position=lambda: Point(x=len(self._hidden_board_label()), y=0),
            ),
            height=1,
        )
        self.log_window = Window(
            FormattedTextControl(self._log_text, show_cursor=False, get_cursor_position=self._log_end),
            height=Dimension(min=0, weight=1),
        )
        self.command_window = Window(BufferControl(self.command_line), height=1)
        top = [
            ConditionalContainer(self.board_window, filter=Condition(self.board_shown)),
            ConditionalContainer(
                Window(FormattedTextControl(self._legend_text), height=1),
                filter=Condition(lambda: self.board_shown() and not self._shown_in_braille()),
            ),
            ConditionalContainer(self.hidden_board_window, filter=Condition(lambda: not self.board_shown())),
            Window(FormattedTextControl(lambda: self.filled([("", self._shown_rack())])), height=1),
            Window(FormattedTextControl(lambda: self.filled([("", self._shown_status())])), height=1),
        ]
        if reader:
            # The message last, filling the screen to its bottom, so that whatever changes
            # ends at the caret; a message too long for that room takes the whole screen.
            # The log stays off screen: the reader would read its rows (the history keys
            # reach it).
            parts = [
                ConditionalContainer(HSplit(top), filter=Condition(lambda: self.top_shown)),
                self.message_window,
                self.command_window,
            ]
        else:
            parts = [*top, self.log_window, self.message_window, self.command_window]
        self.layout = Layout(HSplit(parts), focused_element=self._board_focus())

    def start(self, preface: str = "") -> None:
        """The table's opening, said (after ``preface``, the first start's welcome); the
        screen then shows the game as it starts (a duplicate game's first rack is drawn by
        its opening). Under a screen reader the opening is shown a moment after the first,
        blank, screen (``say_opening``)."""

        def opening() -> None:
            begun = self.commands.begin(preface)
            if not preface:
                self.answered(begun)
                return
            first = begun.messages()[0].sentences if begun.messages() else []
            if len(" ".join([preface, *first])) <= STEP_CHARACTERS:
                self.announcer.announce(preface)
                self.answered(begun)
                return
            # Together over twelve seconds (the welcome and the tour's first step, 15 s under
            # Orca): the welcome is a message of its own, the opening shown once it could be
            # heard whole (issue 60, point 2).
            self.answered(Answer((Say(preface), Break())) + begun)

        self.hold_opening(opening)
        self.scene = self.live_scene(copied=True)

    # ------------------------------------------------------------ screen

    def live_scene(self, copied: bool = False) -> View:
        # Compared with the game's own board; copied only when kept (arrows are the hot path).
        scene = self.commands.scene()
        return View(scene.copied() if copied else scene, self.braille_view, self.settings.board_visible)

    def drawn(self) -> View:
        """What is drawn, always a scene: under a screen reader, the scene as of the latest quiet
        key; else the table's scene as it is now (made at every redraw, never copied)."""
        return self.scene if self.reader else self.live_scene()

    def _shown_board(self) -> Board:
        return self.drawn().scene.board

    def _shown_rack(self) -> str:
        return self.drawn().scene.rack

    def _shown_status(self) -> str:
        return self.drawn().scene.status

    def _shown_marks(self) -> tuple[dict[Square, str], set[Square]]:
        """The move on trial (square to letter) and the latest move's squares, as drawn."""
        scene = self.drawn().scene
        return dict(scene.tentative), {square for square, _letter in scene.last}

    def _shown_in_braille(self) -> bool:
        return self.drawn().braille

    def board_shown(self) -> bool:
        return self.drawn().board_visible

    def end_key(self) -> None:
        if self._clock_moved is not None:
            self._clock_moved.set()
        thought = self.commands.thought
        if self.awaiting_reply or (thought is not None and thought is not self._thinking):
            # The key gave the computer its turn (or came while its quick move is awaited):
            # the message waits for that move, or for half a second (``_think``).
            self.say_cut_again()
            self._in_key = False
            self.think(get_app())
        else:
            super().end_key()

    def unprompted(self, action: Callable[[], None], same_message: bool = False) -> None:
        """Something said without a key (the clock, the computer's move): a message of its
        own, shown like a key's, or added to the latest key's (``same_message``)."""
        if same_message:
            self._in_key = True
        else:
            # The last key may have been a letter: the board waits. The message before is
            # not cut: the computer's move waits for it to be heard (``_think``).
            self.begin_key(quiet=False, by_key=False)
        self._unprompted = True
        try:
            # Guarded like a key: a failure in a background task would otherwise stop the
            # screen on prompt_toolkit's own "Press ENTER" page.
            self.guarded(action)
        finally:
            self._unprompted = False
            self.end_key()

    async def say_opening(self, app: Application[str]) -> None:
        await super().say_opening(app)
        self.think(app)
        self._follow(app)

    def begin_key(self, quiet: bool = True, by_key: bool = True) -> None:
        super().begin_key(quiet, by_key)
        if by_key:
            # A key moves on: of the messages still to come, only what happened to the game
            # is said, after the key's answer (as a message a key cuts short, issue 50).
            events = [tuple(i for i in m.items if not isinstance(i, Say) or i.event) for m in self.following]
            self.following = [Answer(items) for items in events if Answer(items).sentences]

    def think(self, app: Application[str]) -> None:
        """The computer's choice, if one waits (it may begin the game), started aside."""
        thought = self.commands.thought
        if thought is not None and thought is not self._thinking:
            self._thinking = thought
            app.create_background_task(self._think(thought, app))

    async def _think(self, thought: Thought, app: Application[str]) -> None:
        """The computer chooses in a worker thread, keys are answered meanwhile. The message
        of the key that gave it its turn waits for a quick move and is shown with it; what
        keys pressed meanwhile say is added to it. After half a second that message is shown
        with "Motamot réfléchit", and the move comes as a message of its own, once the
        screen reader could say that one whole (unless a key was pressed since).

        A message already on screen (the opening, when the computer begins) is never added
        to: the window would grow, every row of it move up, and the screen reader read it
        all again from its start. What comes then is a message of its own, which the screen
        reader says after the one it is reading."""
        loop = asyncio.get_running_loop()
        chosen = asyncio.Event()

        def wake() -> None:
            try:
                loop.call_soon_threadsafe(chosen.set)
            except RuntimeError:
                pass  # the screen closed meanwhile: the move is played when the game is taken up

        self.awaiting_reply = True
        thought.start(wake)
        try:
            await asyncio.wait_for(chosen.wait(), THINKING_SAID_AFTER)
            quick = True
        except TimeoutError:
            quick = False
            self.awaiting_reply = False
            shown = self.messages.published
            self.unprompted(lambda: self.answered(self.commands.say_thinking()), same_message=not shown)
            app.invalidate()
            keys = self._keys
            await chosen.wait()
            if self.reader and self._keys == keys:
                await asyncio.sleep(self._left_to_say(time.monotonic()))
        self.awaiting_reply = False
        joined = quick and not self.messages.published

        def reply() -> None:
            answer = self.commands.conclude_thought()
            together = " ".join([self.message, *answer.sentences])
            if joined and self.reader and speaking_time(together) > JOINED_WITHIN:
                # The key's answer and the move together could pass twelve seconds (a move, the
                # computer's, the rack: 12.2 s under Orca for 160 characters): the move is a
                # message of its own, shown once the key's could be heard whole (issue 60).
                self.following = answer.messages() + self.following
                self._follow()
            else:
                self.answered(answer)

        self.unprompted(reply, same_message=joined)
        self.after_command()
        app.invalidate()

    def _left_to_say(self, now: float) -> float:
        """How long the screen reader may still be reading the message on screen."""
        return min(max(self._published_at + speaking_time(self.message) - now, 0.0), 8.0)

    def top_rows(self) -> int:
        """The board with its legend (or its one line when hidden), rack, status."""
        legend = 1 if not self._shown_in_braille() else 0
        return (SIZE + 1 + legend if self.board_shown() else 1) + 2

    def rows_below(self) -> int:
        return 1  # the command line

    def _log_lines(self) -> list[str]:
        width = max(self._width() - 1, 10)
        return [row for said in self.messages.log for row in MessageArea.wrap(said, width)]

    def _log_text(self) -> StyleAndTextTuples:
        return [("", "\n".join(self._log_lines()))]

    def _log_end(self) -> Point:
        # The log scrolls to its end, the latest announcements just above the message.
        return Point(x=0, y=max(len(self._log_lines()) - 1, 0))

    def _cursor_point(self) -> Point:
        if self._shown_in_braille():
            return Point(x=2 + 2 * self.cursor.col, y=1 + self.cursor.row)
        return Point(x=2 + CELL * self.cursor.col + 1, y=1 + self.cursor.row)

    def _board_text(self) -> StyleAndTextTuples:
        board = self._shown_board()
        if self._shown_in_braille():
            return self.filled(self._braille_board_text(board))
        return self.filled(self._letter_board_text(board))

    def _letter_board_text(self, board: Board) -> StyleAndTextTuples:
        header = "  " + "".join(f"{c + 1:^{CELL}}" for c in range(SIZE)) + "\n"
        out: StyleAndTextTuples = [("class:label", header)]
        tentative, last = self._shown_marks()
        for row in range(SIZE):
            out.append(("class:label", ROW_LETTERS[row] + " "))
            for col in range(SIZE):
                square = Square(row, col)
                tile = board[square]
                if tile is not None:
                    style = "class:joker" if tile.islower() else "class:tile"
                    style += " class:last" if square in last else ""
                    text = f" {tile} "
                elif square in tentative:
                    # Brackets: a move on trial is told from the tiles played, colours or not.
                    style, text = "class:tentative", f"[{tentative[square]}]"
                else:
                    premium = premium_at(square)
                    style, text = _PREMIUM_STYLE[premium], f" {self._premium_mark(premium)} "
                if square == self.cursor:
                    style += " class:focus"
                out.append((style, text))
            # The row's letter again at its end: a highlighted last square then changes no
            # text of the row (its trailing blank would be rewritten, and read).
            out.append(("class:label", " " + ROW_LETTERS[row] + "\n"))
        return out

    def _premium_mark(self, premium: Premium) -> str:
        # Without colours a premium's letter (T, D) would look like a tile: its relief mark.
        shapes = self.settings.relief_names or no_color()
        return RELIEF_MARKS[premium] if shapes else premium.value

    def _legend_text(self) -> StyleAndTextTuples:
        """One line under the board: what each mark means, and a move on trial."""
        out: StyleAndTextTuples = [("", "  ")]
        for premium, label in screen_legend(self.tr):
            if premium is None:
                out += [("class:tentative", "[A]"), ("", f" {label}")]
            else:
                out += [(_PREMIUM_STYLE[premium], self._premium_mark(premium)), ("", f" {label} ")]
        return self.filled(out)

    def _braille_board_text(self, board: Board) -> StyleAndTextTuples:
        lines = board_lines(board)
        out: StyleAndTextTuples = [("class:label", lines[0] + "\n")]
        for row, line in enumerate(lines[1:]):
            if row == self.cursor.row:
                start = 2 + 2 * self.cursor.col
                out += [("", line[:start]), ("class:focus", line[start : start + 2]), ("", line[start + 2 :])]
            else:
                out.append(("", line))
            if row < SIZE - 1:
                out.append(("", "\n"))
        return out

    def _hidden_board_label(self) -> str:
        return message(self.tr, Message.BOARD_HIDDEN_LABEL)

    def _hidden_board_text(self) -> StyleAndTextTuples:
        # Under a screen reader the square is said, not shown: a changing line would be read too.
        square = "" if self.reader else self.cursor.name
        return self.filled([("class:label", self._hidden_board_label()), ("", square)])

    def _board_focus(self) -> Window:
        if self.reader:
            return self.message_window
        return self.board_window if self.settings.board_visible else self.hidden_board_window

    @property
    def on_board(self) -> bool:
        return self.layout.has_focus(self._board_focus())

    def focus_board(self) -> None:
        self.layout.focus(self._board_focus())

    def toggle_braille(self) -> None:
        """The board drawn in Unicode braille, two cells a square, for a braille display."""
        self.braille_view = not self.braille_view
        self.settings.board_visible = True
        self.focus_board()
        self.say(
            message(self.tr, Message.BOARD_IN_BRAILLE)
            if self.braille_view
            else message(self.tr, Message.BOARD_IN_LETTERS)
        )

    def toggle_board(self) -> None:
        self.settings.board_visible = not self.settings.board_visible
        self.commands.keep()
        self.focus_board()
        self.say(
            message(self.tr, Message.BOARD_SHOWN)
            if self.settings.board_visible
            else message(self.tr, Message.BOARD_HIDDEN, square=self.cursor.name)
        )

    # ----------------------------------------------------------- actions

    def move_to(self, square: Square) -> None:
        if square.on_board():
            self.cursor = square
        self.say(self.commands.square_text(self.cursor))

    def run(self, command_id: str, argument: str = "") -> None:
        """Carry out a registered command for the player whose turn it is."""
        self.answered(self.commands.request(Key(command_id, argument)))
        self.after_command()

    def after_command(self) -> None:
        """Leave when the command asked to."""
        if self.commands.outcome is not None:
            outcome, self.commands.outcome = self.commands.outcome, None  # the screen may be shown again
            get_app().exit(result=outcome)

    def next_square(self, wanted: str) -> None:
        """The next square, in reading order, holding a tile or a premium."""
        start = self.cursor.row * SIZE + self.cursor.col
        for step in range(1, SIZE * SIZE + 1):
            index = (start + step) % (SIZE * SIZE)
            square = Square(index // SIZE, index % SIZE)
            tile = self.commands.shown_board[square]
            if (
                (wanted == "tile" and tile is not None)
                or (wanted == "premium" and tile is None and premium_at(square) is not Premium.NONE)
                or (wanted == "anchor" and self._can_start_word(square))
            ):
                self.move_to(square)
                return
        none = {"tile": Message.NO_OTHER_TILE, "premium": Message.NO_OTHER_PREMIUM}
        self.say(message(self.tr, none.get(wanted, Message.NO_OTHER_ANCHOR)))

    def _can_start_word(self, square: Square) -> bool:
        """An empty square a word can be placed on: next to a tile, or the centre of an empty board."""
        board = self.commands.shown_board
        if board[square] is not None:
            return False
        if board.is_empty():
            return square == CENTRE
        return any(board.has_tile(square.moved(d, s)) for d in Direction for s in (-1, 1))

    def start_placing(self) -> None:
        """Lay tiles one after another from the cursor: the letters are typed next."""
        self.placing = (self.cursor, Direction.ACROSS)
        self.layout.focus(self.command_window)
        self.say_placing()

    def turn_placing(self) -> None:
        if self.placing is not None:
            self.placing = (self.placing[0], self.placing[1].other)
            self.say_placing()

    def say_placing(self) -> None:
        assert self.placing is not None
        start, direction = self.placing
        way = direction_name(self.tr, direction)
        self.say(message(self.tr, Message.LAYING_FROM, square=start.name, way=way))

    def tiles_from(self, square: Square, direction: Direction, letters: str) -> tuple[PlacedTile, ...]:
        """The letters laid on the empty squares from ``square`` on."""
        tiles = []
        for letter in normalise_word(letters.replace(" ", "")):
            while square.on_board() and self.commands.shown_board[square] is not None:
                square = square.moved(direction, 1)
            if not square.on_board():
                raise IllegalMove(
                    Reason.OFF_BOARD, word=letters.upper(), square=square.moved(direction, -1).name
                )
            tiles.append((square, letter))
            square = square.moved(direction, 1)
        return tuple(tiles)

    def _submit(self, buffer: Buffer) -> bool:
        """Enter in the command line: a key like the board's (its own message), guarded
        like them."""
        self.begin_key(quiet=False)
        try:
            self.guarded(lambda: self._carry_out(buffer.text.strip()))
        finally:
            self.end_key()
        return False

    def _carry_out(self, text: str) -> None:
        self.focus_board()
        placing, self.placing = self.placing, None
        if not text:
            return
        if placing is not None:
            try:
                tiles = self.tiles_from(*placing, text)
            except IllegalMove as refused:
                self.answered(self.commands.refused(refused))
                return
            self.answered(self.commands.request(Tiles(tiles)))
            return
        try:
            # A square alone: go there.
            self.move_to(Square.from_name(text))
            return
        except ValueError:
            pass
        command = self.commands.registry.find(text.split()[0])
        if command is not None and command.id == "braille":
            self.toggle_braille()  # the message line is too short: the board itself turns to braille
        else:
            # A typed move is heard first on screen (the table knows: ``confirm_by_key``).
            self.answered(self.commands.request(Line(text)))
            self.after_command()

    def answered(self, answer: Answer) -> None:
        """The table's answer, said and shown here. Under a screen reader an answer of several
        messages shows its first now, and each next one once the one before could be heard
        whole; what comes unasked meanwhile waits its turn after them. A voice queues every
        message at once (the announcer keeps each in the history on its own)."""
        if not self.reader:
            self.announcer.render(answer)
            return
        messages = answer.messages()
        if self.following and self._unprompted:
            self.following += messages
        elif messages:
            self.announcer.render(messages[0])
            self.following = messages[1:] + self.following
        if self.following:
            self._follow()

    def _follow(self, app: Application[str] | None = None) -> None:
        """The next messages shown in turn, unless that is under way or the screen is not
        running yet (its opening then starts them, ``say_opening``)."""
        if not self.following or (self._following_shown is not None and not self._following_shown.done()):
            return
        app = app or get_app()
        if app.is_running and self._published_at:
            self._following_shown = app.create_background_task(self._show_following(app))

    async def _show_following(self, app: Application[str]) -> None:
        while self.following:
            while (left := self._left_to_hear(time.monotonic())) > 0 or self.awaiting_reply:
                await asyncio.sleep(max(left, 0.05))
            if not self.following:
                return
            shown = self.following.pop(0)
            self.unprompted(lambda: self.announcer.render(shown))  # noqa: B023 (called at once)
            app.invalidate()

    def confirm(self) -> None:
        self.answered(self.commands.request(Confirm()))
        self.after_command()

    def on_clock(self) -> bool:
        """Announce what the clock did if an event is due; whether anything happened. Not
        due, nothing: a wake of the clock's watch is no key, and starts no message."""
        wait = self.commands.seconds_to_next_clock_event()
        if wait is None or wait > 0:
            return False
        self.unprompted(lambda: self.answered(self.commands.clock_due()))
        return True

    async def watch_clock(self, app: Application[str]) -> None:
        """Wake when the clock's next event is due, or when a key or the computer's move may
        have moved it; nothing polls, nothing is redrawn in between."""
        self._clock_moved = moved = asyncio.Event()
        while self.commands.playing:
            wait = self.commands.seconds_to_next_clock_event()
            moved.clear()
            # asyncio.wait, not wait_for: the screen closing as a key ends (which sets
            # ``moved``) must cancel the watch, and Python 3.11's wait_for can swallow that.
            waiter = asyncio.ensure_future(moved.wait())
            try:
                await asyncio.wait({waiter}, timeout=None if wait is None else max(wait, 0.01))
            finally:
                waiter.cancel()
            if self.on_clock():
                app.invalidate()

    def say_key_help(self) -> None:
        """The board's keys, a short page at a time; the same key again gives the next page."""
        pages = help_pages(self.tr, key_help(self))
        page = self.help_page % len(pages) if self._help_key == self._keys - 1 else 0
        self.help_page, self._help_key = page + 1, self._keys
        self.say(message(self.tr, Message.KEY_HELP_PAGE, page=page + 1, pages=len(pages)))
        for line in pages[page]:
            self.announcer.announce(line)
        last = page + 1 == len(pages)
        self.announcer.announce(message(self.tr, Message.KEY_HELP_END if last else Message.KEY_HELP_MORE))

    def cancel(self) -> None:
        if self.commands.pending is not None:
            self.answered(self.commands.request(Cancel()))
        else:
            self._cut = []  # silence asked for: nothing cut short is said again (F2 says it)
            self.announcer.stop()


# Keys on the board that carry out a registered command, and the argument the cursor gives it.
KEY_COMMANDS: tuple[tuple[str, str, Callable[[Square], str]], ...] = (
    ("r", "rack", lambda square: ""),
    ("s", "scores", lambda square: ""),
    ("s", "ranking", lambda square: ""),  # a room's scores: no table has both
    ("b", "bag", lambda square: ""),
    ("u", "unseen", lambda square: ""),
    ("d", "last", lambda square: ""),
    ("t", "time", lambda square: ""),
    ("i", "hint", lambda square: ""),
    ("m", "dictate", lambda square: ""),
    ("l", "row", lambda square: ROW_LETTERS[square.row]),
    ("c", "column", lambda square: str(square.col + 1)),
    ("w", "words", lambda square: square.name),
    ("P", "premiums", lambda square: ROW_LETTERS[square.row]),
    ("g", "legend", lambda square: ""),
    ("n", "analysis", lambda square: ""),
    ("+", "volume", lambda square: "+"),
    ("-", "volume", lambda square: "-"),
    (">", "rate", lambda square: "+"),
    ("<", "rate", lambda square: "-"),
)


def help_pages(tr: NullTranslations, lines: list[str]) -> list[list[str]]:
    """The keys' lines in pages, each heard in twelve seconds or less (issue 60)."""
    around = message(tr, Message.KEY_HELP_PAGE, page=99, pages=99) + message(tr, Message.KEY_HELP_MORE)
    return help_in_pages(tr, lines, len(around))


def key_help(screen: GameScreen) -> list[str]:
    """The board's keys: moving about, then each key's command, from the registry."""
    tr = screen.tr
    lines = describe_board_keys(tr)
    keys: dict[str, list[str]] = {}  # the keys of each command, in order: "+ et -", one line
    for key, command_id, _argument in table_keys(screen):
        keys.setdefault(command_id, []).append(key)
    for command_id, pressed in keys.items():
        lines.append(screen.commands.help_line(screen.commands.registry[command_id], name_list(tr, pressed)))
    return lines


def table_keys(screen: GameScreen) -> list[tuple[str, str, Callable[[Square], str]]]:
    """The keys whose command the table has (duplicate has no bag or analysis key)."""
    return [entry for entry in KEY_COMMANDS if entry[1] in screen.commands.registry.commands]


def build_app(
    screen: GameScreen, input: Input | None = None, output: Output | None = None
) -> Application[str]:
    """The application over ``screen``; it says nothing by itself (``screen.start`` says the
    table's ``begin``)."""
    keys = SafeKeyBindings(screen)
    on_board = Condition(lambda: screen.on_board)
    tr = screen.tr

    def moved(row: int, col: int) -> None:
        screen.move_to(Square(screen.cursor.row + row, screen.cursor.col + col))

    keys.add("up", filter=on_board)(lambda e: moved(-1, 0))
    keys.add("down", filter=on_board)(lambda e: moved(1, 0))
    keys.add("left", filter=on_board)(lambda e: moved(0, -1))
    keys.add("right", filter=on_board)(lambda e: moved(0, 1))
    keys.add("home", filter=on_board)(lambda e: screen.move_to(Square(screen.cursor.row, 0)))
    keys.add("end", filter=on_board)(lambda e: screen.move_to(Square(screen.cursor.row, SIZE - 1)))
    keys.add("pageup", filter=on_board)(lambda e: screen.move_to(Square(0, screen.cursor.col)))
    keys.add("pagedown", filter=on_board)(lambda e: screen.move_to(Square(SIZE - 1, screen.cursor.col)))
    keys.add("tab", filter=on_board)(lambda e: screen.next_square("tile"))
    keys.add("p", filter=on_board)(lambda e: screen.next_square("premium"))
    keys.add("a", filter=on_board)(lambda e: screen.next_square("anchor"))

    def command(command_id: str, argument: Callable[[Square], str]) -> Callable[[KeyPressEvent], None]:
        return lambda event: screen.run(command_id, argument(screen.cursor))

    for key, command_id, argument in table_keys(screen):
        keys.add(key, filter=on_board)(command(command_id, argument))

    def help_keys(event: KeyPressEvent) -> None:
        if screen.on_board:
            screen.say_key_help()
        else:
            screen.run("help")

    @keys.add("<any>", filter=on_board)
    def _no_command(event: KeyPressEvent) -> None:
        # Silence would leave a blind player wondering whether the key was heard.
        key = event.key_sequence[0].key
        if isinstance(key, str) and len(key) == 1 and key.isprintable():
            screen.say(message(tr, Message.KEY_WITHOUT_COMMAND, key=key))

    keys.add("f1")(help_keys)
    keys.add("?", filter=on_board)(help_keys)
    keys.add("f2")(lambda e: screen.announcer.repeat())
    keys.add("f3")(lambda e: screen.run("back"))
    keys.add("f4")(lambda e: screen.run("forward"))
    keys.add("f5")(lambda e: screen.run("first"))
    keys.add("f6")(lambda e: screen.run("latest"))

    keys.add("space", filter=on_board)(lambda e: screen.start_placing())
    placing = Condition(lambda: screen.placing is not None)
    keys.add("tab", filter=placing)(lambda e: screen.turn_placing())

    @keys.add("enter", filter=on_board)
    def _open_or_confirm(event: KeyPressEvent) -> None:
        if screen.commands.pending is not None and screen.commands.enter_confirms():
            screen.confirm()
        elif screen.commands.waiting_for_ready and screen.commands.pending is None:
            screen.run("rack")
        else:
            screen.layout.focus(screen.command_window)
            # Said, so that the screen reader reads this rather than the last message again;
            # resigning or quitting waits for "oui" typed there, never Enter alone (issue 46).
            said = Message.COMMAND_LINE if screen.commands.pending is None else Message.TYPE_YES
            screen.announcer.announce(message(tr, said), interrupt=True, kept=False)

    @keys.add("escape", eager=True)
    def _cancel(event: KeyPressEvent) -> None:
        if not screen.on_board:
            screen.command_line.reset()
            screen.placing = None
            screen.focus_board()
            screen.say(message(tr, Message.BACK_TO_BOARD))
        else:
            screen.cancel()

    keys.add("v", filter=on_board)(lambda e: screen.toggle_board())
    keys.add("B", filter=on_board)(lambda e: screen.toggle_braille())

    unsaved_warned = False

    @keys.add("c-q")
    def _quit(event: KeyPressEvent) -> None:
        nonlocal unsaved_warned
        table = screen.commands
        if table.unsaved():
            if not unsaved_warned:
                unsaved_warned = True  # a second Ctrl+Q leaves all the same
                screen.say(describe_quit_unsaved_key(table.tr, table.save_fault))  # type: ignore[arg-type]  # unsaved(): there is one
                return
            screen.say(table.written_elsewhere(documents_dir()))
        elif table.playing:
            # Said once the screen is gone (cli.play), where a screen reader reads it.
            screen.farewell = message(tr, Message.LEFT_SAVED)
        event.app.exit(result="quit")

    @keys.add("c-c")
    def _interrupt(event: KeyPressEvent) -> None:
        # Ctrl-C, as in any terminal program: asks whether to leave (Enter leaves, Escape stays).
        screen.focus_board()
        screen.run("quit")

    # The menu is the table's command: a table without one (the referee desk) says so.
    keys.add("f10")(lambda e: screen.run("menu"))
    keys.add("M", filter=on_board)(lambda e: screen.run("menu"))
    app: Application[str] = Application(
        layout=screen.layout,
        key_bindings=keys,
        style=PLAIN_STYLE if no_color() else STYLE,
        color_depth=ColorDepth.DEPTH_1_BIT if no_color() else None,
        full_screen=True,
        # Under a screen reader the screen is wiped as it closes, not drawn once more: drawn
        # again, its message was new text the reader could read again on the way out.
        erase_when_done=screen.reader,
        input=input,
        output=output,
    )
    if screen.commands.has_clock:
        app.pre_run_callables.append(in_background(app, lambda: screen.watch_clock(app)))
    if screen.reader:
        # The opening first, alone; then the computer may begin the game.
        app.pre_run_callables.append(in_background(app, lambda: screen.say_opening(app)))
    else:
        app.pre_run_callables.append(lambda: screen.think(app))
    return app
