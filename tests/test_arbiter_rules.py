"""What the arbiter can do at the referee desk, through the real ``motamot arbitre``
(issue "What the arbiter and the organiser still cannot do"). Each scenario was
worked out by hand from the rule text it cites; the derivation is in its comments."""

from __future__ import annotations

from pathlib import Path

from conftest import run_motamot


def desk(home: Path, options: list[str], typed: list[str]) -> str:
    result = run_motamot(
        ["--langue", "fr", "--voix", "texte", "arbitre", "--joueurs", "Anne,Bruno", *options],
        "\n".join(typed) + "\n",
        home,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_a_player_resigns_on_the_opponents_turn_seed_000_10_7(tmp_path):
    # 000 §10.7: the game goes on until a player says "j'abandonne" to an arbiter, at any
    # moment. Anne plays FOND (16), it is Bruno's turn, Anne resigns: Anne loses, 16 to 0.
    out = desk(tmp_path, [], ["H8 FOND", "abandon Anne", "oui"])
    assert "Anne abandonne la partie ? Écrivez oui pour l'inscrire, non pour continuer." in out
    assert "Partie terminée. Anne abandonne. Scores, Anne 16, Bruno 0. Bruno gagne." in out


def test_resign_without_a_name_is_the_player_whose_turn_it_is_and_a_stranger_is_asked_again(tmp_path):
    out = desk(tmp_path, [], ["abandon Zoé", "abandon", "non", "H8 FOND", "abandon", "oui"])
    assert "Qui abandonne ? Par exemple, abandon Anne." in out
    assert "Anne abandonne la partie ?" in out  # Anne's turn: Anne
    assert "Bruno abandonne la partie ?" in out  # after FOND, Bruno's turn
    assert "Partie terminée. Bruno abandonne. Scores, Anne 16, Bruno 0. Anne gagne." in out


def test_the_arbiter_declares_a_player_lost_seed_000_9_2_and_10_1_3(tmp_path):
    # 000 §9.2: the scale of sanctions ends with the loss of the game; 000 §10.1.3: more
    # than seven tiles found behind a rack, the player is declared the loser at once.
    # Anne leads 16 to 0 and loses all the same.
    out = desk(tmp_path, [], ["H8 FOND", "perdu", "perdu Anne", "oui", "H9 ZUT"])
    assert "Qui est déclaré perdant ? Par exemple, perdu Anne." in out
    assert "Déclarer la défaite d'Anne ? La partie s'arrête." in out
    # Two messages, each heard whole (issue 60).
    assert (
        "Partie terminée. Anne perd la partie, sur décision de l'arbitre.\n"
        "Scores, Anne 16, Bruno 0. Bruno gagne." in out
    )
    assert "Bruno joue" not in out  # nothing is played after the end


def test_declaring_a_loss_can_be_called_off(tmp_path):
    out = desk(tmp_path, [], ["perdu Bruno", "non", "H8 FOND"])
    assert "Anne joue H8 FOND, 16 points." in out and "Partie terminée" not in out


def test_larousse_overdraw_has_no_penalty_the_opponent_takes_the_tiles_back_seed_001_5(tmp_path):
    # 001 §5 (Le changement de lettres): "son adversaire lui en enlève au hasard jusqu'à ce
    # qu'il n'en ait plus que sept"; no points. Under ffsc, 000 §10.1.2 gives 5 points a tile.
    larousse = desk(tmp_path, ["--regles", "larousse"], ["pioche Anne 2 vu", "scores"])
    assert "Anne a tiré 2 lettres en trop, l'adversaire les lui retire, sans pénalité." in larousse
    assert "Anne 0" in larousse
    ffsc = desk(tmp_path, ["--regles", "ffsc", "--nouvelle"], ["pioche Anne 2 vu"])
    assert "Anne a tiré 2 lettres en trop, pénalité de 10 points." in ffsc


def test_a_timer_per_move_and_a_shared_credit_can_be_chosen_seed_000_6_3_and_6_4(tmp_path):
    # 001 §5 (La limitation de temps): with a timer, two minutes a move; 000 §6.3.1 the
    # timer per move, 000 §6.4.1 one credit for both players.
    timer = desk(tmp_path, ["--regles", "larousse", "--chrono", "2"], ["temps", "H8 FOND", "temps"])
    assert timer.count("Temps du coup restant, 2 minutes.") == 2  # started again for Bruno
    credit = desk(tmp_path, ["--credit", "45", "--nouvelle"], ["temps"])
    assert "45 minutes" in credit


def test_one_kind_of_clock_at_a_time(tmp_path):
    result = run_motamot(
        ["arbitre", "--joueurs", "Anne,Bruno", "--pendule", "20", "--chrono", "2"], "", tmp_path
    )
    assert result.returncode == 2 and result.stderr.startswith("Option chrono, impossible avec pendule.")


def test_the_arbiter_stops_and_restarts_the_clock_seed_003_9_6(tmp_path):
    # 003 §9.6: a player may be away a few minutes, the clock "peut alors être neutralisée";
    # 003 §9.1 and 000 §10.2 stop it for a dispute or an upset board; 001 §6 while a
    # challenge is checked. Stopped, it stays stopped through a move until restarted.
    out = desk(
        tmp_path,
        ["--pendule", "20"],
        ["reprise", "pause", "pause", "temps", "H8 FOND", "temps", "reprise", "temps"],
    )
    assert "La pendule tourne déjà. Écrivez pause pour l'arrêter." in out
    assert "La pendule est déjà arrêtée. Écrivez reprise pour la relancer." in out
    assert out.count("Pendule arrêtée. Temps restant, Anne 20 minutes, Bruno 20 minutes.") == 2
    assert "Pendule relancée." in out
    assert "Pas de pendule dans cette partie, rien à arrêter." in desk(tmp_path, ["--nouvelle"], ["pause"])


def test_time_does_not_run_while_the_clock_is_stopped_and_a_save_keeps_the_stop():
    from motamot.records.saves import game_from_json, game_to_json
    from motamot.rules.actions import RestartClock, StopClock
    from motamot.rules.clock import ClockKind, ClockSettings
    from motamot.rules.referee import RefereeGame
    from motamot.rules.variants import preset

    game = RefereeGame.start(["Anne", "Bruno"], preset("ffsc"), clock=ClockSettings(ClockKind.CHESS, 600))
    game.apply(StopClock(100.0))  # Anne thought 100 s, then a dispute
    stopped = game_from_json(game_to_json(game))
    assert stopped.clock.paused and stopped.clock.time_left(0, 400.0) == 500.0
    game.apply(RestartClock(400.0))  # five minutes later
    assert game.clock.time_left(0, 430.0) == 470.0


def test_a_late_player_forfeits_when_half_the_clock_has_run_seed_003_9_5():
    # 003 §9.5: "le directeur du tournoi peut décider de déclencher sa pendule. Le joueur est
    # déclaré forfait quand la moitié de son crédit-temps est écoulé." 20 minutes each:
    # Anne's clock runs from 0 s; at 600 s she has 10 minutes left, half: forfeit.
    from motamot.records.saves import game_from_json, game_to_json
    from motamot.rules.actions import LateStart, Tick
    from motamot.rules.clock import ClockKind, ClockSettings
    from motamot.rules.events import EndReason
    from motamot.rules.referee import RefereeGame
    from motamot.rules.variants import preset

    game = RefereeGame.start(["Anne", "Bruno"], preset("fbs"), clock=ClockSettings(ClockKind.CHESS, 1200))
    game.apply(LateStart(0, 0.0))
    assert game.next_clock_event() == 600.0
    game = game_from_json(game_to_json(game))  # the save keeps the lateness
    game.apply(Tick(599.0))
    assert game.over is None
    game.apply(Tick(600.0))
    assert game.over is not None and game.over.reason is EndReason.LATE
    assert game.over.player == 0 and game.over.winners == (1,)


def test_a_late_player_who_comes_in_time_plays_with_the_time_left_seed_003_9_5(tmp_path):
    # Before the deadline: "la pendule est neutralisée, les joueurs tirent leurs premières
    # lettres et débutent la partie normalement"; the minutes lost stay lost (000 §10.5).
    # Nothing is played while the player is away.
    from motamot.rules.actions import Arrived, LateStart, Play
    from motamot.rules.clock import ClockKind, ClockSettings
    from motamot.rules.referee import RefereeGame
    from motamot.rules.refusals import IllegalMove, Reason
    from motamot.rules.variants import preset

    game = RefereeGame.start(["Anne", "Bruno"], preset("ffsc"), clock=ClockSettings(ClockKind.CHESS, 1200))
    game.apply(LateStart(0, 0.0))
    try:
        game.play(0, "H8 FOND", now=10.0)
    except IllegalMove as refused:
        assert refused.refusal.reason is Reason.PLAYER_ABSENT
    else:
        raise AssertionError("a move was played while Anne was away")
    game.apply(Arrived(0, 240.0))
    assert game.clock.time_left(0) == 960.0 and game.late is None
    game.apply(Play(0, game.check_move(0, "H8 FOND")[0].tiles, None, 250.0))
    out = desk(
        tmp_path, ["--pendule", "20"], ["retard Anne", "H8 FOND", "arrive Anne", "H8 FOND", "retard Bruno"]
    )
    assert "Anne n'est pas là, sa pendule tourne. Forfait quand elle affichera 10 minutes" in out
    assert "Anne n'est pas encore là. Écrivez arrive Anne à son arrivée." in out
    assert "Anne est là, " in out and "La partie commence." in out
    assert "Anne joue H8 FOND, 16 points." in out
    assert "La partie a commencé. Un retard se note avant le premier coup." in out
