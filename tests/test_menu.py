"""The menu and the settings it changes: the model, the plain lines, the full
screen through a pipe, and the whole ``motamot`` command as a player starts it."""

import asyncio
import json

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from conftest import run_motamot
from motamot.i18n import translation
from motamot.lines.menu import run_line_menu
from motamot.menu import BACK, DRAWS, DUPLICATE, NEW, QUIT, TOPPING, Menu
from motamot.sessions.card_box import FILE_NAME
from motamot.settings import Settings, load_settings, save_settings
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker
from motamot.ui.menu_screen import build_menu_app

UP, DOWN, RIGHT, LEFT, ENTER, ESCAPE = "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\r", "\x1b"


@pytest.fixture(autouse=True)
def own_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def test_settings_round_trip_and_a_bad_value_only_loses_itself(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(
        Settings(voice="voix", rate=250, language="en", clock_warnings=[60, 10], opponent="3"), path
    )
    settings, damaged = load_settings(path)
    assert not damaged
    assert (settings.voice, settings.rate, settings.language, settings.clock_warnings, settings.opponent) == (
        "voix",
        250,
        "en",
        [60, 10],
        "3",
    )
    data = json.loads(path.read_text())
    data.update(rate="vite", board_visible="oui", rules="scrabble-de-plage", spelling=True)
    path.write_text(json.dumps(data))
    settings, damaged = load_settings(path)
    assert damaged
    assert (settings.rate, settings.board_visible, settings.rules) == (175, True, "ffsc")  # defaults
    assert (settings.spelling, settings.voice) == (True, "voix")  # the good values are kept


def test_the_menu_model_moves_changes_and_asks_twice_before_dropping_a_game():
    settings = Settings()
    menu = Menu(settings, in_game=True, can_resume=False)
    assert [e.key for e in menu.entries][:3] == [BACK, NEW, "opponent"]
    assert menu.entries[-1].key == QUIT
    menu.move(-1)
    assert menu.position == 0  # stops at the top
    menu.move(2)
    assert menu.change(1) and settings.opponent == "expert"
    assert menu.change(-2) and settings.opponent == "debutant"
    assert menu.change(-1) and settings.opponent == "4"  # wraps round
    menu.move(-1)
    assert menu.activate() is None and menu.confirming  # a new game in a game: asked for a yes
    assert menu.activate() is None and menu.confirming  # Enter alone never replaces it
    assert menu.answer("peut-être") is None and menu.confirming
    assert menu.answer("non") is None and not menu.confirming
    assert menu.activate() is None and menu.answer("OUI") == NEW
    start = Menu(Settings(), in_game=False, can_resume=False)
    assert start.activate() == NEW  # no game to lose


def line_menu(lines, settings=None, in_game=False):
    said: list[str] = []
    typed = iter(lines)
    menu = Menu(settings or Settings(), in_game, can_resume=False)
    action = run_line_menu(
        menu, translation("fr"), lambda prompt: next(typed, None), Announcer(RecordingSpeaker(), said.append)
    )
    return action, menu, said


def test_the_line_menu_reads_its_entries_and_changes_values_by_name_or_by_number():
    action, menu, said = line_menu(
        ["2 expert", "3", "6 détaillé", "15", "15", "12 non", "5 30 min", "6 bavard", "", "1"]
    )
    # Issue 48: seven lines at most; the settings one level down, read whole on arriving.
    assert said[:6] == [
        "1. Nouvelle partie",
        "2. Adversaire, intermédiaire",
        "3. Réglages",
        "4. S'entraîner",
        "5. Visite guidée",
        "6. Quitter",
    ]
    assert "Adversaire, expert, 2 sur 6" in said
    settings = said.index("1. Retour au menu")
    assert said[settings + 1] == "2. Règles, FFSc, France" and said[settings + 17] == (
        "18. Volume sonore, 40 pour cent"
    )
    assert "Niveau de détail, détaillé, 6 sur 19" in said
    assert "Débit, 200 mots par minute, 15 sur 19" in said  # a number alone: the next value
    assert "Débit, 250 mots par minute, 15 sur 19" in said
    assert "Grille visible, non, 12 sur 19" in said
    assert any(
        text.startswith(
            "« 30 min » n'est pas possible ici. "
            "Possibles, 4 dès 5 minutes, 2 dès 5 minutes, 2 dès 1 minute, 6 dès 10 minutes, aucune."
        )
        for text in said
    )
    assert "« bavard » n'est pas possible ici. Possibles, court, normal, détaillé." in said
    assert said.count("3. Réglages") == 2  # Enter alone in the settings: back to the menu, read again
    assert action == NEW and menu.changed
    assert (menu.settings.opponent, menu.settings.verbosity, menu.settings.rate) == (
        "expert",
        "detaille",
        250,
    )
    assert menu.settings.board_visible is False


def test_the_line_menu_in_english_and_its_mistakes():
    said: list[str] = []
    typed = iter(["0", "fifteen", "", ""])
    menu = Menu(Settings(), in_game=True, can_resume=False)
    action = run_line_menu(
        menu, translation("en"), lambda prompt: next(typed, None), Announcer(RecordingSpeaker(), said.append)
    )
    assert said[0] == "1. Back to the game"
    assert said.count("Write a number from 1 to 7, or Enter for the first line.") == 2
    assert action == BACK
    assert line_menu([])[0] == QUIT  # end of input


def screen_menu(keys: str, in_game=True):
    speaker = RecordingSpeaker()
    menu = Menu(Settings(), in_game, can_resume=False)
    with create_pipe_input() as pipe:
        pipe.send_text(keys + "\x11")  # Ctrl+Q at the end: the test never waits for a key
        action = build_menu_app(
            menu, translation("fr"), Announcer(speaker, lambda text: None), input=pipe, output=DummyOutput()
        ).run()
    return action, menu, speaker.texts


def test_the_screen_menu_is_heard_entry_by_entry_and_changes_with_left_and_right():
    action, menu, said = screen_menu(
        DOWN
        + DOWN
        + RIGHT
        + RIGHT
        + LEFT
        + DOWN
        + ENTER
        + DOWN
        + DOWN
        + DOWN
        + ENTER
        + ESCAPE
        + UP
        + UP
        + UP
        + ENTER
    )
    assert said[0].startswith("Menu. Flèches haut et bas pour choisir")
    assert said[0].endswith("Revenir à la partie, 1 sur 7")
    assert said[1:7] == [
        "Nouvelle partie, 2 sur 7",
        "Adversaire, intermédiaire, 3 sur 7",
        "Adversaire, expert, 3 sur 7",
        "Adversaire, champion, 3 sur 7",
        "Adversaire, expert, 3 sur 7",
        "Réglages, 4 sur 7",
    ]
    # Enter opens the settings, one level down; Escape comes back to their entry.
    assert said[7] == "Réglages, 19 lignes. Retour au menu, 1 sur 19"
    assert said[10:12] == [
        "Pendule, sans pendule, 4 sur 19",
        "Pendule, 1 minute, 4 sur 19",
    ]  # Enter: next value
    assert said[12] == "Menu. Réglages, 4 sur 7"
    assert action == BACK and menu.settings.opponent == "expert" and menu.settings.clock_minutes == 1


ASKED = "La partie en cours sera perdue. Écrivez oui pour commencer une nouvelle partie, non pour la garder."


def test_a_new_game_from_the_screen_menu_needs_a_typed_yes_and_escape_goes_back():
    """Issue 46, point 7: Enter alone never replaces a game; only oui does."""
    action, menu, said = screen_menu(DOWN + ENTER + ENTER + ENTER)
    assert said[-3:] == [ASKED, ASKED, ASKED]
    assert action == QUIT  # Ctrl+Q at the end: nothing replaced
    action, menu, said = screen_menu(DOWN + ENTER + "oui" + ENTER)
    assert said[-1] == ASKED and action == NEW
    action, menu, said = screen_menu(DOWN + ENTER + "non" + ENTER + ESCAPE)
    assert said[-1] == "La partie en cours est gardée." and action == BACK
    action, menu, said = screen_menu(DOWN + ENTER + ESCAPE + ESCAPE)
    assert said[-1] == "La partie en cours est gardée." and action == BACK
    assert screen_menu(DOWN + ESCAPE)[0] == BACK
    assert screen_menu("", in_game=False)[0] == QUIT
    # Issue 50, point 5: Escape in the start-up menu, with no game to go back to, says so.
    action, _menu, said = screen_menu(ESCAPE, in_game=False)
    assert (
        action == QUIT
        and said[-1] == "Aucune partie où revenir. Entrée choisit la ligne, Contrôle Q quitte motamot."
    )


def test_the_training_is_one_line_of_the_first_level_and_opens_its_own(tmp_path):
    """Issue 63: "S'entraîner" holds duplicate alone, topping and the drills one level down,
    so that the first level keeps seven lines at most, with a game to go back to or not."""
    for in_game, can_resume in ((False, False), (False, True), (True, False)):
        assert len(Menu(Settings(), in_game, can_resume).entries) <= 7
    action, menu, said = line_menu(["4", "", "4", "3"])
    training = said.index("1. Retour au menu")
    assert said[training : training + 9] == [
        "1. Retour au menu",
        "2. Duplicate, seul contre le top",
        "3. Topping, jusqu'au top",
        "4. Tirages à résoudre",
        "5. Rallonges",
        "6. Mots courts, valables ou non",
        "7. Révision des fiches du jour",
        "Un numéro, commencer cet entraînement.",
        "Entrée seule, retour au menu.",
    ]
    assert said.count("4. S'entraîner") == 2  # Enter alone in the training: back to the menu
    assert action == TOPPING
    # On the full screen: Enter opens it, its place said; Escape comes back to its line.
    action, menu, said = screen_menu(DOWN * 3 + ENTER + ESCAPE + ENTER + DOWN + ENTER, in_game=False)
    assert said[2:6] == [
        "Réglages, 3 sur 6",
        "S'entraîner, 4 sur 6",
        "Entraînement, 7 lignes. Retour au menu, 1 sur 7",
        "Menu. S'entraîner, 4 sur 6",
    ]
    assert action == DUPLICATE
    assert screen_menu(DOWN * 3 + ENTER + DOWN * 3 + ENTER, in_game=False)[0] == DRAWS


def test_a_drill_started_from_the_menu_comes_back_to_its_training_level(tmp_path):
    """The menu's training starts a drill as ``motamot entrainement tirages`` does; leaving it
    (quitte) says its summary and opens the menu again, at its training level (issue 63's
    walkthrough: it came back to the first level)."""
    done = run_motamot(
        ["menu", "--lignes", "--voix", "texte", "--graine", "5"], "4\n4\ndonne\nquitte\n1\n6\n", tmp_path
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "1000 tirages de 7 lettres." in out and "Tirage 1, " in out and "Il restait " in out
    summary = out.index("Tirages de 7 lettres.\nVous en connaissez 0 sur 21 547.")
    assert out[summary:].index("1. Retour au menu") < out[summary:].index("4. S'entraîner")
    assert (tmp_path / "motamot" / FILE_NAME).exists()  # the draw given was filed in the card box


def test_topping_started_from_the_menu_comes_back_to_its_training_level(tmp_path):
    """Issue 63's walkthrough: ``quitte`` in a topping game started from the menu ended motamot,
    while a drill came back to the menu. It says the game is kept and where the player is
    back, then the training level, whose Topping line takes the game up again."""
    for language, typed, said in (
        (
            "fr",
            "4\n3\nquitte\n3\nquitte\n1\n6\n",
            "Partie interrompue et enregistrée.\nRetour à l'entraînement.\n",
        ),
        ("en", "4\n3\nquit\n1\n6\n", "Game interrupted and saved.\nBack to training.\n"),
    ):
        home = tmp_path / language
        done = run_motamot(["menu", "--lignes", "--voix", "texte", "--langue", language], typed, home)
        assert done.returncode == 0, done.stderr
        out = done.stdout
        assert said in out, out
        after = out[out.index(said) :]
        assert after.index("1. ") < after.index("4. "), after  # the training level, then the first
        assert list((home / "motamot").glob("entrainement*")), out  # the game kept
        if language == "fr":  # the Topping line typed again took the game up
            assert "Entraînement repris au tirage 1." in after, after


def test_motamot_keeps_a_game_in_progress_and_the_menu_choices(tmp_path):
    first = run_motamot(["--voix", "texte", "--graine", "7"], "scores\nquitte\noui\n", tmp_path)
    assert first.returncode == 0, first.stderr
    assert "Scores, Joueur 0, Motamot 20. À Joueur de jouer." in first.stdout
    # Started again with a game in progress: the menu, whose first line resumes it.
    again = run_motamot(["--voix", "texte"], "\nscores\nmenu\n3 expert\n1\nquitte\noui\n", tmp_path)
    assert again.returncode == 0, again.stderr
    out = again.stdout
    assert "1. Reprendre la partie en cours" in out
    assert "Partie reprise, coup " in out
    assert "1. Revenir à la partie" in out  # "menu" typed during the game
    assert "Adversaire, expert, 3 sur 7" in out
    assert ASKED not in out
    kept = json.loads((tmp_path / "motamot" / "settings.json").read_text())
    assert kept["opponent"] == "expert"
    # "motamot menu" opens the menu; three people cannot play ffsc, they can play larousse.
    # A game is still in progress on disk: a new game is asked for twice, never at once.
    menu = run_motamot(
        ["menu", "--voix", "texte"],
        "3 3\n2\noui\n4\n2 larousse\n\n2\noui\nscores\nquitte\noui\n",
        tmp_path,
    )
    assert menu.returncode == 0, menu.stderr
    assert ASKED in menu.stdout
    assert "Adversaire, 3 personnes, 3 sur 7" in menu.stdout
    assert "3 joueurs, cette formule se joue à 2 joueurs." in menu.stderr
    assert "Changez l'adversaire ou les règles dans le menu." in menu.stderr
    assert "Règles, Larousse, selon l’ODS, 2 sur 19" in menu.stdout
    assert "Scores, Joueur 1 0, Joueur 2 0, Joueur 3 0." in menu.stdout


def test_in_a_terminal_of_80_by_24_the_screen_menu_scrolls_to_the_chosen_entry():
    """Issue 50, point 3: the 23 entries and the message do not fit in the usual 80 by 24;
    prompt_toolkit then drew "Window too small" instead of the menu (Orca read it out). The
    entries scroll: the chosen one is always on screen."""
    import io

    from prompt_toolkit.data_structures import Size
    from prompt_toolkit.output.vt100 import Vt100_Output

    for reader in (False, True):
        written = io.StringIO()
        output = Vt100_Output(written, lambda: Size(rows=24, columns=80), term="xterm")
        menu = Menu(Settings(), in_game=True, can_resume=False)
        with create_pipe_input() as pipe:
            pipe.send_text(DOWN * 22)
            app = build_menu_app(
                menu,
                translation("fr"),
                Announcer(RecordingSpeaker(), lambda text: None),
                input=pipe,
                output=output,
                reader=reader,
            )

            async def leave_once_drawn() -> None:
                await asyncio.sleep(0.5)  # the entries are drawn a moment after the message
                pipe.send_text("\x11")

            app.pre_run_callables.append(lambda app=app: app.create_background_task(leave_once_drawn()))
            app.run()
        drawn = written.getvalue()
        assert "Window too small" not in drawn
        assert "Quitter" in drawn, reader  # the last entry, chosen, scrolled into view


# Issue 61, point 3: the menu took none of the words that quit at every table.
def english_line_menu(lines, in_game=True):
    said: list[str] = []
    typed = iter(lines)
    menu = Menu(Settings(), in_game, can_resume=False)
    action = run_line_menu(
        menu, translation("en"), lambda prompt: next(typed, None), Announcer(RecordingSpeaker(), said.append)
    )
    return action, menu, said


@pytest.mark.parametrize("word", ["quitte", "Quitter", " QUIT "])
def test_the_line_menu_takes_the_words_that_quit_at_every_table(word):
    assert line_menu([word])[0] == QUIT
    assert line_menu(["3", word])[0] == QUIT  # from the settings too
    assert english_line_menu([word])[0] == QUIT
    # While a new game waits for its yes: nothing is replaced, motamot ends, the game kept.
    action, menu, said = line_menu(["2", word], in_game=True)
    assert action == QUIT and said[-1] == ASKED
    action, menu, said = english_line_menu(["2", word])
    assert action == QUIT


def test_in_lines_a_new_game_is_asked_again_by_its_number_or_enter_and_only_yes_replaces_it():
    """docs/fr/jouer.md and docs/en/playing.md said the number again or Enter confirmed; since
    issue 46 (point 7) only a typed yes does, as docs/fr/menu.md says: the docs now agree."""
    action, menu, said = line_menu(["2", "2", "", "oui"], in_game=True)
    assert said[-3:] == [ASKED, ASKED, ASKED] and action == NEW
    action, menu, said = english_line_menu(["2", "2", "", "yes"])
    asked = "The game in progress will be lost. Type yes to start a new game, no to keep it."
    assert said[-3:] == [asked, asked, asked] and action == NEW


def test_the_screen_menu_takes_a_word_that_quits_typed_then_enter():
    assert screen_menu("quitte" + ENTER)[0] == QUIT
    assert screen_menu("quit" + ENTER, in_game=False)[0] == QUIT
    action, menu, said = screen_menu(DOWN + ENTER + "quitter" + ENTER)  # a new game asked: kept
    assert said[-1] == ASKED and action == QUIT
    # Letters that are no such word change nothing: Enter chooses the line, as before.
    action, menu, said = screen_menu(DOWN + "xyz" + ENTER + "oui" + ENTER)
    assert said[-1] == ASKED and action == NEW
    # A word typed, then an arrow: the arrow moves on, the word is forgotten.
    action, menu, said = screen_menu("quit" + DOWN + ENTER + ESCAPE + ESCAPE)
    assert action == BACK


def test_motamot_s_start_up_menu_quits_on_quitte_and_keeps_the_game(tmp_path):
    first = run_motamot(["--voix", "texte", "--graine", "7"], "scores\nquitte\noui\n", tmp_path)
    assert first.returncode == 0, first.stderr
    again = run_motamot(["--voix", "texte"], "quitte\n", tmp_path)
    assert again.returncode == 0, again.stderr
    assert "1. Reprendre la partie en cours" in again.stdout
    assert "Écrivez un numéro" not in again.stdout
    english = run_motamot(["--voix", "texte", "--langue", "en"], "quit\n", tmp_path)
    assert english.returncode == 0 and "1. Resume the game in progress" in english.stdout
    resumed = run_motamot(["--voix", "texte"], "\nscores\nquitte\noui\n", tmp_path)
    assert "Partie reprise, coup " in resumed.stdout


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_line_of_every_level_fits_a_braille_line_with_its_position(language):
    """Issue 61, the walkthrough: "Partie duplicate, seul contre le top, 2 sur 7" took 45 cells.
    Every entry of every level, each choice at each of its values, as the plain lines number it
    and as a key reaching it says it ("…, 2 sur 7"), fits a line of 40 cells."""
    from motamot.describe.menu import describe_menu_position, menu_lines
    from motamot.menu import CHOICES

    tr = translation(language)
    checked = 0
    for in_game, can_resume in ((True, False), (False, True), (False, False)):
        menu = Menu(Settings(), in_game, can_resume)
        for level in (menu.first_level, menu.settings_level, menu.training_level):
            menu.entries = level
            for position, entry in enumerate(level):
                menu.go_to(position)
                for value in CHOICES.get(entry.key, (None,)):
                    if value is not None:
                        menu.choose(value)
                    for line in (describe_menu_position(tr, menu), menu_lines(tr, menu)[position]):
                        assert len(line) <= 40, line
                        checked += 1
    assert checked > 200
