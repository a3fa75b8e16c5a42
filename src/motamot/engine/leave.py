"""What the tiles kept after a move are worth for the next turns (the "leave").

A hand-tuned estimate in points: the joker and S are worth keeping, awkward
letters (Q, W, K, V) are not, duplicates clog the rack, and a rack with far
more vowels than consonants (or the reverse) draws badly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache

from motamot.rules.tiles import BLANK

TILE_WORTH = {
    BLANK: 24.0, "S": 7.0, "E": 2.5, "R": 1.5, "N": 1.0, "T": 1.0, "A": 1.0, "X": 1.5, "Z": 1.0, "J": 1.0,
    "I": 0.5, "L": 0.5, "H": 0.0, "D": 0.0, "M": 0.0, "O": -0.5, "C": -0.5, "P": -0.5, "U": -1.0,
    "Y": -1.0, "B": -1.5, "G": -1.5, "F": -2.0, "V": -3.5, "K": -4.0, "W": -5.0, "Q": -6.0,
}  # fmt: skip
VOWELS = frozenset("AEIOU")
DUPLICATE_VOWEL = 3.0
DUPLICATE_CONSONANT = 2.0
IMBALANCE = 2.5
Q_WITHOUT_U = 3.0


def leave_value(tiles: Iterable[str]) -> float:
    """Points the kept tiles are likely to be worth, higher is better."""
    return _sorted_leave_value(tuple(sorted(tiles)))


@lru_cache(maxsize=1 << 16)
def _sorted_leave_value(kept: tuple[str, ...]) -> float:
    # A search weighs the same few kept tiles thousands of times: each set is worked out once.
    # Bounded: there are millions of sets of up to 7 tiles, a game meets a few thousand.
    counts = Counter(kept)
    value = sum(TILE_WORTH[t] for t in kept)
    for tile, count in counts.items():
        if tile != BLANK and count > 1:
            # Each extra copy hurts more than the last.
            value -= (count - 1) ** 2 * (DUPLICATE_VOWEL if tile in VOWELS else DUPLICATE_CONSONANT)
    vowels = sum(n for t, n in counts.items() if t in VOWELS)
    consonants = sum(n for t, n in counts.items() if t != BLANK and t not in VOWELS)
    gap = abs(vowels - consonants)
    if gap >= 2:
        value -= IMBALANCE * (gap - 1)
    if counts["Q"] and not counts["U"] and not counts[BLANK]:
        value -= Q_WITHOUT_U
    return value
