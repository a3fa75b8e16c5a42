"""The short words by ear (issue 63, point 4): ``ValidDrill``, "valable ?" questions mixing the
list's words of a length with near non-words (``lexicon.near_words``), answered ``oui`` or
``non``, each word's card moved in the box before the verdict is said (the non-words' cards
apart, so that the summary counts the list's words); ``WordListDrill``, the words of a length
holding some letters to type, as a draw's words are."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from gettext import NullTranslations

from motamot.commands.draws import DrawDrill
from motamot.commands.drills import NO, YES, DrillTable, filed
from motamot.describe.drills import (
    describe_deck,
    describe_drill_over,
    describe_list_question,
    describe_valid_help,
    describe_valid_question,
    describe_valid_verdict,
    describe_yes_or_no,
)
from motamot.lexicon.lexicon import Lexicon
from motamot.lexicon.near_words import words_holding
from motamot.sessions.card_box import CardBox
from motamot.speech.answer import AnswerBuilder


def words_drill(length: int, valid: bool = True) -> str:
    """The drill a short word's card belongs to: the list's words, or the non-words."""
    return f"mots{length}" if valid else f"intrus{length}"


def lists_drill(length: int) -> str:
    """The drill a list's card belongs to (its question: the letters its words hold)."""
    return f"listes{length}"


@dataclass
class ValidDrill(DrillTable):
    tr: NullTranslations
    lexicon: Lexicon
    questions: Sequence[tuple[str, bool]]  # each word asked, and whether it is valid
    length: int
    box: CardBox
    spelled: bool = False
    number: int = 0
    outcome: str | None = None
    review_goes_on: bool = False  # a review's drill with another after it

    def asked(self) -> str:
        word = self.questions[self.number - 1][0]
        return describe_valid_question(self.tr, self.number, word, self.spelled)

    def help_lines(self) -> list[str]:
        return describe_valid_help(self.tr)

    def answered(self, command: str | None, text: str, said: AnswerBuilder) -> None:
        if command in (YES, NO):
            word, valid = self.questions[self.number - 1]
            right = (command == YES) == valid
            card = filed(self.tr, self.box, words_drill(self.length, valid), word, right)
            said.say(describe_valid_verdict(self.tr, right, word, valid))
            said.tell(card)
            said.apart()
            self._next(said)
        else:
            said.say(describe_yes_or_no(self.tr))

    def _next(self, said: AnswerBuilder) -> None:
        self.number += 1
        if self.number > len(self.questions):
            said.tell(describe_drill_over(self.tr, self.review_goes_on))
            self._summary(said)
            self.outcome = "over"
            return
        said.tell(self.asked())

    def _summary(self, said: AnswerBuilder) -> None:
        total = len(self.lexicon.of_length(self.length))
        deck = self.box.deck(words_drill(self.length))
        for line in describe_deck(self.tr, deck, total, "mots", self.length):
            said.tell(line)


class WordListDrill(DrawDrill):
    """The words of ``length`` letters holding each question's letters (``3Z``: the 3-letter
    words with a Z), typed as a draw's words, given by ``donne``."""

    def __init__(
        self, tr: NullTranslations, lexicon: Lexicon, questions: Sequence[str], length: int, box: CardBox
    ) -> None:
        super().__init__(tr, lexicon, questions, False, box)
        self.length = length

    @property
    def drill(self) -> str:
        return lists_drill(self.length)

    def solutions(self) -> list[str]:
        return words_holding(self.lexicon, self.length, self.question)

    def asked(self) -> str:
        return describe_list_question(self.tr, self.number, self.length, self.question)

    unit = "listes"
