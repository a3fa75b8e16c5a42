"""The clock model for the three kinds of timing of seed 000 §6.

Time is always passed in (seconds from any fixed origin); the model never
reads the wall clock. ``advance`` reports the warnings crossed and the
credits that ran out since the last call.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

DEFAULT_WARNINGS = (300.0, 60.0, 30.0, 10.0)


class ClockKind(enum.Enum):
    NONE = "none"
    CHESS = "chess"  # a credit per player for the whole game (000 §6.2)
    PER_MOVE = "per_move"  # a timer per move with an early warning (000 §6.3)
    GLOBAL = "global"  # one credit shared by both players (000 §6.4)


@dataclass(frozen=True)
class ClockSettings:
    kind: ClockKind = ClockKind.NONE
    seconds: float = 0
    # Remaining times, in seconds, at which a warning is given: for the
    # per-move timer these are its early warnings (000 §6.3.1).
    warnings: tuple[float, ...] = DEFAULT_WARNINGS


@dataclass(frozen=True)
class ClockWarning:
    player: int | None  # None for the global credit
    threshold: float
    remaining: float


@dataclass(frozen=True)
class TimeExpired:
    player: int | None  # None for the global credit


ClockEvent = ClockWarning | TimeExpired


@dataclass
class Clock:
    settings: ClockSettings
    players: int
    remaining: list[float] = field(default_factory=list)
    running: int | None = None
    paused: bool = False
    last: float | None = None
    warned: set[tuple[int, float]] = field(default_factory=set)

    def __post_init__(self) -> None:
        if not self.remaining:
            count = 1 if self.settings.kind is ClockKind.GLOBAL else self.players
            self.remaining = [float(self.settings.seconds)] * count

    @property
    def enabled(self) -> bool:
        return self.settings.kind is not ClockKind.NONE

    def _slot(self, player: int) -> int:
        return 0 if self.settings.kind is ClockKind.GLOBAL else player

    def time_left(self, player: int, now: float | None = None) -> float:
        """Time left as of the last action, or, given ``now``, as the running clock shows it now."""
        slot = self._slot(player)
        left = self.remaining[slot]
        running = self.running is not None and self._slot(self.running) == slot
        if now is None or not running or self.paused or self.last is None:
            return left
        return max(0.0, left - max(0.0, now - self.last))

    def is_out(self, player: int) -> bool:
        return self.enabled and self.remaining[self._slot(player)] <= 0

    def start(self, player: int, now: float) -> None:
        self.running, self.last, self.paused = player, now, False

    def advance(self, now: float) -> list[ClockEvent]:
        """Count the time since the last call against the running player."""
        if not self.enabled or self.last is None:
            self.last = now
            return []
        elapsed = max(0.0, now - self.last)
        self.last = max(self.last, now)
        if self.paused or self.running is None:
            return []
        slot = self._slot(self.running)
        before = self.remaining[slot]
        if before <= 0:
            return []
        after = max(0.0, before - elapsed)
        self.remaining[slot] = after
        who = None if self.settings.kind is ClockKind.GLOBAL else self.running
        events: list[ClockEvent] = []
        for threshold in sorted(self.settings.warnings, reverse=True):
            key = (slot, threshold)
            if after <= threshold < before and after > 0 and key not in self.warned:
                self.warned.add(key)
                events.append(ClockWarning(who, threshold, after))
        if after <= 0:
            events.append(TimeExpired(who))
        return events

    def next_event_at(self) -> float | None:
        """The time of the next warning or expiry of the running clock, or None."""
        if not self.enabled or self.paused or self.running is None or self.last is None:
            return None
        slot = self._slot(self.running)
        left = self.remaining[slot]
        if left <= 0:
            return None
        due = [t for t in self.settings.warnings if 0 < t < left and (slot, t) not in self.warned]
        return self.last + left - max(due, default=0.0)

    def switch(self, player: int, now: float) -> list[ClockEvent]:
        """The player whose turn ends presses the clock (000 §6.2.4)."""
        events = self.advance(now)
        self.running = player
        if self.settings.kind is ClockKind.PER_MOVE:
            # A fresh timer for each move, its warnings with it.
            self.remaining[player] = float(self.settings.seconds)
            self.warned = {k for k in self.warned if k[0] != player}
        return events

    def pause(self, now: float) -> list[ClockEvent]:
        events = self.advance(now)
        self.paused = True
        return events

    def resume(self, now: float) -> None:
        self.advance(now)
        self.paused = False

    def to_json(self) -> dict[str, object]:
        return {
            "remaining": list(self.remaining),
            "running": self.running,
            "paused": self.paused,
            "last": self.last,
            "warned": sorted([list(k) for k in self.warned]),
        }
