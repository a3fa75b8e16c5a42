"""The table of draws to solve (issue 63, points 2, 5 and 6): a draw said, the player types the
words it makes (``lexicon.draws.solutions``, the list in use with the player's own words);
``encore`` (``more``) says how many are left, ``donne`` (``give``) gives the rest, spelled when
spelling is on; a draw closed moves its card in the box (right when every word was found),
written before its verdict is said. A review is the same table over the cards due today."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from gettext import NullTranslations

from motamot.describe.drills import (
    describe_already_found,
    describe_card,
    describe_deck,
    describe_draw,
    describe_drill_help,
    describe_drill_over,
    describe_given,
    describe_not_a_solution,
    describe_not_a_word_typed,
    describe_spelled_word,
    describe_to_find,
    describe_word_found,
)
from motamot.i18n import fold
from motamot.lexicon.draws import draws, solutions
from motamot.lexicon.lexicon import Lexicon
from motamot.lexicon.spelling import NotAWord, scrabble_spelling
from motamot.sessions.card_box import CardBox
from motamot.speech.answer import Answer, AnswerBuilder, Break, Say

# The drill's commands, French and English, folded as typed.
MORE, GIVE, DRAW, DECK, HELP, QUIT = "encore", "donne", "tirage", "bilan", "aide", "quitte"
WORDS = {
    "encore": MORE, "more": MORE,
    "donne": GIVE, "give": GIVE,
    "tirage": DRAW, "draw": DRAW,
    "bilan": DECK, "cards": DECK,
    "aide": HELP, "help": HELP,
    "quitte": QUIT, "quit": QUIT,
}  # fmt: skip


def drill_name(plus_one: bool) -> str:
    """The drill a card belongs to in the box."""
    return "tirages+1" if plus_one else "tirages"


@dataclass
class DrawDrill:
    tr: NullTranslations
    lexicon: Lexicon
    questions: Sequence[str]  # the draws to ask, in order
    plus_one: bool
    box: CardBox
    spelled: bool = False  # letters said with the spelling table
    number: int = 0  # the draw asked, from 1; past the last when over
    found: list[str] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    outcome: str | None = None  # "quit" once the player left or the draws ran out

    @property
    def draw(self) -> str:
        return self.questions[self.number - 1]

    def prompt(self) -> str:
        return f"{self.number}> "

    def begin(self, opening: list[str]) -> Answer:
        said = AnswerBuilder()
        for line in opening:
            said.add(Say(line))
        self._next(said)
        return said.take()

    def typed_line(self, text: str) -> Answer:
        said = AnswerBuilder()
        command = WORDS.get(fold(text))
        if command == QUIT or self.outcome is not None:
            self._summary(said)
            self.outcome = "quit"
        elif command == HELP:
            for line in describe_drill_help(self.tr):
                said.add(Say(line, interrupt=True))
        elif command == DRAW:
            said.add(Say(describe_draw(self.tr, self.number, self.draw, self.plus_one, self.spelled), True))
        elif command == MORE:
            said.add(Say(describe_to_find(self.tr, len(self._left())), interrupt=True))
        elif command == DECK:
            self._summary(said)
        elif command == GIVE:
            left = self._left()
            for line in describe_given(self.tr, left):
                said.add(Say(line, interrupt=True))
            if self.spelled:
                for word in left:
                    said.add(Break())
                    said.add(Say(describe_spelled_word(self.tr, word)))
            self._close(said, right=not left)
        else:
            self._word(text, said)
        return said.take()

    def _word(self, text: str, said: AnswerBuilder) -> None:
        try:
            word = scrabble_spelling(text)
        except NotAWord:
            said.add(Say(describe_not_a_word_typed(self.tr), interrupt=True))
            return
        if word in self.found:
            said.add(Say(describe_already_found(self.tr, word), interrupt=True))
        elif word not in self.answers:
            said.add(Say(describe_not_a_solution(self.tr, word), interrupt=True))
        else:
            self.found.append(word)
            left = self._left()
            said.add(Say(describe_word_found(self.tr, word, len(left)), interrupt=True))
            if not left:
                self._close(said, right=True)

    def _left(self) -> list[str]:
        return [word for word in self.answers if word not in self.found]

    def _close(self, said: AnswerBuilder, right: bool) -> None:
        """The draw's card moved (written before it is said), then the next draw."""
        card = self.box.answer(drill_name(self.plus_one), self.draw, right)
        said.add(Say(describe_card(self.tr, card, (card.due - self.box.today()).days)))
        said.apart()
        self._next(said)

    def _next(self, said: AnswerBuilder) -> None:
        self.number += 1
        if self.number > len(self.questions):
            said.add(Say(describe_drill_over(self.tr)))
            self._summary(said)
            self.outcome = "quit"
            return
        self.found, self.answers = [], solutions(self.lexicon, self.draw, self.plus_one)
        said.add(Say(describe_draw(self.tr, self.number, self.draw, self.plus_one, self.spelled)))
        said.add(Say(describe_to_find(self.tr, len(self.answers))))

    def _summary(self, said: AnswerBuilder) -> None:
        deck = self.box.deck(drill_name(self.plus_one))
        total = len(draws(self.lexicon, self.plus_one))
        for line in describe_deck(self.tr, deck, total):
            said.add(Say(line))
