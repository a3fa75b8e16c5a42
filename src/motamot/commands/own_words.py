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
from motamot.sound.cues import CueName


class OwnWords:
    """``ajoute`` and ``retire``, and the hint after a refused word; a table's hooks
    (``counted_here``, ``ask_to_add``, ``uncounted_for_game``) let the referee desk count a
    word for its game first."""

    # What the table gives (``base.Table``).
    tr: NullTranslations
    session: AutosavedSession[Any]

    @abstractmethod
    def say(self, text: str) -> None: ...

    @abstractmethod
    def tell(self, text: str) -> None: ...

    @abstractmethod
    def cue(self, name: CueName) -> None: ...

    @abstractmethod
    def needs(self, command_id: str) -> None: ...

    @abstractmethod
    def ask(self, question: str, on_yes: Callable[[], None], on_no: Callable[[], None]) -> None: ...

    def own_word_hint(self, refused: IllegalMove) -> None:
        """A move refused for a word the list lacks says how the table may add it."""
        words = refused.refusal.details.get("words") if refused.refusal.reason is Reason.INVALID_WORDS else ()
        if words and self.session.lexicon.additions is not None:
            self.tell(message(self.tr, Message.OWN_WORD_HINT, word=words[0]))  # type: ignore[index]  # details are objects: these words a tuple

    def add_word(self, player: int, argument: str) -> None:
        """``ajoute MOT``: a word the list refuses, added to the player's own words once they
        say yes (issue 49). The list itself, motamot's or the player's file, never changes."""
        word = self._typed_word(argument, "add_word")
        if word is None:
            return
        lexicon = self.session.lexicon
        source = list_named(self.tr, lexicon)
        if word in lexicon.dawg:
            self.say(message(self.tr, Message.OWN_WORD_IN_LIST, word=word, source=source))
        elif word in self.counted_here():
            self.say(message(self.tr, Message.OWN_WORD_ALREADY, word=word))
        elif lexicon.additions is None:
            self.say(message(self.tr, Message.OWN_WORDS_NONE_HERE))
        else:
            self.ask_to_add(word, source)

    def counted_here(self) -> frozenset[str]:
        """The words this table counts beside the list: the player's own ones."""
        additions = self.session.lexicon.additions
        return frozenset() if additions is None else additions.words

    def ask_to_add(self, word: str, source: str) -> None:
        """The question before a word is added (the referee desk asks first for its game)."""
        self.ask(
            message(self.tr, Message.OWN_WORD_ASK, word=word, source=source),
            lambda: self.add_for_good(word),
            lambda: self.say(message(self.tr, Message.OWN_WORD_LEFT, word=word)),
        )

    def add_for_good(self, word: str) -> None:
        """Written in the player's own words, and only then said added."""
        additions = self.session.lexicon.additions
        assert additions is not None
        self._own_words_changed(lambda: additions.with_word(word), word, Message.OWN_WORD_ADDED)

    def _own_words_changed(self, change: Callable[[], None], word: str, done: Message) -> None:
        """A change of the player's own words, said done only once written."""
        try:
            change()
        except RecordError as fault:
            reason = describe_write_reason(self.tr, fault)
            self.say(message(self.tr, Message.OWN_WORD_NOT_WRITTEN, word=word, reason=reason))
            return
        self.say(message(self.tr, done, word=word))

    def remove_word(self, player: int, argument: str) -> None:
        """``retire MOT``: out of the player's own words (a game that already played it keeps
        it, so that it is judged the same when taken up again)."""
        word = self._typed_word(argument, "remove_word")
        if word is None or self.uncounted_for_game(word):
            return
        lexicon = self.session.lexicon
        additions = lexicon.additions
        if additions is not None and word in additions:
            self._own_words_changed(lambda: additions.without_word(word), word, Message.OWN_WORD_REMOVED)
        elif word in lexicon.dawg:
            source = list_named(self.tr, lexicon)
            self.say(message(self.tr, Message.OWN_WORD_LIST_UNCHANGED, word=word, source=source))
        elif additions is None:
            self.say(message(self.tr, Message.OWN_WORDS_NONE_HERE))
        else:
            self.say(message(self.tr, Message.OWN_WORD_NOT_YOURS, word=word))

    def uncounted_for_game(self, word: str) -> bool:
        """Whether ``retire`` took ``word`` out of words the game alone counts (the desk's),
        which it said; no table but the desk has such words."""
        return False

    def _typed_word(self, argument: str, command_id: str) -> str | None:
        """The word typed after ``ajoute`` or ``retire``, in Scrabble spelling; None once the
        player heard what is missing or wrong."""
        if not argument.strip():
            self.needs(command_id)
            return None
        try:
            return scrabble_spelling(argument.strip())
        except NotAWord as error:
            self.cue("refused")
            self.say(describe_not_a_word(self.tr, argument.strip(), error) + ".")
            return None
