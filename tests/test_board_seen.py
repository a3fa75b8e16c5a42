"""What a sighted partner sees on the terminal board, read from a real terminal (tmux):
issue 33, point 9. Without a screen reader the board is redrawn at once after every
change, the computer's reply included; NO_COLOR keeps premiums, tiles, a move on trial
and the latest move apart; a legend under the board says what the marks mean.

tmux is a Debian package CI installs (.ci/run): missing, these tests fail.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import motamot_environment

ROWS, COLUMNS = 40, 100


class Tmux:
    """motamot in a tmux session of its own, typed into and read like a screen."""

    def __init__(self, home: Path, args: list[str], environment: dict[str, str]) -> None:
        assert shutil.which("tmux"), "tmux is needed (apt-get install tmux)"
        self.socket = str(home / "tmux.sock")
        env = {**motamot_environment(home), **environment}
        env.pop("TMUX", None)
        self.env = env
        command = " ".join([sys.executable, "-m", "motamot.cli.main", *args])
        self.tmux("new-session", "-d", "-x", str(COLUMNS), "-y", str(ROWS), command)

    def tmux(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", "-S", self.socket, *args], env=self.env, capture_output=True, text=True, timeout=30
        )
        return done.stdout

    def keys(self, *keys: str) -> None:
        for key in keys:
            self.tmux("send-keys", key)
            time.sleep(0.2)

    def screen(self, escapes: bool = False) -> str:
        return self.tmux("capture-pane", "-p", *(["-e"] if escapes else []))

    def wait_for(self, wanted: str, seconds: float = 30) -> str:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            shown = self.screen()
            if wanted in shown:
                return shown
            time.sleep(0.2)
        raise AssertionError(f"{wanted!r} never shown:\n{self.screen()}")

    def close(self) -> None:
        self.tmux("kill-server")


@pytest.fixture
def terminal(tmp_path):
    opened: list[Tmux] = []

    def start(args: list[str], **environment: str) -> Tmux:
        opened.append(Tmux(tmp_path, args, environment))
        return opened[-1]

    yield start
    for screen in opened:
        screen.close()


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
    after = screen.wait_for("À Anne de jouer", seconds=60)
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
