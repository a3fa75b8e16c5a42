"""Time the legality check and the scoring of one move, and a whole accepted move.

    python benchmarks/scoring.py [--repeat N]

Positions come from the hand-checked games in tests/games: every placement
is checked and scored on the board as it stood before it, N times over.
Prints median and p95 per move in microseconds, and peak memory.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
import tracemalloc
from pathlib import Path

from figures import report

from motamot.records.gcg import EntryKind, gcg_to_french, read_gcg
from motamot.rules.board import Board
from motamot.rules.game import Game
from motamot.rules.notation import WrittenMove
from motamot.rules.placement import check_written
from motamot.rules.scoring import score_placement
from motamot.rules.variants import preset

GAMES = Path(__file__).resolve().parents[1] / "tests" / "games"


def positions() -> list[tuple[Board, WrittenMove, str]]:
    """(board before the move, the move, its rack) for every placement of the shipped games."""
    found = []
    for path in sorted(GAMES.glob("*.gcg")):
        board = Board()
        for entry in read_gcg(path).entries:
            if entry.kind is not EntryKind.PLAY or entry.position is None or entry.word is None:
                continue
            start, direction = gcg_to_french(entry.position)
            word = "".join(
                board[start.moved(direction, i)] or "?" if ch == "." else ch
                for i, ch in enumerate(entry.word)
            )
            move = WrittenMove(start, direction, word)
            try:
                placement = check_written(board, move)
            except Exception:  # the deliberately wrong record has an illegal move
                continue
            found.append((board.copy(), move, entry.rack or ""))
            for square, tile in placement.tiles:
                board.place(square, tile)
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2000)
    args = parser.parse_args(argv)
    cases = positions()
    check_times, score_times = [], []
    for _ in range(args.repeat):
        for board, move, rack in cases:
            start = time.perf_counter()
            placement = check_written(board, move, list(rack) or None)
            middle = time.perf_counter()
            score_placement(placement)
            end = time.perf_counter()
            check_times.append(middle - start)
            score_times.append(end - middle)
    # Memory apart from timing: tracing allocations slows everything down.
    tracemalloc.start()
    for board, move, rack in cases:
        score_placement(check_written(board, move, list(rack) or None))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    play_times = []
    for seed in range(args.repeat // 10 or 1):
        game = Game.new(["A", "B"], preset("ffsc"), seed)
        rack = game.players[game.turn].rack
        word = "".join("e" if t == "?" else t for t in rack[:4])
        start = time.perf_counter()
        game.play(game.turn, f"H8 {word}")
        play_times.append(time.perf_counter() - start)

    print(f"{len(cases)} positions from {GAMES.relative_to(GAMES.parents[1])}, {args.repeat} rounds")
    report("legality check", check_times, "µs", 1e6)
    report("scoring with breakdown", score_times, "µs", 1e6)
    report("check + score", [a + b for a, b in zip(check_times, score_times, strict=True)], "µs", 1e6)
    report("whole move (Game.play)", play_times, "µs", 1e6)
    print(f"peak memory traced while checking and scoring every position: {peak / 1024:.0f} KiB")
    resident = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"resident memory of this process at its peak: {resident:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
