"""Reading the reviewed files beside the shipped list: the curated supplement
and exclusions (a reason on every line) and the table of two-letter words."""

from __future__ import annotations

from pathlib import Path

from motamot.lexicon.spelling import scrabble_spelling


def read_curated(path: Path) -> dict[str, str]:
    """``WORD  # why`` per line, as {word: why}; ``#`` lines are comments. Errors are bugs: they raise."""
    words = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        entry, hash_sign, why = line.partition("#")
        if not entry.strip():
            continue
        if not hash_sign or not why.strip():
            raise ValueError(f"{path.name}:{number}: every entry says why, after a #")
        word = scrabble_spelling(entry)
        if word in words:
            raise ValueError(f"{path.name}:{number}: {word} is listed twice")
        words[word] = why.strip()
    return words


def read_table(path: Path) -> set[str]:
    """Words separated by spaces or lines; ``#`` starts a comment."""
    return {
        scrabble_spelling(word)
        for line in path.read_text(encoding="utf-8").splitlines()
        for word in line.partition("#")[0].split()
    }
