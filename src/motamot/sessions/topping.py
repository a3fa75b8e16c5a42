"""A topping game in progress (``rules.topping``): a duplicate game alone whose draw stays
until a move scoring the top is handed in. A try below the top is counted and leaves the
draw open; a hint takes its cost from the draw's time; past the limit (or given up) the top
goes down, counted as missed. Every change goes through the session's one door, ``act``,
and is saved before anything of it is said, as any duplicate game."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Self

from motamot.lexicon.lexicon import Lexicon
from motamot.rules.duplicate import FFSC, Answer, DuplicateEvent, DuplicateGame, Verdict
from motamot.rules.notation import WrittenMove
from motamot.rules.topping import LIMIT_SECONDS, Topping
from motamot.sessions.duplicate import DuplicateSession
from motamot.settings import data_dir

PLAYER = 0


def topping_save_path() -> Path:
    return data_dir() / "entrainement-en-cours.json"


class ToppingSession(DuplicateSession):
    @classmethod
    def new_topping(
        cls,
        name: str,
        lexicon: Lexicon,
        seed: int,
        save_path: Path | None,
        limit: float = LIMIT_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> Self:
        """A new topping game: the federation's draws from ``seed``, ``limit`` seconds a top."""
        game = DuplicateGame([name], lexicon.is_valid, limit, FFSC)
        return cls(game, lexicon, save_path, seed, clock, topping=Topping())

    @property
    def drill(self) -> Topping:
        """The topping record (a session read from a plain duplicate save has none, and its
        kind, "duplicate", has the formula refuse it)."""
        assert self.topping is not None
        return self.topping

    def expired(self) -> bool:
        """Whether the open draw's time has run out (hints included)."""
        return self.game.open is not None and self.game.time_left(self.now()) <= 0

    def try_move(self, move: WrittenMove) -> tuple[Answer | None, list[DuplicateEvent]]:
        """A move tried on the open draw: the top's score hands it in (the top goes down and the
        next rack comes, in the events); below the top, or not valid, it is counted as a try and
        the draw stays (no events). Past the limit, the draw is missed (no answer)."""
        if self.expired():
            return None, self.give_up()
        top = self.top()
        tried = self.game.assess(PLAYER, move, self.now())
        if tried.verdict is Verdict.SCORED and top is not None and tried.score >= top.score:
            return self.hand_in(PLAYER, move)
        number = self.game.number
        self.act(lambda now: self.drill.tried(number))
        return tried, []

    def give_up(self) -> list[DuplicateEvent]:
        """The open draw missed (time out, or given up): its top goes down, the next rack comes."""
        return self.close()

    def take_hint(self) -> int:
        """The open draw's next hint (1 to 3), its cost counted; 0 when none is left."""
        return self.act(lambda now: self.drill.hint_taken(self.game))

    def elapsed(self) -> float:
        return self.drill.elapsed(self.game, self.now())

    def total(self) -> float:
        """Every finished draw's time, and the open one's so far."""
        return self.drill.total(self.game) + self.elapsed()
