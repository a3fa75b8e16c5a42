"""The review (``revision``, issue 63, point 5): every drill with cards due today on the list
in use, each its own table over its due questions, one after the other (draws, 7 + 1 draws,
hooks, short words, lists), the drill found again from the name its cards carry."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.commands.draws import DrawDrill, drill_name
from motamot.commands.hooks import HookDrill, LengthenedDrill, hooks_drill, lengthened_drill
from motamot.commands.short_words import ValidDrill, WordListDrill, lists_drill, words_drill
from motamot.describe.drills import (
    describe_draws_opening,
    describe_hooks_opening,
    describe_lists_opening,
    describe_review_series,
    describe_short_words_opening,
)
from motamot.lexicon.lexicon import Lexicon
from motamot.sessions.card_box import CardBox

Drill = DrawDrill | HookDrill | ValidDrill

MAX_LENGTH = 15


def review_drills(tr: NullTranslations, lexicon: Lexicon, box: CardBox, spelled: bool) -> list[Drill]:
    """The tables of today's review, each over its drill's due cards."""
    due = set(box.due_drills())
    drills: list[Drill] = []
    for plus_one in (False, True):
        if drill_name(plus_one) in due:
            drills.append(DrawDrill(tr, lexicon, box.due(drill_name(plus_one)), plus_one, box, spelled))
    for length in range(2, MAX_LENGTH + 1):
        if hooks_drill(length) in due:
            drills.append(HookDrill(tr, lexicon, box.due(hooks_drill(length)), length, box, spelled))
        letters = box.due(lengthened_drill(length))
        if letters:
            drills.append(LengthenedDrill(tr, lexicon, letters, length, box))
        words = [(w, True) for w in box.due(words_drill(length))]
        words += [(w, False) for w in box.due(words_drill(length, valid=False))]
        if words:
            drills.append(ValidDrill(tr, lexicon, sorted(words), length, box, spelled))
        lists = box.due(lists_drill(length))
        if lists:
            drills.append(WordListDrill(tr, lexicon, lists, length, box))
    for drill in drills[:-1]:
        drill.review_goes_on = True
    return drills


def series_title(tr: NullTranslations, drill: Drill) -> str:
    """What a review's drill asks, said as it begins (the first is the review's opening)."""
    count = len(drill.questions)
    if isinstance(drill, LengthenedDrill | WordListDrill):
        return describe_lists_opening(tr, count)
    if isinstance(drill, DrawDrill):
        return describe_draws_opening(tr, drill.plus_one, count, "")[0]
    if isinstance(drill, HookDrill):
        return describe_hooks_opening(tr, count, drill.length, "")[0]
    return describe_short_words_opening(tr, count, drill.length, "")[0]


def series_openings(tr: NullTranslations, drills: list[Drill], opening: list[str]) -> list[list[str]]:
    """What each drill of a review says as it begins: the review's ``opening`` and what the
    first asks, then for each other what it asks."""
    titles = [series_title(tr, drill) for drill in drills]
    return [
        [*opening, title] if not n else [describe_review_series(tr), title] for n, title in enumerate(titles)
    ]


def due_count(drills: list[Drill]) -> int:
    return sum(len(drill.questions) for drill in drills)
