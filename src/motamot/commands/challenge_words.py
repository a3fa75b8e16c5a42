"""Which words a challenge names: ``conteste KA H8 AS``, ``conteste tout``. Where each word
challenged wrongly costs points (000 §5.3, 003 §5.3), the challenger names them (000 §5.2,
003 §5.2: the bulletin): a bare ``conteste`` asks which, and a word the move formed twice is
told by its place."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from motamot.i18n import fold
from motamot.rules.notation import format_coordinate, parse_coordinate
from motamot.rules.placement import FormedWord
from motamot.rules.refusals import IllegalMove
from motamot.rules.variants import Variant

EVERY_WORD = frozenset({"tout", "tous", "all"})  # ``conteste tout``
# ``conteste KA en H8``: the small word before a place, skipped.
BEFORE_PLACE = frozenset({"en", "at"})


@dataclass(frozen=True)
class NamedWords:
    """The words a challenger named, each with its place or "", or every word."""

    words: tuple[str, ...] = ()
    places: tuple[str, ...] = ()
    every: bool = False


def place_of(word: FormedWord) -> str:
    return format_coordinate(word.start, word.direction)


def _place(token: str) -> str | None:
    try:
        start, direction = parse_coordinate(token)
    except IllegalMove:
        return None
    return format_coordinate(start, direction)


def named_words(text: str, formed: Sequence[FormedWord]) -> NamedWords:
    """The words of ``conteste …``: a place after a word goes with it; ``tout`` is every word
    (unless the move formed the word TOUT)."""
    tokens = text.split()
    texts = {w.text for w in formed}
    if len(tokens) == 1 and fold(tokens[0]) in EVERY_WORD and tokens[0].upper() not in texts:
        return NamedWords(every=True)
    words: list[str] = []
    places: list[str] = []
    for i, token in enumerate(tokens):
        place = _place(token) if words else None
        if place is not None and not places[-1]:
            places[-1] = place
        elif (
            words
            and fold(token) in BEFORE_PLACE
            and token.upper() not in texts
            and i + 1 < len(tokens)
            and _place(tokens[i + 1])
        ):
            continue
        else:
            words.append(token.upper())
            places.append("")
    return NamedWords(tuple(words), tuple(places))


def names_each_word(variant: Variant) -> bool:
    """Whether the challenger names the words: each one found valid costs points (000 §5.3)."""
    return variant.penalty_per_word and variant.wrong_challenge_penalty > 0


def words_to_choose(variant: Variant, formed: Sequence[FormedWord], named: NamedWords) -> list[FormedWord]:
    """The words the challenger must choose among before the challenge is judged, or none:
    every word when none is named and the move formed several; the words alike when one is
    named without its place and the move formed it more often than it is named."""
    if not names_each_word(variant) or named.every:
        return []
    if not named.words:
        return list(formed) if len(formed) > 1 else []
    for word, place in zip(named.words, named.places, strict=True):
        alike = [w for w in formed if w.text == word]
        if not place and len(alike) > named.words.count(word):
            return alike
    return []
