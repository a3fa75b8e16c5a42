"""Helpers to set up positions: racks and board words taken from the real bag,
so the 102 tiles stay accounted for."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from motamot.i18n import translation
from motamot.rules.board import Board
from motamot.rules.game import Game
from motamot.rules.notation import parse_move
from motamot.rules.placement import tiles_for_written
from motamot.rules.tiles import rack_tile_for
from motamot.rules.variants import preset

# CI runs 60 random games per property; HYPOTHESIS_PROFILE=thorough runs 1000.
settings.register_profile("default", max_examples=60)
settings.register_profile("thorough", max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


# The Orca scenarios mostly wait for speech in real time (about 19 minutes of it in all):
# they run on two desktops, one after another on each, while the other tests run beside them
# on a worker a core. Those others run as the scheduler's idle class (``SCHED_IDLE``): they
# take only the time the desktops leave, and a desktop's process that wakes takes the core at
# once. Niced by 10 instead, two such workers beside the desktops on two cores still made
# Orca read a line twice, or motamot's own voice speak over it, in about one run in two. A
# third desktop on two cores (tried: the whole suite in 9 minutes) left Orca 20 s behind a key
# and motamot's start past 3 s.
DESKTOPS = 2


def pytest_xdist_auto_num_workers(config):
    return DESKTOPS + (os.cpu_count() or 1)


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups (``--dist loadgroup``)
def pytest_collection_modifyitems(config, items):
    """The Orca scenarios first, the longest tests (one to three minutes each), dealt in turn
    to the desktops; the short tests fill the other workers meanwhile."""
    items.sort(key=lambda item: item.get_closest_marker("screenreader") is None)
    scenarios = [item for item in items if item.get_closest_marker("screenreader") is not None]
    # The longest first, each to the desktop with the least to do so far: both end together.
    load = [0.0] * DESKTOPS
    for item in sorted(scenarios, key=lambda item: -SCENARIO_SECONDS.get(item.name, 60)):
        desktop = load.index(min(load))
        load[desktop] += SCENARIO_SECONDS.get(item.name, 60)
        item.add_marker(pytest.mark.xdist_group(f"desktop-{desktop + 1}"))


# Seconds each Orca scenario took in a whole run (the others count 60): only to deal them.
SCENARIO_SECONDS = {
    "test_when_the_computer_begins_the_opening_is_heard_once_then_its_move": 140,
    "test_the_full_screen_from_a_shell_over_a_first_move_every_key_heard_once": 97,
    "test_time_running_out_is_heard_once": 94,
    "test_plain_lines_from_a_shell_a_key_cutting_the_reply_and_the_game_taken_up_again": 82,
    "test_out_of_time_on_a_chess_clock_the_computer_s_moves_are_summed_up_once": 82,
    "test_arrows_after_every_kind_of_screen_change_say_the_square_alone": 73,
    "test_motamot_navigateur_typed_at_a_shell_under_orca_start_page_a_move_and_the_history": 71,
    "test_the_lobby_s_tables_are_heard_one_per_line_under_orca": 69,
    "test_leaving_the_full_screen_says_the_farewell_alone": 65,
    "test_topping_a_draw_of_seven_plus_one_and_a_review_typed_at_a_shell_each_heard_once": 62,
    "test_the_guided_tour_is_heard_step_by_step_under_orca": 53,
    "test_the_web_page_under_orca_with_chromium_says_a_move_once": 43,
    "test_the_screen_readers_voice_asked_for_gives_way_to_orca": 39,
    "test_draws_to_solve_on_the_full_screen_from_a_shell_each_answer_heard_once": 38,
    "test_draws_to_solve_in_lines_from_a_shell_each_answer_heard_once": 32,
    "test_keys_pressed_while_the_champion_thinks_are_answered_and_its_move_is_heard_whole": 31,
    "test_an_arrow_pressed_as_the_move_is_played_loses_nothing_and_glues_nothing": 26,
    "test_a_remote_seat_on_the_full_screen_hears_the_other_home_move_once": 19,
    "test_a_remote_seat_hears_the_other_home_move_once_as_it_arrives": 18,
}


def pytest_runtest_setup(item):
    """The other tests give way to the Orca scenarios: a scenario hears speech in real time,
    and a worker busy with a search or a build beside it on two cores made Orca read a line
    in two pieces, or late. A worker enters the idle class at its first test that is not a
    scenario (its desktop's scenarios, dealt first, are all behind it by then); what it starts
    (a server, a browser) is in it too."""
    if item.get_closest_marker("screenreader") is None and os.sched_getscheduler(0) != os.SCHED_IDLE:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


@pytest.fixture(autouse=True)
def ctrl_c_as_a_shell_leaves_it(request):
    """Every motamot a test starts gets Ctrl+C as a shell gives a program it starts: taken by
    default, not blocked. In the whole suite something left the worker's SIGINT ignored (a
    disposition children inherit), and the Ctrl+C tests of the server and of ``navigateur``
    then waited for a stop that never came; run alone, they passed."""
    yield
    ignored = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    blocked = signal.SIGINT in signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    if ignored:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if ignored or blocked:  # said, so that the test that did it can be found
        how = "ignored" if ignored else "blocked"
        warnings.warn(f"{request.node.nodeid} left Ctrl+C {how}", stacklevel=1)


@pytest.fixture(autouse=True, scope="session")
def documents_folder(tmp_path_factory):
    """Where a game goes when its save is refused: never the real Documents of whoever runs
    the tests."""
    folder = tmp_path_factory.mktemp("Documents")
    os.environ["XDG_DOCUMENTS_DIR"] = str(folder)
    return folder


@pytest.fixture
def browser(tmp_path):
    """Debian's Chromium, headless, keeping every message its page receives; the test fails
    on any error in the page's script (``test_web_page`` has its own, which takes a picture)."""
    from browser import RECORD_MESSAGES, Browser

    opened = Browser(tmp_path)
    opened.send("Page.addScriptToEvaluateOnNewDocument", source=RECORD_MESSAGES)
    yield opened
    opened.close()
    assert opened.console == [], opened.console


def set_rack(game: Game, player: int, tiles: str) -> None:
    """Give a player exactly these tiles (``?`` for a joker)."""
    rack = game.players[player].rack
    game.bag.put_back(rack)
    rack.clear()
    for tile in tiles:
        if tile not in game.bag.contents():
            # Another player holds it: swap it for a tile from the bag.
            holder = next(p for p in game.players if tile in p.rack)
            holder.rack.remove(tile)
            spare = next(t for t in game.bag.contents() if t not in tiles)
            game.bag.take(spare)
            holder.rack.append(spare)
            game.bag.put_back(tile)
    game.bag.take(tiles)
    rack.extend(tiles)


def board_with(*moves: str) -> Board:
    """A bare board with these words written on it."""
    board = Board()
    for move in moves:
        written = parse_move(move)
        for i, letter in enumerate(written.word):
            board.place(written.start.moved(written.direction, i), letter)
    return board


def put_on_board(game: Game, move: str) -> None:
    """Lay a word on the board as if played long ago (no score, no player)."""
    written = parse_move(move)
    for square, tile in tiles_for_written(game.board, written):
        game.bag.take(rack_tile_for(tile))
        game.board.place(square, tile)


def new_game(
    variant: str = "ffsc",
    players: tuple[str, ...] = ("Xavier", "Yvonne"),
    valid: set[str] | None = None,
    seed: int = 7,
    **kwargs: object,
) -> Game:
    """A game where player 0 (Xavier) moves first, whatever the toss said."""
    judge = None if valid is None else (lambda word: word in valid)
    game = Game.new(list(players), preset(variant), seed=seed, judge=judge, **kwargs)  # type: ignore[arg-type]
    game.turn = 0
    if game.clock.enabled:
        game.clock.running = 0
    return game


@pytest.fixture
def fr():
    return translation("fr")


@pytest.fixture
def en():
    return translation("en")


def line_writer(lines: list[str]):
    """An announcer's ``write`` that keeps the printed lines one by one: the line game writes
    a typed line's whole answer in one go (``Announcer.held``)."""

    def write(text: str) -> None:
        lines.extend(text.split("\n"))

    return write


def motamot_environment(home: Path) -> dict[str, str]:
    """The environment of a motamot whose settings, saves and caches live under ``home``."""
    return {
        **os.environ,
        # motamot on the PATH, as the README's pipx or link puts it: sentences say "motamot".
        "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]),
        "XDG_DATA_HOME": str(home),
        "XDG_CONFIG_HOME": str(home),
        "XDG_CACHE_HOME": str(home),
        "XDG_DOCUMENTS_DIR": str(home / "Documents"),
    }


def start_motamot(args: list[str], home: Path, **options: object) -> subprocess.Popen[bytes]:
    """motamot started in its own process, its files under ``home``, still running."""
    command = [sys.executable, "-m", "motamot.cli.main", *args]
    return subprocess.Popen(command, env=motamot_environment(home), **options)  # type: ignore[call-overload]


def run_motamot(
    args: list[str], typed: str, home: Path, timeout: float = 120, cwd: Path | None = None
) -> subprocess.CompletedProcess:
    """motamot as a player starts it, in its own process, with its files under ``home``
    (and in ``cwd``, the folder it is started in, when given)."""
    script = Path(sys.executable).with_name("motamot")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "motamot.cli.main"]
    return subprocess.run(
        command + args,
        input=typed,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=motamot_environment(home),
        cwd=cwd,
    )


ROWS, COLUMNS = 40, 100


class Tmux:
    """motamot in a tmux session of its own, typed into and read like a screen."""

    def __init__(self, home: Path, args: list[str], environment: dict[str, str]) -> None:
        assert shutil.which("tmux"), "tmux is needed (apt-get install tmux)"
        self.socket = str(home / "tmux.sock")
        env = {**motamot_environment(home), **environment}
        env.pop("TMUX", None)
        self.env = env
        command = " ".join([sys.executable, "-m", "motamot.cli.main", *args])
        self.tmux("new-session", "-d", "-x", str(COLUMNS), "-y", str(ROWS), command)

    def tmux(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", "-S", self.socket, *args], env=self.env, capture_output=True, text=True, timeout=30
        )
        return done.stdout

    def keys(self, *keys: str) -> None:
        for key in keys:
            self.tmux("send-keys", key)
            time.sleep(0.2)

    def screen(self, escapes: bool = False) -> str:
        return self.tmux("capture-pane", "-p", *(["-e"] if escapes else []))

    def wait_for(self, wanted: str, seconds: float = 30) -> str:
        end = time.monotonic() + seconds
        shown = ""
        while time.monotonic() < end:
            # Shown twice alike: a terminal drawn in pieces on a busy machine was read half
            # drawn (the status line new, the board not yet).
            shown, before = self.screen(), shown
            if wanted in shown and shown == before:
                return shown
            time.sleep(0.2)
        raise AssertionError(f"{wanted!r} never shown:\n{self.screen()}")

    def close(self) -> None:
        self.tmux("kill-server")


@pytest.fixture
def terminal(tmp_path):
    opened: list[Tmux] = []

    def start(args: list[str], **environment: str) -> Tmux:
        opened.append(Tmux(tmp_path, args, environment))
        return opened[-1]

    yield start
    for screen in opened:
        screen.close()


@pytest.fixture
def open_homes(tmp_path: Path):
    """A server and its seats (tests/servers.py's ``Homes``) opened with what a test needs:
    more of the server's options, its file, an environment for every seat; each one opened is
    started, and stopped with every seat after the test."""
    from servers import Homes

    opened: list[Homes] = []

    def open_(*options: str, **settings: Any) -> Homes:
        opened.append(Homes(tmp_path, *options, **settings))
        opened[-1].server.start()
        return opened[-1]

    yield open_
    for homes in opened:
        homes.close()


@pytest.fixture
def homes(open_homes):
    """A real ``motamot serveur`` process on 127.0.0.1, seeded, and the seats that join it."""
    return open_homes()


@pytest.fixture
def server(homes):
    """The server of ``homes``."""
    return homes.server
