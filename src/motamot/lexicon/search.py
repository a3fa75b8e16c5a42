"""Searches in the word graph: anagrams (with jokers), one letter more, hooks,
patterns. Every search returns its words longest first, then alphabetically,
so the same question always gets the same answer in the same order.
"""

from __future__ import annotations

from collections.abc import Iterable

from motamot.lexicon.dawg import FINAL, LETTER_BITS, Dawg
from motamot.rules.tiles import BLANK, LETTERS


def result_order(words: Iterable[str]) -> list[str]:
    return sorted(set(words), key=lambda w: (-len(w), w))


def rack_counts(rack: Iterable[str]) -> tuple[list[int], int]:
    """How many of each letter a rack holds (by code, A = 0), and how many jokers."""
    counts = [0] * 26
    blanks = 0
    for tile in (t.upper() for t in rack):
        if tile == BLANK:
            blanks += 1
        elif "A" <= tile <= "Z":
            counts[ord(tile) - 65] += 1
        else:
            raise ValueError(tile)
    return counts, blanks


def fits_rack(word: str, rack: str) -> bool:
    """Whether ``word`` can be made from the rack's tiles (``?`` is a joker)."""
    counts, blanks = rack_counts(rack)
    for letter in word:
        code = ord(letter) - 65
        if 0 <= code < 26 and counts[code] > 0:
            counts[code] -= 1
        elif blanks > 0:
            blanks -= 1
        else:
            return False
    return True


def anagrams(dawg: Dawg, rack: str, use_all: bool = True, min_length: int = 2) -> list[str]:
    """Words made from the rack's tiles (``?`` is a joker): all of them, or
    with ``use_all=False`` any ``min_length`` or more of them."""
    counts, blanks_left = rack_counts(rack)
    masks, firsts, children = dawg.masks, dawg.firsts, dawg.children
    found: set[str] = set()
    blanks = [blanks_left]

    def walk(node: int, prefix: str, left: int) -> None:
        mask = masks[node]
        if mask & FINAL and (left == 0 if use_all else len(prefix) >= min_length):
            found.add(prefix)
        if left == 0:
            return
        letters = mask & LETTER_BITS
        index = firsts[node]
        while letters:
            low = letters & -letters
            code = low.bit_length() - 1
            child = children[index]
            index += 1
            letters ^= low
            # A real tile when there is one: a joker would find the same words.
            if counts[code]:
                counts[code] -= 1
                walk(child, prefix + LETTERS[code], left - 1)
                counts[code] += 1
            elif blanks[0]:
                blanks[0] -= 1
                walk(child, prefix + LETTERS[code], left - 1)
                blanks[0] += 1

    walk(0, "", len(rack))
    return result_order(found)


def one_more(dawg: Dawg, rack: str, letters: str | None = None) -> list[tuple[str, str]]:
    """Words using the whole rack plus one more letter, taken from ``letters``
    (the board letters in reach) or any letter; each with the letter added."""
    extra = sorted(set((letters or LETTERS).upper()) & set(LETTERS))
    found = {(word, letter) for letter in extra for word in anagrams(dawg, rack + letter)}
    return sorted(found, key=lambda pair: (-len(pair[0]), pair[0], pair[1]))


def hooks(dawg: Dawg, word: str) -> tuple[str, str]:
    """The letters that can go before the word, and after it (rallonges d'une lettre)."""
    before = "".join(letter for letter in LETTERS if letter + word in dawg)
    node: int | None = 0
    for ch in word:
        node = dawg.child(node, ord(ch) - 65) if node is not None and "A" <= ch <= "Z" else None
    after = (
        ""
        if node is None
        else "".join(LETTERS[code] for code, child in dawg.edges(node) if dawg.is_final(child))
    )
    return before, after


def of_length(dawg: Dawg, length: int) -> list[str]:
    """Every word of that many letters, in alphabetical order: a walk cut at that depth, a
    few times faster than the pattern of as many ``?`` (the draws to solve read them all)."""
    masks, firsts, children = dawg.masks, dawg.firsts, dawg.children
    found: list[str] = []

    def walk(node: int, prefix: str) -> None:
        mask = masks[node]
        if len(prefix) == length:
            if mask & FINAL:
                found.append(prefix)
            return
        letters = mask & LETTER_BITS
        index = firsts[node]
        while letters:
            low = letters & -letters
            walk(children[index], prefix + LETTERS[low.bit_length() - 1])
            index += 1
            letters ^= low

    walk(0, "")
    return found


def matching(dawg: Dawg, pattern: str, limit: int | None = None) -> list[str]:
    """Words matching a pattern: ``?`` one letter, ``*`` any letters or none,
    other letters themselves. ``limit`` keeps the first words in result order."""
    pattern = pattern.upper()
    for ch in pattern:
        if ch not in "?*" and not "A" <= ch <= "Z":
            raise ValueError(ch)
    end = len(pattern)

    def closure(positions: int) -> int:
        # A star may match nothing: step over it.
        for i in range(end):
            if positions >> i & 1 and pattern[i] == "*":
                positions |= 1 << (i + 1)
        return positions

    def step(positions: int, letter: str) -> int:
        moved = 0
        for i in range(end):
            if positions >> i & 1:
                token = pattern[i]
                if token == "*":
                    moved |= 1 << i
                elif token == "?" or token == letter:
                    moved |= 1 << (i + 1)
        return closure(moved)

    found: list[str] = []
    stack = [(0, "", closure(1))]
    while stack:
        node, prefix, positions = stack.pop()
        if positions >> end & 1 and dawg.is_final(node) and prefix:
            found.append(prefix)
        for code, child in dawg.edges(node):
            moved = step(positions, LETTERS[code])
            if moved:
                stack.append((child, prefix + LETTERS[code], moved))
    ordered = result_order(found)
    return ordered if limit is None else ordered[:limit]
