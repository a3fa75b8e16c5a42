"""Topping: duplicate alone, where each draw stays on the board until the player finds a move
scoring the top, and what counts is the time taken (the training formula of French club
players, invented in the late 1990s).

The game itself is a ``rules.duplicate.DuplicateGame`` whose time per move is the limit to
find a top: only a move scoring the top is handed in, tries below it are counted and leave the
draw open. A draw whose top was not found within the limit (or given up) counts the limit
plus a penalty. Each hint (the top's score, then its word's length, then its square) moves the
draw's start earlier by its cost, so it counts in the draw's time and shortens what is left.

Pure: times are the game's, passed in; nothing here reads a clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from motamot.rules.duplicate import DuplicateGame, DuplicateTurn, Verdict

LIMIT_SECONDS = 180.0  # 3 minutes to find a top, a tournament's time per move
PENALTY_SECONDS = 60.0  # added to the limit for a top not found
HINT_SECONDS = 30.0  # each hint's cost
HINT_STEPS = 3  # the top's score, its word's length, its square
MAX_TRIES = 10_000  # a save with more tries on one draw is damaged


@dataclass(frozen=True)
class DrawTime:
    """One draw of a topping game: the seconds counted, whether its top was found, and the
    hints and tries it took."""

    number: int
    seconds: float
    found: bool
    hints: int
    tries: int


@dataclass
class Topping:
    """What topping keeps beside its duplicate game: the penalty and a hint's cost it is
    played with, and each draw's hints and tries (the open draw's last)."""

    penalty: float = PENALTY_SECONDS
    hint_cost: float = HINT_SECONDS
    hints: list[int] = field(default_factory=list)
    tries: list[int] = field(default_factory=list)

    def hints_for(self, number: int) -> int:
        return self.hints[number - 1] if number <= len(self.hints) else 0

    def tries_for(self, number: int) -> int:
        return self.tries[number - 1] if number <= len(self.tries) else 0

    def _grow(self, number: int) -> None:
        for counts in (self.hints, self.tries):
            counts.extend([0] * (number - len(counts)))

    def hint_taken(self, game: DuplicateGame) -> int:
        """The next hint of the open draw (1, 2 or 3), its cost taken from the draw's time; 0
        when the three were given."""
        number = game.number
        step = self.hints_for(number) + 1
        if game.open is None or step > HINT_STEPS:
            return 0
        self._grow(number)
        self.hints[number - 1] = step
        game.shift_time(-self.hint_cost)
        return step

    def tried(self, number: int) -> None:
        """A move below the top (or not valid) tried on draw ``number``."""
        self._grow(number)
        self.tries[number - 1] = min(MAX_TRIES, self.tries[number - 1] + 1)

    def draw_time(self, game: DuplicateGame, turn: DuplicateTurn) -> DrawTime:
        """A finished draw's time: from its rack to the top found (hints included), else the
        limit and the penalty."""
        answer = turn.answers[0]
        found = answer.verdict is Verdict.SCORED and answer.score >= turn.top_score and answer.at is not None
        if found and answer.at is not None:
            seconds = max(0.0, answer.at - turn.started)
        else:
            seconds = game.seconds + self.penalty
        number = turn.number
        return DrawTime(number, seconds, found, self.hints_for(number), self.tries_for(number))

    def times(self, game: DuplicateGame) -> list[DrawTime]:
        return [self.draw_time(game, turn) for turn in game.turns]

    def total(self, game: DuplicateGame) -> float:
        return sum(time.seconds for time in self.times(game))

    def missed(self, game: DuplicateGame) -> list[int]:
        """The draws whose top was not found."""
        return [time.number for time in self.times(game) if not time.found]

    def elapsed(self, game: DuplicateGame, now: float) -> float:
        """The open draw's time so far (hints included)."""
        return game.seconds - game.time_left(now) if game.open is not None else 0.0
