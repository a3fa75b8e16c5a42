"""The sentences of the training drills (issue 63): draws to solve and the card box's review.
Each question and verdict is one short sentence or two, a line of a braille display (40 cells)
whenever the words allow it; words given back each a message of their own when spelled."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.duplicate import rack_letters
from motamot.describe.words import grouped, spelled_letter
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
    text = tr.ngettext("Révision, {count} fiche à revoir.", "Révision, {count} fiches à revoir.", count)
    return [text.format(count=count), describe_source(tr, source)]


def describe_source(tr: NullTranslations, source: str) -> str:
    """The list the words are judged by (``describe.lexicon.word_list_source``), a sentence of
    its own within a line of a braille display, whichever list it is."""
    return tr.gettext("{source}.").format(source=source[:1].upper() + source[1:])


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


def describe_not_a_solution(tr: NullTranslations, word: str, fits: bool | None = None) -> str:
    """A word typed that is not one of the answers: made of the draw's letters but not in
    the list (``fits``), not made of them, or (None: a list asked) not one of those asked."""
    if fits is None:
        return tr.gettext("{word} n'est pas parmi les mots demandés.").format(word=word)
    if fits:
        return tr.gettext("{word} va avec ce tirage, mais n'est pas dans la liste.").format(word=word)
    return tr.gettext("{word} ne va pas avec ce tirage.").format(word=word)


def describe_word_too_long(tr: NullTranslations, size: int) -> str:
    """A word typed longer than the words asked (300 letters pasted): never said back."""
    return tr.gettext("Trop long, tapez un mot de {size} lettres.").format(size=size)


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


def describe_card(tr: NullTranslations, days: int) -> str:
    """Where the draw's card went: back tomorrow, or in so many days."""
    if days <= 1:
        return tr.gettext("Fiche à revoir demain.")
    return tr.ngettext("Fiche à revoir dans {days} jour.", "Fiche à revoir dans {days} jours.", days).format(
        days=days
    )


def describe_deck(tr: NullTranslations, deck: Deck, total: int, unit: str, length: int = 7) -> list[str]:
    """The summary of the drill's cards on this list (said at the end and on ``bilan``), the
    same way for every drill: what was asked (``unit``, ``length`` letters), how many of them
    are known out of how many, then how many are due today. Three lines, each within a
    braille display's 40 cells."""
    known = tr.gettext("Vous en connaissez {known} sur {total}.")
    return [
        _deck_asked(tr, unit, total, length),
        known.format(known=grouped(tr, deck.known), total=grouped(tr, total)),
        _due(tr, deck),
    ]


def _due(tr: NullTranslations, deck: Deck) -> str:
    return tr.ngettext("{due} à revoir aujourd'hui.", "{due} à revoir aujourd'hui.", deck.due).format(
        due=grouped(tr, deck.due)
    )


def describe_lists_found(
    tr: NullTranslations, deck: Deck, length: int, lists: list[tuple[str, int, int]], lengthened: bool
) -> list[str]:
    """The summary of a list drill (the words of ``length`` letters holding some letters, or
    those a letter lengthens): each list asked, its words found out of how many, then the
    cards due. Its words are what the player learns, never a count of lists."""
    lines = []
    for letters, found, total in lists:
        if lengthened:
            asked = tr.gettext("Mots de {size} lettres que {letter} rallonge.")
        else:
            asked = tr.gettext("Mots de {size} lettres avec {letters}.")
        lines.append(asked.format(size=length, letter=letters, letters=", ".join(letters)))
        found_of = tr.gettext("Vous en avez trouvé {found} sur {total}.")
        lines.append(found_of.format(found=grouped(tr, found), total=grouped(tr, total)))
    return [*lines, _due(tr, deck)]


def _deck_asked(tr: NullTranslations, unit: str, total: int, length: int) -> str:
    """What a drill's cards ask, ``total`` of them: draws (``tirages``, ``tirages+1``), words
    of ``length`` letters or their hooks (``rallonges``)."""
    if unit == "tirages+1":
        return tr.ngettext("Tirage 7 plus 1.", "Tirages 7 plus 1.", total)
    if unit == "mots":
        text = tr.ngettext("Mot de {size} lettres.", "Mots de {size} lettres.", total)
    elif unit == "rallonges":
        text = tr.ngettext(
            "Rallonges du mot de {size} lettres.", "Rallonges des mots de {size} lettres.", total
        )
    else:
        text = tr.ngettext("Tirage de {size} lettres.", "Tirages de {size} lettres.", total)
    return text.format(size=length)


def describe_hook_question(tr: NullTranslations, number: int, word: str, spelled: bool = False) -> str:
    """A word whose hooks are asked (its letters spelled when spelling is on)."""
    if spelled:
        return tr.gettext("Mot {number}, {word}, {letters}.").format(
            number=number, word=word, letters=", ".join(spelled_letter(tr, letter) for letter in word)
        )
    return tr.gettext("Mot {number}, {word}.").format(number=number, word=word)


def describe_hooks(tr: NullTranslations, right: bool | None, before: str, after: str) -> list[str]:
    """The verdict on hooks typed (none when they were asked for, ``donne``), then the hooks
    in front and behind."""
    none = tr.gettext("aucune")
    verdict = [] if right is None else [tr.gettext("Juste.") if right else tr.gettext("Non.")]
    return [
        *verdict,
        tr.gettext("Devant, {before}.").format(before=", ".join(before) or none),
        tr.gettext("Derrière, {after}.").format(after=", ".join(after) or none),
    ]


def describe_hooks_typed_badly(tr: NullTranslations) -> str:
    return tr.gettext("Devant, tiret, derrière, ainsi E-S.")


def describe_hooks_help(tr: NullTranslations) -> list[str]:
    return [
        tr.gettext("Tapez les lettres de devant, un tiret,"),
        tr.gettext("puis celles de derrière, ainsi E-S."),
        tr.gettext("Un tiret seul, aucune rallonge."),
        tr.gettext("mot, le mot redit."),
        tr.gettext("donne, la réponse."),
        tr.gettext("bilan, vos fiches."),
        tr.gettext("quitte, la fin."),
    ]


def describe_valid_question(tr: NullTranslations, number: int, word: str, spelled: bool = False) -> str:
    """A short word to say valid or not."""
    if spelled:
        return tr.gettext("{number}. {word}, {letters}, valable ?").format(
            number=number, word=word, letters=", ".join(spelled_letter(tr, letter) for letter in word)
        )
    return tr.gettext("{number}. {word}, valable ?").format(number=number, word=word)


def describe_valid_verdict(tr: NullTranslations, right: bool, word: str, valid: bool) -> str:
    if right:
        return tr.gettext("Juste.")
    if valid:
        return tr.gettext("Non, {word} est valable.").format(word=word)
    return tr.gettext("Non, {word} n'est pas valable.").format(word=word)


def describe_yes_or_no(tr: NullTranslations) -> str:
    return tr.gettext("Tapez oui ou non.")


def describe_valid_help(tr: NullTranslations) -> list[str]:
    return [
        tr.gettext("Tapez oui si le mot est valable,"),
        tr.gettext("non sinon."),
        tr.gettext("mot, le mot redit."),
        tr.gettext("bilan, vos fiches."),
        tr.gettext("quitte, la fin."),
    ]


def describe_list_question(tr: NullTranslations, number: int, length: int, letters: str) -> str:
    """A list asked: the words of that length holding those letters."""
    return tr.gettext("Liste {number}, mots de {size} lettres avec {letters}.").format(
        number=number, size=length, letters=", ".join(letters)
    )


def describe_lengthened_question(tr: NullTranslations, number: int, length: int, letter: str) -> str:
    """A letter asked: the words of that length it lengthens."""
    return tr.gettext("{number}. Mots de {size} lettres que {letter} rallonge.").format(
        number=number, size=length, letter=letter
    )


def describe_short_words_opening(tr: NullTranslations, count: int, length: int, source: str) -> list[str]:
    text = tr.ngettext(
        "{count} question, mots de {size} lettres.", "{count} questions, mots de {size} lettres.", count
    )
    return [text.format(count=count, size=length), describe_source(tr, source)]


def describe_hooks_opening(tr: NullTranslations, count: int, length: int, source: str) -> list[str]:
    text = tr.ngettext(
        "Rallonges de {count} mot de {size} lettres.",
        "Rallonges de {count} mots de {size} lettres.",
        count,
    )
    return [text.format(count=count, size=length), describe_source(tr, source)]


def describe_drill_help(tr: NullTranslations) -> list[str]:
    return [
        tr.gettext("Tapez les mots du tirage."),
        tr.gettext("encore, combien il en reste."),
        tr.gettext("donne, les mots restants."),
        tr.gettext("tirage, le tirage redit."),
        tr.gettext("bilan, vos fiches."),
        tr.gettext("quitte, la fin."),
    ]


def describe_drill_over(tr: NullTranslations, review_goes_on: bool = False) -> str:
    """No question left: the end, or in a review the end of one drill, another to come."""
    if review_goes_on:
        return tr.gettext("Série finie, la révision continue.")
    return tr.gettext("Plus de question, c'est fini.")


def describe_review_series(tr: NullTranslations) -> str:
    """A review's next drill begins (what it asks follows, a line of its own)."""
    return tr.gettext("Série suivante.")


def describe_lists_opening(tr: NullTranslations, count: int) -> str:
    return tr.ngettext("{count} liste de mots.", "{count} listes de mots.", count).format(count=count)


def describe_bad_ranks(tr: NullTranslations, typed: str) -> str:
    text = tr.gettext("{typed}, ce ne sont pas des rangs. Tapez le premier et le dernier, ainsi 1-500.")
    return text.format(typed=typed)


def describe_no_draw(
    tr: NullTranslations, no_vowel: bool, plus_one: bool, beyond_the_bag: dict[str, int]
) -> list[str]:
    """Why the draws chosen are none, and what to type instead, a line each. No word of 7
    letters has no vowel (Y counts as one): without a vowel, the draws are 7 plus 1. A letter
    asked more times than the bag holds it (``--avec KK``) is drawn that often with jokers only."""
    _ = tr.gettext
    if beyond_the_bag:
        held = [
            (_("Le sac n'a qu'un {letter}.") if count == 1 else _("Le sac n'a que {count} {letter}.")).format(
                letter=letter, count=count
            )
            for letter, count in beyond_the_bag.items()
        ]
        return [*held, _("Ajoutez l'option jokers.")]
    if no_vowel and not plus_one:
        return [
            _("Aucun mot de 7 lettres sans voyelle."),
            _("Y compte comme voyelle."),
            _("Il y en a en 7 plus 1."),
            _("Ajoutez l'option plus-un."),
        ]
    return [_("Aucun tirage ne va avec ce choix."), _("Changez les options avec, sans ou rangs.")]


def describe_bad_letters(tr: NullTranslations, typed: str) -> str:
    return tr.gettext("{typed}, ce ne sont pas des lettres. Tapez des lettres de A à Z, ainsi KW.").format(
        typed=typed
    )
