"""The kinds of game a player sits down to, each one formula found by its name.

A formula says what differs from one kind of game to another: where its game in progress
is kept, how a saved one is opened (and what it must be), which table carries out its
commands (and so its registry, its prompt and who acts: one player, the players in turn,
or an arbiter typing every slip), and what the player hears when there is none to take
up. The application asks ``find_formula`` (as python-chess finds its variants by name)
and never names a table class itself; a new kind of game, or a variant of duplicate, is
one more formula registered here over its session and table.

A formula's name is its game's ``kind`` (``AutosavedSession.kind``), so a game written
elsewhere is taken up by the formula it came from (the guided tour's game is a classic one).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from gettext import NullTranslations
from pathlib import Path
from typing import ClassVar

from motamot.commands.base import Table
from motamot.commands.duplicate import DuplicateCommands
from motamot.commands.game import GameCommands
from motamot.commands.referee import RefereeCommands
from motamot.commands.registry import Registry
from motamot.commands.room import RoomCommands
from motamot.commands.topping import ToppingCommands
from motamot.commands.tour import TourCommands
from motamot.describe.messages import Message
from motamot.files import FileProblem, RecordError
from motamot.lexicon.lexicon import Lexicon
from motamot.records.scoresheet import MatchInfo
from motamot.rules.duplicate import FFSC, DuplicateRules, RedoTurn
from motamot.sessions.autosave import AutosavedSession
from motamot.sessions.classic import GameSession, autosave_path, referee_save_path
from motamot.sessions.duplicate import DuplicateSession, duplicate_save_path, room_save_path
from motamot.sessions.topping import ToppingSession, topping_save_path
from motamot.settings import Settings, data_dir


@dataclass
class Seating:
    """What a table is handed on this machine besides its game: the player's language and
    settings, and how a changed setting is kept (the interface showing it holds the voice)."""

    tr: NullTranslations
    settings: Settings
    keep: Callable[[Settings], None] | None = None
    language: str = "fr"
    match: MatchInfo = field(default_factory=MatchInfo)  # the desk's table and round

    def handed(self) -> tuple[NullTranslations, Settings, Callable[[Settings], None] | None]:
        """What every table's constructor takes after its session, in its order."""
        return self.tr, self.settings, self.keep


class Formula(ABC):
    """One kind of game: its name, its save, its table."""

    name: ClassVar[str]
    kind: ClassVar[str] = ""  # its sessions' kind, when it is not the name
    # Said when there is no game of this kind to take up.
    nothing_to_resume: ClassVar[Message] = Message.NOTHING_TO_RESUME

    @property
    @abstractmethod
    def registry(self) -> Registry:
        """The commands this kind's table answers (its help, its keys, its "did you mean")."""

    @abstractmethod
    def save_path(self) -> Path:
        """Where this kind's game in progress is kept."""

    def new_seed(self) -> int:
        """A new game's seed when the player gave none (``--graine``): never said, any."""
        return random.SystemRandom().randrange(2**32)

    def open(self, source: Path, lexicon: Lexicon, save_path: Path) -> AutosavedSession:
        """The game saved at ``source``, kept at ``save_path`` from now on; a ``RecordError``
        when it is damaged, open in another motamot, or of another kind (a desk's game opened
        as a classic one, a room's as duplicate alone: each is taken up by its own command)."""
        session = self.read(source, lexicon, save_path)
        if session.kind != (self.kind or self.name):
            session.let_go()
            raise RecordError(FileProblem.OTHER_KIND, path=source, kind=session.kind)
        return session

    @abstractmethod
    def read(self, source: Path, lexicon: Lexicon, save_path: Path) -> AutosavedSession:
        """The session saved at ``source``, of whatever kind it is."""

    @abstractmethod
    def table(self, session: AutosavedSession, seating: Seating) -> Table:
        """The table that carries out the commands of ``session``'s game."""


class ClassicFormula(Formula):
    """The classic game (seeds 000, 001, 002): people and computers in turn."""

    name = "partie"
    registry = GameCommands.registry

    def save_path(self) -> Path:
        return autosave_path()

    def read(self, source: Path, lexicon: Lexicon, save_path: Path) -> GameSession:
        return GameSession.resume(source, lexicon, save_path=save_path)

    def table(self, session: AutosavedSession, seating: Seating) -> Table:
        assert isinstance(session, GameSession)
        return GameCommands(session, *seating.handed())


class DeskFormula(ClassicFormula):
    """The referee desk beside the physical board (seed 004): every move typed as announced."""

    name = "arbitrage"
    registry = RefereeCommands.registry
    nothing_to_resume = Message.NO_REFEREE_TO_RESUME

    def save_path(self) -> Path:
        return referee_save_path()

    def table(self, session: AutosavedSession, seating: Seating) -> Table:
        assert isinstance(session, GameSession)
        return RefereeCommands(
            session,
            *seating.handed(),
            match=seating.match,
            language=seating.language,
        )


class TourFormula(ClassicFormula):
    """The guided tour: a classic game against the beginner, kept apart from the game in progress."""

    name = "visite"
    kind = "partie"
    registry = TourCommands.registry

    def save_path(self) -> Path:
        return data_dir() / "visite-en-cours.json"

    def table(self, session: AutosavedSession, seating: Seating) -> Table:
        assert isinstance(session, GameSession)
        return TourCommands(session, *seating.handed())


class DuplicateFormula(Formula):
    """Duplicate alone against the top: one player, the same rack as the top. A variant of
    duplicate is its rules (``rules.duplicate.RULES``), which a new game is given and its save
    keeps."""

    name = "duplicate"
    registry = DuplicateCommands.registry

    def new(
        self,
        names: list[str],
        lexicon: Lexicon,
        seed: int,
        seconds: float,
        redo: tuple[RedoTurn, ...] = (),
        rules: DuplicateRules = FFSC,
    ) -> DuplicateSession:
        """A new game of this formula, by ``rules`` (the federation's, or a variant such as the
        joker duplicate), kept where the formula keeps it (a saved game keeps the rules it was
        played by)."""
        return DuplicateSession.new(names, lexicon, seed, seconds, self.save_path(), redo=redo, rules=rules)

    def save_path(self) -> Path:
        return duplicate_save_path()

    def read(self, source: Path, lexicon: Lexicon, save_path: Path) -> DuplicateSession:
        return DuplicateSession.resume(source, lexicon, save_path=save_path)

    def table(self, session: AutosavedSession, seating: Seating) -> Table:
        assert isinstance(session, DuplicateSession)
        return DuplicateCommands(session, *seating.handed())


class RoomFormula(DuplicateFormula):
    """A duplicate room: motamot as the arbiter, every slip typed with its player's name."""

    name = "salle"
    registry = RoomCommands.registry

    def save_path(self) -> Path:
        return room_save_path()

    def table(self, session: AutosavedSession, seating: Seating) -> Table:
        assert isinstance(session, DuplicateSession)
        return RoomCommands(
            session,
            *seating.handed(),
            language=seating.language,
        )


class ToppingFormula(DuplicateFormula):
    """Training by topping (``rules.topping``): duplicate alone, each draw kept until its top
    is found, the time counted."""

    name = "entrainement"
    registry = ToppingCommands.registry
    nothing_to_resume = Message.NOTHING_TO_RESUME

    def new_seed(self) -> int:
        """Said as the game's number, to be given to a club mate: short to hear and to type."""
        return random.SystemRandom().randrange(1, 10_000)

    def new_topping(self, name: str, lexicon: Lexicon, seed: int, limit: float) -> ToppingSession:
        """A new topping game, ``limit`` seconds to find each top, kept where the formula keeps it."""
        return ToppingSession.new_topping(name, lexicon, seed, self.save_path(), limit)

    def save_path(self) -> Path:
        return topping_save_path()

    def read(self, source: Path, lexicon: Lexicon, save_path: Path) -> ToppingSession:
        return ToppingSession.resume(source, lexicon, save_path=save_path)

    def table(self, session: AutosavedSession, seating: Seating) -> Table:
        assert isinstance(session, ToppingSession)
        return ToppingCommands(session, *seating.handed())


FORMULAS: dict[str, Formula] = {
    formula.name: formula
    for formula in (
        ClassicFormula(),
        DeskFormula(),
        TourFormula(),
        DuplicateFormula(),
        RoomFormula(),
        ToppingFormula(),
    )
}


def find_formula(name: str) -> Formula:
    """The formula of that name (a save's ``kind``); ``ValueError`` for no such kind of game."""
    try:
        return FORMULAS[name]
    except KeyError:
        raise ValueError(f"no such kind of game: {name!r}") from None
