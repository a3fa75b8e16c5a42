"""The player's own words at every table (issue 49): ``ajoute MOT`` puts a word the list
refuses in the player's own words once they say yes, ``retire MOT`` takes it out; a move refused
for a word the list lacks says how to add it. The list itself, motamot's or the player's file,
never changes. Mixed into ``base.Table``, whose sentences and question these use.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from gettext import NullTranslations
from typing import Any

from motamot.describe.files import describe_write_reason
from motamot.describe.lexicon import describe_not_a_word, list_named
from motamot.describe.messages import Message, message
from motamot.files import RecordError
from motamot.lexicon.spelling import NotAWord, scrabble_spelling
from motamot.rules.refusals import IllegalMove, Reason
from motamot.sessions.autosave import AutosavedSession
from motamot.speech.answer import Answer, AnswerBuilder, say, tell


class OwnWords:
    """``ajoute`` and ``retire``, and the hint after a refused word; a table's hooks
    (``counted_here``, ``ask_to_add``, ``uncounted_for_game``) let the referee desk count a
    word for its game first."""

    # What the table gives (``base.Table``).
    tr: NullTranslations
    session: AutosavedSession[Any]

    @abstractmethod
    def needs(self, command_id: str) -> Answer: ...

    @abstractmethod
    def ask(self, question: str, on_yes: Callable[[], Answer], on_no: Callable[[], Answer]) -> Answer: ...

    def own_word_hint(self, refused: IllegalMove) -> Answer:
        """A move refused for a word the list lacks says how the table may add it."""
        words = refused.refusal.details.get("words") if refused.refusal.reason is Reason.INVALID_WORDS else ()
        if words and self.session.lexicon.additions is not None:
            return tell(message(self.tr, Message.OWN_WORD_HINT, word=words[0]))  # type: ignore[index]  # details are objects: these words a tuple
        return Answer()

    def add_word(self, player: int, argument: str) -> Answer:
        """``ajoute MOT``: a word the list refuses, added to the player's own words once they
        say yes (issue 49). The list itself, motamot's or the player's file, never changes."""
        word = self._typed_word(argument, "add_word", said := AnswerBuilder())
        if word is None:
            return said.take()
        lexicon = self.session.lexicon
        source = list_named(self.tr, lexicon)
        if word in lexicon.dawg:
            return say(message(self.tr, Message.OWN_WORD_IN_LIST, word=word, source=source))
        if word in self.counted_here():
            return say(message(self.tr, Message.OWN_WORD_ALREADY, word=word))
        if lexicon.additions is None:
            return say(message(self.tr, Message.OWN_WORDS_NONE_HERE))
        return self.ask_to_add(word, source)

    def counted_here(self) -> frozenset[str]:
        """The words this table counts beside the list: the player's own ones."""
        additions = self.session.lexicon.additions
        return frozenset() if additions is None else additions.words

    def ask_to_add(self, word: str, source: str) -> Answer:
        """The question before a word is added (the referee desk asks first for its game)."""
        return self.ask(
            message(self.tr, Message.OWN_WORD_ASK, word=word, source=source),
            lambda: self.add_for_good(word),
            lambda: say(message(self.tr, Message.OWN_WORD_LEFT, word=word)),
        )

    def add_for_good(self, word: str) -> Answer:
        """Written in the player's own words, and only then said added."""
        additions = self.session.lexicon.additions
        assert additions is not None
        return self._own_words_changed(lambda: additions.with_word(word), word, Message.OWN_WORD_ADDED)

    def _own_words_changed(self, change: Callable[[], None], word: str, done: Message) -> Answer:
        """A change of the player's own words, said done only once written."""
        try:
            change()
        except RecordError as fault:
            reason = describe_write_reason(self.tr, fault)
            return say(message(self.tr, Message.OWN_WORD_NOT_WRITTEN, word=word, reason=reason))
        return say(message(self.tr, done, word=word))

    def remove_word(self, player: int, argument: str) -> Answer:
        """``retire MOT``: out of the player's own words (a game that already played it keeps
        it, so that it is judged the same when taken up again)."""
        word = self._typed_word(argument, "remove_word", said := AnswerBuilder())
        if word is None:
            return said.take()
        if (uncounted := self.uncounted_for_game(word)) is not None:
            return uncounted
        lexicon = self.session.lexicon
        additions = lexicon.additions
        if additions is not None and word in additions:
            return self._own_words_changed(
                lambda: additions.without_word(word), word, Message.OWN_WORD_REMOVED
            )
        if word in lexicon.dawg:
            source = list_named(self.tr, lexicon)
            return say(message(self.tr, Message.OWN_WORD_LIST_UNCHANGED, word=word, source=source))
        if additions is None:
            return say(message(self.tr, Message.OWN_WORDS_NONE_HERE))
        return say(message(self.tr, Message.OWN_WORD_NOT_YOURS, word=word))

    def uncounted_for_game(self, word: str) -> Answer | None:
        """What ``retire`` says when it took ``word`` out of words the game alone counts (the
        desk's); None when it did not: no table but the desk has such words."""
        return None

    def _typed_word(self, argument: str, command_id: str, said: AnswerBuilder) -> str | None:
        """The word typed after ``ajoute`` or ``retire``, in Scrabble spelling; None once
        ``said`` holds what is missing or wrong."""
        if not argument.strip():
            said.extend(self.needs(command_id))
            return None
        try:
            return scrabble_spelling(argument.strip())
        except NotAWord as error:
            said.cue("refused")
            said.say(describe_not_a_word(self.tr, argument.strip(), error) + ".")
            return None
