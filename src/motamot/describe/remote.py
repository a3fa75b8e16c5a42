"""What a motamot server tells a client it refused, in the player's language."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.messages import Message, message
from motamot.describe.words import name_list, of_name
from motamot.i18n import N_
from motamot.net.protocol import Problem

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
    Problem.TOO_MANY_TRIES: N_(
        "Trop d'invitations fausses, la connexion est fermée. Réessayez dans une minute."
    ),
    Problem.REPLAYED: N_("Message déjà reçu, il n'est pas rejoué."),
    Problem.SERVER_STOPPING: N_("Le serveur s'arrête, la partie reste enregistrée sur le serveur."),
    Problem.BAD_GAME: N_("Cette partie ne peut pas être créée."),
    Problem.FULL: N_("Le serveur garde déjà autant de parties qu'il peut, réessayez plus tard."),
    Problem.WATCHING: N_("Ce lien sert à regarder la partie, on n'y joue pas."),
    Problem.UNKNOWN_COMMAND: N_("Commande inconnue à cette table, elle est ignorée."),
    Problem.NOT_WRITTEN: N_(
        "Le serveur n'a pas pu enregistrer la partie, son disque est plein ou refuse d'écrire. "
        "Rien n'est créé, réessayez plus tard."
    ),
}


def describe_problem(tr: NullTranslations, problem: Problem) -> str:
    return tr.gettext(PROBLEMS[problem])


def describe_watching(tr: NullTranslations, names: list[str]) -> str:
    """What a spectator's page hears first: "Vous regardez la partie d'Anne et Max."."""
    return message(tr, Message.REMOTE_WATCHING, de_names=of_name(tr, name_list(tr, names)))
