"""What the training drills share (issue 63): the words typed for their commands, in French and
in English, and a question's card filed in the box, written before its verdict is said."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.drills import describe_card
from motamot.describe.files import describe_record_error
from motamot.files import RecordError
from motamot.i18n import fold
from motamot.sessions.card_box import CardBox
from motamot.speech.answer import Answer, AnswerBuilder

# The drills' commands, folded as typed. ``tirage`` and ``mot`` both say the question again.
MORE, GIVE, AGAIN, DECK, HELP, QUIT, YES, NO = (
    "encore",
    "donne",
    "redis",
    "bilan",
    "aide",
    "quitte",
    "oui",
    "non",
)
WORDS = {
    "encore": MORE, "more": MORE,
    "donne": GIVE, "give": GIVE,
    "tirage": AGAIN, "draw": AGAIN, "mot": AGAIN, "word": AGAIN,
    "bilan": DECK, "cards": DECK,
    "aide": HELP, "help": HELP,
    "quitte": QUIT, "quit": QUIT,
    "oui": YES, "yes": YES, "o": YES, "y": YES,
    "non": NO, "no": NO, "n": NO,
}  # fmt: skip


def command_typed(text: str) -> str | None:
    """The drill command a typed line names, if it names one."""
    return WORDS.get(fold(text))


def filed(tr: NullTranslations, box: CardBox, drill: str, question: str, right: bool) -> str:
    """The question's card moved by the answer (committed), and where it went, said; or why
    it could not be written, the card left where it was."""
    try:
        card = box.answer(drill, question, right)
    except RecordError as error:
        return describe_record_error(tr, error, str(box.path))
    return describe_card(tr, (card.due - box.today()).days)


class DrillTable:
    """What every drill's table answers the same way, mixed into each (``draws.DrawDrill``,
    ``hooks.HookDrill``, ``short_words.ValidDrill``): its prompt, its opening then the first
    question, and the commands every drill takes (``quitte``, ``aide``, ``tirage`` or
    ``mot``, ``bilan``); any other line is the drill's own answer (``answered``)."""

    number: int
    outcome: str | None

    def help_lines(self) -> list[str]:
        raise NotImplementedError

    def asked(self) -> str:
        raise NotImplementedError

    def answered(self, command: str | None, text: str, said: AnswerBuilder) -> None:
        raise NotImplementedError

    def _next(self, said: AnswerBuilder) -> None:
        raise NotImplementedError

    def _summary(self, said: AnswerBuilder) -> None:
        raise NotImplementedError

    def prompt(self) -> str:
        return f"{self.number}, "  # no sign a screen reader reads aloud, and the word apart from it

    def begin(self, opening: list[str]) -> Answer:
        said = AnswerBuilder()
        for line in opening:
            said.tell(line)
        self._next(said)
        return said.take()

    def typed_line(self, text: str) -> Answer:
        said = AnswerBuilder()
        command = command_typed(text)
        if self.outcome is not None:
            return said.take()
        if command == QUIT:
            self._summary(said)
            self.outcome = "quit"
        elif command == HELP:
            for line in self.help_lines():
                said.say(line)
        elif command == AGAIN:
            said.say(self.asked())
        elif command == DECK:
            self._summary(said)
        else:
            self.answered(command, text, said)
        return said.take()
