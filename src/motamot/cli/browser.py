"""``motamot navigateur``: the player's own games in their browser (``application.browser``)."""

from __future__ import annotations

import argparse
from gettext import NullTranslations

from motamot.application.browser import play_in_browser
from motamot.application.output import EXIT_USAGE, Output
from motamot.cli.output import language_of
from motamot.cli.words import current_lexicon, with_own_words
from motamot.describe.messages import Message, message
from motamot.engine.players import Level
from motamot.server.start_page import Choices


def run_browser(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """The start page's first choices for a new game: the computer's level and the rules of
    the options, else of the settings (the intermediate level when the settings play between
    people), the clock of the options."""
    settings = args.settings
    if args.against == "aucun":
        out(message(tr, Message.BROWSER_AGAINST_THE_COMPUTER), error=True)
        return EXIT_USAGE
    level = args.against or (
        settings.opponent if settings.opponent in set(Level) else Level.INTERMEDIATE.value
    )
    choices = Choices(
        level, args.rules or settings.rules, args.per_move or args.clock or 0, args.per_move is not None
    )
    lexicon = with_own_words(current_lexicon(args, tr, out), tr, out)  # the player's own tables
    return play_in_browser(
        tr, out, lexicon, choices, settings, language_of(args), args.seed, args.port, not args.no_open
    )
