"""Issue 33, point 10: French as it is written and English as it is written, in every sentence
that names a player, counts something or holds a decimal."""

from __future__ import annotations

from collections import Counter

import pytest

from motamot.describe.board import describe_unseen
from motamot.describe.commands import describe_accepted
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.words import decimal, of_name, vowels_and_consonants
from motamot.i18n import translation
from motamot.rules.refusals import Reason, Refusal

FR, EN = translation("fr"), translation("en")


@pytest.mark.parametrize(
    ("name", "said"), [("Anne", "d'Anne"), ("Émile", "d'Émile"), ("Yves", "d'Yves"), ("Bruno", "de Bruno")]
)
def test_a_name_after_de_is_elided_before_a_vowel(name, said):
    assert of_name(FR, name) == said and of_name(EN, name) == name


def test_sentences_naming_a_player_elide_in_french_and_keep_the_name_in_english():
    assert describe_accepted(FR, "Anne") == "Le coup d'Anne est accepté."
    assert describe_accepted(FR, "Bruno") == "Le coup de Bruno est accepté."
    assert describe_accepted(EN, "Anne") == "Anne's move is accepted."
    fields = {"name": "Émile", "number": 3, "kind": "PL", "rating": 1500}
    assert message(FR, Message.REGISTERED, **fields).startswith("Inscription d'Émile, numéro 3")
    assert message(EN, Message.REGISTERED, **fields).startswith("Émile registered")


def test_counts_take_their_plural():
    assert vowels_and_consonants(FR, 1, 2) == "1 voyelle et 2 consonnes"
    assert vowels_and_consonants(EN, 2, 1) == "2 vowels and 1 consonant"
    said = describe_unseen(FR, Counter({"A": 1, "B": 1, "C": 1}), 0)
    assert said == "Non vues, 1 A, 1 B, 1 C. 1 voyelle et 2 consonnes, 0 dans le sac."


def test_nothing_unseen_is_said_in_words():
    assert describe_unseen(FR, Counter(), 0).startswith("Non vues, aucune. 0 voyelle")


def test_a_formula_for_exactly_two_players_says_so():
    refusal = Refusal(Reason.PLAYER_COUNT, {"count": 3, "minimum": 2, "maximum": 2})
    assert describe_refusal(FR, refusal) == "3 joueurs, cette formule se joue à 2 joueurs."


def test_decimals_are_written_with_a_comma_in_french():
    assert decimal(FR, 195.66, ".1f") == "195,7" and decimal(EN, 195.66, ".1f") == "195.7"


def test_no_colon_or_semicolon_in_the_rack_refusal():
    refusal = Refusal(Reason.UNFIT_RACK, {"rack": "AEIOUYE", "vowels": 2, "consonants": 2})
    said = describe_refusal(FR, refusal)
    assert ":" not in said and ";" not in said
    assert "il faut au moins 2 voyelles et 2 consonnes" in said


def test_no_double_space_and_no_space_before_a_comma_in_anything_heard():
    """Issue 33, point 10: every whole game heard (the golden transcripts, both languages,
    both interfaces, every kind of table) and every sentence of the catalogs is free of
    double spaces and of a space before a comma or a full stop."""
    import re
    from pathlib import Path

    from babel.messages.pofile import read_po

    root = Path(__file__).parent
    texts = {path.name: path.read_text(encoding="utf-8") for path in (root / "golden").glob("*.txt")}
    for language in ("fr", "en"):
        po = root.parent / "locales" / language / "LC_MESSAGES" / "motamot.po"
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=language)
        texts[po.name + language] = "\n".join(str(m.string) for m in catalog if m.id)
    for name, text in texts.items():
        for line in text.splitlines():
            said = line.strip()
            assert not re.search(r"\S  +\S", said), f"{name}: {said!r}"
            assert not re.search(r"\S +[,.](\s|$)", said), f"{name}: {said!r}"


def test_no_colon_semicolon_or_bar_between_words_in_either_catalogue():
    """Issue 61, point 10: written for the ear. A screen reader says a colon or a bar between
    words ("Ce n'est pas le top : …") or drops it where a pause was meant: every sentence of
    both catalogues joins its parts with commas and full stops instead, and no dash stands
    alone between words (the tournament's pairings read "Anne contre Bruno", the first named
    starting, said once a round to keep each table on a braille line)."""
    import re
    from pathlib import Path

    from babel.messages.pofile import read_po

    root = Path(__file__).parent.parent
    found = []
    for language in ("fr", "en"):
        po = root / "locales" / language / "LC_MESSAGES" / "motamot.po"
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=language)
        for entry in catalog:
            if not entry.id:
                continue
            said = entry.id if language == "fr" else entry.string
            for text in said if isinstance(said, tuple) else (said,):
                bare = re.sub(r"\{[^}]*\}", "X", text)  # a placeholder's own syntax aside
                if re.search(r"[;|]|:\s|(^|\s)[-–—](\s|$)", bare):
                    found.append(f"{language}: {text}")
    assert not found, found


def test_counts_over_999_are_grouped_as_each_language_writes_them():
    """Issue 61, point 10: "407001 mots" read as a string of digits; French sets the thousands
    apart with a space (a plain one: espeak-ng reads "407 001" as one number, but two with a
    no-break space), English with a comma."""
    from motamot.describe.lexicon import describe_lexicon
    from motamot.describe.words import grouped
    from motamot.lexicon.lexicon import shipped

    assert grouped(FR, 407001) == "407 001" and grouped(EN, 407001) == "407,001" and grouped(FR, 999) == "999"
    said = message(FR, Message.WORD_LIST_COMPILING, count=407001)
    assert said.startswith("Première lecture de cette liste, 407 001 mots.")
    size = shipped().size
    assert f", {grouped(FR, size)} mots." in describe_lexicon(FR, shipped()) and size > 999
    assert f", {grouped(EN, size)} words." in describe_lexicon(EN, shipped())


def test_duplicate_totals_and_points_over_999_are_grouped():
    """A whole duplicate game's top passes a thousand: "Total 1 012, top 1 100"."""
    from motamot.describe.duplicate import describe_gap
    from motamot.describe.words import points

    assert describe_gap(FR, 1012, 1100).startswith("Total 1 012, top 1 100, négatif moins 88, ")
    assert describe_gap(EN, 1012, 1100).startswith("Total 1,012, top 1,100, ")
    assert points(FR, 1250) == "1 250 points" and points(EN, -1250) == "-1,250 points"
