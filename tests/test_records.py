"""GCG records, the replay an arbiter uses (seed 000 §10.4), and saved games."""

import errno
import json
import os
from pathlib import Path

import pytest

from conftest import new_game
from motamot.cli.main import main
from motamot.files import FileProblem, RecordError, SystemReason
from motamot.i18n import translation
from motamot.records.game_record import game_to_gcg, nicknames
from motamot.records.gcg import EntryKind, format_gcg, french_to_gcg, gcg_to_french, parse_gcg, read_gcg
from motamot.records.replay import ProblemKind, replay_record
from motamot.records.saves import game_to_json, load_game, save_game
from motamot.rules.board import Direction, Square
from motamot.rules.events import PenaltyKind
from motamot.rules.game import Game
from motamot.rules.notation import format_coordinate
from motamot.rules.variants import preset

GAMES = Path(__file__).parent / "games"
sq = Square.from_name


# ------------------------------------------------------------ coordinates


@pytest.mark.parametrize(
    ("gcg", "french"),
    [
        ("8D", "H4"),
        ("D8", "4H"),
        ("8H", "H8"),
        ("H8", "8H"),
        ("1A", "A1"),
        ("A1", "1A"),
        ("15O", "O15"),
        ("O15", "15O"),
        ("12L", "L12"),
        ("K5", "11E"),
        ("h2", "8B"),
    ],
)
def test_gcg_and_french_coordinates_both_ways(gcg, french):
    square, direction = gcg_to_french(gcg)
    assert format_coordinate(square, direction) == french
    assert french_to_gcg(square, direction) == gcg.upper()


def test_every_square_and_direction_round_trips():
    for row in range(15):
        for col in range(15):
            for direction in Direction:
                assert gcg_to_french(french_to_gcg(Square(row, col), direction)) == (
                    Square(row, col),
                    direction,
                )


@pytest.mark.parametrize("bad", ["", "8", "D", "16A", "A16", "0A", "8P", "DD", "8D8"])
def test_bad_gcg_coordinates(bad):
    with pytest.raises(ValueError):
        gcg_to_french(bad)


# ---------------------------------------------------------------- replay


def test_hand_checked_game_with_x4_challenge_and_going_out_is_consistent():
    report = replay_record(read_gcg(GAMES / "ffsc_x4_challenge_out.gcg"))
    assert report.consistent
    assert [e.computed for e in report.entries] == [66, 44, 24, -24, 0, 0, 0, 32, -5, 6, 20, -20]
    assert report.computed_totals == [78, 65]
    assert str(report.entries[7].move) == "11E MOUTONS"


def test_hand_checked_game_with_x9_and_joker_on_premium_is_consistent():
    report = replay_record(read_gcg(GAMES / "ffsc_x9_joker_passes.gcg"))
    assert report.consistent
    assert [e.computed for e in report.entries[:4]] == [66, 9, 173, 71]
    assert str(report.entries[3].move) == "H8 SALUeRAI"
    assert report.computed_totals == [219, 64]
    assert report.board.rows()[0][7:] == "REPARTIS"


def test_mistakes_are_each_reported():
    report = replay_record(read_gcg(GAMES / "mistakes.gcg"))
    kinds = [[p.kind for p in e.problems] for e in report.entries]
    assert kinds == [
        [ProblemKind.WRONG_SCORE],
        [ProblemKind.WRONG_TOTAL],
        [ProblemKind.ILLEGAL],
        [ProblemKind.WRONG_TOTAL],
        [ProblemKind.OUT_OF_TURN, ProblemKind.EXCHANGE_NOT_IN_RACK],  # Bob plays twice in a row
    ]
    assert not report.consistent


def test_replay_command_prints_each_move_and_exits_0_1_2(capsys, tmp_path):
    assert main(["partie", str(GAMES / "ffsc_x4_challenge_out.gcg")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "1. Alice Martin H8 RENTAIS, 66, noté 66"
    assert out[-3] == "Relevé cohérent, aucun problème."
    assert main(["--langue", "en", "replay", str(GAMES / "mistakes.gcg")]) == 1
    out = capsys.readouterr().out
    assert "1. Alice Martin H8 RENTAIS, 66, recorded 68" in out
    assert "Wrong score, computed 66, recorded 68." in out
    assert "Record inconsistent, 7 problems." in out
    missing = tmp_path / "absent.gcg"
    assert main(["replay", str(missing)]) == 2
    assert "absent.gcg" in capsys.readouterr().err
    assert main(["replay"]) == 2
    assert main(["partie", "--nothing"]) == 2


def test_replay_line_numbers_for_a_damaged_record(capsys, tmp_path):
    damaged = tmp_path / "damaged.gcg"
    damaged.write_text("#player1 A A\n#player2 B B\n>A: AEINRST 8H RENTAIS +66 66\n>B: AB 99Z AB +1 1\n")
    assert main(["partie", str(damaged)]) == 2
    err = capsys.readouterr().err
    assert "ligne 4" in err and "99Z" in err and "Rien n'a été modifié" in err


@pytest.mark.parametrize(
    ("content", "problem", "line"),
    [
        (b"", FileProblem.NO_PLAYERS, None),
        (b"\x00\x01\x02binary", FileProblem.BINARY, 1),
        (b"#player1 A A\n" + b"x" * 5000 + b"\n", FileProblem.LINE_TOO_LONG, 2),
        (b"#player1 A A\n>A: ABC 8H ABC +5\n", FileProblem.BAD_NUMBER, 2),
        (b"#player1 A A\n>A: 8H +5 5\n", FileProblem.BAD_RACK, 2),
        (b"#player1 A A\n>A +5 5 5\n", FileProblem.BAD_LINE, 2),
        (b"#player1 A A\n>A: ABC 8H ABC +x 5\n", FileProblem.BAD_NUMBER, 2),
        (b"#player1 A A\n>A: AB1 8H AB +5 5\n", FileProblem.BAD_RACK, 2),
        (b"#player1 A A\n>A: AB 8H A-B +5 5\n", FileProblem.BAD_WORD, 2),
        (b"#player1 A A\n>Z: AB 8H AB +5 5\n", FileProblem.UNKNOWN_PLAYER, 2),
        (b"#player1 A A\nimport os; os.system('rm -rf /')\n", FileProblem.BAD_LINE, 2),
        (b"#player1 A A\n>A: AB 8H AB +9999999 5\n", FileProblem.BAD_NUMBER, 2),
    ],
)
def test_damaged_or_hostile_gcg_gives_a_clear_error(tmp_path, content, problem, line):
    path = tmp_path / "x.gcg"
    path.write_bytes(content)
    with pytest.raises(RecordError) as info:
        read_gcg(path)
    assert info.value.problem is problem
    assert info.value.line == line


def test_huge_gcg_is_refused_without_reading_it_all(tmp_path):
    path = tmp_path / "huge.gcg"
    with path.open("wb") as out:
        out.seek(50 * 1024 * 1024)
        out.write(b"\n")
    with pytest.raises(RecordError) as info:
        read_gcg(path)
    assert info.value.problem is FileProblem.TOO_LARGE


def test_latin1_names_are_read():
    record = parse_gcg("#player1 Zoé Zoé Lefèvre\n#player2 B B\n>Zoé: AB - +0 0\n")
    assert record.name_of("Zoé") == "Zoé Lefèvre"


def test_gcg_format_and_parse_round_trip():
    text = (GAMES / "ffsc_x4_challenge_out.gcg").read_text(encoding="utf-8")
    record = parse_gcg(text)
    again = parse_gcg(format_gcg(record))
    strip = [(e.nick, e.kind, e.score, e.total, e.rack, e.position, e.word, e.tiles) for e in record.entries]
    assert strip == [
        (e.nick, e.kind, e.score, e.total, e.rack, e.position, e.word, e.tiles) for e in again.entries
    ]


# ------------------------------------------------------- game to GCG


def written(game, player: int, count: int) -> str:
    """The first tiles of a player's real rack, a joker written as lower-case e."""
    return "".join("e" if t == "?" else t for t in game.players[player].rack[:count])


def played_game():
    """A game played only through actions, so its save can replay it."""
    game = Game.new(["Xavier", "Yvonne"], preset("ffsc"), seed=11, judge=lambda word: len(word) == 3)
    first, second = game.turn, 1 - game.turn
    game.play(first, "H8 " + written(game, first, 3))
    game.challenge(second)  # every word has three letters: wrong, -5
    game.exchange(second, game.players[second].rack[:3])
    game.play(first, "8H " + game.board.rows()[7][7] + written(game, first, 3))
    game.challenge(second)  # four letters: withdrawn
    game.pass_turn(second)
    game.penalise(first, PenaltyKind.ARBITER)
    game.resign(second)
    return game


def test_game_exported_to_gcg_replays_consistently():
    game = played_game()
    record = game_to_gcg(game, "motamot")
    kinds = [e.kind for e in record.entries]
    assert kinds == [
        EntryKind.PLAY,
        EntryKind.CHALLENGE,
        EntryKind.EXCHANGE,
        EntryKind.PLAY,
        EntryKind.WITHDRAWN,
        EntryKind.PASS,
        EntryKind.PENALTY,
    ]
    report = replay_record(parse_gcg(format_gcg(record)))
    assert report.consistent, [(e.entry, e.problems) for e in report.entries]
    assert report.computed_totals == list(game.scores())
    assert ("motamot-end", f"resigned {game.players[1 - game.first_player].name}") in record.pragmas


def test_nicknames_are_single_distinct_words():
    assert nicknames(["Marie Claire", "Marie Claire", "  "]) == ["Marie_Claire", "Marie_Claire2", "joueur"]


# ------------------------------------------------------------------ saves


def test_save_and_load_give_the_identical_game(tmp_path):
    game = played_game()
    path = tmp_path / "partie.json"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.snapshot() == game.snapshot()
    assert loaded.events == game.events
    assert loaded.actions == game.actions


def test_save_is_atomic_old_file_survives_a_failed_write(tmp_path, monkeypatch):
    game = played_game()
    path = tmp_path / "partie.json"
    save_game(game, path)
    before = path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(RecordError) as refused:
        save_game(new_game(), path)
    assert refused.value.problem is FileProblem.NOT_WRITTEN
    assert refused.value.details["reason"] is SystemReason.FULL
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["partie.json"]


def write_json(tmp_path, data) -> Path:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def valid_save() -> dict:
    return json.loads(json.dumps(game_to_json(played_game())))


@pytest.mark.parametrize(
    ("mutate", "problem"),
    [
        (lambda d: "{not json", FileProblem.NOT_JSON),
        (lambda d: "[" * 100000, FileProblem.NOT_JSON),
        (lambda d: {**d, "format": "other"}, FileProblem.WRONG_FORMAT),
        (lambda d: {**d, "version": 99}, FileProblem.UNSUPPORTED_VERSION),
        (lambda d: {**d, "players": ["A"] * 9}, FileProblem.BAD_FIELD),
        (lambda d: {**d, "seed": "12"}, FileProblem.BAD_FIELD),
        (lambda d: {**d, "seed": True}, FileProblem.BAD_FIELD),
        (lambda d: {**d, "variant": {"name": "__import__('os')", "settings": {}}}, FileProblem.BAD_FIELD),
        (
            lambda d: {**d, "variant": {"name": "ffsc", "settings": {"exchange_min_bag": -1}}},
            FileProblem.BAD_FIELD,
        ),
        (lambda d: {**d, "variant": {"name": "ffsc", "settings": {"evil": 1}}}, FileProblem.BAD_FIELD),
        (
            lambda d: {**d, "actions": [{"type": "play", "player": 0, "tiles": [["Z9", "A"]]}]},
            FileProblem.BAD_FIELD,
        ),
        (lambda d: {**d, "actions": [{"type": "pass", "player": 1}]}, FileProblem.BAD_ACTION),
        (lambda d: {**d, "actions": d["actions"][:-1]}, FileProblem.STATE_MISMATCH),
        (lambda d: {**d, "state": {**d["state"], "bag": []}}, FileProblem.STATE_MISMATCH),
        (lambda d: {**d, "actions": [{"type": "tick", "now": "nan"}]}, FileProblem.BAD_FIELD),
        (
            lambda d: {**d, "clock": {"kind": "chess", "seconds": 1e999, "warnings": []}},
            FileProblem.BAD_FIELD,
        ),
    ],
)
def test_damaged_or_hostile_save_gives_a_clear_error(tmp_path, mutate, problem):
    path = write_json(tmp_path, mutate(valid_save()))
    with pytest.raises(RecordError) as info:
        load_game(path)
    assert info.value.problem is problem


def test_json_error_names_the_line(tmp_path):
    path = write_json(tmp_path, '{\n"format": "motamot-game",\n"version": 1,\n oops\n}')
    with pytest.raises(RecordError) as info:
        load_game(path)
    assert info.value.line == 4


def test_variant_settings_are_saved(tmp_path):
    game = Game.new(["A", "B"], preset("boite").with_changes(wrong_challenge_penalty=10), seed=1)
    path = tmp_path / "boite.json"
    save_game(game, path)
    assert load_game(path).variant.wrong_challenge_penalty == 10


def test_every_action_has_a_tag_of_its_own_written_in_the_registry() -> None:
    """Saves name actions by an explicit tag, not by class name: a renamed class keeps loading."""
    import typing

    from motamot.records.saves import ACTION_TAGS
    from motamot.rules.actions import Action

    assert set(ACTION_TAGS) == set(typing.get_args(Action))
    assert len(set(ACTION_TAGS.values())) == len(ACTION_TAGS)
    assert ACTION_TAGS == {cls: tag for cls, tag in ACTION_TAGS.items() if tag.isalpha() and tag.islower()}


# ------------------------------------------------ issue 18, item 4: what a record must hold together


def problems_of(text: str) -> list[list[ProblemKind]]:
    header = "#player1 Alice Alice Martin\n#player2 Bob Bob Durand\n"
    return [[p.kind for p in e.problems] for e in replay_record(parse_gcg(header + text)).entries]


def test_one_player_playing_twice_in_a_row_is_out_of_turn():
    """``motamot partie`` said "Relevé cohérent" for this."""
    kinds = problems_of(">Alice: AEINRST 8H RENTAIS +66 66\n>Alice: EEFGHIU - +0 66\n")
    assert kinds == [[], [ProblemKind.OUT_OF_TURN]]


def test_a_rack_without_the_letters_kept_from_the_last_turn_is_refused():
    kinds = problems_of(
        ">Alice: AEINRST 8H RENTAIS +66 66\n>Bob: AELOUXY N8 SOYEUX +44 44\n"
        ">Alice: EEFGHIU - +0 66\n>Bob: BCDGNOV - +0 44\n"
    )
    assert kinds[3] == [ProblemKind.RACK_NOT_CONTINUED]  # Bob kept A and L after SOYEUX
    from motamot.describe.replay import replay_lines

    said = replay_lines(
        translation("fr"),
        replay_record(
            parse_gcg(
                "#player1 Alice Alice Martin\n#player2 Bob Bob Durand\n"
                ">Alice: AEINRST 8H RENTAIS +66 66\n>Bob: AELOUXY N8 SOYEUX +44 44\n"
                ">Alice: EEFGHIU - +0 66\n>Bob: BCDGNOV - +0 44\n"
            )
        ),
    )
    assert "   Tirage BCDGNOV impossible, il devait garder AL du coup d'avant." in said


def test_a_rack_the_tile_set_cannot_hold_is_refused():
    # Both Z of a set that has one: one on the board already, and another on the rack.
    kinds = problems_of(">Alice: ZAEINRS 8H ZAINS +60 60\n>Bob: ZEEIRST - +0 0\n")
    assert kinds[1] == [ProblemKind.RACK_IMPOSSIBLE]


def whole_computer_game(seed: int) -> Game:
    import random

    from motamot.engine.players import computer, take_turn
    from motamot.lexicon.lexicon import shipped

    lexicon = shipped()
    game = Game.new(["Alice", "Bob"], preset("ffsc"), seed, judge=lexicon.is_valid)
    players = [computer("debutant", lexicon, random.Random(seed + i)) for i in range(2)]
    while game.over is None:
        take_turn(game, game.turn, players[game.turn])
    return game


def test_a_whole_game_replays_consistently_and_needs_its_end_rack_lines():
    """A real game to its end holds together under every check; without its end lines, the
    replay says they are missing."""
    from motamot.rules.events import EndReason

    game = next(g for g in map(whole_computer_game, range(1, 20)) if g.over.reason is EndReason.OUT)
    text = format_gcg(game_to_gcg(game, "motamot"))
    assert replay_record(parse_gcg(text)).consistent
    lines = text.splitlines()
    assert all(" (" in line for line in lines[-2:])  # the two end-of-game rack lines
    cut = "\n".join(lines[:-2])
    report = replay_record(parse_gcg(cut))
    assert ProblemKind.MISSING_END_RACKS in [p.kind for p in report.entries[-1].problems]


def test_the_gcg_names_the_list_that_judged_the_free_list_or_the_player_s_file(tmp_path):
    """Issue 61, point 2: ``#lexicon`` is the list that judged, never an ODS it was not."""
    from motamot.lexicon.lexicon import load_word_list, shipped
    from motamot.publish.gcg import gcg_of

    own = tmp_path / "liste-du-club.txt"
    own.write_text("MOT\nMOTS\nAMI\n", encoding="utf-8")
    game = played_game()
    assert "#lexicon motamot" in gcg_of(game, shipped()).splitlines()
    club = load_word_list(own, tmp_path / "cache")
    assert "#lexicon liste-du-club.txt" in gcg_of(game, club).splitlines()
    assert "#lexicon ODS" not in gcg_of(game, club)


def test_a_score_note_is_read_back_as_a_score_without_its_move_and_other_notes_stay_notes():
    text = (
        "#player1 top Top\n#player2 Anne Anne\n#motamot-formula duplicate\n"
        ">top: DAEURER 8D DURERA +18 18\n#note motamot-score Anne DAEURER +16 16\n#note bien joué\n"
    )
    record = parse_gcg(text)
    assert [e.kind for e in record.entries] == [EntryKind.PLAY, EntryKind.SCORE_ONLY]
    anne = record.entries[1]
    assert (anne.nick, anne.rack, anne.score, anne.total) == ("Anne", "DAEURER", 16, 16)
    assert ("note", "bien joué") in record.pragmas
    assert "#note motamot-score Anne DAEURER +16 16" in format_gcg(record).splitlines()
    assert replay_record(record).consistent
    with pytest.raises(RecordError):
        parse_gcg(text.replace("DAEURER +16 16", "DAEURER seize"))
