"""The guided tour's table: a real game against the beginner in which each step of the
tour (``describe.tour``) is said once the player did what the step before asked: read a
row, a column, the rack, hear a move, play it. Progress is kept in the settings, so the
tour resumes where it stopped."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from motamot.commands.base import Move
from motamot.commands.game import GameCommands
from motamot.commands.registry import Command
from motamot.describe.tour import (
    STEPS,
    describe_tour_confirm_quit,
    describe_tour_left,
    describe_tour_resumed,
    describe_tour_step,
)
from motamot.speech.answer import Answer, AnswerBuilder

# The toss of this bag gives the person the first move, through the centre.
TOUR_SEED = 1
# What each step waits for: a command's id, or "preview" (a move heard with its score).
AWAITED = ("row", "column", "premiums", "legend", "rack", "scores", "preview", "yes")


class TourCommands(GameCommands):
    welcome_offers_tour = False  # the player is in it

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.step = min(self.settings.tour_step, STEPS - 1)

    def start(self) -> Answer:
        """The tour says itself first (issue 48): its first step, then the draw and the rack;
        taken up again, where it stood, the game, then the step."""
        said = AnswerBuilder()
        if self.game.actions or self.step:
            said.tell(describe_tour_resumed(self.tr))
            said.extend(super().start())
            said.extend(self.say_step())
            return said.take()
        said.extend(self.say_step())
        said.extend(super().start())
        return said.take()

    def say_step(self) -> Answer:
        """A step, a message of its own (issue 60): heard whole after the answer to what the
        player did, and said again alone by F2."""
        said = AnswerBuilder()
        said.apart_after()
        said.tell(self.step_text())
        said.apart_after()
        return said.take()

    def handler(self, command: Command) -> Callable[[int, str], Answer]:
        carry_out = super().handler(command)

        def guided(player: int, argument: str) -> Answer:
            actions = len(self.game.actions)
            answer = carry_out(player, argument)
            # "yes" counts once the move is played, not when nothing was waiting for it.
            if command.id != "yes" or len(self.game.actions) != actions:
                answer += self.went(command.id)
            return answer

        return guided

    def answer_pending(self, yes: bool) -> Answer:
        """The move heard played by Enter on the full screen (no "yes" command typed): the
        tour's last step follows it there too."""
        said = AnswerBuilder()
        actions = len(self.game.actions)
        said.extend(super().answer_pending(yes))
        if len(self.game.actions) != actions:
            said.extend(self.went("yes"))
        return said.take()

    def hear_move(self, player: int, move: Move) -> Answer:
        said = AnswerBuilder()
        said.extend(super().hear_move(player, move))
        if self.pending is not None:
            said.extend(self.went("preview"))
        return said.take()

    def went(self, done: str) -> Answer:
        """The player did ``done``: the next step, if that is what this one asked."""
        said = AnswerBuilder()
        if self.step >= len(AWAITED) or AWAITED[self.step] != done:
            return said.take()
        self.step += 1
        self.remember_step()
        said.extend(self.say_step())
        return said.take()

    def remember_step(self) -> None:
        """How far the tour went, kept in the settings: ``motamot visite`` resumes there."""
        self.settings.tour_step = self.step
        self.keep()

    def step_text(self) -> str:
        return describe_tour_step(self.tr, self.step, self.confirm_by_key)

    def quit(self, player: int, argument: str = "") -> Answer:
        """Leaving the tour: it resumes with ``motamot visite``, not ``--reprendre``."""
        said = AnswerBuilder()
        if self.game.over is not None or self.unsaved():
            said.extend(super().quit(player, argument))
            return said.take()
        self.await_yes(self.leave)
        said.say(describe_tour_confirm_quit(self.tr))
        return said.take()

    def left_words(self) -> str:
        return super().left_words() if self.unsaved() else describe_tour_left(self.tr)
