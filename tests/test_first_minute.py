"""The first minute of a new player, shorter and plainer (issue 48, point 4)."""

from __future__ import annotations

from conftest import run_motamot
from motamot.commands.catalogue import DUPLICATE_COMMANDS, GAME_COMMANDS, REFEREE_COMMANDS
from motamot.commands.registry import TURN_ENDING


def test_did_you_mean_never_offers_a_command_that_gives_the_turn_away():
    """ "case" was answered "Vouliez-vous dire passe ?": typed on that advice, the turn is lost."""
    for registry in (GAME_COMMANDS, DUPLICATE_COMMANDS, REFEREE_COMMANDS):
        assert registry.nearest("case") is None or registry.nearest("case").id not in TURN_ENDING
        for command in registry:
            for word in command.words:
                for slip in (word[:-1], word + "x", "x" + word[1:]):
                    near = registry.nearest(slip)
                    assert near is None or near.id not in TURN_ENDING or registry.find(slip), (slip, near)
    assert GAME_COMMANDS.nearest("colone").id == "column"  # still helpful elsewhere


def test_the_tour_starts_with_itself_and_the_quit_help_line_reads_once(tmp_path):
    tour = run_motamot(["visite", "--lignes", "--voix", "texte"], "", tmp_path)
    lines = [line.strip() for line in tour.stdout.splitlines() if line.strip()]
    assert lines[1].startswith("Visite guidée de motamot."), lines[:3]  # after the welcome
    assert lines[2].endswith("commence."), lines[:4]  # then the draw
    game = run_motamot(
        ["--lignes", "--voix", "texte", "--joueurs", "Anne"], "aide quitte\nquitte\noui\n", tmp_path
    )
    assert "quitte, arrête de jouer, la partie reste enregistrée." in game.stdout
    assert "motamot --reprendre" not in game.stdout  # read "tiret tiret reprendre"
    assert (
        "Quitter ? La partie reste enregistrée, motamot propose de la reprendre au prochain lancement."
        in (game.stdout)
    )
