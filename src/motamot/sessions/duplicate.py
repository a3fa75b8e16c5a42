"""A duplicate game in progress: its racks (drawn, or taken turn by turn from a game
redone), the top found for each rack, the clock of each move, and a save after every
answer so that closing the terminal loses nothing. A finished game is kept in the
folder of finished duplicate games, so it can be redone or exported later.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Self

from motamot.engine.hints import duplicate_top, written
from motamot.engine.movegen import Candidate
from motamot.files import hold, let_go
from motamot.lexicon.lexicon import Lexicon
from motamot.records.duplicate import load_duplicate, save_duplicate
from motamot.rules.duplicate import FFSC, Answer, DuplicateEvent, DuplicateGame, DuplicateRules, RedoTurn
from motamot.rules.notation import WrittenMove
from motamot.rules.placement import check_written
from motamot.rules.scoring import score_placement
from motamot.sessions.autosave import AutosavedSession
from motamot.settings import data_dir


def duplicate_save_path() -> Path:
    return data_dir() / "duplicate-en-cours.json"


def room_save_path() -> Path:
    """A room's game in progress, apart from the player's own."""
    return data_dir() / "duplicate-salle-en-cours.json"


def finished_duplicates_dir() -> Path:
    return data_dir() / "parties-duplicate"


class DuplicateSession(AutosavedSession[DuplicateGame]):
    game: DuplicateGame

    @property
    def kind(self) -> str:
        return "salle" if self.room else "duplicate"

    @property
    def names(self) -> list[str]:
        return list(self.game.names)

    def __init__(
        self,
        game: DuplicateGame,
        lexicon: Lexicon,
        save_path: Path | None,
        seed: int,
        clock: Callable[[], float] = time.monotonic,
        redo: tuple[RedoTurn, ...] = (),
    ) -> None:
        super().__init__(lexicon, save_path, clock)
        self.game, self.seed = game, seed
        # Alone, the turn closes when the player answers; in a room, when the arbiter says so.
        self.room = len(game.names) > 1
        self.redo = redo  # the racks and tops of the game redone, turn by turn
        self._top: Candidate | None = None  # the open turn's top, found once

    @classmethod
    def new(
        cls,
        names: list[str],
        lexicon: Lexicon,
        seed: int,
        seconds: float,
        save_path: Path | None,
        clock: Callable[[], float] = time.monotonic,
        redo: tuple[RedoTurn, ...] = (),
        rules: DuplicateRules = FFSC,
    ) -> Self:
        game = DuplicateGame(names, lexicon.is_valid, seconds, rules)
        return cls(game, lexicon, save_path, seed, clock, redo)

    @classmethod
    def resume(
        cls,
        path: Path,
        lexicon: Lexicon,
        clock: Callable[[], float] = time.monotonic,
        save_path: Path | None = None,
    ) -> Self:
        """The saved game, saved from then on to ``save_path`` (by default where it was read);
        RecordError when the file is missing, damaged, hostile or open in another motamot."""
        save_path = save_path or path
        hold(save_path)  # before reading: the other motamot may be writing it
        try:
            game, seed, redo = load_duplicate(path, lexicon.is_valid, clock())
            return cls(game, lexicon, save_path, seed, clock, redo)
        finally:
            let_go(save_path)  # the session holds it from now on

    # ------------------------------------------------------------ turns

    def next_rack(self) -> list[DuplicateEvent]:
        """The next turn's rack: the redone game's while it lasts, else drawn. Each turn's draw
        has a generator of its own, so a resumed game draws what it would have drawn."""
        game = self.game
        if game.over is not None or game.open is not None:
            return []
        self._top = None
        source = self._redone()

        def draw(now: float) -> list[DuplicateEvent]:
            if source is not None:
                events = game.set_rack(source.rack, now, source.rejected)
            else:
                events = game.draw(random.Random(self.seed * 1000 + game.number), now)
            if game.open is not None and self.top() is None:
                events += game.close_turn(None, now)  # no move anywhere: the game ends
            return events

        return self.act(draw)

    def _redone(self) -> RedoTurn | None:
        """The turn of the game redone that this turn plays again, if there is one."""
        number = self.game.number
        return self.redo[number - 1] if number <= len(self.redo) else None

    def top(self) -> Candidate | None:
        """The open turn's top (found once a turn); a game redone keeps its own tops, so that
        its racks follow."""
        if self._top is None and self.game.open is not None:
            board, rack = self.game.board, list(self.game.rack)
            source = self._redone()
            if source is None:
                self._top = duplicate_top(board, rack, self.lexicon)
            else:
                placement = check_written(board, source.top, rack)
                self._top = Candidate(
                    score_placement(placement).total, placement.direction, tuple(placement.tiles)
                )
        return self._top

    def top_written(self) -> WrittenMove | None:
        top = self.top()
        return written(self.game.board, top) if top is not None else None

    def hand_in(self, player: int, move: WrittenMove | None) -> tuple[Answer, list[DuplicateEvent]]:
        """A player's move scored; alone, the top then goes down and the next rack comes."""
        answers = self.act(lambda now: [self.game.answer(player, move, now)])
        return answers[0], self.close() if not self.room else []

    def declare(self, player: int, score: int) -> Answer:
        """A score read from a player's slip (a room)."""
        return self.act(lambda now: [self.game.declare(player, score, now)])[0]

    def close(self) -> list[DuplicateEvent]:
        """The top goes down, and the next rack comes."""
        imposed, top = self._redone() is not None, self.top_written()
        events = self.act(lambda now: self.game.close_turn(top, now, imposed))
        return events + self.next_rack()

    # ------------------------------------------------------------ saving

    def finished_folder(self) -> Path | None:
        """A finished game moves to the folder of finished games, to be redone or exported."""
        return finished_duplicates_dir()

    def write_to(self, path: Path) -> None:
        save_duplicate(self.game, self.seed, self.now(), path, self.redo)
