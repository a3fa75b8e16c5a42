"""Computer players, hints, analysis, and the autoplay and moves commands."""

import random
from functools import partial
from pathlib import Path

import pytest

from conftest import new_game, put_on_board, set_rack
from motamot.cli.main import main
from motamot.describe.engine import move_text
from motamot.engine.analysis import analyse
from motamot.engine.hints import HintStep, best_moves, hint
from motamot.engine.leave import TILE_WORTH, leave_value
from motamot.engine.movegen import main_word
from motamot.engine.players import (
    COMMON,
    Beginner,
    Champion,
    ExchangeDecision,
    Expert,
    Intermediate,
    PlayDecision,
    computer,
    take_turn,
    word_frequencies,
)
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.records.gcg import read_gcg
from motamot.records.replay import replay_record
from motamot.rules.events import ChallengeOutcome, ChallengeResolved, GameOver, MovePlayed
from motamot.rules.notation import parse_move
from motamot.rules.placement import check_placement, check_written
from motamot.rules.scoring import score_placement
from motamot.rules.tiles import LETTERS

WORDS = shipped()
GAMES = Path(__file__).parent / "games"
FR, EN = translation("fr"), translation("en")


def game_with_words(variant: str = "ffsc"):
    game = new_game(variant)
    game.judge = WORDS.is_valid
    return game


def test_leave_values_prefer_jokers_and_s_and_balance():
    assert leave_value("?") > leave_value("S") > leave_value("E") > leave_value("Q")
    assert leave_value("EEE") < leave_value("E")
    assert leave_value("AEIOU") < leave_value("AERST")
    assert leave_value("Q") < leave_value("QU")


def test_expert_plays_the_bingo_on_an_opening_rack():
    game = game_with_words()
    set_rack(game, 0, "AEINRST")
    decision = Expert(WORDS, random.Random(1)).choose(game, 0)
    assert isinstance(decision, PlayDecision) and len(decision.move.tiles) == 7
    assert decision.move.score == best_moves(game.board, list("AEINRST"), WORDS)[0].score


def test_expert_exchanges_a_hopeless_rack():
    game = game_with_words()
    set_rack(game, 0, "QWKVVYJ")
    decision = Expert(WORDS, random.Random(1)).choose(game, 0)
    assert isinstance(decision, ExchangeDecision)
    assert {"Q", "W", "K"} <= set(decision.tiles)


@pytest.mark.parametrize("level", [Expert, partial(Champion, budget=None)])
def test_expert_and_champion_go_out_in_the_end_game(level):
    game = game_with_words()
    put_on_board(game, "H8 CHAT")
    set_rack(game, 0, "S")
    set_rack(game, 1, "ZEE")
    game.bag.take(game.bag.contents())
    decision = level(WORDS, random.Random(1)).choose(game, 0)
    assert isinstance(decision, PlayDecision) and decision.move.rack_tiles == ["S"]


def test_intermediate_plays_well_but_not_always_the_best():
    game = game_with_words()
    set_rack(game, 0, "EEIRSTU")
    best = best_moves(game.board, list("EEIRSTU"), WORDS)[0].score
    scores = {Intermediate(WORDS, random.Random(seed)).choose(game, 0).move.score for seed in range(60)}
    assert all(score >= 0.7 * best for score in scores)
    assert len(scores) > 1


def test_beginner_plays_common_words():
    frequencies = word_frequencies()
    game = game_with_words()
    for seed in range(10):
        set_rack(game, 0, "".join(random.Random(seed).sample("AEEIORSTNLUMPC", 7)))
        decision = Beginner(WORDS, random.Random(seed)).choose(game, 0)
        if isinstance(decision, PlayDecision):
            assert frequencies[main_word(game.board, decision.move)] >= COMMON


def test_frequency_file_holds_listed_words_only():
    frequencies = word_frequencies()
    assert len(frequencies) > 50_000
    assert all(word in WORDS.dawg and 2.0 <= zipf <= 8.0 for word, zipf in frequencies.items())
    assert frequencies["CHAT"] > frequencies["KYSTE"]


def test_computer_challenges_an_invalid_word_and_never_plays_one():
    game = game_with_words()
    set_rack(game, 0, "XZQWEEA")
    game.play(0, "H8 XZQ")  # a human's phony
    events = take_turn(game, 1, computer("expert", WORDS, random.Random(1)))
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.outcome is ChallengeOutcome.WITHDRAWN and resolved.verdicts == (("XZQ", False),)
    played = [e for e in events if isinstance(e, MovePlayed)]
    assert played and all(w.text in WORDS.dawg for e in played for w in e.placement.words)


def test_whole_games_between_levels_end_and_keep_to_the_rules():
    for levels, variant in ((("expert", "debutant"), "ffsc"), (("intermediaire", "expert"), "larousse")):
        game = new_game(variant, seed=3)
        game.judge = WORDS.is_valid
        ais = [computer(levels[i], WORDS, random.Random(i)) for i in range(2)]
        for _ in range(200):
            if game.over is not None:
                break
            take_turn(game, game.turn, ais[game.turn])
        assert isinstance(game.events[-1], GameOver)
        for event in game.events:
            if isinstance(event, MovePlayed):
                assert all(w.text in WORDS.dawg for w in event.placement.words)


def test_hints_step_by_step():
    game = game_with_words()
    set_rack(game, 0, "AEINRST")
    assert hint(game, 0, WORDS, HintStep.BINGO).bingo_possible
    best = hint(game, 0, WORDS, HintStep.BEST_SCORE).best_score
    whole = hint(game, 0, WORDS, HintStep.MOVE)
    assert whole.best is not None and whole.best_score == best
    placement = check_placement(
        game.board,
        [
            (whole.best.start.moved(whole.best.direction, i), letter)
            for i, letter in enumerate(whole.best.word)
        ],
        None,
        whole.best.direction,
    )
    assert score_placement(placement).total == best
    set_rack(game, 0, "QWKVVYJ")
    assert not hint(game, 0, WORDS, HintStep.BINGO).bingo_possible


def test_analysis_of_a_finished_game():
    game = new_game(seed=11)
    game.judge = WORDS.is_valid
    ais = [computer("debutant", WORDS, random.Random(1)), computer("expert", WORDS, random.Random(2))]
    while game.over is None:
        take_turn(game, game.turn, ais[game.turn])
    turns = analyse(game, 0, WORDS)
    assert turns and [t.turn for t in turns] == list(range(1, len(turns) + 1))
    assert all(t.best_score >= t.score and t.missed == t.best_score - t.score for t in turns if t.best)
    assert sum(t.missed for t in turns) > 0  # the beginner leaves points on the table


def test_moves_command_on_a_recorded_game(capsys):
    assert (
        main(["coups", str(GAMES / "ffsc_x9_joker_passes.gcg"), "--tirage", "EEIRSTU", "--nombre", "3"]) == 0
    )
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        "1. E5 ETIREURS, 82 points",
        "2. 14G SAUTERIE, 70 points",
        "3. 13H RESITUER, 68 points",
    ]
    assert main(["moves", str(GAMES / "ffsc_x9_joker_passes.gcg"), "--rack", "EEI1"]) == 2
    assert main(["moves", str(GAMES / "absent.gcg"), "--rack", "EEI"]) == 2


def test_moves_are_listed_as_typed_back_each_once(capsys):
    """Issue "The computer opponent", item 4: with jokers, every listed move is distinct and
    is exactly what a player types to play it; its jokers are named for the ear, with the
    square when its letter is also a real tile of the word."""
    record = GAMES / "ffsc_x4_challenge_out.gcg"
    assert main(["coups", str(record), "--tirage", "AEILN??", "--nombre", "200"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 200
    report = replay_record(read_gcg(record))
    typed = []
    for number, line in enumerate(lines, start=1):
        rank, coordinate, word, *rest = line.split(" ")
        assert rank == f"{number}."
        written = parse_move(f"{coordinate} {word.rstrip(',')}")
        placement = check_written(report.board, written, list("AEILN??"))
        assert all(w.text in WORDS.dawg for w in placement.words)
        assert line.endswith(f", {score_placement(placement).total} points")
        jokers = [letter for letter in written.word if letter.islower()]
        assert len(jokers) == 2 and line.count(" en ") == sum(j.upper() in written.word for j in jokers)
        typed.append(str(written))
    assert len(set(typed)) == len(typed)


def test_a_joker_is_named_with_its_square_when_its_letter_is_also_a_real_tile():
    board_move = parse_move("E4 REUNITeS")
    other = parse_move("E4 ReUNITES")
    assert move_text(FR, board_move) == "E4 REUNITeS, joker E en E10"
    assert move_text(FR, other) == "E4 ReUNITES, joker E en E5"
    assert move_text(FR, parse_move("5E NOTAiRES")) == "5E NOTAiRES, joker I"
    assert move_text(FR, parse_move("8A LIgNAgER")) == "8A LIgNAgER, jokers G, G"
    assert move_text(EN, parse_move("5E nOTAiRES")) == "5E nOTAiRES, blanks N, I"
    assert move_text(EN, parse_move("E4 ReUNITES")) == "E4 ReUNITES, blank E on E5"
    assert move_text(EN, parse_move("H4 MOT")) == "H4 MOT"


def test_autoplay_command_prints_the_figures(capsys):
    assert main(["autoplay", "--parties", "2", "--niveaux", "expert,debutant", "--graine", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert (
        lines[0] == "Parties, 2, ordinateur expert contre ordinateur débutant, graine 5."
    )  # no internal name
    assert (
        lines[1].startswith("ordinateur expert, parties gagnées, ")
        and " sur 2, " in lines[1]
        and "ms par coup" in lines[1]
    )
    assert main(["autoplay", "--niveaux", "expert,grandmaitre"]) == 2


def test_autoplay_of_a_level_against_itself_tells_the_two_apart(capsys):
    assert main(["autoplay", "--parties", "2", "--niveaux", "debutant,debutant", "--graine", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("ordinateur débutant 1, ") and lines[2].startswith("ordinateur débutant 2, ")


def test_every_tile_has_a_leave_value():
    assert set(TILE_WORTH) == set(LETTERS + "?")


@pytest.mark.parametrize("in_bag", [6, 0])
def test_the_beginner_plays_a_rare_word_when_it_knows_no_other_and_never_passes(in_bag):
    """Issue 61, point 3: at the end of a game the beginner passed three times with C1 KA
    playable. Its common-word filter left no move; once it may not change tiles (fewer than
    7 in the bag, 000 §4.3.1) it plays the best move there is rather than pass."""
    words = shipped()
    game = new_game(seed=5)
    game.judge = words.is_valid
    set_rack(game, 0, "KAZWXYQ")
    game.bag.take(list(game.bag.contents())[: len(game.bag) - in_bag])
    assert not game.can_exchange()
    frequencies = word_frequencies()
    assert all(frequencies.get(word, 0.0) < COMMON for word in ("KA", "YAK", "WAX", "AY"))
    events = take_turn(game, 0, computer("debutant", words, random.Random(1)))
    played = [e for e in events if isinstance(e, MovePlayed)]
    assert played and played[0].placement.main_word.text == "WAX" and played[0].score.total == 42


def test_the_beginner_still_changes_tiles_rather_than_write_a_word_it_would_not_know():
    words = shipped()
    game = new_game(seed=5)
    game.judge = words.is_valid
    set_rack(game, 0, "KAZWXYQ")
    assert isinstance(Beginner(words, random.Random(1)).choose(game, 0), ExchangeDecision)
