"""The draws a word list offers to solve, and their solutions (issue 63, point 2): a 7-letter
draw is the letters of a 7-letter word; a "7 + 1" draw is seven of the letters of an 8-letter
word, solved by every 8-letter word holding its seven tiles and one letter more. Both read the
list in use with the player's own words (``Lexicon.anagrams``)."""

from __future__ import annotations

from motamot.lexicon.lexicon import Lexicon
from motamot.rules.draws import alphagram
from motamot.rules.tiles import BLANK, RACK_SIZE

# Draws of a list, kept by the list's graph and the player's own words: reading every word
# of a length takes a few tenths of a second.
_DRAWS: dict[tuple[bytes, frozenset[str], bool], frozenset[str]] = {}


def draws(lexicon: Lexicon, plus_one: bool = False) -> frozenset[str]:
    """Every 7-letter draw that has a solution, as its alphagram."""
    key = (lexicon.dawg.digest, lexicon.own_words(), plus_one)
    found = _DRAWS.get(key)
    if found is None:
        length = RACK_SIZE + 1 if plus_one else RACK_SIZE
        words = [*lexicon.of_length(length), *(w for w in lexicon.own_words() if len(w) == length)]
        letters = {alphagram(word) for word in words}
        if plus_one:
            letters = {draw[:i] + draw[i + 1 :] for draw in letters for i in range(length)}
        found = _DRAWS[key] = frozenset(letters)
    return found


def solutions(lexicon: Lexicon, draw: str, plus_one: bool = False) -> list[str]:
    """The words the draw makes with all its tiles, and with one letter more for a "7 + 1"
    (the eighth found as a joker would be)."""
    return lexicon.anagrams(draw + BLANK if plus_one else draw)
