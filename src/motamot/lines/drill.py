"""A training drill in typed lines (issue 63): its opening said, then each line read handed to
the drill and its answer said, until the player leaves or the input ends."""

from __future__ import annotations

from collections.abc import Callable

from motamot.commands.draws import DrawDrill
from motamot.speech.announcer import Announcer


def run_drill(
    drill: DrawDrill, opening: list[str], read: Callable[[str], str | None], announcer: Announcer
) -> None:
    announcer.render(drill.begin(opening))
    while drill.outcome is None:
        line = read(drill.prompt())
        if line is None:
            break
        if line.strip():
            announcer.render(drill.typed_line(line))
