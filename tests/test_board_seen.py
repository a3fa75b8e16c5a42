"""What a sighted partner sees on the terminal board, read from a real terminal (tmux):
issue 33, point 9. Without a screen reader the board is redrawn at once after every
change, the computer's reply included; NO_COLOR keeps premiums, tiles, a move on trial
and the latest move apart; a legend under the board says what the marks mean.

tmux is a Debian package CI installs (.ci/run): missing, these tests fail.
"""

from __future__ import annotations

import re

BOARD_ROW = re.compile(r"^([A-O]) (.{45}) \1$")  # a row's letter, its 15 squares, its letter again


def board_row(screen: str, letter: str) -> str:
    rows = (BOARD_ROW.match(line) for line in screen.splitlines())
    return next(row.group(0) for row in rows if row and row.group(1) == letter)


def test_without_colour_the_computers_reply_is_drawn_at_once_and_the_marks_stay_apart(terminal):
    screen = terminal(
        ["--ecran", "--voix", "muet", "--graine", "1", "--contre", "debutant", "--joueurs", "Anne"],
        NO_COLOR="1",
        LANG="fr_FR.UTF-8",
        LANGUAGE="fr",
    )
    shown = screen.wait_for("Chevalet")
    # The legend under the board, with the braille board's shapes for the premiums.
    assert "● mot×3 ○ mot×2 ▲ lettre×3 △ lettre×2 [A] à l'essai" in shown
    assert " ● " in board_row(shown, "A") and " ○ " in board_row(shown, "B")
    screen.keys("Enter", "H8 FOND", "Enter")
    on_trial = screen.wait_for("Entrée pour jouer")
    assert "[F][O][N][D]" in board_row(on_trial, "H")  # the move on trial, before Enter
    screen.keys("Enter")  # played: the computer answers, and nothing else is pressed
    # "À Anne de jouer" was on the screen already (her turn, the move on trial): the reply is awaited.
    after = screen.wait_for("Motamot joue", seconds=60)
    row = board_row(after, "H")
    assert " F  O  N  D " in row and "[" not in row
    # The computer's move is on the board too: more tiles than FOND's four.
    letters = [row.group(2) for line in after.splitlines() if (row := BOARD_ROW.match(line))]
    assert len(letters) == 15, after
    tiles = sum(1 for line in letters for cell in range(15) if line[cell * 3 + 1].isalpha())
    assert tiles > 4, after
    # The latest move (the computer's) underlined (SGR 4), and no colour at all.
    codes = {
        int(n)
        for sgr in re.findall(r"\x1b\[([0-9;]*)m", screen.screen(escapes=True))
        for n in sgr.split(";")
        if n
    }
    assert 4 in codes
    colours = {n for n in codes if 30 <= n <= 38 or 40 <= n <= 48 or 90 <= n <= 107}
    assert not colours, f"colours drawn under NO_COLOR: {colours}"
