"""Build the word-frequency file the beginner computer player uses.

    pip install wordfreq
    python tools/build_frequencies.py

Takes every French word wordfreq knows, puts it in Scrabble spelling, keeps
those in motamot's shipped word list with a Zipf frequency of 2.0 or more
(about once in 100 million words), and writes
src/motamot/engine/data/frequences.txt.gz: "WORD ZIPF×10" per line, sorted
by word, deterministic.
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import wordfreq  # noqa: E402

from motamot.lexicon.lexicon import shipped  # noqa: E402
from motamot.lexicon.spelling import NotAWord, scrabble_spelling  # noqa: E402

OUTPUT = ROOT / "src" / "motamot" / "engine" / "data" / "frequences.txt.gz"
THRESHOLD = 2.0


def main() -> int:
    words = shipped().dawg
    best: dict[str, float] = {}
    for form in wordfreq.iter_wordlist("fr"):
        try:
            word = scrabble_spelling(form)
        except NotAWord:
            continue
        if word in words:
            zipf = wordfreq.zipf_frequency(form, "fr")
            best[word] = max(best.get(word, 0.0), zipf)
    lines = [f"{word} {round(zipf * 10)}" for word, zipf in sorted(best.items()) if zipf >= THRESHOLD]
    OUTPUT.write_bytes(gzip.compress(("\n".join(lines) + "\n").encode("ascii"), mtime=0))
    print(f"{len(lines)} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
