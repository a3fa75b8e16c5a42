"""The one scoring function (seed 004 §1.2, §1.3, §2.8, §2.9). Every total
below was worked out by hand from the standard premium map (seed 004 §1.2)."""

from conftest import board_with
from motamot.rules.board import Board, Premium, Square
from motamot.rules.notation import parse_move
from motamot.rules.placement import check_written
from motamot.rules.scoring import score_placement


def score(board: Board, move: str):
    return score_placement(check_written(board, parse_move(move)))


def test_centre_star_doubles_the_first_word_seed_004_1_2_2():
    # F4 O1 N1 D2 = 8, star ×2
    result = score(Board(), "H8 FOND")
    assert result.total == 16
    assert [u.premium for u in result.words[0].premiums] == [Premium.CENTRE]


def test_letter_premium_before_word_premium_seed_004_1_2_remarques():
    # K on H4 (LD) = 20, Y10 S1 T1 E1 → 33, star ×2 = 66
    result = score(Board(), "H4 KYSTE")
    assert result.words[0].letters == 33
    assert result.words[0].multiplier == 2
    assert result.total == 66


def test_joker_on_letter_premium_is_still_zero_seed_004_1_3():
    # joker k on H4 (LD) = 0; Y10 S1 T1 E1 = 13, ×2 = 26
    assert score(Board(), "H4 kYSTE").total == 26


def test_joker_on_word_premium_still_multiplies_seed_004_1_3():
    # A1 T(MT) A P A4=E(board) R A I A8 t(joker, MT): 1+1+3+1+1+1+1+0 = 9, ×9 = 81, +50
    board = board_with("4A EN")
    result = score(board, "A1 TAPERAIt")
    assert result.words[0].multiplier == 9
    assert result.total == 81 + 50


def test_two_triple_words_multiply_by_nine_seed_004_1_2_remarques():
    # T1 A1 P3 E1 R1 A1 I1 T1 = 10, A1 and A8 are MT: ×9 = 90; 7 tiles: +50
    board = board_with("4A EN")
    result = score(board, "A1 TAPERAIT")
    assert result.words[0].letters == 10
    assert result.words[0].multiplier == 9
    assert result.bingo == 50
    assert result.total == 140


def test_two_double_words_multiply_by_four_and_bonus_comes_after_seed_004_2_9():
    # Row E from E5 (MD) to E11 (MD): RENTIER = 7, ×4 = 28. The T on E8
    # also makes TAS down column 8: 3. Seven tiles: +50 after the multipliers.
    board = board_with("8F AS")
    result = score(board, "E5 RENTIER")
    assert [(w.word, w.score) for w in result.words] == [("RENTIER", 28), ("TAS", 3)]
    assert result.words[0].multiplier == 4
    assert result.total == 28 + 3 + 50


def test_premiums_count_only_under_new_tiles_seed_004_1_2_remarques():
    # K already on H4 (LD): S1 + K10 = 11, not 21.
    board = board_with("H4 KYSTE")
    assert score(board, "4G SK").total == 11
    # O on D4 (MD): (1+1+1+1+10) ×2 = 28; the K on H4 keeps its face value.
    assert score(board, "4D OASIK").total == 28


def test_each_word_counts_with_its_own_premiums_seed_004_2_8_c():
    # After FOND on H8: AS on I9 (I9 is LD). AS = 2+1 = 3, OA = 1+2 = 3,
    # NS = 2: the A on the LD counts in both words it belongs to.
    board = board_with("H8 FOND")
    result = score(board, "I9 AS")
    assert [(w.word, w.score) for w in result.words] == [("AS", 3), ("OA", 3), ("NS", 2)]
    assert result.total == 8
    assert [u.square for u in result.words[0].premiums] == [Square.from_name("I9")]


def test_no_bonus_for_fewer_than_seven_tiles():
    assert score(Board(), "H8 ZOO").bingo == 0
