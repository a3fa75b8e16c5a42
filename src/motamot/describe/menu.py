"""The menu's sentences: each entry with its value, short enough for one braille line."""

from __future__ import annotations

import functools
from gettext import NullTranslations
from pathlib import Path

from motamot.describe.words import duration, name_list
from motamot.menu import (
    BACK,
    DRAWS,
    DUPLICATE,
    HOOKS,
    NEW,
    QUIT,
    RESUME,
    REVIEW,
    SETTINGS,
    SHORT_WORDS,
    TOPPING,
    TOUR,
    TRAINING,
    UP,
    Entry,
    Menu,
)
from motamot.settings import WHOLE_FILE, Voice


def entry_label(tr: NullTranslations, key: str) -> str:
    _ = tr.gettext
    return {
        BACK: _("Revenir à la partie"),
        RESUME: _("Reprendre la partie en cours"),
        NEW: _("Nouvelle partie"),
        DUPLICATE: _("Duplicate, seul contre le top"),
        TOUR: _("Visite guidée"),
        QUIT: _("Quitter"),
        SETTINGS: _("Réglages"),
        TRAINING: _("S'entraîner"),
        TOPPING: _("Topping, jusqu'au top"),
        DRAWS: _("Tirages à résoudre"),
        HOOKS: _("Rallonges"),
        SHORT_WORDS: _("Mots courts, valables ou non"),
        REVIEW: _("Révision des fiches du jour"),
        UP: _("Retour au menu"),
        "opponent": _("Adversaire"),
        "rules": _("Règles"),
        "clock_minutes": _("Pendule"),
        "clock_kind": _("Chronométrage"),
        "verbosity": _("Niveau de détail"),
        "spelling": _("Épeler les lettres"),
        "relief_names": _("Primes par leur relief"),
        "dictate_moves": _("Dicter les coups"),
        "confirm_moves": _("Confirmer chaque coup"),
        "cue_volume": _("Volume sonore"),
        "sounds": _("Sons"),
        "table_talk": _("Conversation à la table"),
        "voice": _("Voix"),
        "rate": _("Débit"),
        "language": _("Langue"),
        "clock_warnings": _("Alertes"),
        "board_visible": _("Grille visible"),
        "interface": _("Interface"),
        "cursor": _("Curseur"),
        "word_list": _("Liste de mots"),
    }[key]


def describe_settings_damage(tr: NullTranslations, path: Path, damaged: list[str]) -> str:
    """What was wrong in the settings file: the file itself, or the settings whose values
    were refused (the others are kept)."""
    if WHOLE_FILE in damaged:
        return tr.gettext("{path} illisible, motamot utilise les réglages par défaut.").format(path=path)
    names = name_list(tr, [entry_label(tr, name) for name in damaged])
    return tr.ngettext(
        "{path}, valeur refusée pour {names}, motamot prend sa valeur par défaut, les autres restent.",
        "{path}, valeurs refusées pour {names}, motamot prend leur valeur par défaut, les autres restent.",
        len(damaged),
    ).format(path=path, names=names)


def yes_no(tr: NullTranslations, value: bool) -> str:
    return tr.gettext("oui") if value else tr.gettext("non")


def value_name(tr: NullTranslations, key: str, value: object) -> str:
    _ = tr.gettext
    if isinstance(value, bool):
        return yes_no(tr, value)
    if key == "opponent":
        assert isinstance(value, str)
        if value.isdigit():
            return tr.ngettext("{count} personne", "{count} personnes", int(value)).format(count=value)
        return {
            "debutant": _("débutant"),
            "intermediaire": _("intermédiaire"),
            "expert": _("expert"),
            "champion": _("champion"),
        }[value]
    if key == "rules":
        return {
            "ffsc": _("FFSc, France"),
            "fbs": _("FBS, Belgique"),
            "larousse": _("Larousse, selon l’ODS"),
            "boite": _("jeu en braille"),
            "libre": _("libre, sans contester"),
        }[str(value)]
    if key == "clock_minutes":
        assert isinstance(value, int)
        return duration(tr, value * 60) if value else _("sans pendule")
    if key == "clock_kind":
        return {
            "chess": _("par joueur"),
            "per_move": _("par coup"),
            "global": _("crédit commun"),
        }[str(value)]
    if key == "verbosity":
        return {"court": _("court"), "normal": _("normal"), "detaille": _("détaillé")}[str(value)]
    if key == "voice":
        return {
            "auto": _("automatique"),
            "lecteur": _("lecteur d'écran"),
            "voix": _("voix de motamot"),
            "texte": _("texte seul"),
            "muet": _("muet"),
        }[str(value)]
    if key == "cue_volume":
        return _("{volume} pour cent").format(volume=value)
    if key == "rate":
        return tr.ngettext("{rate} mot par minute", "{rate} mots par minute", int(str(value))).format(
            rate=value
        )
    if key == "language":
        assert value is None or isinstance(value, str)
        return {None: _("celle du système"), "fr": "français", "en": "English"}[value]
    if key == "clock_warnings":
        assert isinstance(value, list)
        # Named by how many and from when, within a braille line ("4 dès 5 minutes"); the
        # times themselves are in the docs and said as each one comes.
        if not value:
            return _("aucune")
        return _("{count} dès {first}").format(count=len(value), first=duration(tr, value[0]))
    if key == "interface":
        return {"ecran": _("plein écran"), "lignes": _("lignes")}[str(value)]
    if key == "cursor":
        return {
            "auto": _("automatique"),
            "case": _("sur la case"),
            "message": _("sur le message"),
        }[str(value)]
    raise KeyError(key)


def entry_text(tr: NullTranslations, menu: Menu, entry: Entry) -> str:
    """ "Adversaire : ordinateur expert", or the action's name."""
    if entry.is_choice:
        return tr.gettext("{label}, {value}").format(
            label=entry_label(tr, entry.key), value=value_name(tr, entry.key, menu.value(entry))
        )
    return entry_label(tr, entry.key)


# A prompt ends with a no-break space: nothing a screen reader would say ("supérieur" for ">").
PROMPT_END = "\u00a0"


def describe_prompt(name: str | None) -> str:
    """The line prompt: the name of the person to type, or nothing once the game is over."""
    return (name or "") + PROMPT_END


def describe_speaker_fallback(tr: NullTranslations, wanted: Voice, used: str) -> str:
    """The voice chosen cannot be used here (``used`` is the speaker's name that speaks instead)."""
    return tr.gettext("{wanted} n'est pas disponible ici, motamot utilise {used}.").format(
        wanted=value_name(tr, "voice", wanted), used=value_name(tr, "voice", Voice.named(used))
    )


def describe_speaker_broken(tr: NullTranslations, broken: str, used: str) -> str:
    """The voice in use stopped answering in the middle of a game (speakers' names)."""
    return tr.gettext("Plus de réponse de {broken}, motamot utilise {used}.").format(
        broken=value_name(tr, "voice", Voice.named(broken)), used=value_name(tr, "voice", Voice.named(used))
    )


def describe_menu_prompt(tr: NullTranslations) -> str:
    """Read as a word, not as punctuation: a screen reader says it after every line."""
    return tr.gettext("menu") + PROMPT_END


def describe_menu_number_range(tr: NullTranslations, menu: Menu) -> str:
    return tr.gettext("Écrivez un numéro de 1 à {count}, ou Entrée pour la première ligne.").format(
        count=len(menu.entries)
    )


def describe_value_impossible(tr: NullTranslations, key: str, value: str, choices: tuple[object, ...]) -> str:
    named = [value_name(tr, key, v) for v in choices]
    names = ", ".join(named)
    if any("," in name for name in named):  # a list of warnings: "ou" between them, not a comma
        names = functools.reduce(
            lambda first, last: tr.gettext("{first} ou {last}").format(first=first, last=last), named
        )
    return tr.gettext("« {value} » n'est pas possible ici. Possibles, {names}.").format(
        value=value, names=names
    )


def describe_menu_position(tr: NullTranslations, menu: Menu) -> str:
    """What the player hears on reaching an entry: the entry, then where it is."""
    return tr.gettext("{entry}, {position} sur {count}").format(
        entry=entry_text(tr, menu, menu.current), position=menu.position + 1, count=len(menu.entries)
    )


def describe_menu_level(tr: NullTranslations, menu: Menu) -> str:
    """Said on entering the settings or the training or coming back: where the player is now."""
    if menu.in_training:
        return tr.ngettext(
            "Entraînement, {count} ligne. {entry}", "Entraînement, {count} lignes. {entry}", len(menu.entries)
        ).format(count=len(menu.entries), entry=describe_menu_position(tr, menu))
    if menu.in_settings:
        return tr.ngettext(
            "Réglages, {count} ligne. {entry}", "Réglages, {count} lignes. {entry}", len(menu.entries)
        ).format(count=len(menu.entries), entry=describe_menu_position(tr, menu))
    return tr.gettext("Menu. {entry}").format(entry=describe_menu_position(tr, menu))


def describe_menu_opened(tr: NullTranslations, menu: Menu) -> str:
    return tr.gettext(
        "Menu. Flèches haut et bas pour choisir, gauche et droite pour changer, Entrée pour valider. {entry}"
    ).format(entry=describe_menu_position(tr, menu))


def describe_confirm_new(tr: NullTranslations) -> str:
    """A new game asked for while a game is in progress: only a typed yes replaces it."""
    return tr.gettext(
        "La partie en cours sera perdue. Écrivez oui pour commencer une nouvelle partie, non pour la garder."
    )


def describe_new_refused(tr: NullTranslations) -> str:
    return tr.gettext("La partie en cours est gardée.")


def menu_lines(tr: NullTranslations, menu: Menu) -> list[str]:
    """The whole menu, numbered: the plain-line interface types a number."""
    return [f"{i}. {entry_text(tr, menu, entry)}" for i, entry in enumerate(menu.entries, start=1)]


def describe_menu_help(tr: NullTranslations, menu: Menu) -> list[str]:
    _ = tr.gettext
    if menu.in_training:  # actions only: a number starts one, the first line goes back
        return [_("Un numéro, commencer cet entraînement."), _("Entrée seule, retour au menu.")]
    opponent = next((i for i, entry in enumerate(menu.entries, start=1) if entry.key == "opponent"), None)
    if opponent is None:  # the settings: a number alone changes a value, the first line goes back
        return [
            _("Un numéro seul, passer à la valeur suivante. Un numéro et une valeur, la changer."),
            _("Entrée seule, retour au menu."),
        ]
    return [
        _("Un numéro seul, choisir cette ligne, ou passer à la valeur suivante."),
        _("Un numéro et une valeur, la changer, par exemple {number} expert.").format(number=opponent),
        _("Entrée seule, la première ligne, menu, relire le menu."),
    ]
