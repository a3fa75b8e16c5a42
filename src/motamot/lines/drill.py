"""A training drill in typed lines (issue 63): its opening said, then each line read handed to
the drill and its answer said, until the player leaves, the questions run out or the input
ends."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

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
    drill: Drill, opening: list[str], read: Callable[[str], str | None], announcer: Announcer
) -> str:
    """The drill played; "over" when its questions ran out, else "quit"."""
    announcer.render(drill.begin(opening))
    while drill.outcome is None:
        line = read(drill.prompt())
        if line is None:
            break
        if line.strip():
            announcer.render(drill.typed_line(line))
    return drill.outcome or "quit"
