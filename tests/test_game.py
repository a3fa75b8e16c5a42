"""A game's turns, exchanges, passes, challenges, penalties and ends,
each tested against the seed that states it."""

import copy

import pytest

from conftest import new_game, put_on_board, set_rack
from motamot.rules.events import (
    ChallengeOutcome,
    ChallengeResolved,
    EndReason,
    Exchanged,
    GameOver,
    GameStarted,
    MovePlayed,
    Passed,
    PenaltyGiven,
    PenaltyKind,
    TilesDrawn,
)
from motamot.rules.game import Game
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.tiles import TOTAL_TILES
from motamot.rules.variants import preset


def tiles_accounted(game: Game) -> int:
    return len(game.bag) + sum(len(p.rack) for p in game.players) + sum(1 for _ in game.board.occupied())


def refuse(call, *args, **kwargs) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        call(*args, **kwargs)
    return info.value


# ------------------------------------------------------------------ start


def test_new_game_deals_seven_tiles_each_from_102():
    game = Game.new(["A", "B", "C", "D"], preset("larousse"), seed=3)
    assert [len(p.rack) for p in game.players] == [7, 7, 7, 7]
    assert len(game.bag) == TOTAL_TILES - 28
    assert tiles_accounted(game) == TOTAL_TILES


def test_toss_closest_to_a_starts_and_jokers_are_redrawn_seed_000_3_1():
    for seed in range(200):
        game = Game.new(["X", "Y"], preset("ffsc"), seed=seed)
        started = game.events[0]
        assert isinstance(started, GameStarted)
        last_round = started.toss[-1]
        # In the deciding round no joker counts, and the winner's letter is the lowest.
        finals = {}
        for player, tile in last_round:
            finals[player] = tile
        assert "?" not in finals.values()
        assert finals[started.first_player] < finals[1 - started.first_player]
        # Equal letters meant a new round (000 §3.1).
        for round_ in started.toss[:-1]:
            letters = [t for _, t in round_ if t != "?"]
            assert letters[-1] == letters[-2] or len(set(letters)) == 1
        assert game.turn == started.first_player
        assert tiles_accounted(game) == TOTAL_TILES


def test_toss_joker_counts_as_any_letter_in_the_box_rules_seed_004_2_2():
    seen_joker = False
    for seed in range(400):
        game = Game.new(["X", "Y"], preset("boite"), seed=seed)
        started = game.events[0]
        for player, tile in started.toss[-1]:
            if tile == "?":
                seen_joker = True
                assert started.first_player == player
    assert seen_joker


def test_player_count_per_preset():
    assert (
        refuse(Game.new, ["A", "B", "C"], preset("ffsc"), 1).refusal.reason is Reason.PLAYER_COUNT
    )  # 000 §1.1
    assert Game.new(["A", "B", "C"], preset("larousse"), 1)  # 001 §1: two, three or four
    assert refuse(Game.new, ["A"] * 5, preset("boite"), 1).refusal.reason is Reason.PLAYER_COUNT


# ------------------------------------------------------------------ moves


def test_move_scores_draws_and_passes_the_turn_seed_000_4_1_7():
    game = new_game()
    set_rack(game, 0, "FONDUES")
    events = game.play(0, "H8 FOND")
    played = next(e for e in events if isinstance(e, MovePlayed))
    assert played.score.total == 16 and played.total == 16
    drawn = next(e for e in events if isinstance(e, TilesDrawn))
    assert len(drawn.tiles) == 4
    assert len(game.players[0].rack) == 7
    assert game.turn == 1
    assert tiles_accounted(game) == TOTAL_TILES


def test_refused_move_leaves_the_game_exactly_as_it_was():
    game = new_game()
    set_rack(game, 0, "FONDUES")
    before = copy.deepcopy(game.snapshot())
    events = len(game.events)
    for move in ("H1 FOND", "H8 FONDUEZ", "Z9 FOND", "H8 FoND", "", "H8 F"):
        refuse(game.play, 0, move)
    refuse(game.play, 1, "H8 FOND")  # not Yvonne's turn
    assert game.snapshot() == before
    assert len(game.events) == events
    assert game.actions == []


def test_not_your_turn_names_whose_turn_it_is():
    game = new_game()
    info = refuse(game.play, 1, "H8 MOT")
    assert info.refusal.details == {"player": "Xavier"}


# -------------------------------------------------------------- exchange


def test_exchange_draws_then_returns_seed_000_4_3():
    game = new_game()
    set_rack(game, 0, "WXYZKQJ")
    events = game.exchange(0, "WXY")
    assert isinstance(events[0], Exchanged) and events[0].tiles == ("W", "X", "Y")
    assert sorted(game.players[0].rack[:4]) == sorted("ZKQJ")
    assert len(game.players[0].rack) == 7
    assert game.turn == 1  # "Lorsqu'on rejette on perd son tour" (000 §4.3.3)
    assert tiles_accounted(game) == TOTAL_TILES


def test_exchange_needs_seven_tiles_in_the_bag_seed_000_4_3_1():
    game = new_game()
    game.bag.take(game.bag.contents()[:-6])  # leave 6 in the bag
    before = game.snapshot()
    info = refuse(game.exchange, 0, game.players[0].rack[:1])
    assert info.refusal.reason is Reason.EXCHANGE_BAG_TOO_SMALL
    assert info.refusal.details == {"in_bag": 6, "minimum": 7}
    assert game.snapshot() == before


def test_exchange_only_tiles_in_the_rack():
    game = new_game()
    set_rack(game, 0, "AEIOUYS")
    info = refuse(game.exchange, 0, "AZ")
    assert info.refusal.reason is Reason.EXCHANGE_NOT_IN_RACK and info.refusal["letter"] == "Z"
    assert refuse(game.exchange, 0, "").refusal.reason is Reason.EXCHANGE_NOTHING


# ---------------------------------------------------------------- passes


def test_six_passes_end_the_game_racks_deducted_seed_000_4_2_2():
    game = new_game()
    set_rack(game, 0, "AAEB?XL")
    set_rack(game, 1, "MGHERSQ")
    for _ in range(5):
        game.pass_turn(game.turn)
    assert game.over is None
    events = game.pass_turn(game.turn)
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason is EndReason.PASSES
    # 000 §8.2: with no word placed the lower rack wins: X 17, Y 19.
    assert over.scores == (-17, -19)
    assert over.winners == (0,)
    refuse(game.pass_turn, game.turn)


def test_refus_de_jeu_scores_are_negative_rack_sums_seed_003_7_1_4():
    game = new_game("fbs")
    set_rack(game, 0, "AAEB?XL")
    set_rack(game, 1, "MGHERSQ")
    for _ in range(6):
        game.pass_turn(game.turn)
    assert game.over is not None and game.over.scores == (-17, -19)


def test_a_move_breaks_the_run_of_passes():
    game = new_game()
    set_rack(game, 0, "FONDUES")
    for _ in range(4):
        game.pass_turn(game.turn)
    game.play(0, "H8 FOND")
    assert game.consecutive_passes == 0
    for _ in range(5):
        game.pass_turn(game.turn)
    assert game.over is None


def test_boite_everyone_passes_twice_ends_seed_004_2_10():
    game = new_game("boite", players=("A", "B", "C"))
    for _ in range(5):
        game.pass_turn(game.turn)
    assert game.over is None
    game.pass_turn(game.turn)
    assert game.over is not None and game.over.reason is EndReason.PASSES


def test_larousse_first_passer_must_then_play_or_exchange_seed_001_5():
    game = new_game("larousse")
    game.pass_turn(0)
    game.pass_turn(1)
    info = refuse(game.pass_turn, 0)
    assert info.refusal.reason is Reason.MUST_PLAY_OR_EXCHANGE
    game.exchange(0, game.players[0].rack[:1])
    game.pass_turn(1)
    game.pass_turn(0)
    # Now the first passer is Yvonne.
    assert refuse(game.pass_turn, 1).refusal.reason is Reason.MUST_PLAY_OR_EXCHANGE


def test_larousse_blocked_when_no_exchange_is_possible_seed_001_7():
    game = new_game("larousse")
    game.bag.take(game.bag.contents()[:-3])
    game.pass_turn(0)
    game.pass_turn(1)
    events = game.pass_turn(0)
    assert isinstance(events[-1], GameOver) and events[-1].reason is EndReason.BLOCKED


# ------------------------------------------------------------ challenges

DUALS_VALID = {"DUALS", "DIN"}


def duals_position(variant: str = "ffsc") -> Game:
    """000 §5.3: X plays DUALS, turning DIN into DINS."""
    game = new_game(variant, valid=DUALS_VALID)
    put_on_board(game, "H6 DIN")
    set_rack(game, 0, "DUALSEE")
    game.play(0, "9D DUALS")
    assert game.players[0].score > 0
    return game


def test_challenge_dins_invalid_tiles_back_turn_lost_seed_000_5_3_example_1():
    game = duals_position()
    before_rack = sorted("DUALSEE")
    events = game.challenge(1, ["DINS"])
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.verdicts == (("DINS", False),)
    assert resolved.outcome is ChallengeOutcome.WITHDRAWN
    assert sorted(game.players[0].rack) == before_rack
    assert game.players[0].score == 0
    assert game.board.rows()[7][8] == "."  # H9 is empty again
    assert game.turn == 1  # "Y joue"
    assert not any(isinstance(e, PenaltyGiven) for e in events)
    assert tiles_accounted(game) == TOTAL_TILES


def test_challenge_duals_valid_challenger_loses_five_seed_000_5_3_example_2():
    game = duals_position()
    score = game.players[0].score
    events = game.challenge(1, ["DUALS"])
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.outcome is ChallengeOutcome.STANDS
    penalty = next(e for e in events if isinstance(e, PenaltyGiven))
    assert (penalty.player, penalty.kind, penalty.points) == (1, PenaltyKind.WRONG_CHALLENGE, 5)
    assert game.players[1].score == -5
    assert game.players[0].score == score
    assert game.turn == 1


def test_challenge_both_words_withdrawn_and_five_for_duals_seed_000_5_3_example_3():
    game = duals_position()
    events = game.challenge(1, ["DINS", "DUALS"])
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.outcome is ChallengeOutcome.WITHDRAWN
    assert game.players[0].score == 0
    assert game.players[1].score == -5
    assert game.turn == 1


def test_larousse_wrong_challenge_costs_ten_once_seed_001_6():
    game = duals_position("larousse")
    game.challenge(1, ["DUALS"])
    assert game.players[1].score == -10


def test_only_the_move_just_played_can_be_challenged_seed_000_5_1():
    game = duals_position()
    assert refuse(game.challenge, 1, ["DIN"]).refusal.reason is Reason.WORD_NOT_JUST_PLAYED
    assert refuse(game.challenge, 0).refusal.reason is Reason.OWN_MOVE
    game.pass_turn(1)
    assert refuse(game.challenge, 1).refusal.reason is Reason.NOTHING_TO_CHALLENGE


def test_libre_refuses_invalid_words_at_once():
    game = new_game("libre", valid={"DUALS", "DIN"})
    put_on_board(game, "H6 DIN")
    set_rack(game, 0, "DUALSEE")
    info = refuse(game.play, 0, "9D DUALS")
    assert info.refusal.reason is Reason.INVALID_WORDS
    assert info.refusal["words"] == ("DINS",)
    assert refuse(game.challenge, 1).refusal.reason is Reason.NO_CHALLENGE_IN_VARIANT


def retaira_position(variant: str) -> Game:
    """000 §5.4.3: X plays RETAIRA, unchallenged; then Y plays DIN making RETAIRAI."""
    game = new_game(variant, valid={"DIN"})
    set_rack(game, 0, "RETAIRA")
    game.play(0, "H2 RETAIRA")
    game.decline_challenge(1)
    set_rack(game, 1, "DINEEEE")
    game.play(1, "9G DIN")
    return game


def test_extension_of_unchallenged_invalid_word_can_be_challenged_seed_000_5_4_3():
    game = retaira_position("ffsc")
    events = game.challenge(0, ["RETAIRAI"])
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.outcome is ChallengeOutcome.WITHDRAWN
    assert game.turn == 0  # Y takes the tiles back and loses the turn: X plays
    assert game.board.rows()[7][1:8] == "RETAIRA"  # the unchallenged word stays


def test_larousse_extension_challenged_rightly_plays_again_elsewhere_seed_001_6():
    game = retaira_position("larousse")
    events = game.challenge(0, ["RETAIRAI"])
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.outcome is ChallengeOutcome.REPLAY
    assert game.turn == 1
    assert sorted(game.players[1].rack) == sorted("DINEEEE")


# ------------------------------------------------------------------- end


def play_to_empty_bag(game: Game) -> None:
    """As if the rest of the tiles had been played long ago."""
    game.bag.take(game.bag.contents())


def test_going_out_adds_and_deducts_racks_after_challenge_window_seed_000_7_1():
    game = new_game(valid={"FOND"})
    set_rack(game, 0, "FOND")
    set_rack(game, 1, "XU")
    play_to_empty_bag(game)
    game.play(0, "H8 FOND")
    assert game.over is None and game.awaiting_challenge_decision
    assert refuse(game.pass_turn, 1).refusal.reason is Reason.AWAITING_CHALLENGE_DECISION
    events = game.decline_challenge(1)
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason is EndReason.OUT
    # 004 §2.10: X and U = 11 points.
    assert [(a.player, a.points) for a in over.adjustments] == [(0, 11), (1, -11)]
    assert over.scores == (16 + 11, -11)
    assert over.winners == (0,)


def test_challenge_of_the_last_move_can_undo_the_end_seed_000_5_3():
    game = new_game(valid=set())
    set_rack(game, 0, "FOND")
    set_rack(game, 1, "XU")
    play_to_empty_bag(game)
    game.play(0, "H8 FOND")
    game.challenge(1)
    assert game.over is None
    assert sorted(game.players[0].rack) == sorted("FOND")
    assert game.turn == 1


def test_tie_is_ex_aequo_seed_000_8_1():
    game = new_game()
    set_rack(game, 0, "AB")  # 1 + 3
    set_rack(game, 1, "DD")  # 2 + 2
    for _ in range(6):
        game.pass_turn(game.turn)
    assert game.over is not None and game.over.scores == (-4, -4)
    assert game.over.winners == (0, 1)


def test_libre_goes_out_at_once_without_challenge_window():
    game = new_game("libre", valid={"FOND"})
    set_rack(game, 0, "FOND")
    set_rack(game, 1, "XU")
    play_to_empty_bag(game)
    events = game.play(0, "H8 FOND")
    assert isinstance(events[-1], GameOver)


# ------------------------------------------------------------- penalties


def test_overdraw_seen_costs_five_per_tile_seed_000_10_1_2_and_002():
    game = new_game()
    events = game.penalise(0, PenaltyKind.OVERDRAW, tiles=2, seen=True)
    assert events[0].points == 10 and game.players[0].score == -10


def test_overdraw_unseen_costs_nothing_seed_000_10_1_1():
    game = new_game()
    events = game.penalise(0, PenaltyKind.OVERDRAW, tiles=1, seen=False)
    assert events[0].points == 0 and game.players[0].score == 0


def test_arbiter_penalty_twenty_ffsc_seed_000_9_2_and_five_fbs_seed_003_8_2():
    ffsc = new_game("ffsc")
    ffsc.penalise(1, PenaltyKind.ARBITER)
    assert ffsc.players[1].score == -20
    fbs = new_game("fbs")
    fbs.penalise(1, PenaltyKind.ARBITER)
    assert fbs.players[1].score == -5
    fbs.penalise(1, PenaltyKind.WARNING)
    assert fbs.players[1].score == -5


def test_overdraw_not_noticed_declares_the_loser_seed_000_10_1_3():
    game = new_game()
    set_rack(game, 0, "FONDUES")
    game.play(0, "H8 FOND")
    events = game.penalise(0, PenaltyKind.LOSS)
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason is EndReason.LOSS
    assert over.winners == (1,)


def test_resignation_seed_000_10_7():
    game = new_game()
    events = game.resign(1)
    assert isinstance(events[-1], GameOver)
    assert events[-1].reason is EndReason.RESIGNED and events[-1].winners == (0,)


def test_bad_penalties_are_refused():
    game = new_game()
    for kwargs in (
        {"kind": PenaltyKind.OVERDRAW, "tiles": 0},
        {"kind": PenaltyKind.WRONG_CHALLENGE},
        {"kind": PenaltyKind.ARBITER, "points": -3},
    ):
        assert refuse(game.penalise, 0, **kwargs).refusal.reason is Reason.BAD_PENALTY
    assert refuse(game.penalise, 5, PenaltyKind.WARNING).refusal.reason is Reason.UNKNOWN_PLAYER


def test_total_equals_moves_penalties_and_adjustments():
    game = duals_position()
    game.challenge(1, ["DUALS"])
    set_rack(game, 1, "ZEEEEEE")
    game.pass_turn(1)
    game.penalise(0, PenaltyKind.ARBITER)
    game.resign(0)
    for player in (0, 1):
        moves = sum(e.score.total for e in game.events if isinstance(e, MovePlayed) and e.player == player)
        penalties = sum(e.points for e in game.events if isinstance(e, PenaltyGiven) and e.player == player)
        assert game.players[player].score == moves - penalties
    assert any(isinstance(e, Passed) for e in game.events)
