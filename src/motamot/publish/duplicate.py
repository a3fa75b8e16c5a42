"""A duplicate game's sheets written to files: the per-turn table as plain text, a
printable HTML page with the ranking, GCG with the racks, and BRF for an embosser.
Players are listed in French alphabetical order, the ranking by total (ties in
French order). The table's rows come from ``describe.duplicate``, each format lays them
out its own way. Each file is written atomically."""

from __future__ import annotations

import html
from gettext import NullTranslations
from pathlib import Path

from motamot.braille.render import brf, text_braille
from motamot.describe.duplicate import duplicate_ranking, duplicate_table, evening_ranking, evening_table
from motamot.describe.page import html_page, html_table
from motamot.files import write_atomically
from motamot.publish.exports import write_files
from motamot.records.duplicate import duplicate_to_gcg
from motamot.records.gcg import format_gcg
from motamot.rules.duplicate import DuplicateGame, Evening


def write_duplicate_exports(
    tr: NullTranslations, game: DuplicateGame, folder: Path, stem: str, language: str = "fr"
) -> list[Path]:
    """Every format into ``folder``; the paths written. RecordError(NOT_WRITTEN) when the
    system refuses (the folder is created with the first file)."""
    _ = tr.gettext
    table = duplicate_table(tr, game)
    ranking = duplicate_ranking(tr, game)
    files = _sheets(stem, table, ranking, html_page(_("Partie duplicate"), language, _body(table, ranking)))
    files[f"{stem}.gcg"] = format_gcg(duplicate_to_gcg(game))
    return write_files(folder, files)


def write_duplicate_record(tr: NullTranslations, game: DuplicateGame, gcg: Path, table: Path) -> list[Path]:
    """A saved game's record: GCG with the racks at ``gcg``, the per-turn table as plain text
    at ``table``; the paths written."""
    write_atomically(gcg, format_gcg(duplicate_to_gcg(game)))
    write_atomically(table, _text(duplicate_table(tr, game)))
    return [gcg, table]


def write_evening_exports(
    tr: NullTranslations, evening: Evening, folder: Path, stem: str, language: str = "fr"
) -> list[Path]:
    """An evening of several games ranked together, in the formats of a game's sheets."""
    table, ranking = evening_table(tr, evening), evening_ranking(tr, evening)
    page = html_page(tr.gettext("Soirée duplicate"), language, _body(table, ranking))
    return write_files(folder, _sheets(stem, table, ranking, page))


def _lines(table: list[list[str]]) -> list[str]:
    """The rows as text lines, the cells apart with a bar ("1 | AECC?NU | …")."""
    return [" | ".join(row) for row in table]


def _text(table: list[list[str]]) -> str:
    return "\n".join(_lines(table)) + "\n"


def _body(table: list[list[str]], ranking: list[str]) -> str:
    """The table (a header first), then the ranking, as HTML; numbers right-aligned."""
    rows = [[(cell, cell.strip().lstrip("-").isdigit()) for cell in row] for row in table[1:]]
    paragraphs = "".join(f"<p>{html.escape(line)}</p>" for line in ranking)
    return html_table(table[0], rows) + paragraphs


def _sheets(stem: str, table: list[list[str]], ranking: list[str], page: str) -> dict[str, str]:
    return {
        f"{stem}.txt": "\n".join(_lines(table) + [""] + ranking) + "\n",
        f"{stem}.html": page,
        f"{stem}.brf": brf([text_braille(ranking), text_braille(_lines(table))]),
    }
