"""``motamot arbitre``: a whole game on the physical board, typed as an arbiter
would, its sheets in every format, and the braille renderings (issue 6).

The game: Anne and Bruno, ffsc rules (seed 000). Bruno's DUALS turns DIN into
DINS, Anne challenges DINS (000 §5.3, example 1); Anne changes three letters
(000 §4.3); Bruno is given an arbiter's penalty (000 §9.2); the rest is a
whole game two computers played with a real bag, typed move by move until one
goes out and the other says the letters left on the rack (000 §7.1).
Golden files are in tests/golden/; after a deliberate change of wording, write
them again with MOTAMOT_WRITE_GOLDEN=1 and read the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from desk import LEXICON, dealt_game, run_desk, typed_lines

from motamot.braille.cells import LINE_CELLS, PAGE_LINES, cell, to_braille_ascii, transcribe
from motamot.braille.render import board_lines, board_page, brf, rack_cells, square_cells
from motamot.describe.board import braille_legend
from motamot.i18n import translation
from motamot.publish.exports import write_exports
from motamot.records.gcg import parse_gcg
from motamot.records.saves import game_from_json, game_to_json
from motamot.records.scoresheet import MatchInfo
from motamot.rules.actions import Tick
from motamot.rules.board import Board, Square
from motamot.rules.game import Game
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession

GOLDEN = Path(__file__).parent / "golden"


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("MOTAMOT_WRITE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} differs from its golden file"


@pytest.fixture(scope="module")
def dealt() -> Game:
    return dealt_game()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_whole_refereed_game_and_its_sheets(dealt: Game, language: str, tmp_path: Path) -> None:
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, tmp_path / "save.json")
    lines = typed_lines(dealt)
    # A typing mistake and its correction, a refused exchange count, the tracking sheet.
    lines[3:3] = ["fiche", "H8 KWYZ", "change 9", "passe", "corrige", "sac"]
    said = run_desk(session, [*lines, "feuille", "quitte"], language)
    suffix = "" if language == "fr" else "-en"
    check_golden(f"arbitrage{suffix}.txt", "\n".join(said) + "\n")
    game = session.game
    assert game.over is not None and game.scores() == dealt.scores()
    written = write_exports(
        translation(language), game, MatchInfo(3, 2), tmp_path / "out", "feuille", language, lexicon=LEXICON
    )
    for path in written:
        check_golden(f"arbitrage{suffix}-{path.name}", path.read_text(encoding="utf-8"))
    gcg = parse_gcg((tmp_path / "out" / "feuille.gcg").read_text(encoding="utf-8"))
    assert gcg.entries[-1].total == game.scores()[1] or gcg.entries[-1].total == game.scores()[0]


def test_a_joker_is_named_on_the_score_sheet_said_written_and_embossed(tmp_path: Path) -> None:
    """Issue 61, the walkthrough: ``feuille`` showed a joker by its lower case alone, which a
    voice and a braille line do not show; 000 §4.1.5 wants the letter it stands for clearly on
    the sheet."""
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, None)
    said = run_desk(session, ["H7 DINs", "feuille"], "fr")
    assert "1. Anne, H7 DINS, joker S, 8, total 8" in "\n".join(said)
    written = write_exports(
        translation("fr"), session.game, MatchInfo(1, 1), tmp_path, "f", "fr", lexicon=LEXICON
    )
    by_suffix = {path.name: path.read_text(encoding="utf-8") for path in written}
    assert "H7 DINS, joker S" in by_suffix["f.txt"]
    assert "<td>H7 DINS, joker S</td>" in by_suffix["f.html"]
    assert to_braille_ascii(transcribe("H7 DINS, joker S")) in by_suffix["f.brf"].replace("\n", " ")
    english = run_desk(
        GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, None), ["H7 DINs", "feuille"], "en"
    )
    assert "1. Anne, H7 DINS, blank S, 8, total 8" in "\n".join(english)


def test_every_entry_is_saved_and_the_session_resumes_where_it_stopped(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    session = GameSession.referee(["Anne", "Bruno", "Claire"], preset("boite"), LEXICON, path)
    run_desk(session, ["H7 DIN", "change 2"])  # the input stops: a closed laptop
    resumed = GameSession.resume(path, LEXICON)
    assert resumed.game.snapshot() == session.game.snapshot() and resumed.game.turn == 2
    said = run_desk(resumed, ["corrige", "scores"])
    assert "Dernière saisie annulée. Scores, Anne 8, Bruno 0, Claire 0. À Bruno de jouer." in said


def test_a_damaged_or_hostile_save_changes_nothing(tmp_path: Path) -> None:
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, None)
    session.game.play(0, "H7 DIN")
    data = game_to_json(session.game)
    assert game_from_json(json.loads(json.dumps(data))).snapshot() == session.game.snapshot()
    data["mode"] = "dealt"  # a refereed game's actions given to a dealt game: refused
    data["actions"].append({"type": "declarerack", "player": 0, "tiles": ["A"]})
    with pytest.raises(Exception, match="bad_action|state|field"):
        game_from_json(data)


def test_refusals_name_what_is_wrong_and_change_nothing() -> None:
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, None)
    said = run_desk(
        session, ["change", "pioche", "penalite Anne beaucoup", "reste Anne XU", "chevalet", "K4 KI"]
    )
    text = "\n".join(said)
    assert "Combien de lettres ? Par exemple, change 3." in text
    assert "Pour qui ? Par exemple, avertissement Anne, penalite Anne 20, pioche Anne 1 vu." in text
    assert "Combien de points ? Par exemple, penalite Anne 5." in text
    assert "La partie n'est pas finie, les lettres restantes se disent à la fin." in text
    assert "Le premier mot doit couvrir la case centrale H8." in text
    assert session.game.scores() == (0, 0)
    assert all(isinstance(action, Tick) for action in session.game.actions)  # only the clock ran


# ---------------------------------------------------------------- braille


def test_tiles_are_written_as_the_braille_edition_prints_them() -> None:
    # 004 §1.3: capital sign, letter, value in the four lower dots, 0 for 10.
    assert rack_cells(["A"]) == cell(4, 6) + cell(1) + cell(2)
    assert rack_cells(["K"]) == cell(4, 6) + cell(1, 3) + cell(3, 5, 6)
    assert rack_cells(["Q"]) == cell(4, 6) + cell(1, 2, 3, 4, 5) + cell(2, 3, 6)
    assert rack_cells(["W", "?"]) == cell(4, 6) + cell(2, 4, 5, 6) + cell(3, 5, 6) + "\u2800" + cell(
        1, 2, 3, 4, 5, 6
    )
    assert to_braille_ascii(rack_cells(["K", "E"])) == ".K0 .E1"


def test_board_squares_rows_and_page() -> None:
    board = Board()
    board.place(Square.from_name("H8"), "K")
    board.place(Square.from_name("H9"), "i")
    assert square_cells(board, Square.from_name("H8")) == cell(1, 3) + cell(3, 5, 6)
    assert square_cells(board, Square.from_name("H9")) == cell(2, 4) + cell(3, 6)  # joker: no value
    assert square_cells(board, Square.from_name("A1")) == cell(1, 2, 3, 5) + cell(
        1, 2, 3, 4, 5, 6
    )  # rond plein
    assert square_cells(board, Square.from_name("B2")) == cell(1, 2, 3, 5) + "\u2800"  # rond creux
    assert square_cells(board, Square.from_name("A4")) == cell(2, 3, 4, 5) + "\u2800"  # triangle creux
    assert square_cells(board, Square.from_name("B6")) == cell(2, 3, 4, 5) + cell(1, 2, 3, 4, 5, 6)
    assert square_cells(board, Square.from_name("A2")) == cell(3) + "\u2800"
    lines = board_lines(board)
    assert len(lines) == 16 and all(len(line) == 32 for line in lines)
    assert lines[8].startswith(cell(1, 2, 5) + "\u2800")  # row H labelled h
    page = board_page(board, "Grille", braille_legend(translation("fr")))
    assert len(page) <= PAGE_LINES and all(len(line) <= LINE_CELLS for line in page)
    text = brf([page])
    assert all(len(line) <= LINE_CELLS for line in text.split("\r\n"))


def test_free_text_in_french_braille() -> None:
    assert (
        transcribe("Étoile, 10")
        == cell(4, 6) + cell(1, 2, 3, 4, 5, 6) + "⠞⠕⠊⠇⠑" + cell(2) + "\u2800" + cell(6) + "⠡⠼"
    )
    assert transcribe("DIN") == cell(4, 6) * 2 + "⠙⠊⠝"
    long = brf([[transcribe("x" * 10)] * 30])
    assert long.count("\f") == 1  # 30 lines: two pages of at most 25


@pytest.mark.parametrize("language", ["fr", "en"])
def test_while_the_racks_are_awaited_scores_and_sheet_say_so_and_a_second_rack_is_noted(
    language: str,
) -> None:
    """Issue 61, point 4 (000 §7): once the game is over, the desk waits for the letters left;
    ``scores`` and ``feuille`` say whose, not whose turn it was nor a game in progress; a second
    ``reste`` after the last one is told the letters are noted."""
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, None)
    lines = ["passe"] * 6 + ["scores", "feuille", "reste Anne AAEB?XL", "scores", "feuille"]
    lines += ["reste Bruno MGHERSQ", "reste Bruno MGHERSQ", "scores"]
    said = run_desk(session, lines, language)
    by_line: dict[str, list[str]] = {}  # each typed line, then what the desk answered to it
    expected = iter(lines)
    typed = next(expected)
    for item in said:
        if item.endswith(typed) and "." not in item:  # the prompt and the line typed
            by_line.setdefault(typed, []).append("")
            told, typed = by_line[typed], next(expected, "\0")
        elif by_line:
            told[-1] += item + "\n"
    if language == "fr":
        both = "Partie finie, on attend les lettres restantes d'Anne et de Bruno."
        bruno = "Partie finie, on attend les lettres restantes de Bruno."
        example, noted, turn, going_on = (
            "reste Bruno X U",
            "Les lettres de Bruno sont déjà notées",
            "de jouer",
            "en cours",
        )
    else:
        both = "Game over, waiting for the tiles left for Anne and Bruno."
        bruno = "Game over, waiting for the tiles left for Bruno."
        example, noted, turn, going_on = (
            "left Bruno X U",
            "Bruno's tiles are already noted",
            "to play",
            "in progress",
        )
    first_scores, second_scores, last_scores = by_line["scores"]
    assert both in first_scores and bruno in second_scores and example in second_scores
    assert bruno not in last_scores
    first_sheet, second_sheet = by_line["feuille"]
    assert both in first_sheet and bruno in second_sheet
    for told in (first_scores, second_scores, first_sheet, second_sheet):
        assert turn not in told and going_on not in told
    assert noted in by_line["reste Bruno MGHERSQ"][1]
    assert "pas finie" not in "\n".join(said) and "not over" not in "\n".join(said)
    assert session.game.over is not None and session.game.scores() == (-17, -19)
