"""A classic game's sheets: the scoresheet and match sheet as one ``Sheet`` (the moves in a
table, each also as the sentence read aloud), written as plain text, a printable HTML page
and BRF, with the game's GCG and the board embossed. Each file is written atomically."""

from __future__ import annotations

from gettext import NullTranslations
from pathlib import Path

from motamot.describe.board import braille_legend
from motamot.describe.messages import Message, message
from motamot.describe.scoresheet import (
    match_sheet_lines,
    no_move,
    scoresheet_columns,
    scoresheet_heading,
    sheet_line_text,
    sheet_line_what,
)
from motamot.files import write_atomically
from motamot.lexicon.lexicon import Lexicon
from motamot.publish.brf import board_brf, brf_of
from motamot.publish.gcg import gcg_of
from motamot.publish.html import html_of
from motamot.publish.sheet import Cell, Heading, Paragraph, Sheet, Table
from motamot.publish.text import text_of
from motamot.records.scoresheet import MatchInfo, scoresheet_of
from motamot.rules.game import Game


def scoresheet(tr: NullTranslations, game: Game, match: MatchInfo) -> Sheet:
    """The scoresheet, then the match sheet (002, 003 §2.4, §7.3)."""
    sheet = scoresheet_of(game, match)
    rows = tuple(
        (
            Cell(str(line.turn or "")),
            Cell(sheet.names[line.player]),
            Cell(sheet_line_what(tr, line)),
            Cell(f"{line.points:+d}", number=True),
            Cell(str(line.total), number=True),
        )
        for line in sheet.lines
    )
    read = tuple(sheet_line_text(tr, line, sheet.names) for line in sheet.lines)
    moves = Table(scoresheet_columns(tr), rows, read, empty=no_move(tr))
    blocks: list[Heading | Paragraph | Table] = [Paragraph(scoresheet_heading(tr, sheet)), moves]
    match_sheet = match_sheet_lines(tr, sheet)
    if sheet.over:  # the match sheet under its title ("Feuille de match."), its first line
        blocks.append(Heading(match_sheet.pop(0)))
    blocks += [Paragraph(text) for text in match_sheet]
    return Sheet(tr.gettext("Feuille de marque"), tuple(blocks))


def write_exports(
    tr: NullTranslations,
    game: Game,
    match: MatchInfo,
    folder: Path,
    stem: str,
    language: str = "fr",
    *,
    lexicon: Lexicon,
) -> list[Path]:
    """Write every format into ``folder``; the paths written. RecordError(NOT_WRITTEN) when
    the system refuses (the folder is created with the first file)."""
    sheet = scoresheet(tr, game, match)
    board_name = tr.gettext("grille")
    files = {
        f"{stem}.txt": text_of(sheet),
        f"{stem}.html": html_of(sheet, language),
        f"{stem}.gcg": gcg_of(game, lexicon),
        f"{stem}.brf": brf_of(sheet),
        f"{stem}-{board_name}.brf": board_brf(
            game.board, message(tr, Message.BOARD_TITLE), braille_legend(tr)
        ),
    }
    return write_files(folder, files)


def write_files(folder: Path, files: dict[str, str]) -> list[Path]:
    """Each named text into ``folder``, atomically; the paths, in the order given."""
    written = []
    for name, text in files.items():
        path = folder / name
        write_atomically(path, text)
        written.append(path)
    return written
