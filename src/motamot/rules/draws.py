"""Draws to solve (issue 63, point 2): a draw's probability as Zyzzyva orders its lists, the
number of ways to draw exactly those tiles from a full French bag (seed 004 §1.3), jokers
optional; the draws ranked by it; and the player's choice of draws (a range of ranks, a letter
the draw holds or not, no vowel). Pure: the draws themselves come from the word list."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from math import comb, prod

from motamot.rules.tiles import BLANK, BLANK_COUNT, TILE_COUNTS, VOWELS


def alphagram(word: str) -> str:
    """A word's letters in alphabetical order, the draw it is an anagram of."""
    return "".join(sorted(word.upper()))


def combinations(tiles: str, jokers: bool = False) -> int:
    """The ways to draw exactly these tiles from a full French bag. With ``jokers``, as
    Zyzzyva's "use blanks" counts them: each letter drawn as its own tile or as a joker
    standing for it (two jokers at most)."""
    tiles = tiles.upper()
    if not jokers or BLANK in tiles:
        return prod(_ways(tile, tiles.count(tile)) for tile in set(tiles))
    letters = [(tile, tiles.count(tile)) for tile in set(tiles)]

    def ways(index: int, blanks: int) -> int:
        if index == len(letters):
            return comb(BLANK_COUNT, blanks)
        letter, count = letters[index]
        return sum(
            comb(TILE_COUNTS[letter], count - stand_in) * ways(index + 1, blanks + stand_in)
            for stand_in in range(min(count, BLANK_COUNT - blanks) + 1)
        )

    return ways(0, 0)


@functools.cache
def _ways(tile: str, count: int) -> int:
    """The ways to draw ``count`` of the bag's ``tile`` tiles: asked some 20,000 times as the
    draws are ranked, at each start of the drill."""
    return comb(TILE_COUNTS[tile], count)


def ranked(draws: Iterable[str], jokers: bool = False) -> list[str]:
    """The draws most probable first; equally probable ones in alphabetical order (rank 1 is
    the first). A draw the bag cannot give (two K without jokers) is left out: it is never
    drawn."""
    ways = {draw: combinations(draw, jokers) for draw in set(draws)}
    return sorted((draw for draw in ways if ways[draw]), key=lambda draw: (-ways[draw], draw))


@dataclass(frozen=True)
class DrawChoice:
    """Which draws the player asked for: ranks ``first`` to ``last`` (1 is the most probable)
    among those holding every letter of ``holding``, none of ``without``, and no vowel when
    ``no_vowel``."""

    first: int = 1
    last: int = 1000
    holding: str = ""
    without: str = ""
    no_vowel: bool = False

    def keeps(self, draw: str) -> bool:
        held = Counter(draw)
        if any(held[letter] < count for letter, count in Counter(self.holding).items()):
            return False
        if any(letter in held for letter in self.without):
            return False
        return not (self.no_vowel and any(letter in VOWELS for letter in draw))

    def beyond_the_bag(self, jokers: bool) -> dict[str, int]:
        """Each letter asked (``holding``) more times than the bag holds it, and how many it
        holds: no draw has it so often without jokers."""
        if jokers:
            return {}
        asked = sorted(Counter(self.holding).items())
        return {letter: TILE_COUNTS[letter] for letter, count in asked if count > TILE_COUNTS[letter]}

    def chosen(self, ranking: list[str]) -> list[str]:
        """The draws chosen, in the order of their rank among those the letters keep."""
        letters_asked = self.holding or self.without or self.no_vowel
        kept = [draw for draw in ranking if self.keeps(draw)] if letters_asked else ranking
        return kept[self.first - 1 : self.last]
