"""A sheet is one value that each format walks once (issue 45, point 5): plain text, HTML,
BRF and CSV lay out the same blocks, each its own way, and none splits another's text back."""

from __future__ import annotations

import csv
import io

from motamot.publish.brf import brf_of
from motamot.publish.csv_sheet import csv_of
from motamot.publish.html import html_of
from motamot.publish.sheet import Field, Heading, Paragraph, Sheet, Table, cells, walk
from motamot.publish.text import text_of

SHEET = Sheet(
    "Feuille <de> marque",
    (
        Field("Tournoi"),
        Paragraph("Anne, =Bruno, règles ffsc."),
        Table(
            ("Coup", "Joueur", "Score"),
            (cells(1, "Anne", 8), cells(2, "=Bruno", 13)),
            ("1. Anne, 8", "2. =Bruno, 13"),
        ),
        Heading("Feuille de match."),
        Paragraph("Bruno gagne."),
        Table(("Coup",), (), empty="Aucun coup joué."),
    ),
)


class Recording:
    """A format that notes what it is shown, in order."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def begin(self, title: str) -> None:
        self.seen.append(f"title {title}")

    def heading(self, heading: Heading) -> None:
        self.seen.append(f"heading {heading.text}")

    def paragraph(self, paragraph: Paragraph) -> None:
        self.seen.append(f"paragraph {paragraph.text}")

    def field(self, field: Field) -> None:
        self.seen.append(f"field {field.label}")

    def table(self, table: Table) -> None:
        self.seen.append(f"table {len(table.rows)}")

    def result(self) -> str:
        return "\n".join(self.seen)


def test_a_new_format_is_a_visitor_shown_every_block_once_in_order() -> None:
    assert walk(SHEET, Recording()).splitlines() == [
        "title Feuille <de> marque",
        "field Tournoi",
        "paragraph Anne, =Bruno, règles ffsc.",
        "table 2",
        "heading Feuille de match.",
        "paragraph Bruno gagne.",
        "table 0",
    ]


def test_plain_text_reads_tables_as_their_sentences_and_sets_headings_apart() -> None:
    assert text_of(SHEET).splitlines() == [
        "Feuille <de> marque",
        "Tournoi",
        "Anne, =Bruno, règles ffsc.",
        "1. Anne, 8",
        "2. =Bruno, 13",
        "",
        "Feuille de match.",
        "Bruno gagne.",
        "Aucun coup joué.",
    ]
    # A table without sentences: each cell after its column's name, never a bar a screen reader
    # names; a first cell that is not a number (a total, a name) alone.
    bare = Sheet("T", (Table(("Coup", "Top"), (cells(1, "MOT"), cells("Total", 24))),))
    assert text_of(bare).splitlines() == ["T", "Coup 1, Top MOT.", "Total, Top 24."]


def test_the_page_escapes_every_word_and_aligns_numbers() -> None:
    page = html_of(SHEET, "fr")
    assert page.startswith('<!DOCTYPE html>\n<html lang="fr">')
    assert "<h1>Feuille &lt;de&gt; marque</h1>" in page and "<de>" not in page
    assert '<p class="field">Tournoi</p>' in page
    assert '<td class="n">13</td><td>' not in page and '<td>=Bruno</td><td class="n">13</td>' in page
    assert "<h2>Feuille de match.</h2>" in page and "<p>Aucun coup joué.</p>" in page


def test_braille_starts_a_page_at_each_heading_and_keeps_to_40_cells() -> None:
    pages = brf_of(SHEET).split("\f")
    assert len(pages) == 2
    assert all(len(line) <= 40 for page in pages for line in page.splitlines())


def test_a_spreadsheet_gets_the_tables_only_and_no_formula() -> None:
    rows = list(csv.reader(io.StringIO(csv_of(SHEET))))
    assert rows == [["Coup", "Joueur", "Score"], ["1", "Anne", "8"], ["2", "'=Bruno", "13"], ["Coup"]]
