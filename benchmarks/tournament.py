"""Time pairing and ranking a classic tournament (seed 003).

    python benchmarks/tournament.py [--players 1000] [--rounds 9] [--runs 5]

``--rounds`` rounds are played with random scores, then the next round is paired again
and again (standings, the bye when odd, groups, permutations): its time, and the memory
the pairing takes at most; then the standings. Also the whole file round: load the
SQLite file (with its checks), pair, write the round. Issue 18 asks 1,000 players and
10 rounds paired and ranked in under 1 s and 100 MB.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import tempfile
import time
import tracemalloc
from pathlib import Path

from figures import report

from motamot.cli.main import main as main_command
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
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    t = played_tournament(args.players, args.rounds)
    following = args.rounds + 1
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        t.next_pairing()
        times.append(time.perf_counter() - start)
    report(f"pair round {following}, {args.players} players", times, "ms", 1000)
    tracemalloc.start()
    t.next_pairing()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"{'pairing memory peak':<40} {peak / 1024:9.0f} KiB")
    ranked = []
    for _ in range(args.runs):
        start = time.perf_counter()
        t.standings_after(args.rounds)
        ranked.append(time.perf_counter() - start)
    report(f"standings after round {args.rounds}", ranked, "ms", 1000)

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "t.tournoi"
        store.create(path, t.name, t.planned_rounds)
        with store.editing(path) as file:
            for player in t.players:
                file.add_player(player)
            file.add_round(t.matches)
        whole = []
        for _ in range(args.runs):
            start = time.perf_counter()
            paired = store.load(path).next_pairing()
            whole.append(time.perf_counter() - start)
        start = time.perf_counter()
        with store.editing(path) as file:
            file.add_round(paired)
        written = time.perf_counter() - start
        report(f"load the file and pair round {following}", whole, "ms", 1000)
        commands = []
        for _ in range(args.runs):
            start = time.perf_counter()
            with contextlib.redirect_stdout(io.StringIO()):
                main_command(["--langue", "fr", "tournoi", "classement", str(path)])
            commands.append(time.perf_counter() - start)
        report("motamot tournoi classement, in process", commands, "ms", 1000)
        print(f"{f'write round {following} (one transaction)':<40} {written * 1000:9.2f} ms")


if __name__ == "__main__":
    main()
