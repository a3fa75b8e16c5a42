"""Issue 18, "How it is checked": what people type and what files hold, at random.

Each reader gets hypothesis-made input: the command lines of every table (the classic game,
the referee desk, duplicate alone, a room, in lines and on the full screen),
GCG records, saves, word lists and tournament files. Nothing but the reader's own refusal
(RecordError) may escape, and a game driven by junk lines is always one a save restores
exactly. The default profile runs a bounded number of examples in CI;
``HYPOTHESIS_PROFILE=thorough`` runs many more (conftest)."""

from __future__ import annotations

import copy
import io
import json
import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout
from dataclasses import fields
from pathlib import Path

import pytest
from desk import LEXICON, run_desk
from helpers import JSON, play
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from tables import KINDS, in_lines, on_screen, seated

from conftest import new_game, set_rack
from motamot.describe.files import describe_record_error
from motamot.files import RecordError, decode_text
from motamot.i18n import translation
from motamot.lexicon.lexicon import read_word_list
from motamot.lines.menu import run_line_menu
from motamot.lines.reader import LineReader
from motamot.lines.table import LineTable
from motamot.menu import Menu
from motamot.records.gcg import parse_gcg
from motamot.records.replay import replay_record
from motamot.records.saves import game_from_json, game_to_json
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession
from motamot.settings import Settings, load_settings
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker
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
@example(lines=["aide coup ²"])  # a digit to ``isdigit``, not to ``int``: found by this test
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


# Issue 32, point 5: bytes that are not text never crash a reader. Every table, and the menu,
# read from a pipe of random bytes (invalid UTF-8, NUL, escape, control codes); a tournament
# file damaged byte by byte anywhere (schema, pages, rows); a settings file of any bytes.
BYTE_LINES = st.lists(
    st.one_of(
        st.binary(max_size=30),
        st.sampled_from(
            [b"\xe9t\xe9", b"H8 \xe9T\xe9", b"\x00passe", b"\x1b[31mscores", b"\xff\xfe", b"aide\x07"]
        ),
    ),
    max_size=6,
)


@contextmanager
def piped(chunks: list[bytes]) -> Iterator[None]:
    """Standard input replaced by a pipe holding these lines (bytes, as a file piped in)."""
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(b"\n".join(c.replace(b"\n", b" ") for c in chunks) + b"\n"))
    try:
        yield
    finally:
        sys.stdin = saved


@pytest.mark.parametrize("kind", KINDS)
@SLOW
@given(chunks=BYTE_LINES)
def test_every_table_reads_any_bytes_from_a_pipe(tmp_path_factory, kind, chunks):
    seat = seated(kind, tmp_path_factory.mktemp(kind))
    with piped(chunks), redirect_stdout(io.StringIO()) as printed:
        LineTable(seat.table, seat.announcer, LineReader(terminal=False)).run()
    assert "Traceback" not in printed.getvalue()
    assert not any("\x1b" in text or "\x00" in text for text in seat.heard)


@SLOW
@given(chunks=BYTE_LINES)
def test_the_line_menu_reads_any_bytes_from_a_pipe(chunks):
    speaker = RecordingSpeaker()
    with piped(chunks), redirect_stdout(io.StringIO()):
        action = run_line_menu(
            Menu(Settings(), in_game=False, can_resume=True),
            translation("fr"),
            LineReader(terminal=False),
            Announcer(speaker, lambda text: None),
        )
    assert action in {entry.key for entry in Menu(Settings(), False, True).entries} | {"quit"}
    assert not any("\x1b" in text for text in speaker.texts)


@settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damage=st.lists(st.tuples(st.integers(0, 2**20), st.integers(0, 255)), min_size=1, max_size=8))
def test_a_tournament_file_damaged_byte_by_byte_is_loaded_or_refused(
    tournament_file, tmp_path_factory, damage
):
    data = bytearray(tournament_file.read_bytes())
    for position, value in damage:
        data[position % len(data)] = value
    path = tmp_path_factory.mktemp("octets") / "t.tournoi"
    path.write_bytes(bytes(data))
    try:
        tournament = store.load(path)
    except RecordError as error:
        said = describe_record_error(translation("fr"), error, str(path))
        assert "erreur du système numéro" not in said and "impossible d'écrire" not in said
        return
    tournament.standings_after(tournament.paired_rounds)


@settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    content=st.one_of(
        st.binary(max_size=200),
        st.dictionaries(
            st.sampled_from([f.name for f in fields(Settings)] + ["autre"]),
            st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=12), st.lists(st.integers())),
        ).map(lambda d: json.dumps(d).encode()),
    )
)
def test_a_settings_file_of_any_bytes_gives_settings_and_says_whether_it_was_damaged(
    tmp_path_factory, content
):
    path = tmp_path_factory.mktemp("reglages") / "settings.json"
    path.write_bytes(content)
    settings_read, _damaged = load_settings(path)
    for setting in fields(Settings):
        value = getattr(settings_read, setting.name)
        assert not isinstance(value, str) or value.isprintable()
