"""Reading a dictionary compiled for Eliot (its ``.dawg`` files), the form in
which many French players already own the official word list.

The format, as Eliot's public source (GPL) describes it; nothing of its code
is used here. All integers are big-endian.

- A header: the keyword ``_COMPILED_DICTIONARY_`` and a NUL (22 bytes), the
  format version (1 or 2; 0 is the format Eliot itself dropped in 1.8), a
  spare byte, then six 32-bit counts: the root edge, the number of words,
  the edges used, the nodes used, the edges and the nodes saved (48 bytes).
  Then an extension of 312 bytes: build date and host, the algorithm (1 for a
  DAWG, 2 for a GADDAG), the dictionary's name (e.g. "ODS 5.0"), its letters
  in UTF-8 with their number, their points and counts, vowel and consonant
  bits. Version 2 adds 114 bytes of display and input spellings.
- Then ``edges used + 1`` edges of 32 bits: bits 0–23 the index of the first
  edge of the child node (0: none), bit 24 set when a word ends there, bit 25
  set on the last edge of a node, bits 26–31 the letter's code (1 for the
  header's first letter). Edge 0 is the end node; nodes follow, children
  before their parents; the last edge is the root's (no letter, not marked
  last), whose child holds the first letter of every word.

Every part is checked before a word is read: a damaged, truncated, looping
or hostile file is refused with the fault named, and the list in use stays.
"""

from __future__ import annotations

import enum
import struct
import sys
from array import array

from motamot.lexicon.spelling import MAX_LENGTH, MIN_LENGTH, NotAWord, letters_spelling

KEYWORD = b"_COMPILED_DICTIONARY_\x00"
_OLD = struct.Struct(">22sBB6I")
_EXTENSION = struct.Struct(">Q32sIBB30sI80sII64s64sQQ")
_EXTENSION_2 = struct.Struct(">112sH")
DAWG, GADDAG = 1, 2
MAX_LETTERS = 63  # the format's six bits of letter code
MAX_WORDS = 8_000_000  # far above any real list; a hostile graph could claim billions
MAX_TOTAL_LETTERS = 64 * 1024 * 1024  # as many as the largest plain list motamot reads
POINTER = (1 << 24) - 1
WORD_END = 1 << 24
LAST = 1 << 25


class EliotFault(enum.Enum):
    TOO_OLD = "too_old"
    UNKNOWN_VERSION = "unknown_version"  # version
    GADDAG = "gaddag"
    UNKNOWN_ALGORITHM = "unknown_algorithm"  # algorithm
    TRUNCATED = "truncated"
    TRAILING_BYTES = "trailing_bytes"  # count
    BAD_HEADER = "bad_header"  # part
    BAD_EDGE = "bad_edge"  # edge
    LOOP = "loop"  # edge
    NOT_A_LETTER = "not_a_letter"  # letter
    TOO_MANY_WORDS = "too_many_words"  # limit
    WRONG_WORD_COUNT = "wrong_word_count"  # found, expected


class EliotError(ValueError):
    def __init__(self, fault: EliotFault, **details: object) -> None:
        super().__init__(fault.value, details)
        self.fault, self.details = fault, details


def is_eliot_dictionary(data: bytes) -> bool:
    return data.startswith(KEYWORD)


class EliotDictionary:
    """A checked Eliot dictionary: its name and its words in Scrabble spelling, sorted."""

    def __init__(self, name: str, words: list[str]) -> None:
        self.name, self.words = name, words


def read_eliot(data: bytes) -> EliotDictionary:
    """The dictionary in ``data``, or EliotError naming what is wrong."""
    if len(data) < _OLD.size:
        raise EliotError(EliotFault.TRUNCATED)
    keyword, version, _spare, root, word_count, edges_used, *_counts = _OLD.unpack_from(data)
    if keyword != KEYWORD:
        raise EliotError(EliotFault.BAD_HEADER, part="keyword")
    if version == 0:
        raise EliotError(EliotFault.TOO_OLD)
    if version > 2:
        raise EliotError(EliotFault.UNKNOWN_VERSION, version=version)
    header_size = _OLD.size + _EXTENSION.size + (_EXTENSION_2.size if version >= 2 else 0)
    if len(data) < header_size:
        raise EliotError(EliotFault.TRUNCATED)
    name, letters = _read_extension(data, version)
    if word_count > MAX_WORDS:
        raise EliotError(EliotFault.TOO_MANY_WORDS, limit=MAX_WORDS)
    expected = header_size + (edges_used + 1) * 4
    if len(data) < expected:
        raise EliotError(EliotFault.TRUNCATED)
    if len(data) > expected:
        raise EliotError(EliotFault.TRAILING_BYTES, count=len(data) - expected)
    if not 0 <= root <= edges_used:
        raise EliotError(EliotFault.BAD_HEADER, part="root")
    edges = array("I", data[header_size:expected])
    if sys.byteorder == "little":
        edges.byteswap()
    _check_edges(edges)
    start = edges[root] & POINTER
    found, letter_total = _measure(edges, start, len(letters))
    if found != word_count:
        raise EliotError(EliotFault.WRONG_WORD_COUNT, found=found, expected=word_count)
    if letter_total > MAX_TOTAL_LETTERS:
        raise EliotError(EliotFault.TOO_MANY_WORDS, limit=MAX_WORDS)
    return EliotDictionary(name, sorted(set(_words(edges, start, letters))))


def _text(raw: bytes, size: int, limit: int, field: str) -> str:
    if size > limit:
        raise EliotError(EliotFault.BAD_HEADER, part=field)
    try:
        return raw[:size].decode("utf-8")
    except UnicodeDecodeError:
        raise EliotError(EliotFault.BAD_HEADER, part=field) from None


def _read_extension(data: bytes, version: int) -> tuple[str, str]:
    (_date, host, host_size, algorithm, _variant, name, name_size, letters, letters_size, letter_count,
     *_rest) = _EXTENSION.unpack_from(data, _OLD.size)  # fmt: skip
    if algorithm == GADDAG:
        raise EliotError(EliotFault.GADDAG)
    if algorithm != DAWG:
        raise EliotError(EliotFault.UNKNOWN_ALGORITHM, algorithm=algorithm)
    _text(host, host_size, 32, "host")
    title = _text(name, name_size, 30, "name")
    alphabet = _text(letters, letters_size, 80, "letters")
    if not alphabet or len(alphabet) != letter_count or letter_count > MAX_LETTERS:
        raise EliotError(EliotFault.BAD_HEADER, part="letters")
    if version >= 2:
        display, display_size = _EXTENSION_2.unpack_from(data, _OLD.size + _EXTENSION.size)
        _text(display, display_size, 112, "display")
    return "".join(ch for ch in title if ch.isprintable()).strip(), alphabet


def _check_edges(edges: array) -> None:
    """Every pointer inside the table."""
    last_index = len(edges) - 1
    for index, edge in enumerate(edges):
        if (edge & POINTER) > last_index:
            raise EliotError(EliotFault.BAD_EDGE, edge=index)


def _siblings(edges: array, first: int) -> range:
    """The edges of the node that starts at ``first``, up to the one marked last. The
    table's final edge is the root's, which compdic leaves unmarked: a node running into
    it, or past the table, is damaged."""
    end, final = first, len(edges) - 1
    while not edges[end] & LAST:
        end += 1
        if end >= final:
            raise EliotError(EliotFault.BAD_EDGE, edge=first)
    return range(first, end + 1)


def _measure(edges: array, start: int, letter_count: int) -> tuple[int, int]:
    """How many words the graph holds and how many letters they have in all, without
    listing them: counted once per node, children first. Refuses an unknown letter, a
    loop and a path that ends without a word (what a hostile file would use to make
    listing wrong or endless)."""
    if start == 0:
        return 0, 0
    counts: dict[int, tuple[int, int]] = {}  # node: (words, letters) from there
    on_path = {start}
    stack: list[tuple[int, range, int]] = [(start, _siblings(edges, start), 0)]  # node, its edges, measured
    while stack:
        node, node_edges, measured = stack[-1]
        if measured < len(node_edges):
            index = node_edges[measured]
            edge = edges[index]
            child = edge & POINTER
            if not 1 <= edge >> 26 <= letter_count or (child == 0 and not edge & WORD_END):
                raise EliotError(EliotFault.BAD_EDGE, edge=index)
            if child in on_path:
                raise EliotError(EliotFault.LOOP, edge=index)
            stack[-1] = (node, node_edges, measured + 1)
            if child and child not in counts:
                on_path.add(child)
                stack.append((child, _siblings(edges, child), 0))
            continue
        words = letters = 0
        for index in node_edges:
            edge = edges[index]
            below_words, below_letters = counts.get(edge & POINTER, (0, 0))
            through = below_words + (1 if edge & WORD_END else 0)
            words += through
            letters += through + below_letters
        counts[node] = (words, letters)
        on_path.discard(node)
        stack.pop()
    return counts[start]


def _words(edges: array, start: int, alphabet: str) -> list[str]:
    """Every word of a measured graph in Scrabble spelling, depth first; words too short
    or too long for the board are left out."""
    spellings = [_letter(ch) for ch in alphabet]  # once per letter, not once per word
    words: list[str] = []
    if start == 0:
        return words
    prefix: list[str] = []
    stack: list[tuple[range, int]] = [(_siblings(edges, start), 0)]
    while stack:
        node_edges, position = stack[-1]
        if position == len(node_edges):
            stack.pop()
            continue
        stack[-1] = (node_edges, position + 1)
        edge = edges[node_edges[position]]
        del prefix[len(stack) - 1 :]
        spelled = spellings[(edge >> 26) - 1]
        if spelled is None:
            raise EliotError(EliotFault.NOT_A_LETTER, letter=alphabet[(edge >> 26) - 1])
        prefix.append(spelled)
        if edge & WORD_END:
            word = "".join(prefix)
            if MIN_LENGTH <= len(word) <= MAX_LENGTH:
                words.append(word)
        if child := edge & POINTER:
            stack.append((_siblings(edges, child), 0))
    return words


def _letter(character: str) -> str | None:
    try:
        return letters_spelling(character)
    except NotAWord:
        return None
