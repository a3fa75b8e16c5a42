"""The menu on the full screen: one line per entry, the terminal cursor on the
chosen one, arrows to choose and change, Enter to confirm."""

from __future__ import annotations

import os
from gettext import NullTranslations

from prompt_toolkit.application import Application
from prompt_toolkit.data_structures import Point
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.layout import HSplit, Layout, Window
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.output import ColorDepth, Output
from prompt_toolkit.styles import Style

from motamot.describe.menu import (
    describe_confirm_new,
    describe_menu_opened,
    describe_menu_position,
    entry_text,
)
from motamot.describe.messages import Message, message
from motamot.menu import BACK, QUIT, Menu
from motamot.speech.announcer import Announcer

STYLE = Style.from_dict({"chosen": "reverse bold", "title": "bold"})


def build_menu_app(
    menu: Menu,
    tr: NullTranslations,
    announcer: Announcer,
    input: Input | None = None,
    output: Output | None = None,
) -> Application[str]:
    shown = [""]
    announcer.write = lambda text: shown.__setitem__(0, text)

    def lines() -> StyleAndTextTuples:
        out: StyleAndTextTuples = [("class:title", message(tr, Message.MENU_TITLE) + "\n")]
        for index, entry in enumerate(menu.entries):
            style = "class:chosen" if index == menu.position else ""
            out.append((style, entry_text(tr, menu, entry)))
            out.append(("", "\n"))
        return out

    control = FormattedTextControl(
        lines, focusable=True, show_cursor=True, get_cursor_position=lambda: Point(0, 1 + menu.position)
    )
    layout = Layout(
        HSplit(
            [
                Window(control, height=len(menu.entries) + 1),
                Window(FormattedTextControl(lambda: [("bold", shown[0])]), height=3, wrap_lines=True),
            ]
        )
    )
    keys = KeyBindings()

    def say_position() -> None:
        announcer.announce(describe_menu_position(tr, menu), interrupt=True)

    def moved(step: int) -> None:
        menu.move(step)
        say_position()

    def changed(step: int) -> None:
        if menu.change(step):
            say_position()

    keys.add("up")(lambda e: moved(-1))
    keys.add("down")(lambda e: moved(1))
    keys.add("home")(lambda e: moved(-len(menu.entries)))
    keys.add("end")(lambda e: moved(len(menu.entries)))
    keys.add("left")(lambda e: changed(-1))
    keys.add("right")(lambda e: changed(1))
    keys.add("f1")(lambda e: announcer.announce(describe_menu_opened(tr, menu), interrupt=True))
    keys.add("f2")(lambda e: announcer.repeat())
    keys.add("f3")(lambda e: announcer.step_back())

    @keys.add("enter")
    @keys.add("space")
    def _activate(event: KeyPressEvent) -> None:
        action = menu.activate()
        if action is not None:
            event.app.exit(result=action)
        elif menu.confirming:
            announcer.announce(describe_confirm_new(tr), interrupt=True)
        else:
            say_position()

    @keys.add("escape", eager=True)
    def _escape(event: KeyPressEvent) -> None:
        if menu.in_game:
            event.app.exit(result=BACK)
        else:
            announcer.stop()

    keys.add("c-q")(lambda e: e.app.exit(result=QUIT))
    announcer.announce(describe_menu_opened(tr, menu), interrupt=True)
    no_color = bool(os.environ.get("NO_COLOR"))
    return Application(
        layout=layout,
        key_bindings=keys,
        style=STYLE,
        color_depth=ColorDepth.DEPTH_1_BIT if no_color else None,
        full_screen=True,
        input=input,
        output=output,
    )
