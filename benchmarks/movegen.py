"""Time move generation and the expert's move on a fixed set of positions.

    python benchmarks/movegen.py [--repeat N]

Positions: the empty board, a middle game and a crowded board, reached by a
seeded game between two experts; racks with 0, 1 and 2 jokers. Targets
(issue 4): all moves in under 100 ms median and 400 ms p95, jokers included;
the expert's move in under 1 s in every position.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from figures import report

from motamot.engine.movegen import generate
from motamot.engine.players import Expert, take_turn
from motamot.lexicon.lexicon import shipped
from motamot.rules.board import Board
from motamot.rules.clock import ClockSettings
from motamot.rules.game import Game
from motamot.rules.variants import preset

RACKS = {
    0: ["AEINRST", "EEIOULQ", "BCDGMOU", "AAEHKLS"],
    1: ["?AEIRST", "?DEILNO", "?EEUQZK", "?AACNPT"],
    2: ["??AEIRS", "??ENOTU", "??BKQWX", "??AEEIO"],
}


def positions() -> dict[str, Board]:
    """Boards from a seeded expert-against-expert game: before moves 1, 9 and 19."""
    words = shipped()
    game = Game.new(["A", "B"], preset("ffsc"), 2026, clock=ClockSettings(), judge=words.is_valid)
    players = [Expert(words, random.Random(1)), Expert(words, random.Random(2))]
    boards = {"opening": game.board.copy()}
    for move in range(1, 19):
        take_turn(game, game.turn, players[game.turn])
        if move == 8:
            boards["middle game"] = game.board.copy()
    boards["crowded"] = game.board.copy()
    return boards


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    words = shipped()
    boards = positions()
    all_times: list[float] = []
    by_jokers: dict[int, list[float]] = {0: [], 1: [], 2: []}
    counts: dict[int, list[int]] = {0: [], 1: [], 2: []}
    expert_times: list[float] = []
    slowest = ("", "", 0.0)
    for name, board in boards.items():
        for jokers, racks in RACKS.items():
            for rack in racks:
                for _ in range(args.repeat):
                    start = time.perf_counter()
                    moves = generate(board, list(rack), words.dawg)
                    elapsed = time.perf_counter() - start
                    all_times.append(elapsed)
                    by_jokers[jokers].append(elapsed)
                counts[jokers].append(len(moves))
                game = Game.new(["A", "B"], preset("ffsc"), 1, clock=ClockSettings(), judge=words.is_valid)
                game.board = board.copy()
                game.bag.put_back(game.players[0].rack)
                for tile in board_tiles(board) + list(rack):
                    if tile in game.bag.contents():  # a rack may hold a tile the board has used up
                        game.bag.take(tile)
                game.players[0].rack = list(rack)
                start = time.perf_counter()
                Expert(words, random.Random(0)).choose(game, 0)
                elapsed = time.perf_counter() - start
                expert_times.append(elapsed)
                if elapsed > slowest[2]:
                    slowest = (name, rack, elapsed)
    print(f"{len(boards)} positions × {sum(len(r) for r in RACKS.values())} racks, {args.repeat} runs each")
    report("all moves, every rack (100 / 400 ms)", all_times, "ms", 1e3)
    for jokers, times in by_jokers.items():
        average = sum(counts[jokers]) // len(counts[jokers])
        report(f"all moves, {jokers} joker(s), ~{average} moves", times, "ms", 1e3)
    report("the expert's move (target 1 s)", expert_times, "ms", 1e3)
    print(f"slowest expert move: {slowest[2] * 1000:.0f} ms ({slowest[0]}, {slowest[1]})")
    return 0


def board_tiles(board: Board) -> list[str]:
    return ["?" if tile.islower() else tile for _, tile in board.occupied()]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
