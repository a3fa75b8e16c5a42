"""The move generator against a brute-force search built only on the rules
core and the word list: nothing missing, nothing illegal, the same scores."""

from __future__ import annotations

import random
from itertools import permutations

import pytest
from helpers import random_boards

from motamot.engine.leave import leave_value
from motamot.engine.movegen import best_move, generate, top_moves
from motamot.lexicon.lexicon import shipped
from motamot.rules.board import SIZE, Board, Direction, Square
from motamot.rules.placement import check_placement
from motamot.rules.refusals import IllegalMove
from motamot.rules.scoring import score_placement
from motamot.rules.tiles import BLANK, LETTERS, full_set

WORDS = shipped()
DAWG = WORDS.dawg


def key(tiles) -> tuple:
    return tuple(sorted((square.name, tile) for square, tile in tiles))


def brute_force(board: Board, rack: list[str]) -> dict[tuple, int]:
    """Every placement of some of the rack's tiles on the empty squares of one
    whole word's span, kept when the rules accept it and every word formed is
    in the list; with its score from the rules core."""
    moves: dict[tuple, int] = {}
    empty_board = board.is_empty()
    for direction in Direction:
        for line in range(SIZE):
            squares = [
                Square(line, i) if direction is Direction.ACROSS else Square(i, line) for i in range(SIZE)
            ]
            for start in range(SIZE):
                if start > 0 and board[squares[start - 1]] is not None:
                    continue  # the word would go on to the left
                for end in range(start, SIZE):
                    if end < SIZE - 1 and board[squares[end + 1]] is not None:
                        continue  # the word would go on to the right
                    span = squares[start : end + 1]
                    empty = [i for i, s in enumerate(span) if board[s] is None]
                    if len(empty) > len(rack):
                        break  # a longer span has more empty squares still
                    if not empty:
                        continue
                    if empty_board and Square(7, 7) not in span:
                        continue
                    for chosen in set(permutations(rack, len(empty))):
                        for letters in _letter_choices(chosen):
                            word = [board[s] or "" for s in span]
                            for i, letter in zip(empty, letters, strict=True):
                                word[i] = letter
                            if len(span) > 1 and "".join(word).upper() not in DAWG:
                                continue
                            tiles = [(span[i], letter) for i, letter in zip(empty, letters, strict=True)]
                            try:
                                placement = check_placement(board, tiles, rack, direction)
                            except IllegalMove:
                                continue
                            if all(w.text in DAWG for w in placement.words):
                                moves[key(placement.tiles)] = score_placement(placement).total
    return moves


def _letter_choices(chosen: tuple[str, ...]):
    """The tiles as laid: a joker may stand for any letter."""
    if BLANK not in chosen:
        yield chosen
        return
    i = chosen.index(BLANK)
    for letter in LETTERS:
        yield from _letter_choices(chosen[:i] + (letter.lower(),) + chosen[i + 1 :])


def short_rack(rng: random.Random) -> list[str]:
    tiles = [t for t in full_set() if t != BLANK]
    rack = rng.sample(tiles, rng.choice((1, 2, 2, 3)))
    if rng.random() < 0.25:
        rack[0] = BLANK
    return rack


def compare(board: Board, rack: list[str]) -> None:
    generated = generate(board, rack, DAWG)
    found = {key(m.tiles): m.score for m in generated}
    assert len(found) == len(generated), "a move was generated twice"
    assert found == brute_force(board, rack), (board.rows(), rack)


@pytest.mark.parametrize("chunk", range(5))
def test_generator_equals_brute_force_on_random_positions(chunk):
    # 5 chunks of 40 boards with 5 racks each: a thousand random positions in all.
    rng = random.Random(1000 + chunk)
    for board in random_boards(rng, 40):
        for _ in range(5):
            compare(board, short_rack(rng))


def test_generator_matches_the_rules_on_full_racks():
    # Brute force is too slow for 7 tiles: every generated move is checked instead.
    rng = random.Random(7)
    for board in random_boards(rng, 15):
        rack = rng.sample(full_set(), 7)
        for move in generate(board, rack, DAWG):
            placement = check_placement(board, move.tiles, rack, move.direction)
            assert all(w.text in DAWG for w in placement.words)
            assert score_placement(placement).total == move.score


def test_hand_checked_position():
    # After H8 FOND: FONDS with S on H12 (LD) = F4 O1 N1 D2 + S 1×2 = 10; with the joker, 8.
    board = Board()
    for i, letter in enumerate("FOND"):
        board.place(Square(7, 7 + i), letter)
    moves = {key(m.tiles): m.score for m in generate(board, ["S", "?"], DAWG)}
    assert moves[(("H12", "S"),)] == 10
    assert moves[(("H12", "s"),)] == 8
    # SFOND is not a word: nothing before the F.
    assert (("H7", "S"),) not in moves


def test_first_move_must_cover_the_centre():
    moves = generate(Board(), list("ZOO"), DAWG)
    assert moves and all(any(s == Square(7, 7) for s, _ in m.tiles) for m in moves)


def exhaustive_best(board: Board, rack: list[str], weight: float) -> tuple[float, int] | None:
    """The best score plus leave over every generated move: what the pruned search must find."""
    best = None
    for move in generate(board, rack, DAWG):
        kept = list(rack)
        for tile in move.rack_tiles:
            kept.remove(tile)
        found = (move.score + weight * leave_value(kept), move.score)
        best = found if best is None or found > best else best
    return best


@pytest.mark.parametrize("chunk", range(4))
def test_pruned_best_move_equals_the_exhaustive_best(chunk):
    # 4 chunks of 50 boards with 5 full racks (jokers in a third): a thousand random positions,
    # with the leave weighed as the expert weighs it when the bag runs low.
    rng = random.Random(5000 + chunk)
    for board in random_boards(rng, 50):
        for _ in range(5):
            rack = rng.sample(full_set(), rng.choice((7, 7, 7, 5, 3)))
            weight = rng.choice((1.0, 1.0, 3 / 7, 0.0))
            found = best_move(board, rack, DAWG, lambda kept, weight=weight: weight * leave_value(kept))
            expected = exhaustive_best(board, rack, weight)
            if expected is None:
                assert found is None
                continue
            assert found is not None, (board.rows(), rack)
            move, equity = found
            assert (equity, move.score) == expected, (board.rows(), rack, move)
            # The move is real: the rules accept it and score it the same.
            placement = check_placement(board, move.tiles, rack, move.direction)
            assert score_placement(placement).total == move.score


def test_top_moves_are_the_best_few_in_order():
    # Without jokers every placement is weighed: the five kept are the exhaustive five best.
    rng = random.Random(77)
    for board in random_boards(rng, 30)[1:]:
        rack = rng.sample([t for t in full_set() if t != BLANK], 7)
        kept = top_moves(board, rack, DAWG, leave_value, 5)
        worths = []
        for move in generate(board, rack, DAWG):
            left = list(rack)
            for tile in move.rack_tiles:
                left.remove(tile)
            worths.append(move.score + leave_value(left))
        assert [equity for _, equity in kept] == sorted(worths, reverse=True)[:5]
        assert len({m.tiles for m, _ in kept}) == len(kept)
