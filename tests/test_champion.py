"""The champion level: its end-game search against a plain one, its choices, whole games."""

from __future__ import annotations

import random
from statistics import fmean

from test_movegen import random_boards

from conftest import new_game
from motamot.engine.movegen import best_move
from motamot.engine.players import (
    Champion,
    Expert,
    PlayDecision,
    Trials,
    _after,
    _Endgame,
    best_scores,
    leave_after,
    take_turn,
)
from motamot.lexicon.lexicon import shipped
from motamot.rules.board import Square
from motamot.rules.notation import parse_move
from motamot.rules.placement import tiles_for_written
from motamot.rules.tiles import full_set, rack_tile_for, rack_value

WORDS = shipped()
WIDTH = 5


def plain_value(board, rack, other, depth, passed) -> float:
    """Negamax with no cut-off at all, over the same moves: what alpha-beta must equal."""
    stuck = rack_value(other) - rack_value(rack)
    if depth == 0:
        return stuck
    values = [value_after(board, rack, other, move, depth) for move in widest(board, rack)]
    values.append(stuck if passed else -plain_value(board, other, rack, depth - 1, True))
    return max(values)


def value_after(board, rack, other, move, depth) -> float:
    kept = leave_after(rack, move.rack_tiles)
    if not kept:
        return move.score + 2 * rack_value(other)
    return move.score - plain_value(_after(board, move), other, kept, depth - 1, False)


def widest(board, rack):
    return best_scores(board, rack, WORDS.dawg, WIDTH)


def test_the_end_game_search_equals_a_search_without_cut_offs():
    rng = random.Random(31)
    checked = 0
    for board in random_boards(rng, 12)[1:]:
        tiles = [t for t in full_set() if t != "?"]
        rng.shuffle(tiles)
        rack, other = tiles[: rng.randint(1, 3)], tiles[3 : 3 + rng.randint(1, 3)]
        moves = widest(board, rack)
        if not moves:
            continue
        search = _Endgame(WORDS, WIDTH, 0.0, None)
        move, value = search.root(board, rack, other, 3)
        expected = max(value_after(board, rack, other, m, 3) for m in moves)
        assert value == expected, (board.rows(), rack, other)
        assert value_after(board, rack, other, move, 3) == expected
        checked += 1
    assert checked >= 8


def test_the_champion_plays_whole_games_on_a_short_budget():
    # Two champions with a short budget, so that the clock cuts their simulations and their
    # end-game searches: every move is legal (the rules core checks each one) and the game ends.
    game = new_game()
    game.judge = WORDS.is_valid
    players = [Champion(WORDS, random.Random(seed), budget=0.3) for seed in (1, 2)]
    for _ in range(200):
        if game.over is not None:
            break
        take_turn(game, game.turn, players[game.turn])
    assert game.over is not None


def test_the_experts_move_is_kept_unless_a_candidate_clearly_beats_it():
    # Rounds played against the same luck: a lead of a few points with a wide spread is noise.
    noisy = Trials(3)
    rng = random.Random(5)
    for _ in range(12):
        luck = rng.gauss(0, 30)
        noisy.record({0: luck, 1: luck + 2 + rng.gauss(0, 25), 2: luck - 40})
    assert noisy.choice() == 0
    assert 2 not in noisy.alive  # clearly behind: no longer tried
    clear = Trials(3)
    for _ in range(12):
        luck = rng.gauss(0, 30)
        clear.record({0: luck, 1: luck + 8 + rng.gauss(0, 2), 2: luck - 1 + rng.gauss(0, 2)})
    assert clear.choice() == 1


def test_a_lead_is_measured_in_standard_errors_of_the_round_by_round_gap():
    trials = Trials(2)
    for gap in (4.0, 6.0, 4.0, 6.0):
        trials.record({0: 0.0, 1: gap})
    # mean 5, standard deviation 1.155, four rounds: 5 / (1.155 / 2) = 8.66
    assert abs(trials.lead(1, 0) - 8.660) < 0.01
    assert trials.lead(0, 1) < 0


# A game between two experts, before the ninth move (rows A to O, a joker in lower case).
OPENING_BOARD = """\
...............
...............
..G............
PLEURS.........
..N..T.........
.KENDO.........
..Z..p.........
D....PST.......
U....A..Q......
R....G..A......
A...BESANTS....
BLEUE...A......
L.......T......
E..............
S..............
"""


def game_on(drawing: str, rack: str):
    """Player 0 to move with ``rack`` on the board drawn; player 1 holds seven other tiles."""
    game = new_game()
    game.judge = WORDS.is_valid
    for player in game.players:
        game.bag.put_back(player.rack)
        player.rack.clear()
    for row, line in enumerate(drawing.splitlines()):
        for col, tile in enumerate(line):
            if tile != ".":
                game.bag.take(rack_tile_for(tile))
                game.board.place(Square(row, col), tile)
    game.bag.take(rack)
    game.players[0].rack = list(rack)
    game.players[1].rack = game.bag.draw(random.Random(3), 7)
    return game


def test_the_champion_gives_up_a_move_that_opens_a_triple_word_to_the_opponent():
    game = game_on(OPENING_BOARD, "EHFRLVR")
    expert = Expert(WORDS, random.Random(1)).choose(game, 0)
    champion = Champion(WORDS, random.Random(7), budget=None).choose(game, 0)
    assert isinstance(expert, PlayDecision) and isinstance(champion, PlayDecision)
    # The expert's HAVER (31 points) puts its R on N8, against the triple word of O8, which
    # the opponent's reply can then reach; the champion leaves N8 empty.
    assert expert.move.tiles == tuple(tiles_for_written(game.board, parse_move("8J HAVER")))
    assert Square(13, 7) not in dict(champion.move.tiles)
    # Measured apart, over racks the champion never drew: what each move is worth by the
    # expert's own measure (score and tiles kept), less the opponent's best reply on average.
    unseen = sorted(game.unseen(0).elements())
    draws = random.Random(11)
    racks = [draws.sample(unseen, 7) for _ in range(150)]
    leave = Expert.leave_for(game)

    def worth(move) -> float:
        board = _after(game.board, move)
        replies = [best_move(board, rack, WORDS.dawg, leave) for rack in racks]
        kept = leave_after(game.players[0].rack, move.rack_tiles)
        return move.score + leave(kept) - fmean(reply[1] for reply in replies if reply is not None)

    assert worth(champion.move) > worth(expert.move) + 5
