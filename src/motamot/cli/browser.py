"""``motamot navigateur``: the player's own games in their browser (``application.browser``)."""

from __future__ import annotations

import argparse
from gettext import NullTranslations

from motamot.application.browser import NewGame, play_in_browser
from motamot.application.output import EXIT_USAGE, Output
from motamot.application.play import seats_for
from motamot.cli.output import language_of
from motamot.cli.words import current_lexicon
from motamot.describe.messages import Message, message
from motamot.engine.players import Level
from motamot.net.protocol import SeatAsked


def run_browser(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """A game against the computer at the level and by the rules of the options, else of the
    settings (the intermediate level when the settings play between people), with the clock
    of the options; or the game left off, taken up."""
    settings = args.settings
    if args.against == "aucun":
        out(message(tr, Message.BROWSER_AGAINST_THE_COMPUTER), error=True)
        return EXIT_USAGE
    settings.opponent = args.against or (
        settings.opponent if settings.opponent in set(Level) else Level.INTERMEDIATE.value
    )
    if args.rules is not None:
        settings.rules = args.rules
    seats = tuple(SeatAsked(seat.name, seat.level) for seat in seats_for(tr, settings, []))
    new = NewGame(
        seats, settings.rules, args.per_move or args.clock or 0, args.per_move is not None, language_of(args)
    )
    lexicon = current_lexicon(args, tr, out)
    return play_in_browser(tr, out, lexicon, new, args.seed, args.port, not args.no_open)
