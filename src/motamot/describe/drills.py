"""The sentences of the training drills (issue 63): draws to solve and the card box's review.
Each question and verdict is one short sentence or two, a line of a braille display (40 cells)
whenever the words allow it; words given back each a message of their own when spelled."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.duplicate import rack_letters
from motamot.describe.words import spelled_letter
from motamot.rules.leitner import Card
from motamot.sessions.card_box import Deck

WORDS_A_LINE = 3  # words of eight letters, three to a line of a braille display


def describe_draws_opening(tr: NullTranslations, plus_one: bool, count: int, source: str) -> list[str]:
    """Said as a drill of draws begins: which draws and how many, then the list that judges."""
    if plus_one:
        text = tr.ngettext("{count} tirage 7 plus 1.", "{count} tirages 7 plus 1.", count)
    else:
        text = tr.ngettext("{count} tirage de 7 lettres.", "{count} tirages de 7 lettres.", count)
    return [text.format(count=count), describe_source(tr, source)]


def describe_review_opening(tr: NullTranslations, count: int, source: str) -> list[str]:
    """Said as a review begins: how many cards are due today, then the list."""
    if not count:
        return [tr.gettext("Rien à revoir aujourd'hui."), describe_source(tr, source)]
    text = tr.ngettext("Révision, {count} tirage à revoir.", "Révision, {count} tirages à revoir.", count)
    return [text.format(count=count), describe_source(tr, source)]


def describe_source(tr: NullTranslations, source: str) -> str:
    """The list the words are judged by (``describe.lexicon.word_list_source``)."""
    return tr.gettext("Mots de la {source}.").format(source=source)


def describe_draw(tr: NullTranslations, number: int, draw: str, plus_one: bool, spelled: bool = False) -> str:
    """A draw asked: its number and its letters (spelled when spelling is on)."""
    letters = rack_letters(tr, draw, spelled)
    if plus_one:
        return tr.gettext("Tirage {number}, {letters}, plus une.").format(number=number, letters=letters)
    return tr.gettext("Tirage {number}, {letters}.").format(number=number, letters=letters)


def describe_to_find(tr: NullTranslations, left: int) -> str:
    """How many words the draw still hides (``encore``)."""
    return tr.ngettext("{count} mot à trouver.", "{count} mots à trouver.", left).format(count=left)


def describe_word_found(tr: NullTranslations, word: str, left: int) -> str:
    if not left:
        return tr.gettext("{word}, trouvé. Tout est trouvé.").format(word=word)
    return tr.ngettext("{word}, trouvé. Encore {count}.", "{word}, trouvé. Encore {count}.", left).format(
        word=word, count=left
    )


def describe_already_found(tr: NullTranslations, word: str) -> str:
    return tr.gettext("{word}, déjà trouvé.").format(word=word)


def describe_not_a_solution(tr: NullTranslations, word: str) -> str:
    return tr.gettext("{word} ne va pas avec ce tirage.").format(word=word)


def describe_not_a_word_typed(tr: NullTranslations) -> str:
    """A line that is neither a word nor a command of the drill: what to type."""
    return tr.gettext("Tapez un mot, ou encore, donne, aide.")


def describe_given(tr: NullTranslations, words: list[str]) -> list[str]:
    """The words not found (``donne``): how many, then the words a few to a line."""
    lines = [
        tr.ngettext("Il restait {count} mot.", "Il restait {count} mots.", len(words)).format(
            count=len(words)
        )
    ]
    for start in range(0, len(words), WORDS_A_LINE):
        lines.append(tr.gettext("{words}.").format(words=", ".join(words[start : start + WORDS_A_LINE])))
    return lines


def describe_spelled_word(tr: NullTranslations, word: str) -> str:
    """A word given back, spelled letter by letter (spelling on)."""
    return tr.gettext("{word}, {letters}.").format(
        word=word, letters=", ".join(spelled_letter(tr, letter) for letter in word)
    )


def describe_card(tr: NullTranslations, card: Card, days: int) -> str:
    """Where the draw's card went: back tomorrow, or in so many days."""
    if days <= 1:
        return tr.gettext("Fiche à revoir demain.")
    return tr.ngettext("Fiche à revoir dans {days} jour.", "Fiche à revoir dans {days} jours.", days).format(
        days=days
    )


def describe_deck(tr: NullTranslations, deck: Deck, total: int) -> list[str]:
    """The summary of the drill's cards on this list (said at the end and on ``bilan``)."""
    return [
        tr.ngettext(
            "Vous connaissez {known} sur {total} tirage.",
            "Vous connaissez {known} des {total} tirages.",
            total,
        ).format(known=deck.known, total=total),
        tr.ngettext("{due} à revoir aujourd'hui.", "{due} à revoir aujourd'hui.", deck.due).format(
            due=deck.due
        ),
    ]


def describe_drill_help(tr: NullTranslations) -> list[str]:
    return [
        tr.gettext("Tapez les mots du tirage."),
        tr.gettext("encore, combien il en reste."),
        tr.gettext("donne, les mots restants."),
        tr.gettext("tirage, le tirage redit."),
        tr.gettext("bilan, vos fiches."),
        tr.gettext("quitte, la fin."),
    ]


def describe_drill_over(tr: NullTranslations) -> str:
    return tr.gettext("Plus de tirage à résoudre.")


def describe_bad_ranks(tr: NullTranslations, typed: str) -> str:
    text = tr.gettext("{typed}, ce ne sont pas des rangs. Tapez le premier et le dernier, ainsi 1-500.")
    return text.format(typed=typed)


def describe_bad_letters(tr: NullTranslations, typed: str) -> str:
    return tr.gettext("{typed}, ce ne sont pas des lettres. Tapez des lettres de A à Z, ainsi KW.").format(
        typed=typed
    )
