"""The commands of a duplicate game, in the same words as the classic game's.

The player reads the board with every reading command (``grille``, ``ligne H``,
``colonne 8``, ``primes H``, ``mots H8``, ``braille``), hears the rack
(``tirage``, ``epelle`` to have it spelled with the spelling table), tries a move
(``essaie H4 MOT``), asks for help towards the top (``indice``), and hands in a
move by typing it (``H4 MOT``) or nothing (``passe``). Then come its score, the
top and where it goes, the gap to the top, and the next rack.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import ClassVar

from motamot.commands.base import Move, Table
from motamot.commands.catalogue import DUPLICATE_COMMANDS
from motamot.commands.registry import Registry
from motamot.commands.scene import Standing
from motamot.describe.commands import (
    describe_confirm_move,
    describe_confirm_quit_unsaved,
)
from motamot.describe.duplicate import (
    describe_answer,
    describe_duplicate_event,
    describe_duplicate_over,
    describe_gap,
    describe_variant,
    move_said,
    rack_letters,
)
from motamot.describe.engine import describe_hint
from motamot.describe.events import describe_score
from motamot.describe.lexicon import word_list_source
from motamot.describe.messages import Message, message
from motamot.describe.words import duration
from motamot.engine.hints import HintStep, hint_towards
from motamot.rules.duplicate import (
    DuplicateEvent,
    DuplicateGame,
    DuplicateOver,
    RackDrawn,
    TopPlayed,
)
from motamot.rules.notation import WrittenMove, parse_move
from motamot.rules.placement import Placement, check_placement, check_written
from motamot.rules.refusals import IllegalMove
from motamot.rules.scoring import score_placement
from motamot.sessions.duplicate import DuplicateSession
from motamot.settings import documents_dir
from motamot.speech.answer import Answer, AnswerBuilder, say, tell
from motamot.speech.detect import OPENING_DELAY

PLAYER = 0  # the player alone against the top


class DuplicateCommands(Table[DuplicateGame]):
    registry: ClassVar[Registry] = DUPLICATE_COMMANDS
    finished = Message.DUPLICATE_FINISHED  # what is said to a command once the game is over
    session: DuplicateSession

    _quit_asked = False  # leaving unsaved was said once: quitte again leaves

    @property
    def names(self) -> list[str]:
        return list(self.game.names)

    @property
    def player(self) -> int:
        return PLAYER

    # ------------------------------------------------------------ the flow

    def begin(self, preface: str = "") -> Answer:
        """The opening said, the welcome before it; the rack's time waits until it has been
        (or until the first line or key), so the opening never eats the time per move."""
        answer = super().begin(preface)
        self.hold_time(" ".join([preface, *answer.sentences]), OPENING_DELAY)
        return answer

    def time_held(self, wait: float) -> bool:
        """The open turn's time starts once its rack has been said: the game's time of the
        move shifted by ``wait``, given back if the player acts sooner."""
        if self.game.open is None or self.game.open.answers:
            return False
        self.session.act(lambda now: self.game.shift_time(wait))
        return True

    def time_given_back(self, at: float, back: float) -> None:
        if back > at:
            self.session.act(lambda now: self.game.shift_time(at - back))

    def start(self) -> Answer:
        """A new game's first rack, or where a resumed game stands; a variant named first."""
        said = AnswerBuilder()
        variant = describe_variant(self.tr, self.game.rules.name)
        events = self.session.next_rack()
        if events:
            if variant:
                said.tell(variant)
            self.tell_events(events, said)
        elif self.game.over is not None:
            head, *rest = self.over_said(self.game.over)
            said.say(" ".join(filter(None, (variant, head))))
            for text in rest:
                said.apart_after()
                said.tell(text)
        else:
            number = self.game.number
            needed = self.game.rules.needed(number)
            rack = RackDrawn(number, self.game.rack, (), (), len(self.game.bag), needed)
            resumed = self.resumed_text(number)
            drawn = describe_duplicate_event(self.tr, rack, self.game.names)
            said.say(" ".join(filter(None, (variant, resumed, drawn))))
        said.extend(self.report_save())
        return said.take()

    def announce(self, events: list[DuplicateEvent]) -> Answer:
        said = AnswerBuilder()
        self.tell_events(events, said)
        return said.take()

    def tell_events(self, events: list[DuplicateEvent], said: AnswerBuilder) -> None:
        """What happened, added to ``said``: a rack drawn holds the time while everything
        said so far is said (``hold_time``)."""
        for event in events:
            if isinstance(event, RackDrawn):
                self.hint_step = 0
            if isinstance(event, TopPlayed):
                said.cue("opponent")  # the top laid on the board, as a move another made
                said.tell_event(self.top_text(event))
                said.extend(self.after_top(event))
            elif isinstance(event, DuplicateOver):
                for text in self.over_said(event):
                    said.apart_after()  # messages of their own, each heard whole (issue 60)
                    said.tell_event(text)
            else:
                said.tell_event(describe_duplicate_event(self.tr, event, self.game.names))
        if any(isinstance(e, RackDrawn) for e in events):
            self.hold_time(" ".join(said.sentences))  # what comes before the rack too
        if any(isinstance(e, DuplicateOver) for e in events) and self.session.archived is not None:
            said.tell(self.kept_text(self.session.archived))

    def kept_text(self, path: Path) -> str:
        """Said once the finished game is kept at ``path``."""
        return message(self.tr, Message.DUPLICATE_KEPT, path=str(path))

    def resumed_text(self, number: int) -> str:
        """Said before the rack of a game taken up."""
        return message(self.tr, Message.DUPLICATE_RESUMED, number=number)

    def over_said(self, event: DuplicateOver) -> list[str]:
        """The end of the game, a message each."""
        return describe_duplicate_over(self.tr, event, self.game.names)

    def top_text(self, event: TopPlayed) -> str:
        """Alone, a top the player just played is not said again; a different move of the
        same score is said as such, with the top that goes on the board."""
        turn = next(t for t in reversed(self.game.turns) if t.number == event.number)
        answer = turn.answers[self.player]
        if answer.score > event.score:  # only the imposed top of a game redone can be beaten
            return (
                message(self.tr, Message.DUPLICATE_TOP_BEATEN)
                + " "
                + describe_duplicate_event(self.tr, event, self.game.names)
            )
        if answer.score != event.score:
            return describe_duplicate_event(self.tr, event, self.game.names)
        if answer.written == event.top.written:
            return message(self.tr, Message.DUPLICATE_TOP_FOUND)
        return (
            message(self.tr, Message.DUPLICATE_TOP_EQUALLED)
            + " "
            + describe_duplicate_event(self.tr, event, self.game.names)
        )

    def after_top(self, event: TopPlayed) -> Answer:
        """Alone: where the player stands against the tops."""
        return tell(describe_gap(self.tr, self.game.totals()[self.player], self.game.top_total()))

    def prompt_name(self) -> str | None:
        return self.game.names[self.player] if self.game.over is None else None

    def typed_move(self, player: int, move: WrittenMove, heard_first: bool) -> Answer:
        """A move as typed: heard first on the full screen (Enter then hands it in), said
        with its score when asked (``?``), else handed in."""
        said = AnswerBuilder()
        if self.confirm_by_key:
            said.extend(self.hear(move))
        elif heard_first:
            said.extend(self.said_with_its_score(move))
        else:
            said.extend(self.hand_in(move))
        return said.take()

    def hand_in(self, move: WrittenMove | None) -> Answer:
        said = AnswerBuilder()
        if self.game.over is not None:
            said.say(message(self.tr, self.finished))
            return said.take()
        if move is not None and self.game.open is not None:
            # A move that cannot go on this board from this rack is a typing slip here, said
            # and not handed in; a word that is not valid is the player's choice, and scores 0.
            check_written(self.game.board, move, self.game.rack)
        answer, events = self.session.hand_in(self.player, move)
        said.cue("placed" if answer.score else "refused")
        said.say(describe_answer(self.tr, answer, source=word_list_source(self.tr, self.session.lexicon)))
        self.tell_events(events, said)
        return said.take()

    # ------------------------------------------------------------ what the full screen asks

    def rack_line(self) -> str:
        return self.rack_text(self.settings.spelling) if self.game.over is None else ""

    def status_line(self) -> str:
        game = self.game
        return message(
            self.tr,
            Message.DUPLICATE_STATUS,
            number=game.number,
            total=game.totals()[self.player],
            top=game.top_total(),
            count=len(game.bag),
        )

    def hear(self, move: Move) -> Answer:
        """The move's words and score; Enter hands it in, Escape takes it back."""
        said = AnswerBuilder()
        self.pending = None
        if self.game.open is None:
            said.say(message(self.tr, self.finished))
            return said.take()
        try:
            if isinstance(move, WrittenMove):
                placement = check_written(self.game.board, move, self.game.rack)
            else:
                placement = check_placement(self.game.board, move, self.game.rack)
        except IllegalMove as refused:
            said.extend(self.refuse(refused))
            return said.take()
        said.cue("placed")
        self.hold_move(placement.tiles, functools.partial(self.hand_in_heard, placement.written))
        score = score_placement(placement)
        said.say(
            describe_score(self.tr, score, self.settings.relief_names)
            + " "
            + describe_confirm_move(self.tr, self.confirm_by_key)
        )
        return said.take()

    def hand_in_heard(self, move: WrittenMove) -> Answer:
        """The move heard, handed in once the player said yes."""
        said = AnswerBuilder()
        try:
            said.extend(self.hand_in(move))
        except IllegalMove as refused:
            said.extend(self.refuse(refused))
        return said.take()

    # ------------------------------------------------------------ commands

    def pass_turn(self, player: int, argument: str = "") -> Answer:
        return self.hand_in(None)

    def preview(self, player: int, argument: str) -> Answer:
        """A move's words and score, without handing it in."""
        said = AnswerBuilder()
        if not argument.strip():
            said.extend(self.needs("preview"))
            return said.take()
        if self.game.open is None:
            said.say(message(self.tr, self.finished))
            return said.take()
        said.extend(self.said_with_its_score(parse_move(argument)))
        return said.take()

    def said_with_its_score(self, move: WrittenMove) -> Answer:
        said = AnswerBuilder()
        placement = check_written(self.game.board, move, self.game.rack)
        score = score_placement(placement)
        said.say(f"{move_said(self.tr, placement.written)}. {describe_score(self.tr, score)}")
        return said.take()

    def read_rack(self, player: int, argument: str = "") -> Answer:
        return say(self.rack_text(self.settings.spelling))

    def spell_rack(self, player: int, argument: str = "") -> Answer:
        return say(self.rack_text(True))

    def rack_text(self, spelled: bool) -> str:
        return message(self.tr, Message.DUPLICATE_RACK, rack=rack_letters(self.tr, self.game.rack, spelled))

    def braille_rack(self) -> list[str] | None:
        return list(self.game.rack)

    def standings(self) -> tuple[Standing, ...]:
        totals = self.game.totals()
        return tuple(Standing(name, totals[i]) for i, name in enumerate(self.game.names))

    def hint(self, player: int, argument: str = "") -> Answer:
        if self.game.open is None:
            return say(message(self.tr, self.finished))
        self.hint_step = min(self.hint_step + 1, HintStep.MOVE)
        found = hint_towards(
            self.game.board,
            list(self.game.rack),
            self.session.lexicon,
            HintStep(self.hint_step),
            self.session.top(),
        )
        return say(describe_hint(self.tr, found))

    def placements(self) -> list[Placement]:
        """The tops laid so far: a braille board kept in step follows them."""
        return [turn.top for turn in self.game.turns]

    def last(self, player: int, argument: str = "") -> Answer:
        turns = self.game.turns
        if not turns:
            return say(message(self.tr, Message.NO_MOVE_YET))
        turn = turns[-1]
        top = TopPlayed(turn.number, turn.top, turn.top_score)
        return say(
            describe_answer(self.tr, turn.answers[self.player])
            + " "
            + describe_duplicate_event(self.tr, top, self.game.names)
        )

    def scores(self, player: int, argument: str = "") -> Answer:
        return say(describe_gap(self.tr, self.game.totals()[self.player], self.game.top_total()))

    def time(self, player: int, argument: str = "") -> Answer:
        left = self.game.time_left(self.session.now())
        return say(
            message(
                self.tr,
                Message.DUPLICATE_TIME,
                time=duration(self.tr, left),
                total=duration(self.tr, self.game.seconds),
            )
        )

    def quit(self, player: int, argument: str = "") -> Answer:
        """Every answer is saved already: the player leaves at once, told the game is kept,
        unless saving fails, when they hear it first and leaving writes the game in the
        documents folder."""
        said = AnswerBuilder()
        if self.unsaved():
            fault = self.save_fault
            assert fault is not None
            if not self._quit_asked:
                self._quit_asked = True
                again = message(self.tr, Message.LEAVE_WITH_QUIT)
                said.say(describe_confirm_quit_unsaved(self.tr, fault, again))
                return said.take()
            said.say(self.written_elsewhere(documents_dir()))
        elif self.from_training:  # the menu's training comes back, and its line takes the game up
            said.say(message(self.tr, Message.TRAINING_GAME_KEPT))
            said.say(message(self.tr, Message.BACK_TO_TRAINING))
        else:  # one farewell, as at a classic table: where the game is
            said.say(message(self.tr, Message.GAME_INTERRUPTED))
        self.outcome = "quit"
        return said.take()
