"""The player's own words: those the list refuses that their table knows (issue 49).

Kept in the player's data folder (``ajouts.txt``), one word a line in Scrabble spelling,
written atomically after each change; the list itself (motamot's, or the player's own
file) is never touched. A word added counts wherever that list judges words at this
player's tables; the computer never plays one (its moves come from the list's graph).
A damaged file is read line by line: its bad lines are reported with their number and
left out, nothing else is lost.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from motamot.files import decode_text, read_bytes, write_atomically
from motamot.lexicon.spelling import LineProblem, NotAWord, scrabble_spelling

FILE_NAME = "ajouts.txt"
MAX_BYTES = 1024 * 1024  # a table's additions are a few words; more is no such file


@dataclass
class Additions:
    """The player's own words, and the file that keeps them."""

    path: Path
    words: frozenset[str] = frozenset()
    problems: list[LineProblem] = field(default_factory=list)  # lines that are no word, left out
    # Those lines as they were, written back as they are: a damaged file loses nothing.
    kept: tuple[str, ...] = ()

    def __contains__(self, word: str) -> bool:
        return word in self.words

    def with_word(self, word: str) -> None:
        """``word`` added, once written; RecordError (nothing changed) when it cannot be."""
        self._write(self.words | {word})

    def without_word(self, word: str) -> None:
        self._write(self.words - {word})

    def _write(self, words: frozenset[str]) -> None:
        write_atomically(self.path, "".join(f"{line}\n" for line in [*self.kept, *sorted(words)]))
        self.words = words


def read_additions(path: Path) -> Additions:
    """The additions kept at ``path`` (none when there is no file yet). A file that cannot be
    read at all raises RecordError; a bad line is reported, not fatal."""
    if not path.exists():
        return Additions(path)
    text = decode_text(read_bytes(path, MAX_BYTES))
    words: set[str] = set()
    problems: list[LineProblem] = []
    kept: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            kept.append(line)
            continue
        try:
            words.add(scrabble_spelling(line))
        except NotAWord as bad:
            problems.append(LineProblem(number, bad.problem, line[:30], bad.character))
            kept.append(line)
    return Additions(path, frozenset(words), problems, tuple(kept))
