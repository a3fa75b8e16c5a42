"""BRF for an embosser: the sheet's lines in braille, 40 cells a line, 25 lines a page, each
heading starting a page of its own (the title heads the first); the board as a page of its
own."""

from __future__ import annotations

from collections.abc import Sequence

from motamot.braille.render import board_page, brf, text_braille
from motamot.publish.sheet import Field, Heading, Paragraph, Sheet, Table, walk
from motamot.rules.board import Board


class BrfSheet:
    def __init__(self) -> None:
        self.pages: list[list[str]] = [[]]

    def begin(self, title: str) -> None:
        self.pages[-1] += text_braille([title])

    def heading(self, heading: Heading) -> None:
        self.pages.append(text_braille([heading.text]))

    def paragraph(self, paragraph: Paragraph) -> None:
        self.pages[-1] += text_braille([paragraph.text])

    def field(self, field: Field) -> None:
        self.pages[-1] += text_braille([field.label])

    def table(self, table: Table) -> None:
        self.pages[-1] += text_braille(table.read_lines())

    def result(self) -> str:
        return brf(self.pages)


def brf_of(sheet: Sheet) -> str:
    return walk(sheet, BrfSheet())


def board_brf(board: Board, title: str, legend: Sequence[str]) -> str:
    """The board as one embossed page: its title, its rows, the legend of its signs."""
    return brf([board_page(board, title, legend)])
