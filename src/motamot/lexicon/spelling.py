"""Scrabble spelling: accents and cedillas removed, Œ → OE, Æ → AE, upper case,
letters A–Z only, 2 to 15 letters (seed 004 §3)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from motamot.rules.notation import normalise_word
from motamot.rules.refusals import IllegalMove

MIN_LENGTH, MAX_LENGTH = 2, 15


class SpellingProblem(enum.Enum):
    EMPTY = "empty"
    NOT_A_LETTER = "not_a_letter"  # character
    TOO_SHORT = "too_short"
    TOO_LONG = "too_long"


class NotAWord(ValueError):
    def __init__(self, problem: SpellingProblem, character: str = "") -> None:
        super().__init__(problem.value, character)
        self.problem, self.character = problem, character


def letters_spelling(text: str) -> str:
    """``Œuvré`` → ``OEUVRE`` whatever its length; NotAWord naming a character that is no letter."""
    try:
        return normalise_word(text).upper()
    except IllegalMove as refused:
        raise NotAWord(SpellingProblem.NOT_A_LETTER, str(refused.refusal["character"])) from None


def scrabble_spelling(text: str) -> str:
    """``Œuvré`` → ``OEUVRE``; raises NotAWord saying what is wrong."""
    text = text.strip()
    if not text:
        raise NotAWord(SpellingProblem.EMPTY)
    word = letters_spelling(text)
    if len(word) < MIN_LENGTH:
        raise NotAWord(SpellingProblem.TOO_SHORT)
    if len(word) > MAX_LENGTH:
        raise NotAWord(SpellingProblem.TOO_LONG)
    return word


@dataclass(frozen=True)
class LineProblem:
    """A line of a file of words that is no word, left out: its number, why, its start."""

    line: int
    problem: SpellingProblem
    text: str  # the start of the line, as read
    character: str = ""
