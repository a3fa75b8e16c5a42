"""The keyboard interface: a board to move about with the arrow keys, a command
line to type moves, and every piece of information one key away.

The terminal cursor always sits on the square that has focus, or in the
command line when it has focus, so a screen reader follows it. Nothing
redraws on its own: the screen changes only when a key is pressed. Every
announcement goes through the announcer (speech, braille, history) and is
shown on the message line.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable

from prompt_toolkit.application import Application, get_app
from prompt_toolkit.buffer import Buffer
from prompt_toolkit.data_structures import Point
from prompt_toolkit.filters import Condition
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.layout import ConditionalContainer, HSplit, Layout, Window
from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
from prompt_toolkit.output import ColorDepth, Output
from prompt_toolkit.styles import Style

from motamot.braille.render import board_lines
from motamot.commands.table import GameCommands, looks_like_move, run_command, run_typed
from motamot.describe.commands import describe_board_keys
from motamot.describe.messages import Message, message
from motamot.describe.words import direction_name
from motamot.rules.board import CENTRE, ROW_LETTERS, SIZE, Direction, Premium, Square, premium_at
from motamot.rules.game import Game
from motamot.rules.notation import normalise_word
from motamot.rules.placement import PlacedTile
from motamot.rules.refusals import IllegalMove, Reason

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
    }
)
# The braille board's reliefs (004 §1.2) for sighted partners following the tactile mirror.
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


class GameScreen:
    def __init__(self, commands: GameCommands) -> None:
        self.commands = commands
        commands.confirm_by_key = True
        self.session, self.tr, self.announcer = commands.session, commands.tr, commands.announcer
        self.settings = commands.settings
        self.cursor = Square(7, 7)
        self.message = ""
        self.braille_view = False  # the board drawn in braille cells rather than letters
        self.placing: tuple[Square, Direction] | None = None  # laying tiles from this square
        self.errors: list[Exception] = []
        self.command_line = Buffer(multiline=False, accept_handler=self._submit)
        self.board_control = FormattedTextControl(
            self._board_text, focusable=True, show_cursor=True, get_cursor_position=self._cursor_point
        )
        self.board_window = Window(self.board_control, height=SIZE + 1, width=2 + CELL * SIZE + 1)
        # With the board hidden, one line keeps the focused square's name under the cursor.
        self.hidden_board_window = Window(
            FormattedTextControl(
                self._hidden_board_text,
                focusable=True,
                show_cursor=True,
                get_cursor_position=lambda: Point(x=len(self._hidden_board_label()), y=0),
            ),
            height=1,
        )
        board_shown = Condition(lambda: self.settings.board_visible)
        self.command_window = Window(BufferControl(self.command_line), height=1)
        self.layout = Layout(
            HSplit(
                [
                    ConditionalContainer(self.board_window, filter=board_shown),
                    ConditionalContainer(self.hidden_board_window, filter=~board_shown),
                    Window(FormattedTextControl(self._rack_text), height=1),
                    Window(FormattedTextControl(self._status_text), height=1),
                    Window(
                        FormattedTextControl(lambda: [("class:message", self.message)]),
                        height=3,
                        wrap_lines=True,
                    ),
                    self.command_window,
                ]
            ),
            focused_element=self.board_window if self.settings.board_visible else self.hidden_board_window,
        )
        self.announcer.write = self._show

    # ------------------------------------------------------------ screen

    @property
    def game(self) -> Game:
        return self.session.game

    def _show(self, text: str) -> None:
        self.message = text

    def _cursor_point(self) -> Point:
        if self.braille_view:
            return Point(x=2 + 2 * self.cursor.col, y=1 + self.cursor.row)
        return Point(x=2 + CELL * self.cursor.col + 1, y=1 + self.cursor.row)

    def _board_text(self) -> StyleAndTextTuples:
        if self.braille_view:
            return [("class:label", "\n".join(board_lines(self.game.board)))]
        header = "  " + "".join(f"{c + 1:^{CELL}}" for c in range(SIZE)) + "\n"
        out: StyleAndTextTuples = [("class:label", header)]
        for row in range(SIZE):
            out.append(("class:label", ROW_LETTERS[row] + " "))
            for col in range(SIZE):
                square = Square(row, col)
                tile = self.game.board[square]
                if tile is not None:
                    out.append(("class:joker" if tile.islower() else "class:tile", f" {tile} "))
                else:
                    premium = premium_at(square)
                    mark = RELIEF_MARKS[premium] if self.settings.relief_names else premium.value
                    out.append((_PREMIUM_STYLE[premium], f" {mark} "))
            out.append(("", "\n"))
        return out

    def _hidden_board_label(self) -> str:
        return message(self.tr, Message.BOARD_HIDDEN_LABEL)

    def _hidden_board_text(self) -> StyleAndTextTuples:
        return [("class:label", self._hidden_board_label()), ("", self.cursor.name)]

    @property
    def on_board(self) -> bool:
        return self.layout.has_focus(self.board_window) or self.layout.has_focus(self.hidden_board_window)

    def focus_board(self) -> None:
        self.layout.focus(self.board_window if self.settings.board_visible else self.hidden_board_window)

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

    def _rack_text(self) -> StyleAndTextTuples:
        player = self.game.turn
        if self.session.seats[player].is_computer or self.commands.waiting_ready == player:
            return [("", "")]  # between people, a rack shows once its player has the keyboard
        return [("", self.commands.rack_text(player))]

    def _status_text(self) -> StyleAndTextTuples:
        scores = ", ".join(f"{p.name} {p.score}" for p in self.game.players)
        return [("", message(self.tr, Message.STATUS_LINE, scores=scores, bag=len(self.game.bag)))]

    # ----------------------------------------------------------- actions

    def say(self, text: str) -> None:
        self.announcer.announce(text, interrupt=True)

    def move_to(self, square: Square) -> None:
        if square.on_board():
            self.cursor = square
        self.say(self.commands.square_text(self.cursor))

    def run(self, command_id: str, argument: str = "") -> None:
        """Carry out a registered command for the player whose turn it is."""
        actions = len(self.game.actions)
        run_command(self.commands, self.game.turn, command_id, argument)
        self.after_command(actions)

    def after_command(self, actions: int) -> None:
        """Leave when the command asked to; let the computer answer when the game moved on
        (reading keys, the hot path, change nothing and leave the computer be)."""
        if self.commands.outcome is not None:
            outcome, self.commands.outcome = self.commands.outcome, None  # the screen may be shown again
            get_app().exit(result=outcome)
            return
        if len(self.game.actions) != actions:
            self.commands.computers_play()

    def next_square(self, wanted: str) -> None:
        """The next square, in reading order, holding a tile or a premium."""
        start = self.cursor.row * SIZE + self.cursor.col
        for step in range(1, SIZE * SIZE + 1):
            index = (start + step) % (SIZE * SIZE)
            square = Square(index // SIZE, index % SIZE)
            tile = self.game.board[square]
            if (
                (wanted == "tile" and tile is not None)
                or (wanted == "premium" and tile is None and premium_at(square) is not Premium.NONE)
                or (wanted == "anchor" and self._can_start_word(square))
            ):
                self.move_to(square)
                return
        self.say(message(self.tr, Message.NO_OTHER_SQUARE))

    def _can_start_word(self, square: Square) -> bool:
        """An empty square a word can be placed on: next to a tile, or the centre of an empty board."""
        board = self.game.board
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
            while square.on_board() and self.game.board[square] is not None:
                square = square.moved(direction, 1)
            if not square.on_board():
                raise IllegalMove(
                    Reason.OFF_BOARD, word=letters.upper(), square=square.moved(direction, -1).name
                )
            tiles.append((square, letter))
            square = square.moved(direction, 1)
        return tuple(tiles)

    def _submit(self, buffer: Buffer) -> bool:
        text = buffer.text.strip()
        self.focus_board()
        player = self.game.turn
        placing, self.placing = self.placing, None
        if not text or self.session.seats[player].is_computer:
            return False
        if placing is not None:
            try:
                tiles = self.tiles_from(*placing, text)
            except IllegalMove as refused:
                self.commands.refuse(refused)
                return False
            self.commands.hear_move(player, tiles)
            return False
        try:
            # A square alone: go there.
            self.move_to(Square.from_name(text))
            return False
        except ValueError:
            pass
        command = self.commands.registry.find(text.split()[0])
        if command is not None and command.id == "braille":
            self.toggle_braille()  # the message line is too short: the board itself turns to braille
        elif command is None and looks_like_move(text):
            # On screen a typed move is always heard first: Enter plays it, Escape takes it back.
            self.commands.hear_move(player, text.rstrip("?").strip())
        else:
            actions = len(self.game.actions)
            run_typed(self.commands, player, text)
            self.after_command(actions)
        return False

    def confirm(self) -> None:
        actions = len(self.game.actions)
        self.commands.yes(self.game.turn)
        self.after_command(actions)

    def on_clock(self) -> bool:
        """Announce what the clock did if an event is due; whether anything happened."""
        return self.commands.clock_ran()

    async def watch_clock(self, app: Application[str]) -> None:
        """Wake when the clock's next warning is due; nothing is redrawn in between."""
        while self.game.over is None:
            wait = self.session.seconds_to_next_clock_event()
            # Actions move the next event, so look again at least every second.
            await asyncio.sleep(1.0 if wait is None else min(max(wait, 0.01), 1.0))
            if self.on_clock():
                app.invalidate()

    def cancel(self) -> None:
        if self.commands.pending is not None:
            self.commands.no(self.game.turn)
        else:
            self.announcer.stop()


class SafeKeyBindings(KeyBindings):
    """Key bindings whose handlers never leave the player stuck: a failure is
    said, kept in ``screen.errors``, and the game goes on as it was."""

    def __init__(self, screen: GameScreen) -> None:
        super().__init__()
        self.screen = screen

    def add(self, *keys, **kwargs):  # type: ignore[no-untyped-def, override]
        register = super().add(*keys, **kwargs)

        def decorator(handler):  # type: ignore[no-untyped-def]
            def guarded(event: KeyPressEvent) -> None:
                try:
                    handler(event)
                except Exception as error:  # a bug must not freeze a blind player's screen
                    self.screen.errors.append(error)
                    self.screen.say(message(self.screen.tr, Message.KEY_FAILED))

            return register(guarded)

        return decorator


# Keys on the board that carry out a registered command, and the argument the cursor gives it.
KEY_COMMANDS: tuple[tuple[str, str, Callable[[Square], str]], ...] = (
    ("r", "rack", lambda square: ""),
    ("s", "scores", lambda square: ""),
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
    ("n", "analysis", lambda square: ""),
    ("+", "volume", lambda square: "+"),
    ("-", "volume", lambda square: "-"),
    (">", "rate", lambda square: "+"),
    ("<", "rate", lambda square: "-"),
)


def key_help(screen: GameScreen) -> list[str]:
    """The board's keys: moving about, then each key's command, from the registry."""
    tr = screen.tr
    lines = describe_board_keys(tr)
    for key, command_id, _argument in KEY_COMMANDS:
        lines.append(screen.commands.help_line(screen.commands.registry[command_id], key))
    return lines


def build_app(
    screen: GameScreen, input: Input | None = None, output: Output | None = None
) -> Application[str]:
    """The application over ``screen``; it says nothing by itself (``screen.commands.start()`` does)."""
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

    for key, command_id, argument in KEY_COMMANDS:
        keys.add(key, filter=on_board)(command(command_id, argument))

    def help_keys(event: KeyPressEvent) -> None:
        if screen.on_board:
            lines = key_help(screen)
            screen.say(lines[0])
            for line in lines[1:]:
                screen.announcer.announce(line)
        else:
            screen.run("help")

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
        if screen.commands.pending is not None:
            screen.confirm()
        elif screen.commands.waiting_ready == screen.game.turn:
            screen.run("rack")
        else:
            screen.layout.focus(screen.command_window)

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

    @keys.add("c-q")
    def _quit(event: KeyPressEvent) -> None:
        screen.session.save()
        event.app.exit(result="quit")

    def open_menu(event: KeyPressEvent) -> None:
        screen.session.save()
        event.app.exit(result="menu")

    keys.add("f10")(open_menu)
    keys.add("M", filter=on_board)(open_menu)
    app: Application[str] = Application(
        layout=screen.layout,
        key_bindings=keys,
        style=None if os.environ.get("NO_COLOR") else STYLE,
        color_depth=ColorDepth.DEPTH_1_BIT if os.environ.get("NO_COLOR") else None,
        full_screen=True,
        input=input,
        output=output,
    )
    if screen.game.clock.enabled:
        app.pre_run_callables.append(lambda: app.create_background_task(screen.watch_clock(app)))
    return app
