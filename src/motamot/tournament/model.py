"""A classic tournament as plain values: players, rounds, matches (seed 003).

Pure: no storage, no clock. ``tournament.store`` keeps these in SQLite;
``tournament.pairing`` and ``tournament.standings`` compute from them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache

import pyuca


class RatingKind(enum.Enum):
    PL = "PL"  # the international classic rating
    PL_STAR = "PL*"  # the rating derived from the duplicate series


class Forfeit(enum.Enum):
    """Who did not play a paired match (003 "Forfaits provisoires")."""

    FIRST = "first"
    SECOND = "second"
    BOTH = "both"


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    rating: int
    rating_kind: RatingKind = RatingKind.PL
    withdrawn_from: int | None = None  # the first round they no longer play

    def plays_in(self, round_number: int) -> bool:
        return self.withdrawn_from is None or round_number < self.withdrawn_from


BEST_OF_THREE = 3  # a match in two winning games (000 §3.2, 003 §3.1)


@dataclass(frozen=True)
class Match:
    """One table of one round. ``second`` is None for the bye: the player left
    over when the players present are odd meets nobody (an "absent" opponent).
    In two winning games (``best_of`` 3), ``games`` holds each game's scores, the
    first player's then the second's, and the scores stay None."""

    round: int
    table: int
    first: int
    second: int | None
    first_score: int | None = None
    second_score: int | None = None
    forfeit: Forfeit | None = None
    best_of: int = 1
    games: tuple[tuple[int, int], ...] = ()

    @property
    def is_bye(self) -> bool:
        return self.second is None

    @property
    def wins(self) -> tuple[int, int]:
        """Games won by each side (a drawn game counts for neither)."""
        return sum(a > b for a, b in self.games), sum(b > a for a, b in self.games)

    @property
    def decided(self) -> bool:
        """Two winning games: one side has two, or all three were played."""
        return max(self.wins) * 2 > self.best_of or len(self.games) == self.best_of

    @property
    def has_result(self) -> bool:
        if self.is_bye or self.forfeit is not None:
            return True
        return self.decided if self.best_of > 1 else self.first_score is not None

    def starter(self, game: int) -> int:
        """Who starts game ``game`` (from 1): the one named first; in game 2 the other
        (000 §3.2, 003 §3.1); game 3 is designated again: the one named first."""
        return self.second if game == 2 and self.second is not None else self.first

    def players(self) -> tuple[int, ...]:
        return (self.first,) if self.second is None else (self.first, self.second)

    def opponent(self, player: int) -> int | None:
        return self.second if player == self.first else self.first


MIN_ROUNDS = 4  # 003 "Nombre de matchs": "Minimum 4 rondes"


def rounds_for(players: int) -> int:
    """003 "Nombre de matchs": at least 4; 5 for 17 to 32 players, 6 for 33 to 64,
    7 for 65 to 128 (and, beyond, one more each time the field doubles)."""
    rounds, limit = MIN_ROUNDS, 16
    while players > limit:
        rounds, limit = rounds + 1, limit * 2
    return rounds


@cache
def _collator() -> pyuca.Collator:
    return pyuca.Collator()


def french_order(name: str) -> tuple[int, ...]:
    """A name's place in French alphabetical order: letters first, accents and case only
    between names otherwise equal (Émile before Eric, Zoé last). The Unicode Collation
    Algorithm's default table orders French this way."""
    return tuple(_collator().sort_key(name))


def initial_order(players: list[Player]) -> list[Player]:
    """003 "Classement initial": rating, highest first; equal ratings in alphabetical order."""
    return sorted(players, key=lambda p: (-p.rating, french_order(p.name), p.name, p.id))
