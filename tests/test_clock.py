"""The clock model (seed 000 §6) and the out-of-time rules (000 §7.3, 001 §5-§6)."""

import pytest

from conftest import new_game, put_on_board, set_rack
from motamot.rules.clock import Clock, ClockKind, ClockSettings, ClockWarning, TimeExpired
from motamot.rules.events import EndReason, GameOver, PassCause, Passed
from motamot.rules.game import Game
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.variants import preset

CHESS_2MIN = ClockSettings(ClockKind.CHESS, 120, (60, 30, 10))


def test_chess_clock_counts_only_the_running_player_seed_000_6_2():
    clock = Clock(CHESS_2MIN, 2)
    clock.start(0, now=100.0)
    assert clock.advance(130.0) == []
    clock.switch(1, now=140.0)
    clock.advance(200.0)
    assert clock.time_left(0) == 80.0
    assert clock.time_left(1) == 60.0


def test_warnings_fire_once_each_at_their_thresholds():
    clock = Clock(CHESS_2MIN, 2)
    clock.start(0, now=0.0)
    events = clock.advance(95.0)  # 25 s left: crosses 60 and 30
    assert [e.threshold for e in events] == [60, 30]
    assert all(isinstance(e, ClockWarning) and e.player == 0 for e in events)
    assert clock.advance(96.0) == []
    events = clock.advance(130.0)
    assert events == [TimeExpired(0)]  # straight past 10 s to nothing: expiry only
    assert clock.is_out(0) and not clock.is_out(1)


def test_next_event_says_when_to_tick():
    clock = Clock(CHESS_2MIN, 2)
    assert clock.next_event_at() is None  # not started
    clock.start(0, now=100.0)
    assert clock.next_event_at() == 160.0  # 60 s warning
    clock.advance(160.0)
    assert clock.next_event_at() == 190.0  # 30 s warning
    clock.advance(215.0)
    assert clock.next_event_at() == 220.0  # out of time
    clock.advance(220.0)
    assert clock.next_event_at() is None


def test_per_move_timer_restarts_each_move_with_early_warning_seed_000_6_3_1():
    clock = Clock(ClockSettings(ClockKind.PER_MOVE, 120, (15,)), 2)
    clock.start(0, now=0.0)
    assert [type(e) for e in clock.advance(110.0)] == [ClockWarning]
    clock.switch(1, now=115.0)
    clock.switch(0, now=120.0)
    assert clock.time_left(0) == 120.0
    assert [type(e) for e in clock.advance(230.0)] == [ClockWarning]


def test_global_credit_is_shared_seed_000_6_4():
    clock = Clock(ClockSettings(ClockKind.GLOBAL, 100, ()), 2)
    clock.start(0, now=0.0)
    clock.switch(1, now=40.0)
    assert clock.advance(100.0) == [TimeExpired(None)]


def test_paused_clock_does_not_run():
    clock = Clock(CHESS_2MIN, 2)
    clock.start(0, now=0.0)
    clock.pause(10.0)
    clock.resume(50.0)
    clock.advance(60.0)
    assert clock.time_left(0) == 100.0


def chess_game(variant: str = "ffsc", valid: set[str] | None = None) -> Game:
    return new_game(variant, valid=valid, clock=CHESS_2MIN, now=0.0)


def test_game_announces_warnings_through_tick():
    game = chess_game()
    events = game.tick(95.0)
    assert [e.threshold for e in events if isinstance(e, ClockWarning)] == [60, 30]
    assert game.next_clock_event() == 110.0
    assert game.tick(game.next_clock_event()) == [ClockWarning(0, 10, 10.0)]


def test_out_of_time_player_can_only_pass_opponent_plays_alone_seed_000_7_3_1():
    game = chess_game(valid={"FOND", "FONDS"})
    set_rack(game, 1, "FONDSEE")
    events = game.tick(121.0)  # Xavier's credit runs out on his turn
    assert TimeExpired(0) in events
    assert Passed(0, PassCause.OUT_OF_TIME) in events
    assert game.turn == 1 and game.players[0].out_of_time
    assert refuse(game.exchange, 1, "E").refusal.reason is Reason.EXCHANGE_FORBIDDEN_OPPONENT_OUT_OF_TIME
    events = game.play(1, "H8 FOND", now=130.0)
    # Xavier's turn is passed for him and Yvonne plays on.
    assert Passed(0, PassCause.OUT_OF_TIME) in events
    assert game.turn == 1
    # He may still challenge (000 §7.3.1).
    game.challenge(0, ["FOND"])
    assert game.players[0].score == -5
    assert refuse(game.play, 0, "H12 FONDS").refusal.reason is Reason.OUT_OF_TIME


def test_both_out_of_time_each_deducts_seed_000_7_3_2():
    game = chess_game()
    set_rack(game, 0, "XU")
    set_rack(game, 1, "KW")
    game.tick(121.0)
    events = game.tick(300.0)
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason is EndReason.TIME
    assert over.scores == (-11, -20)


def test_a_move_after_the_credit_ran_out_is_refused():
    game = chess_game()
    set_rack(game, 0, "FONDUES")
    before = game.snapshot()
    assert refuse(game.play, 0, "H8 FOND", now=125.0).refusal.reason is Reason.OUT_OF_TIME
    assert game.snapshot() == before


def test_per_move_timer_runs_out_turn_lost_seed_000_6_3_2():
    game = new_game("larousse", clock=ClockSettings(ClockKind.PER_MOVE, 120, (15,)), now=0.0)
    events = game.tick(121.0)
    assert Passed(0, PassCause.MOVE_TIMER) in events
    assert game.turn == 1
    assert game.clock.time_left(1) == 120.0


def test_global_credit_spent_ends_the_game():
    game = new_game("ffsc", clock=ClockSettings(ClockKind.GLOBAL, 600, ()), now=0.0)
    events = game.tick(601.0)
    assert isinstance(events[-1], GameOver) and events[-1].reason is EndReason.TIME


def test_larousse_out_of_time_player_challenging_rightly_ends_the_game_seed_001_6():
    game = new_game("larousse", valid={"DIN", "DUALS"}, clock=CHESS_2MIN, now=0.0)
    put_on_board(game, "H6 DIN")
    game.tick(121.0)  # Xavier runs out; Yvonne plays
    set_rack(game, 1, "DUALSEE")
    game.play(1, "9D DUALS", now=125.0)
    events = game.challenge(0, ["DINS"], now=126.0)
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason is EndReason.TIME


def test_fbs_needs_at_least_twenty_minutes_seed_003_temps_alloue():
    with pytest.raises(IllegalMove) as info:
        Game.new(["A", "B"], preset("fbs"), 1, clock=ClockSettings(ClockKind.CHESS, 15 * 60))
    assert info.value.refusal.reason is Reason.CLOCK_TOO_SHORT
    assert Game.new(["A", "B"], preset("fbs"), 1).clock.settings.seconds == 20 * 60


def refuse(call, *args, **kwargs) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        call(*args, **kwargs)
    return info.value
