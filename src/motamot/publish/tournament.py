"""A classic tournament's sheets: the standings and every round's pairings as plain text (as
they are read aloud), the standings and the pairings as CSV for a spreadsheet, and a printable
HTML page, each a ``Sheet`` walked by its format. The words come from ``describe.tournament``;
each file is written atomically."""

from __future__ import annotations

from gettext import NullTranslations
from pathlib import Path

from motamot.describe.tournament import (
    abbreviations_legend,
    absent_text,
    first_named_starts,
    match_text,
    pairing_lines,
    round_name,
    standings_lines,
    standings_title,
)
from motamot.describe.words import grouped
from motamot.publish.csv_sheet import csv_of
from motamot.publish.exports import write_files
from motamot.publish.html import html_of
from motamot.publish.sheet import Cell, Heading, Paragraph, Sheet, Table, cells
from motamot.publish.text import text_of
from motamot.tournament.model import Forfeit
from motamot.tournament.standings import Standing
from motamot.tournament.tournament import Tournament


def write_tournament_exports(
    tr: NullTranslations,
    tournament: Tournament,
    table: list[Standing],
    after: int,
    final: bool,
    folder: Path,
    stem: str,
    language: str = "fr",
) -> list[Path]:
    """Every format into ``folder``, the standings after round ``after`` (``final`` once the
    tournament is over); the paths written. RecordError(NOT_WRITTEN) when the system refuses."""
    read: list[Heading | Paragraph] = [
        Paragraph(line) for line in standings_lines(tr, tournament, table, after, final, abbreviated=True)
    ]
    for number in range(1, tournament.paired_rounds + 1):
        lines = pairing_lines(tr, tournament, number)
        read += [Heading(lines[0]), *(Paragraph(line) for line in lines[1:])]
    files = {
        f"{stem}-classement.txt": text_of(Sheet(tournament.name, tuple(read))),
        f"{stem}-classement.csv": csv_of(Sheet(tournament.name, (standings_table(tr, table),))),
        f"{stem}-appariements.csv": csv_of(Sheet(tournament.name, (pairings_table(tr, tournament),))),
        f"{stem}.html": html_of(tournament_sheet(tr, tournament, table, after, final), language),
    }
    return write_files(folder, files)


def standings_table(tr: NullTranslations, table: list[Standing]) -> Table:
    _ = tr.gettext
    columns = (_("Rang"), _("Ex æquo"), _("Joueur"), _("Cote"), "PM", "PPM", "Pdep", _("Rondes jouées"))
    rows = tuple(
        cells(
            s.rank,
            _("oui") if s.tied else _("non"),
            s.player.name,
            f"{s.player.rating_kind.value} {s.player.rating}",
            s.match_points,
            "" if s.ppm is None else s.ppm,
            s.pdep,
            s.games,
        )
        for s in table
    )
    return Table(columns, rows)


def pairings_table(tr: NullTranslations, tournament: Tournament) -> Table:
    _ = tr.gettext
    columns = (
        _("Ronde"),
        _("Nom de la ronde"),
        _("Table"),
        _("Joueur 1"),
        _("Score 1"),
        _("Joueur 2"),
        _("Score 2"),
        _("Forfait"),
        _("Manches"),
    )
    rows = []
    for m in sorted(tournament.matches, key=lambda m: (m.round, m.table)):
        second = tournament.name_of(m.second) if m.second is not None else _("exempt")
        forfeit = {
            None: "",
            Forfeit.FIRST: tournament.name_of(m.first),
            Forfeit.SECOND: second,
            Forfeit.BOTH: _("les deux"),
        }[m.forfeit]
        # In two winning games, the scores are the games won, and each game's scores follow.
        first_score, second_score = m.wins if m.games else (m.first_score, m.second_score)
        rows.append(
            cells(
                m.round,
                round_name(tr, tournament, m.round),
                m.table,
                tournament.name_of(m.first),
                "" if first_score is None else first_score,
                second,
                "" if second_score is None else second_score,
                forfeit,
                " ".join(f"{a}-{b}" for a, b in m.games),
            )
        )
    return Table(columns, tuple(rows))


def tournament_sheet(
    tr: NullTranslations,
    tournament: Tournament,
    table: list[Standing],
    after: int,
    final: bool,
) -> Sheet:
    """The standings in a table, then each round's matches and absents."""
    _ = tr.gettext
    rows = tuple(
        (
            Cell(f"{s.rank}=" if s.tied else str(s.rank), True),
            Cell(s.player.name + (" (" + _("retrait") + ")" if s.player.withdrawn_from else "")),
            Cell(f"{s.player.rating_kind.value} {grouped(tr, s.player.rating)}"),
            Cell(str(s.match_points), True),
            Cell("" if s.ppm is None else str(s.ppm), True),
            Cell(grouped(tr, s.pdep), True),
        )
        for s in table
    )
    blocks: list[Heading | Paragraph | Table] = [
        Heading(standings_title(tr, tournament, after, final)),
        Table((_("Rang"), _("Joueur"), _("Cote"), "PM", "PPM", "Pdep"), rows),
        Paragraph(abbreviations_legend(tr)),
    ]
    for number in range(1, tournament.paired_rounds + 1):
        blocks.append(Heading(round_name(tr, tournament, number)))
        if starts := first_named_starts(tr, tournament, number):
            blocks.append(Paragraph(starts))
        blocks += [Paragraph(match_text(tr, tournament, m)) for m in tournament.round_matches(number)]
        if absent := absent_text(tr, tournament, number):
            blocks.append(Paragraph(absent))
    return Sheet(tournament.name, tuple(blocks))
