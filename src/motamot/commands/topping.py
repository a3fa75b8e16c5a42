"""The commands of a topping game (``rules.topping``): every command of duplicate alone (the
board read, the rack, ``essaie``, ``dernier``), with a draw that stays until a move scoring the
top is typed. A move below the top is said with its score and the draw waits; ``indice`` gives
the top's score, then its word's length, then its square, each counted in the draw's time;
``temps`` says the draw's time and the total; ``passe`` gives the draw up (its top said, counted
as missed); at the end, the total time, each draw's time and the tops missed."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from motamot.commands.catalogue import TOPPING_COMMANDS
from motamot.commands.duplicate import DuplicateCommands
from motamot.commands.registry import Registry
from motamot.describe.duplicate import describe_answer
from motamot.describe.lexicon import word_list_source
from motamot.describe.messages import message
from motamot.describe.topping import (
    describe_below_top,
    describe_found,
    describe_missed,
    describe_search_again,
    describe_topping_hint,
    describe_topping_kept,
    describe_topping_opening,
    describe_topping_resumed,
    describe_topping_status,
    describe_topping_summary,
    describe_topping_time,
)
from motamot.rules.clock import TimeExpired
from motamot.rules.duplicate import DuplicateEvent, DuplicateOver, TopPlayed, Verdict
from motamot.rules.notation import WrittenMove
from motamot.rules.placement import check_written
from motamot.sessions.topping import ToppingSession
from motamot.speech.answer import Answer, AnswerBuilder, say


class ToppingCommands(DuplicateCommands):
    registry: ClassVar[Registry] = TOPPING_COMMANDS  # its own help: passe, indice, temps, scores
    braille_lines: ClassVar[bool] = True
    session: ToppingSession

    def start(self) -> Answer:
        """A new game's opening (the exercise, the game's number, the limit and the penalty),
        then its first rack; or where a resumed game stands."""
        said = AnswerBuilder()
        game = self.game
        if game.open is None and game.over is None and not game.turns:
            drill = self.session.drill
            said.tell(describe_topping_opening(self.tr, self.session.seed, game.seconds, drill.penalty))
        said.extend(super().start())
        return said.take()

    def kept_text(self, path: Path) -> str:
        return describe_topping_kept(self.tr, path)

    def resumed_text(self, number: int) -> str:
        return describe_topping_resumed(self.tr, number)

    def over_said(self, event: DuplicateOver) -> list[str]:
        return describe_topping_summary(self.tr, self.session.drill.times(self.game), self.session.seed)

    def tell_events(self, events: list[DuplicateEvent], said: AnswerBuilder) -> None:
        """The clock running out gives the draw up: its top said, counted as missed."""
        super().tell_events(events, said)
        if any(isinstance(e, TimeExpired) for e in events) and self.game.open is not None:
            self.tell_events(self.session.give_up(), said)

    def after_top(self, event: TopPlayed) -> Answer:
        """The draw's time: found in so long, or missed with the penalty."""
        said = AnswerBuilder()
        turn = next(t for t in reversed(self.game.turns) if t.number == event.number)
        time = self.session.drill.draw_time(self.game, turn)
        said.tell(describe_found(self.tr, time) if time.found else describe_missed(self.tr, time))
        return said.take()

    def hand_in(self, move: WrittenMove | None) -> Answer:
        """A move tried: the top's score closes the draw; below it, its score and the draw
        waits. Nothing (``passe``) gives the draw up."""
        said = AnswerBuilder()
        if self.game.over is not None or self.game.open is None:
            said.say(message(self.tr, self.finished))
            return said.take()
        if move is None:
            said.cue("refused")
            self.tell_events(self.session.give_up(), said)
            return said.take()
        # A move that cannot go on this board from this rack is a typing slip, said, not tried.
        check_written(self.game.board, move, self.game.rack)
        tried, events = self.session.try_move(move)
        if tried is None:  # the time had run out
            self.tell_events([TimeExpired(None), *events], said)
        elif events:
            said.cue("placed")
            said.say(describe_answer(self.tr, tried, source=word_list_source(self.tr, self.session.lexicon)))
            self.tell_events(events, said)
        elif tried.verdict is Verdict.SCORED:
            said.cue("refused")
            said.say(describe_below_top(self.tr, tried.score))
        else:
            said.cue("refused")
            text = describe_answer(self.tr, tried, source=word_list_source(self.tr, self.session.lexicon))
            said.say(f"{text} {describe_search_again(self.tr)}")
        return said.take()

    def hint(self, player: int, argument: str = "") -> Answer:
        """The next hint towards the top, its cost counted in the draw's time."""
        top, written = self.session.top(), self.session.top_written()
        if self.game.open is None or top is None or written is None:
            return say(message(self.tr, self.finished))
        step = self.session.take_hint()
        return say(describe_topping_hint(self.tr, step, written, top.score, self.session.drill.hint_cost))

    def time(self, player: int, argument: str = "") -> Answer:
        game, session = self.game, self.session
        left = game.time_left(session.now())
        return say(describe_topping_time(self.tr, game.number, session.elapsed(), left, session.total()))

    def scores(self, player: int, argument: str = "") -> Answer:
        return say(self.status_line())

    def status_line(self) -> str:
        game = self.game
        missed = len(self.session.drill.missed(game))
        number = game.number if game.over is None else len(game.turns)  # over: the last draw
        return describe_topping_status(self.tr, number, self.session.total(), missed)
