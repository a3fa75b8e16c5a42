"""Computer against computer: many games, and what they say about the levels."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial

from motamot.engine.players import Computer, computer, take_turn
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.clock import ClockSettings
from motamot.rules.events import MovePlayed
from motamot.rules.game import Game
from motamot.rules.variants import Variant

MAX_ACTIONS = 400  # a game that has not ended by then is a bug, not a long game


@dataclass
class LevelStats:
    level: str
    wins: float = 0.0  # a tie counts half
    scores: list[int] = field(default_factory=list)
    bingos: int = 0
    move_seconds: list[float] = field(default_factory=list)

    @property
    def average_score(self) -> float:
        return statistics.fmean(self.scores) if self.scores else 0.0

    @property
    def median_move_seconds(self) -> float:
        return statistics.median(self.move_seconds) if self.move_seconds else 0.0

    @property
    def slowest_move_seconds(self) -> float:
        return max(self.move_seconds, default=0.0)


def play_match(
    levels: tuple[str, str],
    games: int,
    variant: Variant,
    lexicon: Lexicon,
    seed: int,
    players: Mapping[str, Callable[[Lexicon, random.Random], Computer]] | None = None,
) -> list[LevelStats]:
    """``games`` games between two computer levels; each level plays first in turn. A level
    against itself (a check that the seats are fair) is told apart by a number: players'
    names must differ. ``players`` makes the computer of a name that is not a level (a
    benchmark's variant of one)."""
    makers = players or {}
    names = levels if levels[0] != levels[1] else (f"{levels[0]} 1", f"{levels[1]} 2")
    stats = [LevelStats(names[0]), LevelStats(names[1])]
    rng = random.Random(seed)
    for number in range(games):
        # Seats swap every game so neither level always draws first.
        seats = (0, 1) if number % 2 == 0 else (1, 0)
        seated = [names[seats[0]], names[seats[1]]]
        game = Game.new(seated, variant, rng.randrange(2**32), clock=ClockSettings(), judge=lexicon.is_valid)
        ais = [
            makers.get(levels[s], partial(computer, levels[s]))(lexicon, random.Random(rng.randrange(2**32)))
            for s in seats
        ]
        for _ in range(MAX_ACTIONS):
            if game.over is not None:
                break
            player = game.turn
            start = time.perf_counter()
            events = take_turn(game, player, ais[player])
            stats[seats[player]].move_seconds.append(time.perf_counter() - start)
            for event in events:
                if isinstance(event, MovePlayed) and event.placement.is_bingo:
                    stats[seats[event.player]].bingos += 1
        else:
            raise RuntimeError(f"game {number} did not end")
        assert game.over is not None
        for player, score in enumerate(game.over.scores):
            level_stats = stats[seats[player]]
            level_stats.scores.append(score)
            if player in game.over.winners:
                level_stats.wins += 1 / len(game.over.winners)
    return stats
