"""The guided tour (issue 34, point 6): ``motamot visite`` as a new player types it, in lines
in French and in English, resumed where it stopped, and on the real full screen."""

from __future__ import annotations

import json

import pytest
from tables import run_keys

from conftest import run_motamot
from motamot.commands.tour import TourCommands
from motamot.describe.tour import STEPS, describe_tour_step
from motamot.files import RecordError
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.rules.game import Game
from motamot.rules.variants import PRESETS
from motamot.server.stored import HostedSession, session_from_text
from motamot.sessions.classic import COMPUTER_NAME, GameSession, Seat
from motamot.settings import Settings
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker
from motamot.ui.app import GameScreen

LINES = ["--lignes", "--voix", "texte", "--joueurs", "Anne"]
FR, EN = translation("fr"), translation("en")


def step(tr, number: int, on_screen: bool = False) -> str:
    return describe_tour_step(tr, number, on_screen)


def test_the_tour_in_lines_each_step_after_what_the_one_before_asked(tmp_path):
    typed = "ligne H\ncolonne 8\nprimes H\nlegende\nchevalet\nscores\nH8 FOND ?\noui\nquitte\noui\n"
    said = run_motamot(["visite", *LINES], typed, tmp_path).stdout.splitlines()
    steps = [said.index(step(FR, n)) for n in range(STEPS)]
    assert steps == sorted(steps), said
    # Each step comes right after the answer to what the step before asked.
    assert said[steps[1] - 1].endswith("Ligne H, 1 à 15 vides")
    assert said[steps[2] - 1].endswith("Colonne 8, A à O vides")
    assert said[steps[3] - 1].lstrip("\xa0").startswith("Primes libres, ligne H. 1 mot compte triple")
    assert said[steps[4] - 1].lstrip("\xa0").startswith("Légende de la grille.")
    assert said[steps[5] - 1].endswith("Chevalet, V 4, A 1, F 4, D 2, O 1, N 1, O 1. Valeur 14.")
    assert said[steps[6] - 1].lstrip("\xa0").startswith("Scores, Anne 0, Motamot 0.")
    heard = "FOND, 16 points, étoile, mot compte double. Écrivez oui pour le jouer, non pour reprendre"
    assert said[steps[7] - 1].endswith(heard + " les lettres.")
    assert "Anne joue H8 FOND, 16 points." in " ".join(said[steps[7] : steps[8]])
    assert said[-1].endswith("Visite interrompue, motamot visite la reprend.")
    # Each step is said once; nothing else asked for moves the tour on.
    assert all(sum(line == step(FR, n) for line in said) == 1 for n in range(STEPS))


def test_the_tour_resumes_where_it_stopped_and_starts_again_once_over(tmp_path):
    run_motamot(["visite", *LINES], "ligne H\nscores\nquitte\noui\n", tmp_path)
    again = run_motamot(["visite", *LINES], "colonne 8\nquitte\noui\n", tmp_path).stdout.splitlines()
    assert again[0] == "Visite reprise."
    assert step(FR, 1) in again and step(FR, 2) in again and step(FR, 0) not in again
    typed = "primes H\nlegende\nchevalet\nscores\nH8 FOND ?\noui\nquitte\noui\n"
    finished = run_motamot(["visite", *LINES], typed, tmp_path).stdout.splitlines()
    assert step(FR, STEPS - 1) in finished
    anew = run_motamot(["visite", *LINES], "quitte\noui\n", tmp_path).stdout.splitlines()
    assert step(FR, 0) in anew and "Visite reprise." not in anew


def test_the_tour_in_english_asks_for_english_commands(tmp_path):
    typed = "row H\ncolumn 8\npremiums H\nlegend\nrack\nscores\nH8 FOND ?\nyes\nquit\nyes\n"
    said = run_motamot(["tour", "--lang", "en", *LINES[:-2], "--players", "Anne"], typed, tmp_path).stdout
    for n in range(STEPS):
        assert step(EN, n) in said, (n, said)
    assert "Type row H to read the centre's row." in said


def test_the_tour_on_the_full_screen_asks_for_keys():
    words = shipped()
    session = GameSession.new(
        [Seat("Anne"), Seat(COMPUTER_NAME, "debutant")], PRESETS["ffsc"], words, 1, None
    )
    speaker = RecordingSpeaker()
    table = TourCommands(session, FR, Settings())
    screen = GameScreen(table, Announcer(speaker, lambda text: None))
    screen.start()
    run_keys(screen, "l" + "c" + "P" + "g" + "r" + "s" + "\rH8 FOND\r" + "\r")
    assert screen.errors == []
    said = speaker.texts
    steps = [said.index(step(FR, n, on_screen=True)) for n in range(STEPS)]
    assert steps == sorted(steps), said
    assert "Appuyez sur l pour lire la ligne où vous êtes, la ligne H." in said[steps[0]]
    assert table.settings.tour_step == STEPS - 1


def test_the_menu_offers_the_tour(tmp_path):
    from motamot.menu import TOUR, Menu

    number = [entry.key for entry in Menu(Settings(), in_game=False, can_resume=False).entries].index(
        TOUR
    ) + 1
    said = run_motamot(["menu", "--lignes", "--voix", "texte"], f"{number}\nquitte\noui\n", tmp_path).stdout
    assert f"{number}. Visite guidée" in said
    assert step(FR, 0) in said


def test_a_tour_on_navigateur_s_server_keeps_its_step_with_the_game_and_refuses_a_damaged_one():
    """The tour begun from ``motamot navigateur``'s start page keeps its step in the server's
    file with the game; a step that is not one of the tour's is a damaged game, never run."""
    game = Game.new(["Joueur", COMPUTER_NAME], PRESETS["ffsc"], 1)
    session = HostedSession(game, [Seat("Joueur"), Seat(COMPUTER_NAME, "debutant")], shipped(), None, 1)
    session.tour = 3
    text = session.data_text()
    assert session_from_text(text, shipped()).tour == 3
    plain = json.loads(text)
    del plain["tour"]
    assert session_from_text(json.dumps(plain), shipped()).tour is None  # a game, not a tour
    for damaged in ("3", True, -1, STEPS, 2.5, [1]):
        with pytest.raises(RecordError):
            session_from_text(json.dumps({**plain, "tour": damaged}), shipped())
