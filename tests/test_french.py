"""Spoken French, sentence by sentence (issue 48): Grammalecte, the free French grammar
checker (Debian's python3-grammalecte, installed by CI: this test fails, never skips,
without it), reads every French sentence of the golden transcripts and of the catalog,
each placeholder filled with a sample value (a count both as 1 and as 2, a player's name
as "Anne", feminine, so that a participle after a name that does not agree is heard).

Its rules of agreement (``gn_``: a noun group, a number before a noun; ``ppas_``: a past
participle), elision (``eleu_``) and conjugation (``conj_``) must find nothing. Its
typographic rules do not apply: what motamot writes is read aloud or on a braille display,
where a no-break space before a colon, typographic apostrophes or quotes change nothing
and a plain apostrophe is what a player types. The few findings that cannot apply are
listed in ``NOT_APPLICABLE`` with the reason.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
CATALOG = ROOT / "locales" / "fr" / "LC_MESSAGES" / "motamot.po"
GOLDEN = ROOT / "tests" / "golden"
FRENCH_GOLDEN = [
    "arbitrage.txt",
    "arbitrage-feuille.txt",
    "debutant-mots.txt",
    "duplicate-ecran-fr.txt",
    "duplicate-fr.txt",
    "duplicate-salle-ecran-fr.txt",
    "partie-ecran.txt",
    "partie-lignes.txt",
    "tirages-lignes.txt",
    "rallonges-lignes.txt",
    "mots-courts-lignes.txt",
    "revision-lignes.txt",
]
CHECKED_RULES = re.compile(r"__(gn_|ppas_|eleu_|conj_)")

# (rule, the sentence it was found in, why it does not apply)
NOT_APPLICABLE = [
    (
        "gn_nombre_chiffres",
        re.compile(r"^Primes libres, (ligne|colonne) "),
        "a square's column or row number before its premium, not a count",
    ),
    (
        "gn_start_prn",
        re.compile(r"^\d+\. \w+, "),
        "a score sheet's line: its number, the player, then the entry, not an adjective",
    ),
    (
        "gn_nombre_chiffres",
        re.compile(r"par exemple \d+ \w+\.$"),
        "what to type, a line's number then a value (3 expert), not a count of experts",
    ),
    (
        "conj_",
        re.compile(r"\b([A-O]\d{1,2}|\d{1,2}[A-O]) [A-Za-z]{2,}\b"),
        "a move's word (VEUX played on the board) is a word of the game, not a verb of the sentence",
    ),
]

# A count: said as 1 and as 2.
COUNTS = set(
    "absent bag best bingos claimed col computed count days due expected found game games given have held "
    "in_bag index kept last later left needed length limit line minutes missed next number "
    "page pages paired percent percentage pm pdep points position ppm present rank rate rating round "
    "rounds score seconds share total turn volume wins won_first won_second".split()
)
SAMPLES = {
    "known": "412",
    "after": "E, S",
    "formed": "RENE, JE et VE",
    "penalty": "1 minute",
    "elapsed": "45 secondes",
    "cost": "30 secondes",
    "missed": "2",
    "hints": "2",
    "draws": "3, 7",
    "address": "192.168.1.20, port 8765",
    "host": "192.168.1.20",
    "settings": "FFSc, pendule 20 minutes, 2 joueurs, classée",
    "day": "20",
    "change": "23",
    "month": "novembre",
    "year": "2026",
    "again": "enregistre",
    "algorithm": "DAWG",
    "argument": "Option pendule",
    "average": "380",
    "before": "Anne 380, Bruno 352",
    "board_letter": "E",
    "bonus": "50 points",
    "broken": "la voix de motamot",
    "candidates": "Anne Martin, Anne Durand",
    "challenger": "Anne",
    "character": "un caractère invisible",
    "choices": "oui",
    "codes": "U+001B et U+0007",
    "code": "U+001B",
    "command": "motamot aide",
    "confirm": "oui",
    "consonants": "4 consonnes",
    "coordinate": "H4",
    "counts": "2 voyelles et 2 consonnes",
    "de_name": "d'Anne",
    "de_names": "d'Anne et de Bruno",
    "de_player": "d'Anne",
    "direction": "horizontal",
    "edge": "12",
    "eliot_fault": "en-tête abîmé",
    "entry": "Nouvelle partie",
    "example": "grille",
    "field": "joueurs",
    "gap": "moins 12",
    "file": "braille.txt",
    "files": "feuille.html, feuille.brf",
    "first": "Anne",
    "first_score": "412",
    "second_score": "388",
    "folder": "Documents",
    "heading": "Anne contre Bruno",
    "high": "180",
    "interface": "plein écran",
    "invitation": "pomme rivière soleil tapis",
    "key": "F7",
    "kind": "PL",
    "label": "Adversaire",
    "language": "français",
    "letter": "E",
    "letters": "A, B",
    "level": "expert",
    "low": "0",
    "levels": "débutant, intermédiaire, expert, champion",
    "match": "Anne contre Bruno",
    "maximum": "4",  # a formula's number of players
    "median": "12",
    "minimum": "2",
    "move": "H4 MOT",
    "name": "Anne",
    "names": "Anne et Bruno",
    "nearest": "colonne",
    "nick": "Anne",
    "option": "pendule",
    "other": "Bruno",
    "others": "Bruno",
    "part": "en-tête",
    "opponent": "Bruno",
    "path": "Documents/club.gcg",
    "pid": "4242",
    "played": "H4 MOT",
    "port": "8765",
    "player": "Anne",
    "players": "Anne et Bruno",
    "premium": "mot compte double",
    "program": "motamot",
    "python": "3.11",
    "rack": "A, B, C, D, E, F, G",
    "racks": "A, I, U, E, E, O, U",
    "ranking": "Anne 380, Bruno 352",
    "reader": "Orca",
    "reason": "le disque est plein",
    "refusal": "le mot doit toucher la grille",
    "relief": "en relief",
    "round_fault": "ronde 3 en double",
    "row": "H",
    "rules": "boite",
    "scores": "2 à 1",
    "second": "Bruno",
    "seed": "12",
    "setting": "automatique",
    "size": "4",  # a final phase is played by 2 or 4
    "slowest": "12",
    "sound": "oui",
    "sounds": "oui",
    "source": "liste de motamot",
    "speaker": "Orca",
    "spelling": "non",
    "square": "H8",
    "place": "7G",
    "squares": "H vide, 8 E",
    "starter": "Anne",
    "state": "en cours, 12 coups joués",
    "system": "Linux",
    "table": "3",
    "tables": "2 et 3",
    "text": "H4 MOT",
    "tile": "E",
    "tiles": "A, B",
    "time": "2 minutes",
    "times": "Anne 12 minutes",
    "top": "H4 MOT",
    "topic": "grille",
    "tournament": "Open de Namur",
    "topics": "jouer, chevalet, grille",
    "touched": "20 novembre 2026",
    "turns": "12 coups",
    "typed": "maître",
    "url": "http://192.168.1.20:8765",
    "used": "la voix de motamot",
    "value": "expert",
    "values": "court, normal ou détaillé",
    "verbosity": "normal",
    "verdicts": "MOT valable",
    "version": "1.0",
    "vowels": "3 voyelles",
    "wait": "2 secondes",
    "wanted": "la voix de motamot",
    "way": "horizontal",
    "what": "nom vide",
    "where": "ligne H",
    "why": "il manque un mot",
    "word": "MOT",
    "word_letter": "A",
    "words": "MOT, MOTS",
    "worth": "12 points",
    "written": "H4 MOTS",
}
PLACEHOLDER = re.compile(r"\{([a-z_0-9]*)(?:![rs])?(?::[^}]*)?\}")


@pytest.fixture(scope="module")
def grammalecte():
    # Debian installs it for the system's Python, outside this virtual environment.
    sys.path.append("/usr/lib/python3/dist-packages")
    try:
        import grammalecte
    finally:
        sys.path.remove("/usr/lib/python3/dist-packages")
    return grammalecte.GrammarChecker("fr")


def findings(checker, sentence: str) -> list[str]:
    errors = checker.getParagraphErrors(sentence)
    errors = list(errors[0]) if isinstance(errors, tuple) else list(errors)
    found = []
    for error in errors:
        rule = error["sRuleId"]
        if not CHECKED_RULES.search(rule):
            continue
        if any(name in rule and where.search(sentence) for name, where, _ in NOT_APPLICABLE):
            continue
        found.append(f"{sentence!r}: {error['sMessage']} ({rule})")
    return found


def filled(text: str, count: int) -> str:
    def sample(found: re.Match[str]) -> str:
        name = found.group(1)
        if name in COUNTS:
            return str(count)
        assert name in SAMPLES, f"no sample value for {{{name}}} in {text!r}: add one"
        return SAMPLES[name]

    return PLACEHOLDER.sub(sample, text)


def catalog_sentences() -> list[str]:
    sentences = []
    with open(CATALOG, "rb") as catalog:
        for message in read_po(catalog):
            if not message.id:
                continue
            if isinstance(message.id, tuple):  # ngettext: the singular with 1, the plural with 2
                sentences += [filled(message.id[0], 1), filled(message.id[1], 2)]
            else:
                sentences += [filled(message.id, 1), filled(message.id, 2)]
    return sentences


def test_every_sentence_of_the_catalog_agrees_elides_and_conjugates(grammalecte):
    found = [f for sentence in sorted(set(catalog_sentences())) for f in findings(grammalecte, sentence)]
    assert found == [], "\n".join(found)


def test_every_french_sentence_of_the_golden_transcripts_agrees_elides_and_conjugates(grammalecte):
    found = []
    for name in FRENCH_GOLDEN:
        for number, line in enumerate((GOLDEN / name).read_text(encoding="utf-8").splitlines(), 1):
            sentence = line.strip().lstrip(">").strip()
            found += [f"{name}:{number}: {f}" for f in findings(grammalecte, sentence)] if sentence else []
    assert found == [], "\n".join(found)


def test_the_checker_hears_what_issue_48_heard(grammalecte):
    """The sentences quoted in issue 48, as they were: each is found (the test can fail)."""
    for sentence in (
        "Réglages. Verbosité normal, court, normal ou détaillé.",
        "1 parties, debutant contre debutant.",
        "Anne est noté absent.",
        "0 sur 1 parties gagnées.",
    ):
        assert findings(grammalecte, sentence), sentence


def test_the_pages_retry_is_said_in_the_singular_for_one_second():
    """Issue 48: the page said "nouvel essai dans 1 secondes"; it now has both forms and picks."""
    from motamot.describe.web import page_words
    from motamot.i18n import translation

    french, english = page_words(translation("fr")), page_words(translation("en"))
    assert french["lost_one"] == "Connexion perdue, nouvel essai dans {seconds} seconde."
    assert french["lost"] == "Connexion perdue, nouvel essai dans {seconds} secondes."
    assert english["lost_one"] == "Connection lost, trying again in {seconds} second."
    script = (ROOT / "src" / "motamot" / "web" / "motamot.js").read_text(encoding="utf-8")
    assert "retry === 1 ? words.lost_one : words.lost" in script
