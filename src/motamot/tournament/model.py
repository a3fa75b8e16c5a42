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


@dataclass(frozen=True)
class Match:
    """One table of one round. ``second`` is None for the bye: the player left
    over when the players present are odd meets nobody (an "absent" opponent)."""

    round: int
    table: int
    first: int
    second: int | None
    first_score: int | None = None
    second_score: int | None = None
    forfeit: Forfeit | None = None

    @property
    def is_bye(self) -> bool:
        return self.second is None

    @property
    def has_result(self) -> bool:
        return self.is_bye or self.forfeit is not None or self.first_score is not None

    def players(self) -> tuple[int, ...]:
        return (self.first,) if self.second is None else (self.first, self.second)

    def opponent(self, player: int) -> int | None:
        return self.second if player == self.first else self.first


def rounds_for(players: int) -> int:
    """003 "Nombre de matchs": at least 4; 5 for 17 to 32 players, 6 for 33 to 64,
    7 for 65 to 128 (and, beyond, one more each time the field doubles)."""
    rounds, limit = 4, 16
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
