"""Issue 18, items 1 to 3: names typed at the start are the names a save can hold; files we
read are regular files, read within bounds, refused in the player's words; a save the system
refuses lets the game go on and keeps the last good one."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path

import pytest

from conftest import new_game, run_motamot
from motamot.cli.main import build_parser
from motamot.cli.play import apply_options
from motamot.commands.game import GameCommands
from motamot.describe.files import describe_record_error
from motamot.describe.refusals import describe_refusal
from motamot.files import FileProblem, RecordError, SystemReason, read_text, remove_stale_temporaries
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.records.saves import game_from_json, game_to_json
from motamot.rules.actions import RestartClock, StopClock
from motamot.rules.game import Game
from motamot.rules.names import MAX_NAME, NameProblem, name_problem, normal_name
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession, Seat
from motamot.settings import Settings
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker

FR = translation("fr")


# ------------------------------------------------------------------ names


def test_names_are_normalised_as_typed_and_a_save_of_them_is_resumed():
    """A tab or a no-break space inside a name made the save unresumable (issue 18)."""
    args = build_parser(FR).parse_args(["--joueurs", "Anne\tMarie , Bruno\xa0 Durand,Zoé"])
    names = apply_options(args, Settings())
    assert names == ["Anne Marie", "Bruno Durand", "Zoé"]
    assert normal_name("Zoe\u0301") == "Zoé"  # é typed as e and a combining accent
    game = Game.new(names, preset("larousse"), seed=3)
    again = game_from_json(json.loads(json.dumps(game_to_json(game))))
    assert [p.name for p in again.players] == names


@pytest.mark.parametrize(
    ("names", "heard"),
    [
        (["A" * 45, "Bruno"], f"Le nom {'A' * 45} a 45 caractères, {MAX_NAME} au plus."),
        (["Anne\u200b", "Bruno"], "contient espace sans largeur, qui ne se lit pas."),
        (["Anne\x07", "Bruno"], "contient caractère invisible U+0007, qui ne se lit pas."),
        (["Anne", "ANNE"], "Deux joueurs s'appellent ANNE. Donnez à chacun un nom différent."),
    ],
)
def test_a_name_no_save_could_hold_is_refused_at_the_start(names, heard):
    with pytest.raises(IllegalMove) as refused:
        Game.new(names, preset("ffsc"), seed=1)
    assert refused.value.refusal.reason is Reason.BAD_NAME
    assert heard in describe_refusal(FR, refused.value.refusal)


def test_the_save_loader_asks_the_same_question_of_names():
    data = json.loads(json.dumps(game_to_json(new_game())))
    data["players"][0] = "Anne\tMarie"
    with pytest.raises(RecordError) as refused:
        game_from_json(data)
    assert refused.value.details["field"] == "players"
    assert name_problem("Anne\tMarie") == (NameProblem.INVISIBLE, "\t")
    assert name_problem("Anne Marie") is None


def test_a_bad_name_on_the_command_line_is_said_and_nothing_starts(tmp_path):
    run = run_motamot(["--lignes", "--voix", "texte", "--joueurs", "Anne,anne"], "", tmp_path)
    assert run.returncode == 2
    assert "Deux joueurs s'appellent anne. Donnez à chacun un nom différent." in run.stderr
    assert "Traceback" not in run.stderr
    assert not (tmp_path / "motamot" / "partie-en-cours.json").exists()


# ------------------------------------------------------------------ reading


def test_a_named_pipe_is_refused_at_once_not_waited_on(tmp_path):
    """``motamot partie FIFO`` and ``--lexique FIFO`` blocked for ever."""
    pipe = tmp_path / "tube"
    os.mkfifo(pipe)
    with pytest.raises(RecordError) as refused:
        read_text(pipe)
    assert refused.value.details["reason"] is SystemReason.NOT_A_FILE
    started = time.monotonic()
    replay = run_motamot(["partie", str(pipe)], "", tmp_path, timeout=60)
    assert replay.returncode == 2
    assert "ce n'est pas un fichier ordinaire, donnez le nom d'un fichier" in replay.stderr
    words = run_motamot(["--lexique", str(pipe), "verifier", "MOT"], "", tmp_path, timeout=60)
    assert "ce n'est pas un fichier ordinaire" in words.stderr
    assert time.monotonic() - started < 50


def test_a_folder_and_a_missing_file_are_said_in_the_players_language(tmp_path):
    for path, french, english in (
        (tmp_path, "c'est un dossier, donnez le nom d'un fichier", "it is a folder, give the name of a file"),
        (tmp_path / "absent.gcg", "il n'existe pas, vérifiez le nom", "it does not exist, check the name"),
    ):
        with pytest.raises(RecordError) as refused:
            read_text(path)
        assert french in describe_record_error(FR, refused.value, str(path))
        said = describe_record_error(translation("en"), refused.value, str(path))
        assert english in said and "Is a directory" not in said and "No such file" not in said


def test_a_utf16_word_list_is_read_like_any_other(tmp_path):
    path = tmp_path / "liste.txt"
    path.write_text("\ufeffCHAT\nCHIEN\nÉTÉ\n", encoding="utf-16-le")
    assert read_text(path).split() == ["CHAT", "CHIEN", "ÉTÉ"]


def test_an_invisible_character_in_a_word_is_named(tmp_path):
    from motamot.describe.lexicon import describe_line_problem
    from motamot.lexicon.lexicon import read_word_list

    _words, problems = read_word_list("CHAT\nCH\xa0IEN\nMOT\tS\n")
    said = [describe_line_problem(FR, p) for p in problems]
    assert "Ligne 2 ignorée, « CH\xa0IEN », « espace insécable » n'est pas une lettre." in said
    assert "Ligne 3 ignorée, « MOT\tS », « tabulation » n'est pas une lettre." in said


# ------------------------------------------------------------------ writing


def line_game(session: GameSession, lines: list[str]) -> list[str]:
    said: list[str] = []
    pending = list(lines)

    def read(prompt: str) -> str | None:
        return pending.pop(0) if pending else None

    commands = GameCommands(session, FR)
    announcer = Announcer(RecordingSpeaker(), lambda text: said.extend(text.splitlines()))
    LineTable(commands, announcer, read).run()
    return said


def moves_played(game) -> int:
    """The game's actions but the clock stopped and started as the keyboard is handed over."""
    return sum(not isinstance(a, (StopClock, RestartClock)) for a in game.actions)


def test_a_file_in_place_of_the_data_folder_lets_the_game_go_on_and_says_so_once(tmp_path):
    blocker = tmp_path / "motamot"
    blocker.write_text("pas un dossier")
    game = new_game()
    session = GameSession(game, [Seat(p.name) for p in game.players], shipped(), blocker / "partie.json", 1)
    said = line_game(session, ["passe", "passe", "quitte", "non"])
    faults = [line for line in said if line.startswith("La partie n'a pas pu être enregistrée")]
    assert faults == [
        "La partie n'a pas pu être enregistrée, un fichier porte le nom d'un dossier du chemin, renommez-le. "
        "Le dernier enregistrement reste intact, la partie continue, et motamot réessaie à chaque coup."
    ]
    assert moves_played(game) == 2  # both passes were played
    assert any(line.startswith("La partie n'est pas enregistrée,") for line in said)  # quitte asks


def test_a_full_disk_keeps_the_last_save_and_saving_resumes_when_there_is_room(tmp_path, monkeypatch):
    path = tmp_path / "partie.json"
    session = GameSession.new([Seat("Xavier"), Seat("Yvonne")], preset("ffsc"), shipped(), 7, path)
    before = path.read_bytes()
    real_fsync = os.fsync

    def full(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    said = line_game(session, ["", "passe"])
    assert path.read_bytes() == before
    assert session.save_fault is not None and session.save_fault.details["reason"] is SystemReason.FULL
    assert any("le disque est plein, libérez de la place" in line for line in said)
    # No temporary left behind (the lock beside the save says which motamot writes it).
    assert [p.name for p in tmp_path.iterdir() if p.suffix != ".verrou"] == ["partie.json"]
    monkeypatch.setattr(os, "fsync", real_fsync)
    said = line_game(session, ["", "passe"])
    assert "La partie est de nouveau enregistrée." in said
    assert moves_played(GameSession.resume(path, shipped()).game) == 2


def test_temporaries_left_by_a_kill_are_removed_at_start(tmp_path):
    stale = tmp_path / ".partie-en-cours.json.abc123.tmp"
    fresh = tmp_path / ".partie-en-cours.json.def456.tmp"
    for path in (stale, fresh):
        path.write_text("{")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert remove_stale_temporaries(tmp_path) == 1
    assert not stale.exists() and fresh.exists()  # a write under way is left alone


def test_motamot_cleans_its_data_folder_when_it_starts(tmp_path):
    folder = tmp_path / "motamot"
    folder.mkdir()
    stale = folder / ".partie-en-cours.json.x1.tmp"
    stale.write_text("{")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    run_motamot(["verifier", "MOT"], "", tmp_path)
    assert not stale.exists()


def test_a_record_error_raised_by_a_write_names_the_file_written():
    error = RecordError(FileProblem.NOT_WRITTEN, path=None, reason=SystemReason.READ_ONLY, code=errno.EROFS)
    assert describe_record_error(FR, error, "t.html") == (
        "t.html, impossible d'écrire le fichier, le disque est en lecture seule. Rien n'a été modifié."
    )


def test_a_quit_confirmed_after_a_failed_save_leaves(tmp_path):
    blocker = tmp_path / "motamot"
    blocker.write_text("x")
    game = Game.new(["Xavier", "Yvonne"], preset("ffsc"), seed=7, judge=shipped().is_valid)
    session = GameSession(game, [Seat(p.name) for p in game.players], shipped(), blocker / "partie.json", 1)
    said = line_game(session, ["quitte", "oui"])
    assert any(
        "Écrivez enregistre pour l'écrire dans vos Documents, ou enregistre et un dossier. "
        "Écrivez oui pour quitter, elle est alors écrite dans vos Documents, non pour continuer." in x
        for x in said
    )
    # Leaving anyway writes the game in the documents folder, and says where and how to take it up.
    written = [x for x in said if x.startswith("Partie écrite dans ")]
    taken_up = ". Elle se reprend avec motamot, l'option reprendre et ce fichier."
    assert written and written[0].endswith(taken_up), said
    path = Path(written[0].split("Partie écrite dans ", 1)[1].split(". Elle se reprend", 1)[0])
    assert (
        GameSession.resume(path, shipped(), save_path=tmp_path / "reprise.json").game.snapshot()
        == game.snapshot()
    )


def test_a_setting_that_cannot_be_kept_holds_for_the_game_which_goes_on(tmp_path):
    (tmp_path / "motamot").write_text("un fichier, pas un dossier")
    run = run_motamot(
        ["--lignes", "--voix", "texte", "--graine", "1"], "verbosite court\nscores\nquitte\noui\n", tmp_path
    )
    assert run.returncode == 0, run.stderr
    assert (
        "Réglage appliqué pour cette fois seulement, il n'a pas pu être gardé, "
        "un fichier porte le nom d'un dossier du chemin, renommez-le." in run.stdout
    )
    assert "Scores, Joueur 0" in run.stdout and "Traceback" not in run.stderr


def test_names_problem_words_in_english():
    with pytest.raises(IllegalMove) as refused:
        Game.new(["Anne", "anne"], preset("ffsc"), seed=1)
    assert describe_refusal(translation("en"), refused.value.refusal) == (
        "Two players are called anne. Give each one a different name."
    )


def test_options_never_replace_a_game_in_progress_by_themselves(tmp_path):
    """``motamot --contre expert`` started a new game over the one in progress, unasked."""
    first = run_motamot(["--lignes", "--voix", "texte", "--graine", "7"], "passe\nquitte\noui\n", tmp_path)
    assert first.returncode == 0, first.stderr
    save = tmp_path / "motamot" / "partie-en-cours.json"
    kept = save.read_bytes()
    again = run_motamot(["--lignes", "--voix", "texte", "--contre", "expert"], "", tmp_path)
    assert "Une partie est en cours, elle n'est pas remplacée." in again.stdout
    assert "1. Reprendre la partie en cours" in again.stdout
    assert save.read_bytes() == kept


# ------------------------------------------------------------------ big word lists


def test_a_word_list_over_the_limit_is_refused_with_the_limit_named(tmp_path):
    """Issue 18, item 8: the documented limit (64 Mo, about 4.9 million words)."""
    from motamot.lexicon.lexicon import MAX_LIST_BYTES, load_word_list

    path = tmp_path / "enorme.txt"
    with open(path, "wb") as handle:
        handle.truncate(MAX_LIST_BYTES + 1)  # sparse: costs no disk
    with pytest.raises(RecordError) as refused:
        load_word_list(path, tmp_path / "cache")
    assert describe_record_error(FR, refused.value, "enorme.txt") == (
        "enorme.txt, fichier trop gros, 64 Mo au plus. Rien n'a été modifié."
    )


def test_a_long_compile_says_so_first_and_how_far_it_got(tmp_path, monkeypatch):
    """The 4.45-million-word list compiled for minutes in silence; the thresholds are
    lowered here so that a small list shows the same messages."""
    import gzip
    from importlib import resources

    from motamot.cli import words as cli_words
    from motamot.lexicon import dawg

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(cli_words, "BIG_LIST", 1000)
    monkeypatch.setattr(dawg, "PROGRESS_STEP", 2000)
    with gzip.open(resources.files("motamot.lexicon") / "data" / "mots.txt.gz", "rt", encoding="utf-8") as f:
        listed = f.read().split()[:5000]
    path = tmp_path / "liste.txt"
    path.write_text("\n".join(listed) + "\n", encoding="utf-8")
    said: list[tuple[str, bool]] = []
    lexicon = cli_words.compiled(path, FR, lambda text, error=False: said.append((text, error)))
    assert lexicon.size == 5000
    assert said == [
        (
            "Première lecture de cette liste, 5 000 mots. motamot la prépare une fois pour toutes, "
            "cela peut prendre une minute.",
            True,
        ),
        ("Liste préparée à 40 %.", True),
        ("Liste préparée à 80 %.", True),
    ]
    said.clear()
    assert cli_words.compiled(path, FR, lambda text, error=False: said.append((text, error))).size == 5000
    assert said == []  # the next start reads the cache: nothing to wait for


def test_random_bytes_are_not_a_word_list(tmp_path):
    """Random bytes with no NUL were read as a list ("38 mots")."""
    import random

    from motamot.lexicon.lexicon import load_word_list

    rng = random.Random(18)
    for attempt in range(20):
        data = bytes(rng.choice([b for b in range(256) if b]) for _ in range(2000))
        path = tmp_path / f"bruit-{attempt}.txt"
        path.write_bytes(data)
        with pytest.raises(RecordError) as refused:
            load_word_list(path, tmp_path / "cache")
        assert refused.value.problem is FileProblem.BINARY and refused.value.line >= 1


def test_a_windows_french_list_reads_its_oe(tmp_path):
    from motamot.lexicon.lexicon import load_word_list

    path = tmp_path / "windows.txt"
    path.write_bytes("cœur\nŒUVRE\nété\n".encode("cp1252"))
    lexicon = load_word_list(path, tmp_path / "cache")
    assert "COEUR" in lexicon and "OEUVRE" in lexicon and "ETE" in lexicon


@pytest.mark.parametrize(
    ("typed", "named"),
    [("H8 FO\u200bND", "espace sans largeur"), ("H8 FO\tND", "tabulation"), ("H8 FO\u00adND", "U+00AD")],
)
def test_an_invisible_character_in_a_move_is_named_not_quoted_blank(typed, named):
    """Refusals quoted «  » for characters a screen reader cannot say."""
    from helpers import play

    from conftest import set_rack

    game = new_game()
    set_rack(game, 0, "FONDUES")
    said = play(game, [typed, "quitte", "oui"])
    assert any(named in line and "caractère 3 du mot, n'est pas une lettre" in line for line in said), said
    assert not game.moves
