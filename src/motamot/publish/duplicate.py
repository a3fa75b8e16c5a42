"""A duplicate game's sheets: the per-turn table and the ranking as one ``Sheet``, written as
plain text, a printable HTML page and BRF, with GCG (the racks included); an evening's games
ranked together the same way. Players are listed in French alphabetical order, the ranking
by total (ties in French order). The rows and lines come from ``describe.duplicate``. Each
file is written atomically."""

from __future__ import annotations

from gettext import NullTranslations
from pathlib import Path

from motamot.describe.duplicate import (
    duplicate_ranking,
    duplicate_table,
    evening_ranking,
    evening_table,
    racks_legend,
)
from motamot.files import write_atomically
from motamot.lexicon.lexicon import Lexicon
from motamot.publish.brf import brf_of
from motamot.publish.exports import write_files
from motamot.publish.gcg import gcg_of
from motamot.publish.html import html_of
from motamot.publish.sheet import Block, Cell, Heading, Paragraph, Sheet, Table
from motamot.publish.text import text_of
from motamot.rules.duplicate import DuplicateGame, Evening


def _table(rows: list[list[str]]) -> Table:
    """``describe``'s rows (a header first) as a table; numbers right-aligned."""
    return Table(
        tuple(rows[0]),
        tuple(tuple(Cell(text, text.strip().lstrip("-").isdigit()) for text in row) for row in rows[1:]),
    )


def _ranked(title: str, turns: tuple[Block, ...], ranking: list[str]) -> Sheet:
    """The table (and its legend), then the ranking under its first line."""
    lines = [Paragraph(line) for line in ranking[1:]]
    return Sheet(title, (*turns, Heading(ranking[0]), *lines))


def _turns(tr: NullTranslations, game: DuplicateGame) -> tuple[Block, ...]:
    """A game's table turn by turn, then the legend of its racks' signs."""
    rows = duplicate_table(tr, game)
    return (_table(rows), *(Paragraph(line) for line in racks_legend(tr, rows)))


def duplicate_sheet(tr: NullTranslations, game: DuplicateGame) -> Sheet:
    return _ranked(tr.gettext("Partie duplicate"), _turns(tr, game), duplicate_ranking(tr, game))


def write_duplicate_exports(
    tr: NullTranslations,
    game: DuplicateGame,
    folder: Path,
    stem: str,
    language: str = "fr",
    *,
    lexicon: Lexicon,
) -> list[Path]:
    """Every format into ``folder``; the paths written. RecordError(NOT_WRITTEN) when the
    system refuses (the folder is created with the first file)."""
    sheet = duplicate_sheet(tr, game)
    files = {
        f"{stem}.txt": text_of(sheet),
        f"{stem}.html": html_of(sheet, language),
        f"{stem}.brf": brf_of(sheet),
        f"{stem}.gcg": gcg_of(game, lexicon),
    }
    return write_files(folder, files)


def write_duplicate_record(
    tr: NullTranslations, game: DuplicateGame, gcg: Path, table: Path, *, lexicon: Lexicon
) -> list[Path]:
    """A saved game's record: GCG with the racks at ``gcg``, the per-turn table as plain text
    at ``table``; the paths written."""
    write_atomically(gcg, gcg_of(game, lexicon))
    write_atomically(table, text_of(Sheet(tr.gettext("Partie duplicate"), _turns(tr, game))))
    return [gcg, table]


def write_evening_exports(
    tr: NullTranslations, evening: Evening, folder: Path, stem: str, language: str = "fr"
) -> list[Path]:
    """An evening of several games ranked together, in the formats of a game's sheets."""
    sheet = _ranked(
        tr.gettext("Soirée duplicate"), (_table(evening_table(tr, evening)),), evening_ranking(tr, evening)
    )
    files = {
        f"{stem}.txt": text_of(sheet),
        f"{stem}.html": html_of(sheet, language),
        f"{stem}.brf": brf_of(sheet),
    }
    return write_files(folder, files)
