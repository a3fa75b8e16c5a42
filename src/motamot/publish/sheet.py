"""A sheet as one value, walked once by each format.

Every file motamot writes for people (a scoresheet, a duplicate game's table, an evening's
ranking, a tournament's standings, a blank sheet) is first a ``Sheet``: a title and blocks
(headings, paragraphs, fields to fill in, tables) whose words all come from ``describe``. Each format is a
visitor in a module of its own (``text``, ``html``, ``brf``, ``csv_sheet``) that ``walk``
takes through the blocks once, as python-chess's PGN visitors walk a game; a new format is
one more visitor, and no format splits another's text back into cells.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Cell:
    text: str
    number: bool = False  # laid out right-aligned where the format aligns


@dataclass(frozen=True)
class Heading:
    text: str


@dataclass(frozen=True)
class Paragraph:
    text: str


@dataclass(frozen=True)
class Field:
    """A label with room to write by hand after it (a blank sheet's heading)."""

    label: str


@dataclass(frozen=True)
class Table:
    """Rows of cells under their columns. ``read`` is the same rows as sentences, for the
    formats that are read line by line (plain text, braille); without it those formats read
    each cell after its column's name. ``empty`` is said instead of rows when there are none."""

    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    read: tuple[str, ...] | None = None
    empty: str = ""

    def read_lines(self) -> list[str]:
        if self.read is not None:
            lines = list(self.read)
        else:
            lines = [self.row_read(row) for row in self.rows]
        return lines if self.rows or not self.empty else [*lines, self.empty]

    def row_read(self, row: tuple[Cell, ...]) -> str:
        """A row without its sentence read as one: each cell after its column's name, commas
        between ("Coup 1, Tirage EIOLMLS, Top G8 MOLLIES"), never a bar a screen reader names;
        a first cell that is not a number ("Total", a player's name) alone."""
        said = []
        for index, (column, cell) in enumerate(zip(self.columns, row, strict=True)):
            if cell.text.strip():
                alone = index == 0 and not cell.number
                said.append(cell.text if alone else f"{column} {cell.text}")
        return ", ".join(said) + "."


Block = Heading | Paragraph | Field | Table


@dataclass(frozen=True)
class Sheet:
    title: str
    blocks: tuple[Block, ...]


class SheetVisitor(Protocol):
    def begin(self, title: str) -> None: ...

    def heading(self, heading: Heading) -> None: ...

    def paragraph(self, paragraph: Paragraph) -> None: ...

    def field(self, field: Field) -> None: ...

    def table(self, table: Table) -> None: ...

    def result(self) -> str: ...


def walk(sheet: Sheet, visitor: SheetVisitor) -> str:
    """The sheet in the visitor's format: its title, then every block in order, once."""
    visitor.begin(sheet.title)
    for block in sheet.blocks:
        match block:
            case Heading():
                visitor.heading(block)
            case Paragraph():
                visitor.paragraph(block)
            case Field():
                visitor.field(block)
            case Table():
                visitor.table(block)
    return visitor.result()


def cells(*texts: str | int) -> tuple[Cell, ...]:
    """A row: numbers (given as int) right-aligned, text as it is."""
    return tuple(Cell(str(text), isinstance(text, int)) for text in texts)
