"""The one scoring function, with the breakdown the interface reads aloud.

Seed 004 §1.2 and §2.9, seed 001 §4: letter premiums first, then word
multipliers (two MD ×4, two MT ×9); premiums count only under tiles placed
this move; a joker is worth 0 even on a letter premium; every word formed
counts with its own premiums; 50 points for all 7 tiles, after multipliers.
"""

from __future__ import annotations

from dataclasses import dataclass

from motamot.rules.board import Direction, Premium, Square, premium_at
from motamot.rules.placement import FormedWord, Placement
from motamot.rules.tiles import RACK_SIZE, tile_value

BINGO_BONUS = 50


@dataclass(frozen=True)
class PremiumUse:
    square: Square
    premium: Premium
    tile: str  # the tile on it, lower case for a joker


@dataclass(frozen=True)
class WordScore:
    word: str  # as on the board, lower case for jokers
    start: Square
    direction: Direction
    letters: int  # sum of letter values after letter premiums
    multiplier: int  # product of the word premiums under new tiles
    premiums: tuple[PremiumUse, ...]
    score: int


@dataclass(frozen=True)
class ScoreBreakdown:
    words: tuple[WordScore, ...]
    bingo: int
    total: int


def score_word(word: FormedWord) -> WordScore:
    letters = 0
    multiplier = 1
    used: list[PremiumUse] = []
    for square, tile, is_new in zip(word.squares, word.tiles, word.new, strict=True):
        value = tile_value(tile)
        if is_new:
            premium = premium_at(square)
            if premium is not Premium.NONE:
                used.append(PremiumUse(square, premium, tile))
            value *= premium.letter_multiplier
            multiplier *= premium.word_multiplier
        letters += value
    return WordScore(
        word.tiles, word.start, word.direction, letters, multiplier, tuple(used), letters * multiplier
    )


def move_score(main_word: int, cross_words: int, tiles_placed: int) -> int:
    """A move's total from its main word's score and its cross words' scores: the
    bonus for all seven tiles comes after every multiplier (004 §2.9)."""
    return main_word + cross_words + (BINGO_BONUS if tiles_placed == RACK_SIZE else 0)


def score_placement(placement: Placement) -> ScoreBreakdown:
    words = tuple(score_word(w) for w in placement.words)
    total = move_score(words[0].score, sum(w.score for w in words[1:]), len(placement.tiles))
    return ScoreBreakdown(words, total - sum(w.score for w in words), total)
