"""Time the shipped word list: loading, one lookup, anagrams with jokers; memory.

    python benchmarks/lexicon.py [--rounds N]

Targets (issue 3): load under 0.3 s, one lookup under 5 µs, anagrams of a
7-tile rack with two jokers under 50 ms, resident memory under 100 MB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from importlib import resources

from figures import report

from motamot.lexicon.dawg import Dawg
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.tiles import full_set

COLD_START = """
import resource, time
start = time.perf_counter()
from motamot.lexicon.lexicon import shipped
words = shipped()
elapsed = time.perf_counter() - start
print(elapsed, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args(argv)
    rng = random.Random(2026)

    cold, memory = [], []
    for _ in range(max(3, args.rounds // 4)):
        result = subprocess.run(
            [sys.executable, "-c", COLD_START], capture_output=True, text=True, check=True
        )
        seconds, rss_kib = result.stdout.split()
        cold.append(float(seconds))
        memory.append(int(rss_kib) / 1024)

    data = (resources.files("motamot.lexicon") / "data" / "mots.dawg").read_bytes()
    loads = []
    for _ in range(args.rounds):
        start = time.perf_counter()
        dawg = Dawg.from_bytes(data)
        loads.append(time.perf_counter() - start)
    words = Lexicon(dawg, "motamot")

    sample = rng.sample(list(dawg.words()), 2000)
    misses = ["".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(len(w))) for w in sample]
    lookups = []
    for word in sample + misses:
        start = time.perf_counter()
        for _ in range(50):
            _ = word in dawg
        lookups.append((time.perf_counter() - start) / 50)

    bag = full_set()
    anagram_times: dict[int, list[float]] = {0: [], 1: [], 2: []}
    for jokers in anagram_times:
        letters = [t for t in bag if t != "?"]
        for _ in range(args.rounds * 5):
            rack = "".join(rng.sample(letters, 7 - jokers)) + "?" * jokers
            start = time.perf_counter()
            words.anagrams(rack)
            anagram_times[jokers].append(time.perf_counter() - start)

    print(f"shipped list: {words.size} words, {len(dawg.masks)} nodes, {len(dawg.children)} edges")
    report("cold start: import + load (target 0.3 s)", cold, "s", 1)
    report("load the compiled graph in-process", loads, "ms", 1e3)
    report("one lookup (target 5 µs)", lookups, "µs", 1e6)
    for jokers, samples in anagram_times.items():
        report(f"anagrams, 7 tiles, {jokers} joker(s) (target 50 ms)", samples, "ms", 1e3)
    print(
        f"resident memory after loading (target 100 MB): median {statistics.median(memory):.1f} MB,"
        f" max {max(memory):.1f} MB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
