"""Word checks and word lists, in words."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.words import character_name, grouped, visible
from motamot.lexicon.lexicon import Lexicon
from motamot.lexicon.spelling import MAX_LENGTH, LineProblem, NotAWord, SpellingProblem


def word_list_source(tr: NullTranslations, lexicon: Lexicon, own_words: bool = False) -> str:
    """Where a verdict on a word comes from: motamot's own free list or the player's, and the
    player's own words when one of them made a word valid (``ajoute``)."""
    if own_words:
        if lexicon.path is None:
            return tr.gettext("liste libre de motamot et vos mots")
        return tr.gettext("liste du joueur et ses mots ajoutés")
    return tr.gettext("liste libre de motamot") if lexicon.path is None else tr.gettext("liste du joueur")


def list_named(tr: NullTranslations, lexicon: Lexicon) -> str:
    """The list that judges words, as a sentence names it ("la liste de motamot")."""
    if lexicon.path is None:
        return tr.gettext("la liste de motamot")
    return tr.gettext("votre liste {name}").format(name=lexicon.name)


def describe_check(tr: NullTranslations, word: str, valid: bool, source: str) -> str:
    text = tr.gettext("{word}, valable, {source}") if valid else tr.gettext("{word}, non valable, {source}")
    return text.format(word=word, source=source)


def describe_more_lines(tr: NullTranslations, hidden: int) -> str:
    return tr.ngettext("… et {count} autre ligne.", "… et {count} autres lignes.", hidden).format(
        count=hidden
    )


def _spelling_problem(tr: NullTranslations, problem: SpellingProblem, character: str) -> str:
    _ = tr.gettext
    return {
        SpellingProblem.EMPTY: _("vide"),
        SpellingProblem.NOT_A_LETTER: _("« {character} » n'est pas une lettre"),
        SpellingProblem.TOO_SHORT: _("un mot a au moins 2 lettres"),
        SpellingProblem.TOO_LONG: tr.ngettext(
            "un mot a au plus {limit} lettre", "un mot a au plus {limit} lettres", MAX_LENGTH
        ),
    }[problem].format(character=character_name(tr, character), limit=MAX_LENGTH)


def describe_not_a_word(tr: NullTranslations, text: str, error: NotAWord) -> str:
    why = _spelling_problem(tr, error.problem, error.character)
    return tr.gettext("« {text} », non valable, {why}").format(text=visible(text), why=why)


def describe_line_problem(tr: NullTranslations, problem: LineProblem) -> str:
    why = _spelling_problem(tr, problem.problem, problem.character)
    return tr.gettext("Ligne {line} ignorée, « {text} », {why}.").format(
        line=problem.line, text=visible(problem.text), why=why
    )


def describe_lexicon(tr: NullTranslations, lexicon: Lexicon) -> str:
    if lexicon.path is None:
        text = tr.ngettext(
            "Liste de mots de motamot, {count} mot.",
            "Liste de mots de motamot, {count} mots.",
            lexicon.size,
        )
    else:
        text = tr.ngettext(
            "Liste de mots {name}, {count} mot.", "Liste de mots {name}, {count} mots.", lexicon.size
        )
    text = text.format(name=lexicon.name, count=grouped(tr, lexicon.size))
    if lexicon.problems:
        text += " " + tr.ngettext(
            "{count} ligne ignorée.", "{count} lignes ignorées.", len(lexicon.problems)
        ).format(count=len(lexicon.problems))
    return text
