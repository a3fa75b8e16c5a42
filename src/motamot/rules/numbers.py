"""Numbers typed by people or read from files: ASCII digits only, within bounds.

``str.isdigit`` accepts ², ³ and the digits of other scripts, which ``int`` then refuses, and
``int`` turns a 5,000-digit string into a number slowly or not at all: every command and file
reader reads numbers here, so a stray character is a refusal, never a crash.
"""

from __future__ import annotations

DIGITS = frozenset("0123456789")
MAX_DIGITS = 9  # more than any count, score, rating or rank motamot keeps


def whole_number(text: str, low: int = 0, high: int = 10**MAX_DIGITS - 1) -> int | None:
    """The number ``text`` writes in ASCII digits (spaces around it allowed) when it lies from
    ``low`` to ``high``; None for anything else."""
    text = text.strip()
    if not text or len(text) > MAX_DIGITS or not DIGITS.issuperset(text):
        return None
    value = int(text)
    return value if low <= value <= high else None
