"""Issue 31, "One seam for every kind of game": the classic game, the referee desk, duplicate
alone and a duplicate room are tables over one dispatch, one line interface and one screen.
Each test here was a bug a player met where a kind of game had its own copy of the code."""

from __future__ import annotations

import re

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from tables import ENTER, KINDS, in_lines, on_screen, seated

from conftest import run_motamot
from motamot.commands.catalogue import GAME_COMMANDS, REFEREE_COMMANDS
from motamot.commands.room import RoomCommands
from motamot.describe.messages import Message, message
from motamot.i18n import translation
from motamot.ui.app import GameScreen, build_app

FR = translation("fr")
# What each table plays as its first turn, typed: then there is a word to dictate.
FIRST_TURN = {"game": "H8 FOND", "desk": "H8 FOND", "duplicate": "passe", "room": "top"}
F10 = "\x1b[21~"


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("number", ["²", "³", "٣", "0", "99999999999"])
def test_dictate_with_a_strange_number_after_the_first_turn_is_refused_in_lines(kind, number, tmp_path):
    seat = in_lines(seated(kind, tmp_path), [FIRST_TURN[kind]])
    before, heard = seat.state(), len(seat.heard)
    in_lines(seat, [f"dicte {number}"])
    answer = seat.heard[heard:]
    assert any(text.startswith("Quel mot posé ? Un numéro de 1 à") for text in answer), answer
    assert seat.state() == before


@pytest.mark.parametrize("kind", KINDS)
def test_dictate_with_a_strange_number_on_the_full_screen_is_refused(kind, tmp_path):
    seat = seated(kind, tmp_path)
    # A move typed is heard first, Enter plays it; at one keyboard, Enter hands the keyboard over.
    confirm = {"game": [ENTER, ENTER], "desk": [ENTER]}.get(kind, [])
    steps = [FIRST_TURN[kind], *confirm, "dicte ²"]
    screen = on_screen(seat, steps)
    assert screen.errors == []
    assert any(text.startswith("Quel mot posé ? Un numéro de 1 à 1") for text in seat.heard), seat.heard


@pytest.mark.parametrize("kind", ["game", "duplicate", "room"])
@pytest.mark.parametrize("key", [F10, "M"])
def test_f10_and_m_open_the_menu_and_never_leave_motamot(kind, key, tmp_path):
    seat = seated(kind, tmp_path)
    screen = GameScreen(seat.table, seat.announcer)
    screen.start()
    with create_pipe_input() as pipe:
        pipe.send_text(key)
        assert build_app(screen, input=pipe, output=DummyOutput()).run() == "menu"
    assert screen.errors == []


@pytest.mark.parametrize("key", [F10, "M"])
def test_the_referee_desk_has_no_menu_and_says_so(key, tmp_path):
    seat = seated("desk", tmp_path)
    screen = GameScreen(seat.table, seat.announcer)
    screen.start()
    with create_pipe_input() as pipe:
        pipe.send_text(key + "\x11")
        assert build_app(screen, input=pipe, output=DummyOutput()).run() == "quit"
    assert message(FR, Message.NO_MENU_IN_REFEREE) in seat.heard


def test_motamot_duplicate_opens_the_menu_and_comes_back_to_the_game(tmp_path):
    # In lines as on the screen: "menu" (F10 or M on the screen), then Enter, the first entry.
    done = run_motamot(
        ["duplicate", "--lignes", "--voix", "texte", "--graine", "5"], "menu\n\ntirage\nquitte\n", tmp_path
    )
    assert done.returncode == 0, done.stderr
    after_menu = done.stdout.split("1. Revenir à la partie")[1]
    assert "Partie duplicate reprise au coup 1." in after_menu
    assert "Tirage, D, A, E, U, R, E, R." in after_menu


@pytest.mark.parametrize("move", ["H4 DURERA", "H4 DURERA ?"])
def test_a_room_slip_without_a_name_is_refused_and_credited_to_nobody_in_lines(move, tmp_path):
    seat = in_lines(seated("room", tmp_path), [move])
    table = seat.table
    assert table.game.open.answers == {}
    assert "À qui est ce coup ? Écrivez le nom du joueur d'abord, par exemple, Anne H4 DURERA." in seat.heard


def test_a_room_slip_without_a_name_is_refused_on_the_full_screen_typed_or_laid(tmp_path):
    seat = seated("room", tmp_path)
    screen = on_screen(seat, ["H4 DURERA", "Bruno H4 DURERA"])
    assert screen.errors == []
    assert list(seat.table.game.open.answers) == [1]  # Bruno's slip only
    assert "À qui est ce coup ? Écrivez le nom du joueur d'abord, par exemple, Anne H4 DURERA." in seat.heard
    # Tiles laid from the cursor (Space, then the letters) have no player either.
    with create_pipe_input() as pipe:
        pipe.send_text(" DURERA\r\x11")
        build_app(screen, input=pipe, output=DummyOutput()).run()
    assert list(seat.table.game.open.answers) == [1]


def test_the_referee_desk_s_help_lists_its_own_commands_and_none_of_the_computer_game_s(tmp_path):
    # Each topic a page at a time (issue 60): every page asked for, the one past the last says so.
    topics = ["aide"]
    for topic in ("arbitrage", "jouer", "chevalet", "partie"):
        topics += [f"aide {topic} {page}" for page in range(1, 12)]
    seat = in_lines(seated("desk", tmp_path), topics)
    text = "\n".join(seat.heard)
    for word in ("pioche", "penalite", "feuille", "export", "corrige", "pause", "retard", "fiche"):
        assert re.search(f"\n{word}[ ,]", text), word
    for command in ("hint", "analysis", "rack", "exchange", "shuffle"):
        assert FR.gettext(GAME_COMMANDS[command].help) not in text, command
    assert "change 3, le joueur change tant de lettres." in text
    typing = message(FR, Message.HELP_TYPING)
    at = seat.heard.index(typing)  # then the topics, a message of their own (issue 60)
    assert "arbitrage" in seat.heard[at + 1]


def test_a_rooms_help_says_how_a_slip_is_typed(tmp_path):
    seat = in_lines(seated("room", tmp_path), ["aide", ""])
    slip = (
        "Écrivez la fiche d'un joueur, son nom puis son coup, Anne H4 MOT, son score, Anne 24, "
        "ou rien, Anne rien."
    )
    at = seat.heard.index(slip)  # the topics next, a message of their own (issue 60)
    assert seat.heard[at + 1].startswith("Aide par sujet"), seat.heard
    assert seat.heard[-2] == slip  # an empty line: what to type


@pytest.mark.parametrize("kind", KINDS)
def test_unknown_words_are_matched_against_the_table_s_own_commands(kind, tmp_path):
    seat = in_lines(seated(kind, tmp_path), ["feuile"])
    said = seat.heard[-2]  # the last is the end of input
    if kind in ("desk", "game"):  # a classic game has its sheet too (issue 61, point 11)
        assert said.startswith("Commande inconnue, feuile. Vouliez-vous dire feuille ?")
    else:
        assert "feuille" not in said and said.startswith("Commande inconnue, feuile.")


@pytest.mark.parametrize("room", [False, True])
def test_the_first_duplicate_screen_shows_the_rack_drawn_and_the_bag_without_it(room, tmp_path):
    seat = seated("room" if room else "duplicate", tmp_path)
    screen = GameScreen(
        seat.table, seat.announcer, reader=True
    )  # the screen reader's layout draws a kept scene
    screen.start()
    rack = seat.table.game.rack
    assert len(rack) == 7 and screen.scene.scene.rack and screen._shown_rack() == seat.table.rack_line()
    assert str(len(seat.table.game.bag)) in screen._shown_status() or room
    assert "102" not in screen._shown_status()


@pytest.mark.parametrize("kind", KINDS)
def test_a_failing_command_typed_on_the_full_screen_is_said_and_the_game_goes_on(kind, tmp_path):
    seat = seated(kind, tmp_path)

    def broken(player: int, argument: str = "") -> None:
        raise RuntimeError("a planted bug")

    seat.table.scores = broken  # type: ignore[method-assign]
    seat.table.ranking = broken  # type: ignore[method-assign]
    word = "classement" if kind == "room" else "scores"
    screen = on_screen(seat, [word, "grille"])
    assert [str(e) for e in screen.errors] == ["a planted bug"]
    failed = seat.heard.index(message(FR, Message.KEY_FAILED))
    assert seat.heard[failed + 1 :], "the next line was still carried out"


def test_every_desk_command_and_every_room_command_has_a_handler():
    for kind, registry in (("desk", REFEREE_COMMANDS), ("room", RoomCommands.registry)):
        table = {"desk": "RefereeCommands", "room": "RoomCommands"}[kind]
        module = __import__(f"motamot.commands.{'referee' if kind == 'desk' else 'room'}", fromlist=[table])
        for command in registry:
            assert callable(getattr(getattr(module, table), command.handler, None)), (kind, command.id)
