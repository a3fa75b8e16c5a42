"""French move notation: ``H4 MOT`` across row H from column 4, ``4H MOT``
down column 4 from row H; a lower-case letter in the word is a joker.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from motamot.rules.board import ROW_LETTERS, SIZE, Direction, Square
from motamot.rules.refusals import IllegalMove, Reason

_ACROSS = re.compile(r"^([A-Oa-o])([0-9]{1,2})$")
_DOWN = re.compile(r"^([0-9]{1,2})([A-Oa-o])$")
_LIGATURES = {"Œ": "OE", "œ": "oe", "Æ": "AE", "æ": "ae"}


@dataclass(frozen=True)
class WrittenMove:
    """A move as a player writes it: where the word starts, which way, the whole word."""

    start: Square
    direction: Direction
    word: str  # upper case letters, lower case for jokers

    @property
    def coordinate(self) -> str:
        return format_coordinate(self.start, self.direction)

    def __str__(self) -> str:
        return f"{self.coordinate} {self.word}"


def format_coordinate(start: Square, direction: Direction) -> str:
    row, col = ROW_LETTERS[start.row], str(start.col + 1)
    return row + col if direction is Direction.ACROSS else col + row


def parse_coordinate(text: str) -> tuple[Square, Direction]:
    text = text.strip()
    if match := _ACROSS.match(text):
        row, col, direction = match[1], int(match[2]), Direction.ACROSS
    elif match := _DOWN.match(text):
        col, row, direction = int(match[1]), match[2], Direction.DOWN
    else:
        raise IllegalMove(Reason.BAD_COORDINATE, text=text)
    if not 1 <= col <= SIZE:
        raise IllegalMove(Reason.BAD_COORDINATE, text=text)
    return Square(ROW_LETTERS.index(row.upper()), col - 1), direction


def normalise_word(text: str) -> str:
    """Remove accents and cedillas, keeping case (case marks jokers).

    Refuses anything that is not a letter, naming the character and its
    position in the word (1-based).
    """
    if text.isascii() and text.isalpha():  # already plain letters: most words of a list
        return text
    out = []
    # Composed first: E and a combining accent, as some keyboards and files write É, are one letter.
    for position, ch in enumerate(unicodedata.normalize("NFC", text), start=1):
        base = _letter_base(ch)
        if base is None:
            raise IllegalMove(Reason.BAD_CHARACTER, character=ch, position=position)
        out.append(base)
    return "".join(out)


@functools.lru_cache(maxsize=4096)
def _letter_base(ch: str) -> str | None:
    """The letters ``ch`` is written with on a tile (``é`` → ``e``, ``Œ`` → ``OE``), None if it
    is no letter. Kept once worked out: a word list asks it millions of times."""
    if ch in _LIGATURES:
        return _LIGATURES[ch]
    base = "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
    if len(base) != 1 or not ("A" <= base <= "Z" or "a" <= base <= "z"):
        return None
    return base


def parse_move(text: str) -> WrittenMove:
    """Parse ``H4 MOT`` or ``4H MOT``; raises IllegalMove with the reason."""
    parts = text.split()
    if not parts:
        raise IllegalMove(Reason.EMPTY_ENTRY)
    start, direction = parse_coordinate(parts[0])
    if len(parts) == 1:
        raise IllegalMove(Reason.MISSING_WORD)
    word = normalise_word(text.strip()[len(parts[0]) :].strip())
    return WrittenMove(start, direction, word)
