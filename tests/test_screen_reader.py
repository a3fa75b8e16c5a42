"""What a blind player hears: motamot in xfce4-terminal under Orca, in a virtual desktop
(issue 12, "How it is checked"). Each scenario plays keys as a player would and asserts, from
what Speech Dispatcher actually spoke, that every announcement was heard exactly once, in
French, with no punctuation read out as words and nothing else after an arrow key.

About two minutes each. ``pytest -m "not screenreader"`` leaves them out on a machine without
the desktop packages; CI installs them (.ci/run) and runs them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop import Desktop
from screen_reader import Step, Terminal, normal

pytestmark = pytest.mark.screenreader

GAME = ["--graine", "1", "--contre", "debutant", "--joueurs", "Anne"]
# What Orca says of punctuation and of the old "Anne>" prompt when a text carries them.
PUNCTUATION_WORDS = ("deux points", "point virgule", "supérieur", "parenthèse", "crochet", "tiret")
# Orca's own echo of a key (spoken before motamot's message; the player asked for it in Orca).
KEY_ECHOES = {"entrée", "maj gauche", "espace", "point d'interrogation"}


def free_display() -> int:
    return next(n for n in range(91, 200) if not Path(f"/tmp/.X{n}-lock").exists())


@pytest.fixture
def desktop(tmp_path):
    desktop = Desktop(tmp_path)
    try:
        desktop.start_screen_reader(free_display())
        yield desktop
    finally:
        desktop.stop()


def play(desktop: Desktop, arguments: list[str], steps: list[str]) -> list[Step]:
    terminal = Terminal(desktop, arguments)
    try:
        for step in steps:
            terminal.press(step)
    finally:
        terminal.close()
        (desktop.root / "transcript.txt").write_text(terminal.transcript())
    return terminal.steps


def assert_heard_once_in_french(steps: list[Step], motamot_speaks: bool = False) -> None:
    for step in steps:
        for said in step.announced:
            assert step.times_heard(said) == 1, f"heard {step.times_heard(said)} times: {said!r}\n{step}"
        heard = step.heard().lower()
        for word in PUNCTUATION_WORDS:
            assert word not in heard, f"{word!r} was read out\n{step}"
        assert all(language.startswith("fr") for language in step.languages), step.languages
        if not motamot_speaks:  # the screen reader reads the terminal: motamot sends nothing
            assert all("motamot" not in m.client for m in step.messages), step


def assert_only_the_message_after_arrows(steps: list[Step]) -> None:
    for step in steps:
        if step.key in ("key:Right", "key:Left", "key:Up", "key:Down"):
            assert step.announced, step
            assert not step.rest() or step.rest() in KEY_ECHOES, f"noise after an arrow\n{step}"


def test_full_screen_under_orca(desktop):
    steps = play(
        desktop,
        ["--ecran", *GAME],
        [
            "key:r",  # rack
            "key:l",  # row
            "key:c",  # column
            "key:Right",
            "key:Down",
            "key:question",  # keys help, page 1
            "key:Return",  # the command line
            "type:H8 FOND",
            "key:Return",  # the move's score, asked to confirm
            "key:Return",  # played; the computer replies
            "key:Down",
            "key:Right",
            "key:s",  # scores
        ],
    )
    said = {step.key: step.announced for step in steps}
    assert any(text.startswith("Chevalet, V 4, A 1, F 4") for text in said["key:r"])
    assert any("Touches, page 1" in text for text in said["key:question"])
    played = next(step for step in steps[9:10])
    assert any("Anne joue H8 FOND, 16 points." in text for text in played.announced), played
    assert any("Motamot joue" in text for text in played.announced), played
    assert_heard_once_in_french(steps)
    assert_only_the_message_after_arrows(steps)


def test_plain_lines_under_orca(desktop):
    steps = play(
        desktop,
        ["--lignes", *GAME],
        [
            "type:chevalet",
            "key:Return",
            "type:aide",
            "key:Return",
            "type:colonne 8",
            "key:Return",
            "type:H8 FOND",
            "key:Return",
            "type:scores",
            "key:Return",
        ],
    )
    answers = [step for step in steps if step.key == "key:Return"]
    assert all(step.announced for step in answers), answers
    assert any("Anne joue H8 FOND, 16 points." in text for text in answers[3].announced), answers[3]
    assert_heard_once_in_french(answers)


def test_the_screen_readers_voice_asked_for_gives_way_to_orca(desktop):
    """``--voix lecteur``: motamot speaks through Speech Dispatcher itself, named, in French, at a
    priority below Orca's: Orca's echo of Enter is never held back, and when Orca reads the
    same printed line motamot's copy stops, so each announcement is still heard once."""
    steps = play(
        desktop,
        ["--lignes", "--voix", "lecteur", *GAME],
        ["type:chevalet", "key:Return", "type:H8 FOND", "key:Return"],
    )
    answers = [step for step in steps if step.key == "key:Return"]
    assert_heard_once_in_french(answers, motamot_speaks=True)
    for step in answers:
        assert any(m.client == "user:motamot:main" for m in step.messages), step
        echo = next(m for m in step.messages if normal(m.text) == "entrée")
        assert echo.ended, step
