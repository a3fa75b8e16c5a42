"""Plain text: the sheet's lines as a screen reader or a printer reads them, its title first,
a blank line before each heading."""

from __future__ import annotations

from motamot.publish.sheet import Field, Heading, Paragraph, Sheet, Table, walk


class TextSheet:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def begin(self, title: str) -> None:
        self.lines.append(title)

    def heading(self, heading: Heading) -> None:
        self.lines.append("")
        self.lines.append(heading.text)

    def paragraph(self, paragraph: Paragraph) -> None:
        self.lines.append(paragraph.text)

    def field(self, field: Field) -> None:
        self.lines.append(field.label)

    def table(self, table: Table) -> None:
        self.lines += table.read_lines()

    def result(self) -> str:
        return "\n".join(self.lines) + "\n"


def text_of(sheet: Sheet) -> str:
    return walk(sheet, TextSheet())
