"""A training drill on the full screen (issue 63, point 7): the real prompt_toolkit application
fed through a pipe, every message the recording speaker was given compared with a golden
transcript in French and in English (tests/golden/), under a screen reader's layout too, and
without colour when NO_COLOR asks."""

from __future__ import annotations

import asyncio
import io
import re
from datetime import date
from pathlib import Path

from helpers import typed
from prompt_toolkit.application.current import set_app
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from prompt_toolkit.output.vt100 import Vt100_Output
from test_golden import check_golden

from motamot.commands.draws import DrawDrill
from motamot.describe.drills import describe_draws_opening
from motamot.describe.lexicon import word_list_source
from motamot.i18n import translation
from motamot.lexicon.draws import draws
from motamot.lexicon.lexicon import shipped
from motamot.lines.drill import run_drill
from motamot.rules.draws import ranked
from motamot.sessions.card_box import CardBox
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker
from motamot.ui.drill_screen import DrillScreen, build_drill_app
from motamot.ui.message_area import FIGURE_SPACE, PUNCTUATION_SPACE

# Typed as a player would: help, how many are left, a word found, the same word again with
# its accent, a word not in the draw, F2 (the last message again), F3 and F4 (the history),
# the rest given, the draw asked again, the summary, then Escape leaves with the summary.
SCRIPT = {
    "fr": [
        "aide[Entrée]",
        "encore[Entrée]",
        "AERIENS[Entrée]",
        "aériens[Entrée]",
        "ARBRE[Entrée]",
        "[F2]",
        "[F3]",
        "[F4]",
        "donne[Entrée]",
        "tirage[Entrée]",
        "bilan[Entrée]",
        "[Échap]",
    ],
    "en": [
        "help[Entrée]",
        "more[Entrée]",
        "AERIENS[Entrée]",
        "aériens[Entrée]",
        "ARBRE[Entrée]",
        "[F2]",
        "[F3]",
        "[F4]",
        "give[Entrée]",
        "draw[Entrée]",
        "cards[Entrée]",
        "[Échap]",
    ],
}


def drill_screen(language: str, box_path: Path, reader: bool = False) -> tuple[DrillScreen, RecordingSpeaker]:
    lexicon, tr = shipped(), translation(language)
    box = CardBox(box_path, lexicon.record_name, lambda: date(2026, 3, 1))
    drill = DrawDrill(tr, lexicon, ranked(draws(lexicon, False))[:3], False, box)
    speaker = RecordingSpeaker()
    screen = DrillScreen(drill, tr, Announcer(speaker, lambda text: None), reader=reader)
    opening = describe_draws_opening(tr, False, 3, word_list_source(tr, lexicon))
    screen.start(opening)
    return screen, speaker


def played(screen: DrillScreen, speaker: RecordingSpeaker, script: list[str], output=None) -> tuple[str, str]:
    """The real application run over ``script``, one step at a time: each step sent through the
    pipe once the one before was answered (its keys counted). What was heard after each step,
    and what the application ended with."""
    lines = ["> (le tirage commence)", *(f"  {text}" for text in speaker.texts)]
    heard = len(speaker.texts)

    with create_pipe_input() as pipe:
        app = build_drill_app(screen, input=pipe, output=output or DummyOutput())

        def note(label: str) -> None:
            nonlocal heard
            lines.append(f"> {label}")
            lines.extend(f"  {text}" for text in speaker.texts[heard:])
            heard = len(speaker.texts)

        async def steps() -> None:
            keys = 0
            for step in script:
                keys += step.count("[")  # every named key is one the screen answers
                pipe.send_text(typed(step))
                while (screen._keys < keys or screen.following) and not app.is_done:
                    await asyncio.sleep(0.01)
                note(step)

        app.pre_run_callables.append(lambda: app.create_background_task(steps()))
        outcome = app.run()
    if len([line for line in lines if line.startswith("> ")]) <= len(script):
        note(script[-1])  # the key that closed the screen: its task ended with the application
    lines.append(f"> ({outcome}, then said once the screen is gone)")
    lines.extend(f"  {row}" for row in screen.leaving_words.splitlines())
    return "\n".join(lines) + "\n", outcome


def test_a_draw_drill_on_the_full_screen_in_french(tmp_path):
    screen, speaker = drill_screen("fr", tmp_path / "fiches.sqlite")
    said, outcome = played(screen, speaker, SCRIPT["fr"])
    assert outcome == "quit" and screen.errors == []
    check_golden("tirages-ecran.txt", said)
    # Escape left as quitte does: the summary, kept to be said once the screen is gone.
    assert screen.leaving_words.startswith("Tirages de 7 lettres. Vous en connaissez 0 sur 21 547.")


def test_the_same_drill_in_english(tmp_path):
    screen, speaker = drill_screen("en", tmp_path / "fiches.sqlite")
    said, outcome = played(screen, speaker, SCRIPT["en"])
    assert outcome == "quit" and screen.errors == []
    check_golden("draws-screen-en.txt", said)


def test_the_screen_says_what_the_lines_say(tmp_path):
    """The same answers typed on the screen and in lines (``lines.drill``): the same sentences."""
    screen, on_screen = drill_screen("fr", tmp_path / "screen.sqlite")
    played(screen, on_screen, ["AERIENS[Entrée]", "donne[Entrée]", "[Ctrl+Q]"])
    lexicon, tr = shipped(), translation("fr")
    box = CardBox(tmp_path / "lines.sqlite", lexicon.record_name, lambda: date(2026, 3, 1))
    drill = DrawDrill(tr, lexicon, ranked(draws(lexicon, False))[:3], False, box)
    in_lines = RecordingSpeaker()
    typed_lines = iter(["AERIENS", "donne", "quitte"])
    opening = describe_draws_opening(tr, False, 3, word_list_source(tr, lexicon))
    run_drill(drill, opening, lambda prompt: next(typed_lines, None), Announcer(in_lines, lambda text: None))
    assert on_screen.texts == in_lines.texts


def test_the_drill_ends_by_itself_once_its_draws_ran_out(tmp_path):
    screen, speaker = drill_screen("fr", tmp_path / "fiches.sqlite")
    said, outcome = played(screen, speaker, ["donne[Entrée]"] * 3)
    assert outcome == "over" and screen.drill.outcome == "over"
    assert "Plus de question, c'est fini." in screen.leaving_words  # the last answer, said once gone


def test_under_a_screen_reader_letters_go_to_the_command_line_and_the_caret_back_after_the_verdict(
    tmp_path,
):
    screen, speaker = drill_screen("fr", tmp_path / "fiches.sqlite", reader=True)
    seen: list[bool] = []
    original = screen.answer

    def answer(text: str) -> None:
        seen.append(screen.typing)  # the answer was typed in the command line
        original(text)
        seen.append(screen.typing)

    screen.answer = answer  # type: ignore[method-assign]
    played(screen, speaker, ["AERIENS[Entrée]", "[Entrée]", "[Échap]"])
    assert seen == [True, False]
    assert "Commande." in speaker.texts  # Enter on the message opens the command line, said
    assert any(text.startswith("AERIENS") for text in speaker.texts)


def test_under_a_screen_reader_the_words_given_come_message_after_message(tmp_path):
    """Many words given are several messages: each shown alone, once the one before could be
    heard whole, the next draw last (none over twelve seconds)."""
    screen, speaker = drill_screen("fr", tmp_path / "fiches.sqlite", reader=True)
    shown: list[str] = []
    publish = screen.messages.publish

    def published() -> None:
        publish()
        shown.append(screen.message)

    screen.messages.publish = published  # type: ignore[method-assign]
    played(screen, speaker, ["donne[Entrée]", "[Échap]"])
    assert shown[1:] == [
        "Il restait 7 mots. AERIENS, ANERIES, ANIERES. ARSENIE, ENRAIES, RAINEES.",
        "SENAIRE. Fiche à revoir demain.",
        "Tirage 2, A, E, E, I, N, R, T. 9 mots à trouver.",
    ]  # Escape's summary is not shown: it is said once the screen is gone


def test_no_colour_when_no_color_asks_and_every_row_within_forty_cells(tmp_path, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    written = io.StringIO()
    output = Vt100_Output(written, lambda: Size(rows=12, columns=40), term="xterm-256color")
    screen, speaker = drill_screen("fr", tmp_path / "fiches.sqlite")
    played(screen, speaker, ["aide[Entrée]", "[Échap]"], output=output)
    drawn = written.getvalue()
    assert "Entraînement de motamot" in drawn
    assert not re.search(r"\x1b\[[0-9;]*(3[0-9]|4[0-9]|9[0-7])(;|m)", drawn)  # no colour at all
    assert all(len(row) <= 40 for row in screen.messages.rows(40))


def test_on_a_wide_terminal_each_sentence_begins_a_row_within_forty_cells(tmp_path):
    """Issue 63: on an 80-column terminal the drill's message was one paragraph 79 cells wide; a
    braille display shows 40. Each sentence now begins a row, as in lines."""
    output = Vt100_Output(io.StringIO(), lambda: Size(rows=24, columns=80), term="xterm")
    screen, speaker = drill_screen("fr", tmp_path / "fiches.sqlite")
    played(screen, speaker, ["bilan[Entrée]", "[Ctrl+Q]"], output=output)
    with create_pipe_input() as pipe, set_app(build_drill_app(screen, input=pipe, output=output)):
        rows = screen._message_rows()
    shown = [row.strip(FIGURE_SPACE + PUNCTUATION_SPACE + " ") for row in rows]
    assert shown[:2] == ["Tirages de 7 lettres.", "Vous en connaissez 0 sur 21 547. 0 à"]
    assert all(len(row) <= 40 for row in rows)


def test_ecran_after_the_exercise_opens_the_full_screen_and_its_help_lists_it(tmp_path, terminal):
    """The walkthrough of issue 63: ``motamot entrainement tirages --ecran`` was refused
    ("Option ou valeur inconnue ici, ecran"), and ``--ecran`` before the command was dropped by
    the training's and duplicate's own defaults. With lines in the settings, ``--ecran`` after
    the exercise opens the drill's full screen in a real terminal (tmux); the help lists it."""
    from conftest import run_motamot
    from motamot.cli.main import build_parser

    (tmp_path / "motamot").mkdir()
    (tmp_path / "motamot" / "settings.json").write_text('{"interface": "lignes"}')
    screen = terminal(
        ["entrainement", "tirages", "--ecran", "--voix", "muet", "--rangs", "2-2"],
        NO_COLOR="1",
        LANG="fr_FR.UTF-8",
        LANGUAGE="fr",
    )
    shown = screen.wait_for("Entraînement de motamot")  # the drill screen's title, never in lines
    assert "Tirage 1, A, E, E, I, N, R, T." in " ".join(shown.split())
    screen.keys("Escape")
    for language, command, option in (("fr", "entrainement", "--ecran,"), ("en", "training", "--screen,")):
        helped = run_motamot(["--langue", language, command, "--help"], "", tmp_path).stdout
        assert any(line.startswith(option) for line in helped.splitlines()), helped
    parser = build_parser(translation("fr"))
    for words in (["--ecran", "entrainement", "tirages"], ["duplicate", "--ecran"], ["--ecran", "duplicate"]):
        assert parser.parse_args(words).screen, words


def test_a_word_too_long_says_so_and_the_screen_keeps_its_prompt(tmp_path, terminal):
    """Issue 63's walkthrough: 300 letters typed in a draws drill heard "Tapez un mot, ou
    encore, donne, aide." (as if no word was typed), and on the full screen the question's
    number before the command line ("1, ") was gone for the rest of the session. A word
    longer than the words asked is said too long, with their length, in lines and on the
    screen of a real terminal (tmux), whose prompt stays."""
    from conftest import run_motamot

    lines = ["entrainement", "tirages", "--lignes", "--voix", "texte", "--langue", "fr", "--rangs", "2-2"]
    done = run_motamot(lines, "A" * 300 + "\nAERIENTS\nquitte\n", tmp_path)
    assert done.stdout.count("Trop long, tapez un mot de 7 lettres.") == 2, done.stdout
    screen = terminal(
        ["entrainement", "tirages", "--ecran", "--voix", "muet", "--rangs", "2-2"],
        NO_COLOR="1",
        LANG="fr_FR.UTF-8",
        LANGUAGE="fr",
    )
    screen.wait_for("Tirage 1,")
    screen.keys("B" * 300, "Enter")
    shown = screen.wait_for("Trop long")
    assert [row for row in shown.splitlines() if row.strip()][-1] == "1,", shown  # tmux drops the space
    screen.keys("AERIENT")
    shown = screen.wait_for("1, AERIENT")  # typed after the number, as before the long line
    screen.keys("Escape")


def test_enter_on_an_empty_command_line_says_what_to_type(tmp_path):
    """Issue 63's walkthrough: Enter alone on the drill's command line said nothing."""
    screen, speaker = drill_screen("fr", tmp_path / "fiches.sqlite")
    said, _outcome = played(screen, speaker, ["[Entrée]", "[Échap]"])
    assert "> [Entrée]\n  Tapez un mot, ou encore, donne, aide.\n" in said, said
