"""The command line as a new player meets it (issue 34, point 4): ``--version``, ``python -m
motamot``, values in French or in English, and errors in the player's words, never Python's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from test_command_line_fuzz import commands

from conftest import motamot_environment, run_motamot


def test_a_wrong_opponent_is_said_with_the_choices_in_the_players_language(tmp_path):
    french = run_motamot(["--contre", "facile"], "", tmp_path)
    assert french.returncode == 2
    assert french.stderr == (
        "Option contre, facile n'est pas possible. Au choix, débutant, intermédiaire, expert, champion "
        "ou aucun. motamot aide donne les commandes et les options.\n"
    )
    english = run_motamot(["--langue", "en", "--against", "easy"], "", tmp_path)
    assert english.stderr.startswith(
        "Option against, easy is not possible. Choose from beginner, intermediate, expert, champion or none."
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
        "Voix",
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
    assert help_text.stdout.startswith("Une ligne par mot, valable ou non.")
    assert "dit cette aide" in help_text.stdout and "usage" not in help_text.stdout
    assert "--joueurs" not in help_text.stdout and "--graine" not in help_text.stdout
    wrong = run_motamot(["--regles", "x"], "", tmp_path)
    assert wrong.returncode == 2
    assert wrong.stderr.startswith(
        "Option regles, x n'est pas possible. Au choix, boite, fbs, ffsc, larousse ou libre."
    )
    assert "Preset" not in wrong.stderr and "error" not in wrong.stderr
    english = run_motamot(["--langue", "en", "--rules", "x"], "", tmp_path)
    assert english.stderr.startswith("Option rules, x is not possible. Choose from boite, fbs, ffsc")
    # The placeholders are in the player's language too (no PLAYERS, SEED, RACK in French).
    for command in (["--help"], ["arbitre", "--help"], ["autoplay", "--help"], ["coups", "--help"]):
        french = run_motamot(["--langue", "fr", *command], "", tmp_path).stdout
        assert not {"PLAYERS", "SEED", "RACK", "COUNT", "LEVELS", "GAMES", "ROUND", "TABLE"} & set(
            french.replace(",", " ").split()
        ), command
    assert "--joueurs NOMS, " in run_motamot(["--langue", "fr", "--help"], "", tmp_path).stdout


def test_started_by_its_whole_path_under_home_motamot_is_named_as_typed_with_a_tilde(tmp_path):
    """The README's macOS and Linux lines start ``~/motamot/bin/motamot``; the shell hands
    motamot the whole path, which a sentence naming a command would have read sign by sign."""
    program = Path(sys.executable).parent / "motamot"
    home = program.parents[2]  # the folder holding the virtual environment, as ~ holds ~/motamot
    environment = {**motamot_environment(tmp_path), "HOME": str(home), "PATH": "/usr/bin:/bin"}
    wrong = subprocess.run(
        [str(program), "quoi"], capture_output=True, text=True, env=environment, timeout=60
    )
    assert wrong.stderr == (
        f"Commande inconnue, quoi. ~/{program.relative_to(home).as_posix()} aide donne les commandes "
        "et les options.\n"
    )


# Issue 48, point 2: a mistake is one or two sentences, the help is sentences, read by a
# screen reader without brackets, braces, bars or quotes (each of these failed before).
SPOKEN_MISTAKES = [
    (["foo"], "Commande inconnue, foo. motamot aide donne les commandes et les options."),
    (
        ["duplicat"],
        "Commande inconnue, duplicat. Vouliez-vous dire duplicate ? "
        "motamot aide donne les commandes et les options.",
    ),
    (
        ["--pendule", "x"],
        "Option pendule, x n'est pas un nombre. motamot aide donne les commandes et les options.",
    ),
    (
        ["--pendule", "500"],
        "Option pendule, 500 n'est pas possible, un nombre de 0 à 180. "
        "motamot aide donne les commandes et les options.",
    ),
    (
        ["--voix", "muets"],
        "Option voix, muets n'est pas possible. Au choix, auto, lecteur, voix, texte ou muet. "
        "motamot aide donne les commandes et les options.",
    ),
    (["--pendule"], "Option pendule, il faut une valeur. motamot aide donne les commandes et les options."),
    (["coups"], "Il manque FICHIER.gcg, tirage. motamot aide coups donne ses options."),
    (
        ["--langue", "en", "--clock", "x"],
        "Option clock, x is not a number. motamot help gives the commands and options.",
    ),
]


def test_a_command_line_mistake_is_said_in_one_or_two_sentences(tmp_path):
    for arguments, said in SPOKEN_MISTAKES:
        result = run_motamot(arguments, "", tmp_path)
        assert result.returncode == 2, arguments
        assert result.stderr == said + "\n", arguments
        assert result.stdout == "", arguments


def test_the_options_of_a_game_are_taken_after_a_command_where_they_mean_something(tmp_path):
    """``motamot diagnostic --voix muet`` was refused while ``motamot visite --lignes`` was
    taken; the diagnostic now says what those options choose (issue 48, point 5)."""
    said = run_motamot(["diagnostic", "--voix", "muet", "--sans-sons"], "", tmp_path)
    assert said.returncode == 0, said.stderr
    assert "Voix, muet." in said.stdout.splitlines()
    assert "Sons, non." in said.stdout.splitlines()
    before = run_motamot(["--voix", "texte", "diagnostic"], "", tmp_path)
    assert "Voix, texte seul." in before.stdout.splitlines()


def test_the_help_is_sentences_in_the_players_language(tmp_path):
    for language, word in (("fr", "aide"), ("en", "help")):
        for arguments in (["--help"], [word], [word, "duplicate"]):
            shown = run_motamot(["--langue", language, *arguments], "", tmp_path)
            assert shown.returncode == 0, (language, arguments, shown.stderr)
            for line in shown.stdout.splitlines():
                assert not set("[]{}|()") & set(line), line
                assert line.endswith("."), line
    french = run_motamot(["--help"], "", tmp_path).stdout
    assert "Sans commande, motamot ouvre le menu, ou reprend la partie en cours." in french
    assert "--pendule MIN, minutes de pendule par joueur, de 0 à 180. 0, sans pendule." in french
    assert "screen-reader" not in french and "--clock" not in french
    english = run_motamot(["--langue", "en", "help"], "", tmp_path).stdout
    assert "--against LEVEL, " in english and "Choose from beginner, intermediate" in english
    assert "--contre" not in english and "debutant" not in english and "lecteur" not in english


def test_one_name_between_people_is_kept_and_the_rule_is_said(tmp_path):
    """``--joueurs Anne --contre aucun``: Anne keeps her name, a second player is numbered,
    and the player hears why (a game between people is for 2 to 4)."""
    played = run_motamot(
        ["--lignes", "--voix", "texte", "--joueurs", "Anne", "--contre", "aucun"], "quitte\noui\n", tmp_path
    )
    assert played.returncode == 0
    assert played.stdout.startswith(
        "Une partie entre personnes se joue de 2 à 4, ici 2, Anne et Joueur 2. Donnez tous les noms avec "
        "l'option joueurs, séparés par des virgules."
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


def test_a_sentence_names_motamot_as_the_player_can_type_it_again(tmp_path):
    """Issue 48, point 3: installed in a folder not on the PATH (the README's first lines),
    "motamot aide" gives "command not found": the sentence names the path it was started by."""
    import os
    from pathlib import Path

    from conftest import motamot_environment

    script = Path(sys.executable).with_name("motamot")
    environment = {**motamot_environment(tmp_path), "PATH": "/usr/bin:/bin"}
    off_path = subprocess.run(
        [str(script), "foo"], capture_output=True, text=True, env=environment, timeout=60
    )
    assert off_path.stderr == f"Commande inconnue, foo. {script} aide donne les commandes et les options.\n"
    environment["PATH"] = os.pathsep.join([str(script.parent), "/usr/bin:/bin"])
    on_path = subprocess.run(
        [str(script), "foo"], capture_output=True, text=True, env=environment, timeout=60
    )
    assert on_path.stderr == "Commande inconnue, foo. motamot aide donne les commandes et les options.\n"
    # A sentence of the game that gives a command names it the same way.
    environment["PATH"] = "/usr/bin:/bin"
    desk = ["arbitre", "--lignes", "--voix", "texte"]
    interrupted = subprocess.run(
        [str(script), *desk, "--joueurs", "Anne,Bruno"],
        input="H8 DIN\nquitte\n",
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
    )
    assert f"Arbitrage interrompu, {script} arbitre le reprend." in interrupted.stdout


def test_a_sentence_names_an_option_by_its_name_never_by_its_dashes():
    """Issue 48, point 3: Orca reads "--reprendre" as "tiret tiret reprendre". A sentence
    names an option in words ("l'option joueurs"); only the help shows it written, once
    told that an option is written with two dashes before its name."""
    import re
    from pathlib import Path

    from babel.messages.pofile import read_po

    written = re.compile(r"(?<![\w-])--[a-zé]")
    for language in ("fr", "en"):
        path = Path(__file__).parents[1] / "locales" / language / "LC_MESSAGES" / "motamot.po"
        with path.open("rb") as po:
            catalog = read_po(po)
        for entry in catalog:
            texts = [*(entry.id if isinstance(entry.id, tuple) else (entry.id,))]
            texts += [*(entry.string if isinstance(entry.string, tuple) else (entry.string,))]
            for text in texts:
                assert not written.search(text or ""), (language, text)


def test_the_referee_desk_in_progress_is_taken_up_by_motamot_arbitre_alone(tmp_path):
    """Issue 48, point 3: "Arbitrage interrompu, motamot arbitre le reprend." is true: no
    option to type, as plain motamot takes up the game. Naming players while one is in
    progress says how to take it up or start another."""
    lines = ["--lignes", "--voix", "texte"]
    first = run_motamot(["arbitre", "--joueurs", "Anne,Bruno", *lines], "H8 DIN\nquitte\n", tmp_path)
    assert first.returncode == 0, first.stderr
    assert "Arbitrage interrompu, motamot arbitre le reprend." in first.stdout
    again = run_motamot(["arbitre", *lines], "feuille\nquitte\n", tmp_path)
    assert again.returncode == 0, again.stderr
    assert "DIN" in again.stdout and "Donnez les noms" not in again.stderr
    named = run_motamot(["arbitre", "--joueurs", "Chloé,Denis", *lines], "", tmp_path)
    assert named.returncode != 0
    assert named.stderr == (
        "Un arbitrage est en cours, motamot arbitre le reprend. "
        "Pour en commencer un autre, ajoutez l'option nouvelle.\n"
    )
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    nobody = run_motamot(["arbitre", *lines], "", fresh)
    assert nobody.returncode != 0
    assert nobody.stderr == (
        "Donnez les noms des joueurs avec l'option joueurs, de 2 à 4, séparés par des virgules.\n"
    )


def test_inviter_and_rejoindre_list_only_the_options_they_use(tmp_path):
    """Issue 46, point 10: both listed every option of a game, most of which they ignore
    (the server draws the bag and keeps the word list; each player's motamot speaks)."""
    invite = run_motamot(["aide", "inviter"], "", tmp_path).stdout
    for used in ("--joueurs", "--regles", "--contre", "--pendule", "--chrono", "--cle", "--liste"):
        assert used in invite, used
    for unused in ("--graine", "--credit", "--voix", "--lignes", "--reprendre", "--lexique", "--ecran"):
        assert unused not in invite, unused
    join = run_motamot(["aide", "rejoindre"], "", tmp_path).stdout
    for used in ("--voix", "--verbosite", "--lignes", "--ecran", "--sans-sons"):
        assert used in join, used
    for unused in ("--joueurs", "--regles", "--contre", "--graine", "--reprendre", "--lexique"):
        assert unused not in join, unused
    card = run_motamot(["aide", "carte"], "", tmp_path).stdout
    assert "--langue" in card and "--voix" not in card and "--joueurs" not in card


def test_training_asks_one_name_and_its_help_says_so(tmp_path):
    """Training is alone: ``--joueurs`` names the player (the prompt), never "2 à 4" players."""
    helped = run_motamot(["entrainement", "--help"], "", tmp_path).stdout
    assert "--joueurs NOM, votre nom au topping, Joueur par défaut." in helped
    assert "2 à 4" not in helped
    english = run_motamot(["--langue", "en", "training", "--help"], "", tmp_path).stdout
    assert "--players NAME, your name in topping, Player by default." in english
    named = run_motamot(["entrainement", "--joueurs", "Anne", "--lignes", "--voix", "texte"], "", tmp_path)
    assert "\nAnne\xa0" in named.stdout  # the prompt


TOURNAMENT_OWN_OPTIONS = {
    "cree": {"--rondes", "--moins-de-rondes", "--manches"},
    "rondes": {"--moins-de-rondes"},
    "inscris": {"--pl-etoile"},
    "retire": {"--ronde"},
    "absent": {"--ronde", "--annule"},
    "finale": {"--finalistes"},
    "resultat": {"--ronde", "--manche"},
    "forfait": {"--ronde"},
    "classement": {"--ronde"},
    "appariements": {"--ronde"},
}


def test_every_value_of_every_command_is_said_and_a_tournament_action_lists_only_its_options():
    """Issue 61, the walkthrough: ``aide tournoi resultat`` read FICHIER, NOM2, SCORE2 alone on
    their lines, and every tournament action listed a game's options (--joueurs, --graine)."""
    from motamot.cli.main import build_parser
    from motamot.i18n import translation

    for language in ("fr", "en"):
        for words, parser in commands(build_parser(translation(language), english=language == "en")):
            lines = parser.format_help().splitlines()
            for line in lines:  # a value without its sentence: its name alone, in capitals
                assert any(c.islower() for c in line), (language, words, line)
                assert not any(c.isdigit() for c in line.split(",")[0]), (language, words, line)
            if language == "fr" and words == ("tournoi",):  # its actions, each with what it does
                listed = {line.split(",")[0] for line in lines}
                assert set(TOURNAMENT_OWN_OPTIONS) | {"joueurs", "apparie", "exporte"} <= listed
            if language == "fr" and words[:1] == ("tournoi",) and len(words) == 2:
                options = {line.split(",")[0].split()[0] for line in lines if line.startswith("--")}
                assert options == {"--help", "--langue"} | TOURNAMENT_OWN_OPTIONS.get(words[1], set()), words


def test_every_option_the_training_docs_name_is_one_training_takes():
    """Issue 63's walkthrough: the training doc named ``--liste`` for the player's own list, an
    option training does not know (it is ``--lexique``). Every option the docs write in code,
    French and English, is one ``motamot entrainement`` takes."""
    import re

    from motamot.cli.main import build_parser
    from motamot.i18n import translation

    training = dict(commands(build_parser(translation("fr"))))[("entrainement",)]
    known = set(training._option_string_actions)
    for doc in ("docs/fr/entrainement.md", "docs/en/training.md"):
        text = (Path(__file__).parent.parent / doc).read_text(encoding="utf-8")
        code = " ".join(re.findall(r"`+([^`]+)`+", text))  # spans and blocks
        named = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", code))
        assert named and named <= known, (doc, named - known)
