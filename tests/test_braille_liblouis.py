"""Issue 33, point 8: every text motamot writes in braille (the board's legend and title, the
scoresheet and match sheet, a duplicate room's table and ranking) is the transcription that
liblouis, the reference of French braille software, gives with its uncontracted French table
(``fr-bfu-comp6``): numbers in Antoine notation (1 is dots 1-6 after the number sign), capitals,
accents and punctuation. motamot keeps its own table (nothing to install, on any system);
liblouis is the oracle here. The tile cells of the braille edition (seed 004 §1.3: the value
in the lower dots, no number sign) are not text and stay as they are.

Debian's ``liblouis-bin`` gives ``lou_translate``; CI installs it, and without it these tests
fail rather than skip."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from desk import LEXICON, dealt_game, run_desk, typed_lines
from helpers import a_room_played

from conftest import board_with
from motamot.braille import cells, render
from motamot.braille.cells import ANTOINE, LOWER_DIGITS, NUMBER, tile_value_cell, transcribe
from motamot.i18n import translation
from motamot.publish.blank_sheets import write_blank_sheets
from motamot.publish.duplicate import write_duplicate_exports
from motamot.publish.exports import write_exports
from motamot.records.scoresheet import MatchInfo
from motamot.rules.board import Square
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession

TABLE = "unicode.dis,fr-bfu-comp6.utb"


def liblouis(texts: list[str]) -> list[str]:
    """Each text as ``lou_translate`` writes it, one line in, one line out."""
    program = shutil.which("lou_translate")
    assert program, "lou_translate is missing: apt-get install liblouis-bin"
    done = subprocess.run(
        [program, "--forward", TABLE], input="".join(t + "\n" for t in texts), capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split("\n")[: len(texts)]


@pytest.fixture
def transcribed(monkeypatch) -> list[str]:
    """Every text the braille exports hand to ``transcribe``, as they do it."""
    seen: list[str] = []

    def recording(text: str) -> str:
        seen.append(text)
        return transcribe(text)

    monkeypatch.setattr(render, "transcribe", recording)
    return seen


def same_as_liblouis(texts: list[str]) -> None:
    texts = sorted(set(texts))
    assert texts
    for text, theirs in zip(texts, liblouis(texts), strict=True):
        assert transcribe(text) == theirs, f"{text!r}: motamot {transcribe(text)}, liblouis {theirs}"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_referee_desk_s_sheets_and_board_in_braille_are_liblouis_s(transcribed, tmp_path, language):
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, tmp_path / "save.json")
    run_desk(session, [*typed_lines(dealt_game()), "quitte"], language)
    written = write_exports(
        translation(language),
        session.game,
        MatchInfo(3, 2),
        tmp_path / "out",
        "feuille",
        language,
        lexicon=LEXICON,
    )
    assert any(path.suffix == ".brf" for path in written)
    same_as_liblouis(transcribed)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_duplicate_room_s_table_and_ranking_in_braille_are_liblouis_s(transcribed, tmp_path, language):
    game = a_room_played(["Anne", "Bruno", "Chloé", "Émile"])
    write_duplicate_exports(translation(language), game, tmp_path / "out", "salle", language, lexicon=LEXICON)
    same_as_liblouis(transcribed)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_blank_sheets_in_braille_are_liblouis_s(transcribed, tmp_path, language):
    write_blank_sheets(translation(language), tmp_path, language)
    same_as_liblouis(transcribed)


def test_numbers_of_every_shape_the_sheets_hold_are_liblouis_s():
    same_as_liblouis(
        [
            "Table 12, ronde 3.",
            "Anne 1500, Bruno 1 500",
            "195,7",
            "12:30",
            "-5",
            "+3",
            "10-3",
            "1/2",
            "(12 points)",
            "H8 A 15 0 7",
            "Coup 10, 24 points.",
            "« Émile » 50 %",
        ]
    )


def test_digits_are_antoine_notation_after_the_number_sign():
    assert transcribe("1") == NUMBER + ANTOINE["1"] == "\u2820\u2821"
    assert transcribe("12") == "\u2820\u2821\u2823"


def test_the_braille_edition_s_tile_values_keep_their_lower_dots():
    """004 §1.3: a tile's value in the four lower dots, no number sign, 0 for 10."""
    assert tile_value_cell(1) == LOWER_DIGITS["1"] == cells.cell(2)
    assert tile_value_cell(10) == cells.cell(3, 5, 6)
    board = board_with("H8 KEA")  # K is worth 10: its value is dots 3-5-6, E and A dot 2
    squares = [render.square_cells(board, Square(7, col)) for col in (7, 8, 9)]
    assert squares == [
        cells.LETTERS["k"] + LOWER_DIGITS["0"],
        cells.LETTERS["e"] + LOWER_DIGITS["1"],
        cells.LETTERS["a"] + LOWER_DIGITS["1"],
    ]
    assert not any(NUMBER in square for square in squares)


def test_lou_translate_is_there():
    assert Path(shutil.which("lou_translate") or "").name == "lou_translate"
