"""The champion's learnt leaves alone: the expert weighing the tiles it keeps by the
champion's table (engine/data/reliquats.txt) against the expert as it is.

    python benchmarks/leaves.py [--games 500] [--seed 21]

Prints the wins of the expert with the learnt table, their 95 % confidence interval and
both average scores. About 0.3 s a game.
"""

from __future__ import annotations

import argparse
import math
import sys

from motamot.engine.autoplay import play_match
from motamot.engine.players import ExpertWithLearntLeaves
from motamot.lexicon.lexicon import shipped
from motamot.rules.variants import DEFAULT_PRESET, PRESETS


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=21)
    args = parser.parse_args(argv)
    learnt, expert = play_match(
        ("learnt", "expert"), args.games, PRESETS[DEFAULT_PRESET], shipped(), args.seed,
        players={"learnt": ExpertWithLearntLeaves},
    )  # fmt: skip
    share = learnt.wins / args.games
    margin = 1.96 * math.sqrt(share * (1 - share) / args.games)
    print(
        f"expert with learnt leaves: {learnt.wins:g} wins of {args.games} ({100 * share:.1f} %, "
        f"95 % CI {100 * (share - margin):.1f}-{100 * (share + margin):.1f} %), seed {args.seed}"
    )
    print(f"average score {learnt.average_score:.1f} against {expert.average_score:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
