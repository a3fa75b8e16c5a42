"""Build motamot's free French word list from Grammalecte's dictionary.

    sudo apt-get install python3-grammalecte
    python3 tools/build_wordlist.py            # writes the files
    python3 tools/build_wordlist.py --check    # exit 1 if they are not what it would write

Reads every inflected form of Grammalecte's "toutes variantes" dictionary
(Debian package python3-grammalecte; the French dictionary is MPL-2.0) with
its grammatical tags, keeps what the rules admit (seed 004 §3.1) and leaves
out what they refuse (004 §3.2), applies the commented supplement and
exclusion lists beside the output, and writes:

    src/motamot/lexicon/data/mots.txt.gz   one word per line, sorted
    src/motamot/lexicon/data/mots.dawg     the same words compiled for search

Both are deterministic: running the tool again on the same source gives the
same bytes.
"""

from __future__ import annotations

import gzip
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from motamot.lexicon.dawg import Dawg  # noqa: E402
from motamot.lexicon.spelling import NotAWord, scrabble_spelling  # noqa: E402
from motamot.lexicon.wordfile import read_curated  # noqa: E402

DATA = ROOT / "src" / "motamot" / "lexicon" / "data"
# Proper nouns (first names, surnames, places and other names) are refused
# (004 §3.2); ";S" marks symbols and units written as symbols (km, Fe).
REFUSED_TAGS = (":M1", ":M2", ":MP", ";S")


def admitted(flexion: str, tags: str) -> str | None:
    """The entry in Scrabble spelling, or None when the rules refuse it."""
    if any(tag in tags for tag in REFUSED_TAGS):
        return None
    # Capitals mark proper nouns, acronyms and symbols (Brésil, SOS, pH);
    # the common nouns among them have their own lower-case entry (brésil).
    if any(ch.isupper() for ch in flexion):
        return None
    # Hyphens, apostrophes, spaces, dots and digits are refused by the
    # spelling itself (004 §3.2 a, b).
    try:
        return scrabble_spelling(flexion)
    except NotAWord:
        return None


def source_words() -> tuple[set[str], str]:
    try:
        from grammalecte.graphspell.ibdawg import IBDAWG
    except ImportError:
        # Debian installs it for the system Python; any Python 3.11 can use it.
        sys.path.append("/usr/lib/python3/dist-packages")
        from grammalecte.graphspell.ibdawg import IBDAWG

    dictionary = IBDAWG("fr-allvars.json")
    words = {word for flexion, _, tags in dictionary.select() if (word := admitted(flexion, tags))}
    info = dictionary.getInfo() if hasattr(dictionary, "getInfo") else ""
    return words, str(info)


def main(argv: list[str]) -> int:
    check = "--check" in argv
    words, info = source_words()
    supplement = read_curated(DATA / "supplement.txt")
    exclusions = read_curated(DATA / "exclusions.txt")
    clash = set(supplement) & set(exclusions)
    if clash:
        print("in both lists:", sorted(clash))
        return 1
    words |= set(supplement)
    words -= set(exclusions)
    ordered = sorted(words)
    outputs = {
        DATA / "mots.txt.gz": gzip.compress(("\n".join(ordered) + "\n").encode("ascii"), mtime=0),
        DATA / "mots.dawg": Dawg.build(ordered).to_bytes(),
    }
    stale = [path for path, data in outputs.items() if not path.exists() or path.read_bytes() != data]
    if check:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}")
        return 1 if stale else 0
    for path in stale:
        path.write_bytes(outputs[path])
    lengths = Counter(len(w) for w in ordered)
    print(info)
    print(f"{len(ordered)} words")
    for length in sorted(lengths):
        print(f"  {length:2d} letters: {lengths[length]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
