"""Whole games through the real full-screen application, fed key by key by a
pipe, with the recording speaker: every announcement is compared with a golden
transcript a person has read (tests/golden/). After a deliberate change of
wording, write them again with MOTAMOT_WRITE_GOLDEN=1 and read the diff.

The game: Anne and Bruno at one keyboard, ffsc rules (seed 000), five minutes
each on a chess clock with a warning at one minute. It covers moving the
cursor, reading a row and a column, a refused move, laying tiles from the
cursor and confirming, an exchange, a phony challenged and withdrawn
(000 §5), the clock's warning and the time read, and the end of the game by
six passes in a row (000 §4.2.2) with the racks deducted (000 §7.3.2).
"""

import os

from helpers import GOLDEN, heard_on_screen
from tables import FakeTime

from motamot.commands.game import GameCommands
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.rules.clock import ClockKind, ClockSettings
from motamot.rules.game import Game
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession, Seat
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker
from motamot.ui.app import GameScreen


def golden_session() -> tuple[GameSession, FakeTime]:
    """Anne and Bruno at one keyboard, ffsc rules, five minutes each with a warning at one minute."""
    time = FakeTime()
    lexicon = shipped()
    clock = ClockSettings(ClockKind.CHESS, 300, (60,))
    game = Game.new(
        ["Anne", "Bruno"], preset("ffsc"), seed=2026, clock=clock, judge=lexicon.is_valid, now=0.0
    )
    return GameSession(game, [Seat("Anne"), Seat("Bruno")], lexicon, None, 1, clock=time), time


def transcript(script: list[str], language: str = "fr") -> str:
    session, time = golden_session()
    speaker = RecordingSpeaker()
    screen = GameScreen(GameCommands(session, translation(language)), Announcer(speaker, lambda text: None))
    text = heard_on_screen(
        screen, speaker, time, script, "(la partie commence)", "({seconds} secondes passent)"
    )
    assert session.game.over is not None
    return text


GAME = [
    "[F1]",  # the toss was said at the start
    "[Entrée]",  # Anne takes the keyboard: her rack is read to her alone
    "[↑][←][Début]",
    "l",
    "c",
    "[Entrée]H1 COTTES[Entrée]",  # not on the centre square: refused
    "[Entrée]H4[Entrée]",  # typing a square jumps there
    "[Espace]COTTES[Entrée]",  # laid from the cursor: the score is heard first
    "[Entrée]",  # confirmed
    "[Fin]l",
    "[Entrée]",  # Bruno takes the keyboard
    "[Entrée]change RRN[Entrée]",
    "[Entrée]",
    "[Entrée]8E DUBE[Entrée]",
    "[Entrée]",
    "[Entrée]",
    "[Entrée]conteste[Entrée]",
    "+241",
    "t",
    "[Entrée]passe[Entrée]",
    *["[Entrée]", "[Entrée]passe[Entrée]"] * 5,
    "s",
]


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("MOTAMOT_WRITE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def test_a_whole_game_on_the_full_screen_in_french():
    check_golden("partie-ecran.txt", transcript(GAME))


def test_the_same_game_in_english():
    check_golden("game-screen-en.txt", transcript(GAME, "en"))


# The same game in plain lines, typed as a player would: the help topics, reading a row, a
# column and the premiums, a refused move, a mistyped command, a move heard first then
# confirmed, an exchange, the phony DUBE challenged and withdrawn (000 §5), the clock's
# warning said at the next line, six passes (000 §4.2.2), then the analysis of a turn.
LINE_GAME = {
    "fr": [
        "aide",
        "aide grille",
        "",  # Enter: Anne takes the keyboard and hears her rack, alone
        "H1 COTTES",
        "colone 8",
        "H4 COTTES ?",
        "oui",
        "",
        "ligne H",
        "colonne 8",
        "primes H",
        "change RRN",
        "",
        "8E DUBE",
        "",
        "conteste",
        "+241 temps",
        "passe",
        *["", "passe"] * 5,
        "scores",
        "analyse 1",
        "quitte",
    ],
    "en": [
        "help",
        "help board",
        "",
        "H1 COTTES",
        "colum 8",
        "try H4 COTTES",
        "yes",
        "",
        "row H",
        "column 8",
        "premiums H",
        "exchange RRN",
        "",
        "8E DUBE",
        "",
        "challenge",
        "+241 time",
        "pass",
        *["", "pass"] * 5,
        "scores",
        "analysis 1",
        "quit",
    ],
}


def typed_steps(language: str, time: FakeTime):
    """The golden line game's steps as a reader: "+S text" lets S seconds pass before typing."""
    steps = iter(LINE_GAME[language])

    def read(prompt: str) -> str | None:
        step = next(steps, None)
        if step is None:
            return None
        time.now += 1
        if step.startswith("+"):  # the player thinks this long before typing
            seconds, step = step[1:].split(" ", 1)
            time.now += float(seconds)
        return step

    return read


def line_transcript(language: str) -> str:
    session, time = golden_session()
    game = session.game
    printed: list[str] = []
    steps = typed_steps(language, time)

    def read(prompt: str) -> str | None:
        step = steps(prompt)
        if step is not None:
            printed.append(prompt + step)
        return step

    commands = GameCommands(session, translation(language))
    LineTable(commands, Announcer(RecordingSpeaker(), printed.append), read).run()
    assert game.over is not None
    return "\n".join(printed) + "\n"


def test_the_same_game_in_lines_in_french():
    check_golden("partie-lignes.txt", line_transcript("fr"))


def test_the_same_game_in_lines_in_english():
    check_golden("game-lines-en.txt", line_transcript("en"))
