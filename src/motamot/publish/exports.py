"""A game's sheets written to files: the scoresheet and match sheet as plain
text, as a printable HTML page and as GCG; the scoresheet and the board in
braille as BRF files for an embosser. Each file is written atomically."""

from __future__ import annotations

from gettext import NullTranslations
from pathlib import Path

from motamot.braille.render import board_page, brf, text_braille
from motamot.describe.board import braille_legend
from motamot.describe.messages import Message, message
from motamot.describe.scoresheet import scoresheet_html, scoresheet_lines
from motamot.files import write_atomically
from motamot.records.game_record import game_to_gcg
from motamot.records.gcg import format_gcg
from motamot.records.scoresheet import MatchInfo, scoresheet_of
from motamot.rules.game import Game


def write_exports(
    tr: NullTranslations, game: Game, match: MatchInfo, folder: Path, stem: str, language: str = "fr"
) -> list[Path]:
    """Write every format into ``folder``; the paths written. RecordError(NOT_WRITTEN) when
    the system refuses (the folder is created with the first file)."""
    sheet = scoresheet_of(game, match)
    board_title = message(tr, Message.BOARD_TITLE)
    board_name = tr.gettext("grille")
    files = {
        f"{stem}.txt": "\n".join(scoresheet_lines(tr, sheet)) + "\n",
        f"{stem}.html": scoresheet_html(tr, sheet, language),
        f"{stem}.gcg": format_gcg(game_to_gcg(game)),
        f"{stem}.brf": brf([text_braille(scoresheet_lines(tr, sheet))]),
        f"{stem}-{board_name}.brf": brf([board_page(game.board, board_title, braille_legend(tr))]),
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
