"""Training by topping (issue 63, point 1): each draw stays until its top is found, the time
counted on the session's clock (injected here), hints costing time, a move below the top said
with its score and the draw kept, the limit and its penalty, the summary at the end, resume
after motamot is killed (SIGKILL) in the middle of a game, and a whole session in lines in
French and in English against golden transcripts (tests/golden/)."""

from __future__ import annotations

import signal
import subprocess
import threading
import time as wall
from pathlib import Path

import pytest
from tables import FakeTime
from test_golden import check_golden

from conftest import start_motamot
from motamot.commands.topping import ToppingCommands
from motamot.describe.menu import describe_prompt
from motamot.describe.topping import describe_topping_summary
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.requests import Line
from motamot.rules.topping import HINT_SECONDS, PENALTY_SECONDS, DrawTime
from motamot.sessions.topping import ToppingSession
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker

SEED = 7  # draw 1: D I L T U U U, top H5 DUIT for 10 points; H6 LUI makes 6


def session_at(path: Path | None, limit: float = 180.0) -> tuple[ToppingSession, FakeTime]:
    time = FakeTime()
    session = ToppingSession.new_topping("Joueur", shipped(), SEED, path, limit, clock=time)
    session.next_rack()
    return session, time


def table_at(session: ToppingSession, language: str = "fr") -> ToppingCommands:
    return ToppingCommands(session, translation(language))


def top(session: ToppingSession):
    written = session.top_written()
    assert written is not None
    return written


def test_each_top_is_timed_on_the_sessions_clock(tmp_path):
    session, time = session_at(tmp_path / "top.json")
    time.now = 42.0
    answer, events = session.try_move(top(session))
    assert answer is not None and events  # the top closes the draw, the next rack comes
    assert session.game.number == 2
    first = session.drill.times(session.game)[0]
    assert (first.number, first.seconds, first.found, first.hints) == (1, 42.0, True, 0)
    time.now += 10.0
    assert session.elapsed() == 10.0
    assert session.total() == 52.0


def test_hints_come_in_three_steps_each_costing_time():
    session, time = session_at(None)
    time.now = 5.0
    left = session.game.time_left(time.now)
    assert [session.take_hint() for _ in range(4)] == [1, 2, 3, 0]  # the fourth gives nothing
    assert session.game.time_left(time.now) == left - 3 * HINT_SECONDS
    time.now = 20.0
    session.try_move(top(session))
    found = session.drill.times(session.game)[0]
    assert (found.seconds, found.hints) == (20.0 + 3 * HINT_SECONDS, 3)


def test_the_hints_say_the_tops_score_then_its_length_then_its_square():
    session, time = session_at(None)
    table = table_at(session)
    said = [" ".join(table.typed_line("indice").sentences) for _ in range(4)]
    assert said == [
        "Le top fait 10 points. Votre temps compte 30 secondes de plus.",
        "Le mot du top a 4 lettres. Votre temps compte 30 secondes de plus.",
        "Le top s'écrit H5, horizontal. Votre temps compte 30 secondes de plus.",
        "Plus d'indice pour ce tirage. Cherchez encore, ou passez pour entendre le top.",
    ]


def test_a_move_below_the_top_is_said_with_its_score_and_the_draw_stays(tmp_path):
    path = tmp_path / "top.json"
    session, time = session_at(path)
    table = table_at(session)
    rack = session.game.rack
    said = table.typed_line("H6 LUI").sentences
    assert said == ["6 points, le top fait plus. Cherchez encore."]
    assert session.game.number == 1 and session.game.rack == rack and session.game.open is not None
    said = table.typed_line("H5 DUITU").sentences  # not a word: zero, and the draw stays
    assert "Cherchez encore." in " ".join(said) and session.game.number == 1
    session.let_go()
    again = ToppingSession.resume(path, shipped(), clock=time)
    assert again.drill.tries_for(1) == 2 and again.game.rack == rack  # saved with its tries


def test_past_the_limit_the_top_is_said_and_the_penalty_counted(tmp_path):
    session, time = session_at(tmp_path / "top.json", limit=60.0)
    table = table_at(session)
    time.now = 61.0
    said = " ".join(table.clock_due().sentences)
    assert "Top, H5 DUIT, 10 points." in said
    assert "Top manqué, temps compté 2 minutes, pénalité comprise." in said
    missed = session.drill.times(session.game)[0]
    assert (missed.found, missed.seconds) == (False, 60.0 + PENALTY_SECONDS)
    assert session.drill.missed(session.game) == [1] and session.game.number == 2


def test_a_top_typed_after_the_limit_is_missed():
    session, time = session_at(None, limit=60.0)
    time.now = 75.0
    answer, events = session.try_move(top(session))
    assert answer is None and events
    assert session.drill.missed(session.game) == [1]


def test_times_hints_and_misses_come_back_with_a_resumed_game(tmp_path):
    path = tmp_path / "top.json"
    session, time = session_at(path)
    time.now = 3.0
    session.take_hint()
    time.now = 12.0
    session.try_move(top(session))
    time.now = 20.0
    session.give_up()
    time.now = 25.0
    before = session.drill.times(session.game)
    session.let_go()
    again = ToppingSession.resume(path, shipped(), clock=time)
    assert again.kind == "entrainement"
    assert again.drill.times(again.game) == before
    assert [t.seconds for t in before] == [12.0 + HINT_SECONDS, 180.0 + PENALTY_SECONDS]
    # The open draw goes on from the time it had at its last save (a change, a try, a hint).
    assert again.elapsed() == 0.0
    time.now = 31.0
    assert again.elapsed() == 6.0


def test_a_topping_game_is_not_taken_up_as_duplicate(tmp_path):
    from motamot.commands.formulas import find_formula
    from motamot.files import FileProblem, RecordError

    path = tmp_path / "top.json"
    session, _ = session_at(path)
    session.let_go()
    with pytest.raises(RecordError) as refused:
        find_formula("duplicate").open(path, shipped(), tmp_path / "dup.json")
    assert refused.value.problem is FileProblem.OTHER_KIND


# ----------------------------------------------------------------- a real process killed


def test_motamot_entrainement_killed_resumes_where_it_was(tmp_path):
    """A real ``motamot entrainement``: a try below the top, the top found, then SIGKILL while
    it waits; started again, the game comes back at the second draw with the first one's time."""
    args = ["entrainement", "--lignes", "--voix", "texte", "--langue", "fr", "--graine", str(SEED)]
    motamot = start_motamot(
        args, tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert motamot.stdin is not None and motamot.stdout is not None
    printed: list[bytes] = []
    reader = threading.Thread(target=lambda: printed.extend(iter(lambda: motamot.stdout.read1(4096), b"")))
    reader.start()
    for line in ("H6 LUI", "H5 DUIT"):
        motamot.stdin.write(line.encode() + b"\n")
        motamot.stdin.flush()
    deadline = wall.monotonic() + 60
    while "Trouvé en" not in b"".join(printed).decode() and wall.monotonic() < deadline:
        wall.sleep(0.05)
    motamot.send_signal(signal.SIGKILL)
    motamot.wait(timeout=30)
    reader.join(timeout=30)
    out = b"".join(printed).decode()
    assert "6 points, le top fait plus.\nCherchez encore." in out and "Trouvé en" in out, out
    save = tmp_path / "motamot" / "entrainement-en-cours.json"
    session = ToppingSession.resume(save, shipped())
    assert session.game.number == 2 and session.drill.tries_for(1) == 1
    assert session.drill.times(session.game)[0].found
    session.let_go()
    again = subprocess.run(
        [*start_command(), *args, "--reprendre"],
        input="temps\nquitte\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=environment(tmp_path),
    )
    assert "Entraînement repris au tirage 2." in again.stdout, again.stdout + again.stderr


def test_every_line_of_a_whole_topping_session_fits_a_braille_display(tmp_path):
    """Issue 63: a real ``motamot entrainement`` in lines, from the welcome to the kept game,
    through a try below the top, a word not valid, the time, a hint, the scores, every draw
    given up and the summary: every printed line within 40 cells, as the draws drill's are."""
    args = ["entrainement", "--lignes", "--voix", "texte", "--langue", "fr", "--graine", "12"]
    typed = ["tirage", "H6 LUI", "H4 MUNDA", "temps", "indice", "scores", "aide", *["passe"] * 25, "quitte"]
    run = subprocess.run(
        [*start_command(), *args, "--nouvelle"],
        input="\n".join(typed) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=environment(tmp_path),
    )
    # Typed through a pipe, a line is not echoed: the prompt opens the next line printed.
    prompts = (describe_prompt("Joueur"), describe_prompt(None))
    lines = [line.removeprefix(prompts[0]).removeprefix(prompts[1]) for line in run.stdout.splitlines()]
    assert "Trouvez le top de chaque" in run.stdout and "Partie gardée" in run.stdout, run.stdout
    assert [line for line in lines if len(line) > 40] == []


def start_command() -> list[str]:
    import sys

    return [sys.executable, "-m", "motamot.cli.main"]


def environment(home: Path) -> dict[str, str]:
    from conftest import motamot_environment

    return motamot_environment(home)


# ----------------------------------------------------------------- a whole session, golden

# Draw 1 heard, a try below the top, the time asked, the three hints and a fourth, the top
# found; draw 2 left to run out (the top said, the penalty counted); then every draw given up
# until the game ends and its summary is said.
SESSION = {
    "fr": [
        "tirage",
        "+20 H6 LUI",
        "+15 temps",
        "indice",
        "indice",
        "indice",
        "indice",
        "H5 DUIT",
        "+200 temps",
        "scores",
        *["passe"] * 19,
        "scores",
        "quitte",
    ],
    "en": [
        "rack",
        "+20 H6 LUI",
        "+15 time",
        "hint",
        "hint",
        "hint",
        "hint",
        "H5 DUIT",
        "+200 time",
        "scores",
        *["pass"] * 19,
        "scores",
        "quit",
    ],
}


def session_transcript(language: str) -> str:
    time = FakeTime()
    fresh = ToppingSession.new_topping("Joueur", shipped(), SEED, None, clock=time)
    printed: list[str] = []
    steps = iter(SESSION[language])

    def read(prompt: str) -> str | None:
        step = next(steps, None)
        if step is None:
            return None
        time.now += 1
        if step.startswith("+"):
            seconds, step = step[1:].split(" ", 1)
            time.now += float(seconds)
        printed.append(prompt + step)
        return step

    table = ToppingCommands(fresh, translation(language))
    LineTable(table, Announcer(RecordingSpeaker(), printed.append), read).run()
    assert fresh.game.over is not None
    return "\n".join(printed) + "\n"


def test_a_whole_topping_session_in_lines_in_french():
    check_golden("topping-lignes.txt", session_transcript("fr"))


def test_a_whole_topping_session_in_lines_in_english():
    check_golden("topping-lines-en.txt", session_transcript("en"))


def help_read(table: ToppingCommands) -> list[str]:
    """Every command's line ``aide`` gives at the table: each topic it lists, page by page."""
    lines: list[str] = []
    for topic in table.registry.topics():
        page, pages = 1, 1
        while page <= pages:
            said = table.typed_line(f"aide {topic.value} {page}").sentences
            pages = int(said[0].rstrip(".").split(" sur ")[-1]) if " sur " in said[0] else 1
            lines += said[1:]
            page += 1
    return lines


def test_topping_s_help_names_only_its_commands_each_as_it_works_there():
    """Issue 63: ``aide`` at a topping table was duplicate's (``passe`` passed a turn). Each
    command it names is one the table knows and carries out, and ``passe``, ``indice``,
    ``temps`` and ``scores`` are told as topping does them."""
    session, time = session_at(None)
    table = table_at(session)
    lines = [line for line in help_read(table) if "," in line and not line.startswith("La suite")]
    named = {line.split(",")[0].split()[0] for line in lines}
    assert {"passe", "indice", "temps", "scores", "essaie", "grille"} <= named, named
    for word in named:
        command = table.registry.find(word)
        assert command is not None and callable(getattr(table, command.handler, None)), word
    said = {line.split(",")[0].split()[0]: line for line in lines}
    assert (
        said["passe"] == "passe, abandonne ce tirage, le top est dit et compté manqué, avec la pénalité."
    ), said
    assert "compté en temps" in said["indice"] and "temps total" in said["temps"], said
    assert "tops manqués" in said["scores"], said
    assert not any("votre tour" in line or "pendule" in line or "feuille" in line for line in lines), lines
    # ``passe`` does what its help says: the draw given up, counted missed.
    table.typed_line("passe")
    assert session.drill.missed(session.game) == [1]


def test_scores_says_the_total_time_not_a_draw_s(tmp_path):
    """Issue 63: "Tirage 2, temps 4 minutes 34 secondes" was heard as the draw's time."""
    session, time = session_at(None)
    time.now = 75.0
    for language, said in (
        ("fr", "Tirage 1. Temps total 1 minute 15 secondes, 0 top manqué."),
        ("en", "Draw 1. Total time 1 minute 15 seconds, 0 tops missed."),
    ):
        assert table_at(session, language).request(Line("scores")).sentences == [said]


def test_the_end_says_each_missed_top_once_and_the_file_within_forty_cells():
    """Issue 63: the end listed each missed draw ("tirage 2 manqué"), then the tops missed
    again; and the kept game's line held its whole path (105 characters)."""
    times = [DrawTime(1, 132.0, True, 3, 1), DrawTime(2, 240.0, False, 0, 0), DrawTime(3, 45.0, True, 0, 2)]
    said = describe_topping_summary(translation("fr"), times, 7)
    assert said == [
        "Entraînement terminé. Temps total 6 minutes 57 secondes. Partie numéro 7.",
        "Tirage 1 en 2 minutes 12 secondes. Tirage 3 en 45 secondes.",
        "1 top manqué, tirage 2.",
    ]
    table = table_at(session_at(None)[0])
    kept = table.kept_text(Path("/home/anne/.local/share/motamot/parties-duplicate/entrainement-2026.json"))
    assert kept == (
        "Partie gardée pour la refaire ou l'exporter, "
        "fichier entrainement-2026.json du dossier parties-duplicate."
    )


def test_an_empty_line_in_english_gives_the_english_example():
    """Issue 63: the English answer to an empty line said "for example H4 MOT"."""
    session, _ = session_at(None)
    english = table_at(session, "en").request(Line("")).sentences
    assert english == ["Type a move, for example H4 WORD, or help."]
    assert table_at(session).request(Line("")).sentences == ["Écrivez un coup, par exemple H4 MOT, ou aide."]


def test_the_game_number_motamot_picks_is_short_from_the_command_and_from_the_menu(tmp_path):
    """Issue 63's walkthrough: the menu's topping said "Partie numéro 3402720872", hard to hear
    and to give a club mate (the point of the number). The number motamot picks, from
    ``motamot entrainement`` and from the menu, is below 10 000; ``--graine`` is kept as typed."""
    import re

    from conftest import run_motamot

    lines = ["--lignes", "--voix", "texte", "--langue", "fr"]
    for start, typed in ((["entrainement", *lines], "quitte\n"), (["menu", *lines], "4\n3\nquitte\n1\n6\n")):
        for attempt in range(3):
            home = tmp_path / f"{start[0]}{attempt}"
            done = run_motamot(start, typed, home)
            number = re.search(r"Partie numéro ([0-9]+)\.", done.stdout)
            assert number and 1 <= int(number.group(1)) < 10_000, done.stdout + done.stderr
    given = run_motamot(["entrainement", "--graine", "3402720872", *lines], "quitte\n", tmp_path / "given")
    assert "Partie numéro 3402720872." in given.stdout
