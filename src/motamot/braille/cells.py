"""Braille cells: Unicode braille for screens and braille displays, Braille
ASCII for BRF files, and the cells of the braille edition's tiles (seed 004
§1.3: a capital sign and the letter, the value in the four lower dots without
a number sign, 0 for 10).

Free text (names, the legend) is written in uncontracted French braille
(code braille français uniformisé): accented letters, the capital sign
(dots 4-6), the number sign (dot 6) before digits written as a to j, and the
French punctuation. No external library is needed; liblouis is not used.
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
    " ": BLANK_CELL,
}
CAPITAL = cell(4, 6)
NUMBER = cell(6)
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
    """Free text in uncontracted French braille."""
    out: list[str] = []
    words = text.split(" ")
    for index, word in enumerate(words):
        if index:
            out.append(BLANK_CELL)
        letters = [c for c in word if c.isalpha()]
        all_capitals = len(letters) > 1 and all(c.isupper() for c in letters)
        if all_capitals:
            out.append(CAPITAL + CAPITAL)
        in_number = False
        for char in word:
            if char in DIGITS:  # not isdigit: ² is one to Python, and no braille number
                if not in_number:
                    out.append(NUMBER)
                    in_number = True
                out.append(LETTERS["jabcdefghi"[int(char)]])
                continue
            in_number = False
            lower = char.lower()
            if char.isalpha() and char != lower and not all_capitals:
                out.append(CAPITAL)
            out.append(LETTERS.get(lower) or ACCENTED.get(lower) or PUNCTUATION.get(char) or UNKNOWN)
    return "".join(out)


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
