"""Time the interface: from key press to announcement, and from start to first word.

    python benchmarks/interface.py [--keys N]

A stream of key presses (arrows, row and column reading, rack, scores) on a
mid-game board is replayed through the real prompt_toolkit application fed
by a pipe; the speaker stamps the time each announcement reaches it. Targets
(issue 5): p99 under 20 ms from key press to announcement; under 1 s from
starting ``motamot`` to its first announcement.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import subprocess
import sys
import tempfile
import time

from figures import report
from prompt_toolkit.application import set_app
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.key_binding.key_processor import KeyPress
from prompt_toolkit.keys import Keys
from prompt_toolkit.output import DummyOutput

from motamot.commands.game import GameCommands
from motamot.engine.players import Expert, take_turn
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.rules.clock import ClockSettings
from motamot.rules.game import Game
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession, Seat
from motamot.speech.announcer import Announcer
from motamot.ui.app import GameScreen, build_app

KEYS = {
    "up": Keys.Up,
    "down": Keys.Down,
    "right": Keys.Right,
    "left": Keys.Left,
    "l": "l",
    "c": "c",
    "r": "r",
    "s": "s",
}


class StampingSpeaker:
    name = "stamp"
    broken = False

    def __init__(self) -> None:
        self.stamps: list[float] = []

    def say(self, text: str, interrupt: bool = False) -> None:
        self.stamps.append(time.perf_counter())

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


def mid_game() -> GameSession:
    words = shipped()
    game = Game.new(["A", "B"], preset("ffsc"), 2026, clock=ClockSettings(), judge=words.is_valid)
    players = [Expert(words, random.Random(1)), Expert(words, random.Random(2))]
    for _ in range(10):
        take_turn(game, game.turn, players[game.turn])
    return GameSession(game, [Seat("A"), Seat("B")], words, None, 1)


def key_latencies(count: int, reader: bool = False) -> list[float]:
    """Each key goes through the application's own key processor, as a key read
    from the terminal would; timed until the speaker is handed the sentence.
    ``reader``: the layout for a screen reader (whose message, after a move, waits
    150 ms more by design (ui.app.MESSAGE_DELAY), for the board to be drawn first)."""
    rng = random.Random(5)
    speaker = StampingSpeaker()
    commands = GameCommands(mid_game(), translation("fr"), Announcer(speaker, lambda text: None))
    screen = GameScreen(commands, reader=reader)
    latencies = []

    async def press_keys() -> None:
        with create_pipe_input() as pipe:
            app = build_app(screen, input=pipe, output=DummyOutput())
            with set_app(app):
                for _ in range(count):
                    key = KEYS[rng.choice(list(KEYS))]
                    before = len(speaker.stamps)
                    start = time.perf_counter()
                    app.key_processor.feed(KeyPress(key))
                    app.key_processor.process_keys()
                    if len(speaker.stamps) > before:
                        latencies.append(speaker.stamps[before] - start)

    asyncio.run(press_keys())
    return latencies


def startup_times(runs: int) -> list[float]:
    """Seconds from launching ``motamot`` to its first printed line."""
    times = []
    script = [
        sys.executable,
        "-m",
        "motamot.cli.main",
        "--voix",
        "texte",
        "--graine",
        "1",
        "--contre",
        "aucun",
        "--joueurs",
        "A,B",
    ]
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "XDG_CACHE_HOME": home}
        for _ in range(runs):
            start = time.perf_counter()
            process = subprocess.Popen(
                script, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
            )
            assert process.stdout is not None
            process.stdout.readline()
            times.append(time.perf_counter() - start)
            process.communicate("quitte\n", timeout=30)
    return times


def report_keys(label: str, latencies: list[float]) -> None:
    report(label, latencies, "ms", 1e3)
    ordered = sorted(latencies)
    print(f"{'':40} p99 {ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] * 1000:9.2f} ms")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=300)
    parser.add_argument("--starts", type=int, default=5)
    args = parser.parse_args(argv)
    report_keys("key press to announcement (p99 < 20 ms)", key_latencies(args.keys))
    report_keys("  the same, screen reader's layout", key_latencies(args.keys, reader=True))
    report("start to first announcement (< 1 s)", startup_times(args.starts), "s", 1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
