"""Moves written the French way, and the one legality check (seed 001 §4,
seed 004 §2.5 and §2.8, and its "résumé des points de règle litigieux")."""

import pytest

from conftest import board_with
from motamot.rules.board import Board, Direction, Square
from motamot.rules.notation import parse_move
from motamot.rules.placement import check_placement, check_written
from motamot.rules.refusals import IllegalMove, Reason

sq = Square.from_name


def refused(board: Board, move: str, rack: str | None = None) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        check_written(board, parse_move(move), None if rack is None else list(rack))
    return info.value


def test_letter_first_is_across_number_first_is_down():
    across = parse_move("H4 MOT")
    assert (across.start, across.direction, across.word) == (sq("H4"), Direction.ACROSS, "MOT")
    down = parse_move("4H MOT")
    assert (down.start, down.direction) == (sq("H4"), Direction.DOWN)
    assert str(down) == "4H MOT"
    assert parse_move("h12 mot").coordinate == "H12"


def test_lower_case_letter_is_a_joker_and_accents_are_removed():
    assert parse_move("H4 MOt").word == "MOt"
    assert parse_move("H4 ÉTÉ").word == "ETE"
    assert parse_move("H4 cœur").word == "coeur"
    assert parse_move("H4 GARÇON").word == "GARCON"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", Reason.EMPTY_ENTRY),
        ("   ", Reason.EMPTY_ENTRY),
        ("H4", Reason.MISSING_WORD),
        ("Z4 MOT", Reason.BAD_COORDINATE),
        ("H16 MOT", Reason.BAD_COORDINATE),
        ("H0 MOT", Reason.BAD_COORDINATE),
        ("44 MOT", Reason.BAD_COORDINATE),
        ("H4 MO-T", Reason.BAD_CHARACTER),
        ("H4 MO T", Reason.BAD_CHARACTER),
        ("H4 M0T", Reason.BAD_CHARACTER),
    ],
)
def test_bad_notation_is_refused_with_its_reason(text, reason):
    with pytest.raises(IllegalMove) as info:
        parse_move(text)
    assert info.value.refusal.reason is reason


def test_bad_character_names_the_character_and_its_place():
    with pytest.raises(IllegalMove) as info:
        parse_move("H4 MO-T")
    assert info.value.refusal.details == {"character": "-", "position": 3}


def test_first_word_covers_h8_and_has_two_letters_seed_001_4():
    empty = Board()
    assert refused(empty, "H1 MOT").refusal.reason is Reason.FIRST_MOVE_OFF_CENTRE
    assert refused(empty, "4H MOT").refusal.reason is Reason.FIRST_MOVE_OFF_CENTRE
    placement = check_written(empty, parse_move("8G MOT"))
    assert [s.name for s, _ in placement.tiles] == ["G8", "H8", "I8"]
    with pytest.raises(IllegalMove) as info:
        check_placement(empty, [(sq("H8"), "A")])
    assert info.value.refusal.reason is Reason.WORD_TOO_SHORT


def test_tiles_on_one_line_without_gap_seed_004_resume():
    board = board_with("H7 MOT")
    with pytest.raises(IllegalMove) as info:
        check_placement(board, [(sq("G7"), "A"), (sq("I8"), "A")])
    assert info.value.refusal.reason is Reason.NOT_ONE_LINE
    with pytest.raises(IllegalMove) as info:
        check_placement(board, [(sq("G7"), "A"), (sq("J7"), "A")])
    # H7 holds M, I7 is empty: the gap is named.
    assert info.value.refusal.reason is Reason.GAP
    assert info.value.refusal["square"] == "I7"
    # Tiles on both sides of a board letter form one word: no gap.
    ok = check_placement(board, [(sq("G7"), "A"), (sq("I7"), "E")])
    assert ok.main_word.text == "AME"


def test_must_touch_the_tiles_already_placed_seed_001_4():
    board = board_with("H7 MOT")
    assert refused(board, "A1 MOT").refusal.reason is Reason.NOT_CONNECTED
    # Parallel, touching: fine (004 §2.8 c).
    assert check_written(board, parse_move("G7 AS")).tiles


def test_square_already_taken_is_named():
    board = board_with("H7 MOT")
    with pytest.raises(IllegalMove) as info:
        check_placement(board, [(sq("H8"), "A"), (sq("H10"), "S")])
    assert info.value.refusal.reason is Reason.SQUARE_TAKEN
    assert info.value.refusal.details == {"square": "H8", "letter": "O"}


def test_board_letter_different_from_the_word_is_named():
    board = board_with("H7 MOT")
    info = refused(board, "7F AAS")
    assert info.refusal.reason is Reason.BOARD_LETTER_DIFFERS
    assert info.refusal.details == {"square": "H7", "board_letter": "M", "word_letter": "S"}


def test_written_word_must_be_whole_word():
    board = board_with("H7 MOT")
    # "H8 OTS" leaves out the M at H7 just before it.
    info = refused(board, "H8 OTS")
    assert info.refusal.reason is Reason.WORD_CONTINUES
    assert info.refusal.details == {"square": "H7", "letter": "M"}
    assert check_written(board, parse_move("H7 MOTS")).main_word.text == "MOTS"


def test_word_already_on_board_places_nothing():
    board = board_with("H7 MOT")
    assert refused(board, "H7 MOT").refusal.reason is Reason.NO_NEW_TILE


def test_word_off_the_board():
    info = refused(Board(), "H12 ABATTRE")
    assert info.refusal.reason is Reason.OFF_BOARD
    assert info.refusal.details == {"word": "ABATTRE", "square": "H15"}


def test_letter_not_in_rack_says_which_and_how_many():
    board = Board()
    info = refused(board, "H8 MOT", rack="MOAEIRS")
    assert info.refusal.reason is Reason.LETTER_NOT_IN_RACK
    assert info.refusal.details == {"letter": "T", "needed": 1, "have": 0, "blanks": 0}
    info = refused(board, "H8 TOT", rack="TOAEIR?")
    assert info.refusal.details == {"letter": "T", "needed": 2, "have": 1, "blanks": 1}
    info = refused(board, "H8 TOt", rack="TOAEIRS")
    assert info.refusal.reason is Reason.NO_BLANK_IN_RACK
    assert check_written(board, parse_move("H8 TOt"), list("TOAEIR?")).rack_tiles == ["T", "O", "?"]


def test_every_word_formed_is_listed_main_word_first_seed_004_2_8():
    board = board_with("H8 FOND")
    placement = check_written(board, parse_move("I9 AS"))
    assert [w.text for w in placement.words] == ["AS", "OA", "NS"]
    assert placement.main_word.new == (True, True)
    assert placement.words[1].new == (False, True)


def test_single_tile_main_word_follows_the_written_direction():
    board = board_with("H8 FOND")
    down = check_written(board, parse_move("8H FA"))
    assert [w.text for w in down.words] == ["FA"]
    across = check_written(board, parse_move("H8 FONDS"))
    assert across.main_word.text == "FONDS" and len(across.tiles) == 1
    # A tile given alone, without a direction: the longer word leads.
    alone = check_placement(board, [(sq("H12"), "S")])
    assert alone.main_word.text == "FONDS"


def test_lower_case_typed_is_said_to_mean_jokers_and_what_to_type():
    """Issue 63: ``h4 dament`` from a rack with one joker said "Il faut 6 jokers et vous n'en
    avez que 1." (wrong French, and nothing said of lower case)."""
    from motamot.describe.refusals import describe_refusal
    from motamot.i18n import translation

    fr, en = translation("fr"), translation("en")
    one = refused(Board(), "H4 dament", rack="TDUMAN?").refusal
    assert describe_refusal(fr, one) == (
        "Une minuscule désigne un joker. Il en faut 6, vous n'en avez qu'un. "
        "Écrivez en majuscule les lettres de votre chevalet."
    )
    assert describe_refusal(en, one) == (
        "A lower-case letter means a blank. This needs 6, you have only one. "
        "Type the letters of your rack in capitals."
    )
    two = refused(Board(), "H8 mot", rack="TOAEI??").refusal
    assert "Il en faut 3, vous n'en avez que 2." in describe_refusal(fr, two)
    letter = refused(Board(), "H8 TOT", rack="TOAEIR?").refusal
    assert describe_refusal(fr, letter).startswith("Il faut 2 T et vous n'en avez qu'un.")
    assert describe_refusal(en, letter).startswith("You need 2 T and you have only one.")
