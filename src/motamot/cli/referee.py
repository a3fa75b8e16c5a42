"""``motamot arbitre``: motamot as referee, scorer, clock and memory beside the
physical braille board (seed 004).

Players announce their moves and someone types them; nobody types the racks.
Every entry is checked, scored, announced and saved at once; ``corrige``
takes the last one back. At the end each player says the letters left on
their rack. The scoresheet can be read aloud and exported at any time.
"""

from __future__ import annotations

import argparse
import math
from gettext import NullTranslations
from pathlib import Path

from motamot.application.output import EXIT_USAGE, Output
from motamot.application.play import Play, game_clock
from motamot.cli.play import start_play
from motamot.commands.formulas import find_formula
from motamot.describe.files import describe_record_error
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.words import detail_float
from motamot.files import RecordError
from motamot.records.scoresheet import MatchInfo
from motamot.rules.names import named_among
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.variants import PRESETS, Preset
from motamot.sessions.classic import GameSession
from motamot.settings import Interface

DEFAULT_RULES = "boite"  # the braille edition's own rules (seed 004)


def run_referee(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """``motamot arbitre``: a new refereed game, or the one in progress (taken up when no
    players are named, as plain ``motamot`` takes up the game, or with --reprendre)."""
    play = start_play(args, out)
    tr = play.tr
    desk = find_formula("arbitrage")
    path = desk.save_path()
    if args.resume or (path.exists() and not args.new and not play.names):
        session = play.take_up(desk)
    else:
        try:
            session = new_referee_session(args, play, path, out)
        except RecordError as error:  # the game in progress is open in another motamot
            out(describe_record_error(tr, error, str(path)), error=True)
            return EXIT_USAGE
    if not isinstance(session, GameSession):
        return EXIT_USAGE
    if not args.screen:
        # Each announced move is one typed line: the desk plays in lines unless --ecran asks
        # for the board screen (for this run only, like every option).
        play.settings.interface = Interface.LINES
    try:
        play.refresh_voice()
        seating = play.seating
        seating.match = MatchInfo(table=args.table, round=args.round)
        # The desk has no menu: its game ends where the arbiter leaves.
        play.play(desk.table(session, seating))
    finally:
        play.close()
    return 0


def new_referee_session(args: argparse.Namespace, play: Play, path: Path, out: Output) -> GameSession | None:
    tr = play.tr
    names = play.names
    if len(names) < 2:
        out(message(tr, Message.REFEREE_NAMES), error=True)
        return None
    if path.exists() and not args.new:
        out(
            message(tr, Message.REFEREE_IN_PROGRESS),
            error=True,
        )
        return None
    first = 0
    if args.first is not None:
        matches = named_among(args.first, names)
        if not matches:
            out(message(tr, Message.NOT_A_PLAYER, name=args.first), error=True)
            return None
        first = matches[0]
    rules = args.rules or DEFAULT_RULES
    variant = PRESETS[Preset(rules)]
    # Without --pendule, --chrono or --credit, the preset's own clock.
    timed = any(value is not None for value in (args.clock, args.per_move, args.shared_credit))
    clock = game_clock(play.settings) if timed else None
    try:
        return GameSession.referee(names, variant, play.lexicon, path, first, clock)
    except IllegalMove as refused:
        out(describe_refusal(tr, refused.refusal), error=True)
        if refused.refusal.reason is Reason.CLOCK_TOO_SHORT:
            minimum = refused.refusal.details["minimum"]
            out(message(tr, Message.CLOCK_OPTION, minutes=math.ceil(detail_float(minimum) / 60)), error=True)
        return None
