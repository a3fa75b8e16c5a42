"""What a motamot server tells a client it refused, in the player's language."""

from __future__ import annotations

from datetime import date
from gettext import NullTranslations

from motamot.describe.messages import Message, message
from motamot.describe.words import character_name, name_list, of_names, visible
from motamot.i18n import N_
from motamot.net.protocol import Problem, port_apart
from motamot.rules.names import SERVER_NAME, NameProblem

PROBLEMS = {
    Problem.MALFORMED: N_("Message illisible pour le serveur, il est ignoré."),
    Problem.TOO_BIG: N_("Message trop long, il est ignoré."),
    Problem.TOO_FAST: N_("Trop de messages à la fois, celui-ci est ignoré. Attendez un instant."),
    Problem.UNKNOWN_TYPE: N_("Message inconnu du serveur, il est ignoré."),
    Problem.NOT_JOINED: N_("Prenez d'abord votre place avec votre invitation."),
    Problem.ALREADY_JOINED: N_("Cette connexion a déjà sa place."),
    Problem.UNKNOWN_INVITATION: N_(
        "Cette invitation n'ouvre aucune place. Vérifiez ses quatre mots auprès de qui a créé la partie."
    ),
    Problem.TOO_MANY_CONNECTIONS: N_(
        "Trop de connexions à la fois depuis votre adresse, fermez-en une et réessayez."
    ),
    Problem.TOO_MANY_TRIES: N_(
        "Trop d'invitations fausses, la connexion est fermée. Réessayez dans une minute."
    ),
    Problem.REPLAYED: N_("Message déjà reçu, il n'est pas rejoué."),
    Problem.SERVER_STOPPING: N_("Le serveur s'arrête, la partie reste enregistrée sur le serveur."),
    Problem.BAD_GAME: N_("Cette partie ne peut pas être créée."),
    Problem.BAD_NAME: N_("Ce nom ne peut pas être celui d'une carte sur ce serveur, choisissez-en un autre."),
    Problem.FULL: N_("Le serveur garde déjà autant de parties qu'il peut, réessayez plus tard."),
    Problem.WATCHING: N_("Ce lien sert à regarder la partie, on n'y joue pas."),
    Problem.UNKNOWN_COMMAND: N_("Commande inconnue à cette table, elle est ignorée."),
    Problem.NOT_ORGANISER: N_(
        "Il faut la clé de l'organisateur, quatre mots, pour créer, lister ou supprimer des parties. "
        "Sur la machine du serveur, motamot inviter s'en sert sans qu'on la donne, avec l'option "
        "fichier si le serveur a été lancé avec la sienne, ailleurs donnez-la avec l'option cle."
    ),
    Problem.NO_SUCH_GAME: N_("Aucune partie de ce numéro sur le serveur."),
    Problem.UNKNOWN_CARD: N_(
        "Ce serveur ne connaît pas cette carte. Faites-en une sur ce serveur avec la commande carte."
    ),
    Problem.GAME_REMOVED: N_("Cette partie a été supprimée du serveur, votre invitation n'ouvre plus rien."),
    Problem.NO_SUCH_CARD: N_("Aucune carte à ce nom sur ce serveur."),
    Problem.CARD_REMOVED: N_("L'organisateur a supprimé votre carte de ce serveur, elle n'ouvre plus rien."),
    Problem.TOO_MANY_CARDS: N_(
        "Trop de cartes faites depuis votre adresse cette dernière heure, réessayez dans une heure."
    ),
    Problem.CARD_NOT_WRITTEN: N_(
        "Le serveur n'a pas pu enregistrer votre carte, son disque est plein ou refuse d'écrire. "
        "Réessayez plus tard."
    ),
    Problem.CHANGE_NOT_WRITTEN: N_(
        "Le serveur n'a pas pu enregistrer ce changement, son disque est plein ou refuse d'écrire. "
        "Rien n'est changé, réessayez plus tard."
    ),
    Problem.NOT_WRITTEN: N_(
        "Le serveur n'a pas pu enregistrer la partie, son disque est plein ou refuse d'écrire. "
        "Rien n'est créé, réessayez plus tard."
    ),
}


def describe_problem(tr: NullTranslations, problem: Problem) -> str:
    return tr.gettext(PROBLEMS[problem])


def describe_listed_game(tr: NullTranslations, item: dict[str, object]) -> str:
    """One game of the organiser's list: "Partie 3, Anne et Max, en cours, 12 coups,
    dernière action, 20 novembre 2026." (dates are the server's, in UTC)."""
    number = item.get("game")
    touched = _day(tr, str(item.get("touched", "")))
    if item.get("damaged"):
        return message(tr, Message.REMOTE_LISTED_DAMAGED, number=number, touched=touched)
    names = item.get("names")
    players = name_list(tr, [str(n) for n in names]) if isinstance(names, list) else ""
    turns = item.get("turns")
    count = turns if isinstance(turns, int) else 0
    if item.get("over"):
        state = message(tr, Message.REMOTE_LISTED_OVER, count=count)
    else:
        state = message(tr, Message.REMOTE_LISTED_PLAYING, count=count)
    key = Message.REMOTE_LISTED_ROOM if item.get("duplicate") else Message.REMOTE_LISTED_GAME
    return message(tr, key, number=number, players=players, state=state, touched=touched)


MONTHS = (
    N_("janvier"),
    N_("février"),
    N_("mars"),
    N_("avril"),
    N_("mai"),
    N_("juin"),
    N_("juillet"),
    N_("août"),
    N_("septembre"),
    N_("octobre"),
    N_("novembre"),
    N_("décembre"),
)


def describe_ratings(tr: NullTranslations, changes: list[tuple[str, float, float]]) -> str:
    """A rated game's ratings: "Partie classée. Anne 1662, plus 162. Max 1338, moins 162."."""
    said = [message(tr, Message.RATED)]
    for name, before, after in changes:
        change = round(after) - round(before)
        key = Message.RATING_UP if change >= 0 else Message.RATING_DOWN
        said.append(message(tr, key, name=name, rating=round(after), change=abs(change)))
    return " ".join(said)


def describe_games_of(
    tr: NullTranslations, name: str, games: list[dict[str, object]], rating: int = 1500, rated_games: int = 0
) -> list[str]:
    """A player's games, one line each ("Partie 3, avec Max, Anne 120, Max 98, à vous de
    jouer, dernière action, 20 novembre 2026."), then how many wait for them."""
    lines, yours = [], 0
    if rated_games:
        lines.append(message(tr, Message.CARD_RATING, name=name, rating=rating, count=rated_games))
    if not games:
        return [*lines, message(tr, Message.GAMES_OF_NONE, name=name)]
    for item in games:
        listed, scored = item.get("names"), item.get("scores")
        names = [str(n) for n in listed] if isinstance(listed, list) else []
        seat = item.get("seat") if isinstance(item.get("seat"), int) else -1
        scores = scored if isinstance(scored, list) else []
        others = [n for i, n in enumerate(names) if i != seat]
        points = ", ".join(f"{n} {s}" for n, s in zip(names, scores, strict=False))
        turn = item.get("turn")
        if item.get("over"):
            state = message(tr, Message.GAMES_OF_OVER)
        elif turn == seat:
            state = message(tr, Message.GAMES_OF_YOURS)
            yours += 1
        elif isinstance(turn, int) and 0 <= turn < len(names):
            state = message(tr, Message.GAMES_OF_THEIRS, name=names[turn])
        else:
            state = message(tr, Message.GAMES_OF_PLAYING)
        lines.append(
            message(
                tr,
                Message.GAMES_OF_LINE,
                number=item.get("game"),
                others=name_list(tr, others),
                scores=points,
                state=state,
                touched=_day(tr, str(item.get("touched", ""))),
            )
        )
    if yours:
        lines.append(message(tr, Message.GAMES_OF_WAITING, count=yours))
    return lines


def _day(tr: NullTranslations, stamp: str) -> str:
    """ "2026-11-20 18:04:00" as "20 novembre 2026", in words a screen reader says well."""
    try:
        day = date.fromisoformat(stamp[:10])
    except ValueError:
        return stamp
    return f"{day.day} {tr.gettext(MONTHS[day.month - 1])} {day.year}"  # the same order in both languages


def describe_watching(tr: NullTranslations, names: list[str]) -> str:
    """What a spectator's page hears first: "Vous regardez la partie d'Anne et de Max."."""
    return message(tr, Message.REMOTE_WATCHING, de_names=of_names(tr, names))


def spoken_address(tr: NullTranslations, address: str) -> str:
    """A server's address as a player says it and types it back, ``127.0.0.1, port 8799``:
    never the colon a screen reader says "deux points" (issue 60). ``motamot`` reads it back
    typed that way (``cli.main.typed_address``)."""
    place, port = port_apart(address)
    if port is None:
        return place
    return message(tr, Message.SERVER_ADDRESS, host=place, port=port)


def words_to_write(words: str) -> str:
    """Words to write down (an invitation, a key) alone, apart by commas so that the voice
    pauses after each: "sapin, cerf, moineau, sandale."."""
    return ", ".join(words.split()) + "."


def describe_card_name(tr: NullTranslations, name: str, problem: NameProblem, detail: str) -> str:
    """Why a card cannot carry ``name`` on a server, and what to do instead: one sentence."""
    _ = tr.gettext
    shown = visible(name)
    if problem is NameProblem.EMPTY:
        return _("Donnez un nom pour votre carte, en lettres, {limit} au plus.").format(limit=SERVER_NAME)
    if problem is NameProblem.TOO_LONG:
        return tr.ngettext(
            "Le nom {name} a {length} caractère, {limit} au plus sur un serveur. "
            "Choisissez un nom plus court.",
            "Le nom {name} a {length} caractères, {limit} au plus sur un serveur. "
            "Choisissez un nom plus court.",
            len(name),
        ).format(name=shown, length=len(name), limit=SERVER_NAME)
    if problem is NameProblem.MARKS:
        return _("Le nom {name} porte trop d'accents sur la lettre {letter}, deux au plus.").format(
            name=shown, letter=character_name(tr, detail)
        )
    if problem is NameProblem.SAME_NAME:
        return _(
            "Un joueur de ce serveur s'appelle déjà {other}. Choisissez un autre nom, par exemple avec "
            "l'initiale de votre nom de famille."
        ).format(other=visible(detail))
    return _(
        "Le nom {name} contient {character}. Un nom s'écrit en lettres, avec des espaces, des traits "
        "d'union ou des apostrophes entre elles."
    ).format(name=shown, character=character_name(tr, detail))
