"""Learn what the tiles kept after a move are worth, from games the computer plays itself.

    python tools/learn_leaves.py play --games 5000 --seed 1 --out /tmp/leaves-1.tsv
    python tools/learn_leaves.py fit /tmp/leaves-*.tsv --out src/motamot/engine/data/reliquats.txt

``play`` has two experts play each other (with ``--learnt``, two experts weighing their
leaves by the shipped learnt table, so that the next table learns from better play) and
writes, for every move made with at least a rack's worth of tiles in the bag, the tiles
the player kept, the score of that player's next move, the tiles kept after it and the
bag's size before it. ``fit`` works out, by ridge regression over every leave seen, the
worth of each feature of a leave (each copy of a letter, each pair of different letters,
the number of vowels and consonants), as points the moves that follow bring over what
seven fresh tiles would, and writes the table the champion reads (engine/leave.py).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import Counter
from pathlib import Path

from motamot.engine.leave import LeaveTable, draws_weight, leave_features
from motamot.engine.players import Expert, ExpertWithLearntLeaves, take_turn
from motamot.lexicon.lexicon import shipped
from motamot.rules.clock import ClockSettings
from motamot.rules.events import MovePlayed, TilesDrawn
from motamot.rules.game import Game
from motamot.rules.tiles import RACK_SIZE
from motamot.rules.variants import DEFAULT_PRESET, PRESETS

RIDGE = 30.0  # a feature seen in few leaves stays near nothing rather than fitting their luck
ROUNDS = 8  # temporal-difference rounds: a joker kept again and again needs several to be worth its all


def play(games: int, seed: int, out: Path, learnt: bool) -> None:
    lexicon = shipped()
    rng = random.Random(seed)
    maker = ExpertWithLearntLeaves if learnt else Expert
    with out.open("w", encoding="ascii") as sink:
        for _ in range(games):
            game = Game.new(
                ["a", "b"],
                PRESETS[DEFAULT_PRESET],
                rng.randrange(2**32),
                clock=ClockSettings(),
                judge=lexicon.is_valid,
            )
            ais = [maker(lexicon, random.Random(rng.randrange(2**32))) for _ in range(2)]
            waiting: dict[int, str] = {}  # player -> the leave whose next move is awaited
            while game.over is None:
                player = game.turn
                bag = game.bag_size()
                events = take_turn(game, player, ais[player])
                scored = sum(e.score.total for e in events if isinstance(e, MovePlayed))
                drawn: Counter[str] = Counter()
                for event in events:
                    if isinstance(event, TilesDrawn) and event.player == player:
                        drawn.update(event.tiles)
                kept = Counter(game.players[player].rack)
                kept.subtract(drawn)
                leave = "".join(sorted(kept.elements())) or "-"
                if player in waiting:
                    # The next leave is worth something only while tiles are left to draw.
                    sink.write(f"{waiting.pop(player)}\t{scored}\t{leave}\t{bag}\n")
                if bag >= RACK_SIZE and game.over is None:
                    waiting[player] = leave


def fit(sources: list[Path], out: Path) -> None:
    """Ridge regression over the leaves, each weighed by how often it was seen. A leave is
    worth the next move's score and what the leave after that is worth in turn, which the
    table learnt in the round before tells: a joker kept and not yet played is still a
    joker kept (temporal-difference learning, a few rounds from nothing)."""
    moves = []
    for source in sources:
        for number, line in enumerate(source.read_text(encoding="ascii").splitlines(), start=1):
            try:
                leave, score, after, bag = line.split("\t")
                moves.append((_leave(leave), int(score), _leave(after), draws_weight(int(bag))))
            except ValueError:
                raise SystemExit(f"{source}, line {number}: not leave, score, next leave, bag") from None
    seen = Counter(leave for leave, *_ in moves)
    names: dict[str, int] = {}
    rows = {leave: [names.setdefault(f, len(names)) for f in leave_features(leave)] for leave in seen}
    size = len(names) + 1  # the last: what seven fresh tiles bring, the same for every leave
    gram = [[0.0] * size for _ in range(size)]
    for leave, indices in rows.items():
        present = [*indices, size - 1]
        for a in present:
            for b in present:
                gram[a][b] += seen[leave]
    for a in range(size - 1):
        gram[a][a] += RIDGE
    lower = _cholesky(gram)
    table = LeaveTable({})
    for _ in range(ROUNDS):
        right = [0.0] * size
        for leave, score, after, weight in moves:
            target = score + weight * table.value(after)
            for a in rows[leave]:
                right[a] += target
            right[-1] += target
        weights = _solve(lower, right)
        table = LeaveTable({name: weights[index] for name, index in names.items()})
    out.write_text(LeaveTable.text(table.weights, len(moves), weights[-1]), encoding="ascii")
    print(f"{len(moves)} moves, {len(seen)} leaves, {len(names)} features; fresh rack {weights[-1]:.1f}")


def _leave(text: str) -> str:
    if text != "-" and (len(text) > RACK_SIZE or list(text) != sorted(text)):
        raise ValueError(text)
    return "" if text == "-" else text


def _cholesky(matrix: list[list[float]]) -> list[list[float]]:
    """The lower triangle L with L L^T = matrix (symmetric positive definite: ridge added)."""
    size = len(matrix)
    lower = [[0.0] * size for _ in range(size)]
    for i in range(size):
        row = lower[i]
        for j in range(i + 1):
            other = lower[j]
            summed = matrix[i][j] - sum(row[k] * other[k] for k in range(j))
            row[j] = math.sqrt(summed) if i == j else summed / other[j]
    return lower


def _solve(lower: list[list[float]], right: list[float]) -> list[float]:
    """x with L L^T x = right: forward, then back substitution."""
    size = len(right)
    middle = [0.0] * size
    for i in range(size):
        middle[i] = (right[i] - sum(lower[i][k] * middle[k] for k in range(i))) / lower[i][i]
    result = [0.0] * size
    for i in reversed(range(size)):
        result[i] = (middle[i] - sum(lower[k][i] * result[k] for k in range(i + 1, size))) / lower[i][i]
    return result


def main(argv: list[str]) -> int:
    layout = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=layout)
    commands = parser.add_subparsers(dest="command", required=True)
    playing = commands.add_parser("play")
    playing.add_argument("--games", type=int, required=True)
    playing.add_argument("--seed", type=int, required=True)
    playing.add_argument("--out", type=Path, required=True)
    playing.add_argument("--learnt", action="store_true", help="players weigh leaves by the shipped table")
    fitting = commands.add_parser("fit")
    fitting.add_argument("sources", type=Path, nargs="+")
    fitting.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.command == "play":
        play(args.games, args.seed, args.out, args.learnt)
    else:
        fit(args.sources, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
