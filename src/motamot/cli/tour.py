"""``motamot visite`` (``tour``): the guided tour, on a real game against the beginner,
kept apart from the game in progress and resumed where it stopped (``Play.tour``)."""

from __future__ import annotations

import argparse
from gettext import NullTranslations

from motamot.application.output import EXIT_USAGE, Output
from motamot.cli.play import start_play


def run_tour(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    play = start_play(args, out)
    table = play.tour()
    return EXIT_USAGE if table is None else play.run(table)
