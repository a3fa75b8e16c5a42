"""What a game tells the world. The interface speaks these; tests assert on them."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from motamot.rules.clock import ClockWarning, TimeExpired
from motamot.rules.placement import Placement
from motamot.rules.scoring import ScoreBreakdown


class PassCause(enum.Enum):
    CHOICE = "choice"  # "je passe" (000 §4.2)
    OUT_OF_TIME = "out_of_time"  # no credit left: passes until the end (000 §7.3, 001 §5)
    MOVE_TIMER = "move_timer"  # the per-move timer ran out (000 §6.3.2)


class ChallengeOutcome(enum.Enum):
    STANDS = "stands"  # every challenged word is valid
    WITHDRAWN = "withdrawn"  # tiles back, turn lost
    REPLAY = "replay"  # tiles back, the player plays again (001 §6)


class PenaltyKind(enum.Enum):
    WRONG_CHALLENGE = "wrong_challenge"  # 000 §5.3, 001 §6
    OVERDRAW = "overdraw"  # 000 §10.1
    ARBITER = "arbiter"  # 000 §9.2, 003 §8.2
    WARNING = "warning"  # a warning costs no points (000 §9.2)
    LOSS = "loss"  # game lost (000 §9.2, §10.1.3)


class EndReason(enum.Enum):
    OUT = "out"  # a player used all tiles, bag empty (000 §7.1)
    PASSES = "passes"  # consecutive passes (000 §4.2.2, 004 §2.10)
    BLOCKED = "blocked"  # nobody can play (000 §7.2, 001 §7)
    TIME = "time"  # both out of time (000 §7.3.2) or global credit spent
    RESIGNED = "resigned"  # "j'abandonne" (000 §10.7)
    LOSS = "loss"  # declared loser by the arbiter (000 §9.2, §10.1.3)
    LATE = "late"  # absent until half their clock had run (003 §9.5, 000 §10.5)


@dataclass(frozen=True)
class GameStarted:
    players: tuple[str, ...]
    toss: tuple[tuple[tuple[int, str], ...], ...]  # each round: (player, tile drawn)
    first_player: int


@dataclass(frozen=True)
class TilesDrawn:
    player: int
    tiles: tuple[str, ...]


@dataclass(frozen=True)
class TurnStarted:
    player: int


@dataclass(frozen=True)
class MovePlayed:
    player: int
    placement: Placement
    score: ScoreBreakdown
    total: int
    void: bool = False  # counted as nothing (001 §5: moves after an exchange made too late)


@dataclass(frozen=True)
class Exchanged:
    player: int
    count: int
    # The player's own tiles, private to them; empty when motamot does not
    # know them (a refereed game on a physical board).
    tiles: tuple[str, ...] = ()
    # Made with fewer than seven tiles in the bag under 001 §5: the player's moves from
    # now on count for nothing; the bag's count then.
    too_late_with: int | None = None


@dataclass(frozen=True)
class Passed:
    player: int
    cause: PassCause


@dataclass(frozen=True)
class ChallengeResolved:
    challenger: int
    challenged: int
    verdicts: tuple[tuple[str, bool], ...]  # each challenged word and whether it is valid
    outcome: ChallengeOutcome
    points_removed: int  # the withdrawn move's score, 0 when it stands
    # Each verdict's place ("H8") when the move formed that word more than once, else "".
    places: tuple[str, ...] = ()


@dataclass(frozen=True)
class PenaltyGiven:
    player: int
    kind: PenaltyKind
    points: int  # points taken away (positive number)
    total: int
    tiles: int = 0  # for OVERDRAW: how many tiles too many


@dataclass(frozen=True)
class RackAdjustment:
    player: int
    rack: tuple[str, ...]
    points: int  # negative: deducted; positive: added to the player who went out


@dataclass(frozen=True)
class RemainingTilesAsked:
    """A refereed game has ended: these players must say what is left on their racks."""

    players: tuple[int, ...]
    reason: EndReason
    player: int | None = None  # who went out


@dataclass(frozen=True)
class RackDeclared:
    player: int
    tiles: tuple[str, ...]


@dataclass(frozen=True)
class PlayerLate:
    """A player's clock runs while they are away; they forfeit when it shows ``deadline``."""

    player: int
    deadline: float


@dataclass(frozen=True)
class PlayerArrived:
    player: int
    remaining: float


@dataclass(frozen=True)
class ClockStopped:
    """The clock stopped (``stopped``) or going again; ``remaining``: each credit's seconds."""

    stopped: bool
    remaining: tuple[float, ...]


@dataclass(frozen=True)
class GameOver:
    reason: EndReason
    adjustments: tuple[RackAdjustment, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]  # more than one: ex æquo (000 §8.1)
    player: int | None = None  # who went out, resigned or lost


Event = (
    GameStarted
    | TilesDrawn
    | TurnStarted
    | MovePlayed
    | Exchanged
    | Passed
    | ChallengeResolved
    | PenaltyGiven
    | ClockWarning
    | TimeExpired
    | ClockStopped
    | PlayerLate
    | PlayerArrived
    | RemainingTilesAsked
    | RackDeclared
    | GameOver
)


def withdrawn_moves(events: Iterable[Event]) -> set[int]:
    """The positions, among the moves played (the ``MovePlayed`` events, from 0), of the
    moves taken back after a challenge: they are no longer on the board (000 §5.3)."""
    withdrawn: set[int] = set()
    played = -1
    for event in events:
        if isinstance(event, MovePlayed):
            played += 1
        elif isinstance(event, ChallengeResolved) and event.outcome is not ChallengeOutcome.STANDS:
            withdrawn.add(played)
    return withdrawn
