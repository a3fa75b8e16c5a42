"""``motamot entrainement`` (``training``): training by ear. Its one exercise for now is
topping (``top``): duplicate alone, each draw kept until its top is found, the time counted.
The game in progress is taken up by itself (``--reprendre`` goes straight to it, ``--nouvelle``
begins another); ``--limite`` sets the minutes to find a top."""

from __future__ import annotations

import argparse
import random
from gettext import NullTranslations

from motamot.application.output import EXIT_USAGE, Output
from motamot.cli.play import start_play
from motamot.commands.formulas import ToppingFormula, find_formula
from motamot.describe.files import describe_record_error, describe_resumed_by
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.files import RecordError
from motamot.rules.refusals import IllegalMove

EXERCISES = ("top",)  # topping, the first (and for now the only) exercise
LIMIT_MINUTES = (1, 2, 3, 4, 5, 10)  # 3 by default, a tournament's time per move


def run_training(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    play = start_play(args, out)
    tr = play.tr
    formula = find_formula("entrainement")
    assert isinstance(formula, ToppingFormula)
    path = formula.save_path()
    if args.resume or (path.exists() and not args.new):
        if args.resume is True and not path.exists():
            command = describe_resumed_by(tr, formula.name)
            out(message(tr, Message.NOTHING_TO_RESUME, command=command), error=True)
            return EXIT_USAGE
        session = play.take_up(formula)
        if session is None:
            return EXIT_USAGE
    else:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
        name = play.names[0] if play.names else message(tr, Message.PLAYER)
        try:
            session = formula.new_topping(name, play.lexicon, seed, args.limit * 60.0)
        except RecordError as error:  # the game in progress is open in another motamot
            out(describe_record_error(tr, error, str(error.path or path)), error=True)
            return EXIT_USAGE
        except IllegalMove as refused:  # the name given with the option joueurs
            out(describe_refusal(tr, refused.refusal), error=True)
            return EXIT_USAGE
    return play.run(formula.table(session, play.seating))
