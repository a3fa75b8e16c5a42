"""Reading word lists: the curated supplement and exclusion lists, and a
player's own list, which may be damaged or hostile."""

from __future__ import annotations

from pathlib import Path

from motamot.lexicon.spelling import scrabble_spelling


def read_curated(path: Path) -> list[str]:
    """``WORD  # why`` per line; ``#`` lines are comments. Errors are bugs: they raise."""
    words = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        entry = line.split("#", 1)[0].strip()
        if not entry:
            continue
        if "#" not in line:
            raise ValueError(f"{path.name}:{number}: every entry says why, after a #")
        words.append(scrabble_spelling(entry))
    return words
