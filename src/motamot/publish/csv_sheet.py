"""CSV for a spreadsheet: each table of the sheet, its columns first; headings and paragraphs
are not data and stay out. A cell a spreadsheet would take for a formula is quoted."""

from __future__ import annotations

import csv
import io

from motamot.publish.sheet import Field, Heading, Paragraph, Sheet, Table, walk


class CsvSheet:
    def __init__(self) -> None:
        self.out = io.StringIO()
        self.writer = csv.writer(self.out, lineterminator="\n")

    def begin(self, title: str) -> None:
        """A spreadsheet's first row is the columns."""

    def heading(self, heading: Heading) -> None:
        """Not data."""

    def paragraph(self, paragraph: Paragraph) -> None:
        """Not data."""

    def field(self, field: Field) -> None:
        """Not data."""

    def table(self, table: Table) -> None:
        self.writer.writerow(table.columns)
        for row in table.rows:
            self.writer.writerow([cell.text if cell.number else formula_safe(cell.text) for cell in row])

    def result(self) -> str:
        return self.out.getvalue()


def formula_safe(text: str) -> str:
    """A name a spreadsheet must not take for a formula ("=HYPERLINK(…)")."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def csv_of(sheet: Sheet) -> str:
    return walk(sheet, CsvSheet())
