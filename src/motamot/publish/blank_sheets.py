"""Blank sheets for a club that keeps paper: the scoresheet and the match sheet to print
(HTML) and to emboss (BRF), in the player's language (seed 000 §2.1.1 and §2.4)."""

from __future__ import annotations

from gettext import NullTranslations
from pathlib import Path

from motamot.describe.scoresheet import (
    BLANK_TURNS,
    PLAYERS_OF_A_MATCH,
    blank_scoresheet_columns,
    blank_scoresheet_how,
    blank_sheet_fields,
    blank_sheet_names,
    match_columns,
    match_points_rule,
    player_number,
)
from motamot.publish.brf import brf_of
from motamot.publish.exports import write_files
from motamot.publish.html import html_of
from motamot.publish.sheet import Cell, Field, Paragraph, Sheet, Table


def blank_scoresheet(tr: NullTranslations) -> Sheet:
    """Both players side by side, a line a turn; embossed, a numbered line a turn, the rest of
    each line blank for the player's own writing."""
    columns = blank_scoresheet_columns(tr)
    rows = tuple(
        (Cell(str(turn), True),) + (Cell(""),) * (len(columns) - 1) for turn in range(1, BLANK_TURNS + 1)
    )
    read = (blank_scoresheet_how(tr), *(f"{turn}." for turn in range(1, BLANK_TURNS + 1)))
    fields = tuple(Field(label) for label in blank_sheet_fields(tr))
    return Sheet(tr.gettext("Feuille de marque"), (*fields, Table(tuple(columns), rows, read)))


def blank_match_sheet(tr: NullTranslations) -> Sheet:
    """One match sheet for both players; embossed, each label on a line of its own."""
    _ = tr.gettext
    columns = (_("Joueur"), _("Nom"), *match_columns(tr))
    rows = tuple((Cell(player_number(tr, n)),) + (Cell(""),) * (len(columns) - 1) for n in PLAYERS_OF_A_MATCH)
    read = tuple(line for n in PLAYERS_OF_A_MATCH for line in (player_number(tr, n), *columns[1:]))
    fields = tuple(Field(label) for label in blank_sheet_fields(tr)[:4])
    return Sheet(
        _("Feuille de match"), (*fields, Table(columns, rows, read), Paragraph(match_points_rule(tr)))
    )


def write_blank_sheets(tr: NullTranslations, folder: Path, language: str) -> list[Path]:
    """The four files into ``folder``; RecordError(NOT_WRITTEN) when the system refuses."""
    scoresheet, match_sheet = blank_sheet_names(tr)
    files = {}
    for stem, sheet in ((scoresheet, blank_scoresheet(tr)), (match_sheet, blank_match_sheet(tr))):
        files[f"{stem}.html"] = html_of(sheet, language)
        files[f"{stem}.brf"] = brf_of(sheet)
    return write_files(folder, files)
