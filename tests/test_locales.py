"""Every message is translated, its placeholders match, and the shipped
catalogs are compiled from the current sources."""

import re
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

from motamot.describe.events import describe_event
from motamot.describe.files import describe_record_error
from motamot.describe.refusals import describe_refusal
from motamot.files import FileProblem, RecordError, SystemReason
from motamot.i18n import language_from_environment, locale_dir, translation
from motamot.lexicon.eliot import EliotFault
from motamot.rules.events import TurnStarted
from motamot.rules.names import NameProblem
from motamot.rules.refusals import Reason, Refusal
from motamot.tournament.store import RoundFault

ROOT = Path(__file__).resolve().parents[1]
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def catalog(language: str):
    with (ROOT / "locales" / language / "LC_MESSAGES" / "motamot.po").open("rb") as handle:
        return read_po(handle, locale=language)


def test_catalogs_are_up_to_date_with_the_code():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_locales.py"), "--check"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_message_has_an_english_translation_with_the_same_placeholders():
    messages = [m for m in catalog("en") if m.id]
    assert len(messages) > 100
    for message in messages:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(strings), f"untranslated: {ids[0]!r}"
        expected = set(PLACEHOLDER.findall(ids[0]))
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) == expected, ids[0]


def test_french_catalog_uses_the_french_plural_rule():
    assert catalog("fr").plural_expr.replace(" ", "") in ("(n>1)", "n>1")
    fr = translation("fr")
    assert fr.ngettext("{count} point", "{count} points", 0) == "{count} point"
    assert fr.ngettext("{count} point", "{count} points", 2) == "{count} points"


def test_compiled_catalogs_are_shipped_and_speak_both_languages():
    assert (locale_dir() / "en" / "LC_MESSAGES" / "motamot.mo").is_file()
    names = ["Zoé"]
    assert describe_event(translation("fr"), TurnStarted(0), names) == "À Zoé de jouer."
    assert describe_event(translation("en"), TurnStarted(0), names) == "Zoé's turn."


def test_every_refusal_reason_has_a_sentence_in_both_languages():
    details = {
        "text": "Z9",
        "character": "-",
        "position": 2,
        "word": "MOT",
        "square": "H8",
        "place": "7G",
        "board_letter": "A",
        "word_letter": "b",
        "letter": "T",
        "needed": 2,
        "have": 1,
        "blanks": 1,
        "count": 9,
        "words": ("XX",),
        "in_bag": 3,
        "minimum": 7,
        "player": "Zoé",
        "maximum": 4,
        "seconds": 60,
        "held": 3,
        "given": 2,
        "left": 1,
        "players": ("Zoé", "Yann"),
        "name": "Zoé\u200b",
        "problem": NameProblem.INVISIBLE,
        "points": 500,
        "tiles": 9,
        "limit": 7,
        "number": 3,
        "last": 2,
        "later": 4,
        "refusal": Refusal(Reason.GAME_OVER),
        "rack": "AEIOUYE",
        "vowels": 2,
        "consonants": 2,
        "letters": "AI",
        "expected": 7,
        "score": 30,
        "top": 28,
    }
    for language in ("fr", "en"):
        tr = translation(language)
        sentences = {describe_refusal(tr, Refusal(reason, details)) for reason in Reason}
        assert len(sentences) == len(Reason)
        assert not any("{" in s for s in sentences)


def test_every_file_problem_has_a_sentence_in_both_languages():
    details = {
        "reason": SystemReason.FULL,
        "code": 28,
        "refusal": Refusal(Reason.GAME_OVER),
        "round": 2,
        "fault": RoundFault.NOT_PAIRED,
        "limit": 1,
        "message": "m",
        "expected": "e",
        "version": 9,
        "field": "f",
        "index": 1,
        "text": "t",
        "nick": "n",
        "table": "players",
        "name": "sneaky",
        "written": "w",
        "kept": "k",
        "move": "H4 MOT",
        "score": 12,
        "number": 2,
        "kind": "arbitrage",
    }
    for language in ("fr", "en"):
        tr = translation(language)
        sentences = {
            describe_record_error(
                tr, RecordError(problem, 3, **{**details, **OWN_DETAILS.get(problem, {})}), "f.txt"
            )
            for problem in FileProblem
        }
        assert len(sentences) == len(FileProblem)
        assert all("f.txt, " in s and "{" not in s for s in sentences)


def test_every_round_fault_of_a_tournament_file_has_a_sentence_in_both_languages():
    details = {"round": 5, "table": 2, "name": "Anne", "rounds": 4}
    for language in ("fr", "en"):
        tr = translation(language)
        sentences = {
            describe_record_error(tr, RecordError(FileProblem.BAD_ROUND, fault=fault, **details), "t.tournoi")
            for fault in RoundFault
        }
        assert len(sentences) == len(RoundFault) and not any("{" in s for s in sentences)


OWN_DETAILS: dict[FileProblem, dict[str, object]] = {
    FileProblem.BAD_ELIOT_DICTIONARY: {"fault": EliotFault.LOOP, "edge": 7},
}
ELIOT_DETAILS = {"version": 3, "algorithm": 9, "count": 2, "part": "letters", "edge": 7, "letter": "Ω"}
ELIOT_DETAILS.update({"limit": 8_000_000, "found": 4, "expected": 5})


def test_every_eliot_dictionary_fault_has_a_sentence_in_both_languages():
    for language in ("fr", "en"):
        tr = translation(language)
        sentences = {
            describe_record_error(
                tr, RecordError(FileProblem.BAD_ELIOT_DICTIONARY, fault=fault, **ELIOT_DETAILS), "ods.dawg"
            )
            for fault in EliotFault
        }
        assert len(sentences) == len(EliotFault)
        assert all(s.startswith("ods.dawg, ") and "{" not in s for s in sentences)


def test_every_tournament_refusal_has_a_sentence_in_both_languages():
    from motamot.describe.tournament import describe_tournament_error
    from motamot.tournament.tournament import Problem, TournamentError

    details = {
        "limit": 60,
        "name": "Anne",
        "rating": -5,
        "candidates": ["Anne A", "Anne B"],
        "round": 2,
        "tables": [1, 3],
        "rounds": 4,
        "present": 1,
        "table": 3,
        "score": 9999,
        "other": "Bruno",
        "opponent": "Chloé",
        "paired": 1,
        "character": "\t",
        "game": 3,
        "next": 2,
        "size": 4,
    }
    for language in ("fr", "en"):
        tr = translation(language)
        sentences = {
            describe_tournament_error(tr, TournamentError(problem, **details), "club.tournoi")
            for problem in Problem
        }
        assert len(sentences) == len(Problem)
        assert not any("{" in s for s in sentences)


def test_language_from_environment():
    assert language_from_environment({"LANG": "en_GB.UTF-8"}) == "en"
    assert language_from_environment({"LANGUAGE": "fr:en", "LANG": "en_US"}) == "fr"
    assert language_from_environment({}) == "fr"


def test_no_english_translation_is_left_fuzzy():
    """A fuzzy entry (left by a change of the French text) is not compiled: English players
    would hear French."""
    assert [m.id for m in catalog("en") if m.id and m.fuzzy] == []
