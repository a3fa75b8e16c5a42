"""A training drill in typed lines (issue 63): its opening said, then each line read handed to
the drill and its answer said, until the player leaves, the questions run out or the input
ends."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from motamot.describe.short_lines import short_lines
from motamot.speech.announcer import Announcer
from motamot.speech.answer import Answer


class Drill(Protocol):
    """What a drill's table answers (``commands.draws``, ``commands.hooks``,
    ``commands.short_words``)."""

    outcome: str | None  # "quit" once the player left, "over" once the questions ran out

    def prompt(self) -> str: ...

    def begin(self, opening: list[str]) -> Answer: ...

    def typed_line(self, text: str) -> Answer: ...


def run_drill(
    drill: Drill,
    opening: list[str],
    read: Callable[[str], str | None],
    announcer: Announcer,
    gap: float = 0.0,
) -> str:
    """The drill played; "over" when its questions ran out, else "quit". Under a screen reader
    reading the lines, each message of an answer is printed ``gap`` seconds after the one
    before (``speech.detect.MESSAGE_GAP``): printed together, they were one long utterance.
    Each printed line is within a braille display's 40 cells."""
    with announcer.cut_by(short_lines):
        return _run(drill, opening, read, announcer, gap)


def _run(
    drill: Drill, opening: list[str], read: Callable[[str], str | None], announcer: Announcer, gap: float
) -> str:
    said_apart(announcer, drill.begin(opening), gap)
    while drill.outcome is None:
        line = read(drill.prompt())
        if line is None:
            break
        said_apart(announcer, drill.typed_line(line), gap)  # an empty line: what to type, said
    return drill.outcome or "quit"


def said_apart(announcer: Announcer, answer: Answer, gap: float) -> None:
    """``answer`` rendered, a message at a time, ``gap`` seconds apart (at once without one)."""
    if not gap:
        announcer.render(answer)
        return
    for index, message in enumerate(answer.messages()):
        if index:
            time.sleep(gap)
        announcer.render(message)
