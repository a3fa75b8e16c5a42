"""The joker duplicate, a variant of duplicate made of its rules alone (issue 59, point 6): the
festival formula of the FFSc that Eliot calls "partie joker", one joker in every rack drawn
while one is left, the rest drawn by the federation's rule (Règlement du Scrabble Duplicate,
"Validité des tirages", which seed 001 §2.6 refers to). Played alone, in a room, and in a room
across homes with a real server and real clients."""

from __future__ import annotations

import random
import re

import pytest
from servers import Homes, room, room_top

from conftest import run_motamot
from motamot.engine.hints import duplicate_top, written
from motamot.lexicon.lexicon import shipped
from motamot.records.duplicate import duplicate_from_json, duplicate_to_json
from motamot.rules.duplicate import JOKER, RULES, DuplicateGame, RackDrawn
from motamot.rules.notation import parse_move
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.tiles import BLANK

WORDS = shipped()


def play_joker(seed: int) -> tuple[DuplicateGame, list[tuple[bool, tuple[str, ...]]]]:
    """A joker game played top after top; each rack drawn, and whether a joker was left (on
    the rack kept or in the bag) as it was drawn."""
    game = DuplicateGame(["Anne"], WORDS.is_valid, rules=JOKER)
    racks = []
    now = 0.0
    while game.over is None:
        left = BLANK in game.kept or BLANK in game.bag.contents()
        events = game.draw(random.Random(seed * 1000 + game.number), now)
        if game.over is not None:
            break
        drawn = events[0]
        assert isinstance(drawn, RackDrawn)
        racks.append((left, drawn.rack))
        top = duplicate_top(game.board, list(game.rack), WORDS)
        game.close_turn(written(game.board, top) if top else None, now + 10)
        now += 20
    return game, racks


@pytest.mark.parametrize("seed", range(6))
def test_every_rack_holds_a_joker_while_one_is_left_and_keeps_the_drawing_rule(seed):
    game, racks = play_joker(seed)
    assert len(racks) >= 10
    for number, (left, rack) in enumerate(racks, start=1):
        assert (BLANK in rack) == left, rack
        assert JOKER.is_fit(rack, number), rack
    assert racks[0][1].count(BLANK) >= 1  # two jokers in a full bag: the first rack has one
    assert sum(len(t.top.tiles) for t in game.turns) + len(game.kept) + len(game.bag) == 102


def test_a_named_rack_without_the_joker_left_is_refused():
    game = DuplicateGame(["Anne"], WORDS.is_valid, rules=JOKER)
    with pytest.raises(IllegalMove) as refused:
        game.set_rack(list("DUREAIS"), 0.0)
    assert refused.value.refusal.reason is Reason.JOKER_MISSING
    game.set_rack(list("DUREAI?"), 0.0)
    assert BLANK in game.rack
    game.close_turn(parse_move("H4 DURErAI"), 1.0)  # the joker as the second R
    assert BLANK not in game.kept
    with pytest.raises(IllegalMove) as refused:
        game.set_rack(list("ABCDEFG"), 2.0)
    assert refused.value.refusal.reason is Reason.JOKER_MISSING  # the second joker is in the bag


def test_its_save_keeps_its_rules():
    game, _ = play_joker(1)
    data = duplicate_to_json(game, 1, 0.0, ())
    assert data["rules"] == "joker" and RULES["joker"] is JOKER
    again = duplicate_from_json(data, WORDS.is_valid, 0.0)[0]
    assert again.rules is JOKER and [t.rack for t in again.turns] == [t.rack for t in game.turns]


@pytest.mark.parametrize(
    ("language", "said", "joker"),
    [
        ("fr", "Partie joker, un joker dans chaque tirage tant qu'il en reste.", "joker"),
        ("en", "Joker game, a joker in every rack while one is left.", "blank"),
    ],
)
def test_alone_through_the_real_command_line_and_resumed(tmp_path, language, said, joker):
    lines = ["--lignes", "--voix", "texte", "--langue", language]
    done = run_motamot(["duplicate", "--variante", "joker", "--graine", "5", *lines], "quitte\n", tmp_path)
    assert done.returncode == 0, done.stderr
    assert said in done.stdout
    rack = re.search(r"(Coup 1, tirage|Move 1, rack) ([^.]*)\.", done.stdout)
    assert rack is not None and joker in rack.group(2), done.stdout
    again = run_motamot(["duplicate", *lines], "quitte\n", tmp_path)  # its rules come back with it
    assert said in again.stdout


def test_a_room_at_the_arbiter_s_desk(tmp_path):
    names = ["--joueurs", "Anne,Max", "--salle", "--variante", "joker", "--graine", "3"]
    done = run_motamot(["duplicate", *names, "--lignes", "--voix", "texte"], "quitte\n", tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Partie joker, un joker dans chaque tirage tant qu'il en reste." in done.stdout
    rack = re.search(r"Coup 1, tirage ([^.]*)\.", done.stdout)
    assert rack is not None and "joker" in rack.group(1), done.stdout


def test_a_room_across_homes_draws_a_joker_in_every_rack(homes: Homes) -> None:
    homes.invite("--joueurs", "Anne,Max", "--duplicate", "--variante", "joker")
    assert room(homes.server).rules is JOKER
    anne, max_ = homes.join("Anne"), homes.join("Max")
    for player in (anne, max_):
        player.expect("^Partie joker, un joker dans chaque tirage tant qu'il en reste.")
        assert "joker" in player.expect("^Coup 1, tirage ")
    top, move = room_top(homes.server)
    anne.type(move)
    anne.expect(f"{move.split()[0]} [A-Z]+, joker [A-Z], {top.score} points.")  # its joker named
    max_.type("passe")
    for player in (anne, max_):
        rack = player.expect("^Coup 2, tirage ")
        assert "joker" in rack, rack
