"""``motamot visite`` (``tour``): the guided tour, on a real game against the beginner,
kept apart from the game in progress and resumed where it stopped."""

from __future__ import annotations

import argparse
from gettext import NullTranslations
from pathlib import Path

from motamot.cli.output import EXIT_USAGE, Output
from motamot.cli.play import Play
from motamot.commands.tour import TourCommands
from motamot.describe.files import describe_record_error
from motamot.describe.messages import Message, message
from motamot.describe.tour import STEPS
from motamot.files import RecordError
from motamot.rules.variants import PRESETS
from motamot.session import COMPUTER_NAME, GameSession, Seat
from motamot.settings import data_dir

# The toss of this bag gives the person the first move, through the centre.
TOUR_SEED = 1


def tour_save_path() -> Path:
    return data_dir() / "visite-en-cours.json"


def run_tour(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    play = Play(args, args.settings, out)
    settings, path = play.settings, tour_save_path()
    if settings.tour_step >= STEPS - 1 or not path.exists():
        settings.tour_step = 0  # a tour again from its start
        play.keep(settings)
    try:
        if path.exists() and settings.tour_step:
            session = GameSession.resume(path, play.lexicon)
        else:
            name = play.names[0] if play.names else message(play.tr, Message.PLAYER)
            seats = [Seat(name), Seat(COMPUTER_NAME, "debutant")]
            session = GameSession.new(seats, PRESETS["ffsc"], play.lexicon, TOUR_SEED, path)
    except RecordError as error:
        out(describe_record_error(play.tr, error, str(path)), error=True)
        return EXIT_USAGE
    table = TourCommands(session, play.tr, play.announcer, settings, play.keep, play.cues)
    return play.run(table)
