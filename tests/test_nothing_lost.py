"""Issue 32, "Nothing lost, part two": what motamot announced is what it kept, through the real
``motamot`` process: two windows on one game, a failed save, the start-up menu, a duplicate
game read with another word list, bytes that are not text, a tournament file another command
holds, files that would overwrite each other, and what people type."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from conftest import motamot_environment, run_motamot, start_motamot
from motamot.i18n import translation
from motamot.lexicon.lexicon import Lexicon, shipped
from motamot.menu import NEW, Menu
from motamot.rules.duplicate import Verdict
from motamot.rules.notation import parse_move
from motamot.sessions.duplicate import DuplicateSession
from motamot.settings import Settings
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker
from motamot.tournament import store
from motamot.ui.menu_screen import build_menu_app

LINES = ["--lignes", "--voix", "texte"]
IN_USE = "cette partie est ouverte dans un autre motamot"


def running(args: list[str], home: Path) -> subprocess.Popen[str]:
    """motamot started in lines, waiting for what is typed on its standard input."""
    return start_motamot(  # type: ignore[no-any-return]
        ["--langue", "fr", *args],
        home,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )


def typed(process: subprocess.Popen[str], *lines: str) -> None:
    assert process.stdin is not None
    for line in lines:
        process.stdin.write(line + "\n")
    process.stdin.flush()


def wait_for_file(path: Path, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists():
        assert time.monotonic() < deadline, f"{path} never came"
        time.sleep(0.05)


def saved(home: Path, name: str = "partie-en-cours.json") -> dict:
    return json.loads((home / "motamot" / name).read_text(encoding="utf-8"))


# ----------------------------------------------------------------- 1. one game, one writer


@pytest.mark.parametrize(
    ("first", "second", "save"),
    [
        (["--graine", "1", *LINES], ["--reprendre", *LINES], "partie-en-cours.json"),
        (
            ["arbitre", "--joueurs", "Anne,Bruno", *LINES],
            ["arbitre", "--reprendre", *LINES],
            "arbitrage-en-cours.json",
        ),
        (
            ["duplicate", "--salle", "--joueurs", "Anne,Bruno", "--lignes", "--voix", "texte"],
            ["duplicate", "--salle", "--lignes", "--voix", "texte"],
            "duplicate-salle-en-cours.json",
        ),
    ],
    ids=["game", "referee-desk", "duplicate-room"],
)
def test_a_second_motamot_on_one_game_is_told_and_changes_nothing(tmp_path, first, second, save):
    process = running(first, tmp_path)
    try:
        wait_for_file(tmp_path / "motamot" / save)
        # Held still meanwhile: the first goes on writing its own game (a room's clock starts
        # once its opening is heard), and only what the second does is looked at here.
        process.send_signal(signal.SIGSTOP)
        before = (tmp_path / "motamot" / save).read_bytes()
        other = run_motamot(["--langue", "fr", *second], "scores\nquitte\noui\n", tmp_path)
        process.send_signal(signal.SIGCONT)
        assert other.returncode != 0
        assert IN_USE in other.stderr and f"le processus {process.pid}" in other.stderr, other.stderr
        assert "Traceback" not in other.stderr
        assert (tmp_path / "motamot" / save).read_bytes() == before
    finally:
        typed(process, "quitte", "oui")
        process.communicate(timeout=60)
    # The first one gone, the game is free again.
    again = run_motamot(["--langue", "fr", *second], "quitte\noui\n", tmp_path)
    assert IN_USE not in again.stderr, again.stderr


def test_a_crashed_motamot_lets_go_of_its_game(tmp_path):
    process = running(["--graine", "1", *LINES], tmp_path)
    wait_for_file(tmp_path / "motamot" / "partie-en-cours.json")
    typed(process, "passe")
    deadline = time.monotonic() + 30
    while len(saved(tmp_path)["game"]["actions"]) < 2:  # the pass and the computer's answer
        assert time.monotonic() < deadline
        time.sleep(0.05)
    process.kill()
    process.wait()
    resumed = run_motamot(["--langue", "fr", "--reprendre", *LINES], "scores\nquitte\noui\n", tmp_path)
    assert resumed.returncode == 0, resumed.stderr
    assert "Partie reprise, coup " in resumed.stdout and IN_USE not in resumed.stderr


def test_the_menu_s_new_game_never_overwrites_a_game_open_elsewhere(tmp_path):
    process = running(["--graine", "1", *LINES], tmp_path)
    try:
        wait_for_file(tmp_path / "motamot" / "partie-en-cours.json")
        before = (tmp_path / "motamot" / "partie-en-cours.json").read_bytes()
        other = run_motamot(["--langue", "fr", "menu", *LINES], "2\noui\n", tmp_path)
        assert IN_USE in other.stderr, other.stderr
        assert (tmp_path / "motamot" / "partie-en-cours.json").read_bytes() == before
    finally:
        typed(process, "quitte", "oui")
        process.communicate(timeout=60)


def test_a_setting_changed_in_another_motamot_is_never_reverted(tmp_path):
    process = running(["--graine", "1", *LINES], tmp_path)
    try:
        wait_for_file(tmp_path / "motamot" / "partie-en-cours.json")
        # Meanwhile, in another window, sounds are turned off (Réglages, line 4, then line 17).
        other = run_motamot(["--langue", "fr", "menu", *LINES], "4\n17\n", tmp_path)
        assert other.returncode == 0, other.stderr
        assert json.loads((tmp_path / "motamot" / "settings.json").read_text())["sounds"] is False
        typed(process, "verbosite court", "quitte", "oui")
        process.communicate(timeout=60)
    finally:
        process.kill()
    kept = json.loads((tmp_path / "motamot" / "settings.json").read_text())
    assert kept["verbosity"] == "court" and kept["sounds"] is False


def test_the_referee_desk_keeps_the_settings_it_announces(tmp_path):
    done = run_motamot(
        ["--langue", "fr", "arbitre", "--joueurs", "Anne,Bruno", *LINES], "epeler oui\nquitte\n", tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "motamot" / "settings.json").read_text())["spelling"] is True


# ----------------------------------------------------------------- 2. "saved" only when it is


@contextmanager
def unwritable_data_folder(home: Path) -> Iterator[str]:
    """The data folder on a full disk: a tiny tmpfs filled up where the test may mount one (root,
    as in CI), else a file standing where the folder should be. Yields how it failed."""
    folder = home / "motamot"
    folder.mkdir(parents=True)
    mounted = (
        os.geteuid() == 0
        and (
            subprocess.run(
                ["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(folder)], capture_output=True
            )
        ).returncode
        == 0
    )
    try:
        if mounted:
            (folder / "remplissage").write_bytes(b"x" * 12_000)
            with pytest.raises(OSError), open(folder / "encore", "wb") as more:
                more.write(b"x" * 64_000)
                more.flush()
            (folder / "encore").unlink()
            yield "le disque est plein"
        else:
            folder.rmdir()
            folder.write_text("un fichier, pas un dossier")
            yield "un fichier porte le nom d'un dossier"
    finally:
        if mounted:
            subprocess.run(["umount", str(folder)], check=True)


def test_the_end_of_input_after_a_failed_save_never_says_saved_and_writes_the_game_elsewhere(tmp_path):
    with unwritable_data_folder(tmp_path) as reason:
        done = run_motamot(["--langue", "fr", "--graine", "1", *LINES], "passe\nscores\n", tmp_path)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "la partie est enregistrée" not in out
    assert f"Fin de la saisie. La partie n'a pas pu être enregistrée, {reason}" in out
    taken_up = ". Elle se reprend avec motamot, l'option reprendre et ce fichier."
    written = out.split("Partie écrite dans ", 1)[1].split(taken_up, 1)[0]
    assert Path(written).parent == tmp_path / "Documents"
    # Taken up from there once the folder is back: the pass and the computer's move are in it.
    resumed = run_motamot(
        ["--langue", "fr", "--reprendre", written, *LINES], "scores\nquitte\noui\n", tmp_path
    )
    assert resumed.returncode == 0, resumed.stderr
    assert "Partie reprise, coup " in resumed.stdout
    assert len(saved(tmp_path)["game"]["actions"]) >= 2


def test_ctrl_c_after_a_failed_save_never_says_saved(tmp_path):
    with unwritable_data_folder(tmp_path):
        process = running(["--graine", "1", *LINES], tmp_path)
        typed(process, "passe")
        time.sleep(3)  # the pass, the computer's answer, and the prompt again
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
    assert "enregistrée." not in out.replace("n'a pas pu être enregistrée.", "")
    assert "Partie écrite dans " in out + err and "Traceback" not in err


def test_resigning_after_a_failed_save_never_says_saved(tmp_path):
    with unwritable_data_folder(tmp_path):
        done = run_motamot(["--langue", "fr", "--graine", "1", *LINES], "abandon\noui\nscores\n", tmp_path)
    assert done.returncode == 0, done.stderr
    assert "la partie est enregistrée" not in done.stdout and "reprend." not in done.stdout


def test_quitting_a_duplicate_game_after_a_failed_save_asks_then_writes_it_elsewhere(tmp_path):
    with unwritable_data_folder(tmp_path):
        done = run_motamot(
            ["--langue", "fr", "duplicate", "--graine", "5", "--lignes", "--voix", "texte"],
            "passe\nquitte\nquitte\n",
            tmp_path,
        )
    assert done.returncode == 0, done.stderr
    assert "Écrivez quitte encore pour quitter, elle est alors écrite dans vos Documents." in done.stdout
    assert "Elle se reprend avec motamot duplicate, l'option reprendre et ce fichier." in done.stdout


def test_save_writes_the_game_to_a_folder_given_and_says_how_to_take_it_up(tmp_path):
    elsewhere = tmp_path / "clé USB"
    elsewhere.mkdir()
    done = run_motamot(
        ["--langue", "fr", "arbitre", "--joueurs", "Anne,Bruno", *LINES],
        f"H8 DIN\nenregistre {elsewhere}\nquitte\n",
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    line = next(text for text in done.stdout.splitlines() if "Partie écrite dans " in text)
    assert line.lstrip().startswith(f"Partie écrite dans {elsewhere}/motamot-arbitrage-")
    assert line.endswith(".json. Elle se reprend avec motamot arbitre, l'option reprendre et ce fichier.")


# ----------------------------------------------------------------- 3. the start-up menu


def test_the_start_up_menu_on_the_full_screen_asks_before_replacing_a_saved_game():
    speaker = RecordingSpeaker()
    menu = Menu(Settings(), in_game=False, can_resume=True)
    with create_pipe_input() as pipe:
        pipe.send_text("\x1b[B\r")  # down to "Nouvelle partie", Enter
        pipe.send_text("\x1b[B\x1b[A\r")  # moved away and back: asked again
        pipe.send_text("\r")  # Enter alone: asked again, nothing replaced
        pipe.send_text("oui\r")
        action = build_menu_app(
            menu, translation("fr"), Announcer(speaker, lambda text: None), input=pipe, output=DummyOutput()
        ).run()
    assert action == NEW
    asked = (
        "La partie en cours sera perdue. Écrivez oui pour commencer une nouvelle partie, non pour la garder."
    )
    assert speaker.texts.count(asked) == 3


def test_motamot_with_a_game_in_progress_never_replaces_it_from_line_two(tmp_path):
    first = run_motamot(["--langue", "fr", "--graine", "1", *LINES], "passe\nquitte\noui\n", tmp_path)
    assert first.returncode == 0, first.stderr
    before = saved(tmp_path)
    again = run_motamot(["--langue", "fr", *LINES], "2\n2\n\nnon\n", tmp_path)
    asked = (
        "La partie en cours sera perdue. Écrivez oui pour commencer une nouvelle partie, non pour la garder."
    )
    assert again.stdout.count(asked) == 3  # the number again, or Enter alone, only ask again
    assert "La partie en cours est gardée." in again.stdout
    assert saved(tmp_path) == before


# ----------------------------------------------------------------- 4. a duplicate game's own tops


def test_a_duplicate_game_reads_back_as_judged_whatever_the_word_list(tmp_path):
    game = run_motamot(
        ["--langue", "fr", "duplicate", "--graine", "5", "--lignes", "--voix", "texte"],
        "H4 DUREA\n5E MuGUETAT\nquitte\n",
        tmp_path,
    )
    assert game.returncode == 0, game.stderr
    assert "H4 DUREA, mot non valable, DUREA, liste libre de motamot, zéro." in game.stdout
    # The player's own list: DUREA is a word there, MUGUETAT and the tops are not.
    own = tmp_path / "ma-liste.txt"
    own.write_text("DUREA\nMAISON\n", encoding="utf-8")
    assert run_motamot(["--langue", "fr", "lexique", str(own)], "", tmp_path).returncode == 0
    resumed = run_motamot(
        ["--langue", "fr", "duplicate", "--lignes", "--voix", "texte"],
        "scores\nH8 MAISON\nquitte\n",
        tmp_path,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert "Partie duplicate reprise au coup 3." in resumed.stdout
    data = saved(tmp_path, "duplicate-en-cours.json")
    assert data["turns"][0]["answers"][0]["invalid"] == ["DUREA"]
    # DUREA still scored zero (the player's list would have given it 16): 86 for MUGUETAT alone.
    assert "Total 86, top 104" in resumed.stdout.split("reprise", 1)[1]


def test_a_duplicate_answer_is_judged_by_the_list_in_use_and_read_back_by_its_verdict(tmp_path):
    words = shipped()
    session = DuplicateSession.new(["Anne"], words, 5, 180, tmp_path / "d.json")
    session.next_rack()
    answer, _events = session.hand_in(0, parse_move("H4 DUREA"))
    assert answer.verdict is Verdict.INVALID_WORDS
    session.let_go()
    again = DuplicateSession.resume(tmp_path / "d.json", EveryWord(words.dawg, "tout", tmp_path / "tout.txt"))
    assert again.game.turns[0].answers[0].verdict is Verdict.INVALID_WORDS


class EveryWord(Lexicon):
    """A word list that takes any word: DUREA would score there."""

    def is_valid(self, word: str) -> bool:
        return True


# ----------------------------------------------------------------- 5. bytes never crash a reader


def test_latin_1_lines_piped_to_the_referee_desk_are_read(tmp_path):
    home = tmp_path
    command = ["--langue", "fr", "arbitre", "--joueurs", "Anne,Bruno", *LINES]
    script = "scores\nH8 \xe9T\xe9\nverbosit\xe9 court\nquitte\n".encode("latin-1")
    done = subprocess.run(
        [str(Path(os.sys.executable).with_name("motamot")), *command],
        input=script,
        capture_output=True,
        env=motamot_environment(home),
        timeout=120,
    )
    assert done.returncode == 0, done.stderr.decode()
    out = done.stdout.decode("utf-8")
    assert "Anne joue H8 ETE" in out, out
    assert "Traceback" not in done.stderr.decode()


def test_a_control_character_in_a_settings_value_is_refused_with_a_sentence(tmp_path):
    folder = tmp_path / "motamot"
    folder.mkdir()
    (folder / "settings.json").write_text(json.dumps({"word_list": "liste\u0000.txt", "sounds": False}))
    done = run_motamot(["--langue", "fr", "--graine", "1", *LINES], "quitte\noui\n", tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    # The file named, and the one setting refused: the others are kept.
    assert "settings.json, valeur refusée pour Liste de mots, motamot prend sa valeur" in done.stderr


def test_a_closed_standard_output_is_no_crash(tmp_path):
    for args in (["verifier", "MAISON"], ["--graine", "1", *LINES]):
        done = subprocess.run(
            f"{Path(os.sys.executable).with_name('motamot')} --langue fr {' '.join(args)} >&-",
            shell=True,
            input="passe\nquitte\noui\n",
            capture_output=True,
            text=True,
            env=motamot_environment(tmp_path),
            timeout=120,
        )
        assert "Traceback" not in done.stderr, done.stderr


def tournament(tmp_path: Path) -> Path:
    path = tmp_path / "club.tournoi"
    store.create(path, "Club")
    for name in ("Anne", "Bruno", "Chloé"):
        with store.editing(path) as file:
            file.add_player(file.tournament.new_player(name, 1500))
    return path


@pytest.mark.parametrize(
    "hostile",
    [
        "CREATE INDEX trompe ON players (rating)",
        "CREATE UNIQUE INDEX trompe ON absences (round)",
        "CREATE TABLE tournament_bis (x)",
    ],
)
def test_a_tournament_file_with_an_index_or_table_motamot_did_not_create_is_refused(tmp_path, hostile):
    path = tournament(tmp_path)
    with sqlite3.connect(path) as db:
        db.execute(hostile)
    done = run_motamot(["--langue", "fr", "tournoi", "classement", str(path)], "", tmp_path)
    assert done.returncode != 0 and "élément inconnu dans le fichier" in done.stderr, done.stderr


def test_a_tournament_file_with_a_constraint_motamot_did_not_write_is_refused(tmp_path):
    path = tournament(tmp_path)
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA writable_schema = ON")
        db.execute(
            "UPDATE sqlite_master SET sql = replace(sql, 'withdrawn_from INTEGER', "
            "'withdrawn_from INTEGER CHECK (withdrawn_from IS NULL)') WHERE name = 'players'"
        )
    done = run_motamot(["--langue", "fr", "tournoi", "classement", str(path)], "", tmp_path)
    assert done.returncode != 0 and "élément inconnu dans le fichier, players" in done.stderr, done.stderr


# ----------------------------------------------------------------- 6. waiting is said


def test_a_tournament_file_held_by_another_program_is_waited_for_and_said_at_once(tmp_path):
    path = tournament(tmp_path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        command = start_motamot(
            ["--langue", "fr", "tournoi", "inscris", str(path), "David", "1400"],
            tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert command.stdout is not None
        said = command.stdout.readline()
        assert said.startswith("Le fichier du tournoi est utilisé par une autre commande, motamot attend")
        assert "60 secondes au plus" in said
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    out, err = command.communicate(timeout=60)
    assert command.returncode == 0, err
    assert [p.name for p in store.load(path).players][-1] == "David"


@contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """``folder`` read-only for real: remounted read-only where the test may mount (root
    ignores file permissions), else by its permissions."""
    if os.geteuid() == 0:
        mount = subprocess.run(["mount", "--bind", str(folder), str(folder)], capture_output=True)
        assert mount.returncode == 0, mount.stderr
        subprocess.run(["mount", "-o", "remount,bind,ro", str(folder)], check=True)
        try:
            yield
        finally:
            subprocess.run(["umount", str(folder)], check=True)
    else:
        folder.chmod(0o555)
        try:
            yield
        finally:
            folder.chmod(0o755)


def test_a_read_only_tournament_file_is_read_by_commands_that_change_nothing(tmp_path):
    folder = tmp_path / "cd"
    folder.mkdir()
    path = tournament(folder)
    with read_only(folder):
        for action in (["joueurs"], ["classement"]):
            done = run_motamot(["--langue", "fr", "tournoi", action[0], str(path)], "", tmp_path)
            assert done.returncode == 0, done.stderr
            assert "impossible d'écrire" not in done.stderr
        refused = run_motamot(
            ["--langue", "fr", "tournoi", "inscris", str(path), "David", "1400"], "", tmp_path
        )
    assert refused.returncode != 0 and "lecture seule" in refused.stderr, refused.stderr


def test_damaged_text_in_a_tournament_file_is_never_a_system_error_number(tmp_path):
    path = tmp_path / "texte.tournoi"
    path.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 8)
    done = run_motamot(["--langue", "fr", "tournoi", "classement", str(path)], "", tmp_path)
    assert done.returncode != 0
    assert "erreur du système numéro" not in done.stderr and "impossible d'écrire" not in done.stderr


# ----------------------------------------------------------------- 7. files never overwrite each other


def test_two_refereed_games_finished_in_the_same_second_are_both_kept(tmp_path, monkeypatch):
    from motamot.rules.variants import preset
    from motamot.sessions.classic import GameSession, finished_games_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    for first in (0, 1):
        session = GameSession.referee(
            ["Anne", "Bruno"], preset("ffsc"), shipped(), tmp_path / "a.json", first
        )
        session.game.resign(0, now=0.0)
        session.save()
        session.let_go()
    assert len(list(finished_games_dir().glob("arbitrage-*.json"))) == 2


@pytest.mark.parametrize("suffix", [".gcg", ".txt"])
def test_duplicate_export_never_writes_over_its_own_source(tmp_path, suffix):
    source = tmp_path / "duplicate.json"
    session = DuplicateSession.new(["Anne"], shipped(), 5, 180, source)
    session.next_rack()
    session.hand_in(0, None)
    session.let_go()
    renamed = source.with_suffix(suffix)
    source.rename(renamed)
    before = renamed.read_bytes()
    done = run_motamot(["--langue", "fr", "duplicate", "--exporte", str(renamed)], "", tmp_path)
    assert done.returncode == 0, done.stderr
    assert renamed.read_bytes() == before
    assert (tmp_path / f"duplicate-export{suffix}").exists()


# ----------------------------------------------------------------- 8. what people type


def test_a_letter_with_a_combining_accent_is_the_letter(tmp_path):
    check = run_motamot(["--langue", "fr", "verifier", "E\u0301TE\u0301"], "", tmp_path)
    assert check.returncode == 0 and "ETE, valable" in check.stdout, check.stdout + check.stderr
    desk = run_motamot(
        ["--langue", "fr", "arbitre", "--joueurs", "Anne,Bruno", *LINES],
        "H8 E\u0301TE\u0301\nquitte\n",
        tmp_path,
    )
    assert "Anne joue H8 ETE" in desk.stdout, desk.stdout


@pytest.mark.parametrize("line", ["H٣ MAISON", "٣H MAISON", "H８ MAISON"])
def test_digits_other_than_ascii_are_no_coordinate(tmp_path, line):
    done = run_motamot(
        ["--langue", "fr", "arbitre", "--joueurs", "Anne,Bruno", *LINES], f"{line}\nquitte\n", tmp_path
    )
    assert "n'est pas une case" in done.stdout and "Anne joue" not in done.stdout, done.stdout


def test_escape_and_bidi_characters_are_never_printed_back(tmp_path):
    hostile = "\x1b[31mrouge \u202eessai"
    game = run_motamot(["--langue", "fr", *LINES, "--graine", "1"], f"{hostile}\nquitte\noui\n", tmp_path)
    check = run_motamot(["--langue", "fr", "verifier", "A\x1b[2JB"], "", tmp_path)
    for out in (game.stdout, check.stdout, check.stderr):
        assert "\x1b" not in out and "\u202e" not in out


def test_a_tournament_s_name_is_checked_like_a_player_s(tmp_path):
    done = run_motamot(
        ["--langue", "fr", "tournoi", "cree", str(tmp_path / "t.tournoi"), "Club\u202e"], "", tmp_path
    )
    assert done.returncode != 0 and "ne se lit pas" in done.stderr, done.stderr
    assert not (tmp_path / "t.tournoi").exists()


# ----------------------------------------------------------------- 9. smaller


def test_a_utf8_word_list_with_one_latin_1_line_keeps_its_utf8_words(tmp_path):
    own = tmp_path / "liste.txt"
    own.write_bytes("ÉTÉ\nMAISON\nFORÊT\n".encode() + "ÉLAN\n".encode("latin-1"))
    assert run_motamot(["--langue", "fr", "lexique", str(own)], "", tmp_path).returncode == 0
    check = run_motamot(["--langue", "fr", "verifier", "ETE", "FORET", "ELAN"], "", tmp_path)
    assert check.returncode == 0, check.stdout


def test_a_damaged_compiled_list_is_compiled_again_never_read(tmp_path):
    own = tmp_path / "liste.txt"
    own.write_text("MAISON\nJARDIN\n", encoding="utf-8")
    assert run_motamot(["--langue", "fr", "lexique", str(own)], "", tmp_path).returncode == 0
    (graph,) = (tmp_path / "motamot").rglob("*.dawg")
    data = bytearray(graph.read_bytes())
    data[-1] ^= 0x01  # one bit flipped: the graph may still look sound
    graph.write_bytes(bytes(data))
    check = run_motamot(["--langue", "fr", "verifier", "MAISON", "JARDIN"], "", tmp_path)
    assert check.returncode == 0, check.stdout
    assert hashlib_of(graph) == json.loads(graph.with_suffix(".json").read_text())["dawg_sha256"]


def hashlib_of(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_room_save_with_two_players_of_one_name_is_refused(tmp_path):
    session = DuplicateSession.new(["Anne", "Bruno"], shipped(), 5, 180, tmp_path / "salle.json")
    session.next_rack()  # saved with its first rack
    session.let_go()
    data = json.loads((tmp_path / "salle.json").read_text())
    data["players"] = ["Anne", "anne"]
    (tmp_path / "motamot").mkdir()
    (tmp_path / "motamot" / "duplicate-salle-en-cours.json").write_text(json.dumps(data))
    done = run_motamot(
        ["--langue", "fr", "duplicate", "--salle", "--lignes", "--voix", "texte"], "", tmp_path
    )
    assert done.returncode != 0 and "donnée invalide" in done.stderr, done.stderr
    room = run_motamot(
        ["--langue", "fr", "duplicate", "--salle", "--nouvelle", "--joueurs", "Anne,anne", *LINES],
        "",
        tmp_path,
    )
    assert room.returncode != 0 and "Deux joueurs s'appellent" in room.stderr, room.stderr


def test_a_settings_hint_names_the_command_typed(tmp_path):
    done = run_motamot(["--langue", "fr", "--graine", "1", *LINES], "sons peut-être\nquitte\noui\n", tmp_path)
    assert "Écrivez sons oui, ou sons non." in done.stdout, done.stdout


@pytest.mark.parametrize(
    ("ascii_text", "other"), [("G 8", "G ٨"), ("\t68\t", "\t٦٨\t"), ("2\tEIOLMLS", "２\tEIOLMLS")]
)
def test_a_published_game_with_digits_other_than_ascii_is_refused_with_its_line(ascii_text, other):
    from helpers import CLUB_GAME

    from motamot.files import RecordError
    from motamot.records.published import parse_published

    with pytest.raises(RecordError) as refused:
        parse_published(CLUB_GAME.replace(ascii_text, other, 1))
    assert refused.value.line == 4  # the line of move 2
