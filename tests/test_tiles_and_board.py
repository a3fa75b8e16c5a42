from collections import Counter

from motamot.rules.board import CENTRE, PREMIUMS, Premium, Square, all_squares, premium_at
from motamot.rules.tiles import LETTER_VALUES, TILE_COUNTS, TOTAL_TILES, full_set, rack_value, tile_value


def test_french_set_values_and_counts_seed_004_1_3():
    # seed 004 §1.3, table "Lettre / Valeur / Qté"
    expected = {
        "A": (1, 9),
        "B": (3, 2),
        "C": (3, 2),
        "D": (2, 3),
        "E": (1, 15),
        "F": (4, 2),
        "G": (2, 2),
        "H": (4, 2),
        "I": (1, 8),
        "J": (8, 1),
        "K": (10, 1),
        "L": (1, 5),
        "M": (2, 3),
        "N": (1, 6),
        "O": (1, 6),
        "P": (3, 2),
        "Q": (8, 1),
        "R": (1, 6),
        "S": (1, 6),
        "T": (1, 6),
        "U": (1, 6),
        "V": (4, 2),
        "W": (10, 1),
        "X": (10, 1),
        "Y": (10, 1),
        "Z": (10, 1),
    }
    assert {k: (LETTER_VALUES[k], TILE_COUNTS[k]) for k in expected} == expected
    # "Il y a 100 lettres de l'alphabet et 2 lettres vierges appelées Jokers."
    assert sum(n for k, n in TILE_COUNTS.items() if k != "?") == 100
    assert TILE_COUNTS["?"] == 2
    assert TOTAL_TILES == 102 == len(full_set())


def test_joker_is_worth_nothing_seed_004_1_3():
    assert tile_value("?") == 0
    assert tile_value("s") == 0  # a joker on the board standing for S
    assert tile_value("S") == 1


def test_rack_value_example_seed_000_8_2():
    # 000 §8.2: A A E B ? X L = 17; M G H E R S Q = 19
    assert rack_value("AAEB?XL") == 17
    assert rack_value("MGHERSQ") == 19


def test_rack_value_example_seed_004_2_10():
    # 004 §2.10: "les lettres X et U ... son score sera réduit de 11 points"
    assert rack_value("XU") == 11


def test_premium_layout_matches_design_map():
    counts = Counter(premium_at(s) for s in all_squares())
    assert counts[Premium.TRIPLE_WORD] == 8
    assert counts[Premium.DOUBLE_WORD] == 16
    assert counts[Premium.CENTRE] == 1
    assert counts[Premium.TRIPLE_LETTER] == 12
    assert counts[Premium.DOUBLE_LETTER] == 24
    assert premium_at(CENTRE) is Premium.CENTRE
    assert CENTRE.name == "H8"
    assert premium_at(Square.from_name("A1")) is Premium.TRIPLE_WORD
    assert premium_at(Square.from_name("B6")) is Premium.TRIPLE_LETTER
    assert premium_at(Square.from_name("A4")) is Premium.DOUBLE_LETTER
    assert premium_at(Square.from_name("N14")) is Premium.DOUBLE_WORD
    # The board is symmetric both ways and along the diagonal.
    for r in range(15):
        for c in range(15):
            assert PREMIUMS[r][c] == PREMIUMS[14 - r][c] == PREMIUMS[r][14 - c] == PREMIUMS[c][r]


def test_square_names_round_trip():
    for square in all_squares():
        assert Square.from_name(square.name) == square
    for bad in ("", "P1", "A0", "A16", "H", "8H", "Hx"):
        try:
            Square.from_name(bad)
        except ValueError:
            continue
        raise AssertionError(bad)
