"""The sentences players hear: the same words for speech, screen and braille."""

from conftest import board_with, new_game, set_rack
from motamot.describe.board import describe_rack, describe_row
from motamot.describe.events import describe_event, describe_score
from motamot.describe.words import duration
from motamot.rules.board import Board
from motamot.rules.clock import ClockWarning, TimeExpired
from motamot.rules.events import EndReason, GameOver, MovePlayed, RackAdjustment
from motamot.rules.notation import parse_move
from motamot.rules.placement import check_written
from motamot.rules.scoring import score_placement

NAMES = ["Xavier", "Yvonne"]


def test_breakdown_names_each_word_premium_and_the_bingo(fr, en):
    score = score_placement(check_written(board_with("4A EN"), parse_move("A1 TAPERAIt")))
    assert describe_score(fr, score) == (
        "TAPERAIT, joker T, 81 points, mot compte triple, mot compte triple, scrabble, "
        "50 points. Total, 131 points."
    )
    assert describe_score(en, score) == (
        "TAPERAIT, blank T, 81 points, triple word, triple word, bingo, 50 points. Total, 131 points."
    )


def test_letter_premium_names_the_tile(fr):
    score = score_placement(check_written(Board(), parse_move("H4 KYSTE")))
    assert (
        describe_score(fr, score)
        == "KYSTE, 66 points, K sur lettre compte double, étoile, mot compte double."
    )


def test_move_announcement_names_the_joker(fr):
    game = new_game()
    set_rack(game, 0, "FONDUE?")
    played = next(e for e in game.play(0, "H8 FoND") if isinstance(e, MovePlayed))
    assert describe_event(fr, played, NAMES).startswith("Xavier joue H8 FOND, joker O, 14 points.")


def test_clock_sentences(fr, en):
    assert describe_event(fr, ClockWarning(1, 60, 59.6), NAMES) == "Yvonne, il vous reste 1 minute."
    warning = ClockWarning(None, 300, 290.2)
    assert describe_event(en, warning, NAMES) == "Game time left, 4 minutes 50 seconds."
    assert describe_event(fr, TimeExpired(0), NAMES) == "Xavier n'a plus de temps."
    assert duration(fr, 1) == "1 seconde" and duration(fr, 0) == "0 seconde"
    assert duration(en, 0) == "0 seconds"


def test_game_over_sentence(fr):
    over = GameOver(
        EndReason.OUT, (RackAdjustment(0, (), 11), RackAdjustment(1, ("X", "u"), -11)), (120, 80), (0,), 0
    )
    assert describe_event(fr, over, NAMES) == (
        "Partie terminée. Xavier a posé toutes ses lettres et le sac est vide. Xavier "
        "gagne 11 points des lettres restantes. Yvonne perd 11 points, X, joker U. "
        "Scores, Xavier 120, Yvonne 80. Xavier gagne."
    )
    tie = GameOver(EndReason.PASSES, (), (5, 5), (0, 1))
    assert describe_event(fr, tie, NAMES).endswith("Ex æquo, Xavier et Yvonne.")


def test_rack_and_row_lines_fit_a_braille_display(fr):
    assert describe_rack(fr, list("AEIRST?")) == "Chevalet, A 1, E 1, I 1, R 1, S 1, T 1, joker 0. Valeur 6."
    line = describe_row(fr, board_with("H4 MOT"), 7)
    assert line == "Ligne H, 1 à 3 vides, 4 M, 5 O, 6 T, 7 à 15 vides"
    assert len(line) <= 50
