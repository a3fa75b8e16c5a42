"""Blank sheets for a club that keeps paper: the scoresheet and the match sheet to print
(HTML) and to emboss (BRF), in the player's language."""

from __future__ import annotations

from gettext import NullTranslations
from pathlib import Path

from motamot.braille.render import brf, text_braille
from motamot.describe.scoresheet import (
    blank_match_sheet_html,
    blank_match_sheet_lines,
    blank_scoresheet_html,
    blank_scoresheet_lines,
    blank_sheet_names,
)
from motamot.publish.exports import write_files


def write_blank_sheets(tr: NullTranslations, folder: Path, language: str) -> list[Path]:
    """The four files into ``folder``; RecordError(NOT_WRITTEN) when the system refuses."""
    scoresheet, match_sheet = blank_sheet_names(tr)
    files = {
        f"{scoresheet}.html": blank_scoresheet_html(tr, language),
        f"{scoresheet}.brf": brf([text_braille(blank_scoresheet_lines(tr))]),
        f"{match_sheet}.html": blank_match_sheet_html(tr, language),
        f"{match_sheet}.brf": brf([text_braille(blank_match_sheet_lines(tr))]),
    }
    return write_files(folder, files)
