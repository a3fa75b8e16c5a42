"""The shipped word list against the words the seeds name, the player's own
list (damaged and hostile files included), and the searches."""

import gzip
import re
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

from motamot.files import FileProblem, RecordError
from motamot.lexicon.dawg import Dawg, DawgError, words_digest
from motamot.lexicon.lexicon import load_word_list, read_word_list, shipped
from motamot.lexicon.spelling import NotAWord, SpellingProblem, scrabble_spelling
from motamot.lexicon.wordfile import read_curated, read_table

DATA = resources.files("motamot.lexicon") / "data"


@pytest.fixture(scope="module")
def words():
    return shipped()


# 004 §3.1, each line its paragraph; "(s)" in the seed: both forms.
ADMITTED = {
    "3.1 a, b: inflections": "ENTRAIS RENTAIS REPARTIS MANGERIONS",
    "3.1 c: words followed by brackets": "ENVI ENCONTRE CATIMINI JEUN",
    "3.1 d: pronominal verbs, all tenses": "PAMER PAME PAMAIS ENFUIR ENFUIT PIEUTER PIEUTE",
    "3.1 e: foreign words": "HADJ HADJS BRIK BRIKS KOT KOTS REFUZNIK REFUZNIKS DAYAK DAYAKS KANJI KANJIS",
    "3.1 e: slang": "ENFOIRE ENFOIRES VALOCHE VALOCHES VIOC VIOCS FROMJI FROMJIS NENE NENES MEZIG PEBROC "
    "PEBROCS MAC MACS ZIEUTER VIET VIETS",
    "3.1 f: abbreviations become nouns": "ZOO ZOOS KILO KILOS PROF PROFS FAC FACS INFO INFOS CAF FOB",
    "3.1 g: proper names become nouns": "AY AYS LLOYD LLOYDS ROBERT ROBERTS BRESIL BRESILS INDE INDES VICHY "
    "VICHYS NEWTON NEWTONS",
    "3.1 h: trade marks": "SCRABBLE SCRABBLES DURIT DURITS MARTINI MARTINIS BIC BICS SOLEX",
    "3.1 i: foreign plurals": "GOY GOYIM GOYM GOYS BRAVO BRAVI BRAVOS LEV LEVA LEVS WATTMEN WATTMANS LADY "
    "LADIES LADYS KSAR KSOUR KSARS",
    "3.1 j: interjections, onomatopoeia": "HI PFFT BERK YOUPI ZOU HELLO VLAN VROOM DING",
    "3.1 k: the five vowel-less words": "BRRR PST PFF PFFT VS",
    "3.2 a: HOMME alone is admitted": "HOMME",
    "3.2 b: OVNI and SIDA are admitted": "OVNI SIDA",
    "000 §5.3: DUALS is admitted, DIN stands on the board": "DUALS DIN",
}

# 004 §3.2 and 000 §5: refused, in the list or by their very spelling.
REFUSED_WORDS = {
    "3.2 b: symbols": "FE CU KM CX",
    "3.2 b: ETC.": "ETC",
    "3.2 b: acronyms taken out of the ODS": "ACHT TSF ABC",
    "3.2 c: names kept out": "ACHILLE BUNSEN",
    "000 §5.3: DINS is not admitted": "DINS",
    "000 §5.4.3: RETAIRAI is not admitted": "RETAIRAI",
}
REFUSED_SPELLINGS = [
    "W.C.",
    "O.K.",
    "S.O.S.",
    "COW-BOY",
    "DON JUAN",
    "PRUD'HOMME",
    "S.V.P.",
    "S.A.M.U.",
    "ETC.",
]


@pytest.mark.parametrize("paragraph", sorted(ADMITTED))
def test_words_the_seeds_admit_seed_004_3_1(words, paragraph):
    missing = [w for w in ADMITTED[paragraph].split() if w not in words]
    assert missing == [], paragraph


@pytest.mark.parametrize("paragraph", sorted(REFUSED_WORDS))
def test_words_the_seeds_refuse_seed_004_3_2(words, paragraph):
    present = [w for w in REFUSED_WORDS[paragraph].split() if w in words]
    assert present == [], paragraph


@pytest.mark.parametrize("text", REFUSED_SPELLINGS)
def test_dots_hyphens_spaces_apostrophes_are_refused_seed_004_3_2_a(words, text):
    assert text not in words
    with pytest.raises(NotAWord) as info:
        scrabble_spelling(text)
    assert info.value.problem is SpellingProblem.NOT_A_LETTER


def test_scrabble_spelling():
    assert scrabble_spelling("Œuvré") == "OEUVRE"
    assert scrabble_spelling(" garçon ") == "GARCON"
    assert scrabble_spelling("ex-æquo".replace("-", "")) == "EXAEQUO"
    assert scrabble_spelling("naïve") == "NAIVE"
    for text, problem in (
        ("", SpellingProblem.EMPTY),
        ("a", SpellingProblem.TOO_SHORT),
        ("anticonstitutionnellement", SpellingProblem.TOO_LONG),
        ("l'été", SpellingProblem.NOT_A_LETTER),
    ):
        with pytest.raises(NotAWord) as info:
            scrabble_spelling(text)
        assert info.value.problem is problem


def test_accents_and_case_do_not_matter_for_lookup(words):
    assert "été" in words and "ETE" in words and "Été" in words
    assert "" not in words and "x" not in words and "12" not in words


def test_shipped_files_agree_and_the_list_is_in_scrabble_spelling(words):
    listed = gzip.decompress((DATA / "mots.txt.gz").read_bytes()).decode("ascii").split()
    assert listed == sorted(set(listed))
    assert all(2 <= len(w) <= 15 and w.isascii() and w.isalpha() and w.isupper() for w in listed)
    assert words.size == len(listed) > 400_000
    assert words.dawg.digest == words_digest(listed)


def test_graph_holds_exactly_the_listed_words(words):
    listed = gzip.decompress((DATA / "mots.txt.gz").read_bytes()).decode("ascii").split()
    assert list(words.dawg.words()) == listed


def test_curated_lists_say_why_for_every_entry():
    for name in ("supplement.txt", "exclusions.txt"):
        for line in (DATA / name).read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                word, why = line.split("#", 1)
                assert word.strip().isupper() and why.strip(), line
        read_curated(Path(str(DATA / name)))  # no word twice, or this raises


def test_a_curated_entry_without_its_reason_is_refused(tmp_path):
    (tmp_path / "list.txt").write_text("# comment\nZOUK  # musique\nBLOG\n", encoding="utf-8")
    with pytest.raises(ValueError, match="list.txt:3"):
        read_curated(tmp_path / "list.txt")


# ------------------------------------------------------------ searches


def test_anagrams_use_every_tile_longest_first_then_alphabetical(words):
    assert words.anagrams("AEINRST")[:4] == ["ARISENT", "ENTRAIS", "INSERAT", "RATINES"]
    assert words.anagrams("ZYTHUM?") == ["ZYTHUMS"]
    assert words.anagrams("QWXZKJY") == []
    two_jokers = words.anagrams("??AEIRS")
    assert "ADMIRES" in two_jokers and all(len(w) == 7 for w in two_jokers)
    assert two_jokers == sorted(two_jokers)
    some = words.anagrams("AEINRST", use_all=False)
    assert {"ENTRAIS", "RATE", "AS"} <= set(some) and "ETAT" not in some
    assert some == sorted(some, key=lambda w: (-len(w), w))


def test_anagrams_are_stable():
    assert shipped().anagrams("AE??RST") == shipped().anagrams("AE??RST")


def test_one_letter_more_with_board_letters(words):
    found = words.one_more("AEINRST", "BP")
    assert ("ABSTENIR", "B") in found and ("ASPIRENT", "P") in found
    assert {letter for _, letter in found} <= {"B", "P"}
    anywhere = words.one_more("AEINRST")
    assert set(found) < set(anywhere)


def test_hooks_rallonges(words):
    before, after = words.hooks("MOT")
    assert "S" in after and "O" in after
    assert words.hooks("DIN")[1] == "AEG"  # DINA, DINE, DING; not DINS (000 §5.3)
    assert words.hooks("REPARTIS")[0] == ""


def test_pattern_with_wildcards(words):
    assert words.matching("M?T")[-5:] == ["MAT", "MET", "MIT", "MOT", "MUT"]
    assert "MOTS" in words.matching("MOT*")
    assert words.matching("*ZZ*", limit=3) == sorted(words.matching("*ZZ*"), key=lambda w: (-len(w), w))[:3]
    assert words.matching("KA") == ["KA"]
    with pytest.raises(ValueError):
        words.matching("M-T")


# ------------------------------------------------------- player's list


def write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_player_list_utf8_and_latin1_with_accents(tmp_path):
    for encoding in ("utf-8", "latin-1"):
        path = write(
            tmp_path, f"liste-{encoding}.txt", "été\nÉLÈVE\ngarçon\n\n# commentaire\n".encode(encoding)
        )
        lexicon = load_word_list(path, tmp_path / "cache")
        assert sorted(lexicon.dawg.words()) == ["ELEVE", "ETE", "GARCON"]
        assert "élève" in lexicon and "chat" not in lexicon
        assert lexicon.problems == []


def test_bad_lines_are_reported_with_their_numbers_and_skipped(tmp_path):
    path = write(
        tmp_path, "mots.txt", b"chat\nch-at\na\n" + b"z" * 5000 + b"\nchien\nanticonstitutionnellement\n"
    )
    lexicon = load_word_list(path, tmp_path / "cache")
    assert sorted(lexicon.dawg.words()) == ["CHAT", "CHIEN"]
    assert [(p.line, p.problem) for p in lexicon.problems] == [
        (2, SpellingProblem.NOT_A_LETTER),
        (3, SpellingProblem.TOO_SHORT),
        (4, SpellingProblem.TOO_LONG),
        (6, SpellingProblem.TOO_LONG),
    ]
    assert lexicon.problems[0].character == "-"
    assert len(lexicon.problems[2].text) <= 30


def test_compiled_once_then_loaded_from_the_cache(tmp_path):
    path = write(tmp_path, "mots.txt", "\n".join(["chat", "chien", "x-y"]).encode())
    cache = tmp_path / "cache"
    first = load_word_list(path, cache)
    cached = sorted(p.name for p in cache.iterdir())
    assert len(cached) == 2 and cached[0].endswith(".dawg")
    again = load_word_list(path, cache)
    assert list(again.dawg.words()) == list(first.dawg.words())
    assert again.problems == first.problems
    # A damaged cache is compiled again, never trusted.
    (cache / cached[0]).write_bytes(b"MOTAMOT-DAWG" + b"\xff" * 100)
    assert list(load_word_list(path, cache).dawg.words()) == ["CHAT", "CHIEN"]


@pytest.mark.parametrize(
    ("name", "data", "problem"),
    [
        ("vide.txt", b"", FileProblem.NO_WORDS),
        ("blancs.txt", b"\n\n   \n# rien\n", FileProblem.NO_WORDS),
        ("binaire.bin", bytes(range(256)) * 10, FileProblem.BINARY),
        ("image.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", FileProblem.BINARY),
        ("tout-faux.txt", b"12\n--\n!!\n", FileProblem.NO_WORDS),
    ],
)
def test_unusable_player_list_is_a_clear_error(tmp_path, name, data, problem):
    with pytest.raises(RecordError) as info:
        load_word_list(write(tmp_path, name, data), tmp_path / "cache")
    assert info.value.problem is problem


def test_missing_player_list(tmp_path):
    with pytest.raises(RecordError) as info:
        load_word_list(tmp_path / "absent.txt", tmp_path / "cache")
    assert info.value.problem is FileProblem.UNREADABLE


def test_wrongly_encoded_list_still_reads_every_line(tmp_path):
    # Windows-1252 quotes and a stray UTF-8 sequence: read as Latin-1, nothing crashes.
    data = b"chat\n" + b"\x93citation\x94\n" + "été".encode() + b"\xe9\n" + b"chien\n"
    lexicon = load_word_list(write(tmp_path, "mixte.txt", data), tmp_path / "cache")
    assert "CHAT" in lexicon and "CHIEN" in lexicon
    assert [p.line for p in lexicon.problems] == [2, 3]


def test_huge_list_is_refused_before_reading_it_all(tmp_path):
    path = tmp_path / "enorme.txt"
    with path.open("wb") as out:
        out.seek(80 * 1024 * 1024)
        out.write(b"\n")
    with pytest.raises(RecordError) as info:
        load_word_list(path, tmp_path / "cache")
    assert info.value.problem is FileProblem.TOO_LARGE


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"MOTAMOT-DAWG\x00\x00\x00\x00" + b"\x00" * 60,
        b"garbage" * 50,
        Dawg.build(["AB", "CD"]).to_bytes()[:-3],
        Dawg.build(["AB", "CD"]).to_bytes() + b"tail",
    ],
)
def test_damaged_word_graphs_are_refused(data):
    with pytest.raises(DawgError):
        Dawg.from_bytes(data)


def test_a_looping_graph_is_refused():
    good = Dawg.build(["AB"])
    good.children[-1] = 0  # the last edge points back to the root
    with pytest.raises(DawgError):
        Dawg.from_bytes(good.to_bytes())


def test_read_word_list_order_and_duplicates():
    words, problems = read_word_list("Chat\nchat\nCHAT\nabeille\n")
    assert words == ["ABEILLE", "CHAT"] and problems == []


# ------------------------------------------------------------ short words


def test_two_letter_words_are_exactly_the_reviewed_table(words):
    table = read_table(Path(str(DATA / "deux-lettres.txt")))
    assert len(table) == 77  # the ODS 5 list, as club players learn it
    assert {w for w in words.dawg.words() if len(w) == 2} == table


def test_every_short_word_says_why_it_is_in_the_list(words):
    justified = {}
    for line in (DATA / "mots-courts.txt").read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            word, verdict = line.split()[:2]
            justified[word] = verdict
    short = {w for w in words.dawg.words() if len(w) <= 4}
    assert {w for w in short if justified.get(w) != "+"} == set()
    assert {w for w, verdict in justified.items() if verdict == "+"} == short


# Seen played by the computer or accepted by `verifier` before the word list
# had a second witness (issue "The word list a club player trusts").
ABBREVIATIONS_AND_ENGLISH = (
    "AB AC AD AE AL AV CF ED FR ID LN OE OP PT QI QU UD "
    "FTP WWW ORG LOL NEW BIG BAD LOW OCT NOV DEC COM KSS TSS HMM"
)
OFFICIAL_SHORT_WORDS = (
    "AA BA BI DA KA AAS BOG DAB EWE FAQ GON KID MOA NAY OKA RAD SAX SKA TEP WAP YAM ZEC ZEF ZUP"
)


def test_abbreviations_symbols_and_english_words_are_out(words):
    assert [w for w in ABBREVIATIONS_AND_ENGLISH.split() if w in words] == []


def test_official_short_words_missing_before_are_in(words):
    assert [w for w in OFFICIAL_SHORT_WORDS.split() if w not in words] == []


def test_build_tool_reproduces_the_shipped_list_from_grammalecte():
    # Needs Debian's python3-grammalecte (CI installs it): fails, never skips, without it.
    tool = Path(__file__).resolve().parents[1] / "tools" / "build_wordlist.py"
    result = subprocess.run(
        [sys.executable, str(tool), "--check"], capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, result.stdout + result.stderr


# Issue "More of the official words, still from free sources": three witnesses of three
# lineages besides Grammalecte (wfrench; Hydro-Québec's and GUTenberg's spell-checkers).
WITNESSES_BRING_ABBREVIATIONS = (
    "AND AVR CIT CONF CPT DEP DIV ENV FCO FEVR FIG IBID JANV MEN NEWS NOV REF ROLL"
)
REPORTED_MISSING = "ECO EXO GEO HIP DEB BUN AID ASA CRE DAO"
WITNESSED = "FOLS FOXE MOLS CALF DOUA HUI SKIF RESURCHAUFFER RASSORTISSAIT IMPARTIRAIT"
OVERGENERATED = "SANGLOTEES CREPITEES DEPENSANTES SABRAITES INTERAGITAMES PLISSASRENT"


def test_the_witnesses_add_words_and_their_abbreviations_stay_out(words):
    assert [w for w in WITNESSES_BRING_ABBREVIATIONS.split() if w in words] == []
    assert [w for w in WITNESSED.split() if w not in words] == []
    # A longer form one or two old spell-checkers give is not enough: they overgenerate.
    assert [w for w in OVERGENERATED.split() if w in words] == []


# Point 3: forms of verbs Grammalecte conjugates only in part (impersonal NEIGER, PLEUVINER;
# INCOMBER and URGER said in the third person only), a witness attesting them.
CONJUGATED = "NEIGEONS PLEUVINERAIT INCOMBAIENT URGEZ VENTIONS BICHOTEZ"
# Never agreed participles of verbs whose participle does not agree (intransitive ones), nor a
# present participle made adjective, nor a third-group form guessed by analogy.
NOT_CONJUGATED = "FOURMILLEES PROFITEES TRESSAILLIES DECOULEES RECIDIVEES REPENSANTE ATTRAITES"


def test_verbs_known_in_part_gain_their_witnessed_forms_and_no_agreed_participle(words):
    assert [w for w in CONJUGATED.split() if w not in words] == []
    assert [w for w in NOT_CONJUGATED.split() if w in words] == []
    report = (DATA / "rapport.txt").read_text(encoding="utf-8")
    assert "Forms of verbs Grammalecte conjugates in part, a witness attesting them: " in report


def test_short_words_club_players_reported_missing_are_in(words):
    assert [w for w in REPORTED_MISSING.split() if w not in words] == []


def test_every_short_word_in_the_list_names_its_witnesses_or_its_reason():
    for line in (DATA / "mots-courts.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or line.split()[1] != "+":
            continue
        kind, _, detail = line[6:].partition(": ")
        assert detail, line
        if kind in ("+ two sources", "+ two witnesses"):
            witnesses = ("wfrench", "Hydro-Québec", "GUTenberg", "Lefff", "Lexique")
            assert sum(name in detail for name in witnesses) >= (1 if kind == "+ two sources" else 2), line


# Issue "More of the words a player expects": the Lefff 3.4 and Lexique 3.83 as witnesses of
# lineages of their own (SOURCE.md, "The rules" 2; seed 004 §3.1 b, e, f, g and §3.2 a, c).
LEXICONS_BRING = "GAN GANS RIF RIFS TOM TOMS BOOK BOOKS BYTE CHIP JAM BEUH FEUJ KINE TONG ZEST ZIST"
LEXICONS_KEEP_OUT = (
    "ANJOU LOIRE BREST "  # the Lefff's proper nouns (its np category)
    "KM MM CM KG BD "  # its abbreviations and symbols, filed as nouns: they have no vowel
    "DOG EYE WALK SHOP FOOD BALL FROU TAM "  # parts of compounds written with a hyphen (§3.2 a)
    "BIG NEW NEC SUI IPSE "  # English, and Latin locutions written in several words
    "AGIE PLUE"  # agreed participles of intransitive verbs
)


def test_the_lexicons_bring_the_words_players_know_and_not_their_names_or_compounds(words):
    assert [w for w in LEXICONS_BRING.split() if w not in words] == []
    assert [w for w in LEXICONS_KEEP_OUT.split() if w in words] == []


def test_the_build_report_says_what_each_witness_adds_and_every_length():
    report = (Path(__file__).resolve().parents[1] / "src/motamot/lexicon/data/rapport.txt").read_text()
    for witness in ("wfrench", "Hydro-Québec", "GUTenberg", "Lefff", "Lexique"):
        assert re.search(rf"^  {witness}: \d+$", report, re.MULTILINE), witness
    for length in range(2, 16):
        assert re.search(rf"^  {length:2d} letters: \d+$", report, re.MULTILINE), length


def test_the_words_of_a_length_are_those_the_pattern_finds():
    lexicon = shipped()
    for length in (2, 3, 7, 9):
        assert lexicon.of_length(length) == sorted(lexicon.matching("?" * length))
