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
from motamot.commands.draws import DrawDrill
from motamot.commands.formulas import ToppingFormula, find_formula
from motamot.commands.hooks import HookDrill, LengthenedDrill
from motamot.commands.review import Drill, due_count, review_drills
from motamot.commands.short_words import ValidDrill, WordListDrill
from motamot.describe.drills import (
    describe_bad_letters,
    describe_bad_ranks,
    describe_draws_opening,
    describe_hooks_opening,
    describe_review_opening,
    describe_short_words_opening,
    describe_source,
)
from motamot.describe.files import describe_record_error, describe_resumed_by
from motamot.describe.lexicon import word_list_source
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.files import RecordError
from motamot.i18n import fold
from motamot.lexicon.draws import draws
from motamot.lexicon.lexicon import Lexicon
from motamot.lexicon.near_words import valid_questions
from motamot.lines.drill import run_drill
from motamot.rules.draws import DrawChoice, ranked
from motamot.rules.refusals import IllegalMove
from motamot.rules.tiles import LETTERS
from motamot.sessions.card_box import FILE_NAME, CardBox
from motamot.settings import data_dir

# Each exercise in French and in English, topping first, the default.
TOPPING, DRAWS, HOOKS = ("top",), ("tirages", "draws"), ("rallonges", "hooks")
SHORT_WORDS, REVIEW = ("mots-courts", "short-words"), ("revision", "review")
EXERCISES = (*TOPPING, *DRAWS, *HOOKS, *SHORT_WORDS, *REVIEW)
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
        return run_drills(play, args)
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


def run_drills(play: Play, args: argparse.Namespace) -> int:
    """Draws to solve, hooks, short words, or the review of the cards due today, in lines."""
    tr, lexicon = play.tr, play.lexicon
    play.refresh_voice()
    source = word_list_source(tr, lexicon, own_words=bool(lexicon.own_words()))
    try:
        box = CardBox(data_dir() / FILE_NAME, lexicon.record_name)
    except RecordError as error:
        play.out(describe_record_error(tr, error, str(error.path or data_dir() / FILE_NAME)), error=True)
        return EXIT_USAGE
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    spelled = play.settings.spelling
    try:
        if args.exercise in REVIEW:
            drills = review_drills(tr, lexicon, box, spelled)
            opening = describe_review_opening(tr, due_count(drills), source)
            if not drills:
                play.announcer.announce(" ".join(opening))
        else:
            drill, opening = first_drill(args, lexicon, box, seed, spelled, tr, source)
            drills = [drill]
        for drill in drills:
            if run_drill(drill, opening, play.read, play.announcer) == "quit":
                break
            opening = []
    finally:
        box.close()
        play.close()
    return EXIT_YES


def first_drill(
    args: argparse.Namespace,
    lexicon: Lexicon,
    box: CardBox,
    seed: int,
    spelled: bool,
    tr: NullTranslations,
    source: str,
) -> tuple[Drill, list[str]]:
    """The table of the drill asked on the command line, and its opening."""
    length, holding = args.length, args.holding or ""
    if args.exercise in HOOKS and holding:  # the words each letter lengthens
        lengthened = LengthenedDrill(tr, lexicon, sorted(set(holding)), length, box)
        return lengthened, [describe_source(tr, source)]
    if args.exercise in HOOKS:
        words = lexicon.of_length(length)
        random.Random(seed).shuffle(words)
        return HookDrill(tr, lexicon, words, length, box, spelled), describe_hooks_opening(
            tr, len(words), length, source
        )
    if args.exercise in SHORT_WORDS:
        if holding:  # the words of that length with those letters, to type as a draw's
            lists = WordListDrill(tr, lexicon, [holding], length, box)
            return lists, [describe_source(tr, source)]
        valid = valid_questions(lexicon, length, seed)
        return ValidDrill(tr, lexicon, valid, length, box, spelled), describe_short_words_opening(
            tr, len(valid), length, source
        )
    choice = DrawChoice(args.ranks[0], args.ranks[1], holding, args.without or "", args.no_vowel)
    questions = choice.chosen(ranked(draws(lexicon, args.plus_one), args.jokers))
    random.Random(seed).shuffle(questions)
    drill = DrawDrill(tr, lexicon, questions, args.plus_one, box, spelled=spelled)
    return drill, describe_draws_opening(tr, args.plus_one, len(questions), source)
