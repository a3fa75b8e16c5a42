"""The 15×15 board, its squares and premium squares (seed 004 §1.1, §1.2: the standard map).

Rows are the letters A–O from top to bottom, columns the numbers 1–15 from
left to right; internally both are 0-based indices.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass

from motamot.rules.numbers import whole_number

SIZE = 15
ROW_LETTERS = "ABCDEFGHIJKLMNO"


class Direction(enum.Enum):
    ACROSS = "across"  # along a row, written "H4" in French notation
    DOWN = "down"  # along a column, written "4H"

    @property
    def step(self) -> tuple[int, int]:
        return (0, 1) if self is Direction.ACROSS else (1, 0)

    @property
    def other(self) -> Direction:
        return Direction.DOWN if self is Direction.ACROSS else Direction.ACROSS


@dataclass(frozen=True, order=True, slots=True)
class Square:
    row: int
    col: int

    @property
    def name(self) -> str:
        """French name of the square, row letter then column: ``H8``."""
        return f"{ROW_LETTERS[self.row]}{self.col + 1}"

    @classmethod
    def from_name(cls, name: str) -> Square:
        """``H8`` → Square(7, 7); ValueError if it names no square."""
        row, col = name[:1].upper(), whole_number(name[1:], 1, SIZE)
        if not row or row not in ROW_LETTERS or col is None or name[1:] != name[1:].strip():
            raise ValueError(name)
        return cls(ROW_LETTERS.index(row), col - 1)

    def on_board(self) -> bool:
        return 0 <= self.row < SIZE and 0 <= self.col < SIZE

    def moved(self, direction: Direction, steps: int = 1) -> Square:
        dr, dc = direction.step
        return Square(self.row + dr * steps, self.col + dc * steps)

    def __str__(self) -> str:
        return self.name


CENTRE = Square(7, 7)


class Premium(enum.Enum):
    NONE = "."
    DOUBLE_LETTER = "d"  # LD
    TRIPLE_LETTER = "t"  # LT
    DOUBLE_WORD = "D"  # MD
    TRIPLE_WORD = "T"  # MT
    CENTRE = "*"  # the star, a double word

    @property
    def letter_multiplier(self) -> int:
        return {Premium.DOUBLE_LETTER: 2, Premium.TRIPLE_LETTER: 3}.get(self, 1)

    @property
    def word_multiplier(self) -> int:
        return {Premium.DOUBLE_WORD: 2, Premium.CENTRE: 2, Premium.TRIPLE_WORD: 3}.get(self, 1)


_LAYOUT = (
    "T..d...T...d..T",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...d...D..d",
    "....D.....D....",
    ".t...t...t...t.",
    "..d...d.d...d..",
    "T..d...*...d..T",
    "..d...d.d...d..",
    ".t...t...t...t.",
    "....D.....D....",
    "d..D...d...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "T..d...T...d..T",
)
PREMIUMS: tuple[tuple[Premium, ...], ...] = tuple(tuple(Premium(ch) for ch in line) for line in _LAYOUT)


def premium_at(square: Square) -> Premium:
    return PREMIUMS[square.row][square.col]


def all_squares() -> Iterator[Square]:
    for row in range(SIZE):
        for col in range(SIZE):
            yield Square(row, col)


class Board:
    """Tiles on the board. A tile is an upper-case letter, lower case for a joker."""

    __slots__ = ("_cells", "_count", "_rows")

    def __init__(self) -> None:
        self._cells: list[list[str | None]] = [[None] * SIZE for _ in range(SIZE)]
        self._count = 0
        # ``rows()`` kept until a tile comes or goes: every save, screen and page asks for it.
        self._rows: list[str] | None = None

    def copy(self) -> Board:
        other = Board()
        other._cells = [list(row) for row in self._cells]
        other._count = self._count
        other._rows = self._rows
        return other

    def __getitem__(self, square: Square) -> str | None:
        return self._cells[square.row][square.col]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._cells == other._cells

    __hash__ = None  # type: ignore[assignment]  # mutable

    def place(self, square: Square, tile: str) -> None:
        if self._cells[square.row][square.col] is None:
            self._count += 1
        self._cells[square.row][square.col] = tile
        self._rows = None

    def remove(self, square: Square) -> None:
        if self._cells[square.row][square.col] is not None:
            self._count -= 1
        self._cells[square.row][square.col] = None
        self._rows = None

    def __len__(self) -> int:
        """How many tiles are on the board."""
        return self._count

    def is_empty(self) -> bool:
        return self._count == 0

    def occupied(self) -> Iterator[tuple[Square, str]]:
        for row, cells in enumerate(self._cells):
            for col, tile in enumerate(cells):
                if tile is not None:
                    yield Square(row, col), tile

    def has_tile(self, square: Square) -> bool:
        return square.on_board() and self[square] is not None

    def rows(self) -> list[str]:
        """The board as 15 strings, ``.`` for an empty square."""
        if self._rows is None:
            self._rows = ["".join(cell or "." for cell in row) for row in self._cells]
        return list(self._rows)
