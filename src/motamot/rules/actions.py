"""What players (and the clock, and the arbiter) do to a game.

A game is its starting settings plus the list of actions applied to it: that
list is what a save holds, and replaying it rebuilds the identical game.
Every action carries the time it happened (``now``, seconds) when the game
has a clock, or None.
"""

from __future__ import annotations

from dataclasses import dataclass

from motamot.rules.board import Direction, Square
from motamot.rules.events import PenaltyKind


@dataclass(frozen=True)
class Play:
    player: int
    tiles: tuple[tuple[Square, str], ...]
    direction: Direction | None = None
    now: float | None = None


@dataclass(frozen=True)
class Exchange:
    player: int
    tiles: tuple[str, ...]
    now: float | None = None


@dataclass(frozen=True)
class Pass:
    player: int
    now: float | None = None


@dataclass(frozen=True)
class Challenge:
    challenger: int
    words: tuple[str, ...]  # the words challenged, upper case
    # Every answer the word judge gave for this challenge, recorded so that
    # replaying the game never depends on the word list in use.
    verdicts: tuple[tuple[str, bool], ...]
    now: float | None = None
    # Where each challenged word lies ("H8", "8H"), or "": tells apart two words alike, the KA
    # across and the KA down (000 §5.2, the words named on the bulletin); older saves hold none.
    places: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeclineChallenge:
    player: int
    now: float | None = None


@dataclass(frozen=True)
class Penalise:
    player: int
    kind: PenaltyKind
    tiles: int = 0  # OVERDRAW: how many tiles too many
    seen: bool = True  # OVERDRAW: whether the player had seen them (000 §10.1.2)
    points: int | None = None  # ARBITER: an amount other than the preset's
    now: float | None = None


@dataclass(frozen=True)
class Resign:
    player: int
    now: float | None = None


@dataclass(frozen=True)
class BlindExchange:
    """An exchange on a physical board: how many tiles, not which."""

    player: int
    count: int
    now: float | None = None


@dataclass(frozen=True)
class DeclareRack:
    """At the end of a refereed game, the tiles a player says are left on their rack."""

    player: int
    tiles: tuple[str, ...]
    now: float | None = None


@dataclass(frozen=True)
class Tick:
    now: float


@dataclass(frozen=True)
class LateStart:
    """A player is not there when the game should start: the arbiter starts their clock
    (003 §9.5, 000 §10.5); half their credit gone, they forfeit."""

    player: int
    now: float


@dataclass(frozen=True)
class Arrived:
    """The late player has come: the game begins, their time spent stays spent."""

    player: int
    now: float


@dataclass(frozen=True)
class StopClock:
    """The arbiter stops the clock: a dispute, a board upset, a player allowed a few
    minutes away (003 §9.1, §9.6; 000 §10.2; 001 §6, while a challenge is checked)."""

    now: float


@dataclass(frozen=True)
class RestartClock:
    """The clock goes again after a stop; until then it stays stopped, moves or not."""

    now: float


Action = (
    Play
    | Exchange
    | Pass
    | Challenge
    | DeclineChallenge
    | Penalise
    | Resign
    | Tick
    | StopClock
    | LateStart
    | Arrived
    | RestartClock
    | BlindExchange
    | DeclareRack
)
