"""The arbiter of a duplicate room: players with braille sets, motamot calling the racks.

Every slip starts with its player's name (``Anne H4 MOT``, ``Anne 24``, ``Anne rien``):
a move typed without one is refused and the arbiter hears how to type it, never
credited to anyone. ``top`` closes the move: the top tile by tile, so everyone lays
it, then the scores of the move and the next rack.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar

from motamot.commands.base import Move
from motamot.commands.catalogue import ROOM_COMMANDS
from motamot.commands.dispatch import looks_like_move
from motamot.commands.duplicate import DuplicateCommands
from motamot.commands.registry import Registry
from motamot.describe.board import describe_dictation
from motamot.describe.duplicate import (
    describe_answer,
    describe_duplicate_event,
    duplicate_ranking,
    in_french_order,
)
from motamot.describe.lexicon import word_list_source
from motamot.describe.messages import Message, message
from motamot.i18n import fold
from motamot.publish.duplicate import write_duplicate_exports
from motamot.rules.duplicate import MAX_SCORE, TopPlayed
from motamot.rules.notation import WrittenMove, parse_move
from motamot.rules.numbers import whole_number
from motamot.speech.answer import Answer, AnswerBuilder, Say, say

NOTHING_HANDED_IN = {"rien", "none", "-"}


class RoomCommands(DuplicateCommands):
    """The arbiter of a room of players, each with a braille set: motamot calls the rack
    (said; ``braille`` writes it as a braille line, with the board), runs the clock of the
    move, takes each player's move (``Anne H4 MOT``) or score (``Anne 24``, ``Anne rien``),
    then ``top`` announces the top tile by tile so everyone lays it, with the scores of the move."""

    registry: ClassVar[Registry] = ROOM_COMMANDS
    finished = Message.ROOM_FINISHED
    typing_help = Message.ROOM_HELP_TYPING

    def __init__(
        self, *args: Any, export_dir: Path | None = None, language: str = "fr", **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.export_dir = export_dir or Path.cwd()
        self.language = language

    def prompt_name(self) -> str | None:
        return message(self.tr, Message.ARBITER_PROMPT) if self.game.over is None else None

    def status_line(self) -> str:
        return message(self.tr, Message.ROOM_STATUS, number=self.game.number, top=self.game.top_total())

    # ------------------------------------------------------------ slips

    def typed_entry(self, player: int, line: str) -> Answer | None:
        """A slip: the player's name, then what they handed in."""
        word, _sep, rest = line.partition(" ")
        named = self.player_named(word) if word else None
        return None if named is None else self.entry(named, rest.strip())

    def typed_move(self, player: int, move: WrittenMove, heard_first: bool) -> Answer:
        """A move without a name: whose slip it is must be said, or it would be nobody's."""
        return self.name_first(str(move))

    def hear(self, move: Move) -> Answer:
        """Tiles laid on the screen's board have no player either."""
        return self.name_first(str(move) if isinstance(move, WrittenMove) else "H4 MOT")

    def name_first(self, move: str) -> Answer:
        said = AnswerBuilder()
        said.cue("refused")
        said.say(message(self.tr, Message.ROOM_NAME_FIRST, name=self.names[0], move=move))
        return said.take()

    def empty_line(self, player: int) -> Answer:
        return say(message(self.tr, Message.ROOM_HELP_TYPING, name=self.names[0]))

    def entry(self, player: int, text: str) -> Answer:
        """A player's slip: a move, a score, or nothing handed in; the last entry counts."""
        said = AnswerBuilder()
        name = self.names[player]
        if self.game.over is not None:
            said.say(message(self.tr, self.finished))
            return said.take()
        if not text:
            said.say(message(self.tr, Message.ROOM_ENTRY_EXAMPLE, name=name))
            return said.take()
        if fold(text) in NOTHING_HANDED_IN:
            answer, _events = self.session.hand_in(player, None)
        elif (score := whole_number(text, 0, MAX_SCORE)) is not None:
            answer = self.session.declare(player, score)
        elif looks_like_move(text):
            answer, _events = self.session.hand_in(player, parse_move(text))
        else:
            said.say(message(self.tr, Message.ROOM_ENTRY_EXAMPLE, name=name))
            return said.take()
        said.say(describe_answer(self.tr, answer, name, word_list_source(self.tr, self.session.lexicon)))
        return said.take()

    # ------------------------------------------------------------ the arbiter's commands

    def close_turn(self, player: int, argument: str = "") -> Answer:
        said = AnswerBuilder()
        if self.game.open is None:
            said.say(message(self.tr, self.finished))
            return said.take()
        said.extend(self.announce(self.session.close()))
        return said.take()

    def top_text(self, event: TopPlayed) -> str:
        return describe_duplicate_event(self.tr, event, self.names)

    def after_top(self, event: TopPlayed) -> Answer:
        """Everyone lays the top on their own board, then hears the scores of the move."""
        said = AnswerBuilder()
        said.tell(describe_dictation(self.tr, event.top, self.settings.spelling))
        turn = self.game.turns[-1]
        scores = [
            describe_answer(self.tr, turn.answers[p], self.names[p]) for p in in_french_order(self.game)
        ]
        said.tell(" ".join(scores))
        return said.take()

    def ranking(self, player: int, argument: str = "") -> Answer:
        lines = duplicate_ranking(self.tr, self.game)
        return say(lines[0]) + Answer(tuple(Say(line) for line in lines[1:]))

    def export(self, player: int, argument: str = "") -> Answer:
        stem = "duplicate-" + datetime.now().strftime("%Y-%m-%d-%H%M")
        return self.export_to(
            argument,
            self.export_dir,
            lambda folder: write_duplicate_exports(
                self.tr, self.game, folder, stem, self.language, lexicon=self.session.lexicon
            ),
        )
