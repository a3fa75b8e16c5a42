"""Issue 18, "How it is checked": motamot killed (SIGKILL, no chance to clean up) at random
points of a game, of a refereed session and of tournament commands. After each kill the
file reads back, and every action motamot announced is in it: an announcement is only
ever made once what it announces is on disk. ``MOTAMOT_KILLS`` sets how many kills each
test makes (6 by default, in CI)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import threading
import time
from pathlib import Path

from conftest import start_motamot
from motamot.lexicon.lexicon import shipped
from motamot.rules.actions import Pass, Play
from motamot.sessions.classic import GameSession
from motamot.tournament import store

KILLS = int(os.environ.get("MOTAMOT_KILLS", "6"))


def environment(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "XDG_DATA_HOME": str(home),
        "XDG_CONFIG_HOME": str(home),
        "XDG_CACHE_HOME": str(home),
    }


def killed_run(args: list[str], lines: list[str], home: Path, rng: random.Random) -> str:
    """motamot fed ``lines`` one by one, killed after a random moment; all it printed."""
    motamot = start_motamot(
        args, home, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    assert motamot.stdin is not None and motamot.stdout is not None
    printed: list[bytes] = []
    reader = threading.Thread(target=lambda: printed.extend(iter(lambda: motamot.stdout.read1(4096), b"")))
    reader.start()
    deadline = time.monotonic() + rng.uniform(0.5, 2.5)
    try:
        for line in lines:
            if time.monotonic() > deadline:
                break
            motamot.stdin.write(line.encode() + b"\n")
            motamot.stdin.flush()
            time.sleep(rng.uniform(0.0, 0.08))
        time.sleep(max(0.0, deadline - time.monotonic()))
    except BrokenPipeError:
        pass  # it ended by itself (the game was over): nothing to kill
    motamot.send_signal(signal.SIGKILL)
    motamot.wait(timeout=30)
    reader.join(timeout=30)
    return b"".join(printed).decode("utf-8", errors="replace")


def test_a_game_killed_anywhere_keeps_every_announced_move(tmp_path):
    rng = random.Random(18)
    for kill in range(KILLS):
        home = tmp_path / f"partie-{kill}"
        seed = str(rng.randrange(1000))
        out = killed_run(
            ["--lignes", "--voix", "texte", "--langue", "fr", "--contre", "debutant", "--graine", seed],
            ["passe"] * 40,
            home,
            rng,
        )
        save = home / "motamot" / "partie-en-cours.json"
        if not save.exists():
            assert "Partie terminée" in out or "passe" not in out, out
            continue
        game = GameSession.resume(save, shipped()).game
        played = sum(isinstance(a, Play) for a in game.actions)
        passed = sum(isinstance(a, Pass) for a in game.actions)
        assert out.count("Motamot joue ") <= played, out
        assert out.count("Joueur passe.") <= passed, out


def test_a_refereed_session_killed_anywhere_keeps_every_announced_entry(tmp_path):
    rng = random.Random(1818)
    for kill in range(KILLS):
        home = tmp_path / f"arbitre-{kill}"
        out = killed_run(
            ["--langue", "fr", "--voix", "texte", "arbitre", "--joueurs", "Anne,Bruno"],
            ["H7 DIN", "passe", "change 3", "passe", "penalite Anne 5", "passe"] * 12,
            home,
            rng,
        )
        save = home / "motamot" / "arbitrage-en-cours.json"
        if not save.exists():
            assert "Anne joue" not in out, out
            continue
        game = GameSession.resume(save, shipped()).game
        assert out.count("Anne joue H7 DIN") <= sum(isinstance(a, Play) for a in game.actions), out
        assert out.count(" passe.") <= sum(isinstance(a, Pass) for a in game.actions), out


def test_tournament_commands_killed_anywhere_keep_every_announced_change(tmp_path):
    rng = random.Random(181818)
    path = tmp_path / "t.tournoi"
    store.create(path, "T")
    announced: list[str] = []
    for kill in range(KILLS * 2):
        name = f"Joueur {kill}"
        command = start_motamot(
            ["--langue", "fr", "tournoi", "inscris", str(path), name, "1000"],
            tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(rng.uniform(0.05, 0.6))
        command.send_signal(signal.SIGKILL)
        out, _ = command.communicate(timeout=30)
        if f"Inscription de {name}" in out.decode():
            announced.append(name)
        registered = {p.name for p in store.load(path).players}
        assert set(announced) <= registered


def test_two_motamots_racing_on_one_game_never_lose_an_announced_entry(tmp_path):
    """Issue 32, point 1: a second ``motamot arbitre --reprendre`` started while the first still
    runs is told the game is open elsewhere; started once the first was killed, it takes the
    game up. Either way, every entry either of them announced is in the save."""
    rng = random.Random(3232)
    entries = ["H7 DIN", "passe", "passe", "8G DINE", "passe"] + ["passe"] * 30
    for race in range(KILLS):
        home = tmp_path / f"course-{race}"
        outs: dict[str, str] = {}
        first_rng, second_rng = random.Random(rng.random()), random.Random(rng.random())
        start_second = rng.uniform(0.2, 2.0)

        def run(
            name: str, args: list[str], wait: float, rng: random.Random, home: Path = home, outs: dict = outs
        ) -> None:
            time.sleep(wait)
            outs[name] = killed_run(["--langue", "fr", "--voix", "texte", *args], entries, home, rng)

        runs = [
            threading.Thread(
                target=run, args=("first", ["arbitre", "--joueurs", "Anne,Bruno"], 0.0, first_rng)
            ),
            threading.Thread(
                target=run, args=("second", ["arbitre", "--reprendre"], start_second, second_rng)
            ),
        ]
        for thread in runs:
            thread.start()
        for thread in runs:
            thread.join(timeout=120)
        save = home / "motamot" / "arbitrage-en-cours.json"
        announced = outs["first"] + outs["second"]
        if not save.exists():
            assert " passe." not in announced, announced
            continue
        game = GameSession.resume(save, shipped()).game
        assert announced.count(" passe.") <= sum(isinstance(a, Pass) for a in game.actions), announced
        assert announced.count(" joue ") <= sum(isinstance(a, Play) for a in game.actions), announced
