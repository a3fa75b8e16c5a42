"""The 102 French tiles: letters, values and counts (seed 004 §1.3).

A tile in a rack or the bag is a one-character string: an upper-case letter
``A``–``Z`` or ``?`` for a joker (blank). A tile on the board is an upper-case
letter, or a lower-case letter for a joker standing for that letter.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

BLANK = "?"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
VOWELS = frozenset("AEIOUY")

# seed 004 §1.3: letter -> (value, how many in the set)
_DISTRIBUTION: dict[str, tuple[int, int]] = {
    "A": (1, 9),
    "B": (3, 2),
    "C": (3, 2),
    "D": (2, 3),
    "E": (1, 15),
    "F": (4, 2),
    "G": (2, 2),
    "H": (4, 2),
    "I": (1, 8),
    "J": (8, 1),
    "K": (10, 1),
    "L": (1, 5),
    "M": (2, 3),
    "N": (1, 6),
    "O": (1, 6),
    "P": (3, 2),
    "Q": (8, 1),
    "R": (1, 6),
    "S": (1, 6),
    "T": (1, 6),
    "U": (1, 6),
    "V": (4, 2),
    "W": (10, 1),
    "X": (10, 1),
    "Y": (10, 1),
    "Z": (10, 1),
}
BLANK_COUNT = 2

LETTER_VALUES: dict[str, int] = {letter: v for letter, (v, _) in _DISTRIBUTION.items()}
TILE_COUNTS: dict[str, int] = {letter: n for letter, (_, n) in _DISTRIBUTION.items()}
TILE_COUNTS[BLANK] = BLANK_COUNT
TOTAL_TILES = sum(TILE_COUNTS.values())
RACK_SIZE = 7


def full_set() -> list[str]:
    """Every tile of a French set, in a fixed order."""
    return [tile for tile, count in sorted(TILE_COUNTS.items()) for _ in range(count)]


def rack_tile_for(board_tile: str) -> str:
    """The rack tile that a board tile came from: its letter, or ``?``."""
    return BLANK if board_tile.islower() else board_tile


def tile_value(tile: str) -> int:
    """Face value of a rack tile or board tile; a joker is worth 0."""
    if tile == BLANK or tile.islower():
        return 0
    return LETTER_VALUES[tile]


def rack_value(tiles: Iterable[str]) -> int:
    """Sum of face values, as deducted at the end of a game (000 §7.1)."""
    return sum(tile_value(t) for t in tiles)


def tiles_off(board_tiles: Iterable[str]) -> Counter[str]:
    """The tiles of the set not among ``board_tiles`` (board form), by rack tile."""
    return tile_counter(full_set()) - tile_counter(board_tiles)


def tile_counter(tiles: Iterable[str]) -> Counter[str]:
    """Count rack tiles, folding board jokers (lower case) into ``?``."""
    return Counter(rack_tile_for(t) for t in tiles)
