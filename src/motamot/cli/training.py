"""``motamot entrainement`` (``training``): training by ear. Topping (``top``, the default):
duplicate alone, each draw kept until its top is found, the time counted; the game in progress
is taken up by itself (``--reprendre`` goes straight to it, ``--nouvelle`` begins another);
``--limite`` sets the minutes to find a top. Draws to solve (``tirages``): the draws chosen by
their rank of probability and their letters, each closed draw's card in the player's card box;
``revision`` asks the cards due today."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from gettext import NullTranslations

from motamot.application.output import EXIT_USAGE, EXIT_YES, Output
from motamot.application.play import Play
from motamot.cli.play import start_play
from motamot.commands.draws import DrawDrill, drill_name
from motamot.commands.formulas import ToppingFormula, find_formula
from motamot.describe.drills import (
    describe_bad_letters,
    describe_bad_ranks,
    describe_draws_opening,
    describe_review_opening,
)
from motamot.describe.files import describe_record_error, describe_resumed_by
from motamot.describe.lexicon import word_list_source
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.files import RecordError
from motamot.i18n import fold
from motamot.lexicon.draws import draws
from motamot.lines.drill import run_drill
from motamot.rules.draws import DrawChoice, ranked
from motamot.rules.refusals import IllegalMove
from motamot.rules.tiles import LETTERS
from motamot.sessions.card_box import FILE_NAME, CardBox
from motamot.settings import data_dir

EXERCISES = ("top", "tirages", "draws", "revision", "review")  # topping first, the default
DRAWS, REVIEW = ("tirages", "draws"), ("revision", "review")
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
    if args.exercise in DRAWS or args.exercise in REVIEW:
        return run_draws(play, args)
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


def run_draws(play: Play, args: argparse.Namespace) -> int:
    """Draws to solve, or the review of the cards due today, in lines."""
    tr, lexicon = play.tr, play.lexicon
    play.refresh_voice()
    source = word_list_source(tr, lexicon, own_words=bool(lexicon.own_words()))
    try:
        box = CardBox(data_dir() / FILE_NAME, lexicon.record_name)
    except RecordError as error:
        play.out(describe_record_error(tr, error, str(error.path or data_dir() / FILE_NAME)), error=True)
        return EXIT_USAGE
    if args.exercise in REVIEW:
        questions = box.due(drill_name(args.plus_one))
        opening = describe_review_opening(tr, len(questions), source)
    else:
        choice = DrawChoice(
            args.ranks[0], args.ranks[1], args.holding or "", args.without or "", args.no_vowel
        )
        questions = choice.chosen(ranked(draws(lexicon, args.plus_one), args.jokers))
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
        random.Random(seed).shuffle(questions)
        opening = describe_draws_opening(tr, args.plus_one, len(questions), source)
    drill = DrawDrill(tr, lexicon, questions, args.plus_one, box, spelled=play.settings.spelling)
    try:
        run_drill(drill, opening, play.read, play.announcer)
    finally:
        box.close()
        play.close()
    return EXIT_YES
