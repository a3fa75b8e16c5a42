"""A duplicate game's sheets written to files: the per-turn table as plain text, a
printable HTML page with the ranking, GCG with the racks, and BRF for an embosser.
Players are listed in French alphabetical order, the ranking by total (ties in
French order). Each file is written atomically."""

from __future__ import annotations

import html
from gettext import NullTranslations
from pathlib import Path

from motamot.braille.render import brf, text_braille
from motamot.describe.duplicate import duplicate_ranking, duplicate_table
from motamot.describe.page import html_page, html_table
from motamot.publish.exports import write_files
from motamot.records.duplicate import duplicate_to_gcg
from motamot.records.gcg import format_gcg
from motamot.rules.duplicate import DuplicateGame


def write_duplicate_exports(
    tr: NullTranslations, game: DuplicateGame, folder: Path, stem: str, language: str = "fr"
) -> list[Path]:
    """Every format into ``folder``; the paths written. RecordError(NOT_WRITTEN) when the
    system refuses (the folder is created with the first file)."""
    _ = tr.gettext
    table = duplicate_table(tr, game)
    ranking = duplicate_ranking(tr, game)
    rows = [[(cell, cell.strip().lstrip("-").isdigit()) for cell in line.split(" | ")] for line in table[1:]]
    body = html_table(table[0].split(" | "), rows) + "".join(
        f"<p>{html.escape(line)}</p>" for line in ranking
    )
    files = {
        f"{stem}.txt": "\n".join(table + [""] + ranking) + "\n",
        f"{stem}.html": html_page(_("Partie duplicate"), language, body),
        f"{stem}.gcg": format_gcg(duplicate_to_gcg(game)),
        f"{stem}.brf": brf([text_braille(ranking), text_braille(table)]),
    }
    return write_files(folder, files)
