"""The plain-line game at one keyboard, driven as players would type."""

import pytest
from helpers import play

from conftest import line_writer, new_game, run_motamot, set_rack
from motamot.commands.game import GameCommands
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.rules.actions import Tick
from motamot.sessions.classic import GameSession, Seat
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker


def test_a_move_a_refusal_and_a_challenge_checked_in_the_word_list():
    game = new_game(valid={"FOND"})
    set_rack(game, 0, "FONDUES")
    set_rack(game, 1, "AEIOUST")
    said = play(game, ["H1 FOND", "H8 FONDZ", "H8 FOND", "conteste", "quitte", "oui"])
    text = "\n".join(said)
    assert "Le premier mot doit couvrir la case centrale H8." in text
    assert "Vous n'avez pas de Z sur votre chevalet." in text
    # Normal verbosity: who, what, how much; the breakdown and total are for the detailed one.
    assert "Xavier joue H8 FOND, 16 points." in said
    assert "Yvonne conteste, FOND valable, liste libre de motamot. Le coup de Xavier est maintenu." in text
    assert "Yvonne perd 5 points pour contestation à tort. Total pour Yvonne, -5." in text
    assert (
        said[-1]
        == "Partie interrompue et enregistrée, motamot propose de la reprendre au prochain lancement."
    )


def test_rack_board_row_bag_scores_and_help():
    game = new_game()
    set_rack(game, 0, "FONDUE?")
    said = play(
        game, ["chevalet", "H8 FoND", "grille", "ligne H", "ligne Z", "sac", "scores", "aide", "aide grille"]
    )
    text = "\n".join(said)
    assert "Chevalet, F 4, O 1, N 1, D 2, U 1, E 1, joker 0. Valeur 10." in text
    assert "Ligne H, 1 à 7 vides, 8 F, 9 joker O, 10 N, 11 D, 12 à 15 vides" in text
    assert "Quelle ligne ? Une lettre de A à O, par exemple, ligne H." in text
    assert "lettres dans le sac." in text
    assert "Scores, Xavier 14, Yvonne 0. À Yvonne de jouer." in text
    typing = said.index("Écrivez un coup, H4 MOT en ligne, 4H MOT en colonne, minuscule pour un joker.")
    topics = "Aide par sujet, jouer, chevalet, grille, partie, parole. Par exemple, aide grille."
    assert said[typing + 1] == topics
    topic = said[said.index("Aide, grille, 1 sur 4.") :]
    assert topic[1:4] == [
        "grille, lit toutes les lignes où il y a des lettres.",
        "ligne H, lit une ligne.",
        "colonne 8, lit une colonne.",
    ]
    assert said[-1] == "Fin de la saisie, la partie est enregistrée."


def test_hints_come_one_step_at_a_time():
    game = new_game()
    set_rack(game, 0, "AEINRST")
    said = play(game, ["indice", "indice", "indice", "indice", "indice"])
    hints = [line for line in said if line.startswith(("Un scrabble", "Le meilleur"))]
    assert hints[0] == "Un scrabble est possible."
    assert hints[1].startswith("Le meilleur coup rapporte ") and hints[1].endswith(" points.")
    assert hints[2] == "Le meilleur coup s'écrit H2, horizontal."  # the square said once (issue 48)
    assert hints[3].startswith("Le meilleur coup, ") and hints[3] == hints[4]


def test_exchange_pass_and_the_end_by_passes_in_english():
    game = new_game()
    said = play(
        game,
        ["exchange " + "".join(game.players[0].rack[:2]), "pass", "pass", "pass", "pass", "pass", "pass"],
        "en",
    )
    text = "\n".join(said)
    assert "Xavier exchanges 2 tiles." in text
    assert "Game over. Every player passed several times in a row." in text


def test_going_out_asks_for_a_challenge_decision():
    game = new_game()
    set_rack(game, 0, "FOND")
    set_rack(game, 1, "XU")
    game.bag.take(game.bag.contents())
    said = play(game, ["H8 FOND", "passe", "accepte"])
    text = "\n".join(said)
    assert "Le dernier coup termine la partie, écrivez conteste ou accepte." in text
    assert "Le dernier coup termine la partie, contestez-le ou acceptez-le d'abord." in text
    assert "Partie terminée. Xavier a posé toutes ses lettres et le sac est vide." in text
    assert "Xavier gagne 11 points des lettres restantes." in text


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("fr", "indice", "Le dernier coup termine la partie, écrivez conteste ou accepte."),
        ("en", "hint", "The last move ends the game, write challenge or accept."),
    ],
)
def test_no_hint_while_the_move_that_ends_the_game_awaits_a_challenge_seed_000_5(language, typed, said):
    """Issue 61, point 4: the last move awaits conteste or accepte (000 §5), no move is offered."""
    game = new_game()
    set_rack(game, 0, "FOND")
    set_rack(game, 1, "XU")
    game.bag.take(game.bag.contents())
    heard = play(game, ["H8 FOND", typed], language)
    assert said in heard and not any("meilleur" in line.lower() or "best" in line.lower() for line in heard)


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("fr", ["scores", "feuille"], "Le dernier coup termine la partie, écrivez conteste ou accepte."),
        ("en", ["scores", "sheet"], "The last move ends the game, write challenge or accept."),
    ],
)
def test_the_scores_and_the_sheet_say_what_the_last_move_awaits_seed_000_5(language, typed, said):
    """Issue 61, point 4: the move that ends the game awaits conteste or accepte (Règlement FFSc
    du Scrabble classique, §5.1, the move just made may be challenged); the scores and the
    scoresheet say so after what they read, and name nobody's turn."""
    game = new_game()
    set_rack(game, 0, "FOND")
    set_rack(game, 1, "XU")
    game.bag.take(game.bag.contents())
    heard = play(game, ["H8 FOND", *typed], language)
    after_move = heard[heard.index(said) + 1 :]
    assert after_move.count(said) == 2, heard
    scores = next(line for line in after_move if line.startswith("Scores"))
    assert after_move[after_move.index(scores) + 1] == said
    assert not any(line in ("À Yvonne de jouer.", "Yvonne's turn.") for line in after_move), heard


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("fr", "Le dernier coup termine la partie, écrivez conteste ou accepte."),
        ("en", "The last move ends the game, write challenge or accept."),
    ],
)
def test_a_game_taken_up_while_its_last_move_awaits_a_challenge_says_so(language, said):
    """Issue 61, point 4: taken up again, a game whose last move awaits conteste or accepte
    (000 §5) says so, rather than the scores and a rack alone."""
    game = new_game()
    set_rack(game, 0, "FOND")
    set_rack(game, 1, "XU")
    game.bag.take(game.bag.contents())
    session = GameSession(game, [Seat("Xavier"), Seat("Yvonne")], shipped(), None, 3)
    GameCommands(session, translation(language)).typed_line("H8 FOND")
    taken_up = GameCommands(session, translation(language)).begin().sentences  # a new table: resumed
    assert said in taken_up and not any("Chevalet" in text or "Rack" in text for text in taken_up), taken_up


def test_the_installed_command_starts_a_game_on_standard_input(tmp_path):
    result = run_motamot(
        ["--graine", "5", "--joueurs", "Alice,Bob", "--voix", "texte"],
        "scores\nquitte\n",
        tmp_path,
        timeout=60,
    )
    assert result.returncode == 0
    assert "Alice tire S, Bob tire E. Bob commence." in result.stdout
    assert "Scores, Alice 0, Bob 0. À Bob de jouer." in result.stdout
    # In a fresh folder: with a game in progress, the options would open the menu instead.
    bad = run_motamot(["--joueurs", "A,B,C", "--contre", "aucun"], "", tmp_path / "autre", timeout=60)
    assert bad.returncode == 2
    assert "3 joueurs, cette formule se joue à 2 joueurs." in bad.stderr


def test_clock_warnings_and_time_running_out_in_the_line_game():
    from motamot.rules.clock import ClockKind, ClockSettings

    game = new_game(clock=ClockSettings(ClockKind.CHESS, 120, (60,)), now=0.0, seed=1)  # Xavier begins
    game.judge = shipped().is_valid
    now = [5000.0]
    said: list[str] = []
    # Enter at once: Xavier takes the keyboard (at one keyboard, the clock waits for that).
    typed = iter([(0, ""), (70, "temps"), (60, "passe"), (0, "quitte")])

    def read(prompt: str):
        said.append(prompt)
        seconds, line = next(typed, (0, None))
        now[0] += seconds  # the player thinks this long before pressing Enter
        return line

    session = GameSession(game, [Seat("Xavier"), Seat("Yvonne")], shipped(), None, 1, clock=lambda: now[0])
    announcer = Announcer(RecordingSpeaker(), line_writer(said))
    LineTable(GameCommands(session, translation("fr")), announcer, read).run()
    assert "Xavier, il vous reste 50 secondes." in said
    assert "Temps restant, Xavier 50 secondes, Yvonne 2 minutes." in said
    assert "Xavier n'a plus de temps et passe." in said
    out_of_time = said.index("Xavier n'a plus de temps et passe.")
    assert said[out_of_time + 1] == "À Yvonne de jouer."
    assert "Yvonne passe." in said[out_of_time:]


def test_settings_spelling_and_verbosity_are_changed_and_kept():
    game = new_game()
    set_rack(game, 0, "MBTP?AE")
    said: list[str] = []
    kept = []
    typed = iter(["reglages", "epeler oui", "chevalet", "verbosite court", "verbosite bavard", "quitte"])
    session = GameSession(game, [Seat("Xavier"), Seat("Yvonne")], shipped(), None, 1)
    commands = GameCommands(
        session,
        translation("fr"),
        keep_settings=lambda settings: kept.append((settings.verbosity, settings.spelling)),
    )
    LineTable(commands, Announcer(RecordingSpeaker(), said.append), lambda prompt: next(typed, None)).run()
    assert (
        "Réglages. Niveau de détail normal, au choix court, normal ou détaillé. Épeler non. Sons oui. "
        "Confirmer les coups non. Le menu a tous les réglages." in said
    )
    assert (
        "Chevalet, M comme Maroc 2, B comme Belgique 3, T comme Tunisie 1, P comme "
        "Portugal 3, joker 0, A comme Algérie 1, E comme Égypte 1. Valeur 11."
    ) in said
    assert kept == [("normal", True), ("court", True)]
    assert "Écrivez verbosite court, verbosite normal, ou verbosite détaillé." in said


def test_short_verbosity_says_only_who_played_what():
    from motamot.describe.events import describe_event
    from motamot.rules.events import MovePlayed

    game = new_game()
    set_rack(game, 0, "FONDUES")
    played = next(e for e in game.play(0, "H8 FOND") if isinstance(e, MovePlayed))
    assert (
        describe_event(translation("fr"), played, ["Xavier", "Yvonne"], "court")
        == "Xavier joue H8 FOND, 16 points."
    )


def test_shuffle_sort_and_earlier_moves():
    game = new_game()
    set_rack(game, 0, "ZEBRA?S")
    said = play(game, ["trie", "melange", "chevalet", "passe", "passe", "coup 2", "coup 9", "quitte"])
    assert "Chevalet, A 1, B 3, E 1, R 1, S 1, Z 10, joker 0. Valeur 17." in said
    shuffled = said[said.index("Chevalet, A 1, B 3, E 1, R 1, S 1, Z 10, joker 0. Valeur 17.") + 2]
    assert shuffled.startswith("Chevalet, ") and sorted(
        shuffled[len("Chevalet, ") :].split(". ")[0].split(", ")
    ) == sorted(["A 1", "B 3", "E 1", "R 1", "S 1", "Z 10", "joker 0"])
    assert said[said.index(shuffled) + 2] == shuffled  # "chevalet" keeps the order the player chose
    assert "Coup 2, Yvonne passe." in said
    assert "Quel coup ? Un numéro de 1 à 2, par exemple, coup 1." in said


def test_one_tile_is_moved_within_the_rack_by_letter_or_by_place():
    game = new_game()
    set_rack(game, 0, "MBTP?AE")
    said = play(
        game,
        ["deplace E 1", "deplace 8 1", "place 3 7", "deplace ? 2", "deplace Z 1", "chevalet", "quitte"],
    )
    racks = [line for line in said if line.startswith("Chevalet")]
    assert racks[0].startswith("Chevalet, E 1, M 2, B 3, T 1, P 3, joker 0, A 1")
    assert (
        said.count("Quelle lettre, et à quelle place de 1 à 7 ? Par exemple, deplace E 1, ou deplace 7 1.")
        == 2
    )
    assert racks[1].startswith("Chevalet, E 1, M 2, T 1, P 3, joker 0, A 1, B 3")
    assert racks[2].startswith("Chevalet, E 1, joker 0, M 2, T 1, P 3, A 1, B 3")
    assert racks[3] == racks[2]  # the order is kept, the game is not changed
    assert sorted(game.players[0].rack) == sorted("MBTP?AE")


def test_a_game_taken_up_again_says_where_it_stands_not_its_whole_history():
    game = new_game(valid={"FOND"})
    set_rack(game, 0, "FONDUES")
    game.play(0, "H8 FOND")
    said = play(game, ["quitte"])
    assert said[:3] == [
        "Partie reprise, coup 2.",
        "Scores, Xavier 16, Yvonne 0. À Yvonne de jouer.",
        "Temps restant, Xavier 20 minutes, Yvonne 20 minutes.",
    ]
    # Two people at one keyboard: Yvonne's rack waits until she takes the keyboard.
    assert said[3] == "Yvonne, à vous. Entrée pour entendre votre chevalet."
    assert not any("tire" in line or line.startswith("Chevalet") for line in said)


def test_the_clock_is_heard_while_the_player_thinks_at_the_line_prompt():
    """On a terminal the warning comes when it is due, not at the next line typed; ``temps``
    gives the time as the clock shows it then. Driven through prompt_toolkit's real prompt."""
    import threading
    import time

    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from motamot.lines.reader import LineReader
    from motamot.rules.clock import ClockKind, ClockSettings

    game = new_game(clock=ClockSettings(ClockKind.CHESS, 61.5, (60,)), now=0.0, seed=1)  # Xavier begins
    game.judge = shipped().is_valid
    said: list[tuple[float, str]] = []
    start = time.monotonic()
    session = GameSession(game, [Seat("Xavier"), Seat("Yvonne")], shipped(), None, 1)
    commands = GameCommands(session, translation("fr"))
    announcer = Announcer(RecordingSpeaker(), lambda t: said.append((time.monotonic(), t)))
    with create_pipe_input() as pipe:
        # Xavier takes the keyboard at once (Enter), then types only after three seconds: the
        # warning (due at 1.5 s) must come first.
        pipe.send_text("\r")
        threading.Timer(3.0, lambda: pipe.send_text("temps\r")).start()
        threading.Timer(3.5, pipe.close).start()
        LineTable(commands, announcer, LineReader(terminal=True, input=pipe, output=DummyOutput())).run()
    warning = next(t for t in said if t[1] == "Xavier, il vous reste 1 minute.")
    assert warning[0] - start < 2.9  # heard while the player was still thinking
    time_said = next(t for t in said if t[1].startswith("Temps restant, Xavier "))
    assert any(time_said[1].startswith(f"Temps restant, Xavier {n} secondes") for n in (57, 58, 59))
    # Ticks are kept in the save only when the clock had something to say: here, the warning.
    from motamot.rules.actions import Tick

    assert sum(isinstance(action, Tick) for action in game.actions) == 1


def test_a_move_and_the_computers_reply_are_written_in_one_go():
    """A screen reader reading the terminal reads one block once; the move, then the computer's
    reply written a moment later, were read twice by Orca when it lagged (issue 12)."""
    game = new_game(valid={"FOND", "NOM", "MON", "DON"})
    set_rack(game, 0, "FONDUES")
    set_rack(game, 1, "AEIOMST")
    writes: list[str] = []
    seats = [Seat("Xavier"), Seat("Yvonne", level="debutant")]
    play(game, ["H8 FOND", "quitte", "oui"], seats=seats, writes=writes)
    move = next(text for text in writes if "Xavier joue H8 FOND" in text)
    assert "Yvonne joue" in move or "Yvonne passe" in move or "Yvonne change" in move, writes


def test_in_lines_the_champion_thinking_at_length_is_said_before_its_move():
    """Issue 33, point 4: the player's move is printed at once, with "Motamot réfléchit" when
    the choice takes over half a second; the move follows in a block of its own."""
    game = new_game()
    game.judge = shipped().is_valid
    set_rack(game, 0, "FONDUES")
    writes: list[str] = []
    seats = [Seat("Xavier"), Seat("Yvonne", level="champion")]
    play(game, ["H8 FOND", "quitte", "oui"], seats=seats, writes=writes)
    first = next(i for i, text in enumerate(writes) if "Xavier joue H8 FOND" in text)
    assert writes[first].endswith("Yvonne réfléchit."), writes
    assert writes[first + 1].startswith("Yvonne joue"), writes


def test_at_one_keyboard_the_next_players_clock_waits_for_enter_or_the_hand_over_said():
    """Issue 33, point 5: the clock of the player handed the keyboard starts when they press
    Enter to hear their rack, or once the sentence handing it over has been said, whichever
    comes first: no time is lost while the hand-over is still being spoken."""
    from motamot.rules.clock import ClockKind, ClockSettings
    from motamot.speech.speaking_time import speaking_time

    def remaining_after(typed_lines: list[tuple[float, str]]) -> float:
        game = new_game(clock=ClockSettings(ClockKind.CHESS, 600, ()), now=0.0, seed=1)
        game.judge = shipped().is_valid
        set_rack(game, 0, "FONDUES")
        now = [0.0]
        typed = iter(typed_lines)

        def read(prompt: str):
            seconds, line = next(typed, (0, None))
            now[0] += seconds
            return line

        session = GameSession(
            game, [Seat("Xavier"), Seat("Yvonne")], shipped(), None, 1, clock=lambda: now[0]
        )
        LineTable(GameCommands(session, translation("fr")), Announcer(RecordingSpeaker(), print), read).run()
        game.apply(Tick(now[0]))
        return game.clock.remaining[1]

    handing_over = speaking_time("Yvonne, à vous. Entrée pour entendre votre chevalet.")
    # Enter before the hand-over was said: Yvonne's clock starts at Enter.
    quick = remaining_after([(0, ""), (5, "H8 FOND"), (1, ""), (20, "temps")])
    assert quick == pytest.approx(600 - 20)
    # Enter long after: her clock started once the hand-over had been said.
    slow = remaining_after([(0, ""), (5, "H8 FOND"), (30, ""), (20, "temps")])
    assert slow == pytest.approx(600 - (50 - handing_over))
    assert 1 < handing_over < 30


def test_at_one_keyboard_a_player_out_of_time_is_not_handed_the_keyboard_seed_000_7_3_1():
    """Issue 33, point 5: a player whose time has run out passes at each turn (FFSc rules,
    000 §7.3.1): the keyboard is handed straight to the other one, without "Entrée quand
    vous êtes prêt" for a turn that is never played."""
    from motamot.rules.clock import ClockKind, ClockSettings

    game = new_game(clock=ClockSettings(ClockKind.CHESS, 60, ()), now=0.0, seed=1)
    game.judge = shipped().is_valid
    set_rack(game, 0, "FONDUES")
    now = [0.0]
    typed = iter([(0, ""), (70, "H8 FOND"), (0, ""), (1, "passe"), (0, "quitte"), (0, "oui")])

    def read(prompt: str):
        seconds, line = next(typed, (0, None))
        now[0] += seconds
        return line

    said: list[str] = []
    session = GameSession(game, [Seat("Xavier"), Seat("Yvonne")], shipped(), None, 1, clock=lambda: now[0])
    commands = GameCommands(session, translation("fr"))
    LineTable(commands, Announcer(RecordingSpeaker(), said.append), read).run()
    text = "\n".join(said)
    assert "Xavier n'a plus de temps" in text, text
    after = text[text.index("Xavier n'a plus de temps") :]
    assert "Yvonne, à vous. Entrée pour entendre votre chevalet" in after
    assert "Xavier, à vous. Entrée pour entendre votre chevalet" not in after, after
    assert after.count("Xavier n'a plus de temps et passe") >= 1, after


def test_in_lines_a_key_typed_while_the_computers_move_is_read_has_it_said_again_after_the_answer():
    """Issue 50, point 4, in lines: a key stops a screen reader reading the printed lines; the
    computer's move it cut is printed (and said) once more after the line's answer, never
    inside it. Through the real prompt_toolkit prompt on a pipe."""
    import threading

    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from motamot.lines.reader import LineReader

    game = new_game(valid={"FOND", "NOM", "MON", "DON", "MONDE"})
    set_rack(game, 0, "FONDUES")
    set_rack(game, 1, "AEIOMST")
    writes: list[str] = []
    session = GameSession(game, [Seat("Xavier"), Seat("Yvonne", level="debutant")], shipped(), None, 1)
    commands = GameCommands(session, translation("fr"))
    with create_pipe_input() as pipe:
        pipe.send_text("H8 FOND\r")
        # Typed at once after the reply is printed (the opening waits a second for the screen
        # reader): the reply, several seconds long, is cut.
        threading.Timer(2.0, lambda: pipe.send_text("sac\r")).start()
        threading.Timer(3.0, pipe.close).start()
        reader = LineReader(terminal=True, input=pipe, output=DummyOutput())
        LineTable(commands, Announcer(RecordingSpeaker(), writes.append), reader, screen_reader=True).run()
    reply = next(line for text in writes for line in text.split("\n") if line.startswith("Yvonne "))
    bag_answer = next(text for text in writes if "lettres dans le sac" in text).split("\n")
    assert bag_answer[0] == "80 lettres dans le sac."  # the answer first, then what was cut
    assert bag_answer[1:] == ["Xavier joue H8 FOND, 16 points.", reply]
    assert not any("de jouer" in line for line in bag_answer)  # the turn, said again, would be stale
    assert sum(reply in text for text in writes) == 2


def test_what_was_read_whole_before_the_key_is_not_said_again():
    from motamot.lines.read_aloud import ReadAloud
    from motamot.speech.speaking_time import speaking_time

    now = [0.0]
    read = ReadAloud(lambda: now[0])
    read.printed("Xavier joue H8 FOND, 16 points.\nYvonne joue 9G MON, 10 points.")
    read.note_event("Xavier joue H8 FOND, 16 points.")
    read.note_event("Yvonne joue 9G MON, 10 points.")
    now[0] = speaking_time("Xavier joue H8 FOND, 16 points.") + 0.1  # the first heard whole
    read.key_pressed()
    assert read.take_cut() == ["Yvonne joue 9G MON, 10 points."]
    read.key_pressed()  # the reading stopped: nothing more is cut
    assert read.take_cut() == []
    # Lines queue up: a line printed while another is read is heard after it.
    read.printed("Temps écoulé pour Xavier.")
    read.note_event("Temps écoulé pour Xavier.")
    read.printed("Scores, Xavier 16, Yvonne 10.")
    now[0] += speaking_time("Temps écoulé pour Xavier.") - 0.1
    read.key_pressed()
    assert read.take_cut() == ["Temps écoulé pour Xavier."]


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_classic_game_reads_its_sheet_and_exports_it_once_over_as_the_desk_does(tmp_path, language):
    """Issue 61, point 11: ``feuille`` and ``exporte`` at a classic game's table, the desk's one
    handler (commands.game); the files (text, HTML, BRF, GCG, the board in braille) wait for the
    end, since the GCG holds every rack drawn."""
    game = new_game()
    early, late = tmp_path / "early", tmp_path / "late"
    lines = ["passe", "feuille", f"exporte {early}"] + ["passe"] * 5 + ["feuille", f"exporte {late}"]
    text = "\n".join(play(game, lines, language))
    assert game.over is not None
    if language == "fr":
        assert (
            "Feuille de marque, Xavier, Yvonne, règles ffsc." in text and "1. Xavier, passe, total 0" in text
        )
        assert "Les feuilles s'enregistrent une fois la partie finie" in text
        assert "Feuille de match." in text
    else:
        assert "Scoresheet, Xavier, Yvonne, rules ffsc." in text and "Match sheet." in text
        assert "The sheets are written once the game is over" in text
    assert not early.exists()
    written = sorted(p.suffix for p in late.iterdir())
    assert written == [".brf", ".brf", ".gcg", ".html", ".txt"]
    gcg = next(late.glob("*.gcg")).read_text(encoding="utf-8")
    assert "#player1" in gcg and "Xavier" in gcg
