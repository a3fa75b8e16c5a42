"""The kinds of game a server hosts, each found by the name the wire gives it (``formula`` in
a ``create`` message, a lobby table's ``Proposal.formula``): the rules it takes, how many may
sit, whether a computer may be one of them or the game be rated, and its session made new.
The server never asks "is it a duplicate?": a new kind hosted is one more formula in
``HOSTED_FORMULAS``, and a new variant of one is one more entry in its rules."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection
from typing import ClassVar

from motamot.lexicon.lexicon import Lexicon
from motamot.net.lobby import DUPLICATE_PLAYERS
from motamot.net.protocol import Create
from motamot.rules.clock import ClockKind, ClockSettings
from motamot.rules.duplicate import RULES as DUPLICATE_RULES
from motamot.rules.game import Game
from motamot.rules.variants import PRESETS, Preset
from motamot.server.stored import HostedRoomSession, HostedSession
from motamot.sessions.classic import Seat

CLUB_MINUTES_A_MOVE = 3  # a room's time per move when none is asked, as in clubs


class HostedFormula(ABC):
    """A kind of game the server hosts."""

    name: ClassVar[str]  # on the wire
    computers: ClassVar[bool]  # a computer may take a seat
    rated: ClassVar[bool]  # its result may change its players' ratings

    @abstractmethod
    def rules(self) -> Collection[str]:
        """The names of the rules it may be played at."""

    @abstractmethod
    def players(self, rules: str) -> tuple[int, int]:
        """How many may sit at it, at least and at most, at ``rules``."""

    @abstractmethod
    def new(
        self, asked: Create, seats: list[Seat], lexicon: Lexicon, seed: int
    ) -> HostedSession | HostedRoomSession:
        """Its game begun, as ``asked``."""


class ClassicFormula(HostedFormula):
    """The classic game, each at their rack in turn, a chess clock or one per move."""

    name = "classic"
    computers = True
    rated = True

    def rules(self) -> Collection[str]:
        return PRESETS

    def players(self, rules: str) -> tuple[int, int]:
        variant = PRESETS[Preset(rules)]
        return max(2, variant.min_players), variant.max_players

    def new(self, asked: Create, seats: list[Seat], lexicon: Lexicon, seed: int) -> HostedSession:
        kind = ClockKind.PER_MOVE if asked.per_move else ClockKind.CHESS
        seconds = asked.clock_minutes * 60
        warnings = tuple(w for w in (120.0, 60.0, 30.0) if w < seconds)
        clock = ClockSettings(kind if seconds else ClockKind.NONE, seconds, warnings)
        names = [s.name for s in seats]
        game = Game.new(
            names, PRESETS[Preset(asked.rules)], seed, clock=clock, judge=lexicon.is_valid, now=0.0
        )
        session = HostedSession(game, seats, lexicon, None, seed)
        session.tour = 0 if asked.tour else None
        return session


class RoomFormula(HostedFormula):
    """A duplicate room: people only, one rack for all, ranked by the top's percentage."""

    name = "duplicate"
    computers = False
    rated = False

    def rules(self) -> Collection[str]:
        return DUPLICATE_RULES

    def players(self, rules: str) -> tuple[int, int]:
        return DUPLICATE_PLAYERS

    def new(self, asked: Create, seats: list[Seat], lexicon: Lexicon, seed: int) -> HostedRoomSession:
        minutes = asked.clock_minutes or CLUB_MINUTES_A_MOVE
        names = [s.name for s in seats]
        rules = DUPLICATE_RULES[asked.rules]
        session = HostedRoomSession.new(names, lexicon, seed, minutes * 60.0, None, rules=rules)
        session.next_rack()
        return session


HOSTED_FORMULAS: dict[str, HostedFormula] = {f.name: f for f in (ClassicFormula(), RoomFormula())}
