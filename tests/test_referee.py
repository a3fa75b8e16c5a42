"""The referee of a game on the physical braille board (issue 6): rules.referee.

Seeds: 000 (FFSc classic rules), 003 (Belgian rules), 004 (the braille edition).
"""

from __future__ import annotations

import random

import pytest

from motamot.engine.players import computer, take_turn
from motamot.lexicon.lexicon import shipped
from motamot.rules.actions import Challenge, DeclineChallenge, Exchange, Pass, Play
from motamot.rules.events import EndReason, MovePlayed, PenaltyKind, RemainingTilesAsked, TurnStarted
from motamot.rules.game import Game
from motamot.rules.referee import RefereeGame
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.variants import preset

LEXICON = shipped()


def referee(rules: str = "ffsc", players: tuple[str, ...] = ("Anne", "Bruno")) -> RefereeGame:
    return RefereeGame.start(list(players), preset(rules), judge=LEXICON.is_valid)


def refused(call, *args, **kwargs) -> Reason:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalMove) as error:
        call(*args, **kwargs)
    return error.value.refusal.reason


def test_the_tracking_sheet_counts_the_bag_from_the_board_and_the_racks() -> None:
    # 000 §2.3: the 102 letters, less the ones played; 7 on each rack.
    game = referee()
    assert game.bag_size() == 102 - 14 and sum(game.unplayed().values()) == 102
    game.play(0, "H7 DIN")
    assert game.bag_size() == 102 - 3 - 14
    assert game.unplayed()["D"] == 2 and game.rack_counts == [7, 7]


def test_a_move_uses_only_letters_not_yet_played() -> None:
    game = referee()
    game.play(0, "H7 KOI")
    # There is one K in the game (004 §1.3): a second cannot be played.
    assert refused(game.play, 1, "9G KI") is Reason.NONE_LEFT
    game.play(1, "9F OUI")
    game.play(0, "I9 zOo")  # two jokers, for Z and O
    assert refused(game.play, 1, "J9 aS") is Reason.NONE_LEFT  # both jokers are on the board


def test_the_challenge_of_000_5_3_example_1() -> None:
    # 000 §5.3: X plays DUALS making DIN into DINS; Y challenges DINS, not
    # admitted: X takes the tiles back and loses the turn; Y plays.
    game = referee()
    game.play(0, "H7 DIN")
    bag = game.bag_size()
    game.play(1, "10D DUALS")
    game.challenge(0, ["DINS"])
    assert game.scores() == (8, 0) and game.turn == 0
    assert game.bag_size() == bag and game.rack_counts == [7, 7]


def test_a_wrong_challenge_costs_five_points_per_word_in_ffsc() -> None:
    game = referee()
    game.play(0, "H7 DIN")
    game.play(1, "10D DUALS")
    game.challenge(0, ["DUALS"])  # 000 §5.3 example 2
    assert game.scores() == (8 - 5, 13)


def test_an_invalid_word_left_on_the_board_can_be_challenged_once_extended() -> None:
    # 000 §5.4.3: RETAIRA stays, unchallenged; RETAIRAI can be challenged later.
    game = referee()
    game.play(0, "H2 RETAIRA")
    game.decline_challenge(1)
    game.play(1, "2H RE")
    game.play(0, "H2 RETAIRAI")
    game.challenge(1, ["RETAIRAI"])
    assert game.board.rows()[7][1:9] == "RETAIRA." and game.turn == 1


def test_exchange_counts_tiles_and_needs_seven_in_the_bag() -> None:
    game = referee()
    game.exchange_count(0, 3)
    assert game.rack_counts == [7, 7] and game.turn == 1
    assert refused(game.exchange_count, 1, 8) is Reason.MORE_THAN_HELD
    assert refused(game.exchange_count, 1, 0) is Reason.EXCHANGE_NOTHING
    assert refused(game.apply, Exchange(1, ("A",))) is Reason.REFEREE_ONLY


def test_penalties_overdraw_warning_and_arbiter_points() -> None:
    game = referee("fbs")
    game.penalise(0, PenaltyKind.OVERDRAW, tiles=2)  # 003 §9.1: 5 per tile seen
    game.penalise(1, PenaltyKind.WARNING)
    game.penalise(1, PenaltyKind.ARBITER)  # 003 §8.2: five points
    assert game.scores() == (-10, -5)
    assert game.rack_counts == [7, 7]  # the tiles too many went back to the bag


def test_six_passes_end_the_game_and_each_player_says_their_letters() -> None:
    # 000 §4.2.2 and §8.2: the lower rack value wins.
    game = referee()
    for _ in range(6):
        events = game.pass_turn(game.turn)
    assert isinstance(events[-1], RemainingTilesAsked) and events[-1].reason is EndReason.PASSES
    assert not any(isinstance(e, TurnStarted) for e in events[1:])
    assert refused(game.pass_turn, game.turn) is Reason.AWAITING_RACKS
    assert refused(game.declare_rack, 0, "AAEB?X") is Reason.WRONG_TILE_COUNT
    assert refused(game.declare_rack, 0, "AAEB?XX") is Reason.NONE_LEFT  # one X in the game
    game.declare_rack(0, "AAEB?XL")
    assert refused(game.declare_rack, 0, "AAEB?XL") is Reason.ALREADY_DECLARED
    game.declare_rack(1, "MGHERSQ")
    assert game.over is not None and game.over.winners == (0,) and game.scores() == (-17, -19)


def play_a_real_game(seed: int) -> Game:
    """A whole dealt game between two computers, with challenges of their own."""
    game = Game.new(["Anne", "Bruno"], preset("ffsc"), seed, judge=LEXICON.is_valid)
    rng = random.Random(seed)
    players = [computer(level, LEXICON, random.Random(rng.random())) for level in ("expert", "debutant")]
    while game.over is None:
        take_turn(game, game.turn, players[game.turn])
    return game


def enter(game: RefereeGame, action: object) -> None:
    """A dealt game's action as a typist enters it at the desk: an exchange by its count."""
    match action:
        case Play(player=p, tiles=tiles, direction=direction):
            game.apply(Play(p, tiles, direction))
        case Exchange(player=p, tiles=tiles):
            game.exchange_count(p, len(tiles))
        case Pass() | Challenge() | DeclineChallenge():
            game.apply(action)


@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_dealt_game_refereed_move_by_move_gives_the_same_scores(seed: int) -> None:
    """What a typist would enter for a game played on the physical board."""
    dealt = play_a_real_game(seed)
    game = referee()
    for action in dealt.actions:
        enter(game, action)
    assert dealt.over is not None
    left = {a.player: a.rack for a in dealt.over.adjustments}
    for player in game.awaiting_racks:
        game.declare_rack(player, left[player])
    assert game.over is not None
    assert game.scores() == dealt.scores() and game.over.reason is dealt.over.reason


def test_larousse_an_exchange_made_too_late_counts_the_later_moves_as_nothing_seed_001_5() -> None:
    """001 §5: "S'il s'avère qu'un joueur a changé une ou plusieurs lettres alors qu'il en
    restait moins de sept, tous les coups qu'il a joués à partir de ce moment lui sont
    comptés comme nuls." On the physical board the exchange has happened: the desk keeps
    it and the player's moves from then on score nothing. Under ffsc it is refused."""
    dealt = play_a_real_game(3)
    games = {rules: referee(rules) for rules in ("larousse", "ffsc")}
    kept = None
    for action in dealt.actions:
        if games["ffsc"].bag_size() < 7:
            kept = action
            break
        for game in games.values():
            enter(game, action)
    assert isinstance(kept, Play), "the game reached a bag of fewer than 7 on a move"
    late = games["larousse"]
    player, other = late.turn, 1 - late.turn
    assert refused(games["ffsc"].exchange_count, player, 2) is Reason.EXCHANGE_BAG_TOO_SMALL
    exchanged = late.exchange_count(player, 2)[0]
    assert exchanged.too_late_with == late.bag_size() < 7
    late.pass_turn(other)
    before = late.scores()[player]
    played = next(
        e for e in late.apply(Play(player, kept.tiles, kept.direction)) if isinstance(e, MovePlayed)
    )
    assert played.void and played.score.total > 0
    assert late.scores()[player] == before


def test_once_the_game_is_over_a_second_rack_is_already_noted_not_a_game_going_on() -> None:
    """Issue 61, point 4: 000 §7, the letters left are said once; after the last one, a
    second ``reste`` is told they are noted, or that the game is over, never that it is not."""
    game = referee()
    for _ in range(6):
        game.pass_turn(game.turn)
    game.declare_rack(0, "AAEB?XL")
    game.declare_rack(1, "MGHERSQ")
    assert game.over is not None
    assert refused(game.declare_rack, 1, "MGHERSQ") is Reason.ALREADY_DECLARED
    assert refused(game.declare_rack, 0, "AAEB?XL") is Reason.ALREADY_DECLARED
    resigned = referee()
    resigned.resign(0)
    assert refused(resigned.declare_rack, 0, "AAEB?XL") is Reason.GAME_OVER
    assert refused(referee().declare_rack, 0, "AAEB?XL") is Reason.NOTHING_TO_DECLARE
