"""Sentences about commands: help generated from the registry, unknown words,
confirmations, settings, and the premium squares of a line."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.files import describe_write_reason
from motamot.describe.menu import value_name, yes_no
from motamot.describe.words import choice_list, in_pages, name_list, of_name, points, premium_name, visible
from motamot.files import RecordError
from motamot.i18n import fold
from motamot.rules.board import ROW_LETTERS, SIZE, Board, Direction, Premium, Square, premium_at
from motamot.settings import Verbosity


def topic_name(tr: NullTranslations, topic: str) -> str:
    """A help topic's name in the player's language (topics are named in French in the code)."""
    _ = tr.gettext
    return {
        "jouer": _("jouer"),
        "grille": _("grille"),
        "chevalet": _("chevalet"),
        "partie": _("partie"),
        "parole": _("parole"),
        "arbitrage": _("arbitrage"),
    }[topic]


# A page of help (the keys' on the board, a topic's) is heard in twelve seconds or less at
# espeak-ng's default rate, its heading and what follows it included (issue 60): at most this
# many characters in all. Measured on help, short words between commas, the slowest to say:
# French at 14 characters a second, English at 11.5 (tests/test_heard_in_twelve_seconds.py
# says every page with espeak-ng and times it).
PAGE_CHARACTERS = {"fr": 180, "en": 145}


def page_characters(tr: NullTranslations) -> int:
    return PAGE_CHARACTERS.get(str(tr.info().get("language")), PAGE_CHARACTERS["fr"])


def help_in_pages(tr: NullTranslations, lines: list[str], around: int) -> list[list[str]]:
    """Help lines in pages heard in twelve seconds or less, each with ``around`` characters
    said before and after its lines (its heading, how to hear the next one)."""
    return in_pages(lines, page_characters(tr) - around)


def describe_help_topics(tr: NullTranslations, typing: str, topics: list[str]) -> list[str]:
    """What ``aide`` alone says, a message each: how the table's entries are typed
    (``typing``), then the topics."""
    names = ", ".join(topic_name(tr, t) for t in topics)
    listed = tr.gettext("Aide par sujet, {topics}. Par exemple, aide {example}.").format(
        topics=names, example=topic_name(tr, "grille")
    )
    return [typing, listed]


def describe_help_heading(tr: NullTranslations, topic: str, page: int = 1, pages: int = 1) -> str:
    """ "Aide, grille."; a topic of several pages, "Aide, grille, 1 sur 3."."""
    if pages == 1:
        return tr.gettext("Aide, {topic}.").format(topic=topic_name(tr, topic))
    return tr.gettext("Aide, {topic}, {page} sur {pages}.").format(
        topic=topic_name(tr, topic), page=page, pages=pages
    )


def describe_help_more(tr: NullTranslations, topic: str, page: int) -> str:
    """How the next page of a topic is asked for."""
    return tr.gettext("La suite, aide {topic} {page}.").format(topic=topic_name(tr, topic), page=page)


def describe_help_no_page(tr: NullTranslations, topic: str, pages: int) -> str:
    return tr.ngettext("L'aide {topic} a {pages} page.", "L'aide {topic} a {pages} pages.", pages).format(
        topic=topic_name(tr, topic), pages=pages
    )


def describe_help_line(tr: NullTranslations, word: str, argument: str, help_message: str) -> str:
    """ "ligne H, lit une ligne." """
    typed = f"{word} {tr.gettext(argument)}" if argument else word
    return f"{typed}, {tr.gettext(help_message)}."


def describe_unknown_command(tr: NullTranslations, word: str, nearest: str | None) -> str:
    _ = tr.gettext
    word = visible(word)
    if nearest is None:
        return _("Commande inconnue, {word}. Écrivez aide pour la liste.").format(word=word)
    return _("Commande inconnue, {word}. Vouliez-vous dire {nearest} ? Écrivez aide pour la liste.").format(
        word=word, nearest=nearest
    )


def describe_line_too_long(tr: NullTranslations, length: int, limit: int) -> str:
    """A typed line longer than any command or move: its length and the limit, never itself."""
    return tr.ngettext(
        "Ligne trop longue, {length} caractère pour {limit} au plus, rien n'est fait.",
        "Ligne trop longue, {length} caractères pour {limit} au plus, rien n'est fait.",
        length,
    ).format(length=length, limit=limit)


SHOWN_CONTROLS = 3  # control characters named in a refusal, at most: a flood of them is counted


def describe_control_characters(tr: NullTranslations, characters: list[str]) -> str:
    """A typed line holding control characters (escape, a stray NUL), refused: each named by
    its code (U+001B), never printed, the first few when there are many."""
    codes = [visible(c) for c in characters[:SHOWN_CONTROLS]]
    if len(characters) > SHOWN_CONTROLS:
        codes.append(tr.gettext("d'autres"))
    return tr.ngettext(
        "Ligne non lue, elle contient {count} caractère de commande, {codes}.",
        "Ligne non lue, elle contient {count} caractères de commande, {codes}.",
        len(characters),
    ).format(count=len(characters), codes=name_list(tr, codes))


def describe_missing_argument(tr: NullTranslations, example: str) -> str:
    """A command typed without what it needs: an example to copy."""
    return tr.gettext("Il manque quelque chose. Par exemple, {example}.").format(example=example)


def describe_bad_square(tr: NullTranslations, text: str) -> str:
    return tr.gettext(
        "{text} n'est pas une case. Une lettre de A à O et un nombre de 1 à 15, par exemple H8."
    ).format(text=text)


def describe_bad_line(tr: NullTranslations, text: str) -> str:
    return tr.gettext(
        "{text} n'est ni une ligne ni une colonne. Une lettre de A à O pour une ligne, "
        "un nombre de 1 à 15 pour une colonne."
    ).format(text=text)


def describe_confirm_resign(tr: NullTranslations, name: str = "") -> str:
    """The player's own resignation, or, at the referee desk, the one the arbiter names."""
    if name:
        return tr.gettext(
            "{name} abandonne la partie ? Écrivez oui pour l'inscrire, non pour continuer."
        ).format(name=name)
    return tr.gettext("Abandonner la partie ? Écrivez oui pour abandonner, non pour continuer.")


def describe_confirm_loss(tr: NullTranslations, name: str) -> str:
    return tr.gettext(
        "Déclarer la défaite {de_name} ? La partie s'arrête. "
        "Écrivez oui pour la déclarer, non pour continuer."
    ).format(de_name=of_name(tr, name))


def describe_confirm_quit(tr: NullTranslations) -> str:
    return tr.gettext(
        "Quitter ? La partie reste enregistrée, motamot propose de la reprendre au prochain lancement. "
        "Écrivez oui pour quitter, non pour continuer."
    )


def describe_save_fault(tr: NullTranslations, error: RecordError) -> str:
    reason = describe_write_reason(tr, error)
    return tr.gettext(
        "La partie n'a pas pu être enregistrée, {reason}. Le dernier enregistrement reste intact, "
        "la partie continue, et motamot réessaie à chaque coup."
    ).format(reason=reason)


def describe_saved_again(tr: NullTranslations) -> str:
    return tr.gettext("La partie est de nouveau enregistrée.")


def describe_confirm_quit_unsaved(tr: NullTranslations, error: RecordError, again: str) -> str:
    """Leaving a game whose last save failed: what is wrong, how to write it elsewhere, and
    that leaving anyway writes it in the documents folder; ``again`` says how to leave."""
    reason = describe_write_reason(tr, error)
    return tr.gettext(
        "La partie n'est pas enregistrée, {reason}. Écrivez enregistre pour l'écrire dans vos "
        "Documents, ou enregistre et un dossier. {again}"
    ).format(reason=reason, again=again)


def describe_quit_unsaved_key(tr: NullTranslations, error: RecordError) -> str:
    reason = describe_write_reason(tr, error)
    return tr.gettext(
        "La partie n'est pas enregistrée, {reason}. Contrôle Q encore pour quitter, motamot "
        "l'écrit alors dans vos Documents. Ou Entrée, puis enregistre et un dossier."
    ).format(reason=reason)


def describe_confirm_move(tr: NullTranslations, by_key: bool) -> str:
    if by_key:
        return tr.gettext("Entrée pour jouer, Échap pour reprendre les lettres.")
    return tr.gettext("Écrivez oui pour le jouer, non pour reprendre les lettres.")


def describe_volume(tr: NullTranslations, volume: int) -> str:
    return tr.gettext("Volume des sons, {volume} pour cent.").format(volume=volume)


def describe_rate(tr: NullTranslations, rate: int, applied: bool) -> str:
    text = tr.ngettext(
        "Débit de la voix de motamot, {rate} mot par minute.",
        "Débit de la voix de motamot, {rate} mots par minute.",
        rate,
    ).format(rate=rate)
    if not applied:
        text += " " + tr.gettext("Votre lecteur d'écran garde son propre débit.")
    return text


def describe_nothing_after(tr: NullTranslations, word: str) -> str:
    """A command that takes no words was typed with some: nothing is done."""
    text = tr.gettext("{word} s'écrit seul, rien n'est fait. Écrivez {word}, sans rien après.")
    return text.format(word=word)


def describe_choices(tr: NullTranslations, word: str, choices: tuple[int, ...]) -> str:
    """What to type instead: a step up, a step down, or one of the values."""
    return tr.gettext("Écrivez {word} plus, {word} moins, ou l'une des valeurs {values}.").format(
        word=word, values=choice_list(tr, [str(choice) for choice in choices])
    )


def describe_accepted(tr: NullTranslations, name: str) -> str:
    return tr.gettext("Le coup {de_name} est accepté.").format(name=name, de_name=of_name(tr, name))


def describe_challenge_choice(tr: NullTranslations, words: list[tuple[str, str]], penalty: int) -> list[str]:
    """Where each word challenged wrongly costs points (000 §5.3): the move's words with their
    place, and how to name some of them or all (000 §5.2, the bulletin)."""
    _ = tr.gettext
    listed = name_list(tr, [_("{word} en {place}").format(word=word, place=place) for word, place in words])
    return [
        _("Quels mots contestez-vous, {words} ?").format(words=listed),
        _("Dites conteste et les mots, ou conteste tout. Chaque mot valable contesté coûte {points}.").format(
            points=points(tr, penalty)
        ),
    ]


def describe_challenge_which(tr: NullTranslations, word: str, places: list[str]) -> str:
    """A word named that the move formed more than once: which one, by its place."""
    _ = tr.gettext
    listed = name_list(tr, [_("{word} en {place}").format(word=word, place=place) for place in places])
    return tr.ngettext(
        "{word} est formé {count} fois, {words}. Dites conteste {word} et sa place, "
        "par exemple conteste {word} {place}.",
        "{word} est formé {count} fois, {words}. Dites conteste {word} et sa place, "
        "par exemple conteste {word} {place}.",
        len(places),
    ).format(word=word, count=len(places), words=listed, place=places[0])


def describe_nothing_to_confirm(tr: NullTranslations) -> str:
    return tr.gettext("Rien à confirmer.")


def describe_cancelled(tr: NullTranslations, move: bool) -> str:
    if move:
        return tr.gettext("Coup annulé, les lettres reviennent sur le chevalet.")
    return tr.gettext("D'accord, on continue.")


def describe_premiums(
    tr: NullTranslations, board: Board, index: int, direction: Direction, relief: bool = False
) -> str:
    """The premium squares still free on a row or a column:
    "Primes libres, ligne H. 1 mot compte triple, 4 lettre compte double, …"."""
    _ = tr.gettext
    parts = []
    for i in range(SIZE):
        square = Square(index, i) if direction is Direction.ACROSS else Square(i, index)
        premium = premium_at(square)
        if premium is Premium.NONE or board[square] is not None:
            continue
        label = str(i + 1) if direction is Direction.ACROSS else ROW_LETTERS[i]
        parts.append(f"{label} {premium_name(tr, premium, relief)}")
    where = (
        _("ligne {row}").format(row=ROW_LETTERS[index])
        if direction is Direction.ACROSS
        else _("colonne {col}").format(col=index + 1)
    )
    if not parts:
        return _("Aucune prime libre, {where}.").format(where=where)
    return _("Primes libres, {where}. {squares}.").format(where=where, squares=", ".join(parts))


def verbosity_named(tr: NullTranslations, text: str) -> Verbosity | None:
    """The verbosity a player typed: its value in the settings, or its name in their language."""
    wanted = fold(text)
    for verbosity in Verbosity:
        if wanted in (verbosity.value, fold(value_name(tr, "verbosity", verbosity))):
            return verbosity
    return None


def describe_game_settings(
    tr: NullTranslations, verbosity: Verbosity, spelling: bool, sounds: bool, confirm: bool
) -> str:
    _ = tr.gettext
    return _(
        "Réglages. Niveau de détail {verbosity}, au choix court, normal ou détaillé. Épeler {spelling}. "
        "Sons {sounds}. Confirmer les coups {confirm}. Le menu a tous les réglages."
    ).format(
        verbosity=value_name(tr, "verbosity", verbosity),
        spelling=yes_no(tr, spelling),
        sounds=yes_no(tr, sounds),
        confirm=yes_no(tr, confirm),
    )


def describe_setting_example(tr: NullTranslations, word: str, values: list[str]) -> str:
    """What the setting command ``word``, as the player typed it, takes: "sons oui, ou sons non"."""
    choices = [f"{word} {value}" for value in values]
    return tr.gettext("Écrivez {choices}, ou {last}.").format(
        choices=", ".join(choices[:-1]), last=choices[-1]
    )


def verbosity_names(tr: NullTranslations) -> list[str]:
    return [value_name(tr, "verbosity", verbosity) for verbosity in Verbosity]


def describe_board_keys(tr: NullTranslations) -> list[str]:
    """How to move about the board and act from it; the keys of commands follow, from the registry."""
    _ = tr.gettext
    return [
        _("Grille. Flèches, Début, Fin, Page précédente, Page suivante pour aller de case en case."),
        _("Tab, case occupée suivante. p, case prime suivante. a, case où poser."),
        _("Entrée pour écrire un coup ou une commande, Espace pour poser depuis la case."),
        _("Tab change de sens. Entrée joue le coup entendu, Échap reprend les lettres."),
        _("F2 redit la dernière annonce, F3 et F4 remontent et redescendent les annonces."),
        _("F5 dit la plus ancienne annonce, F6 la dernière."),
        _("v montre ou masque la grille, B la dessine en braille."),
        _("F10 ou M ouvre le menu. Contrôle Q quitte."),
    ]
