"""``motamot entrainement`` (``training``): training by ear. Topping (``top``, the default):
duplicate alone, each draw kept until its top is found, the time counted; the game in progress
is taken up by itself (``--reprendre`` goes straight to it, ``--nouvelle`` begins another);
``--limite`` sets the minutes to find a top. Draws to solve (``tirages``): the draws chosen by
their rank of probability and their letters, each closed draw's card in the player's card box;
``revision`` asks the cards due today; hooks and short words as well. The drills are made and
played by ``application.training``, in lines or on the full screen."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from gettext import NullTranslations

from motamot.application.output import EXIT_USAGE, Output
from motamot.application.training import TOPPING, Exercise, run_drills
from motamot.cli.play import start_play
from motamot.commands.formulas import ToppingFormula, find_formula
from motamot.describe.drills import describe_bad_letters, describe_bad_ranks
from motamot.describe.files import describe_record_error, describe_resumed_by
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.files import RecordError
from motamot.i18n import fold
from motamot.rules.refusals import IllegalMove
from motamot.rules.tiles import LETTERS

LENGTHS = tuple(range(2, 9))  # the words whose hooks or validity are asked
LIMIT_MINUTES = (1, 2, 3, 4, 5, 10)  # 3 by default, a tournament's time per move


def ranks_reader(tr: NullTranslations) -> Callable[[str], tuple[int, int]]:
    """``--rangs 1-500``: the first and last ranks, 1 the most probable draw."""

    def ranks(text: str) -> tuple[int, int]:
        first, _, last = text.strip().partition("-")
        if first.isdigit() and last.isdigit() and 1 <= int(first) <= int(last):
            return int(first), int(last)
        raise argparse.ArgumentTypeError(describe_bad_ranks(tr, text))

    return ranks


def letters_reader(tr: NullTranslations) -> Callable[[str], str]:
    """``--avec K``: letters from A to Z, accents and case aside."""

    def letters(text: str) -> str:
        folded = fold(text).upper()
        if folded and all(letter in LETTERS for letter in folded):
            return folded
        raise argparse.ArgumentTypeError(describe_bad_letters(tr, text))

    return letters


def run_training(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    play = start_play(args, out)
    tr = play.tr
    if args.exercise not in TOPPING:
        exercise = Exercise(
            args.exercise,
            args.length,
            args.holding or "",
            args.without or "",
            args.no_vowel,
            args.plus_one,
            args.jokers,
            args.ranks,
            args.seed,
        )
        return run_drills(play, exercise)
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
        seed = args.seed if args.seed is not None else formula.new_seed()
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
