"""The board, a rack and the scoresheet in braille: lines of Unicode braille for
the screen and the braille display, and BRF pages of 40 cells by 25 lines for
an embosser.

A board row takes 32 cells: the row's letter, a blank, then two cells per
square, so that a row fits one 40-cell line:
- a tile: its letter, then its value in the lower dots (0 for 10);
- a joker: the letter it stands for, then dots 3-6 (no value);
- a premium square: t (triangle) or r (rond) or e (étoile), the relief of the
  braille edition (004 §1.2), then a blank cell when hollow (creux) or a
  full cell when filled (plein);
- an empty plain square: dot 3, then a blank cell.
The tiles of a rack are written as the braille edition prints them: capital
sign, letter, value (004 §1.3). The board page carries its legend.
"""

from __future__ import annotations

from collections.abc import Sequence

from motamot.braille.cells import (
    BLANK_CELL,
    CAPITAL,
    LETTERS,
    LINE_CELLS,
    LOWER_DIGITS,
    PAGE_LINES,
    cell,
    tile_value_cell,
    to_braille_ascii,
    transcribe,
    wrap,
)
from motamot.rules.board import ROW_LETTERS, SIZE, Board, Premium, Square, premium_at
from motamot.rules.tiles import BLANK, tile_value

HOLLOW, FILLED = BLANK_CELL, cell(1, 2, 3, 4, 5, 6)
JOKER_MARK = cell(3, 6)
EMPTY = cell(3) + BLANK_CELL
PREMIUM_CELLS = {
    Premium.DOUBLE_LETTER: LETTERS["t"] + HOLLOW,  # triangle creux
    Premium.TRIPLE_LETTER: LETTERS["t"] + FILLED,  # triangle plein
    Premium.DOUBLE_WORD: LETTERS["r"] + HOLLOW,  # rond creux
    Premium.TRIPLE_WORD: LETTERS["r"] + FILLED,  # rond plein
    Premium.CENTRE: LETTERS["e"] + HOLLOW,  # étoile
}


def square_cells(board: Board, square: Square) -> str:
    tile = board[square]
    if tile is None:
        return PREMIUM_CELLS.get(premium_at(square), EMPTY)
    if tile.islower():
        return LETTERS[tile] + JOKER_MARK
    return LETTERS[tile.lower()] + tile_value_cell(tile_value(tile))


def column_header() -> str:
    """The column numbers over the squares, two cells each, in the lower dots."""
    numbers = "".join(f"{n:>2}" for n in range(1, SIZE + 1))
    return BLANK_CELL * 2 + "".join(LOWER_DIGITS.get(c, BLANK_CELL) for c in numbers)


def board_row(board: Board, row: int) -> str:
    squares = "".join(square_cells(board, Square(row, col)) for col in range(SIZE))
    return LETTERS[ROW_LETTERS[row].lower()] + BLANK_CELL + squares


def board_lines(board: Board) -> list[str]:
    """The column header and the fifteen rows."""
    return [column_header()] + [board_row(board, row) for row in range(SIZE)]


# The legend's symbols, in the order of ``describe.board.braille_legend``'s texts.
LEGEND_CELLS = (
    LETTERS["a"] + tile_value_cell(1),
    LETTERS["a"] + JOKER_MARK,
    PREMIUM_CELLS[Premium.DOUBLE_LETTER],
    PREMIUM_CELLS[Premium.TRIPLE_LETTER],
    PREMIUM_CELLS[Premium.DOUBLE_WORD],
    PREMIUM_CELLS[Premium.TRIPLE_WORD],
    PREMIUM_CELLS[Premium.CENTRE],
    EMPTY,
)


def legend_lines(texts: Sequence[str]) -> list[str]:
    """Each symbol of the board followed by what it means, wrapped to 40 cells."""
    lines = []
    for cells, text in zip(LEGEND_CELLS, texts, strict=True):
        lines += wrap(cells + BLANK_CELL + transcribe(text))
    return lines


def board_page(board: Board, title: str, legend: Sequence[str]) -> list[str]:
    """The board as one embossed page: title, header, rows, legend."""
    return wrap(transcribe(title)) + board_lines(board) + legend_lines(legend)


def rack_cells(tiles: list[str] | tuple[str, ...]) -> str:
    """A rack as the braille edition prints its tiles, a blank between tiles;
    a joker is a blank tile: a full cell."""
    parts = []
    for tile in tiles:
        if tile == BLANK:
            parts.append(cell(1, 2, 3, 4, 5, 6))
        else:
            parts.append(CAPITAL + LETTERS[tile.lower()] + tile_value_cell(tile_value(tile)))
    return BLANK_CELL.join(parts)


def text_braille(texts: Sequence[str]) -> list[str]:
    """Lines of text (a scoresheet) in braille, each wrapped to 40 cells."""
    lines: list[str] = []
    for text in texts:
        lines += wrap(transcribe(text))
    return lines


def brf(pages: list[list[str]]) -> str:
    """BRF text: Braille ASCII, lines of at most 40 cells, 25 lines a page, a
    form feed between pages; longer documents flow onto more pages."""
    out_pages: list[str] = []
    for page in pages:
        for start in range(0, max(len(page), 1), PAGE_LINES):
            chunk = page[start : start + PAGE_LINES]
            assert all(len(line) <= LINE_CELLS for line in chunk)
            out_pages.append("\r\n".join(to_braille_ascii(line).rstrip() for line in chunk))
    return "\r\n\f".join(out_pages) + "\r\n"
