"""Build motamot's free French word list from two free dictionaries.

    sudo apt-get install python3-grammalecte wfrench
    python3 tools/build_wordlist.py            # writes the files, prints the report
    python3 tools/build_wordlist.py --check    # exit 1 if they are not what it would write

The words come from Grammalecte's "toutes variantes" dictionary (Debian
package python3-grammalecte, MPL-2.0), every inflected form with its
grammatical tags. Each entry goes through the rules below (seed 004 §3.2);
a word is in the list when one of its entries passes them all.

Short words are where a club player notices a wrong word at once (a
computer that plays CF or OE loses their trust), so a word of 2 to 4
letters also needs a second, independent witness: an ordinary lower-case
entry of wfrench (Debian package wfrench, GPL-2+, a French word list kept
apart from Grammalecte's Dicollecte lineage), or a line of the curated
supplement with its reason. The two-letter words must then be exactly the
reviewed table ``deux-lettres.txt``: the build fails otherwise.

Writes, beside the curated lists in src/motamot/lexicon/data/:

    mots.txt.gz      one word per line, sorted
    mots.dawg        the same words compiled for search
    mots-courts.txt  every word of 2 to 4 letters in the list, and every one
                     Grammalecte alone would have given that is not, with why
    rapport.txt      the report: words by length, words each rule removed

All are deterministic: the same sources give the same bytes.
"""

from __future__ import annotations

import gzip
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from motamot.lexicon.dawg import Dawg  # noqa: E402
from motamot.lexicon.spelling import NotAWord, scrabble_spelling  # noqa: E402
from motamot.lexicon.wordfile import read_curated, read_table  # noqa: E402

DATA = ROOT / "src" / "motamot" / "lexicon" / "data"
WFRENCH = Path("/usr/share/dict/french")
SHORT = 4  # words of this many letters or fewer need a second witness

# Grammalecte's rules, in the order a refused word is counted under. Its tags
# have no mark for abbreviations or foreign words: capitals catch acronyms
# (SOS, QI), ";S" units and symbols written in lower case (km, pH), the affix
# tags prefixes and the internet's domain names (anglo-, org, com, www); the
# abbreviations and English words written in lower case (etc, cf, new, lol)
# are short, and the second witness keeps them out.
RULES = (
    ("capital", "written with a capital: proper noun, acronym or symbol (004 §3.2 b, c)"),
    ("proper noun", "tagged first name, surname or proper noun (004 §3.2 c)"),
    ("symbol", "tagged symbol or unit symbol (004 §3.2 b)"),
    ("affix", "tagged prefix or suffix, internet domain names among them"),
    ("spelling", "hyphen, apostrophe, space, dot or digit (004 §3.2 a, b)"),
)
PROPER_NOUN_TAGS = (":M1", ":M2", ":MP")
AFFIX_TAGS = (":Zp", ":Zs")


def refusing_rule(flexion: str, tags: str) -> str | None:
    """The first rule that refuses this Grammalecte entry, or None."""
    if any(ch.isupper() for ch in flexion):
        return "capital"
    if any(tag in tags for tag in PROPER_NOUN_TAGS):
        return "proper noun"
    if ";S" in tags:
        return "symbol"
    if any(tag in tags for tag in AFFIX_TAGS):
        return "affix"
    return None


def spelled(text: str) -> str | None:
    try:
        return scrabble_spelling(text)
    except NotAWord:
        return None


@dataclass
class Grammalecte:
    admitted: set[str] = field(default_factory=set)
    # The list as it was before the second witness and the affix rule: every
    # word with a lower-case entry that is not a proper noun or a symbol.
    alone: set[str] = field(default_factory=set)
    refused: dict[str, str] = field(default_factory=dict)  # word: the rule of its first entry
    plural_of: dict[str, set[str]] = field(default_factory=dict)  # plural: its singulars
    bad_spellings: int = 0
    info: str = ""


def read_grammalecte() -> Grammalecte:
    try:
        from grammalecte.graphspell.ibdawg import IBDAWG
    except ImportError:
        # Debian installs it for the system Python; any Python 3.11 can use it.
        sys.path.append("/usr/lib/python3/dist-packages")
        from grammalecte.graphspell.ibdawg import IBDAWG

    dictionary = IBDAWG("fr-allvars.json")
    source = Grammalecte(info=str(dictionary.getInfo()) if hasattr(dictionary, "getInfo") else "")
    for flexion, lemma, tags in dictionary.select():
        word = spelled(flexion)
        if word is None:
            source.bad_spellings += 1
            continue
        rule = refusing_rule(flexion, tags)
        if rule is None:
            source.admitted.add(word)
            if ":p" in tags and (singular := spelled(lemma)):
                source.plural_of.setdefault(word, set()).add(singular)
        else:
            source.refused.setdefault(word, rule)
        if rule in (None, "affix"):
            source.alone.add(word)
    for word in source.admitted:
        source.refused.pop(word, None)
    return source


def read_wfrench() -> set[str]:
    """wfrench's ordinary entries: lower case (its capitals are names), in Scrabble spelling."""
    lines = WFRENCH.read_text(encoding="utf-8").splitlines()
    return {word for line in lines if line and line == line.lower() and (word := spelled(line))}


@dataclass
class Build:
    words: list[str]
    short_lines: list[str]
    report: str
    two_letter_errors: list[str]


def build(source: Grammalecte, witness: set[str]) -> Build:
    supplement = read_curated(DATA / "supplement.txt")
    exclusions = read_curated(DATA / "exclusions.txt")
    clash = sorted(set(supplement) & set(exclusions))
    if clash:
        raise SystemExit(f"in both the supplement and the exclusions: {' '.join(clash)}")

    witnessed = {w for w in source.admitted if len(w) > SHORT or w in witness}
    # wfrench lists few plurals: Grammalecte's plural of a word that is in the
    # list on its own merits (two sources, or the supplement) is taken too.
    trusted = witnessed | set(supplement)
    plurals = {
        w
        for w in source.admitted - trusted
        if w.endswith("S") and w[:-1] in trusted and w[:-1] in source.plural_of.get(w, ())
    }
    words = (trusted | plurals) - set(exclusions)

    # Each short word's verdict: (kind, detail); the report counts the kinds.
    why: dict[str, tuple[str, str]] = {}
    for word in sorted(words | source.alone):
        if len(word) > SHORT:
            continue
        if word in exclusions:
            why[word] = ("- excluded", exclusions[word])
        elif word in supplement:
            why[word] = ("+ supplement", supplement[word])
        elif word in plurals:
            why[word] = ("+ plural", f"Grammalecte's plural of {word[:-1]}, which is in the list")
        elif word in witnessed:
            why[word] = ("+ two sources", "Grammalecte and wfrench")
        elif word in source.admitted:
            why[word] = ("- one source", "Grammalecte only, not in wfrench")
        else:
            rule = source.refused.get(word, "spelling")
            why[word] = (f"- {rule}", dict(RULES)[rule])
    short_lines = [f"{word:<5} {kind}: {detail}" for word, (kind, detail) in why.items()]

    table = read_table(DATA / "deux-lettres.txt")
    built_two = {w for w in words if len(w) == 2}
    two_letter_errors = [f"not in the table: {w}" for w in sorted(built_two - table)] + [
        f"missing from the list: {w}" for w in sorted(table - built_two)
    ]
    ordered = sorted(words)
    return Build(
        ordered, short_lines, report(source, ordered, why, supplement, exclusions), two_letter_errors
    )


def report(
    source: Grammalecte,
    words: list[str],
    why: dict[str, tuple[str, str]],
    supplement: dict[str, str],
    exclusions: dict[str, str],
) -> str:
    lengths = Counter(len(w) for w in words)
    by_rule = Counter(source.refused.values())
    short_verdicts = Counter((len(word), kind) for word, (kind, _detail) in why.items())
    lines = [
        "# motamot's word list: the build's report (tools/build_wordlist.py)",
        f"Grammalecte: {source.info}",
        "",
        f"{len(words)} words",
        *(f"  {n:2d} letters: {lengths[n]}" for n in sorted(lengths)),
        "",
        "Grammalecte's words no entry of which passes the rules, by rule:",
        *(f"  {by_rule[code]:6d}  {code}: {text}" for code, text in RULES if code != "spelling"),
        f"  {source.bad_spellings:6d}  entries refused by their spelling: {dict(RULES)['spelling']}",
        "",
        f"Curated: {len(supplement)} words in the supplement, {len(exclusions)} in the exclusions.",
        "",
        "Words of 2 to 4 letters (mots-courts.txt), by length and verdict:",
        *(
            f"  {n} letters, {verdict}: {short_verdicts[n, verdict]}"
            for n in range(2, SHORT + 1)
            for verdict in sorted({v for (m, v) in short_verdicts if m == n})
        ),
    ]
    return "\n".join(lines) + "\n"


def short_file(lines: Iterable[str]) -> str:
    header = [
        "# Every word of 2 to 4 letters in motamot's list (+), and every one",
        "# Grammalecte alone would have given that is not (-), with why.",
        "# Written by tools/build_wordlist.py: change supplement.txt or",
        "# exclusions.txt, never this file.",
    ]
    return "\n".join([*header, *lines]) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    result = build(read_grammalecte(), read_wfrench())
    if result.two_letter_errors:
        print("The two-letter words differ from deux-lettres.txt:")
        for error in result.two_letter_errors:
            print("  " + error)
        return 1
    outputs = {
        DATA / "mots.txt.gz": gzip.compress(("\n".join(result.words) + "\n").encode("ascii"), mtime=0),
        DATA / "mots.dawg": Dawg.build(result.words).to_bytes(),
        DATA / "mots-courts.txt": short_file(result.short_lines).encode("utf-8"),
        DATA / "rapport.txt": result.report.encode("utf-8"),
    }
    stale = [path for path, data in outputs.items() if not path.exists() or path.read_bytes() != data]
    if check:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}")
        return 1 if stale else 0
    for path in stale:
        path.write_bytes(outputs[path])
    print(result.report, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
