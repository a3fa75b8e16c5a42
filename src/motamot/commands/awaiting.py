"""What waits for a yes at a table, as one value: a move heard, resigning, a loss the arbiter
declares, leaving, or a question."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from motamot.rules.placement import PlacedTile
from motamot.speech.answer import Answer


@dataclass(frozen=True)
class Awaiting:
    """What waits for a yes (``oui``, or Enter on screen) or a no (``non``, Escape): a move heard
    with its score, resigning, a loss the arbiter declares, leaving, or a question (``ask``).
    What each answer does is kept with it."""

    on_yes: Callable[[], Answer]
    on_no: Callable[[], Answer]
    tiles: tuple[PlacedTile, ...] = ()  # a move heard: its tiles, shown on trial meanwhile
    # Whether Enter on the board may say yes: a move heard; resigning, a loss, leaving and a
    # question wait for "oui" typed in the command line that Enter opens.
    by_enter: bool = True
    question: bool = False  # a question of ``ask``: any other line drops it
