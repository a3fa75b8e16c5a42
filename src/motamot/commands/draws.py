"""The table of draws to solve (issue 63, points 2, 5 and 6): a draw said, the player types the
words it makes (``lexicon.draws.solutions``, the list in use with the player's own words);
``encore`` (``more``) says how many are left, ``donne`` (``give``) gives the rest, spelled when
spelling is on; a draw closed moves its card in the box (right when every word was found),
written before its verdict is said. A review is the same table over the cards due today.
``WordListDrill``, the short words of a length holding some letters, is the same table over
one question whose solutions are those words."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from gettext import NullTranslations

from motamot.commands.drills import GIVE, MORE, DrillTable, filed
from motamot.describe.drills import (
    describe_already_found,
    describe_deck,
    describe_draw,
    describe_drill_help,
    describe_drill_over,
    describe_given,
    describe_lists_found,
    describe_not_a_solution,
    describe_not_a_word_typed,
    describe_spelled_word,
    describe_to_find,
    describe_word_found,
    describe_word_too_long,
)
from motamot.lexicon.draws import draws, solutions
from motamot.lexicon.lexicon import Lexicon
from motamot.lexicon.spelling import NotAWord, SpellingProblem, scrabble_spelling
from motamot.rules.tiles import BLANK
from motamot.sessions.card_box import CardBox
from motamot.speech.answer import AnswerBuilder, Break, Say

LINES_A_MESSAGE = 2  # lines of words given back in one message


def drill_name(plus_one: bool) -> str:
    """The drill a card belongs to in the box."""
    return "tirages+1" if plus_one else "tirages"


@dataclass
class DrawDrill(DrillTable):
    tr: NullTranslations
    lexicon: Lexicon
    questions: Sequence[str]  # the draws to ask, in order
    plus_one: bool
    box: CardBox
    spelled: bool = False  # letters said with the spelling table
    number: int = 0  # the draw asked, from 1; past the last when over
    found: list[str] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    outcome: str | None = None  # "quit" once the player left, "over" once the draws ran out
    review_goes_on: bool = False  # a review's drill with another after it
    length: int = 7  # the letters of a draw, or of a list's words
    # Each question closed, with the words found and its words: a list's summary says them.
    closed: list[tuple[str, int, int]] = field(default_factory=list)
    unit = "tirages"  # what the summary counts (``describe.drills.describe_deck``); a list's, "listes"

    @property
    def question(self) -> str:
        return self.questions[self.number - 1]

    @property
    def drill(self) -> str:
        return drill_name(self.plus_one)

    def solutions(self) -> list[str]:
        return solutions(self.lexicon, self.question, self.plus_one)

    def asked(self) -> str:
        return describe_draw(self.tr, self.number, self.question, self.plus_one, self.spelled)

    def deck_total(self) -> int:
        """How many questions this drill has on the list, for the summary."""
        return len(draws(self.lexicon, self.plus_one))

    def fits(self, word: str) -> bool | None:
        """Whether ``word`` is made of the draw's letters (a joker standing for any, and one
        more letter in a 7 + 1), so that only the list refuses it; None for a list asked."""
        if self.unit != "tirages":
            return None
        draw = Counter(self.question.replace(BLANK, ""))
        missing = draw - Counter(word)
        extra = Counter(word) - draw
        return not missing and extra.total() == self.question.count(BLANK) + self.plus_one

    def help_lines(self) -> list[str]:
        return describe_drill_help(self.tr)

    def answered(self, command: str | None, text: str, said: AnswerBuilder) -> None:
        if command == MORE:
            said.say(describe_to_find(self.tr, len(self._left())))
        elif command == GIVE:
            left = self._left()
            count, *lines = describe_given(self.tr, left)
            said.say(count)
            for index, line in enumerate(lines):
                if index and not index % LINES_A_MESSAGE:
                    said.apart()  # many words: a message every few lines, none over twelve seconds
                said.tell(line)
            if self.spelled:
                for word in left:
                    said.add(Break())
                    said.tell(describe_spelled_word(self.tr, word))
            self._close(said, right=not left)
        else:
            self._word(text, said)

    def _word(self, text: str, said: AnswerBuilder) -> None:
        size = self.length + self.plus_one  # the letters of every word asked
        try:
            word = scrabble_spelling(text)
        except NotAWord as wrong:
            too_long = wrong.problem is SpellingProblem.TOO_LONG
            said.add(
                Say(
                    describe_word_too_long(self.tr, size) if too_long else describe_not_a_word_typed(self.tr),
                    interrupt=True,
                )
            )
            return
        if len(word) > size:
            said.say(describe_word_too_long(self.tr, size))
        elif word in self.found:
            said.say(describe_already_found(self.tr, word))
        elif word not in self.answers:
            said.say(describe_not_a_solution(self.tr, word, self.fits(word)))
        else:
            self.found.append(word)
            left = self._left()
            said.say(describe_word_found(self.tr, word, len(left)))
            if not left:
                self._close(said, right=True)

    def _left(self) -> list[str]:
        return [word for word in self.answers if word not in self.found]

    def _close(self, said: AnswerBuilder, right: bool) -> None:
        """The question's card moved (written before it is said), then the next question."""
        said.tell(filed(self.tr, self.box, self.drill, self.question, right))
        said.apart()
        self.closed.append((self.question, len(self.found), len(self.answers)))
        self._next(said)

    def _next(self, said: AnswerBuilder) -> None:
        self.number += 1
        if self.number > len(self.questions):
            said.tell(describe_drill_over(self.tr, self.review_goes_on))
            self._summary(said)
            self.outcome = "over"
            return
        self.found, self.answers = [], self.solutions()
        said.tell(self.asked())
        said.tell(describe_to_find(self.tr, len(self.answers)))

    def _summary(self, said: AnswerBuilder) -> None:
        deck = self.box.deck(self.drill)
        if self.unit == "tirages":
            unit = "tirages+1" if self.plus_one else self.unit
            lines = describe_deck(self.tr, deck, self.deck_total(), unit, self.length)
        else:  # a list drill: the words of each list asked, the one open counted as it is
            open_now = self.number <= len(self.questions)
            lists = self.closed + ([(self.question, len(self.found), len(self.answers))] if open_now else [])
            lines = describe_lists_found(self.tr, deck, self.length, lists, lengthened=self.unit == "lettres")
        for line in lines:
            said.tell(line)
