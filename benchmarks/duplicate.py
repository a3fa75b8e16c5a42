"""Duplicate: the time from a move handed in to the top and the next rack being ready to
announce (the top put down, the next rack drawn, its top searched), over seeded games.

    python benchmarks/duplicate.py [--games N]

Target (issue "Duplicate"): under 300 ms, the expert's best-move search. Also the
peak resident memory of the run.
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
from pathlib import Path

from figures import report

from motamot.lexicon.lexicon import shipped
from motamot.sessions.duplicate import DuplicateSession


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args(argv)
    words = shipped()
    samples: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(args.games):
            # Saved after every turn as in play; a folder of its own keeps the player's games apart.
            session = DuplicateSession.new(["Anne"], words, seed, 180, Path(folder) / f"{seed}.json")
            session.next_rack()
            while session.game.over is None:
                start = time.perf_counter()
                session.hand_in(0, None)
                samples.append(time.perf_counter() - start)
    report("move handed in → top and next rack", samples, "ms", 1e3)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(f"peak resident memory {peak:.0f} MiB, word list included (target: under 300 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
