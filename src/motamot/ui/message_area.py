"""What the full screen shows of the announcements: everything the latest key
(or clock event) made motamot say, whole, and the earlier ones above it.

A screen reader reading a terminal (Orca on VTE, measured with the harness in
``../shared/screenreader``) speaks the text between the first and the last
character that changed, when that change ends at the caret. So the latest
announcements are wrapped here, not by the terminal (a word cut in two is
read cut in two), and the text is padded in two ways in turn: a space before
it and a punctuation space after, or a figure space on both sides. Both ends
then change at every key, even when the same sentence is said twice, and
neither padding is spoken.
"""

from __future__ import annotations

import functools
import textwrap

from motamot.speech.speaking_time import speaking_time

FIGURE_SPACE = "\u2007"
PUNCTUATION_SPACE = "\u2008"
LOG_SIZE = 50  # earlier groups of announcements kept for the log on screen


class MessageArea:
    def __init__(self) -> None:
        self.current: list[str] = []  # said since the latest key press or clock event
        self.log: list[str] = []  # earlier groups, oldest first, each whole
        self.shown = ""  # the padded text on screen now: it can lag behind ``current``
        self.events: list[str] = []  # sentences of ``current`` saying what happened to the game
        self.published = False  # whether ``current`` has been put on screen
        self._fresh = True
        self._padding = 0

    def new_group(self) -> None:
        """A key was pressed or the clock spoke: the next announcement starts a new message."""
        self._fresh = True

    def add(self, text: str) -> None:
        if self._fresh:
            if self.current:
                self.log.append(" ".join(self.current))
                del self.log[:-LOG_SIZE]
            self.current, self.events, self.published = [], [], False
            self._fresh = False
        self.current.append(text)

    @property
    def begun(self) -> bool:
        """Whether something was said since the latest key press or clock event."""
        return not self._fresh

    def note_event(self, text: str) -> None:
        """``text``, just added, says what happened to the game."""
        self.events.append(text)

    def cut(self, shown_for: float) -> list[str]:
        """What happened to the game that a key pressed now cuts short, the message having
        been on screen ``shown_for`` seconds: every such sentence a screen reader cannot have
        said whole by now (all of them when the message was never shown)."""
        if not self.published:
            return list(self.events)
        text = self.text
        return [e for e in self.events if speaking_time(text[: text.find(e) + len(e)]) > shown_for]

    @property
    def text(self) -> str:
        return " ".join(self.current)

    def publish(self) -> None:
        """Put the current message on screen, padded the other way from the one shown before
        (a key that says nothing changes nothing)."""
        text = self.text
        if not self.published:
            # Turned when a new message is first shown, not when it starts: one never shown
            # (replaced while the computer's quick move was awaited) would otherwise leave the
            # next with the same padding as the one on screen, and its last character unread.
            self._padding ^= 1
            self.published = True
        # Each end differs from the other padding's, and the last character from a blank
        # window's: the terminal reports the change as ending where the texts stop differing,
        # and Orca says a change that ends before the caret not at all (F2 after the opening,
        # measured with a space there; a no-break space failed the same way).
        if self._padding:
            self.shown = " " + text + PUNCTUATION_SPACE
        else:
            self.shown = FIGURE_SPACE + text + FIGURE_SPACE

    def rows(self, width: int) -> tuple[str, ...]:
        """The shown message wrapped to ``width`` columns, keeping one spare cell at the end
        of the last row for the caret."""
        return self.wrap(self.shown, max(width - 1, 10))

    @staticmethod
    @functools.lru_cache(maxsize=LOG_SIZE + 8)
    def wrap(text: str, width: int) -> tuple[str, ...]:
        """At word boundaries only: a word cut in two is read cut in two. Kept: every redraw
        asks again for the message's rows and the log's."""
        return tuple(textwrap.wrap(text, width, break_on_hyphens=False)) or ("",)
