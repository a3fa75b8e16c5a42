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
from gettext import NullTranslations

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
from motamot.cli.linegame import BRAILLE, LineGame
from motamot.describe.board import describe_line, describe_rack, describe_square, describe_words_at
from motamot.describe.events import describe_score
from motamot.describe.refusals import describe_refusal
from motamot.rules.board import CENTRE, ROW_LETTERS, SIZE, Direction, Premium, Square, premium_at
from motamot.rules.notation import normalise_word, parse_move
from motamot.rules.placement import PlacedTile
from motamot.rules.refusals import IllegalMove, Reason
from motamot.session import GameSession
from motamot.settings import Settings
from motamot.sound.cues import CuePlayer
from motamot.speech.announcer import Announcer

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
    def __init__(
        self,
        session: GameSession,
        tr: NullTranslations,
        announcer: Announcer,
        settings: Settings | None = None,
        keep_settings: Callable[[Settings], None] | None = None,
        cues: CuePlayer | None = None,
    ) -> None:
        self.session, self.tr, self.announcer = session, tr, announcer
        self.game = session.game
        self.cursor = Square(7, 7)
        self.message = ""
        self.braille_view = False  # the board drawn in braille cells rather than letters
        # A move heard, waiting to be confirmed: as written, or as tiles laid from the cursor.
        self.pending_move: str | tuple[PlacedTile, ...] | None = None
        self.placing: tuple[Square, Direction] | None = None  # laying tiles from this square
        self.errors: list[Exception] = []
        self.commands = LineGame(session, tr, self._no_input, announcer, settings, keep_settings, cues)
        self.settings = self.commands.settings
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
        announcer.write = self._show

    # ------------------------------------------------------------ screen

    def _no_input(self, prompt: str) -> str | None:
        return None  # the command handler never reads here: keys drive everything

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
        return self.tr.gettext("Grille masquée (v la montre) : ")

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
            self.tr.gettext("Grille en braille : deux cellules par case.")
            if self.braille_view
            else self.tr.gettext("Grille en lettres.")
        )

    def toggle_board(self) -> None:
        self.settings.board_visible = not self.settings.board_visible
        if self.commands.keep_settings is not None:
            self.commands.keep_settings(self.settings)
        self.focus_board()
        self.say(
            self.tr.gettext("Grille affichée.")
            if self.settings.board_visible
            else self.tr.gettext("Grille masquée : le curseur reste sur {square}.").format(
                square=self.cursor.name
            )
        )

    def _rack_text(self) -> StyleAndTextTuples:
        player = self.game.turn
        if self.session.seats[player].is_computer:
            return [("", "")]
        return [("", describe_rack(self.tr, self.commands.rack(player), self.settings.spelling))]

    def _status_text(self) -> StyleAndTextTuples:
        scores = " — ".join(f"{p.name} {p.score}" for p in self.game.players)
        return [("", self.tr.gettext("{scores} — sac : {bag}").format(scores=scores, bag=len(self.game.bag)))]

    # ----------------------------------------------------------- actions

    def say(self, text: str) -> None:
        self.announcer.announce(text, interrupt=True)

    def move_to(self, square: Square) -> None:
        if square.on_board():
            self.cursor = square
        self.say(
            describe_square(
                self.tr,
                self.game.board,
                self.cursor,
                self.settings.verbosity,
                self.settings.spelling,
                self.settings.relief_names,
            )
        )

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
        self.say(self.tr.gettext("Aucune autre case de ce genre."))

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
        way = self.tr.gettext("horizontal") if direction is Direction.ACROSS else self.tr.gettext("vertical")
        self.say(
            self.tr.gettext(
                "Pose depuis {square}, {way} : écrivez vos lettres, minuscule pour un joker ; "
                "Tab change de sens."
            ).format(square=start.name, way=way)
        )

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
        if not text:
            return False
        if self.session.seats[player].is_computer:
            return False
        if placing is not None:
            try:
                tiles = self.tiles_from(*placing, text)
            except IllegalMove as refused:
                self.refuse(refused)
                return False
            self.preview(player, tiles)
            return False
        word = text.split()[0].lower()
        try:
            # A square alone: go there.
            self.move_to(Square.from_name(text))
            return False
        except ValueError:
            pass
        if word[:1].isalnum() and _looks_like_move(text):
            self.preview(player, text)
        elif word in BRAILLE:  # the message line is too short: the board itself turns to braille
            self.toggle_braille()
        else:
            self.commands.handle(player, text)
            if self.commands.outcome is not None:
                get_app().exit(result=self.commands.outcome)
                return False
            self.commands.announce(self.session.computers_play())
        return False

    def refuse(self, refused: IllegalMove) -> None:
        self.commands.cue("refused")
        self.say(describe_refusal(self.tr, refused.refusal))

    def preview(self, player: int, move: str | tuple[PlacedTile, ...]) -> None:
        """Hear the words and the score before the move is played."""
        try:
            _placement, score = self.game.check_move(player, move)
        except IllegalMove as refused:
            self.refuse(refused)
            return
        self.commands.cue("placed")
        self.pending_move = move
        self.say(
            describe_score(self.tr, score, self.settings.relief_names)
            + " "
            + self.tr.gettext("Entrée pour jouer, Échap pour reprendre les lettres.")
        )

    def confirm(self) -> None:
        move, self.pending_move = self.pending_move, None
        if move is None:
            return
        if isinstance(move, str):
            self.commands.handle(self.game.turn, move)
        else:
            try:
                self.commands.act(self.game.play(self.game.turn, move, now=self.session.now()))
            except IllegalMove as refused:
                self.refuse(refused)
        self.commands.announce(self.session.computers_play())

    def on_clock(self) -> bool:
        """Announce what the clock did if an event is due; whether anything happened."""
        wait = self.session.seconds_to_next_clock_event()
        if wait is None or wait > 0:
            return False
        self.commands.announce(self.session.tick())
        self.commands.announce(self.session.computers_play())
        return True

    async def watch_clock(self, app: Application[str]) -> None:
        """Wake when the clock's next warning is due; nothing is redrawn in between."""
        while self.game.over is None:
            wait = self.session.seconds_to_next_clock_event()
            # Actions move the next event, so look again at least every second.
            await asyncio.sleep(1.0 if wait is None else min(max(wait, 0.01), 1.0))
            if self.on_clock():
                app.invalidate()

    def cancel(self) -> None:
        if self.pending_move is not None:
            self.pending_move = None
            self.say(self.tr.gettext("Coup annulé : les lettres reviennent sur le chevalet."))
        else:
            self.announcer.stop()


def _looks_like_move(text: str) -> bool:
    try:
        parse_move(text)
    except IllegalMove as refused:
        return refused.refusal.reason is not Reason.BAD_COORDINATE
    return True


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
                    self.screen.say(self.screen.tr.gettext("Erreur interne : cette touche n'a rien fait."))

            return register(guarded)

        return decorator


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
    keys.add("w", filter=on_board)(
        lambda e: screen.say(describe_words_at(tr, screen.game.board, screen.cursor))
    )
    keys.add("l", filter=on_board)(
        lambda e: screen.say(describe_line(tr, screen.game.board, screen.cursor.row, Direction.ACROSS))
    )
    keys.add("c", filter=on_board)(
        lambda e: screen.say(describe_line(tr, screen.game.board, screen.cursor.col, Direction.DOWN))
    )

    def command(text: str):
        def run(event: KeyPressEvent) -> None:
            screen.commands.handle(screen.game.turn, text)

        return run

    for key, text in (
        ("r", "chevalet"),
        ("s", "scores"),
        ("b", "sac"),
        ("i", "indice"),
        ("d", "dernier"),
        ("u", "nonvues"),
        ("m", "dicte"),
    ):
        keys.add(key, filter=on_board)(command(text))

    @keys.add("f1")
    def _help(event: KeyPressEvent) -> None:
        if screen.on_board:
            screen.say(
                tr.gettext(
                    "Grille : flèches, Début, Fin, Page précédente, Page suivante ; "
                    "Tab case occupée, p prime, a case où poser ; l ligne, c colonne, w mots ici ; "
                    "r chevalet, s scores, b sac, u non vues, d dernier coup, t temps, i indice ; "
                    "m dicte le dernier mot tuile par tuile ; B grille en braille ou en lettres ; "
                    "Entrée pour écrire un coup, Espace pour poser depuis la case ; F2 répète, F3 avant ; "
                    "v montre ou masque la grille ; F10 menu et réglages ; Ctrl+Q quitte."
                )
            )
        else:
            screen.commands.write_help()

    keys.add("f2")(lambda e: screen.announcer.repeat())
    keys.add("f3")(lambda e: screen.announcer.step_back())

    keys.add("space", filter=on_board)(lambda e: screen.start_placing())
    placing = Condition(lambda: screen.placing is not None)
    keys.add("tab", filter=placing)(lambda e: screen.turn_placing())

    @keys.add("enter", filter=on_board)
    def _open_or_confirm(event: KeyPressEvent) -> None:
        if screen.pending_move is not None:
            screen.confirm()
        else:
            screen.layout.focus(screen.command_window)

    @keys.add("escape", eager=True)
    def _cancel(event: KeyPressEvent) -> None:
        if not screen.on_board:
            screen.command_line.reset()
            screen.placing = None
            screen.focus_board()
            screen.say(tr.gettext("Retour à la grille."))
        else:
            screen.cancel()

    keys.add("v", filter=on_board)(lambda e: screen.toggle_board())
    keys.add("B", filter=on_board)(lambda e: screen.toggle_braille())

    @keys.add("c-q")
    def _quit(event: KeyPressEvent) -> None:
        screen.session.save()
        event.app.exit(result="quit")

    @keys.add("f10")
    def _menu(event: KeyPressEvent) -> None:
        screen.session.save()
        event.app.exit(result="menu")

    keys.add("t", filter=on_board)(command("temps"))
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
