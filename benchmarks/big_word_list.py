"""Time a player's very large word list: the first compile, then later starts from the cache.

    python benchmarks/big_word_list.py [--words 4450000] [--runs 3]

The list is made from the shipped words and their prefixed forms (RE-, DE-, SUR-…), as
large full-form lists are: many words sharing their endings. Each measure runs in a
fresh process, as a player's start does, and reports its time and peak resident memory.
Issue 18 asks a 4-million-word list (the one it measured had 4.45 million) compiled in
under 60 s and 1 GB, and the compiled cache loaded in under 0.5 s.
"""

from __future__ import annotations

import argparse
import gzip
import subprocess
import sys
import tempfile
from importlib import resources
from pathlib import Path

from figures import report

PREFIXES = [
    "",
    "RE",
    "DE",
    "PRE",
    "SUR",
    "SOUS",
    "CONTRE",
    "ENTRE",
    "INTER",
    "ANTI",
    "AUTO",
    "MULTI",
    "HYPER",
    "SUPER",
    "MINI",
    "MICRO",
    "MACRO",
]

LOAD = """
import resource, sys, time
from pathlib import Path
from motamot.lexicon.lexicon import load_word_list
start = time.perf_counter()
lexicon = load_word_list(Path(sys.argv[1]), Path(sys.argv[2]))
elapsed = time.perf_counter() - start
print(elapsed, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, lexicon.size)
"""


def big_list(count: int) -> str:
    with gzip.open(resources.files("motamot.lexicon") / "data" / "mots.txt.gz", "rt", encoding="utf-8") as f:
        shipped = f.read().split()
    words: list[str] = []
    for prefix in PREFIXES:
        words += [prefix + word for word in shipped if len(prefix) + len(word) <= 15]
        if len(words) >= count:
            break
    return "\n".join(words[:count]) + "\n"


def timed_load(path: Path, cache: Path) -> tuple[float, float, int]:
    result = subprocess.run(
        [sys.executable, "-c", LOAD, str(path), str(cache)], capture_output=True, text=True, check=True
    )
    seconds, rss_kib, size = result.stdout.split()
    return float(seconds), int(rss_kib) / 1024, int(size)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=int, default=4_450_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "liste.txt"
        path.write_text(big_list(args.words), encoding="utf-8")
        print(f"{'list':<40} {path.stat().st_size / 1e6:9.1f} MB")
        compiles, compile_memory = [], []
        for run in range(args.runs):
            seconds, memory, size = timed_load(path, Path(folder) / f"cache-{run}")
            compiles.append(seconds)
            compile_memory.append(memory)
        print(f"{'words':<40} {size:9d}")
        report("first start: read and compile", compiles, "s", 1)
        print(f"{'compile peak resident memory':<40} {max(compile_memory):9.0f} MB")
        loads, load_memory = [], []
        for _ in range(args.runs):
            seconds, memory, _size = timed_load(path, Path(folder) / "cache-0")
            loads.append(seconds)
            load_memory.append(memory)
        report("later start: from the cache", loads, "s", 1)
        print(f"{'cached start peak resident memory':<40} {max(load_memory):9.0f} MB")


if __name__ == "__main__":
    main()
