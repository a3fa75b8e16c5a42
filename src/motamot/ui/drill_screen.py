"""A training drill on the full screen (issue 63, point 7): the same questions and answers as
in lines (``lines.drill``), in a keyed screen. The question and each verdict are the message a
screen reader reads (under one, the caret after it); the answer is typed in the command line
under it and sent with Enter; F2 says the last message again, F3 and F4 step through what was
said; Escape or Ctrl+Q leaves as ``quitte`` does, with the drill's summary, said once the
screen is gone."""

from __future__ import annotations

import asyncio
import time
from gettext import NullTranslations

from prompt_toolkit.application import Application, get_app
from prompt_toolkit.buffer import Buffer
from prompt_toolkit.filters import Condition
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.layout import ConditionalContainer, HSplit, Layout, Window
from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
from prompt_toolkit.layout.processors import BeforeInput, Processor
from prompt_toolkit.output import Output
from prompt_toolkit.styles import Style

from motamot.commands.drills import QUIT
from motamot.commands.review import Drill
from motamot.describe.messages import Message, message
from motamot.describe.short_lines import LINE_WIDTH, short_lines
from motamot.speech.announcer import Announcer
from motamot.speech.answer import Answer
from motamot.ui.keyed_screen import KeyedScreen, SafeKeyBindings, keyed_application

STYLE = Style.from_dict({"title": "bold", "message": "bold"})


class DrillScreen(KeyedScreen[str]):
    """The drill's title above its messages, and the command line below them."""

    def __init__(
        self, drill: Drill, tr: NullTranslations, announcer: Announcer, reader: bool = False
    ) -> None:
        self.drill = drill
        self.following: list[Answer] = []  # under a screen reader, the answer's next messages
        super().__init__(tr, announcer, reader)
        self.command_line = Buffer(multiline=False, accept_handler=self._submit)
        # The question's number before the answer, but not under a screen reader: new text
        # after the caret kept Orca from reading the message (measured: the opening unheard).
        prompt: list[Processor] = [] if reader else [BeforeInput(lambda: drill.prompt())]
        self.command_window = Window(BufferControl(self.command_line, input_processors=prompt), height=1)
        title = Window(FormattedTextControl(self._title_text), height=1)
        self.layout = Layout(
            HSplit(
                [
                    ConditionalContainer(title, filter=Condition(lambda: self.top_shown)),
                    self.message_window,
                    self.command_window,
                ]
            ),
            # Under a screen reader the caret sits after the message until a letter is typed.
            focused_element=self.message_window if reader else self.command_window,
        )

    def live_scene(self, copied: bool = False) -> str:
        return message(self.tr, Message.TRAINING_TITLE)

    def top_rows(self) -> int:
        return 1

    def _message_rows(self) -> tuple[str, ...]:
        """Each sentence beginning a row, the rows within a braille display's 40 cells, as the
        drill's lines are; a terminal narrower than that wraps at its width."""
        if self._width() <= LINE_WIDTH:
            return super()._message_rows()
        return tuple(short_lines(self.messages.shown))

    def rows_below(self) -> int:
        return 1

    def _title_text(self) -> StyleAndTextTuples:
        return self.filled([("class:title", self.scene)])

    def start(self, opening: list[str]) -> None:
        """The drill's opening and first question, said (under a screen reader, a moment after
        the first, blank, screen)."""
        self.hold_opening(lambda: self.announcer.render(self.drill.begin(opening)))

    @property
    def typing(self) -> bool:
        return self.layout.has_focus(self.command_window)

    def type_in(self, letter: str) -> None:
        """A letter typed on the message (under a screen reader): the command line takes it."""
        self.layout.focus(self.command_window)
        self.command_line.insert_text(letter)

    def _submit(self, buffer: Buffer) -> bool:
        """Enter in the command line: the answer handed to the drill, its verdict said, as a
        key's (guarded like the keys). Under a screen reader the caret goes back after the
        message, where the verdict is."""
        self.begin_key(quiet=False)
        try:
            self.guarded(lambda: self.answer(buffer.text))
        finally:
            self.end_key()
        # A long line scrolled the command line sideways, and prompt_toolkit keeps that scroll
        # while the caret stays past it: the question's number before the caret was hidden for
        # the rest of the drill. The line is emptied: back to its start.
        self.command_window.horizontal_scroll = 0
        return False

    def answer(self, text: str) -> None:
        if self.reader:
            self.layout.focus(self.message_window)
        self.answered(self.drill.typed_line(text))  # Enter alone: what to type, said
        if self.drill.outcome is not None:
            self.close(self.drill.outcome)

    def answered(self, answer: Answer) -> None:
        """The drill's answer, said and shown. Under a screen reader an answer of several
        messages (many words given) shows its first now and each next one once the one before
        could be heard whole, as the board's do; the drill's last answer is said whole, once
        the screen is gone. A voice queues every message at once."""
        messages = answer.messages()
        if not self.reader or self.drill.outcome is not None or len(messages) < 2:
            self.announcer.render(answer)
            return
        self.announcer.render(messages[0])
        self.following = messages[1:]
        app = get_app()
        app.create_background_task(self._show_following(app))

    def begin_key(self, quiet: bool = True, by_key: bool = True) -> None:
        super().begin_key(quiet, by_key)
        if by_key:
            self.following = []  # a key moves on: what was still to come is dropped, as on the board

    async def _show_following(self, app: Application[str]) -> None:
        while self.following:
            await asyncio.sleep(self._left_to_hear(time.monotonic()))
            if not self.following:
                return
            shown = self.following.pop(0)
            self.begin_key(quiet=False, by_key=False)
            try:
                self.guarded(lambda: self.announcer.render(shown))  # noqa: B023 (called at once)
            finally:
                self.end_key()
            app.invalidate()

    def leave(self) -> None:
        """Escape or Ctrl+Q: the drill left as ``quitte`` leaves it, its summary said."""
        self.announcer.render(self.drill.typed_line(QUIT))
        self.close("quit")

    def close(self, outcome: str) -> None:
        get_app().exit(result=outcome)


def build_drill_app(
    screen: DrillScreen, input: Input | None = None, output: Output | None = None
) -> Application[str]:
    """The application over ``screen``; it says nothing by itself (``screen.start`` says the
    drill's opening). It ends with "over" once the questions ran out, else "quit"."""
    keys = SafeKeyBindings(screen)
    on_message = Condition(lambda: not screen.typing)
    keys.add("f2")(lambda e: screen.announcer.repeat())
    keys.add("f3")(lambda e: screen.announcer.step_back())
    keys.add("f4")(lambda e: screen.announcer.step_forward())
    keys.add("escape", eager=True)(lambda e: screen.leave())
    keys.add("c-q")(lambda e: screen.leave())
    keys.add("c-c")(lambda e: screen.leave())

    @keys.add("<any>", filter=on_message)
    def _type(event: KeyPressEvent) -> None:
        if event.data.isprintable():
            screen.type_in(event.data)

    @keys.add("enter", filter=on_message)
    def _open(event: KeyPressEvent) -> None:
        screen.layout.focus(screen.command_window)
        # Said, so that the screen reader reads this rather than the last message again.
        screen.announcer.announce(message(screen.tr, Message.COMMAND_LINE), interrupt=True, kept=False)

    return keyed_application(screen, screen.layout, keys, STYLE, input, output)
