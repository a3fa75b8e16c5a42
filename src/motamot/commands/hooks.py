"""The table of hooks (rallonges, issue 63, point 3): a word said, the player types the letters
that lengthen it in front, a dash, and those behind (``E-S``; ``-`` for none); the verdict and
the hooks said, the word's card moved in the box before they are. ``donne`` (``give``) gives
the hooks, counted as missed. The hooks come from ``Lexicon.hooks``, the player's own words
counted. ``LengthenedDrill`` is the other way round: the words a letter lengthens."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from gettext import NullTranslations

from motamot.commands.draws import DrawDrill
from motamot.commands.drills import GIVE, DrillTable, filed
from motamot.describe.drills import (
    describe_deck,
    describe_drill_over,
    describe_hook_question,
    describe_hooks,
    describe_hooks_help,
    describe_hooks_typed_badly,
    describe_lengthened_question,
)
from motamot.i18n import fold
from motamot.lexicon.lexicon import Lexicon
from motamot.lexicon.near_words import words_lengthened
from motamot.rules.tiles import LETTERS
from motamot.sessions.card_box import CardBox
from motamot.speech.answer import AnswerBuilder


def hooks_drill(length: int) -> str:
    """The drill a hook card belongs to in the box."""
    return f"rallonges{length}"


def hooks_typed(text: str) -> tuple[str, str] | None:
    """``E-S`` read as the letters in front and those behind, each set sorted; ``None`` when
    the line is not of that form."""
    before, dash, after = fold(text).replace(" ", "").upper().partition("-")
    if not dash or not all(letter in LETTERS for letter in before + after):
        return None
    return "".join(sorted(set(before))), "".join(sorted(set(after)))


@dataclass
class HookDrill(DrillTable):
    tr: NullTranslations
    lexicon: Lexicon
    questions: Sequence[str]  # the words asked, in order
    length: int  # their length, which names the drill's cards
    box: CardBox
    spelled: bool = False
    number: int = 0
    outcome: str | None = None
    review_goes_on: bool = False  # a review's drill with another after it

    @property
    def question(self) -> str:
        return self.questions[self.number - 1]

    def help_lines(self) -> list[str]:
        return describe_hooks_help(self.tr)

    def asked(self) -> str:
        return describe_hook_question(self.tr, self.number, self.question, self.spelled)

    def answered(self, command: str | None, text: str, said: AnswerBuilder) -> None:
        if command == GIVE:
            self._answered(None, said)
        else:
            typed = hooks_typed(text)
            if typed is None:
                said.say(describe_hooks_typed_badly(self.tr))
            else:
                self._answered(typed, said)

    def _answered(self, typed: tuple[str, str] | None, said: AnswerBuilder) -> None:
        hooks = self.lexicon.hooks(self.question)
        right = typed == hooks
        card = filed(self.tr, self.box, hooks_drill(self.length), self.question, right)
        for line in describe_hooks(self.tr, None if typed is None else right, *hooks):
            said.say(line)
        said.tell(card)
        said.apart()
        self._next(said)

    def _next(self, said: AnswerBuilder) -> None:
        self.number += 1
        if self.number > len(self.questions):
            said.tell(describe_drill_over(self.tr, self.review_goes_on))
            self._summary(said)
            self.outcome = "over"
            return
        said.tell(describe_hook_question(self.tr, self.number, self.question, self.spelled))

    def _summary(self, said: AnswerBuilder) -> None:
        total = len(self.lexicon.of_length(self.length))
        deck = self.box.deck(hooks_drill(self.length))
        for line in describe_deck(self.tr, deck, total, "rallonges", self.length):
            said.tell(line)


def lengthened_drill(length: int) -> str:
    """The drill of a letter's card: the words of that length it lengthens."""
    return f"rallonges-inverses{length}"


class LengthenedDrill(DrawDrill):
    """The hooks the other way round: a letter said, the player types the words of ``length``
    letters it lengthens, in front or behind, as a draw's words are typed."""

    unit = "lettres"

    def __init__(
        self, tr: NullTranslations, lexicon: Lexicon, questions: Sequence[str], length: int, box: CardBox
    ) -> None:
        super().__init__(tr, lexicon, questions, False, box)
        self.length = length

    @property
    def drill(self) -> str:
        return lengthened_drill(self.length)

    def solutions(self) -> list[str]:
        return words_lengthened(self.lexicon, self.length, self.question)

    def asked(self) -> str:
        return describe_lengthened_question(self.tr, self.number, self.length, self.question)
