"""A printable HTML page for sighted players: large type, plain tables, every word escaped."""

from __future__ import annotations

import html

from motamot.publish.sheet import Field, Heading, Paragraph, Sheet, Table, walk

STYLE = (
    "body{font:16pt sans-serif;margin:1cm}table{border-collapse:collapse;width:100%}"
    "th,td{border:1px solid #000;padding:.2em .4em;text-align:left}td.n{text-align:right}"
    "p.field{border-bottom:1px solid #000;padding-top:.8em;width:60%}"
    "@media print{body{margin:0}}"
)


class HtmlSheet:
    def __init__(self, language: str) -> None:
        self.language = language
        self.parts: list[str] = []

    def begin(self, title: str) -> None:
        e = html.escape
        self.parts.append(
            "<!DOCTYPE html>\n"
            f'<html lang="{e(self.language)}"><head><meta charset="utf-8">'
            f"<title>{e(title)}</title><style>{STYLE}</style></head><body><h1>{e(title)}</h1>"
        )

    def heading(self, heading: Heading) -> None:
        self.parts.append(f"<h2>{html.escape(heading.text)}</h2>")

    def paragraph(self, paragraph: Paragraph) -> None:
        self.parts.append(f"<p>{html.escape(paragraph.text)}</p>")

    def field(self, field: Field) -> None:
        self.parts.append(f'<p class="field">{html.escape(field.label)}</p>')

    def table(self, table: Table) -> None:
        e = html.escape
        head = "".join(f'<th scope="col">{e(label)}</th>' for label in table.columns)
        body = "".join(
            "<tr>"
            + "".join(f'<td class="n">{e(c.text)}</td>' if c.number else f"<td>{e(c.text)}</td>" for c in row)
            + "</tr>"
            for row in table.rows
        )
        self.parts.append(f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
        if not table.rows and table.empty:
            self.parts.append(f"<p>{e(table.empty)}</p>")

    def result(self) -> str:
        return "".join(self.parts) + "</body></html>\n"


def html_of(sheet: Sheet, language: str) -> str:
    return walk(sheet, HtmlSheet(language))
