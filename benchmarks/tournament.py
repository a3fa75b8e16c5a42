"""Time pairing a round of a 128-player classic tournament (seed 003).

    python benchmarks/tournament.py [--players 128] [--runs 50]

Four rounds are played with random scores, then round 5 is paired again and
again (standings, the bye when odd, groups, permutations): its time, and the
memory the pairing takes at most. Also the whole file round: load the SQLite
file, pair, write the round.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
import tracemalloc
from pathlib import Path

from figures import report

from motamot.tournament import store
from motamot.tournament.tournament import Tournament


def played_tournament(players: int, rounds: int, seed: int = 2026) -> Tournament:
    rng = random.Random(seed)
    t = Tournament("Benchmark", planned_rounds=rounds + 1)
    for i in range(players):
        t.players.append(t.new_player(f"Joueur {i:03}", rng.randint(500, 2000)))
    for _ in range(rounds):
        for m in t.next_pairing():
            scores = None if m.is_bye else {p: rng.randint(250, 550) for p in m.players()}
            t.matches.append(m if m.is_bye else t.with_result(m, scores))
    return t


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=128)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    t = played_tournament(args.players, 4)
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        t.next_pairing()
        times.append(time.perf_counter() - start)
    report(f"pair round 5, {args.players} players", times, "ms", 1000)
    tracemalloc.start()
    t.next_pairing()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"{'pairing memory peak':<40} {peak / 1024:9.0f} KiB")

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "t.tournoi"
        store.create(path, t.name, t.planned_rounds)
        for player in t.players:
            store.add_player(path, player)
        store.add_round(path, t.matches)
        whole = []
        for _ in range(min(args.runs, 20)):
            start = time.perf_counter()
            paired = store.load(path).next_pairing()
            whole.append(time.perf_counter() - start)
        start = time.perf_counter()
        store.add_round(path, paired)
        written = time.perf_counter() - start
        report("load the file and pair round 5", whole, "ms", 1000)
        print(f"{'write round 5 (one transaction)':<40} {written * 1000:9.2f} ms")


if __name__ == "__main__":
    main()
