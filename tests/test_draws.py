"""Draws to solve and the card box (issue 63, points 2, 5 and 6): the probability order of the
French bag against counts made by hand, every draw's solutions equal to the list's anagrams,
the box's schedule on known days, its file surviving a real motamot killed (SIGKILL) in the
middle of its writes, the player's own list, and whole sessions in lines in French and in
English against golden transcripts (tests/golden/)."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import time as wall
from datetime import date, timedelta
from pathlib import Path

from test_golden import check_golden

from conftest import motamot_environment
from motamot.commands.draws import DrawDrill
from motamot.i18n import translation
from motamot.lexicon.draws import draws, solutions
from motamot.lexicon.lexicon import load_word_list, shipped
from motamot.lexicon.search import fits_rack
from motamot.lines.drill import run_drill
from motamot.rules.draws import DrawChoice, alphagram, combinations, ranked
from motamot.rules.leitner import INTERVALS, Card, answered
from motamot.sessions.card_box import CardBox
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker

# ----------------------------------------------------------------- probability, by hand

# Counted by hand from the French bag (A 9, E 15, K 1, Z 1, jokers 2): AE is 9 x 15 ways;
# EE is C(15, 2) = 105; KZ is 1 x 1; AAE is C(9, 2) x 15 = 36 x 15 = 540.
# With jokers, K Z: K then Z as tiles (1), the joker for K (2 x 1), for Z (1 x 2), for both
# (C(2, 2) = 1): 1 + 2 + 2 + 1 = 6. E alone with jokers: 15 + 2 = 17.
HAND_COUNTS = {"AE": 135, "EE": 105, "KZ": 1, "AAE": 540}


def test_the_ways_to_draw_small_draws_are_those_counted_by_hand():
    assert {draw: combinations(draw) for draw in HAND_COUNTS} == HAND_COUNTS
    assert combinations("KZ", jokers=True) == 6
    assert combinations("E", jokers=True) == 17
    assert combinations("K?") == 2  # a joker drawn as a tile: one of two


def test_draws_are_ranked_most_probable_first_ties_in_alphabetical_order():
    assert ranked(["KZ", "AE", "EE", "EA"]) == ["AE", "EA", "EE", "KZ"]
    assert ranked(["AE", "EE"]) == ["AE", "EE"]  # 135 ways before 105


def test_jokers_change_the_order_as_zyzzyva_counts_them():
    # EZ: 15 x 1 = 15 without jokers; KZ: 1. With jokers, EZ 15 + 15 x 2 + 2 x 1 + 1 = 48.
    assert combinations("EZ", jokers=True) == 48
    assert ranked(["KZ", "EZ"], jokers=True) == ["EZ", "KZ"]


def test_a_choice_keeps_the_ranks_and_the_letters_asked():
    ranking = ["AEEINRS", "AEEINRT", "AEIKNRS", "BCDFGHY"]
    assert DrawChoice(1, 2).chosen(ranking) == ["AEEINRS", "AEEINRT"]
    assert DrawChoice(holding="K").chosen(ranking) == ["AEIKNRS"]
    assert DrawChoice(without="S").chosen(ranking) == ["AEEINRT", "BCDFGHY"]
    assert DrawChoice(holding="EE", first=2).chosen(ranking) == ["AEEINRT"]
    assert DrawChoice(no_vowel=True).chosen(ranking) == []  # Y is a vowel


# ----------------------------------------------------------------- solutions = anagrams


def test_every_draw_of_a_sample_has_the_lists_anagrams_as_solutions():
    lexicon = shipped()
    sevens = lexicon.matching("?" * 7)
    by_draw: dict[str, set[str]] = {}
    for word in sevens:
        by_draw.setdefault(alphagram(word), set()).add(word)
    assert draws(lexicon) == frozenset(by_draw)
    for draw in ranked(by_draw)[:300]:
        assert set(solutions(lexicon, draw)) == by_draw[draw], draw


def test_a_seven_plus_one_draw_is_solved_by_every_eight_letter_word_holding_it():
    lexicon = shipped()
    eights = lexicon.matching("?" * 8)
    for draw in ranked(draws(lexicon, plus_one=True))[:40]:
        expected = {word for word in eights if fits_rack(draw, word)}
        assert set(solutions(lexicon, draw, plus_one=True)) == expected, draw
        assert expected


# ----------------------------------------------------------------- the card box


def test_a_card_climbs_box_by_box_and_a_miss_sends_it_back_to_the_first():
    day = date(2026, 3, 1)
    card = answered(None, True, day)
    assert card == Card(2, day + timedelta(days=3))
    card = answered(card, True, card.due)
    assert card == Card(3, date(2026, 3, 4) + timedelta(days=7))
    assert answered(card, False, date(2026, 3, 20)) == Card(1, date(2026, 3, 21))
    top = Card(len(INTERVALS), day)
    assert answered(top, True, day).due == day + timedelta(days=365)


def test_the_box_file_keeps_each_answer_and_says_what_is_due_on_a_given_day(tmp_path):
    today = [date(2026, 3, 1)]
    box = CardBox(tmp_path / "fiches.sqlite", "motamot", lambda: today[0])
    box.answer("tirages", "AEEINRS", True)
    box.answer("tirages", "AEEINST", False)
    box.close()
    box = CardBox(tmp_path / "fiches.sqlite", "motamot", lambda: today[0])
    assert box.due("tirages") == []
    today[0] = date(2026, 3, 2)
    assert box.due("tirages") == ["AEEINST"]
    today[0] = date(2026, 3, 4)
    assert box.due("tirages") == ["AEEINST", "AEEINRS"]
    deck = box.deck("tirages")
    assert (deck.known, deck.asked, deck.due) == (1, 2, 2)
    assert box.due("tirages+1") == []
    other = CardBox(tmp_path / "fiches.sqlite", "ma-liste.txt", lambda: today[0])
    assert other.due("tirages") == []  # another word list has cards of its own


WRITER = """
import sys
from datetime import date
from motamot.sessions.card_box import CardBox
box = CardBox(__import__("pathlib").Path(sys.argv[1]), "motamot", lambda: date(2026, 3, 1))
number = 0
while True:
    box.answer("tirages", f"Q{number:07d}", number % 3 != 0)
    print(number, flush=True)
    number += 1
"""


def test_the_box_survives_a_kill_in_the_middle_of_its_writes(tmp_path):
    """A real process writing answer after answer, killed (SIGKILL) while it writes: every
    answer it said it had written is in the file, which opens whole."""
    path = tmp_path / "fiches.sqlite"
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True, bufsize=1
    )
    assert writer.stdout is not None
    said = []
    deadline = wall.monotonic() + 60
    while len(said) < 300 and wall.monotonic() < deadline:
        said.append(int(writer.stdout.readline()))
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=30)
    assert len(said) == 300
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    box = CardBox(path, "motamot", lambda: date(2026, 3, 2))
    written = box.deck("tirages")
    assert written.asked >= said[-1] + 1  # each answer said written is there
    assert box.card("tirages", f"Q{said[-1]:07d}") is not None


# ----------------------------------------------------------------- whole sessions, golden

SESSION = {
    "fr": [
        "aide",
        "encore",
        "AERIENS",
        "aériens",
        "ARBRE",
        "12",
        "donne",
        "tirage",
        "SEXE",
        "bilan",
        "quitte",
    ],
    "en": ["help", "more", "AERIENS", "aériens", "ARBRE", "12", "give", "draw", "SEXE", "cards", "quit"],
}


def session_transcript(language: str, box_path: Path, lexicon=None, plus_one: bool = False) -> str:
    lexicon = lexicon or shipped()
    tr = translation(language)
    printed: list[str] = []
    steps = iter(SESSION[language])

    def read(prompt: str) -> str | None:
        step = next(steps, None)
        if step is not None:
            printed.append(prompt + step)
        return step

    box = CardBox(box_path, lexicon.record_name, lambda: date(2026, 3, 1))
    questions = ranked(draws(lexicon, plus_one))[:3]
    drill = DrawDrill(tr, lexicon, questions, plus_one, box)
    from motamot.describe.drills import describe_draws_opening
    from motamot.describe.lexicon import word_list_source

    opening = describe_draws_opening(tr, plus_one, len(questions), word_list_source(tr, lexicon))
    run_drill(drill, opening, read, Announcer(RecordingSpeaker(), printed.append))
    box.close()
    return "\n".join(printed) + "\n"


def test_a_whole_session_of_draws_in_lines_in_french(tmp_path):
    check_golden("tirages-lignes.txt", session_transcript("fr", tmp_path / "fiches.sqlite"))


def test_a_whole_session_of_draws_in_lines_in_english(tmp_path):
    check_golden("draws-lines-en.txt", session_transcript("en", tmp_path / "fiches.sqlite"))


def test_every_line_of_a_session_fits_a_braille_display(tmp_path):
    for line in session_transcript("fr", tmp_path / "fiches.sqlite").splitlines():
        assert len(line) <= 40, line


def test_the_players_own_list_gives_the_draws_and_says_whose_list_it_is(tmp_path):
    words = tmp_path / "ma-liste.txt"
    words.write_text("ARBRES\nRABOTES\nSORBATE\nBOTTERAS\nABORTES\n", encoding="utf-8")
    lexicon = load_word_list(words, tmp_path / "cache")
    assert draws(lexicon) == frozenset({"ABEORST"})
    assert set(solutions(lexicon, "ABEORST")) == {"RABOTES", "SORBATE", "ABORTES"}
    assert solutions(lexicon, "ABEORST", plus_one=True) == ["BOTTERAS"]
    said = session_transcript("fr", tmp_path / "fiches.sqlite", lexicon)
    assert "1 tirage de 7 lettres.\nListe du joueur." in said
    assert "Tirage de 7 lettres.\nVous en connaissez 0 sur 1." in said  # one draw: singular
    box = CardBox(tmp_path / "fiches.sqlite", "ma-liste.txt", lambda: date(2026, 3, 2))
    assert box.due("tirages") == ["ABEORST"]  # the card kept under the player's list


def test_motamot_entrainement_tirages_in_a_real_process(tmp_path):
    """``motamot entrainement tirages`` started from a shell: the first draw found whole, the
    card written in the player's data folder."""
    args = ["entrainement", "tirages", "--lignes", "--voix", "texte", "--langue", "fr", "--rangs", "2-2"]
    done = subprocess.run(
        [sys.executable, "-m", "motamot.cli.main", *args],
        input="AERIENT\nquitte\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=motamot_environment(tmp_path),
    )
    assert "Tirage 1, A, E, E, I, N, R, T." in done.stdout, done.stdout + done.stderr
    found = list(tmp_path.rglob("fiches.sqlite"))
    assert found, done.stdout


def test_a_card_the_box_cannot_write_is_said_not_written_and_the_drill_goes_on(tmp_path):
    """The box's file damaged under a drill (another program wrote over it): the verdict is
    said, then that the card was not written, never that it will come back."""
    path = tmp_path / "fiches.sqlite"
    box = CardBox(path, "motamot", lambda: date(2026, 3, 1))
    drill = DrawDrill(translation("fr"), shipped(), ["AEEINRS", "AEEINRT"], False, box)
    drill.begin([])
    box.connection.execute("DROP TABLE cards")  # the file no longer holds the cards
    said = drill.typed_line("donne").sentences
    assert not any("Fiche à revoir" in sentence for sentence in said), said
    assert any("fiches.sqlite" in sentence for sentence in said), said
    assert drill.number == 2 and drill.outcome is None
    box.close()


def test_a_damaged_box_is_said_and_changes_nothing(tmp_path):
    data = tmp_path / "motamot"
    data.mkdir()
    (data / "fiches.sqlite").write_bytes(b"not a database, " * 64)
    done = subprocess.run(
        [sys.executable, "-m", "motamot.cli.main", "entrainement", "tirages", "--lignes", "--voix", "texte"]
        + ["--langue", "fr"],
        input="quitte\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=motamot_environment(tmp_path),
    )
    assert done.returncode == 2
    assert "fiches.sqlite, impossible de lire le fichier, le fichier est abîmé" in done.stderr + done.stdout
    assert (data / "fiches.sqlite").read_bytes() == b"not a database, " * 64


def test_with_spelling_on_the_draw_and_each_word_given_are_spelled_a_message_each(tmp_path):
    box = CardBox(tmp_path / "fiches.sqlite", "motamot", lambda: date(2026, 3, 1))
    drill = DrawDrill(translation("fr"), shipped(), ["AEINRST"], False, box, spelled=True)
    opening = drill.begin([]).sentences
    assert opening[0].startswith("Tirage 1, A comme Algérie, E comme Égypte, I comme Italie")
    given = drill.typed_line("donne")
    words = solutions(shipped(), "AEINRST")
    spelled = [m.sentences for m in given.messages() if " comme " in m.sentences[0]]
    assert [s[0].split(",")[0] for s in spelled] == words  # one message a word
    assert spelled[0][0].startswith(f"{words[0]}, {words[0][0]} comme ")
    box.close()


def test_a_word_of_the_draw_s_letters_not_in_the_list_is_told_apart_from_other_letters(tmp_path):
    """Found by a player trying the drill: TENDELI (the draw's seven letters) and TENDRE (not
    them) were refused alike; the first is the list's refusal, the second the draw's. In a
    7 + 1, the eighth letter counts, and a joker stands for any letter."""
    box = CardBox(tmp_path / "fiches.sqlite", "motamot", lambda: date(2026, 3, 1))
    tr = translation("fr")
    drill = DrawDrill(tr, shipped(), ["DEEILNT"], False, box)
    drill.begin([])
    assert drill.typed_line("tendeli").sentences == [
        "TENDELI va avec ce tirage, mais n'est pas dans la liste."
    ]
    assert drill.typed_line("tendre").sentences == ["TENDRE ne va pas avec ce tirage."]
    plus_one = DrawDrill(tr, shipped(), ["AEELMRT"], True, box)
    plus_one.begin([])
    assert plus_one.typed_line("martele").sentences == ["MARTELE ne va pas avec ce tirage."]  # seven
    assert plus_one.typed_line("zmartele").sentences == [
        "ZMARTELE va avec ce tirage, mais n'est pas dans la liste."
    ]
    joker = DrawDrill(tr, shipped(), ["AEELMR?"], False, box)
    joker.begin([])
    assert joker.typed_line("zmarele").sentences == [
        "ZMARELE va avec ce tirage, mais n'est pas dans la liste."
    ]
    box.close()


def test_in_lines_under_a_screen_reader_each_message_of_donne_is_printed_apart(tmp_path, monkeypatch):
    """Issue 63: in lines Orca reads what is printed at once as one utterance, and ``donne``
    (the words given back, the card, then the next draw) was one of 17 s. Under a screen
    reader each message of the answer is printed a moment after the one before (the pause
    marked here instead of waited): each block printed at once is heard in twelve seconds or
    less, as motamot's own voice says it (tests/test_heard_in_twelve_seconds.py)."""
    from test_heard_in_twelve_seconds import assert_heard_in_twelve_seconds

    import motamot.lines.drill as lines_drill
    from motamot.speech.detect import MESSAGE_GAP

    pause = "(pause)"
    printed: list[str] = []
    monkeypatch.setattr(lines_drill.time, "sleep", lambda seconds: printed.append(pause))
    lexicon = shipped()
    richest = max(ranked(draws(lexicon, False))[:200], key=lambda d: len(solutions(lexicon, d, False)))
    box = CardBox(tmp_path / "fiches.sqlite", lexicon.record_name, lambda: date(2026, 3, 1))
    drill = DrawDrill(translation("fr"), lexicon, [richest, "AEEINRT"], False, box)
    typed = iter(["donne"])
    run_drill(
        drill,
        [],
        lambda prompt: next(typed, None),
        Announcer(RecordingSpeaker(), printed.append),
        MESSAGE_GAP,
    )
    box.close()
    blocks = "\n".join(printed).split(pause)
    given = next(b for b in blocks if "Il restait" in b)
    assert "Tirage 2" not in given and any("Tirage 2" in b for b in blocks), blocks
    assert_heard_in_twelve_seconds([" ".join(b.split()) for b in blocks if b.strip()], "fr", tmp_path)


def test_draws_without_a_vowel_say_why_there_are_none_of_7_letters(tmp_path):
    """Issue 63: ``--sans-voyelle`` alone found nothing and said "0 tirage" and the end. No
    word of 7 letters on the list has no vowel (Y counts as one), checked here on the shipped
    list, while some "7 + 1" draws have none: motamot says so and what to add, and ends with
    a usage error; with ``--plus-un`` the draws without a vowel are asked."""
    from conftest import run_motamot
    from motamot.rules.tiles import VOWELS

    lexicon = shipped()
    assert not [d for d in draws(lexicon, False) if not VOWELS & set(d)]
    assert [d for d in draws(lexicon, True) if not VOWELS & set(d)]
    alone = run_motamot(
        ["--lignes", "--langue", "fr", "entrainement", "tirages", "--sans-voyelle"], "", tmp_path
    )
    assert alone.returncode == 2, alone
    assert alone.stderr.splitlines() == [
        "Aucun mot de 7 lettres sans voyelle.",
        "Y compte comme voyelle.",
        "Il y en a en 7 plus 1.",
        "Ajoutez l'option plus-un.",
    ], alone
    assert "Plus de question" not in alone.stdout
    plus_one = ["--lignes", "--langue", "fr", "entrainement", "tirages", "--sans-voyelle", "--plus-un"]
    found = run_motamot(plus_one, "quitte\n", tmp_path)
    assert found.returncode == 0 and "Tirage 1, " in found.stdout and ", plus une." in found.stdout, found
    none = run_motamot(
        ["--langue", "en", "training", "draws", "--with", "QZ", "--without", "E"], "", tmp_path
    )
    assert none.returncode == 2 and none.stderr.splitlines() == [
        "No draw fits this choice.",
        "Change the options with, without or ranks.",
    ], none


def test_a_draw_the_french_bag_cannot_give_is_left_out_unless_jokers(tmp_path):
    """Issue 63's walkthrough: ``--avec K`` asked A, A, H, K, K, S, T and ``--avec ZZ --plus-un``
    E, E, I, I, U, Z, Z, while the bag holds one K and one Z: their probability is zero. They
    are left out, and asked with ``--jokers`` (a joker stands for the second K). Asking for
    more of a letter than the bag holds says so and what to add."""
    import re

    from conftest import run_motamot
    from motamot.rules.tiles import TILE_COUNTS

    assert ranked(["AAHKKST", "AE"]) == ["AE"]
    assert sorted(ranked(["AAHKKST", "AE"], jokers=True)) == ["AAHKKST", "AE"]
    lexicon = shipped()
    for plus_one in (False, True):
        for draw in ranked(draws(lexicon, plus_one)):
            assert all(draw.count(letter) <= count for letter, count in TILE_COUNTS.items()), draw
    lines = ["--lignes", "--voix", "texte", "--langue", "fr"]
    for asked in (["--avec", "K", "--graine", "1"], ["--avec", "Z", "--plus-un", "--rangs", "1-5000"]):
        done = run_motamot(["entrainement", "tirages", *lines, *asked], "donne\n" * 40 + "quitte\n", tmp_path)
        said = [line.split(", ", 1)[1] for line in done.stdout.splitlines() if line.startswith("Tirage ")]
        assert len(said) > 30, done.stdout + done.stderr
        tiles = [re.findall(r"\b[A-Z]\b", draw) for draw in said]
        assert not [draw for draw in tiles if draw.count("K") > 1 or draw.count("Z") > 1], said
    beyond = run_motamot(["entrainement", "tirages", *lines, "--avec", "KK"], "", tmp_path)
    assert beyond.returncode == 2
    assert beyond.stderr.splitlines() == ["Le sac n'a qu'un K.", "Ajoutez l'option jokers."], beyond
    english = run_motamot(["--langue", "en", "training", "draws", "--with", "ZZ", "--plus-one"], "", tmp_path)
    assert english.stderr.splitlines() == ["The bag holds one Z only.", "Add the option jokers."], english
    jokers = run_motamot(
        ["entrainement", "tirages", *lines, "--avec", "KK", "--jokers"], "quitte\n", tmp_path
    )
    assert jokers.returncode == 0 and "K, K, " in jokers.stdout, jokers.stdout + jokers.stderr
