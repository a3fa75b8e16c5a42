"""The command line of a game: its options folded into this run's settings, and the
application started with them (``application.play``)."""

from __future__ import annotations

import argparse
from gettext import NullTranslations

from motamot.application.output import Output
from motamot.application.play import MENU, Play, Start
from motamot.cli.words import current_lexicon, with_own_words
from motamot.rules.names import normal_name
from motamot.settings import ENGLISH_VERBOSITIES, Interface, Settings, Verbosity, Voice


def apply_options(args: argparse.Namespace, settings: Settings) -> list[str]:
    """Fold the command line's options into this run's settings; the names given."""
    names = [normal_name(n) for n in args.players.split(",") if n.strip()] if args.players else []
    if args.against == "aucun" or (args.against is None and len(names) > 1):
        settings.opponent = str(max(2, len(names)))
    elif args.against is not None:
        settings.opponent = args.against
    if args.rules is not None:
        settings.rules = args.rules
    if args.verbosity is not None:
        settings.verbosity = Verbosity(ENGLISH_VERBOSITIES.get(args.verbosity, args.verbosity))
    for option, kind in (("clock", "chess"), ("per_move", "per_move"), ("shared_credit", "global")):
        if getattr(args, option) is not None:
            settings.clock_kind, settings.clock_minutes = kind, getattr(args, option)
    if args.voice is not None:
        settings.voice = Voice.named(args.voice)
    if args.language is not None:
        settings.language = args.language
    if args.spell:
        settings.spelling = True
    if args.no_sounds:
        settings.sounds = False
    if args.screen:
        settings.interface = Interface.SCREEN
    if args.lines:
        settings.interface = Interface.LINES
    return names


def start_play(args: argparse.Namespace, out: Output) -> Play:
    """This run's application: the options folded into the settings, the word list opened."""
    settings: Settings = args.settings
    names = apply_options(args, settings)
    start = Start(
        names,
        seed=args.seed,
        resume=getattr(args, "resume", None),
        menu_first=args.command == MENU,
        chose_a_game=any(
            getattr(args, option, None) is not None for option in ("against", "players", "rules", "clock")
        ),
    )
    return Play(
        start, settings, out, lambda tr: with_own_words(current_lexicon(args, tr, out, settings), tr, out)
    )


def run_play(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    return start_play(args, out).run()
