"""Topping's sentences (``rules.topping``): the opening, a try below the top, a top found or
missed with its time, the hints and their cost, the time so far, and the summary at the end,
one short message each (none over twelve seconds)."""

from __future__ import annotations

from gettext import NullTranslations
from pathlib import Path

from motamot.describe.words import direction_name, duration, name_list, points
from motamot.rules.notation import WrittenMove
from motamot.rules.topping import DrawTime

DRAWS_A_MESSAGE = 3  # the times of the tops found said in one message of the summary


def describe_topping_opening(tr: NullTranslations, seed: int, limit: float, penalty: float) -> str:
    """Said as a topping game begins: the exercise, the game's number to
    compare times with another player, the limit and the penalty."""
    return tr.gettext(
        "Entraînement au topping. Partie numéro {seed}. "
        "Trouvez le top de chaque tirage, {limit} au plus, sinon {penalty} de pénalité."
    ).format(seed=seed, limit=duration(tr, limit), penalty=duration(tr, penalty))


def describe_topping_resumed(tr: NullTranslations, number: int) -> str:
    """Said before the rack of a topping game taken up."""
    return tr.gettext("Entraînement repris au tirage {number}.").format(number=number)


def describe_below_top(tr: NullTranslations, score: int) -> str:
    """A legal move of valid words below the top: its score, and the draw waits."""
    return tr.gettext("{score}, le top fait plus. Cherchez encore.").format(score=points(tr, score))


def describe_search_again(tr: NullTranslations) -> str:
    """After a move that scores nothing (a word not valid): the draw waits."""
    return tr.gettext("Cherchez encore.")


def describe_found(tr: NullTranslations, time: DrawTime) -> str:
    """A top found, and the draw's time (hints included)."""
    if time.hints:
        return tr.ngettext(
            "Trouvé en {time}, {hints} indice compris.",
            "Trouvé en {time}, {hints} indices compris.",
            time.hints,
        ).format(time=duration(tr, time.seconds), hints=time.hints)
    return tr.gettext("Trouvé en {time}.").format(time=duration(tr, time.seconds))


def describe_missed(tr: NullTranslations, time: DrawTime) -> str:
    """A top not found: the limit and the penalty counted."""
    return tr.gettext("Top manqué, temps compté {time}, pénalité comprise.").format(
        time=duration(tr, time.seconds)
    )


def describe_topping_hint(tr: NullTranslations, step: int, top: WrittenMove, score: int, cost: float) -> str:
    """The hint of that step (1: the top's score, 2: its word's length, 3: its square), and its
    cost in time; 0 when the three were given."""
    _ = tr.gettext
    if step == 0:
        return _("Plus d'indice pour ce tirage. Cherchez encore, ou passez pour entendre le top.")
    if step == 1:
        hint = _("Le top fait {score}.").format(score=points(tr, score))
    elif step == 2:
        letters = len(top.word)
        hint = tr.ngettext(
            "Le mot du top a {count} lettre.", "Le mot du top a {count} lettres.", letters
        ).format(count=letters)
    else:
        hint = _("Le top s'écrit {coordinate}, {way}.").format(
            coordinate=top.coordinate, way=direction_name(tr, top.direction)
        )
    return hint + " " + _("Votre temps compte {cost} de plus.").format(cost=duration(tr, cost))


def describe_topping_time(
    tr: NullTranslations, number: int, elapsed: float, left: float, total: float
) -> str:
    """The open draw's time so far and left, and the game's total."""
    return tr.gettext("Tirage {number}, temps passé {elapsed}, reste {left}. Temps total {total}.").format(
        number=number, elapsed=duration(tr, elapsed), left=duration(tr, left), total=duration(tr, total)
    )


def describe_topping_status(tr: NullTranslations, number: int, total: float, missed: int) -> str:
    """The full screen's status line, and ``scores``: the total time, not the draw's."""
    return tr.ngettext(
        "Tirage {number}. Temps total {total}, {missed} top manqué.",
        "Tirage {number}. Temps total {total}, {missed} tops manqués.",
        missed,
    ).format(number=number, total=duration(tr, total), missed=missed)


def describe_topping_summary(tr: NullTranslations, times: list[DrawTime], seed: int) -> list[str]:
    """The end of a topping game, a message each: the total time and the game's number, the
    times of the tops found a few to a message, then the tops missed (each draw said once)."""
    _ = tr.gettext
    total = sum(time.seconds for time in times)
    said = [
        _("Entraînement terminé. Temps total {total}. Partie numéro {seed}.").format(
            total=duration(tr, total), seed=seed
        )
    ]
    found = [
        _("Tirage {number} en {time}.").format(number=time.number, time=duration(tr, time.seconds))
        for time in times
        if time.found
    ]
    said += [" ".join(found[i : i + DRAWS_A_MESSAGE]) for i in range(0, len(found), DRAWS_A_MESSAGE)]
    missed = [str(time.number) for time in times if not time.found]
    if missed:
        said.append(
            tr.ngettext(
                "{count} top manqué, tirage {draws}.", "{count} tops manqués, tirages {draws}.", len(missed)
            ).format(count=len(missed), draws=name_list(tr, missed))
        )
    else:
        said.append(_("Aucun top manqué."))
    return said


def describe_topping_kept(tr: NullTranslations, path: Path) -> str:
    """Where the finished game was kept: the file and its folder by name, as a braille
    display's line holds them (a whole path ran over two lines and was heard at length)."""
    return tr.gettext(
        "Partie gardée pour la refaire ou l'exporter, fichier {file} du dossier {folder}."
    ).format(file=path.name, folder=path.parent.name)
