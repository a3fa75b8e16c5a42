"""Hooks, short words and the review (issue 63, points 3, 4, 5 and 6): the hooks asked equal the
list's words, the non-words are never in the list, the lists of short words are the list's
words, the review asks what is due on a given day, the player's own words count, and whole
sessions in lines in French and in English against golden transcripts (tests/golden/)."""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path

from test_golden import check_golden

from motamot.commands.hooks import HookDrill, LengthenedDrill, hooks_typed
from motamot.commands.review import due_count, review_drills, series_openings
from motamot.commands.short_words import ValidDrill, WordListDrill
from motamot.describe.drills import (
    describe_hooks_opening,
    describe_review_opening,
    describe_short_words_opening,
)
from motamot.describe.lexicon import word_list_source
from motamot.i18n import translation
from motamot.lexicon.additions import Additions
from motamot.lexicon.lexicon import shipped
from motamot.lexicon.near_words import near_non_word, valid_questions, words_holding, words_lengthened
from motamot.lines.drill import Drill, run_drill
from motamot.rules.tiles import LETTERS
from motamot.sessions.card_box import CardBox
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker


def test_the_hooks_of_every_short_word_are_the_lists_words():
    lexicon = shipped()
    words = set(lexicon.of_length(3)) | set(lexicon.of_length(4))
    for word in lexicon.of_length(3):
        before, after = lexicon.hooks(word)
        assert before == "".join(letter for letter in LETTERS if letter + word in words), word
        assert after == "".join(letter for letter in LETTERS if word + letter in words), word


def test_the_players_own_words_are_hooks_too(tmp_path):
    lexicon = shipped()
    assert "Q" not in lexicon.hooks("VA")[1]
    additions = Additions(tmp_path / "mots.txt", frozenset({"VAQ", "QVA"}))
    own = lexicon.with_additions(additions)
    before, after = own.hooks("VA")
    assert "Q" in before and "Q" in after


def test_the_words_a_letter_lengthens_are_the_lists_words():
    lexicon = shipped()
    threes = set(lexicon.of_length(3))
    for letter in "QSZ":
        expected = sorted(w for w in lexicon.of_length(2) if letter + w in threes or w + letter in threes)
        assert words_lengthened(lexicon, 2, letter) == expected
    assert words_lengthened(lexicon, 2, "Q") == ["FA"]  # FAQ, the one 3-letter word with a Q hook


def test_hooks_are_typed_in_front_a_dash_and_behind():
    assert hooks_typed("e-s") == ("E", "S")
    assert hooks_typed(" SE - TS ") == ("ES", "ST")
    assert hooks_typed("-") == ("", "")
    assert hooks_typed("ES") is None
    assert hooks_typed("E1-S") is None


def test_no_non_word_is_in_the_list_and_each_is_one_letter_from_a_word():
    lexicon = shipped()
    rng = random.Random(63)
    for length in (2, 3):
        words = lexicon.of_length(length)
        for word in words:
            changed = near_non_word(lexicon, word, rng)
            assert changed is not None and changed not in lexicon, (word, changed)
            assert sum(a != b for a, b in zip(word, changed, strict=True)) == 1
        questions = valid_questions(lexicon, length, seed=5)
        assert {w for w, valid in questions if valid} == set(words)
        assert all((word in lexicon) == valid for word, valid in questions)


def test_a_non_word_is_never_one_of_the_players_own_words(tmp_path):
    lexicon = shipped()
    own = lexicon.with_additions(Additions(tmp_path / "mots.txt", frozenset({"ZA", "ZO"})))
    questions = valid_questions(own, 2, seed=1)
    assert ("ZA", True) in questions
    assert all(word not in {"ZA", "ZO"} for word, valid in questions if not valid)


def test_the_short_words_holding_a_letter_are_the_lists():
    lexicon = shipped()
    assert words_holding(lexicon, 3, "Z") == sorted(w for w in lexicon.matching("???") if "Z" in w)
    assert words_holding(lexicon, 2, "ZZ") == []


# ----------------------------------------------------------------- whole sessions, golden

HOOKS = {
    "fr": ["aide", "mot", "E-S", "A", "donne", "-", "bilan", "quitte"],
    "en": ["help", "word", "E-S", "A", "give", "-", "cards", "quit"],
}
LENGTHENED = {"fr": ["VA", "FA", "ZA", "encore", "donne"], "en": ["VA", "FA", "ZA", "more", "give"]}
SHORT = {
    "fr": ["aide", "oui", "non", "peut-être", "mot", "non", "oui", "bilan", "quitte"],
    "en": ["help", "yes", "no", "maybe", "word", "no", "yes", "cards", "quit"],
}
LISTS = {"fr": ["ZOO", "ZOO", "encore", "donne"], "en": ["ZOO", "ZOO", "more", "give"]}


def played(drill: Drill, opening: list[str], steps: list[str]) -> str:
    printed: list[str] = []
    typed = iter(steps)

    def read(prompt: str) -> str | None:
        step = next(typed, None)
        if step is not None:
            printed.append(prompt + step)
        return step

    run_drill(drill, opening, read, Announcer(RecordingSpeaker(), printed.append))
    return "\n".join(printed) + "\n"


def box_at(path: Path, day: date) -> CardBox:
    return CardBox(path, shipped().record_name, lambda: day)


def hooks_transcript(language: str, path: Path) -> str:
    lexicon, tr = shipped(), translation(language)
    words = lexicon.of_length(2)
    random.Random(4).shuffle(words)
    drill = HookDrill(tr, lexicon, words[:4], 2, box_at(path, date(2026, 3, 1)))
    opening = describe_hooks_opening(tr, 4, 2, word_list_source(tr, lexicon))
    said = played(drill, opening, HOOKS[language])
    lengthened = LengthenedDrill(tr, lexicon, ["Q", "Z"], 2, box_at(path, date(2026, 3, 1)))
    return said + played(lengthened, [], LENGTHENED[language])


def short_words_transcript(language: str, path: Path) -> str:
    lexicon, tr = shipped(), translation(language)
    questions = valid_questions(lexicon, 3, seed=9)[:4]
    drill = ValidDrill(tr, lexicon, questions, 3, box_at(path, date(2026, 3, 1)))
    opening = describe_short_words_opening(tr, 4, 3, word_list_source(tr, lexicon))
    said = played(drill, opening, SHORT[language])
    lists = WordListDrill(tr, lexicon, ["Z"], 3, box_at(path, date(2026, 3, 1)))
    return said + played(lists, [], LISTS[language])


def review_transcript(language: str, path: Path) -> str:
    """The cards the two sessions before filed, reviewed the next day."""
    lexicon, tr = shipped(), translation(language)
    box = box_at(path, date(2026, 3, 2))
    drills = review_drills(tr, lexicon, box, spelled=False)
    opening = describe_review_opening(tr, due_count(drills), word_list_source(tr, lexicon))
    said = ""
    for drill, said_first in zip(drills, series_openings(tr, drills, opening), strict=True):
        said += played(drill, said_first, ["donne", "-", "non", "oui", "donne", "donne", "donne", "oui"])
    return said


def test_whole_sessions_of_hooks_short_words_and_review_in_lines_in_french(tmp_path):
    path = tmp_path / "fiches.sqlite"
    check_golden("rallonges-lignes.txt", hooks_transcript("fr", path))
    check_golden("mots-courts-lignes.txt", short_words_transcript("fr", path))
    check_golden("revision-lignes.txt", review_transcript("fr", path))


def test_whole_sessions_of_hooks_short_words_and_review_in_lines_in_english(tmp_path):
    path = tmp_path / "fiches.sqlite"
    check_golden("hooks-lines-en.txt", hooks_transcript("en", path))
    check_golden("short-words-lines-en.txt", short_words_transcript("en", path))
    check_golden("review-lines-en.txt", review_transcript("en", path))


def test_every_line_of_these_sessions_fits_a_braille_display(tmp_path):
    path = tmp_path / "fiches.sqlite"
    said = hooks_transcript("fr", path) + short_words_transcript("fr", path) + review_transcript("fr", path)
    for line in said.splitlines():
        assert len(line) <= 40, line


def test_the_review_asks_only_what_is_due_that_day(tmp_path):
    path = tmp_path / "fiches.sqlite"
    box = box_at(path, date(2026, 3, 1))
    box.answer("rallonges2", "VA", True)  # back in 3 days
    box.answer("rallonges2", "UT", False)  # back tomorrow
    box.answer("mots3", "ZEN", False)
    box.answer("intrus3", "ZUN", True)
    tr = translation("fr")
    assert review_drills(tr, shipped(), box_at(path, date(2026, 3, 1)), False) == []
    drills = review_drills(tr, shipped(), box_at(path, date(2026, 3, 2)), False)
    assert [d.questions for d in drills] == [["UT"], [("ZEN", True)]]
    drills = review_drills(tr, shipped(), box_at(path, date(2026, 3, 4)), False)
    assert [d.questions for d in drills] == [["UT", "VA"], [("ZEN", True), ("ZUN", False)]]


# ----------------------------------------------------------------- heard in twelve seconds


def test_every_message_of_the_drills_is_heard_in_twelve_seconds(tmp_path):
    """The longest answers: the help of each drill, and the words of the "7 + 1" draw with the
    most solutions among the 200 most probable given back whole, plain and spelled, timed as
    motamot's own voice says them (espeak-ng, tests/test_heard_in_twelve_seconds.py)."""
    from test_heard_in_twelve_seconds import assert_heard_in_twelve_seconds, said

    from motamot.commands.draws import DrawDrill
    from motamot.lexicon.draws import draws, solutions
    from motamot.rules.draws import ranked

    lexicon = shipped()
    richest = max(ranked(draws(lexicon, plus_one=True))[:200], key=lambda d: len(solutions(lexicon, d, True)))
    assert len(solutions(lexicon, richest, True)) > 20
    for language in ("fr", "en"):
        tr = translation(language)
        box = box_at(tmp_path / f"{language}.sqlite", date(2026, 3, 1))
        drills: list[Drill] = [
            DrawDrill(tr, lexicon, [richest], True, box),
            HookDrill(tr, lexicon, ["NU"], 2, box),
            ValidDrill(tr, lexicon, [("NU", True)], 2, box),
        ]
        messages = []
        for drill in drills:
            drill.begin([])
            messages += said(drill.typed_line("aide" if language == "fr" else "help"))
        messages += said(drills[0].typed_line("donne"))
        spelled = DrawDrill(tr, lexicon, [richest], True, box, spelled=True)
        messages += said(spelled.begin([]))  # the draw spelled, letter by letter
        messages += said(spelled.typed_line("donne"))  # each word spelled, a message each
        assert_heard_in_twelve_seconds(messages, language, tmp_path)


def test_every_drill_s_summary_says_what_was_asked_then_known_out_of_how_many():
    """Issue 63: the summaries were worded three ways ("1 liste sur 1", "1 des 2 listes",
    "Rallonges connues, 0 des 7147 mots"). One pattern for every drill: what was asked (one
    of it, or many), how many known out of how many, its thousands apart as motamot writes
    numbers, then the cards due; each line within a braille display's 40 cells."""
    from motamot.describe.drills import describe_deck
    from motamot.sessions.card_box import Deck

    units = ("tirages", "tirages+1", "mots", "rallonges")
    french = {unit: describe_deck(translation("fr"), Deck(1204, 1300, 3), 21547, unit, 2) for unit in units}
    assert french["tirages"] == [
        "Tirages de 2 lettres.",
        "Vous en connaissez 1 204 sur 21 547.",
        "3 à revoir aujourd'hui.",
    ]
    assert french["rallonges"][0] == "Rallonges des mots de 2 lettres."
    assert all(lines[1:] == french["tirages"][1:] for lines in french.values()), french
    one = describe_deck(translation("fr"), Deck(0, 0, 0), 1, "mots", 3)
    assert one == ["Mot de 3 lettres.", "Vous en connaissez 0 sur 1.", "0 à revoir aujourd'hui."]
    english = describe_deck(translation("en"), Deck(1204, 1300, 3), 21547, "tirages+1")
    assert english == ["7 plus 1 draws.", "You know 1,204 of 21,547.", "3 due today."]
    for language in ("fr", "en"):
        for unit in units:
            for total in (1, 123456):
                lines = describe_deck(translation(language), Deck(123456, 123456, 123456), total, unit, 8)
                assert all(len(line) <= 40 for line in lines), lines


def test_a_list_drill_s_summary_says_its_words_found_never_a_count_of_lists(tmp_path):
    """Issue 63's walkthrough: after ``mots-courts --longueur 3 --avec Z``, 3 words of 19 found
    and ``donne``, the summary said "Liste de mots de 3 lettres. Vous en connaissez 0 sur 1."
    (lists counted, Z forgotten); ``rallonges --avec Q`` said "1 sur 1". Each list asked is
    said with its letters and its words found out of how many, in a real motamot."""
    from conftest import run_motamot

    lines = ["--lignes", "--voix", "texte"]
    short = ["entrainement", "mots-courts", "--longueur", "3", "--avec", "Z", *lines, "--langue", "fr"]
    done = run_motamot(short, "ZOO\nZIG\nFEZ\ndonne\n", tmp_path)
    assert done.stdout.endswith(
        "Mots de 3 lettres avec Z.\nVous en avez trouvé 3 sur 19.\n0 à revoir aujourd'hui.\n"
    ), done.stdout + done.stderr
    hooks = ["training", "hooks", "--with", "QZ", *lines, "--langue", "en"]
    done = run_motamot(hooks, "FA\ncards\n", tmp_path)
    assert (
        "2-letter words Q lengthens.\nYou found 1 of 1.\n2-letter words Z lengthens.\nYou found 0 of 8.\n"
        in done.stdout
    ), done.stdout + done.stderr


def test_donne_in_the_hooks_drill_gives_the_hooks_without_a_verdict(tmp_path):
    """Issue 63's walkthrough: ``donne`` answered "Non." before the hooks, as if the player had
    answered wrong. The hooks come alone (the card counted as missed, as the docs say); a
    wrong answer still hears "Non.", in a real motamot."""
    from conftest import run_motamot

    lines = ["--lignes", "--voix", "texte", "--langue", "fr", "--graine", "1"]
    done = run_motamot(["entrainement", "rallonges", *lines], "donne\nE-S\n", tmp_path)
    said = done.stdout.splitlines()
    given = said.index(next(line for line in said if line.startswith("1, ")))
    assert said[given].startswith("1, Devant, "), said  # the prompt, then the hooks at once
    assert said[given + 2] == "Fiche à revoir demain.", said
    assert any(line.endswith(("Non.", "Juste.")) for line in said[given + 3 :]), said  # typed: a verdict


def test_an_empty_line_says_what_to_type_in_every_drill(tmp_path):
    """Issue 63's walkthrough: an empty line did nothing in the draws, hooks and short words (a
    blind player hears nothing), while topping said what to type. Each drill says it, in a
    real motamot in lines."""
    from conftest import run_motamot

    lines = ["--lignes", "--voix", "texte", "--langue", "fr"]
    for drill, said in (
        ("tirages", "1, Tapez un mot, ou encore, donne, aide."),
        ("rallonges", "1, Devant, tiret, derrière, ainsi E-S."),
        ("mots-courts", "1, Tapez oui ou non."),
    ):
        done = run_motamot(["entrainement", drill, *lines], "\n   \nquitte\n", tmp_path)
        assert done.stdout.splitlines().count(said) == 2, done.stdout + done.stderr
