"""What the tiles kept after a move are worth for the next turns (the "leave").

Two estimates in points. The expert's is hand-tuned: the joker and S are worth
keeping, awkward letters (Q, W, K, V) are not, duplicates clog the rack, and a
rack with far more vowels than consonants (or the reverse) draws badly. The
champion's is learnt from the expert's own games (tools/learn_leaves.py): each
copy of a letter, each pair of letters kept together and each mix of vowels
and consonants weighs what it brought to the moves that followed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cache, lru_cache
from importlib import resources

from motamot.rules.tiles import BLANK, RACK_SIZE

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


def draws_weight(bag_size: int) -> float:
    """How much of a leave's worth is still to come: all of it while the bag can refill the
    rack, a share of it as the bag empties (fewer draws to come), nothing once it is empty."""
    return min(1.0, bag_size / RACK_SIZE)


def leave_features(kept: str) -> list[str]:
    """What the learnt table weighs in a leave (sorted tiles): each copy of a letter ("E",
    "EE" for a second E), each pair of different letters ("E+S"), and how many vowels and
    consonants it holds ("2v3c"; jokers are neither)."""
    counts = Counter(kept)
    features = [tile * copy for tile, count in counts.items() for copy in range(1, min(count, 3) + 1)]
    letters = sorted(counts)
    features += [f"{a}+{b}" for i, a in enumerate(letters) for b in letters[i + 1 :]]
    vowels = sum(n for t, n in counts.items() if t in VOWELS)
    consonants = sum(n for t, n in counts.items() if t != BLANK and t not in VOWELS)
    if kept:
        features.append(f"{vowels}v{consonants}c")
    return features


class LeaveTable:
    """The learnt worth of a leave: the sum of the weights of its features, read from
    engine/data/reliquats.txt (written by tools/learn_leaves.py; a feature never seen
    weighs nothing)."""

    def __init__(self, weights: dict[str, float]) -> None:
        self.weights = weights
        self._sorted_value = lru_cache(maxsize=1 << 16)(self._features_value)

    def value(self, tiles: Iterable[str]) -> float:
        return self._sorted_value("".join(sorted(tiles)))

    def _features_value(self, kept: str) -> float:
        return sum(self.weights.get(feature, 0.0) for feature in leave_features(kept))

    @staticmethod
    def text(weights: dict[str, float], moves: int, fresh: float) -> str:
        """The file's text: a comment saying where it comes from, then one feature a line."""
        lines = [
            f"# learnt by tools/learn_leaves.py from {moves} moves of the expert against itself:",
            f"# points a leave brings to the moves that follow over seven fresh tiles ({fresh:.1f})",
        ]
        lines += [f"{name} {weight:.2f}" for name, weight in sorted(weights.items())]
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text: str) -> LeaveTable:
        """A table from its file's text; a malformed line is an error that names it."""
        weights = {}
        for number, line in enumerate(text.splitlines(), start=1):
            if not line or line.startswith("#"):
                continue
            name, _, weight = line.partition(" ")
            try:
                weights[name] = float(weight)
            except ValueError:
                problem = f"leave table, line {number}: {line!r} is not a feature and its weight"
                raise ValueError(problem) from None
        return cls(weights)


@cache
def learnt_leaves() -> LeaveTable:
    """The shipped learnt table (engine/data/reliquats.txt)."""
    return LeaveTable.parse((resources.files("motamot.engine") / "data" / "reliquats.txt").read_text("ascii"))
