"""The card box (Leitner, issue 63, point 5): a question answered right moves to the next box
and comes back after that box's interval, from one day to about a year; a question missed
goes back to the first box and comes back the next day. Pure: today's date is given."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

INTERVALS = (1, 3, 7, 14, 30, 60, 120, 240, 365)  # days before a card of box 1, 2, ... is due


@dataclass(frozen=True)
class Card:
    box: int  # 1 to len(INTERVALS)
    due: date

    @property
    def known(self) -> bool:
        """Answered right the last time it was asked."""
        return self.box > 1


def answered(card: Card | None, right: bool, today: date) -> Card:
    """The card after an answer given ``today`` (``None``: a question never asked, as if in
    the first box)."""
    box = min((card.box if card is not None else 1) + 1, len(INTERVALS)) if right else 1
    return Card(box, today + timedelta(days=INTERVALS[box - 1]))
