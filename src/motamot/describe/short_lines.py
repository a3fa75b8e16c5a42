"""Sentences laid out as printed lines for a braille display: at most 40 characters (a
display's cells), each sentence beginning a line, a name or a number never cut from what it
belongs to. What lines print for the tournament, the training drills and topping."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable

LINE_WIDTH = 40


# Held together on a line: a number with the word before it ("ronde 1.", "Anne 412,"), the
# groups of its digits ("1 500"), and the word after it ("1 500 points"). Only the wrapping
# holds them (``_KEPT``): the lines keep plain spaces, which espeak-ng reads as one number
# between digit groups, where a no-break space would make two.
_NUMBER_AFTER_WORD = re.compile(r" (?=\d+\W*(?:\s|$))")
_WORD_AFTER_NUMBER = re.compile(r"(?<=\d) (?=[^\W\d]{3,})")  # a unit, not "à" between scores
_KEPT = "\x00"  # a space no line breaks at, while wrapping only
# Where a sentence ends and the next begins: the next begins a printed line. A rank opening
# a line ("12. Anne") ends nothing.
_SENTENCE_END = re.compile(r"(?<!^\d\.)(?<!^\d\d\.)(?<!^\d\d\d\.)(?<=[.?!]) (?=[A-ZÀ-Ý])")


def short_lines(text: str, names: Iterable[str] = ()) -> list[str]:
    """Sentences as printed lines of at most 40 characters, each sentence beginning a line,
    continued lines indented; a name (of ``names``) is never cut across two lines, nor a
    number from the word before or after it."""
    for name in sorted(names, key=len, reverse=True):
        if " " in name:
            text = text.replace(name, name.replace(" ", _KEPT))
    lines: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        wrapped = _wrapped(_WORD_AFTER_NUMBER.sub(_KEPT, _NUMBER_AFTER_WORD.sub(_KEPT, sentence)), False)
        if any(len(line) > LINE_WIDTH for line in wrapped):  # numbers held in a chain too long
            wrapped = _wrapped(sentence, True)
        lines += wrapped
    return [line.replace(_KEPT, " ") for line in lines or [""]]


def _wrapped(text: str, cut_long: bool) -> list[str]:
    return textwrap.wrap(
        text, LINE_WIDTH, subsequent_indent="  ", break_on_hyphens=False, break_long_words=cut_long
    )
