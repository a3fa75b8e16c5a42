"""The classic game's table: a game in progress at one keyboard, people and the computer.

``GameCommands`` carries out every intent on a classic game: read the rack, the
scores, the bag, the clock; preview, play, exchange, pass, challenge, resign; hints,
settings, analysis. Each intent is a method ``intent(player, argument)`` named by the
registry (``commands.catalogue``), and every answer is a sentence from ``describe``
added to the table's ``Answer``, so every interface says the same thing.
The referee desk (``commands.referee``) is this table with the desk's own registry.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar

from motamot.commands.base import Move, Table
from motamot.commands.catalogue import GAME_COMMANDS, OWN_RACK_WHILE_THINKING, WHILE_THE_COMPUTER_THINKS
from motamot.commands.challenge_words import named_words, place_of, words_to_choose
from motamot.commands.host import ClassicHost
from motamot.commands.registry import Registry
from motamot.commands.scene import Standing
from motamot.describe.board import (
    describe_bag,
    describe_dictation,
    describe_rack,
    describe_scores,
    describe_time,
    describe_unseen,
)
from motamot.describe.commands import (
    describe_accepted,
    describe_challenge_choice,
    describe_challenge_which,
    describe_confirm_move,
    describe_confirm_quit,
    describe_confirm_quit_unsaved,
    describe_confirm_resign,
)
from motamot.describe.engine import describe_analysis_summary, describe_hint, describe_turn_analysis
from motamot.describe.events import describe_event, describe_game_over, describe_played_alone, describe_score
from motamot.describe.lexicon import word_list_source
from motamot.describe.messages import Message, message
from motamot.describe.scoresheet import scoresheet_lines
from motamot.engine.analysis import TurnAnalysis, analyse
from motamot.engine.hints import HintStep, hint
from motamot.i18n import fold
from motamot.publish.exports import write_exports
from motamot.records.scoresheet import MatchInfo, scoresheet_of
from motamot.rules.actions import RestartClock, StopClock
from motamot.rules.clock import ClockWarning, TimeExpired
from motamot.rules.events import (
    ChallengeOutcome,
    ChallengeResolved,
    Event,
    Exchanged,
    GameOver,
    MovePlayed,
    PassCause,
    Passed,
    TilesDrawn,
    TurnStarted,
    withdrawn_moves,
)
from motamot.rules.game import Game
from motamot.rules.notation import WrittenMove, parse_move
from motamot.rules.numbers import whole_number
from motamot.rules.placement import PlacedTile, Placement
from motamot.rules.referee import RefereeGame
from motamot.rules.refusals import IllegalMove
from motamot.sessions.classic import GameSession
from motamot.settings import documents_dir
from motamot.sound.cues import cues_for
from motamot.speech.answer import Answer, AnswerBuilder, Say, say, tell
from motamot.speech.detect import OPENING_DELAY

EVERY_PLAYER = frozenset({"tous", "all"})  # ``analyse tous``: the computer's turns too


class GameCommands(Table[Game]):
    registry: ClassVar[Registry] = GAME_COMMANDS
    session: GameSession

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.rack_orders: dict[int, list[str]] = {}  # the order each person arranged their rack in
        self.shuffler = random.Random()
        self.waiting_ready: int | None = None  # between people: whose rack waits for Enter
        self._analysis: dict[int, list[TurnAnalysis]] = {}
        # Once every person is out of time the computers play on alone (000 §7.3.1): their
        # moves are summed up once the game ends (computer: moves, points), each out-of-time
        # pass said once, "réfléchit" once.
        self._alone: dict[int, tuple[int, int]] = {}
        self._out_said: set[int] = set()
        self._alone_thinking_said = False
        self._opened = False  # the opening said once at this table: after that, where the game stands
        # What comes next at this game (the computers' moves, the clock), found by its host, the
        # same as a server's, with this table the one it tells; None at a seat of a game hosted
        # by a server, whose own host drives them once for every seat.
        self.host: ClassicHost | None = ClassicHost(self.session)
        self.host.join(self)
        # The sheets (``feuille``, ``exporte``): the match they are of, where they are written
        # (the documents folder unless the desk says otherwise) and in which language.
        self.match = MatchInfo()
        self.export_dir: Path | None = None
        self.language = "en" if self.tr.info().get("language") == "en" else "fr"

    # ------------------------------------------------------------ the game

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.game.players]

    @property
    def player(self) -> int:
        """Whose turn it is; while the computer thinks, the one person at the table (reading
        their rack meanwhile)."""
        if self.thought is not None and len(self.people) == 1:
            return self.people[0]
        return self.game.turn

    @property
    def knows_racks(self) -> bool:
        """A refereed game knows no rack: the tiles are on the table."""
        return not isinstance(self.game, RefereeGame)

    def begin(self, preface: str = "") -> Answer:
        """The opening said; the clock of the person to play waits until it has been, with the
        welcome before it (or until their first line or key, whichever comes first), so the
        opening never eats their time."""
        answer = super().begin(preface)
        if self.game.over is None and self.session.waiting_for_person:
            self.hold_time(" ".join([preface, *answer.sentences]), OPENING_DELAY)
        return answer

    def start(self) -> Answer:
        """What the player hears on arriving: the toss of a game dealt in this run, the first
        time; else where the game stands (taken up again, or back from the menu), whose turn
        it is and the rack, never the toss nor the whole history again."""
        said = AnswerBuilder()
        if not self._opened and not self.session.taken_up and not self.game.moves:
            said.extend(
                self.announce(list(self.game.events))
            )  # a copy: handing the keyboard over adds to them
        else:
            back = Message.BACK_TO_GAME if self._opened else Message.GAME_RESUMED
            said.tell(message(self.tr, back, number=self.turn_number()))
            said.tell(self.scores_text())
            if self.game.clock.enabled:
                said.tell(describe_time(self.tr, self.game, self.names))
            if awaited := self.awaited_text():  # what is awaited, said as it is (issue 61)
                said.tell(awaited)
            elif self.session.waiting_for_person and self.knows_racks:
                said.extend(self.offer_rack(self.game.turn))
        self._opened = True
        said.extend(self.computers_play())
        return said.take()

    def turn_number(self) -> int:
        """The turn being played, numbered as on the scoresheet."""
        return 1 + sum(isinstance(e, (MovePlayed, Passed, Exchanged)) for e in self.game.events)

    @property
    def shared_keyboard(self) -> bool:
        """Several people play at this keyboard: a rack is read only to the one whose turn it is."""
        return len(self.people) > 1

    def offer_rack(self, player: int) -> Answer:
        """A person's turn: their rack at once, or, between people, once they say they are ready."""
        said = AnswerBuilder()
        if self.shared_keyboard:
            self.waiting_ready = player
            handing_over = message(self.tr, Message.WHEN_READY, name=self.names[player])
            said.tell(handing_over)
            self.hold_time(handing_over)
        else:
            said.tell(self.rack_text(player))
        return said.take()

    def ready(self, player: int, argument: str = "") -> Answer:
        """The player whose turn it is has the keyboard: their rack."""
        self.waiting_ready = None
        self.release_time(self.session.now())
        return say(self.rack_text(player))

    def computers_play(self) -> Answer:
        """The computers answer and play until a person is to play (``Pace``). With
        ``think_aside`` a computer's choice is left in ``thought``, for the interface to make
        aside. A table whose game is driven elsewhere (a seat at a hosted game) has no turns."""
        said = AnswerBuilder()
        while self.host is not None and self.thought is None:
            told, thought = self.host.follow()  # its thought set here
            said.extend(told.get(self, Answer()))
            if thought is None or self.think_aside:
                return said.take()
            self.thought = None
            said.extend(self.announce(thought.run()))
        return said.take()

    def conclude_thought(self) -> Answer:
        """The computer's move, chosen aside, played and said; then what follows it."""
        host, thought = self.host, self.thought
        if host is None or thought is None or not thought.done.is_set():
            return Answer()
        return self.shown(self.acting(lambda: host.concluded().get(self, Answer())))

    @property
    def people(self) -> list[int]:
        return [i for i, seat in enumerate(self.session.seats) if not seat.is_computer]

    def answered_while_thinking(self) -> frozenset[str]:
        if len(self.people) == 1:
            return WHILE_THE_COMPUTER_THINKS | OWN_RACK_WHILE_THINKING
        return WHILE_THE_COMPUTER_THINKS

    def time_held(self, wait: float) -> bool:
        """Kept in the game as the clock stopped and started again, so a game taken up again
        counts the same time."""
        clock = self.game.clock
        if not clock.enabled or clock.paused or self.game.over is not None:
            return False
        self.session.act(lambda now: self.game.apply(StopClock(now)))  # not said: nobody stopped it by hand
        return True

    def time_given_back(self, at: float, back: float) -> None:
        if self.game.clock.paused and self.game.over is None:
            self.session.act(lambda now: self.game.apply(RestartClock(at)))

    def clock_due(self) -> Answer:
        """The clock's events, and the computer's turn if time running out gave it one. Not
        while the computer thinks: its choice reads the game, which a tick would change."""
        self.release_time_said()
        wait = None if self.host is None or self.thought is not None else self.host.clock_in()
        if self.host is None or wait is None or wait > 0:
            return Answer()
        told = self.host.tick().get(self, Answer())
        return self.shown(told + self.report_save() + self.computers_play())

    def acting(self, request: Callable[[], Answer]) -> Answer:
        """The computer answers if the game moved on (reading keys, the hot path, change
        nothing and leave the computer be)."""
        actions = len(self.game.actions)
        answer = super().acting(request)
        if self.outcome is None and len(self.game.actions) != actions:
            answer += self.computers_play()
        return answer

    def prompt_name(self) -> str | None:
        return self.names[self.game.turn] if self.game.over is None else None

    def empty_line(self, player: int) -> Answer:
        said = AnswerBuilder()
        if self.waiting_ready == player:
            said.extend(self.ready(player))
        else:
            said.extend(super().empty_line(player))
        return said.take()

    def act(self, change: Callable[[float], list[Event]]) -> Answer:
        """A change to the game, through the session's one door (saved first), then said."""
        return self.announce(self.session.act(change))

    @property
    def computers_alone(self) -> bool:
        """Every person is out of time: the computers play on alone (000 §7.3.1)."""
        people = self.people
        return bool(people) and self.knows_racks and all(self.game.clock.is_out(p) for p in people)

    def summed_up(self, event: Event) -> bool:
        """Whether ``event``, said while the computers play alone, goes into their summary
        rather than being said: their turns (moves, passes, exchanges), the turns starting,
        the warnings, the out-of-time passes after the first."""
        match event:
            case MovePlayed(player=p) | Passed(player=p) | Exchanged(player=p) if self.session.seats[
                p
            ].is_computer:
                moves, points = self._alone.get(p, (0, 0))
                scored = event.score.total if isinstance(event, MovePlayed) and not event.void else 0
                self._alone[p] = (moves + 1, points + scored)
                return True
            case Passed(player=p, cause=PassCause.OUT_OF_TIME) if p in self._out_said:
                return True
            case Passed(player=p, cause=PassCause.OUT_OF_TIME):
                self._out_said.add(p)
            case TurnStarted() | ClockWarning():
                return True
        return False

    def tell_alone(self) -> Answer:
        """What the computers did alone, once, as the game ends."""
        said = AnswerBuilder()
        for player, (moves, points) in self._alone.items():
            said.tell_event(describe_played_alone(self.tr, self.names[player], moves, points))
        self._alone.clear()
        return said.take()

    def tell_thinking(self) -> Answer:
        said = AnswerBuilder()
        if self.computers_alone:
            if self._alone_thinking_said:
                return said.take()  # said once while the computers play alone, not at every move
            self._alone_thinking_said = True
        said.extend(super().tell_thinking())
        return said.take()

    def announce(self, events: list[Event]) -> Answer:
        """Game events queue up: none cuts off another."""
        said = AnswerBuilder()
        for name in cues_for(events, lambda player: not self.session.seats[player].is_computer):
            said.cue(name)
        # A player whose time ran out on their turn passes at once: "n'a plus de temps et passe"
        # (or, with a timer per move, "temps du coup écoulé, perd son tour") says both, once.
        timed_out = (PassCause.OUT_OF_TIME, PassCause.MOVE_TIMER)
        passing = {e.player for e in events if isinstance(e, Passed) and e.cause in timed_out}
        alone = self.computers_alone  # the events are applied: the same for all of them
        for event in events:
            if isinstance(event, TilesDrawn):
                continue  # private: the player hears the rack at the turn's start
            if isinstance(event, TimeExpired) and event.player in passing:
                continue
            if alone and self.summed_up(event):
                continue
            if isinstance(event, GameOver):
                said.extend(self.tell_alone())
                for text in describe_game_over(self.tr, event, self.names):
                    said.apart_after()  # messages of their own, each heard whole (issue 60)
                    said.tell_event(text)
            elif isinstance(event, TurnStarted):
                said.tell(self.describe(event))  # said again when cut, it would be out of date
            else:
                said.tell_event(self.describe(event))
            if isinstance(event, MovePlayed) and self.dictates(event.player):
                said.tell(describe_dictation(self.tr, event.placement, self.settings.spelling))
            if isinstance(event, TurnStarted) and self.game.over is None:
                self.hint_step = 0
                self.pending = None
                # A player already out of time passes at once: nothing to hand over (000 §7.3.1).
                person = not self.session.seats[event.player].is_computer
                if self.knows_racks and person and event.player not in passing:
                    said.extend(self.offer_rack(event.player))
            if isinstance(event, GameOver):
                self._analysis.clear()
                said.apart_after()
                if not self.knows_racks:
                    said.tell(message(self.tr, Message.REFEREE_GAME_OVER))
                elif any(not seat.is_computer for seat in self.session.seats):
                    said.tell(message(self.tr, Message.ANALYSIS_OFFERED))
                return said.take()
        if events and self.game.awaiting_challenge_decision and self.session.waiting_for_person:
            said.extend(self.tell_alone())
            said.tell_event(message(self.tr, Message.LAST_MOVE_ENDS_GAME))
        said.extend(self.report_save())
        return said.take()

    def describe(self, event: Event) -> str:
        return describe_event(
            self.tr,
            event,
            self.names,
            self.settings.verbosity,
            self.settings.relief_names,
            word_list_source(self.tr, self.session.lexicon, self.own_words_judged(event)),
        )

    def own_words_judged(self, event: Event) -> bool:
        """Whether a challenge found valid a word the list lacks (the player's own words)."""
        return isinstance(event, ChallengeResolved) and any(
            valid and word not in self.session.lexicon.dawg for word, valid in event.verdicts
        )

    def dictates(self, player: int) -> bool:
        """Whether a move is dictated tile by tile for the physical board at hand:
        the computer's moves; between people, every move (the others keep the board)."""
        if not self.settings.dictate_moves or not self.knows_racks:
            return False
        seats = self.session.seats
        return seats[player].is_computer or not any(seat.is_computer for seat in seats)

    # ------------------------------------------------------------ reading the game

    def rack(self, player: int) -> list[str]:
        """The player's tiles in the order they arranged them; new tiles at the end."""
        left = list(self.game.players[player].rack)
        ordered = []
        for tile in self.rack_orders.get(player, []):
            if tile in left:
                left.remove(tile)
                ordered.append(tile)
        self.rack_orders[player] = ordered + left
        return self.rack_orders[player]

    def rack_text(self, player: int) -> str:
        return describe_rack(self.tr, self.rack(player), self.settings.spelling)

    def scores_text(self) -> str:
        """The scores, and whose turn it is while the game goes on."""
        ended = self.game.over is not None or self.game.awaiting_challenge_decision
        return describe_scores(self.tr, self.names, self.game.scores(), None if ended else self.game.turn)

    def read_rack(self, player: int, argument: str = "") -> Answer:
        return self.ready(player)

    def shuffle(self, player: int, argument: str = "") -> Answer:
        self.rack_orders[player] = self.shuffler.sample(self.rack(player), len(self.rack(player)))
        return say(self.rack_text(player))

    def sort(self, player: int, argument: str = "") -> Answer:
        self.rack_orders[player] = sorted(self.rack(player), key=lambda t: (t == "?", t))
        return say(self.rack_text(player))

    def move_tile(self, player: int, argument: str) -> Answer:
        """Move one tile of the rack, named by its place or its letter, to another place."""
        rack = self.rack(player)
        tile, place = (argument.split() + ["", ""])[:2]
        if (number := whole_number(tile, 1, len(rack))) is not None:
            start = number - 1
        elif tile[:1].upper() in rack and len(tile) == 1:
            start = rack.index(tile.upper())
        else:
            start = -1
        target = whole_number(place, 1, len(rack))
        if start < 0 or target is None:
            return say(message(self.tr, Message.WHICH_TILE_WHERE, count=len(rack)))
        rack.insert(target - 1, rack.pop(start))
        return say(self.rack_text(player))

    def scores(self, player: int, argument: str = "") -> Answer:
        awaited = self.awaited_text()
        return say(self.scores_text()) + (tell(awaited) if awaited else Answer())

    def awaited_text(self) -> str:
        """What the table waits for when the last move went out and may be challenged (000 §5):
        ``conteste`` or ``accepte``; "" otherwise. Said instead of a hint, after the scores and
        the sheet, and on coming back."""
        if not self.game.awaiting_challenge_decision:
            return ""
        return message(self.tr, Message.LAST_MOVE_ENDS_GAME)

    # ------------------------------------------------------------ the sheets

    # Whether the sheets may be written while the game goes on: their GCG holds every rack
    # drawn, so at a classic table they wait for the end (the desk knows no rack).
    sheets_at_any_time: ClassVar[bool] = False

    def sheet(self, player: int, argument: str = "") -> Answer:
        """``feuille``: the scoresheet read line by line, then the match sheet (000 §2.1, 002)."""
        lines = scoresheet_lines(self.tr, scoresheet_of(self.game, self.match))
        awaited = self.awaited_text()
        return Answer(tuple(Say(text) for text in [*lines, *([awaited] if awaited else [])]))

    def export(self, player: int, argument: str = "") -> Answer:
        """``exporte [DOSSIER]``: the scoresheet and match sheet as text, HTML and BRF, the GCG
        and the board in braille, in the folder typed or the table's own."""
        if self.game.over is None and not self.sheets_at_any_time:
            return say(message(self.tr, Message.SHEETS_AT_THE_END))
        # The files are named in the sheets' language: feuille-… in French, scoresheet-… in English.
        stem = ("scoresheet-" if self.language == "en" else "feuille-") + datetime.now().strftime(
            "%Y-%m-%d-%H%M"
        )
        return self.export_to(
            argument,
            self.export_dir or documents_dir(),
            lambda folder: write_exports(
                self.tr, self.game, self.match, folder, stem, self.language, lexicon=self.session.lexicon
            ),
        )

    def bag(self, player: int, argument: str = "") -> Answer:
        return say(describe_bag(self.tr, len(self.game.bag)))

    def unseen(self, player: int, argument: str = "") -> Answer:
        return say(describe_unseen(self.tr, self.game.unseen(player), len(self.game.bag)))

    def time(self, player: int, argument: str = "") -> Answer:
        return say(describe_time(self.tr, self.game, self.names, self.session.now()))

    def last(self, player: int, argument: str = "") -> Answer:
        turns = self.turns()
        return say(self.describe(turns[-1]) if turns else message(self.tr, Message.NO_MOVE_YET))

    def turns(self) -> list[Event]:
        """Every turn so far: moves, passes, exchanges and challenges, in order."""
        return [
            e for e in self.game.events if isinstance(e, MovePlayed | Passed | Exchanged | ChallengeResolved)
        ]

    def move_number(self, player: int, argument: str) -> Answer:
        turns = self.turns()
        number = self.numbered(
            len(turns),
            argument,
            0,
            message(self.tr, Message.NO_MOVE_YET),
            message(self.tr, Message.WHICH_MOVE),
            said := AnswerBuilder(),
        )
        if number:
            turn = turns[number - 1]
            text = message(self.tr, Message.MOVE_NUMBER, number=number, move=self.describe(turn))
            if isinstance(turn, MovePlayed) and self._is_withdrawn(turn):
                text += " " + message(self.tr, Message.MOVE_WITHDRAWN)
            said.say(text)
        return said.take()

    def _is_withdrawn(self, move: MovePlayed) -> bool:
        played = (e for e in self.game.events if isinstance(e, MovePlayed))
        return next(i for i, e in enumerate(played) if e is move) in self.withdrawn_words()

    def placements(self) -> list[Placement]:
        return [e.placement for e in self.game.events if isinstance(e, MovePlayed)]

    def withdrawn_words(self) -> set[int]:
        return withdrawn_moves(self.game.events)

    def last_tiles(self) -> tuple[PlacedTile, ...]:
        # Asked at every arrow under a screen reader (the scene): the latest move, found from
        # the end; none when it was taken back after a challenge.
        for event in reversed(self.game.events):
            if isinstance(event, ChallengeResolved) and event.outcome is not ChallengeOutcome.STANDS:
                return ()
            if isinstance(event, MovePlayed):
                return event.placement.tiles
        return ()

    def braille_rack(self) -> list[str] | None:
        return self.rack(self.game.turn) if self.knows_racks else None

    def hint(self, player: int, argument: str = "") -> Answer:
        if awaited := self.awaited_text():
            # The last move ends the game: no move is left to hint at (issue 61, point 4).
            return say(awaited)
        self.hint_step = min(self.hint_step + 1, HintStep.MOVE)
        found = hint(self.game, player, self.session.lexicon, HintStep(self.hint_step))
        return say(describe_hint(self.tr, found))

    def analysis(self, player: int, argument: str = "") -> Answer:
        """After the game: each person's turns, the best move then, and the points left;
        ``analyse tous`` every player, the computer included; ``analyse Max`` one player;
        a number after either, that turn only."""
        if self.game.over is None:
            return say(message(self.tr, Message.ANALYSIS_AFTER_GAME))
        named, rest = self.who_and_rest(argument, default=None)
        words = rest.split()
        people = self.people
        if named is not None:
            people = [named]
        elif words and fold(words[0]) in EVERY_PLAYER:
            people, words = list(range(len(self.names))), words[1:]
        for person in people:
            if person not in self._analysis:
                self._analysis[person] = analyse(self.game, person, self.session.lexicon)
        wanted = " ".join(words)
        if wanted:
            if (number := whole_number(wanted)) is None:
                return self.needs("analysis")
            said = AnswerBuilder()
            for person in people:
                turns = self._analysis[person]
                if 1 <= number <= len(turns):
                    prefix = f"{self.names[person]}. " if len(people) > 1 else ""
                    said.say(prefix + describe_turn_analysis(self.tr, turns[number - 1]))
            if not said.items:
                said.say(message(self.tr, Message.NO_SUCH_TURN, number=number))
            return said.take()
        said = AnswerBuilder()
        for person in people:
            turns = self._analysis[person]
            summary = describe_analysis_summary(self.tr, self.names[person], turns)
            if said.items:
                said.tell(summary)
            else:
                said.say(summary)
            for turn in turns:
                said.tell(describe_turn_analysis(self.tr, turn))
        return said.take()

    # ------------------------------------------------------------ what the full screen asks

    def rack_line(self) -> str:
        player = self.player
        if self.session.seats[player].is_computer or self.waiting_ready == player:
            return ""  # between people, a rack shows once its player has the keyboard
        return self.rack_text(player)

    def standings(self) -> tuple[Standing, ...]:
        game = self.game
        timed, now = game.clock.enabled, self.session.now()
        return tuple(
            Standing(p.name, p.score, round(game.clock.time_left(i, now)) if timed else None)
            for i, p in enumerate(game.players)
        )

    def whose_turn(self) -> int | None:
        return self.game.turn if self.game.over is None else None

    def status_line(self) -> str:
        scores = ", ".join(f"{p.name} {p.score}" for p in self.game.players)
        return message(self.tr, Message.STATUS_LINE, scores=scores, bag=len(self.game.bag))

    @property
    def waiting_for_ready(self) -> bool:
        return self.waiting_ready == self.game.turn

    @property
    def has_clock(self) -> bool:
        return self.game.clock.enabled

    def hear(self, move: Move) -> Answer:
        return self.hear_move(self.game.turn, move)

    def confirm_moves(self, player: int, argument: str) -> Answer:
        return self.on_off("confirm_moves", argument)

    # ------------------------------------------------------------ leaving

    def quit(self, player: int, argument: str = "") -> Answer:
        said = AnswerBuilder()
        if self.game.over is not None:
            self.outcome = "quit"  # nothing is left to resume
            return said.take()
        self.await_yes(self.leave)
        fault = self.save_fault if self.unsaved() else None
        if fault is None:
            said.say(describe_confirm_quit(self.tr))
        else:
            said.say(describe_confirm_quit_unsaved(self.tr, fault, message(self.tr, Message.LEAVE_WITH_YES)))
        return said.take()

    # ------------------------------------------------------------ playing

    def preview(self, player: int, argument: str) -> Answer:
        """Hear the words and the score of a move; ``oui`` (or Enter on screen) plays it."""
        said = AnswerBuilder()
        if not argument.strip():
            said.extend(self.needs("preview"))
            return said.take()
        said.extend(self.hear_move(player, parse_move(argument)))
        return said.take()

    def hear_move(self, player: int, move: Move) -> Answer:
        said = AnswerBuilder()
        try:
            placement, score = self.game.check_move(player, move)
        except IllegalMove as refused:
            said.extend(self.refuse(refused))
            return said.take()
        said.cue("placed")
        self.hold_move(placement.tiles, functools.partial(self.play, player, move))
        said.say(
            describe_score(self.tr, score, self.settings.relief_names)
            + " "
            + describe_confirm_move(self.tr, self.confirm_by_key)
        )
        return said.take()

    def play(self, player: int, move: Move) -> Answer:
        return self.act(functools.partial(self.game.play, player, move))

    def typed_move(self, player: int, move: WrittenMove, heard_first: bool) -> Answer:
        """A move as typed: heard first when asked (``?``), on the full screen (Enter then
        plays it), or when the player always confirms."""
        said = AnswerBuilder()
        if heard_first or self.confirm_by_key or self.settings.confirm_moves:
            said.extend(self.hear_move(player, move))
        else:
            said.extend(self.play(player, move))
        return said.take()

    def leave(self) -> Answer:
        """Leaving the table, said yes to."""
        said = AnswerBuilder()
        said.say(self.left_words())
        self.outcome = "quit"
        return said.take()

    def left_words(self) -> str:
        """Leaving the game in progress: saved, or written in the documents folder."""
        if self.unsaved():
            return self.written_elsewhere(documents_dir())
        return message(self.tr, Message.GAME_INTERRUPTED)

    def pass_turn(self, player: int, argument: str = "") -> Answer:
        return self.act(functools.partial(self.game.pass_turn, player))

    def exchange(self, player: int, argument: str) -> Answer:
        said = AnswerBuilder()
        tiles = [t for t in argument.upper() if not t.isspace()]
        said.extend(self.act(functools.partial(self.game.exchange, player, tiles)))
        return said.take()

    def challenge(self, player: int, argument: str = "") -> Answer:
        """``conteste`` by whoever types it; ``conteste Max`` in Max's name: a player out of
        time may still challenge while the other plays on alone (000 §7.3.1, 001 §6)."""
        said = AnswerBuilder()
        challenger, rest = self.who_and_rest(argument, default=player)
        assert challenger is not None
        pending = self.game.pending
        if pending is None:
            said.extend(self.act(functools.partial(self.game.challenge, challenger, rest.split())))
            return said.take()
        if challenger == pending.move.player and len(self.names) == 2:
            challenger = 1 - challenger  # the mover's own turn again: the other one challenges
        formed = pending.move.placement.words
        named = named_words(rest, formed)
        choose = words_to_choose(self.game.variant, formed, named)
        if challenger == pending.move.player or self.game.over is not None or not choose:
            said.extend(
                self.act(functools.partial(self.game.challenge, challenger, named.words, places=named.places))
            )
        elif named.words:
            said.say(describe_challenge_which(self.tr, choose[0].text, [place_of(w) for w in choose]))
        else:
            choice = describe_challenge_choice(
                self.tr, [(w.text, place_of(w)) for w in choose], self.game.variant.wrong_challenge_penalty
            )
            said.say(choice[0])
            said.tell(choice[1])
        return said.take()

    def accept(self, player: int, argument: str = "") -> Answer:
        said = AnswerBuilder()
        pending = self.game.pending
        events = self.session.act(functools.partial(self.game.decline_challenge, player))
        if not events and pending is not None:
            said.say(describe_accepted(self.tr, self.names[pending.move.player]))
        said.extend(self.announce(events))
        return said.take()

    def resign(self, player: int, argument: str = "") -> Answer:
        said = AnswerBuilder()
        self.await_yes(functools.partial(self.act, functools.partial(self.game.resign, player)))
        said.say(describe_confirm_resign(self.tr))
        return said.take()
