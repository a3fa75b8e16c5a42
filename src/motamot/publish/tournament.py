"""A classic tournament's sheets written to files: the standings and every round's pairings
as plain text, the standings and the pairings as CSV for a spreadsheet, and a printable HTML
page. The sentences come from ``describe.tournament``; each file is written atomically."""

from __future__ import annotations

import csv
import html
import io
from gettext import NullTranslations
from pathlib import Path

from motamot.describe.page import html_page, html_table
from motamot.describe.tournament import (
    absent_text,
    match_text,
    pairing_lines,
    round_name,
    standings_lines,
    standings_title,
)
from motamot.publish.exports import write_files
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
    text_lines = standings_lines(tr, tournament, table, after, final)
    for number in range(1, tournament.paired_rounds + 1):
        text_lines += [""] + pairing_lines(tr, tournament, number)
    files = {
        f"{stem}-classement.txt": "\n".join(text_lines) + "\n",
        f"{stem}-classement.csv": standings_csv(tr, table),
        f"{stem}-appariements.csv": pairings_csv(tr, tournament),
        f"{stem}.html": tournament_html(tr, tournament, table, after, final, language),
    }
    return write_files(folder, files)


def standings_csv(tr: NullTranslations, table: list[Standing]) -> str:
    _ = tr.gettext
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        [_("Rang"), _("Ex æquo"), _("Joueur"), _("Cote"), "PM", "PPM", "Pdep", _("Rondes jouées")]
    )
    for s in table:
        writer.writerow(
            [
                s.rank,
                _("oui") if s.tied else _("non"),
                _csv_safe(s.player.name),
                f"{s.player.rating_kind.value} {s.player.rating}",
                s.match_points,
                "" if s.ppm is None else s.ppm,
                s.pdep,
                s.games,
            ]
        )
    return out.getvalue()


def pairings_csv(tr: NullTranslations, tournament: Tournament) -> str:
    _ = tr.gettext
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        [
            _("Ronde"),
            _("Nom de la ronde"),
            _("Table"),
            _("Joueur 1"),
            _("Score 1"),
            _("Joueur 2"),
            _("Score 2"),
            _("Forfait"),
            _("Manches"),
        ]
    )
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
        writer.writerow(
            [
                m.round,
                round_name(tr, tournament, m.round),
                m.table,
                _csv_safe(tournament.name_of(m.first)),
                "" if first_score is None else first_score,
                _csv_safe(second),
                "" if second_score is None else second_score,
                _csv_safe(forfeit),
                " ".join(f"{a}-{b}" for a, b in m.games),
            ]
        )
    return out.getvalue()


def _csv_safe(text: str) -> str:
    """A name a spreadsheet must not take for a formula ("=HYPERLINK(…)")."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def tournament_html(
    tr: NullTranslations,
    tournament: Tournament,
    table: list[Standing],
    after: int,
    final: bool,
    language: str,
) -> str:
    _ = tr.gettext
    e = html.escape
    rows = [
        [
            (f"{s.rank}=" if s.tied else str(s.rank), True),
            (s.player.name + (" (" + _("retrait") + ")" if s.player.withdrawn_from else ""), False),
            (f"{s.player.rating_kind.value} {s.player.rating}", False),
            (str(s.match_points), True),
            ("" if s.ppm is None else str(s.ppm), True),
            (str(s.pdep), True),
        ]
        for s in table
    ]
    body = f"<h2>{e(standings_title(tr, tournament, after, final))}</h2>"
    body += html_table([_("Rang"), _("Joueur"), _("Cote"), "PM", "PPM", "Pdep"], rows)
    for number in range(1, tournament.paired_rounds + 1):
        body += f"<h2>{e(round_name(tr, tournament, number))}</h2>"
        body += "".join(
            f"<p>{e(match_text(tr, tournament, m))}</p>" for m in tournament.round_matches(number)
        )
        if absent := absent_text(tr, tournament, number):
            body += f"<p>{e(absent)}</p>"
    return html_page(tournament.name, language, body)
