"""A game in progress: who sits where (people or computer levels), the computer
playing its turns, and a save after every action so that closing the terminal
or a crash loses nothing.
"""

from __future__ import annotations

import functools
import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from motamot.engine.players import LEVELS, Computer, Decision, computer, must_choose, play_choice, respond
from motamot.files import FileProblem, RecordError, hold, let_go, write_atomically
from motamot.lexicon.lexicon import Lexicon
from motamot.lexicon.spelling import NotAWord, scrabble_spelling
from motamot.records.saves import game_from_json, game_to_json, read_json
from motamot.rules.clock import ClockSettings
from motamot.rules.events import Event
from motamot.rules.game import Game
from motamot.rules.referee import RefereeGame
from motamot.rules.variants import Variant
from motamot.sessions.autosave import AutosavedSession
from motamot.settings import data_dir

FORMAT = "motamot-session"
VERSION = 1
COMPUTER_NAME = "Motamot"


def autosave_path() -> Path:
    return data_dir() / "partie-en-cours.json"


def referee_save_path() -> Path:
    return data_dir() / "arbitrage-en-cours.json"


def finished_games_dir() -> Path:
    """Where a refereed game is kept once over, so its scoresheet can still be read."""
    return data_dir() / "parties-arbitrees"


@dataclass(frozen=True)
class Seat:
    name: str
    level: str | None = None  # a computer level, or None for a person

    @property
    def is_computer(self) -> bool:
        return self.level is not None


class GameSession(AutosavedSession[Game]):
    game: Game

    @property
    def kind(self) -> str:
        return "arbitrage" if isinstance(self.game, RefereeGame) else "partie"

    @property
    def names(self) -> list[str]:
        return [player.name for player in self.game.players]

    def computer_seats(self) -> set[int]:
        return {i for i, seat in enumerate(self.seats) if seat.is_computer}

    def __init__(
        self,
        game: Game,
        seats: list[Seat],
        lexicon: Lexicon,
        save_path: Path | None,
        seed: int,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(lexicon, save_path, clock)
        self.game, self.seats = game, seats
        self.taken_up = False  # read back from a save, rather than dealt in this run
        # The words this game counts beside the list (issue 49): the arbiter's, for this game
        # only, and the player's own words it judged valid (``judge``), kept in its save.
        self.counted: set[str] = set()
        game.judge = self.judge
        # The game's time carries on from where it stopped: time spent with the
        # game closed is nobody's thinking time.
        self._offset = clock() - (game.clock.last if game.clock.last is not None else game.start_time)
        rng = random.Random(seed)
        self.computers: dict[int, Computer] = {
            i: computer(seat.level, lexicon, random.Random(rng.randrange(2**32)))
            for i, seat in enumerate(seats)
            if seat.level is not None
        }

    @classmethod
    def new(
        cls,
        seats: list[Seat],
        variant: Variant,
        lexicon: Lexicon,
        seed: int,
        save_path: Path | None,
        clock_settings: ClockSettings | None = None,
    ) -> GameSession:
        game = Game.new(
            [s.name for s in seats], variant, seed, clock=clock_settings, judge=lexicon.is_valid, now=0.0
        )
        session = cls(game, seats, lexicon, save_path, seed)
        session.save()
        return session

    @classmethod
    def referee(
        cls,
        names: list[str],
        variant: Variant,
        lexicon: Lexicon,
        save_path: Path | None,
        first: int = 0,
        clock_settings: ClockSettings | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> GameSession:
        """A game on the physical board, motamot as referee and scorer (rules.referee)."""
        game = RefereeGame.start(names, variant, first, clock=clock_settings, judge=lexicon.is_valid)
        session = cls(game, [Seat(name) for name in names], lexicon, save_path, seed=0, clock=clock)
        session.save()
        return session

    def begun_again(self, at: float) -> bool:
        """A refereed game with nothing entered yet, begun again at ``at``: its clock starts
        then (once the desk's opening has been said) rather than when the desk opened, and
        no entry of the arbiter's is made for it. False for any other game."""
        game = self.game
        if not isinstance(game, RefereeGame) or game.actions or game.over is not None:
            return False
        names = [player.name for player in game.players]
        self.game = RefereeGame.start(
            names, game.variant, game.first_player, game.clock.settings, game.judge, now=at
        )
        self.save()
        return True

    def correct(self, turn: int | None = None, enter: Callable[[RefereeGame], object] | None = None) -> bool:
        """Take back the last entry of a refereed game; or turn ``turn`` of its sheet,
        entered again by ``enter`` (left out without it). False when there is nothing to
        take back; IllegalMove, the game unchanged, when the correction cannot stand."""
        if not isinstance(self.game, RefereeGame):
            return False
        game = self.game.without_last_entry() if turn is None else self.game.with_turn_replaced(turn, enter)
        if game is None:
            return False
        self.game = game
        self.save()
        return True

    @classmethod
    def resume(cls, path: Path, lexicon: Lexicon, save_path: Path | None = None) -> GameSession:
        """The saved session, saved from then on to ``save_path`` (by default where it was
        read); RecordError when the file is missing, damaged, hostile or open in another motamot."""
        save_path = save_path or path
        hold(save_path)  # before reading: the other motamot may be writing it
        try:
            session = cls._read(path, lexicon, save_path)
            session.taken_up = True
            return session
        finally:
            let_go(save_path)  # the session holds it from now on

    @classmethod
    def _read(cls, path: Path, lexicon: Lexicon, save_path: Path) -> GameSession:
        return cls.from_data(read_json(path), lexicon, save_path)

    @classmethod
    def from_data(cls, data: object, lexicon: Lexicon, save_path: Path | None) -> GameSession:
        """A session from what ``_data`` wrote, every field checked and the game replayed
        through the rules; RecordError when anything is damaged or hostile."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(FileProblem.WRONG_FORMAT, expected=FORMAT)
        if data.get("version") != VERSION:
            raise RecordError(FileProblem.UNSUPPORTED_VERSION, version=data.get("version"))
        seats_data = data.get("seats")
        if not isinstance(seats_data, list) or not all(
            isinstance(s, dict)
            and isinstance(s.get("name"), str)
            and (s.get("level") is None or (isinstance(s.get("level"), str) and s.get("level") in LEVELS))
            for s in seats_data
        ):
            raise RecordError(FileProblem.BAD_FIELD, field="seats", expected="name, level")
        game = game_from_json(data.get("game"))
        seats = [Seat(s["name"], s.get("level")) for s in seats_data]
        if [s.name for s in seats] != [p.name for p in game.players]:
            raise RecordError(FileProblem.BAD_FIELD, field="seats", expected="the game's players")
        counted = data.get("counted", [])
        if not isinstance(counted, list) or not all(_is_spelled(word) for word in counted):
            raise RecordError(FileProblem.BAD_FIELD, field="counted", expected="words in capitals")
        session = cls(game, seats, lexicon, save_path, game.seed + len(game.actions))
        session.counted = set(counted)
        return session

    def judge(self, word: str) -> bool:
        """The list's verdict, or this game's own words', or the player's own words': a word
        judged valid by the last is kept among the game's, so that it is judged the same when
        the game is taken up again, whatever became of it since."""
        try:
            spelled = scrabble_spelling(word)
        except NotAWord:
            return False
        if spelled in self.lexicon.dawg or spelled in self.counted:
            return True
        additions = self.lexicon.additions
        if additions is not None and spelled in additions:
            self.counted.add(spelled)
            return True
        return False

    def finished_folder(self) -> Path | None:
        """A refereed game is kept once over, for its scoresheets; a game against the computer
        or between people is not."""
        return finished_games_dir() if isinstance(self.game, RefereeGame) else None

    def write_to(self, path: Path) -> None:
        write_atomically(path, json.dumps(self._data(), ensure_ascii=False))

    def _data(self) -> dict[str, object]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "seats": [{"name": s.name, "level": s.level} for s in self.seats],
            "game": game_to_json(self.game),
            "counted": sorted(self.counted),
        }

    def now(self) -> float:
        return self._clock() - self._offset

    def tick(self) -> list[Event]:
        # Every tick is kept in the game's actions: a game without a clock has none.
        if not self.game.clock.enabled or self.game.over is not None:
            return []
        return self.act(self.game.tick)

    @property
    def waiting_for_person(self) -> bool:
        return self.game.over is None and not self.seats[self.game.turn].is_computer

    def computers_respond(self) -> tuple[list[Event], int | None]:
        """The computers' answers to what was just played (a challenge, a game-ending move let
        stand), and the computer now to choose its move: None when a person is to play or
        the game is over."""
        events: list[Event] = []
        for _ in range(len(self.seats) * 4):
            if self.game.over is not None:
                break
            player = self.game.turn
            if player not in self.computers:
                # A computer may still challenge the move a person just played.
                for index, ai in self.computers.items():
                    if words := ai.challenge_words(self.game, index):
                        events += self.act(functools.partial(self.game.challenge, index, words))
                break
            said = self.act(functools.partial(respond, self.game, player, self.computers[player]))
            events += said
            if must_choose(self.game, player):
                return events, player
            if not said:
                break
        return events, None

    def choose(self, player: int) -> Decision:
        """The computer's choice of move. It reads the game and changes nothing, so a worker
        thread may make it while the interface answers reading keys."""
        return self.computers[player].choose(self.game, player)

    def computer_plays(self, player: int, decision: Decision) -> list[Event]:
        """The computer's choice played (its clock stops now), and saved."""
        return self.act(functools.partial(play_choice, self.game, player, self.computers[player], decision))


def _is_spelled(word: object) -> bool:
    """A word as a save keeps it: already in Scrabble spelling."""
    try:
        return isinstance(word, str) and scrabble_spelling(word) == word
    except NotAWord:
        return False
