"""The training drills (issue 63): draws to solve, hooks, short words and the review of the
cards due today, made from what the player asked (on the command line or in the menu) and
played in lines or on the full screen as the settings say. Topping is a table of its own,
played as any game (``Play.run``)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from gettext import NullTranslations
from typing import TYPE_CHECKING

from motamot.application.output import EXIT_USAGE, EXIT_YES
from motamot.commands.draws import DrawDrill
from motamot.commands.hooks import HookDrill, LengthenedDrill
from motamot.commands.review import Drill, due_count, review_drills, series_openings
from motamot.commands.short_words import ValidDrill, WordListDrill
from motamot.describe.drills import (
    describe_draws_opening,
    describe_hooks_opening,
    describe_no_draw,
    describe_review_opening,
    describe_short_words_opening,
    describe_source,
)
from motamot.describe.files import describe_record_error
from motamot.describe.lexicon import word_list_source
from motamot.describe.short_lines import short_lines
from motamot.files import RecordError
from motamot.lexicon.draws import draws
from motamot.lexicon.lexicon import Lexicon
from motamot.lexicon.near_words import valid_questions
from motamot.lines.drill import run_drill
from motamot.rules.draws import DrawChoice, ranked
from motamot.sessions.card_box import FILE_NAME, CardBox
from motamot.settings import data_dir
from motamot.speech.detect import MESSAGE_GAP

if TYPE_CHECKING:
    from motamot.application.play import Play

# Each exercise in French and in English, topping first, the default.
TOPPING, DRAWS, HOOKS = ("top",), ("tirages", "draws"), ("rallonges", "hooks")
SHORT_WORDS, REVIEW = ("mots-courts", "short-words"), ("revision", "review")
EXERCISES = (*TOPPING, *DRAWS, *HOOKS, *SHORT_WORDS, *REVIEW)


@dataclass(frozen=True)
class Exercise:
    """A drill as asked: which one, and the options that choose its questions (the command
    line's; the menu starts each drill with these defaults)."""

    name: str  # one of EXERCISES, topping aside
    length: int = 2  # the words whose hooks or validity are asked
    holding: str = ""  # the letters the draws or words hold (--avec)
    without: str = ""  # the letters the draws never hold (--sans)
    no_vowel: bool = False
    plus_one: bool = False  # "7 + 1" draws
    jokers: bool = False
    ranks: tuple[int, int] = (1, 1000)  # the first and last ranks of probability
    seed: int | None = None


class NothingToAsk(Exception):
    """The draws chosen are none: why, and what to type instead (``describe_no_draw``)."""


def run_drills(play: Play, exercise: Exercise) -> int:
    """``motamot entrainement`` with a drill: played, then motamot ends."""
    try:
        return EXIT_USAGE if play_exercise(play, exercise) is None else EXIT_YES
    finally:
        play.close()


def play_exercise(play: Play, exercise: Exercise) -> str | None:
    """Draws to solve, hooks, short words, or the review of the cards due today: "over" when
    the questions ran out, "quit" when the player left, None when the card box cannot be
    opened or the choice of draws leaves none (said)."""
    tr, lexicon = play.tr, play.lexicon
    play.refresh_voice()
    source = word_list_source(tr, lexicon, own_words=bool(lexicon.own_words()))
    try:
        box = CardBox(data_dir() / FILE_NAME, lexicon.record_name)
    except RecordError as error:
        play.out(describe_record_error(tr, error, str(error.path or data_dir() / FILE_NAME)), error=True)
        return None
    seed = exercise.seed if exercise.seed is not None else random.SystemRandom().randrange(2**32)
    spelled = play.settings.spelling
    outcome = "over"
    try:
        if exercise.name in REVIEW:
            drills = review_drills(tr, lexicon, box, spelled)
            opening = describe_review_opening(tr, due_count(drills), source)
            if not drills:
                play.announcer.announce(" ".join(opening))
        else:
            try:
                drill, opening = first_drill(exercise, lexicon, box, seed, spelled, tr, source)
            except NothingToAsk as nothing:
                play.out(str(nothing), error=True)
                return None
            drills = [drill]
        openings = series_openings(tr, drills, opening) if exercise.name in REVIEW else [opening]
        for drill, said_first in zip(drills, openings, strict=True):
            outcome = play_drill(play, drill, said_first)
            if outcome == "quit":
                break
    finally:
        box.close()
    return outcome


def play_drill(play: Play, drill: Drill, opening: list[str]) -> str:
    """One drill played, in lines or on the full screen as the settings say: "over" when
    its questions ran out, else "quit"."""
    if not play.full_screen:
        play.lines_aside()
        gap = MESSAGE_GAP if play.screen_reader else 0.0  # the screen reader reads the lines
        return run_drill(drill, opening, play.read, play.announcer, gap)
    from motamot.ui.drill_screen import DrillScreen, build_drill_app

    screen = DrillScreen(drill, play.tr, play.announcer, reader=play.reader_layout)
    screen.start(opening)
    outcome = build_drill_app(screen).run()
    play.announcer.write = play.out
    if screen.leaving_words:
        # What the last answer said (the summary): the same farewell as in lines.
        play.say_leaving_words("\n".join(short_lines(screen.leaving_words)))
    return outcome


def first_drill(
    exercise: Exercise,
    lexicon: Lexicon,
    box: CardBox,
    seed: int,
    spelled: bool,
    tr: NullTranslations,
    source: str,
) -> tuple[Drill, list[str]]:
    """The table of the drill asked, and its opening."""
    length, holding = exercise.length, exercise.holding
    if exercise.name in HOOKS and holding:  # the words each letter lengthens
        lengthened = LengthenedDrill(tr, lexicon, sorted(set(holding)), length, box)
        return lengthened, [describe_source(tr, source)]
    if exercise.name in HOOKS:
        words = lexicon.of_length(length)
        random.Random(seed).shuffle(words)
        return HookDrill(tr, lexicon, words, length, box, spelled), describe_hooks_opening(
            tr, len(words), length, source
        )
    if exercise.name in SHORT_WORDS:
        if holding:  # the words of that length with those letters, to type as a draw's
            lists = WordListDrill(tr, lexicon, [holding], length, box)
            return lists, [describe_source(tr, source)]
        valid = valid_questions(lexicon, length, seed)
        return ValidDrill(tr, lexicon, valid, length, box, spelled), describe_short_words_opening(
            tr, len(valid), length, source
        )
    first, last = exercise.ranks
    choice = DrawChoice(first, last, holding, exercise.without, exercise.no_vowel)
    questions = choice.chosen(ranked(draws(lexicon, exercise.plus_one), exercise.jokers))
    if not questions:
        beyond = choice.beyond_the_bag(exercise.jokers)
        raise NothingToAsk("\n".join(describe_no_draw(tr, exercise.no_vowel, exercise.plus_one, beyond)))
    random.Random(seed).shuffle(questions)
    drill = DrawDrill(tr, lexicon, questions, exercise.plus_one, box, spelled=spelled)
    return drill, describe_draws_opening(tr, exercise.plus_one, len(questions), source)
