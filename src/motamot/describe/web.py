"""The words of motamot's web page: its headings, buttons and labels, and what a page
adds to a square's name (the latest move, a move on trial). The page's sentences are the
game's own (``said`` items and square names from ``describe``); these are its furniture."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.words import premium_name, premium_short
from motamot.i18n import N_, NP_
from motamot.rules.board import Premium

PAGE_WORDS: dict[str, str | tuple[str, str]] = {
    "title": N_("motamot, la partie"),
    "language_link": N_("Page in English"),
    "invitation_heading": N_("Prendre sa place"),
    "invitation_label": N_("Invitation, quatre mots"),
    "invitation_button": N_("Entrer"),
    "board_caption": N_("Grille"),
    "corner": N_("Ligne, colonne"),
    "legend_heading": N_("Légende des cases"),
    "scores_heading": N_("Scores"),
    "player_column": N_("Joueur"),
    "score_column": N_("Points"),
    "time_column": N_("Temps"),
    "to_play": N_("à jouer"),
    "bag": N_("Lettres dans le sac, {count}"),
    "rack_heading": N_("Votre chevalet"),
    "play_heading": N_("Jouer un coup"),
    "square_label": N_("Case de départ"),
    "direction_label": N_("Sens"),
    "across": N_("horizontal"),
    "down": N_("vertical"),
    "word_label": N_("Mot, une minuscule pour un joker"),
    "word_at": N_("Mot en {square}, {direction}, une minuscule pour un joker"),
    "preview": N_("Voir le coup"),
    "play": N_("Jouer"),
    "cancel": N_("Annuler"),
    "exchange": N_("Changer les lettres écrites"),
    "pass": N_("Passer"),
    "challenge": N_("Contester"),
    "help": N_(
        "Sur la grille, les flèches vont de case en case, et une lettre puis un nombre, comme H"
        " puis 8, va à cette case. Entrée, ou un clic, choisit la case où"
        " le mot commence et passe au mot. Espace, ou un second clic, change de sens. Écrivez"
        " le mot puis Entrée, motamot le dit avec ses points. Entrée encore, ou Jouer, le pose."
        " Échap le reprend, ou, sans coup à l'essai, revient à la grille. Le champ du mot prend"
        " aussi les commandes de motamot, comme scores, aide, abandonne."
    ),
    "start_title": N_("motamot, accueil"),
    "start_link": N_("Accueil, nouvelle partie ou partie à reprendre"),
    "take_up_heading": N_("Reprendre une partie"),
    "new_heading": N_("Nouvelle partie contre l'ordinateur"),
    "level_label": N_("Niveau de l'ordinateur"),
    "clock_minutes_label": N_("Pendule en minutes, 0 pour aucune"),
    "per_move_label": N_("Pendule par coup, et non par joueur"),
    "new_button": N_("Commencer la partie"),
    "room_heading": N_("Duplicate seul"),
    "room_text": N_("À chaque coup, trouvez le meilleur possible, votre score est comparé au top."),
    "room_minutes_label": N_("Minutes par coup, de 1 à 10"),
    "room_button": N_("Commencer le duplicate"),
    "tour_heading": N_("Visite guidée"),
    "tour_text": N_(
        "Une partie contre l'ordinateur débutant, où motamot vous montre pas à pas la grille, votre"
        " chevalet et comment jouer un coup."
    ),
    "tour_button": N_("Commencer la visite guidée"),
    "lobbies_heading": N_("Salon d'un serveur"),
    "no_card": N_(
        "Aucune carte de joueur. Pour en faire une, tapez motamot carte, l'adresse du serveur puis votre nom."
    ),
    "settings_heading": N_("Réglages"),
    "settings_button": N_("Enregistrer les réglages"),
    "settings_saved": N_("Réglages enregistrés."),
    "command_heading": N_("Commande"),
    "command_label": N_("Commande de motamot"),
    "command_help": N_(
        "Le champ de commande prend ce que motamot prend en lignes, par exemple, aide, indice, sac,"
        " coup 3, dernier, analyse ou ajoute suivi d'un mot. F2 redit la dernière annonce, F3"
        " celle d'avant et F4 celle d'après, de n'importe où dans la page."
    ),
    "command_button": N_("Envoyer"),
    "help_watching": N_("Sur la grille, les flèches vont de case en case, chacune dit son nom."),
    "said_heading": N_("Annonces"),
    "talk_heading": N_("À la table"),
    "talk_label": N_("Message aux autres joueurs"),
    "talk_button": N_("Dire"),
    "watching": N_("Vous regardez la partie, aucun chevalet n'est montré ici."),
    "connecting": N_("Connexion au serveur…"),
    "lost": NP_(
        "Connexion perdue, nouvel essai dans {seconds} seconde.",
        "Connexion perdue, nouvel essai dans {seconds} secondes.",
    ),
    "ended": N_("Vous avez quitté la table. La partie reste sur le serveur."),
    "no_invitation": N_("Écrivez l'invitation reçue, quatre mots, pour prendre votre place."),
    "lobby_heading": N_("Le salon"),
    "lobby_title": N_("motamot, le salon"),
    "lobby_talk_heading": N_("Au salon"),
    "lobby_talk_label": N_("Message à tout le salon"),
    "tables_heading": N_("Tables ouvertes"),
    "sit": N_("Prendre une place à la table {number}"),
    "stand_button": N_("Quitter ma table"),
    "propose_heading": N_("Proposer une table"),
    "rules_label": N_("Règle"),
    "players_label": N_("Nombre de joueurs"),
    "clock_label": N_("Pendule en minutes, 0 pour aucune, par coup en duplicate"),
    "duplicate_label": N_("Duplicate"),
    "rated_label": N_("Classée"),
    "hints_label": N_("Avec indices"),
    "propose_button": N_("Proposer"),
}
# Appended to a square's name on the page, where colour and outline show them.
LAST_MOVE = N_("{square}, dernier coup")
ON_TRIAL = N_("{square}, à l'essai")
LEGEND = (
    Premium.CENTRE,
    Premium.TRIPLE_WORD,
    Premium.DOUBLE_WORD,
    Premium.TRIPLE_LETTER,
    Premium.DOUBLE_LETTER,
)


def page_words(tr: NullTranslations) -> dict[str, str]:
    """The page's words in the player's language; a sentence with a count twice, ``key_one``
    for 1 and ``key`` for more (the page picks one)."""
    words = {}
    for key, text in PAGE_WORDS.items():
        if isinstance(text, tuple):
            words[key + "_one"], words[key] = tr.ngettext(*text, 1), tr.ngettext(*text, 2)
        else:
            words[key] = tr.gettext(text)
    return words


def premium_legend(tr: NullTranslations) -> list[tuple[str, str, str]]:
    """Each premium's code (the rules' letter for it), the mark the page's board shows on
    its squares (MT, LD) and its name."""
    return [(p.value, premium_short(tr, p), premium_name(tr, p)) for p in LEGEND]


def square_on_page(tr: NullTranslations, name: str, last: bool, on_trial: bool) -> str:
    """A square's name as the page's grid says it: with the latest move or the move on trial."""
    if on_trial:
        return tr.gettext(ON_TRIAL).format(square=name)
    if last:
        return tr.gettext(LAST_MOVE).format(square=name)
    return name


def lobby_link(tr: NullTranslations, address: str, name: str) -> str:
    """A link of the start page to a server's lobby page, with the player's card there."""
    return tr.gettext("Salon de {address}, avec votre carte {name}").format(address=address, name=name)
