"""Players' names: one rule for a name typed at the start and a name read from a save.

A name is typed by people on every kind of keyboard and read back by screen readers and
braille displays: runs of spaces, tabs and no-break spaces become one space, the text is
put in Unicode's composed form (so "é" typed two ways is one name), and what is left must
be visible characters, at most ``MAX_NAME`` of them, so that it fits a braille line.

A name is found as it is typed: capitals and accents optional ("Chloe" is Chloé, "emile" is
Émile), the one reading of a typed name at every table, the referee desk and a tournament.
"""

from __future__ import annotations

import enum
import unicodedata
from collections.abc import Iterable, Sequence

MAX_NAME = 40
# A name on a server anyone may reach (a card's): a person's name, letters of any script with
# spaces, hyphens and apostrophes between them, short enough to be said and brailled with a
# score beside it, and no more than two accents on a letter (issue 62, point 5).
SERVER_NAME = 24
BETWEEN_LETTERS = " -'’"
MARKS_ON_A_LETTER = 2


class NameProblem(enum.Enum):
    EMPTY = "empty"
    TOO_LONG = "too_long"
    INVISIBLE = "invisible"  # character
    SAME_NAME = "same_name"  # two players with one name (letter case aside)
    NOT_A_LETTER = "not_a_letter"  # character: a figure, a sign, punctuation in a server's name
    MARKS = "marks"  # character: a letter carrying more accents than a name has


def normal_name(text: str) -> str:
    """``text`` as motamot keeps a name: composed Unicode, one space between words."""
    return " ".join(unicodedata.normalize("NFC", text).split())


# Letters joined in one character, which no accent removal splits: "Loeiz" finds "Lœiz".
_JOINED = str.maketrans({"œ": "oe", "æ": "ae"})


def name_key(text: str) -> str:
    """``text`` as names are compared when typed: kept as a name (``normal_name``), without
    capitals or accents."""
    decomposed = unicodedata.normalize("NFD", normal_name(text).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).translate(_JOINED)


def named_among(typed: str, names: Sequence[str], beginning: bool = False) -> list[int]:
    """The places of the names ``typed`` names, best reading first: the name as written (capitals
    aside), then without accents; with ``beginning``, then the names one of whose words starts
    with what was typed ("Emile" or "zola" for Émile Zola). Several places when it is ambiguous,
    none when no name fits."""
    text = normal_name(typed)
    if not text:
        return []
    key = name_key(text)
    readings = [
        lambda name: name.casefold() == text.casefold(),
        lambda name: name_key(name) == key,
    ]
    if beginning:
        readings += [
            lambda name: name_key(name).startswith(key),
            lambda name: any(word.startswith(key) for word in name_key(name).split()),
        ]
    for fits in readings:
        found = [place for place, name in enumerate(names) if fits(name)]
        if found:
            return found
    return []


def name_problem(name: str, limit: int = MAX_NAME) -> tuple[NameProblem, str] | None:
    """What makes ``name`` unfit to keep, with the character at fault; None when it is fit.
    The save loader asks the same question of every name it reads."""
    if not name.strip():
        return NameProblem.EMPTY, ""
    for character in name:
        if not character.isprintable():
            return NameProblem.INVISIBLE, character
    if len(name) > limit:
        return NameProblem.TOO_LONG, ""
    return None


def server_name_problem(name: str, taken: Iterable[str] = ()) -> tuple[NameProblem, str] | None:
    """What makes ``name`` (as ``normal_name`` keeps it) unfit for a card on a server, with the
    character at fault, or the name ``taken`` it cannot be told from by ear (capitals and
    accents aside); None when it is fit. Nothing in it can pass for a sentence, a number, a
    rating or a table ("Anne à 2400", "Max dit, quittez", "Table 1")."""
    if not name:
        return NameProblem.EMPTY, ""
    if len(name) > SERVER_NAME:
        return NameProblem.TOO_LONG, ""
    marks, letter = 0, ""
    for place, character in enumerate(name):
        kind = unicodedata.category(character)
        if kind.startswith("M"):
            marks += 1
            if not letter or marks > MARKS_ON_A_LETTER:
                return NameProblem.MARKS, letter or character
            continue
        marks, letter = 0, character
        if kind.startswith("L"):
            continue
        if (
            character in BETWEEN_LETTERS
            and 0 < place < len(name) - 1
            and name[place - 1] not in BETWEEN_LETTERS
        ):
            continue
        return NameProblem.NOT_A_LETTER, character
    key = name_key(name)
    for other in taken:
        if name_key(other) == key:
            return NameProblem.SAME_NAME, other
    return None


def same_names(names: Iterable[str]) -> str | None:
    """The first name given twice (letter case aside), or None: a name must say who plays."""
    seen: set[str] = set()
    for name in names:
        key = name.casefold()
        if key in seen:
            return name
        seen.add(key)
    return None


def names_fault(names: Iterable[str]) -> tuple[str, NameProblem, str] | None:
    """The first name unfit to keep, or given twice: (the name, its problem, the character at
    fault); None when every name says who plays."""
    names = list(names)
    for name in names:
        if (problem := name_problem(name)) is not None:
            return name, problem[0], problem[1]
    if (twice := same_names(names)) is not None:
        return twice, NameProblem.SAME_NAME, ""
    return None
