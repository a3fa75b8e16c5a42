"""What a screen reader is still reading aloud of the printed lines, so that a key
cutting it short does not lose what happened to the game (issue 50).

A console screen reader (Orca on a terminal, measured) queues the lines as they are
printed and reads them in order; a key typed at the prompt stops it. Each line's end
is reckoned from when it was printed and how long the lines before it take to say
(``speaking_time``, an upper bound): a sentence saying what happened to the game
(a move, the computer's, a challenge's result, a time-out, the end) not yet heard
whole when a key comes is kept, to be said once more after that line's answer.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from motamot.speech.speaking_time import speaking_time


class ReadAloud:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._announced: list[str] = []  # events announced, not yet printed (held for one block)
        self._printed: list[tuple[float, str]] = []  # what was printed, from when it is read
        self._ends: list[tuple[float, str]] = []  # events printed, and when each will have been heard
        self._free_at = 0.0  # when everything printed will have been read
        self._cut: list[str] = []

    def note_event(self, text: str) -> None:
        """``text``, just announced, says what happened to the game (``Announcer.on_event``):
        printed already, or to be printed with the block being held."""
        if not self._place(text):
            self._announced.append(text)

    def printed(self, text: str) -> None:
        """``text`` was just printed (``Announcer.on_written``): read after what came before."""
        start = max(self._clock(), self._free_at)
        self._printed = [*self._printed[-20:], (start, text)]
        self._free_at = start + speaking_time(text)
        self._announced = [event for event in self._announced if not self._place(event)]

    def _place(self, event: str) -> bool:
        """When ``event`` will have been heard, from the latest printed text holding it."""
        for start, text in reversed(self._printed):
            at = text.find(event)
            if at >= 0:
                self._ends.append((start + speaking_time(text[: at + len(event)]), event))
                return True
        return False

    def key_pressed(self) -> None:
        """A key stops the reading: what it had not read whole of the game's events is kept."""
        now = self._clock()
        self._cut += [event for end, event in self._ends if end > now and event not in self._cut]
        self._ends, self._printed, self._free_at = [], [], now

    def take_cut(self) -> list[str]:
        """The events cut short since last asked, in the order they were printed."""
        cut, self._cut = self._cut, []
        return cut
