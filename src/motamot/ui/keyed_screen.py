"""What both full screens (the game's board and the menu) share: a message window,
keys guarded, and, under a screen reader reading the terminal, what the reader is
given to read.

Under a screen reader (``reader``) the terminal caret sits after the last character of
the message, which holds everything the latest key made motamot say: Orca speaks that,
once, and nothing else (measured with ``../shared/screenreader``). Whatever else a key
changed (the board, the menu's entries) is part of the screen's *scene*, drawn at the
next quiet key (an arrow, a function key, Escape), a moment after and apart from that
key's message: after those keys Orca reads only text ending at the caret. Nothing
redraws on its own.

Every row above the message's last one is filled to the same width with figure spaces
(``filled``): the caret's place in the terminal's text (what a screen reader knows of it,
an offset) then depends on its cell only, and the scene redrawn above an unchanged message
does not move it. A caret moved by a redrawn scene after an arrow was read out: its line,
or the character under it ("espace" for a blank, then the square half a second late).
"""

from __future__ import annotations

import asyncio
import os
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Coroutine, Hashable
from gettext import NullTranslations
from typing import Generic, TypeVar

from prompt_toolkit.application import Application, get_app
from prompt_toolkit.data_structures import Point
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.formatted_text.utils import fragment_list_to_text, fragment_list_width, split_lines
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.keys import Keys
from prompt_toolkit.layout import Dimension, Layout, Window
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.output import ColorDepth, Output
from prompt_toolkit.styles import Style

from motamot.describe.messages import Message, message
from motamot.speech.announcer import Announcer
from motamot.speech.detect import OPENING_DELAY
from motamot.speech.speaking_time import SLOWEST_SECONDS_PER_CHARACTER
from motamot.ui.message_area import FIGURE_SPACE, MessageArea

MESSAGE_ROWS = 3  # the message window's least height; it grows for a longer message
# Under a screen reader, a key's message is drawn first, and what the key changed besides
# it (the scene) this long after: drawn together, the reader reads every changed row. Orca
# takes about 50 ms to take in a redrawn board on an idle machine; 60 ms proved too short
# on a busy one, and Orca's own key echo lasts longer than this.
SCENE_DELAY = 0.15

# Keys after which Orca reads no new text but the text ending at the caret.
QUIET_KEYS = frozenset(
    [Keys.Up, Keys.Down, Keys.Left, Keys.Right, Keys.Home, Keys.End, Keys.PageUp, Keys.PageDown]
    + [getattr(Keys, f"F{n}") for n in range(1, 13)]
    + [Keys.Escape]
)


def no_color() -> bool:
    """NO_COLOR (no-color.org) asked for: no colour on any screen, reverse video kept."""
    return bool(os.environ.get("NO_COLOR"))


Shown = TypeVar("Shown", bound=Hashable, covariant=True)  # what a screen shows above the message


def filled(fragments: StyleAndTextTuples, width: int, rows: int = 0) -> StyleAndTextTuples:
    """Each line of ``fragments`` filled with figure spaces to ``width`` cells, and blank
    lines so filled added up to ``rows``: a terminal's text keeps every line at that length
    (it drops trailing spaces, not figure spaces)."""
    lines = list(split_lines(fragments))
    if len(lines) > 1 and not fragment_list_to_text(lines[-1]):
        lines.pop()  # a final line break ends the last line, and starts none
    lines += [[] for _ in range(rows - len(lines))]
    out: StyleAndTextTuples = []
    for index, line in enumerate(lines):
        if index:
            out.append(("", "\n"))
        out += line
        out.append(("", FIGURE_SPACE * max(width - fragment_list_width(line), 0)))
    return out


def in_background(
    app: Application[str], work: Callable[[], Coroutine[object, object, None]]
) -> Callable[[], None]:
    """A pre-run callable of ``app`` that starts ``work()`` as one of its background tasks."""

    def start() -> None:
        app.create_background_task(work())

    return start


class KeyedScreen(ABC, Generic[Shown]):
    """A full screen answering keys with messages, and a scene of type ``Shown`` above them."""

    def __init__(self, tr: NullTranslations, announcer: Announcer, reader: bool) -> None:
        self.tr, self.announcer = tr, announcer
        self.reader = reader  # a screen reader reads the terminal: the caret sits after the message
        self.messages = MessageArea()
        self.errors: list[Exception] = []
        self._keys = 0  # keys pressed so far
        self._in_key = False
        self.scene_due = False  # the scene waits for the message to be shown
        self._published_at = 0.0  # when the message on screen was put there (time.monotonic)
        self._cut: list[str] = []  # what happened to the game, cut short by the key being answered
        self.leaving_words = ""  # what the key that closed the screen said, to say once it is gone
        # Under a screen reader, the scene above the message. Not at the start: everything
        # drawn then is new text the reader reads, and the opening must come first (the
        # scene appears at the first quiet key).
        self.top_shown = not reader
        self.scene = self.live_scene(copied=True)
        self.message_window = Window(
            FormattedTextControl(
                self._message_text,
                focusable=reader,
                show_cursor=reader,
                get_cursor_position=self._message_end,
            ),
            height=self._message_height,
        )
        announcer.write = self._show
        announcer.on_event = self.messages.note_event

    # ------------------------------------------------------------ what each screen gives

    @abstractmethod
    def live_scene(self, copied: bool = False) -> Shown:
        """What the screen shows besides the message, as it is now; ``copied`` when it is
        kept (compared only, it need not be)."""

    @abstractmethod
    def top_rows(self) -> int:
        """The rows the scene takes above the message."""

    # ------------------------------------------------------------ keys and messages

    @property
    def message(self) -> str:
        """Everything the latest key (or the clock) made motamot say."""
        return self.messages.text

    def say(self, text: str) -> None:
        self.announcer.announce(text, interrupt=True)

    def _show(self, text: str) -> None:
        self.messages.add(text)
        if not self._in_key:
            self._publish()

    def hold_opening(self, opening: Callable[[], None]) -> None:
        """What is said on arriving, kept off the first screen under a screen reader
        (``say_opening`` shows it)."""
        self._in_key = self.reader
        try:
            with self.announcer.one_answer():
                opening()
        finally:
            self._in_key = False

    async def say_opening(self, app: Application[str]) -> None:
        """Orca does not read what a terminal shows as it opens (started from a desktop
        shortcut: measured), and reads everything drawn after Enter at a shell prompt: the
        first screen is blank, the opening comes alone a moment later, heard both ways."""
        await asyncio.sleep(OPENING_DELAY)
        if self._keys == 0:
            self._publish()
            app.invalidate()

    def begin_key(self, quiet: bool = True, by_key: bool = True) -> None:
        """A key was pressed (or, not ``by_key``, the clock or the computer speaks). Under a
        screen reader, what earlier keys changed is drawn at a ``quiet`` key, a moment after
        the key's message. After a letter, Enter, Tab or Space Orca reads any new text as a
        command's output, so the scene waits."""
        self._in_key = True
        if by_key:
            self._keys += 1
            self.cut_short()
        self.messages.new_group()
        if not (self.reader and quiet):
            if by_key:
                self.scene_due = False  # after this key Orca would read the scene: it waits
            return
        if self.live_scene() != self.scene or not self.top_shown:
            self.scene_due = True

    def cut_short(self) -> None:
        """A key cuts off what was being said: what happened to the game and cannot have been
        heard whole yet is kept, to be said again after the key's answer (issue 50). Only
        where something speaks: a screen reader reading the screen, or a voice."""
        speaks = self.reader or self.announcer.speaker.name not in ("text", "silent")
        self._cut = self.messages.cut(time.monotonic() - self._published_at) if speaks else []

    def say_cut_again(self) -> None:
        """What the key cut short, said once after its answer (unless its answer says it)."""
        cut, self._cut = self._cut, []
        if self.leaving():
            return  # the key closed the screen (Ctrl+Q): what comes next is said on leaving
        for text in cut:
            if text not in self.messages.text:
                # Queued after the answer, and already in the history.
                self.announcer.announce(text, kept=False)

    def leaving(self) -> bool:
        """Whether the screen is closing (Ctrl+Q, ``quitte`` said yes to)."""
        future = get_app().future
        return future is not None and future.done()

    def end_key(self) -> None:
        self.say_cut_again()  # still in the key: shown with its answer, not apart
        self._in_key = False
        if self.leaving():
            # What the key that closed the screen said is not shown: said on leaving, where a
            # screen reader reads it, it would be heard twice (or the answer before it, again).
            self.leaving_words = self.message if self.messages.begun else ""
            return
        self._publish()
        if self.scene_due:
            app = get_app()
            app.create_background_task(self._show_scene_later(app))

    async def _show_scene_later(self, app: Application[str]) -> None:
        """The scene as it is now, drawn a moment after the message, above it: the message
        stays where it is, and the caret after it."""
        await asyncio.sleep(SCENE_DELAY)
        if not self.scene_due:
            return  # drawn already, by a key pressed meanwhile
        self.scene_due = False
        self.scene, self.top_shown = self.live_scene(copied=True), True
        self.top_shown = self.message_fits()
        app.invalidate()

    def guarded(self, action: Callable[[], None]) -> None:
        """Whatever a key raises, the player hears a sentence and things go on as they were:
        a bug must not freeze a blind player's screen. Everything it says is one answer in
        the history: F2 says it again whole."""
        with self.announcer.one_answer():
            try:
                action()
            except Exception as error:
                self.errors.append(error)
                self.say(message(self.tr, Message.KEY_FAILED))

    def _left_to_hear(self, now: float) -> float:
        """How long the screen reader may still be reading the message on screen, at the
        slowest in the player's language (a message of an answer of several waits for the one
        before, whole)."""
        english = self.tr.info().get("language") == "en"
        per_character = SLOWEST_SECONDS_PER_CHARACTER[1 if english else 0]
        heard_by = self._published_at + per_character * len(self.message)
        return min(max(heard_by - now, 0.0), 20.0)

    def _publish(self) -> None:
        self.messages.publish()
        self._published_at = time.monotonic()
        if self.reader and not self.message_fits():
            # Too long to fit under the scene: the message takes the whole screen, which
            # the reader reads as the message alone; the scene comes back at a quiet key.
            self.top_shown = False

    # ------------------------------------------------------------ the message window

    def _width(self) -> int:
        return get_app().output.get_size().columns

    def _screen_rows(self) -> int:
        return get_app().output.get_size().rows

    def _message_rows(self) -> tuple[str, ...]:
        return self.messages.rows(self._width())

    def message_fits(self) -> bool:
        """Whether the message fits under the scene (under a screen reader)."""
        room = self._screen_rows() - self.top_rows() - self.rows_below()
        return len(self._message_rows()) <= room

    def rows_below(self) -> int:
        """Rows under the message (the game's command line)."""
        return 0

    def _message_room(self) -> int:
        if not self.reader:
            return max(MESSAGE_ROWS, len(self._message_rows()))
        top = self.top_rows() if self.top_shown else 0
        return max(self._screen_rows() - top - self.rows_below(), 1)

    def _message_height(self) -> Dimension:
        room = self._message_room()
        return Dimension(min=room if self.reader else MESSAGE_ROWS, preferred=room, max=room)

    def _message_text(self) -> StyleAndTextTuples:
        room = self._message_room()
        # Bottom-aligned: the caret after the last word sits on the window's last row.
        rows = self._message_rows()[-room:]
        if self.reader:
            # Rows above the last one filled (``filled``), blank ones too; the last row ends
            # with a blank, where the caret sits after the last word (without that cell
            # prompt_toolkit puts the caret at the top left of the screen).
            above: StyleAndTextTuples = [("class:message", "\n".join(("",) * (room - len(rows)) + rows[:-1]))]
            last: StyleAndTextTuples = [("class:message", rows[-1] + " ")]
            if room == 1:
                return last
            return [*self.filled(above, room - 1), ("", "\n"), *last]
        padding = (FIGURE_SPACE,) * (room - len(rows))
        return [("class:message", "\n".join(row + " " for row in padding + rows))]

    def filled(self, fragments: StyleAndTextTuples, rows: int = 0) -> StyleAndTextTuples:
        """Under a screen reader, lines of what is drawn above the message's last row filled
        to the screen's width (``filled``; a longer one is cut there); as they are otherwise."""
        if not self.reader:
            return fragments
        return filled(fragments, self._width(), rows)

    def _message_end(self) -> Point:
        rows = self._message_rows()
        return Point(x=len(rows[-1]), y=self._message_room() - 1)


def keyed_application(
    screen: KeyedScreen[Hashable],
    layout: Layout,
    keys: KeyBindings,
    style: Style,
    input: Input | None = None,
    output: Output | None = None,
) -> Application[str]:
    """A keyed screen's full-screen application: no colour when NO_COLOR asks; under a screen
    reader, wiped as it closes (drawn once more, its message was new text the reader could
    read again on the way out) and its opening shown a moment after the first, blank, screen."""
    app: Application[str] = Application(
        layout=layout,
        key_bindings=keys,
        style=style,
        color_depth=ColorDepth.DEPTH_1_BIT if no_color() else None,
        full_screen=True,
        erase_when_done=screen.reader,
        input=input,
        output=output,
    )
    if screen.reader:
        app.pre_run_callables.append(in_background(app, lambda: screen.say_opening(app)))
    return app


class SafeKeyBindings(KeyBindings):
    """Key bindings whose handlers never leave the player stuck: a failure is said, kept
    in ``screen.errors``, and things go on as they were."""

    def __init__(self, screen: KeyedScreen[Hashable]) -> None:
        super().__init__()
        self.screen = screen

    def add(self, *keys, **kwargs):
        register = super().add(*keys, **kwargs)

        def decorator(handler):
            def guarded(event: KeyPressEvent) -> None:
                self.screen.begin_key(quiet=event.key_sequence[0].key in QUIET_KEYS)
                try:
                    self.screen.guarded(lambda: handler(event))
                finally:
                    self.screen.end_key()

            return register(guarded)

        return decorator
