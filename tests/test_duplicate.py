"""Duplicate (the "Règlement du Scrabble Duplicate", FFSc, to which seed 001 §2.6 and seed
003 refer): the drawing rule, the top, the scores, the end, saves, replays, records, and
whole games through the real commands in lines, French and English."""

from __future__ import annotations

import copy
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import CLUB_GAME, GOLDEN, JSON, heard_on_screen
from hypothesis import given, settings
from hypothesis import strategies as st
from tables import FakeTime

from motamot.commands.duplicate import DuplicateCommands
from motamot.commands.room import RoomCommands
from motamot.describe.duplicate import (
    describe_gap,
    describe_rack_drawn,
    duplicate_ranking,
    duplicate_table,
    rack_written,
)
from motamot.engine.hints import duplicate_top, written
from motamot.engine.movegen import generate
from motamot.files import FileProblem, RecordError
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.publish.duplicate import write_duplicate_record
from motamot.records.duplicate import duplicate_from_json, duplicate_to_gcg, duplicate_to_json, turns_to_redo
from motamot.records.gcg import EntryKind, format_gcg, parse_gcg
from motamot.records.published import parse_published
from motamot.rules.bag import Bag
from motamot.rules.duplicate import FFSC, DuplicateEnd, DuplicateGame, RackDrawn, RedoTurn, Verdict
from motamot.rules.notation import parse_move
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.tiles import BLANK
from motamot.sessions.duplicate import DuplicateSession
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker

WORDS = shipped()


# ----------------------------------------------------------------- the drawing rule


def test_the_drawing_rule_two_and_two_up_to_the_fifteenth_move_then_one_and_one():
    # Règlement du Scrabble Duplicate, "Validité des tirages": up to the 15th move at least two
    # vowels and two consonants; from the 16th at least one of each.
    assert FFSC.is_fit("AEBCDFG", 15)
    assert not FFSC.is_fit("ABCDFGH", 15)  # one vowel
    assert not FFSC.is_fit("AEIOUBS"[:5] + "EE", 15)  # one consonant
    assert FFSC.is_fit("ABCDFGH", 16)
    assert not FFSC.is_fit("BCDFGHJ", 16)  # no vowel at all
    assert not FFSC.is_fit("AEIOUAE", 16)  # no consonant at all


def test_the_joker_and_y_count_as_whichever_the_rack_needs():
    # Same text: the joker and Y are a vowel or a consonant as the rack needs; each counts once.
    assert FFSC.is_fit("A?BCDFG", 1)  # the joker is the second vowel
    assert FFSC.is_fit("AEI?OUS", 1)  # the joker is the second consonant
    assert FFSC.is_fit("YABCDFG", 1)
    assert FFSC.is_fit("AE??", 1)  # the jokers as the two consonants
    assert not FFSC.is_fit("AEIO?UA", 1)  # one joker cannot be two consonants
    assert not FFSC.is_fit("Y?", 1)  # two tiles cannot be four
    assert FFSC.is_fit("Y?", 16)


def test_an_unfit_rack_goes_back_whole_kept_letters_included():
    # Règlement du Scrabble Duplicate: an unfit draw is put back whole and drawn again; the
    # letters left by the last top go back with it.
    game = DuplicateGame(["Anne"], WORDS.is_valid)
    game.bag = Bag(list("BCDFGHJAEIO"))
    game.kept = ["K", "L", "M", "N"]
    seen = []
    for seed in range(40):
        trial = DuplicateGame(["Anne"], WORDS.is_valid)
        trial.bag, trial.kept = Bag(game.bag.contents()), list(game.kept)
        drawn = trial.draw(random.Random(seed), 0.0)[0]
        assert isinstance(drawn, RackDrawn)
        assert FFSC.is_fit(drawn.rack, 1)
        for unfit in drawn.rejected:
            assert not FFSC.is_fit(unfit, 1)
        if drawn.rejected:
            seen.append(seed)
            assert drawn.kept == ()  # they went back with the rest
            assert set("KLMN") <= set(drawn.rejected[0])
        assert sorted(drawn.rack + tuple(trial.bag.contents())) == sorted("BCDFGHJAEIOKLMN")
    assert seen  # some draws were put back


def test_the_game_ends_when_no_fit_rack_can_be_drawn():
    # Règlement du Scrabble Duplicate: the game stops when the letters left cannot make a fit rack.
    game = DuplicateGame(["Anne"], WORDS.is_valid)
    game.bag = Bag(list("AEIOUE"))
    game.kept = ["S"]
    events = game.draw(random.Random(1), 0.0)
    assert game.over is not None and game.over.reason is DuplicateEnd.NO_FIT_RACK
    assert events == [game.over]
    with pytest.raises(IllegalMove) as refused:
        game.draw(random.Random(1), 0.0)
    assert refused.value.refusal.reason is Reason.GAME_OVER


def test_a_bag_of_nearly_all_vowels_still_gives_a_fit_rack():
    # When chance keeps failing (two consonants among forty vowels), the rack is built.
    game = DuplicateGame(["Anne"], WORDS.is_valid)
    game.bag = Bag(list("AEIOU" * 8) + ["S", "T"])
    drawn = game.draw(random.Random(3), 0.0)[0]
    assert isinstance(drawn, RackDrawn) and FFSC.is_fit(drawn.rack, 1)
    assert len(drawn.rack) == 7 and sorted(drawn.rack).count("S") == 1


# ----------------------------------------------------------------- whole games, seeded


def play_out(seed: int, exhaustive: bool) -> DuplicateGame:
    """A game where the player hands in a random legal move each turn (or nothing)."""
    rng = random.Random(seed)
    game = DuplicateGame(["Anne"], WORDS.is_valid)
    now = 0.0
    while game.over is None:
        events = game.draw(random.Random(seed * 1000 + game.number), now)
        if game.over is not None:
            assert events == [game.over]
            break
        drawn = events[0]
        assert isinstance(drawn, RackDrawn) and FFSC.is_fit(drawn.rack, drawn.number)
        assert all(not FFSC.is_fit(r, drawn.number) for r in drawn.rejected)
        top = duplicate_top(game.board, list(game.rack), WORDS)
        moves = list(generate(game.board, list(game.rack), WORDS.dawg)) if exhaustive else []
        if exhaustive:
            best = max((m.score for m in moves), default=None)
            assert (top.score if top else None) == best
            if top is not None:
                best_moves = [m for m in moves if m.score == best]
                jokers_used = min(sum(t.islower() for _, t in m.tiles) for m in best_moves)
                assert sum(t.islower() for _, t in top.tiles) == jokers_used
        if top is None:
            game.close_turn(None, now)
            break
        mine = rng.choice(moves) if moves and rng.random() < 0.7 else None
        answer = game.answer(0, written(game.board, mine) if mine else None, now + 5)
        assert answer.score == (mine.score if mine else 0)
        game.close_turn(written(game.board, top), now + 10)
        now += 20
    if game.over.reason is DuplicateEnd.NO_FIT_RACK:
        assert not FFSC.is_fit(game.kept + game.bag.contents(), game.number)
    return game


@pytest.mark.parametrize("seed", range(4))
def test_seeded_games_fit_racks_the_top_is_the_best_score_and_totals_add_up(seed):
    game = play_out(seed, exhaustive=True)
    assert game.totals() == (sum(t.answers[0].score for t in game.turns),)
    assert game.top_total() == sum(t.top_score for t in game.turns)
    assert game.gaps()[0] == game.totals()[0] - game.top_total() <= 0
    assert len(game.turns) >= 15


def test_many_more_seeded_games_keep_the_drawing_rule():
    for seed in range(10, 40):
        game = play_out(seed, exhaustive=False)
        for turn in game.turns:
            assert FFSC.is_fit(turn.rack, turn.number)
        assert sum(len(t.top.tiles) for t in game.turns) + len(game.kept) + len(game.bag) == 102


def test_the_top_keeps_a_joker_when_a_real_tile_scores_the_same():
    # Our documented tie rule: of tops scoring the same, the one keeping more jokers.
    game = DuplicateGame(["Anne"], WORDS.is_valid)
    game.set_rack(list("AEIRST?"), 0.0)
    top = duplicate_top(game.board, list(game.rack), WORDS)
    best = max(m.score for m in generate(game.board, list(game.rack), WORDS.dawg))
    assert top.score == best
    assert not any(t.islower() for _, t in top.tiles) or all(
        any(t.islower() for _, t in m.tiles)
        for m in generate(game.board, list(game.rack), WORDS.dawg)
        if m.score == best
    )


# ----------------------------------------------------------------- answers and the top


def opened(rack: str) -> DuplicateGame:
    game = DuplicateGame(["Anne", "Bruno"], WORDS.is_valid, seconds=60)
    game.set_rack(list(rack), 0.0)
    return game


def test_an_invalid_word_an_illegal_move_and_a_late_move_score_zero():
    game = opened("DUREAIS")
    invalid = game.answer(0, parse_move("H4 DUREA"), 10)
    assert (invalid.verdict, invalid.score, invalid.words) == (Verdict.INVALID_WORDS, 0, ("DUREA",))
    assert invalid.worth > 0
    illegal = game.answer(1, parse_move("H4 ZOO"), 10)
    assert illegal.verdict is Verdict.ILLEGAL and illegal.refusal.reason is Reason.LETTER_NOT_IN_RACK
    late = game.answer(1, parse_move("H4 DURES"), 61)
    assert (late.verdict, late.score) == (Verdict.LATE, 0) and late.worth > 0
    game.close_turn(written(game.board, duplicate_top(game.board, list(game.rack), WORDS)), 62)
    assert game.totals() == (0, 0)


def test_a_top_beaten_by_a_player_is_refused_and_nothing_changes():
    game = opened("DUREAIS")
    good = game.answer(0, parse_move("H4 DURES"), 5)
    assert good.verdict is Verdict.SCORED
    with pytest.raises(IllegalMove) as refused:
        game.close_turn(parse_move("H8 DU"), 6)
    assert refused.value.refusal.reason is Reason.TOP_BEATEN
    assert game.board.is_empty() and game.open is not None


def test_the_clock_of_a_move_warns_then_ends():
    game = opened("DUREAIS")
    assert game.next_clock_event() == 60 - 30  # the first warning under 60 s: 30 s left
    assert [type(e).__name__ for e in game.tick(31)] == ["ClockWarning"]
    events = game.tick(60)
    assert [type(e).__name__ for e in events] == ["TimeExpired"]
    assert game.tick(70) == [] and game.next_clock_event() is None


def test_a_named_rack_must_hold_the_kept_letters_and_be_fit():
    game = opened("DUREAIS")
    game.close_turn(parse_move("H4 DURES"), 1)
    assert game.kept == ["A", "I"]
    with pytest.raises(IllegalMove) as refused:
        game.set_rack(list("BCDEFGH"), 2)
    assert refused.value.refusal.reason is Reason.KEPT_LETTER_MISSING
    with pytest.raises(IllegalMove) as refused:
        game.set_rack(list("AIUUEEO"), 2)
    assert refused.value.refusal.reason is Reason.UNFIT_RACK
    assert game.open is None and game.kept == ["A", "I"]


# ----------------------------------------------------------------- saves, replays, records


def session(
    tmp_path: Path, seed: int = 5, redo: tuple[RedoTurn, ...] = ()
) -> tuple[DuplicateSession, FakeTime]:
    time = FakeTime()
    path = tmp_path / "duplicate.json"
    return DuplicateSession.new(["Anne"], WORDS, seed, 180, path, clock=time, redo=redo), time


def test_saved_after_every_turn_and_resumed_where_it_stood(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    first, time = session(tmp_path)
    first.next_rack()
    first.hand_in(0, first.top_written())
    time.now = 50
    first.game.answer(0, parse_move("H8 ZZ"), time.now)
    first.save()
    resumed = DuplicateSession.resume(first.save_path, WORDS, clock=lambda: 100.0)
    assert resumed.game.number == 2 and resumed.game.rack == first.game.rack
    assert resumed.game.totals() == first.game.totals()
    assert resumed.game.time_left(100.0) == pytest.approx(180 - 50)  # the time already used stays used


def test_a_finished_game_is_kept_and_redone_with_the_same_racks(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    played, _ = session(tmp_path, seed=7)
    played.next_rack()
    while played.game.over is None:
        played.hand_in(0, None)
    assert played.archived is not None and played.archived.exists()
    assert not played.save_path.exists()
    source = duplicate_from_json(json.loads(played.archived.read_text()), WORDS.is_valid, 0.0).game
    # Another seed: the racks come from the file.
    again, _ = session(tmp_path / "again", seed=99, redo=turns_to_redo(source))
    again.next_rack()
    while again.game.over is None:
        again.hand_in(0, again.top_written())
    assert [t.rack for t in again.game.turns] == [t.rack for t in played.game.turns]
    assert again.game.totals() == (again.game.top_total(),) == (played.game.top_total(),)


def test_a_club_published_game_is_read_with_its_scores_checked_by_the_rules():
    turns = parse_published(CLUB_GAME)
    assert len(turns) == 8
    assert str(turns[0].top) == "H4 ChACUNE" and str(turns[6].top) == "K3 BEARNAIS"
    assert turns[4].rack == tuple("RUZXTEU")
    assert turns[6].rejected == (("H", "P", "U"),)  # the letters kept of VEUX, put back


def test_a_club_published_game_is_redone_turn_by_turn_and_resumed_with_its_turns(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    redo = parse_published(CLUB_GAME)
    played, _ = session(tmp_path, seed=1, redo=redo)
    said = [played.next_rack()]
    for _turn in range(4):
        answer, events = played.hand_in(0, played.top_written())
        said.append(events)
    assert [t.rack for t in played.game.turns] == [t.rack for t in redo[:4]]
    resumed = DuplicateSession.resume(played.save_path, WORDS, clock=lambda: 0.0)
    assert resumed.redo == redo
    while resumed.game.number <= len(redo):
        resumed.hand_in(0, None)
    assert [str(t.top.written) for t in resumed.game.turns[:8]] == [str(t.top) for t in redo]
    assert resumed.game.top_total() - sum(t.top_score for t in resumed.game.turns[8:]) == 488
    fr = translation("fr")
    seventh = RackDrawn(7, tuple("BNISRAA"), (), (("H", "P", "U"),), 20, (2, 2))
    assert describe_rack_drawn(fr, seventh).startswith(
        "Reliquat H, P, U remis dans le sac, le tirage qui le complétait n'était pas valable. Coup 7"
    )


def test_a_player_may_beat_the_top_of_a_game_redone(tmp_path, monkeypatch):
    # The game redone keeps its own top (its word list judged it), so that its racks follow.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    played, _ = session(tmp_path, redo=parse_published("1 AECC?NU CANE H5 12"))
    played.next_rack()
    answer, events = played.hand_in(0, parse_move("H4 ChACUNE"))
    assert answer.score == 76 and played.game.turns[0].top_score == 12
    assert played.game.gaps() == (64,)
    fr = translation("fr")
    assert describe_gap(fr, 76, 12) == "Total 76, top 12, négatif plus 64, 633,3 % du top."
    # Issue 61, point 11: after each rack, the share of the tops so far; none before a top.
    assert describe_gap(translation("en"), 86, 104) == "Total 86, top 104, gap minus 18, 82.7% of the top."
    assert describe_gap(fr, 0, 0) == "Total 0, top 0, négatif 0."
    assert duplicate_ranking(fr, played.game)[1] == "1. Anne 76, plus 64"


@pytest.mark.parametrize("seed", [2, 3, 6, 11])
def test_motamot_s_own_per_turn_table_is_redone_with_the_same_racks_and_tops(seed, tmp_path):
    game = play_out(seed, exhaustive=False)
    _gcg, written = write_duplicate_record(
        translation("en"), game, tmp_path / "g.gcg", tmp_path / "g.txt", lexicon=WORDS
    )
    turns = parse_published(written.read_text(encoding="utf-8"))
    assert [(t.rack, t.top) for t in turns] == [(t.rack, t.top.written) for t in game.turns]


def test_the_per_turn_table_writes_racks_as_clubs_do():
    assert rack_written(tuple("EIUBNRS"), ("E", "I", "U"), renewed=False) == "EIU+BNRS"
    assert rack_written(tuple("ABEINST"), (), renewed=True) == "-ABEINST"
    assert rack_written(tuple("ABEINST"), (), renewed=False) == "ABEINST"


@pytest.mark.parametrize(
    ("text", "problem", "line"),
    [
        ("1 AECC?NU C(H)ACUNE H 4 75", FileProblem.WRONG_SCORE, 1),
        ("Titre\n\n2 AECC?NU C(H)ACUNE H 4 76", FileProblem.TURN_OUT_OF_ORDER, 3),
        ("1 AECC?NU C(H)ACUNE H 4 76\n2 EL+EIOLMS MOLLIES G 8 68", FileProblem.BAD_RACK, 2),
        ("1 -AECC+?NU C(H)ACUNE H 4 76", FileProblem.BAD_RACK, 1),
        ("1 AECC?NU C(H)ACUNE H 4 76\n2 E+IOLMLS MOLLIES G 8 68", FileProblem.WRONG_KEPT, 2),
        ("1 AECC?NU C(H)ACUNE H 4 76\n2 ZZZLMLS MOLLIES G 8 68", FileProblem.BAD_ACTION, 2),
        ("1 AECC?NU C(H)ACUNE A 1 76", FileProblem.BAD_ACTION, 1),
        ("1 AECC?NU C(H)ACUNE Z 9 76", FileProblem.BAD_LINE, 1),
        ("1 AEC%NU CACUNE H4 76", FileProblem.BAD_RACK, 1),
        ("1 AECC?NU CH4CUNE H 4 76", FileProblem.BAD_LINE, 1),
        ("Rien ici\nTop : 0", FileProblem.NO_TURNS, None),
        ("² AECC?NU CANE H5 12", FileProblem.NO_TURNS, None),  # a digit, but not a number
    ],
)
def test_a_damaged_published_game_is_refused_with_its_line(text, problem, line):
    with pytest.raises(RecordError) as error:
        parse_published(text)
    assert (error.value.problem, error.value.line) == (problem, line)


@settings(deadline=None, max_examples=300)
@given(st.integers(0, 11), st.integers(0, 6), st.text(max_size=14))
def test_a_published_game_with_any_cell_changed_is_read_or_refused_never_crashes(line, cell, text):
    lines = [row.split("\t") for row in CLUB_GAME.splitlines()]
    row = lines[line % len(lines)]
    row[cell % len(row)] = text
    try:
        parse_published("\n".join("\t".join(r) for r in lines))
    except RecordError:
        pass


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_example_of_the_docs_is_a_game_that_redoes(language):
    doc = (Path(__file__).parent.parent / "docs" / language / "duplicate.md").read_text(encoding="utf-8")
    example = doc.split("N°  Tirage", 1)[1].split("```", 1)[0]
    assert len(parse_published(example)) == 7


def test_kept_letters_written_where_the_last_top_kept_none_are_said_so():
    from motamot.describe.files import describe_record_error

    with pytest.raises(RecordError) as error:
        parse_published("1 AECC?NU C(H)ACUNE H 4 76\n2 E+IOLMLS MOLLIES G 8 68")
    assert describe_record_error(translation("fr"), error.value, "partie.txt") == (
        "partie.txt, ligne 2, reliquat E écrit, alors que le coup précédent n'en laisse aucun. "
        "Rien n'a été modifié."
    )


def test_a_published_game_is_redone_through_the_real_command(tmp_path):
    club = tmp_path / "club.txt"
    club.write_text(CLUB_GAME, encoding="utf-8")
    script = "tirage\nH4 ChACUNE\nG8 MOLLIES\nquitte\n"
    done = motamot(tmp_path, "duplicate", "--refaire", str(club), "--lignes", "--voix", "texte", stdin=script)
    assert done.returncode == 0, done.stderr
    assert "Coup 1, tirage A, E, C, C, joker, N, U." in done.stdout
    assert "C'est le top." in done.stdout and "Coup 3, tirage I, A, R, E, R, I, S." in done.stdout
    room = motamot(
        tmp_path / "room",
        *("duplicate", "--salle", "--joueurs", "Anne,Bruno", "--refaire", str(club), "--lignes"),
        *("--voix", "texte"),
        stdin="Bruno 30\ntop\ntop\nquitte\n",
    )
    assert "Top, H4 CHACUNE, joker H, 76 points." in room.stdout
    assert "Top, G8 MOLLIES, 68 points." in room.stdout
    club.write_text(CLUB_GAME.replace("\t72\t216", "\t27\t216"), encoding="utf-8")
    wrong = motamot(tmp_path, "duplicate", "--refaire", str(club), "--lignes", stdin="quitte\n")
    assert wrong.returncode == 2
    assert "ligne 5, le top 4H CRIERAIS vaut 72 points, pas 27. Rien n'a été modifié." in wrong.stderr
    club.write_text("1 AECC?NU CANE H5 12\n", encoding="utf-8")
    beaten = motamot(
        tmp_path,
        "duplicate",
        "--refaire",
        str(club),
        "--lignes",
        "--voix",
        "texte",
        stdin="H4 ChACUNE\nquitte\n",
    )
    assert (
        "Vous faites mieux que le top de la partie refaite, qui reste celui joué. Top, H5 CANE"
        in beaten.stdout
    )
    assert "Total 76, top 12, négatif plus 64, 633,3 % du top." in beaten.stdout


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (lambda d: d.update(format="motamot-game"), FileProblem.WRONG_FORMAT),
        (lambda d: d["turns"][0].update(rack="AEIOUAE"), FileProblem.BAD_ACTION),
        (lambda d: d["turns"][1].update(top="A1 ZYTHUMS"), FileProblem.BAD_ACTION),
        (lambda d: d["turns"][0].update(rack="abc"), FileProblem.BAD_FIELD),
        (lambda d: d.update(players=[]), FileProblem.BAD_FIELD),
        (lambda d: d.update(end="no_move"), FileProblem.BAD_ACTION),
        (
            lambda d: d["turns"][0]["answers"].append({"player": 9, "move": None, "at": 1}),
            FileProblem.BAD_ACTION,
        ),
    ],
)
def test_a_damaged_save_is_refused_with_the_turn_at_fault(tmp_path, damage, problem):
    game = play_out(2, exhaustive=False)
    data = json.loads(json.dumps(duplicate_to_json(game, 2, 0.0)))
    damage(data)
    with pytest.raises(RecordError) as error:
        duplicate_from_json(data, WORDS.is_valid, 0.0)
    assert error.value.problem is problem


def test_gcg_holds_the_racks_the_tops_and_each_players_moves():
    game = play_out(3, exhaustive=False)
    record = parse_gcg(format_gcg(duplicate_to_gcg(game, "motamot")))
    tops = [e for e in record.entries if e.nick == "top"]
    anne = [e for e in record.entries if e.nick == "Anne"]
    assert [e.rack for e in tops] == ["".join(t.rack) for t in game.turns]
    assert tops[-1].total == game.top_total() and anne[-1].total == game.totals()[0]
    assert {e.kind for e in anne} <= {EntryKind.PLAY, EntryKind.PASS}
    table = duplicate_table(translation("fr"), game)
    assert table[0] == ["Coup", "Tirage", "Top", "Points", "Anne"]
    assert len(table) == len(game.turns) + 2


def test_export_through_the_real_command(tmp_path):
    game = play_out(3, exhaustive=False)
    saved = tmp_path / "club.json"
    saved.write_text(json.dumps(duplicate_to_json(game, 3, 0.0)), encoding="utf-8")
    done = motamot(tmp_path, "duplicate", "--exporte", str(saved))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "club.gcg").read_text().startswith("#character-encoding UTF-8")
    assert (tmp_path / "club.txt").read_text().splitlines()[:2] == [
        "Partie duplicate",
        "Coup 1, Tirage HUNEJEI, Top H4 JEUNE, Points 40, Anne 0.",
    ]
    saved.write_text("{", encoding="utf-8")
    broken = motamot(tmp_path, "duplicate", "--exporte", str(saved))
    assert broken.returncode == 2 and "ligne 1" in broken.stderr


def motamot(home: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ, HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "cfg")
    )
    return subprocess.run(
        [sys.executable, "-m", "motamot.cli.main", "--langue", "fr", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_a_game_through_the_real_command_line(tmp_path):
    # seed 5: the first draw is rejected (one vowel); ABC is not on the rack: said, and the
    # player types again; DUREA is no word: handed in, it scores zero.
    script = "tirage\nH4 ABC\nH4 DUREA\nquitte\n"
    done = motamot(tmp_path, "duplicate", "--graine", "5", "--lignes", "--voix", "texte", stdin=script)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Tirage R, H, S, M, W, R, R rejeté, il faut au moins 2 voyelles et 2 consonnes." in out
    assert "H4 DUREA, mot non valable, DUREA, liste libre de motamot, zéro." in out
    assert "Vous n'avez pas de B sur votre chevalet." in out and "H4 ABC, impossible" not in out
    assert "Top, H4 DURERA, 18 points." in out
    # Resumed where it stood: the second rack, with the time it had.
    again = motamot(tmp_path, "duplicate", "--lignes", "--voix", "texte", stdin="scores\n")
    assert "Partie duplicate reprise au coup 2." in again.stdout
    assert "Total 0, top" in again.stdout


# ----------------------------------------------------------------- golden transcripts


SCRIPT = [
    "tirage",
    "epelle",
    "grille",
    "essaie H4 DURERA",
    "H4 DUREA",  # no word: zero
    "indice",
    "indice",
    "indice",
    "indice",
    "5E MuGUETAT",  # the top, from the hint
    "+200",  # the time per move runs out
    "4K NUISE",  # the top itself, but late: zero
    "dicte",
    "dernier",
    *["passe"] * 30,
    "scores",
    "quitte",
]


def transcript(language: str, tmp_path: Path) -> str:
    game_session, time = session(tmp_path)
    speaker = RecordingSpeaker()
    commands = DuplicateCommands(game_session, translation(language))
    lines: list[str] = []
    heard = 0
    script = iter(SCRIPT)

    def read(prompt: str) -> str | None:
        nonlocal heard
        lines.extend(f"  {text}" for text, _ in speaker.said[heard:])
        heard = len(speaker.said)
        for step in script:
            if step.startswith("+"):
                time.now += float(step[1:])
                lines.append(f"> ({step[1:]} s)")
                continue
            time.now += 1
            lines.append(f"> {step}")
            return step
        return None

    LineTable(commands, Announcer(speaker, lambda text: None), read).run()
    lines.extend(f"  {text}" for text, _ in speaker.said[heard:])
    assert game_session.game.over is not None
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_whole_game_golden_transcript_in_lines(language, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    text = transcript(language, tmp_path)
    check_golden(text, f"duplicate-{language}.txt", tmp_path)
    assert BLANK not in text.split("Top,")[0]  # racks are said with "joker", never "?"


def test_the_menu_starts_a_duplicate_game_in_lines(tmp_path):
    # Fresh menu: new game 1, opponent 2, the settings 3, the training 4 (duplicate its 2), tour 5.
    done = motamot(
        tmp_path, "menu", "--lignes", "--voix", "texte", "--graine", "5", stdin="4\n2\ntirage\nquitte\n"
    )
    assert done.returncode == 0, done.stderr
    assert "4. S'entraîner" in done.stdout and "2. Duplicate, seul contre le top" in done.stdout
    assert "Coup 1, tirage D, A, E, U, R, E, R." in done.stdout
    assert "Tirage, D, A, E, U, R, E, R." in done.stdout
    assert (tmp_path / "data" / "motamot" / "duplicate-en-cours.json").exists()


def test_the_arbiter_of_a_room_through_the_real_command(tmp_path):
    # A room of four with their braille sets: the rack called (and on request, with the board,
    # as a braille line: written, never spoken, Orca would read its dots one by one), each
    # player's slip entered as a move, a score or nothing; the top tile by tile, the scores of
    # the move, the ranking (equal totals in French alphabetical order), the sheets exported.
    script = (
        "braille\nZoé H4 DURERA\nÉmile 16\nEric H4 DUREA\nAdele rien\nAdèle H4 ABC\nZoe\n"
        "top\nclassement\nEmile 900\ntop\nEmile 0\ntop\n"
        f"export {tmp_path / 'feuilles'}\nquitte\n"
    )
    names = "Zoé,Émile,Eric,Adèle"
    args = ("duplicate", "--salle", "--joueurs", names, "--graine", "5", "--lignes", "--voix", "texte")
    done = motamot(tmp_path, *args, stdin=script)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "⠨⠙⠆⠀⠨⠁⠂⠀⠨⠑⠂⠀⠨⠥⠂⠀⠨⠗⠂⠀⠨⠑⠂⠀⠨⠗⠂" in out.splitlines()  # D A E U R E R, 27 cells
    assert "Zoé, H4 DURERA, 18 points." in out
    assert "Émile, 16 points." in out
    assert "Eric, H4 DUREA, mot non valable, DUREA, zéro. Il aurait valu 16 points." in out
    assert "Adèle, pas de coup, zéro." in out
    assert "Adèle, H4 ABC, impossible, zéro. Vous n'avez pas de B sur votre chevalet." in out
    assert "Pour Zoé, écrivez son coup, Zoé H4 MOT, son score, Zoé 24, ou Zoé rien." in out
    assert "H4 D, H5 U, H6 R, H7 E, H8 R, H9 A." in out  # the top, tile by tile
    ranking = ["1. Zoé 18, au top", "2. Émile 16, moins 2", "3. Adèle 0, moins 18", "4. Eric 0, moins 18"]
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.endswith("Classement, top 18."))
    assert lines[start + 1 : start + 5] == ranking
    assert "Ce n'est pas le top. Émile a marqué 900 points, ce coup en vaut 86." in out
    assert "Top, 5E MUGUETAT, joker U, 86 points." in out
    sheets = sorted((tmp_path / "feuilles").iterdir())
    assert [p.suffix for p in sheets] == [".brf", ".gcg", ".html", ".txt"]
    table = sheets[3].read_text(encoding="utf-8").splitlines()
    # Each cell after its column's name, never a bar; a score declared alone (Émile) without a move.
    assert table[:2] == [
        "Partie duplicate",
        "Coup 1, Tirage -DAEURER, Top H4 DURERA, Points 18, Adèle H4 ABC 0, Émile 16, Eric H4 DUREA 0, "
        "Zoé H4 DURERA 18.",
    ]
    assert all(len(line) <= 40 for line in sheets[0].read_text().splitlines())
    # The room's game is saved apart from the player's own, and resumes by itself.
    again = motamot(tmp_path, "duplicate", "--salle", "--lignes", "--voix", "texte", stdin="classement\n")
    assert "Partie duplicate reprise au coup 3." in again.stdout


@pytest.mark.parametrize("room", [False, True])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_duplicate_command_runs_and_answers(room, language, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    names = ["Anne", "Bruno"] if room else ["Anne"]
    kind = RoomCommands if room else DuplicateCommands
    for command in kind.registry:
        assert callable(getattr(kind, command.handler, None)), command.id
        assert command.words and command.english and command.help.strip()
        game_session = DuplicateSession.new(names, WORDS, 5, 180, tmp_path / f"{command.id}.json", FakeTime())
        commands = kind(game_session, translation(language))
        commands.begin()
        example = {"preview": "H4 DURERA", "export": str(tmp_path / "sheets")}.get(command.id, "")
        if command.id in ("row", "premiums"):
            example = "H"
        elif command.id in ("column",):
            example = "8"
        elif command.id == "words":
            example = "H8"
        answer = commands.typed_line(f"{commands.word_for(command)} {example}".strip())
        unknown = "Commande inconnue" if language == "fr" else "Unknown command"
        assert not any(unknown in text for text in answer.sentences), command.id
        assert answer or command.id in ("quit", "menu"), command.id  # silence and braille: their items
        if command.id == "menu":  # F10 and M too: the menu, never leaving motamot
            assert commands.outcome == "menu"


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


def _saved_with_an_open_turn() -> dict:
    game = DuplicateGame(["Anne", "Bruno"], WORDS.is_valid)
    for number in range(3):
        game.draw(random.Random(number), 0.0)
        game.answer(0, written(game.board, duplicate_top(game.board, list(game.rack), WORDS)), 5.0)
        game.declare(1, 12, 6.0)
        game.close_turn(written(game.board, duplicate_top(game.board, list(game.rack), WORDS)), 7.0)
    game.draw(random.Random(9), 10.0)
    game.answer(1, parse_move("H8 ZZ"), 12.0)
    return json.loads(json.dumps(duplicate_to_json(game, 9, 20.0)))


def _saved_redoing_a_club_game() -> dict:
    """Three turns of a club's game redone (its turns kept in the save), the fourth open."""
    club = parse_published(CLUB_GAME)
    game = DuplicateGame(["Anne", "Bruno"], WORDS.is_valid)
    for turn in club[:3]:
        game.set_rack(turn.rack, 0.0, turn.rejected)
        game.answer(0, turn.top, 5.0)
        game.declare(1, 12, 6.0)
        game.close_turn(turn.top, 7.0, imposed=True)
    game.set_rack(club[3].rack, 10.0, club[3].rejected)
    game.answer(1, parse_move("H8 ZZ"), 12.0)
    return json.loads(json.dumps(duplicate_to_json(game, 9, 20.0, club)))


DUPLICATE_SAVES = (_saved_with_an_open_turn(), _saved_redoing_a_club_game())


def test_both_saves_fuzzed_load_as_they_are():
    for save in DUPLICATE_SAVES:
        duplicate_from_json(copy.deepcopy(save), WORDS.is_valid, 30.0)


@settings(deadline=None, max_examples=200)
@given(st.sampled_from([(n, p) for n, save in enumerate(DUPLICATE_SAVES) for p in _paths(save) if p]), JSON)
def test_a_duplicate_save_with_any_value_changed_is_loaded_or_refused_never_crashes(where, value):
    # A save may be damaged or hostile: replayed through the rules, it loads or is refused
    # with a RecordError naming the field or the turn, never anything else.
    number, path = where
    data = copy.deepcopy(DUPLICATE_SAVES[number])
    holder = data
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    try:
        duplicate_from_json(data, WORDS.is_valid, 30.0)
    except RecordError:
        pass


def test_a_top_found_is_not_said_twice_and_an_equal_move_is_said_so(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    said = {}
    for move in ("H4 DURERA", "8D DURERA"):  # the top; its mirror image, the same 18 points
        game_session, _time = session(tmp_path / move.replace(" ", ""))
        commands = DuplicateCommands(game_session, translation("fr"))
        said[move] = (commands.begin() + commands.typed_line(move)).sentences
    assert "C'est le top." in said["H4 DURERA"]
    assert not any(text.startswith("Top,") for text in said["H4 DURERA"])
    assert "Vous égalez le top. Top, H4 DURERA, 18 points." in said["8D DURERA"]


SCREEN_SCRIPT = [
    "[F1]",  # the board's keys
    "[→][↓]",  # squares said as the cursor reaches them
    "l",  # the cursor's row
    "r",  # the rack
    "[Entrée]H4 DUREA[Entrée]",  # on screen a move is heard first: its words and score
    "[Échap]",  # taken back
    "[Entrée]H4 DUREA[Entrée]",
    "[Entrée]",  # handed in: no word, zero; the top, the gap, the next rack
    "i",
    "i",
    "[Entrée]5E MuGUETAT[Entrée]",
    "[Entrée]",  # the top
    "+200",  # the time per move runs out
    "[Entrée]4K NUISE[Entrée]",
    "[Entrée]",  # too late: zero
    "m",  # the last top, tile by tile
    *["[Entrée]passe[Entrée]"] * 30,
    "s",
]


def screen_transcript(language: str, tmp_path: Path) -> str:
    from motamot.ui.app import GameScreen

    game_session, time = session(tmp_path)
    speaker = RecordingSpeaker()
    commands = DuplicateCommands(game_session, translation(language))
    text = heard_on_screen(
        GameScreen(commands, Announcer(speaker, lambda text: None)),
        speaker,
        time,
        SCREEN_SCRIPT,
        "(la partie commence)",
        "({seconds} s)",
    )
    assert game_session.game.over is not None
    return text


def check_golden(text: str, name: str, tmp_path: Path) -> None:
    """The transcript against its golden file (written anew with MOTAMOT_WRITE_GOLDEN=1)."""
    text = re.sub(
        r"(duplicate|salle)-[\d-]+\.json", r"\1-DATE.json", text.replace(str(tmp_path / "data"), "DATA")
    )
    path = GOLDEN / name
    if os.environ.get("MOTAMOT_WRITE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("language", ["fr", "en"])
def test_whole_game_golden_transcript_on_the_full_screen(language, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    check_golden(screen_transcript(language, tmp_path), f"duplicate-ecran-{language}.txt", tmp_path)


# The arbiter of a room on the full screen, redoing the club's game, then drawing: the rack
# called, slips typed in, a warning of the clock, a late move, a score above the top refused
# and corrected, the top tile by tile, the ranking, to the end of the game.
ROOM_SCREEN_SCRIPT = [
    "[F1]",
    "r",
    "[Entrée]Anne H4 ChACUNE[Entrée]",
    "[Entrée]Bruno 30[Entrée]",
    "[Entrée]Chloé 90[Entrée]",  # above the top: refused when the move closes
    "[Entrée]top[Entrée]",
    "[Entrée]Chloe rien[Entrée]",  # corrected; accents in names are optional
    "[Entrée]top[Entrée]",
    "m",  # the last top again, tile by tile
    "+130",  # a warning of the clock
    "[Entrée]Anne G8 MOLLIES[Entrée]",
    "+60",
    "[Entrée]Bruno G8 MOLLIES[Entrée]",  # late: zero
    "[Entrée]top[Entrée]",
    "s",  # the ranking
    "x",  # a key with no command here: said so
    *["[Entrée]top[Entrée]"] * 30,
    "s",
]


def room_screen_transcript(language: str, tmp_path: Path) -> str:
    from motamot.ui.app import GameScreen

    time = FakeTime()
    redo = parse_published(CLUB_GAME)
    names = ["Anne", "Bruno", "Chloé"]
    game_session = DuplicateSession.new(names, WORDS, 1, 180, tmp_path / "salle.json", clock=time, redo=redo)
    speaker = RecordingSpeaker()
    commands = RoomCommands(game_session, translation(language), language=language)
    screen = GameScreen(commands, Announcer(speaker, lambda text: None))
    text = heard_on_screen(screen, speaker, time, ROOM_SCREEN_SCRIPT, "(la salle commence)", "({seconds} s)")
    assert game_session.game.over is not None
    return text


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_room_s_whole_game_golden_transcript_on_the_full_screen(language, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    check_golden(
        room_screen_transcript(language, tmp_path), f"duplicate-salle-ecran-{language}.txt", tmp_path
    )


def test_the_time_per_move_starts_once_the_rack_has_been_said_or_at_the_first_line(tmp_path, monkeypatch):
    """Issue 50: the opening (the welcome, the first rack) and each new rack are not timed
    while they are said; a line typed before the end starts the time at once."""
    from motamot.speech.detect import OPENING_DELAY
    from motamot.speech.speaking_time import speaking_time

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    game_session, time = session(tmp_path)
    commands = DuplicateCommands(game_session, translation("fr"))
    opening = commands.begin("Bienvenue.")
    said_for = OPENING_DELAY + speaking_time(" ".join(["Bienvenue.", *opening.sentences]))
    assert said_for > 5
    time.now = said_for - 1  # still being said: the whole three minutes left
    assert game_session.game.time_left(time.now) == 180
    time.now = said_for + 30
    assert game_session.game.time_left(time.now) == pytest.approx(150)
    # The next rack comes with the top: its time waits for the whole answer to be said.
    answer = commands.typed_line("passe")
    assert any(text.startswith("Tirage") or "tirage" in text for text in answer.sentences), answer.sentences
    handed_in = time.now
    assert game_session.game.time_left(handed_in + 3) == 180
    # Saved while it is said (on every action): taken up again, the time is whole.
    resumed = DuplicateSession.resume(game_session.save_path, WORDS, clock=lambda: 0.0)
    assert resumed.game.time_left(0.0) == 180
    # A line typed before the end: the time runs from it.
    time.now = handed_in + 2
    commands.typed_line("tirage")
    time.now += 10
    assert game_session.game.time_left(time.now) == pytest.approx(170)
