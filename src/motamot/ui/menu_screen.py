"""The menu on the full screen: one line per entry, the chosen one in reverse video,
arrows to choose and change, Enter to confirm.

Without a screen reader the terminal cursor sits on the chosen entry. Under a screen
reader reading the terminal it sits after the message, like the board's
(``ui.keyed_screen``): every key is heard whole, the entry with its place ("3 sur 7"),
and the entries a key changed are redrawn at the next arrow, not read again.
"""

from __future__ import annotations

from gettext import NullTranslations

from prompt_toolkit.application import Application
from prompt_toolkit.data_structures import Point
from prompt_toolkit.filters import Condition
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.layout import ConditionalContainer, Dimension, HSplit, Layout, Window
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.output import Output
from prompt_toolkit.styles import Style

from motamot.commands.catalogue import is_quit_word
from motamot.describe.menu import (
    describe_confirm_new,
    describe_menu_level,
    describe_menu_opened,
    describe_menu_position,
    describe_new_refused,
    entry_text,
)
from motamot.describe.messages import Message, message
from motamot.menu import BACK, QUIT, Menu
from motamot.speech.announcer import Announcer
from motamot.ui.keyed_screen import MESSAGE_ROWS, KeyedScreen, SafeKeyBindings, keyed_application

STYLE = Style.from_dict({"chosen": "reverse bold", "title": "bold", "message": "bold"})


class MenuScreen(KeyedScreen[tuple[str, ...]]):
    def __init__(self, menu: Menu, tr: NullTranslations, announcer: Announcer, reader: bool = False) -> None:
        self.menu = menu
        super().__init__(tr, announcer, reader)
        self.entries_window = Window(
            FormattedTextControl(
                self._entries_text,
                focusable=not reader,
                show_cursor=not reader,
                get_cursor_position=lambda: Point(0, 1 + menu.position),
            ),
            # In a terminal too short for every entry (the 18 settings in 80 by 24), the window scrolls to
            # the chosen one: prompt_toolkit would otherwise show "Window too small".
            height=lambda: Dimension.exact(self.top_rows()),
        )
        # Under a screen reader the entries appear at the first arrow, after the opening.
        entries = ConditionalContainer(self.entries_window, filter=Condition(lambda: self.top_shown))
        self.layout = Layout(
            HSplit([entries, self.message_window]),
            focused_element=self.message_window if reader else self.entries_window,
        )

    def live_scene(self, copied: bool = False) -> tuple[str, ...]:
        return tuple(entry_text(self.tr, self.menu, entry) for entry in self.menu.entries)

    def top_rows(self) -> int:
        return max(min(len(self.menu.entries) + 1, self._screen_rows() - MESSAGE_ROWS), 1)

    def _entries_text(self) -> StyleAndTextTuples:
        texts = self.scene if self.reader else self.live_scene()
        out: StyleAndTextTuples = [("class:title", message(self.tr, Message.MENU_TITLE) + "\n")]
        for index, text in enumerate(texts):
            out.append(("class:chosen" if index == self.menu.position else "", text))
            out.append(("", "\n"))
        # Under a screen reader, as many filled rows as the window shows at least.
        return self.filled(out[:-1], self.top_rows())

    def say_position(self) -> None:
        self.say(describe_menu_position(self.tr, self.menu))


def build_menu_app(
    menu: Menu,
    tr: NullTranslations,
    announcer: Announcer,
    input: Input | None = None,
    output: Output | None = None,
    reader: bool = False,
) -> Application[str]:
    screen = MenuScreen(menu, tr, announcer, reader)
    keys = SafeKeyBindings(screen)

    typed: list[str] = []  # letters typed: the answer to "a new game?", or a word that quits

    def moved(step: int) -> None:
        typed.clear()
        menu.move(step)
        screen.say_position()

    def changed(step: int) -> None:
        typed.clear()
        menu.change(step)  # an action has no values: its place is said again all the same
        screen.say_position()

    keys.add("up")(lambda e: moved(-1))
    keys.add("down")(lambda e: moved(1))
    keys.add("home")(lambda e: moved(-len(menu.entries)))
    keys.add("end")(lambda e: moved(len(menu.entries)))
    keys.add("left")(lambda e: changed(-1))
    keys.add("right")(lambda e: changed(1))
    keys.add("f1")(lambda e: screen.say(describe_menu_opened(tr, menu)))
    keys.add("f2")(lambda e: announcer.repeat())
    keys.add("f3")(lambda e: announcer.step_back())

    @keys.add("<any>")
    def _type(event: KeyPressEvent) -> None:
        """Letters typed: the answer while a new game waits for its yes; else, with Enter,
        a word that quits (``quitte``), as at every table."""
        if event.data.isprintable():
            typed.append(event.data)

    @keys.add("enter")
    @keys.add("space")
    def _activate(event: KeyPressEvent) -> None:
        if is_quit_word("".join(typed)):  # the game in progress stays saved, as with Ctrl+Q
            event.app.exit(result=QUIT)
            return
        if not menu.confirming:
            typed.clear()  # letters that mean nothing here: Enter chooses the line, as ever
        if menu.confirming and typed:
            answered = menu.answer("".join(typed))
            typed.clear()
            if answered is not None:
                event.app.exit(result=answered)
            else:
                screen.say(describe_confirm_new(tr) if menu.confirming else describe_new_refused(tr))
            return
        entries = menu.entries
        action = menu.activate()
        if action is not None:
            event.app.exit(result=action)
        elif menu.entries is not entries:  # into the settings or the training, or back
            screen.say(describe_menu_level(tr, menu))
        elif menu.confirming:
            screen.say(describe_confirm_new(tr))
        else:
            screen.say_position()

    @keys.add("escape", eager=True)
    def _escape(event: KeyPressEvent) -> None:
        typed.clear()
        if menu.confirming:  # no: the game in progress is kept
            menu.answer("non")
            screen.say(describe_new_refused(tr))
        elif menu.below:
            menu.leave_level()
            screen.say(describe_menu_level(tr, menu))
        elif menu.in_game:
            event.app.exit(result=BACK)
        else:  # no game to go back to: said, so the key is never met by silence
            screen.say(message(tr, Message.MENU_NOTHING_TO_LEAVE_TO))

    keys.add("c-q")(lambda e: e.app.exit(result=QUIT))
    # Ctrl-C, as in any terminal program: the last line, Quit, chosen and said; Enter leaves.
    keys.add("c-c")(lambda e: moved(len(menu.entries)))
    screen.hold_opening(lambda: screen.say(describe_menu_opened(tr, menu)))
    return keyed_application(screen, screen.layout, keys, STYLE, input, output)
