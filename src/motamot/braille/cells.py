"""Braille cells: Unicode braille for screens and braille displays, Braille
ASCII for BRF files, and the cells of the braille edition's tiles (seed 004
§1.3: a capital sign and the letter, the value in the four lower dots without
a number sign, 0 for 10).

Free text (names, the legend) is written in uncontracted French braille
(code braille français uniformisé): accented letters, the capital sign
(dots 4-6), the number sign (dot 6) before digits in Antoine notation (1 is
dots 1-6), and the French punctuation. motamot keeps its own table rather than
calling liblouis, so that it runs the same on every system with nothing to
install; the tests check it against liblouis's ``fr-bfu-comp6`` table.
"""

from __future__ import annotations

from motamot.rules.numbers import DIGITS

BLANK_CELL = "\u2800"
LINE_CELLS = 40  # a braille display line, and an embosser's line (BRF)
PAGE_LINES = 25  # an embosser's page (BRF)


def cell(*dots: int) -> str:
    """The Unicode braille cell with these dots raised (1 to 6)."""
    return chr(0x2800 + sum(1 << (d - 1) for d in dots))


def _dots(text: str) -> tuple[int, ...]:
    return tuple(int(d) for d in text)


LETTERS = {
    letter: cell(*_dots(dots))
    for letter, dots in zip(
        "abcdefghijklmnopqrstuvwxyz",
        "1 12 14 145 15 124 1245 125 24 245 13 123 134 1345 135 1234 12345 1235 234 2345 136 1236 2456 "
        "1346 13456 1356".split(),
        strict=True,
    )
}
ACCENTED = {
    letter: cell(*_dots(dots))
    for letter, dots in zip(
        "âêîôûëïüœàèùéç",
        "16 126 146 1456 156 1246 12456 1256 246 12356 2346 23456 123456 12346".split(),
        strict=True,
    )
}
PUNCTUATION = {
    ",": cell(2),
    ";": cell(2, 3),
    ":": cell(2, 5),
    ".": cell(2, 5, 6),
    "?": cell(2, 6),
    "!": cell(2, 3, 5),
    '"': cell(2, 3, 5, 6),
    "(": cell(2, 3, 6),
    ")": cell(3, 5, 6),
    "'": cell(3),
    "’": cell(3),
    "-": cell(3, 6),
    "–": cell(3, 6),
    "—": cell(3, 6),
    "/": cell(3, 4),
    "*": cell(3, 5),
    "+": cell(2, 3, 5),
    "=": cell(2, 3, 5, 6),
    "|": cell(4, 5, 6),
    "«": cell(2, 3, 5, 6),
    "»": cell(2, 3, 5, 6),
    "…": cell(2, 5, 6) * 3,
    "%": cell(5) + cell(3, 4, 6),
    "°": cell(5) + cell(1, 3, 5),
    "[": cell(4, 5) + cell(2, 3, 6),
    "]": cell(3, 5, 6) + cell(1, 2),
    " ": BLANK_CELL,
}
CAPITAL = cell(4, 6)
CAPITALS_END = cell(6) + cell(3)  # back to small letters inside a word, after two capital signs
NUMBER = cell(6)
# Digits in Antoine notation: the letters a to j with dot 6, 0 as dots 3-4-5-6.
ANTOINE = {
    digit: cell(*_dots(dots))
    for digit, dots in zip("1234567890", "16 126 146 1456 156 1246 12456 1256 246 3456".split(), strict=True)
}
# Marks that go on inside a number when a digit follows (195,7; 12:30; 10-3; 1/2) and marks
# that open one (+3, -5, (12): the number sign comes before them.
NUMBER_INSIDE = frozenset(",.:-/")
NUMBER_OPENERS = frozenset("(+-")
# The four lower dots hold the tile values (004 §1.3): 1 is dot 2 ... 0 is dots 3-5-6.
LOWER_DIGITS = {
    digit: cell(*_dots(dots))
    for digit, dots in zip("1234567890", "2 23 25 256 26 235 2356 236 35 356".split(), strict=True)
}
UNKNOWN = cell(1, 2, 3, 4, 5, 6)  # a character French braille has no cell for here

# Braille ASCII (the BRF files' alphabet): the character for each of the 64 cells.
_BRAILLE_ASCII = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="


def to_braille_ascii(cells: str) -> str:
    """Unicode braille cells as Braille ASCII, for a BRF file."""
    return "".join(_BRAILLE_ASCII[ord(c) - 0x2800] for c in cells)


def tile_value_cell(value: int) -> str:
    """A tile's value in the lower dots, 0 for 10 (004 §1.3)."""
    return LOWER_DIGITS[str(value % 10)]


def transcribe(text: str) -> str:
    """Free text in uncontracted French braille: a capital sign before a capital, two before
    a run of capitals (ANNE, the IVEE of rIVEE), the number sign before a number."""
    out: list[str] = []
    words = text.split(" ")
    for index, word in enumerate(words):
        if index:
            out.append(BLANK_CELL)
        in_number = in_capitals = False
        for position, char in enumerate(word):
            digit_next = word[position + 1 : position + 2] in DIGITS
            if char in DIGITS:  # not isdigit: ² is one to Python, and no braille number
                if not in_number:
                    out.append(NUMBER)
                    in_number = True
                out.append(ANTOINE[char])
                in_capitals = False
                continue
            if digit_next and (char in NUMBER_INSIDE if in_number else char in NUMBER_OPENERS):
                if not in_number:
                    out.append(NUMBER)
                    in_number = True
                out.append(PUNCTUATION[char])
                continue
            in_number = False
            lower = char.lower()
            if char.isalpha() and char != lower:
                if not in_capitals:
                    run = _capital_run(word, position)
                    out.append(CAPITAL * (2 if run > 1 else 1))
                    in_capitals = run > 1
            else:
                if in_capitals and char.isalpha():
                    out.append(CAPITALS_END)  # a small letter after a run of capitals: PEBrOC
                in_capitals = False
            out.append(LETTERS.get(lower) or ACCENTED.get(lower) or PUNCTUATION.get(char) or UNKNOWN)
    return "".join(out)


def _capital_run(word: str, start: int) -> int:
    """How many capitals follow one another from ``start``."""
    length = 0
    for char in word[start:]:
        if not (char.isalpha() and char != char.lower()):
            break
        length += 1
    return length


def wrap(cells: str, width: int = LINE_CELLS) -> list[str]:
    """Cells cut into lines of at most ``width``, between words when possible."""
    lines: list[str] = []
    current = ""
    for word in cells.split(BLANK_CELL):
        candidate = f"{current}{BLANK_CELL}{word}" if current else word
        if len(candidate) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        while len(word) > width:
            lines.append(word[:width])
            word = word[width:]
        current = word
    lines.append(current)
    return lines
