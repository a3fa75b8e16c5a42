"""The command line as a new player meets it (issue 34, point 4): ``--version``, ``python -m
motamot``, values in French or in English, and errors in the player's words, never Python's."""

from __future__ import annotations

import subprocess
import sys

from conftest import motamot_environment, run_motamot


def test_a_wrong_opponent_is_said_with_the_choices_in_the_players_language(tmp_path):
    french = run_motamot(["--contre", "facile"], "", tmp_path)
    assert french.returncode == 2
    assert (
        "facile n'est pas un adversaire, choisissez parmi debutant, intermediaire, expert, champion, aucun"
        in (french.stderr)
    )
    assert "Level" not in french.stderr and "<" not in french.stderr.splitlines()[-1]
    english = run_motamot(["--langue", "en", "--against", "easy"], "", tmp_path)
    assert (
        "easy is not an opponent, choose among beginner, intermediate, expert, champion, none"
        in english.stderr
    )


def test_english_values_are_taken_in_english(tmp_path):
    played = run_motamot(
        ["--lignes", "--voix", "texte", "--graine", "1", "--joueurs", "Anne", "--against", "beginner"],
        "scores\nquitte\noui\n",
        tmp_path,
    )
    assert played.returncode == 0, played.stderr
    assert "Scores, Anne 0, Motamot" in played.stdout


def test_version_and_python_dash_m(tmp_path):
    version = run_motamot(["--version"], "", tmp_path)
    assert version.returncode == 0 and version.stdout.startswith("motamot ")
    module = subprocess.run(
        [sys.executable, "-m", "motamot", "--version"],
        capture_output=True,
        text=True,
        env=motamot_environment(tmp_path),
    )
    assert module.stdout == version.stdout


def test_the_diagnostic_says_what_motamot_uses_here(tmp_path):
    said = run_motamot(["diagnostic"], "", tmp_path)
    assert said.returncode == 0
    lines = said.stdout.splitlines()
    assert lines[0].startswith("motamot ") and "Python" in lines[0]
    for start in (
        "Langue, ",
        "Interface, ",
        "Lecteur d'écran, ",
        "Voix, ",
        "Sons, ",
        "Liste de mots, motamot",
    ):
        assert any(line.startswith(start) for line in lines), (start, lines)
    assert any(line.startswith("Réglages, ") and str(tmp_path) in line for line in lines)
    english = run_motamot(["--langue", "en", "diagnostics"], "", tmp_path)
    assert "Language, English." in english.stdout


def test_argparse_speaks_the_players_language_and_each_command_lists_its_own_options(tmp_path):
    help_text = run_motamot(["verifier", "--help"], "", tmp_path)
    assert help_text.returncode == 0
    assert help_text.stdout.startswith("utilisation : motamot verifier")
    assert "affiche cette aide" in help_text.stdout and "usage" not in help_text.stdout
    assert "--joueurs" not in help_text.stdout and "--graine" not in help_text.stdout
    wrong = run_motamot(["--regles", "x"], "", tmp_path)
    assert wrong.returncode == 2
    assert "motamot, erreur, option --regles/--rules, 'x' inconnu, au choix 'boite', 'fbs'" in wrong.stderr
    assert "Preset" not in wrong.stderr and "error" not in wrong.stderr
    english = run_motamot(["--langue", "en", "--rules", "x"], "", tmp_path)
    assert "error: argument --regles/--rules: invalid choice: 'x'" in english.stderr
    # The placeholders are in the player's language too (no PLAYERS, SEED, RACK in French).
    for command in (["--help"], ["arbitre", "--help"], ["autoplay", "--help"], ["coups", "--help"]):
        french = run_motamot(["--langue", "fr", *command], "", tmp_path).stdout
        assert not {"PLAYERS", "SEED", "RACK", "COUNT", "LEVELS", "GAMES", "ROUND", "TABLE"} & set(
            french.replace("[", " ").replace("]", " ").split()
        ), command
    assert "--joueurs NOMS" in run_motamot(["--langue", "fr", "--help"], "", tmp_path).stdout


def test_one_name_between_people_is_kept_and_the_rule_is_said(tmp_path):
    """``--joueurs Anne --contre aucun``: Anne keeps her name, a second player is numbered,
    and the player hears why (a game between people is for 2 to 4)."""
    played = run_motamot(
        ["--lignes", "--voix", "texte", "--joueurs", "Anne", "--contre", "aucun"], "quitte\noui\n", tmp_path
    )
    assert played.returncode == 0
    assert played.stdout.startswith(
        "Une partie entre personnes se joue de 2 à 4, ici 2, Anne et Joueur 2. Donnez tous les noms avec "
        "--joueurs, séparés par des virgules."
    )
    assert "Joueur 1" not in played.stdout


def test_the_first_start_says_how_to_get_help_and_how_to_leave_once(tmp_path):
    """Issue 34, point 5: said at the very first start, in lines as on the full screen."""
    first = run_motamot(["--lignes", "--voix", "texte", "--joueurs", "Anne"], "quitte\noui\n", tmp_path)
    assert first.stdout.startswith(
        "Bienvenue dans motamot. aide donne les commandes, quitte arrête, menu propose une visite guidée.\n"
    )
    second = run_motamot(["--lignes", "--voix", "texte"], "1\nquitte\noui\n", tmp_path)
    assert second.returncode == 0 and "Bienvenue" not in second.stdout
