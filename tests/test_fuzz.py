"""Issue 18, "How it is checked": what people type and what files hold, at random.

Each reader gets hypothesis-made input: the command lines of every table (the classic game,
the referee desk, duplicate alone, a room, in lines and on the full screen),
GCG records, saves, word lists and tournament files. Nothing but the reader's own refusal
(RecordError) may escape, and a game driven by junk lines is always one a save restores
exactly. The default profile runs a bounded number of examples in CI;
``HYPOTHESIS_PROFILE=thorough`` runs many more (conftest)."""

from __future__ import annotations

import copy
import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tables import KINDS, in_lines, on_screen, seated
from test_linegame import play
from test_referee_desk import LEXICON, run_desk

from conftest import new_game, set_rack
from motamot.files import RecordError, decode_text
from motamot.lexicon.lexicon import read_word_list
from motamot.records.gcg import parse_gcg
from motamot.records.replay import replay_record
from motamot.records.saves import game_from_json, game_to_json
from motamot.rules.variants import preset
from motamot.session import GameSession
from motamot.tournament import store

# Words the commands know, squares, numbers and junk: random text alone rarely reaches a handler.
PIECES = st.sampled_from(
    "coup dicte deplace change passe abandon oui non colonne ligne primes mots scores sac "
    "joue essaie conteste corrige penalite pioche avertit lettres feuille quitte aide "
    "H8 8H A1 O15 P16 Z4 FOND fond MOT ? ² ٣ -1 0 1 7 99999999999 Anne Bruno vu nonvu".split()
)
LINES = st.lists(
    st.one_of(
        st.lists(PIECES, min_size=1, max_size=4).map(" ".join),
        st.text(max_size=30),
    ),
    max_size=8,
)
SLOW = settings(
    deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)


def restored(game):
    """The game a save of ``game`` gives back, as plain data."""
    data = json.loads(json.dumps(game_to_json(game)))
    return game_from_json(data).snapshot()


@SLOW
@given(LINES)
def test_game_command_lines_never_escape_and_always_leave_a_savable_game(lines):
    game = new_game()
    set_rack(game, 0, "FONDUES")
    game.turn = 0
    before = copy.deepcopy(game.snapshot())
    said = play(game, [*lines, "quitte", "oui"])
    assert not any("Traceback" in text for text in said)
    if not game.actions:
        assert game.snapshot() == before  # everything refused: nothing changed
    else:
        assert json.loads(json.dumps(game_to_json(game)))["state"] == json.loads(json.dumps(game.snapshot()))


@SLOW
@given(LINES)
def test_referee_desk_lines_never_escape_and_the_save_replays(tmp_path_factory, lines):
    path = tmp_path_factory.mktemp("desk") / "save.json"
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, path)
    run_desk(session, [*lines, "quitte"])
    if session.game.over is None:
        assert GameSession.resume(path, LEXICON).game.snapshot() == session.game.snapshot()


GCG_LINE = st.one_of(
    st.sampled_from(
        [
            "#player1 A Anne",
            "#player2 B Bruno",
            ">A: AEINRST 8H RENTAIS +66 66",
            ">B: AELOUXY N8 SOYEUX +44 44",
            ">A: EEFGHIU -- -66 0",
            ">B: AL - +0 44",
            ">A: EEFGHIU -FGH +0 0",
            ">B: AL (challenge) -5 39",
            ">A: (AL) +2 2",
        ]
    ),
    st.text(max_size=40),
    st.builds(
        lambda nick, rack, pos, word, score: f">{nick}: {rack} {pos} {word} {score} {score}",
        st.sampled_from(["A", "B", "C"]),
        st.text("AEIOURSTLN?²", max_size=9),
        st.text("0123456789ABCDEFGHIJKLMNOP²", max_size=4),
        st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZabc.", max_size=16),
        st.sampled_from(["+0", "+12", "-5", "+999999999999", "+²"]),
    ),
)


@settings(deadline=None)
@given(st.lists(GCG_LINE, max_size=12))
def test_gcg_records_are_read_or_refused_never_crash(lines):
    try:
        record = parse_gcg("\n".join(lines))
    except RecordError:
        return
    replay_record(record)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


SAVE = json.loads(json.dumps(game_to_json(new_game())))
SAVE_PATHS = [p for p in _paths(SAVE) if p]


@settings(deadline=None)
@given(st.sampled_from(SAVE_PATHS), JSON)
def test_a_save_with_any_value_changed_is_loaded_or_refused_never_crashes(path, value):
    data = copy.deepcopy(SAVE)
    holder = data
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    try:
        game_from_json(data)
    except RecordError:
        pass


@settings(deadline=None)
@given(st.binary(max_size=400))
def test_word_list_bytes_are_read_or_refused_never_crash(data):
    try:
        read_word_list(decode_text(data))
    except RecordError:
        pass


@pytest.fixture(scope="module")
def tournament_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("tournoi") / "t.tournoi"
    store.create(path, "T", 3)
    for name, rating in (("Anne", 1500), ("Bruno", 1400), ("Chloé", 1300), ("David", 1200), ("Zoé", 900)):
        with store.editing(path) as file:
            file.add_player(file.tournament.new_player(name, rating))
    with store.editing(path) as file:
        file.mark_absent(file.tournament.player("Zoé"), 2)
        file.add_round(file.tournament.next_pairing())
    return path


COLUMNS = {
    "tournament": ["name", "planned_rounds"],
    "players": ["id", "name", "rating", "rating_kind", "withdrawn_from"],
    "absences": ["player", "round"],
    "matches": ["round", "table_number", "first", "second", "first_score", "second_score", "forfeit"],
}
CELL = st.one_of(st.none(), st.integers(-5, 2**40), st.text(max_size=8), st.binary(max_size=4), st.floats())


@settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(sorted(COLUMNS)), st.data(), CELL, st.booleans())
def test_a_tournament_file_with_any_cell_changed_is_loaded_or_refused(
    tournament_file, tmp_path_factory, table, data, cell, delete
):
    path = tmp_path_factory.mktemp("t") / "t.tournoi"
    path.write_bytes(tournament_file.read_bytes())
    column = data.draw(st.sampled_from(COLUMNS[table]))
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA foreign_keys = OFF")
        if delete:
            db.execute(f"DELETE FROM {table} WHERE rowid = (SELECT min(rowid) FROM {table})")
        else:
            try:
                db.execute(
                    f"UPDATE {table} SET {column} = ? WHERE rowid = (SELECT min(rowid) FROM {table})", (cell,)
                )
            except sqlite3.IntegrityError:
                return  # the file's own constraints refuse it: nothing to read
    try:
        tournament = store.load(path)
    except RecordError:
        return
    tournament.standings_after(tournament.paired_rounds)


# Issue 31: the four tables (the classic game, the referee desk, duplicate alone, a room) in
# lines and through the full screen's command line: nothing escapes, and the game in progress
# is the one its save gives back. On the screen, a control character is a key, not text.
SCREEN_LINES = st.lists(
    st.one_of(
        st.lists(PIECES, min_size=1, max_size=4).map(" ".join),
        st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), max_size=30),
    ),
    max_size=6,
)


@pytest.mark.parametrize("kind", KINDS)
@SLOW
@given(lines=LINES)
def test_every_table_s_lines_never_escape_and_its_save_reads_back(tmp_path_factory, kind, lines):
    seat = in_lines(seated(kind, tmp_path_factory.mktemp(kind)), lines)
    assert not any("Traceback" in text for text in seat.heard)
    if seat.table.playing:
        assert seat.resumed_state() == seat.state()


@pytest.mark.parametrize("kind", KINDS)
@SLOW
@given(lines=SCREEN_LINES)
def test_every_table_s_screen_command_line_never_escapes_and_its_save_reads_back(
    tmp_path_factory, kind, lines
):
    seat = seated(kind, tmp_path_factory.mktemp(kind))
    screen = on_screen(seat, lines)
    assert screen.errors == []
    if seat.table.playing:
        assert seat.resumed_state() == seat.state()
