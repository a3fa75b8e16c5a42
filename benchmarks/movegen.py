"""The engine comparison table: motamot's move generator and computer levels beside Eliot.

    python benchmarks/movegen.py [--repeat N] [--champion]

Positions: the empty board and the middle game of ``data/midgame.txt``, with
the racks the comparison with Eliot (C++, Appel-Jacobson over a DAWG) timed on
the same word list and machine; Eliot's medians are printed beside ours. For
each case: every move (median, p95, how many), the expert's move, and with
``--champion`` the champion's (which simulates for its time budget, so its
figure is that budget). Targets (issue "The computer opponent"): the expert at
most 5 times Eliot's best-move time and never over 300 ms; all moves at most
10 times Eliot's all-moves time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from functools import partial
from pathlib import Path

from figures import percentile

from motamot.engine.movegen import generate
from motamot.engine.players import Champion, Expert
from motamot.lexicon.lexicon import shipped
from motamot.rules.board import Board
from motamot.rules.clock import ClockSettings
from motamot.rules.game import Game
from motamot.rules.notation import parse_move
from motamot.rules.placement import check_written
from motamot.rules.variants import preset

MIDGAME = Path(__file__).parent / "data" / "midgame.txt"

# (position, rack): Eliot's medians in ms, all moves and best move only (issue 15's table).
CASES = {
    ("empty", "EINRST?"): (5.5, 6.3),
    ("empty", "AEILNRS"): (0.48, 0.43),
    ("empty", "AEILNR?"): (6.0, 6.5),
    ("empty", "AEILN??"): (21.1, 30.7),
    ("middle", "AEILNRS"): (3.2, 3.0),
    ("middle", "AEILNR?"): (25.8, 24.7),
    ("middle", "AEILN??"): (83.0, 66.0),
    ("middle", "EEIUQSZ"): (1.0, 0.9),
    ("middle", "??ESRTA"): (87.0, 83.0),
}


def middle_game() -> Board:
    board = Board()
    for line in MIDGAME.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            for square, tile in check_written(board, parse_move(line)).tiles:
                board.place(square, tile)
    return board


def game_with(board: Board, rack: str, words) -> Game:  # noqa: ANN001 - a Lexicon
    """A game of two whose board is ``board`` and whose first player holds ``rack``."""
    game = Game.new(["A", "B"], preset("ffsc"), 1, clock=ClockSettings(), judge=words.is_valid)
    game.board = board.copy()
    game.bag.put_back(game.players[0].rack)
    for tile in ["?" if t.islower() else t for _, t in board.occupied()] + list(rack):
        if tile in game.bag.contents():  # the comparison's racks may hold a tile the board used up
            game.bag.take(tile)
    game.players[0].rack = list(rack)
    return game


def timed(action, repeat: int) -> list[float]:  # noqa: ANN001 - a callable
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return samples


def cell(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1e3:8.1f} {percentile(samples, 0.95) * 1e3:8.1f}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--champion", action="store_true", help="time the champion too (3 s a move)")
    args = parser.parse_args(argv)
    words = shipped()
    boards = {"empty": Board(), "middle": middle_game()}
    print(f"medians and p95 in ms over {args.repeat} runs; ×: motamot's median over Eliot's")
    head = f"{'position':<7} {'rack':<8} {'moves':>6} | {'all: med':>8} {'p95':>8} {'Eliot':>6} {'×':>5}"
    head += f" | {'expert':>8} {'p95':>8} {'Eliot':>6} {'×':>5}"
    if args.champion:
        head += f" | {'champion':>8} {'p95':>8}"
    print(head)
    worst_all = worst_best = slowest = 0.0
    for (position, rack), (eliot_all, eliot_best) in CASES.items():
        board = boards[position]
        count = len(generate(board, list(rack), words.dawg))
        every = timed(partial(generate, board, list(rack), words.dawg), args.repeat)
        game = game_with(board, rack, words)
        expert = timed(partial(Expert(words, random.Random(0)).choose, game, 0), args.repeat)
        ratio_all = statistics.median(every) * 1e3 / eliot_all
        ratio_best = statistics.median(expert) * 1e3 / eliot_best
        worst_all, worst_best = max(worst_all, ratio_all), max(worst_best, ratio_best)
        slowest = max(slowest, max(expert))
        row = f"{position:<7} {rack:<8} {count:>6} | {cell(every)} {eliot_all:>6} {ratio_all:5.1f}"
        row += f" | {cell(expert)} {eliot_best:>6} {ratio_best:5.1f}"
        if args.champion:
            champion = timed(partial(Champion(words, random.Random(0)).choose, game, 0), args.repeat)
            row += f" | {cell(champion)}"
        print(row, flush=True)
    print(f"worst ratio, all moves {worst_all:.1f} (target 10), expert {worst_best:.1f} (target 5)")
    print(f"slowest expert move {slowest * 1e3:.0f} ms (target 300)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
