"""Time the training drills (issue 63): a question ready, the draws ranked, the card box opened.

    python benchmarks/training.py [--questions 200] [--cards 20000] [--runs 5]

A question ready is a draw's solutions found: a 7-letter draw, and a "7 + 1" draw (every
eighth letter, found as a joker would be) with and without a joker in the draw, on the
shipped list; ``--questions`` draws among the most probable 1,000. The draws ranked by
probability are the list read once (a few tenths of a second, then kept). The card box is a
file of ``--cards`` cards opened, its summary and its cards due today read, then one answer
written. Issue 63 asks a question ready in 50 ms at p95, ``motamot entrainement`` to its first
question under 0.5 s and a box of 20,000 cards opened in 0.2 s. Peak memory with tracemalloc.
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from datetime import date
from pathlib import Path

from figures import report

from motamot.lexicon import draws as draw_lists
from motamot.lexicon.draws import draws, solutions
from motamot.lexicon.lexicon import shipped
from motamot.rules.draws import ranked
from motamot.sessions.card_box import CardBox


def questions_ready(count: int) -> None:
    lexicon = shipped()
    for plus_one in (False, True):
        started = time.perf_counter()
        ranked(draws(lexicon, plus_one))
        report(f"draws ranked ({'7 + 1' if plus_one else '7'})", [time.perf_counter() - started], "ms", 1000)
    sample = random.Random(63).sample(ranked(draws(lexicon))[:1000], count)
    for label, plus_one, joker in (
        ("7", False, False),
        ("7 + 1", True, False),
        ("7 + 1, a joker", True, True),
    ):
        samples = []
        for draw in sample:
            asked = draw[:-1] + "?" if joker else draw
            started = time.perf_counter()
            solutions(lexicon, asked, plus_one)
            samples.append(time.perf_counter() - started)
        report(f"question ready ({label})", samples, "ms", 1000)
    draw_lists._DRAWS.clear()


def box_opened(cards: int, runs: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fiches.sqlite"
        today = date(2026, 3, 1)
        box = CardBox(path, "motamot", lambda: today)
        with box.connection:
            box.connection.executemany(
                "INSERT INTO cards VALUES ('tirages', 'motamot', ?, ?, ?)",
                (
                    (f"Q{n:06d}", 1 + n % 9, date(2026, 1 + n % 12, 1 + n % 28).isoformat())
                    for n in range(cards)
                ),
            )
        box.close()
        samples, writes = [], []
        for _ in range(runs):
            tracemalloc.start()
            started = time.perf_counter()
            box = CardBox(path, "motamot", lambda: today)
            box.deck("tirages")
            box.due("tirages")
            samples.append(time.perf_counter() - started)
            started = time.perf_counter()
            box.answer("tirages", "Q000001", True)
            writes.append(time.perf_counter() - started)
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            box.close()
        report(f"box of {cards} cards opened, read", samples, "ms", 1000)
        report("one answer written (committed)", writes, "ms", 1000)
        print(f"{'box opened, peak memory':<40} {peak / 2**20:9.2f} MB")


def first_question(runs: int) -> None:
    """``motamot entrainement tirages`` in a fresh process, to its first question; its
    processor time too, which other work on a shared machine inflates less than the wall's."""
    samples, processor = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            used = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "motamot.cli.main", "entrainement", "tirages", "--lignes"]
                + ["--voix", "texte", "--langue", "fr"],
                input="",
                capture_output=True,
                text=True,
                env={"HOME": home, "XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "XDG_CACHE_HOME": home},
                check=True,
            )
            samples.append(time.perf_counter() - started)
            now = resource.getrusage(resource.RUSAGE_CHILDREN)
            processor.append(now.ru_utime + now.ru_stime - used.ru_utime - used.ru_stime)
    report("entrainement tirages to its first draw", samples, "ms", 1000)
    report("the same, processor time", processor, "ms", 1000)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--cards", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    questions_ready(args.questions)
    box_opened(args.cards, args.runs)
    first_question(args.runs)


if __name__ == "__main__":
    main()
