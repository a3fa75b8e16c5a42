"""Fixed sentences of the interfaces and the command layer, each under a name.

The command layer and the interfaces say these by name (``message(tr,
Message.GAME_RESUMED)``), so every sentence a player hears is written here or
elsewhere in ``describe``, and translated once.
"""

from __future__ import annotations

from enum import Enum
from gettext import NullTranslations

from motamot.describe.command_line import PROGRAM
from motamot.describe.words import grouped, of_name
from motamot.i18n import N_, NP_


class Message(Enum):
    ABSENCE_NOTED = N_("Absence {de_name} à la ronde {round}. Pas d'appariement à cette ronde.")
    ANALYSIS_AFTER_GAME = N_("L'analyse se fait après la partie.")
    ANALYSIS_OFFERED = N_("Écrivez analyse pour revoir chaque coup.")
    AUTOPLAY_HEADING = N_("Parties, {games}, {first} contre {second}, graine {seed}.")
    AUTOPLAY_USAGE = N_("Donnez deux niveaux parmi {levels}, et de 1 à {limit} parties.")
    BACK_TO_BOARD = N_("Retour à la grille.")
    REMOTE_SEAT = N_("Partie en réseau, vous êtes {name}, avec {others}.")
    HINTS_ON = N_("Indices permis.")
    HINTS_OFF = N_("Sans indices.")
    HINTS_CLOSED = N_("Pas d'indice dans cette partie, elle a été créée sans indices.")
    REMOTE_CONFIRM_LEAVE = N_(
        "Quitter la table ? La partie reste sur le serveur. Écrivez oui pour quitter, non pour continuer."
    )
    REMOTE_LEFT = N_("Vous quittez la table. La partie reste sur le serveur, votre invitation vous y ramène.")
    REMOTE_CONNECTION_LOST = N_("Plus de connexion au serveur, nouvel essai dans {wait}.")
    REMOTE_BACK = N_("Connexion rétablie.")
    REMOTE_UNREACHABLE = N_(
        "Le serveur {address} ne répond pas. Vérifiez l'adresse, et que le serveur est lancé."
    )
    REMOTE_NEEDS_TLS = N_(
        "Ce serveur chiffre ses connexions, donnez son adresse avec https devant, https://{address}."
    )
    REMOTE_UNTRUSTED = N_(
        "Le serveur {address} présente un certificat que ce système ne reconnaît pas, la connexion est "
        "refusée pour votre sécurité. Demandez à qui tient le serveur un certificat reconnu."
    )
    SERVER_SECRET_LOST = N_(
        "Le fichier secret {path} manquait, un nouveau est fait. Les invitations et les cartes "
        "faites avant n'ouvrent plus rien, la clé de l'organisateur reste la même."
    )
    SERVER_KEY_MADE = N_(
        "Clé de l'organisateur, en quatre mots. Sans elle personne ne crée de partie sur ce serveur, "
        "gardez-la."
    )
    SERVER_KEY_WRITTEN = N_("Elle est écrite dans {path}.")
    SERVER_KEY_FOUND_HERE = N_("Sur cette machine, motamot inviter la trouve là.")
    SERVER_KEY_KEPT = N_("Clé de l'organisateur dans {path}.")
    REMOTE_GAME_REMOVED = N_("Partie {number} supprimée, ses invitations n'ouvrent plus rien.")
    REMOTE_NO_GAMES = N_("Aucune partie sur ce serveur.")
    REMOTE_CARD_REMOVED = N_("Carte {de_name} supprimée, elle n'ouvre plus rien et son nom est libre.")
    REMOTE_LOBBY_TALK_CLOSED = N_("Conversation du salon fermée, les personnes au salon en sont prévenues.")
    REMOTE_LOBBY_TALK_OPENED = N_("Conversation du salon rouverte, les personnes au salon en sont prévenues.")
    REMOTE_LISTED_GAME = N_("Partie {number}, {players}, {state}, dernière action, {touched}.")
    REMOTE_LISTED_ROOM = N_(
        "Partie {number}, salle de duplicate, {players}, {state}, dernière action, {touched}."
    )
    REMOTE_LISTED_DAMAGED = N_("Partie {number}, abîmée, dernière action, {touched}.")
    REMOTE_LISTED_PLAYING = NP_("en cours, {count} coup joué", "en cours, {count} coups joués")
    REMOTE_LISTED_OVER = NP_("finie en {count} coup", "finie en {count} coups")
    CARD_MADE = N_("Carte {de_name} faite, gardée sur cet ordinateur.")
    CARD_NOT_KEPT = N_("Votre carte n'a pas pu être gardée ici. Notez sa clé, en quatre mots.")
    CARD_NONE = N_("Pas de carte pour ce serveur ici. {program} carte {address} et votre nom en fait une.")
    GAMES_OF_NONE = N_("Aucune partie pour {name} sur ce serveur.")
    GAMES_OF_LINE = N_("Partie {number}, avec {others}, {scores}, {state}, dernière action, {touched}.")
    GAMES_OF_YOURS = N_("à vous de jouer")
    GAMES_OF_THEIRS = N_("à {name} de jouer")
    GAMES_OF_PLAYING = N_("en cours")
    GAMES_OF_OVER = N_("finie")
    GAMES_OF_WAITING = NP_("C'est à vous dans {count} partie.", "C'est à vous dans {count} parties.")
    GAMES_TAKE_SEAT = N_(
        "Pour y prendre votre place, écrivez {program} parties {address} et le numéro de la partie."
    )
    RATED = N_("Partie classée.")
    NOT_RATED = N_("Partie non classée, un joueur au moins n'avait pas de carte.")
    RATING_UP = N_("{name}, {rating}, plus {change}.")
    RATING_DOWN = N_("{name}, {rating}, moins {change}.")
    CARD_RATING = NP_(
        "Classement {de_name}, {rating}, après {count} partie classée.",
        "Classement {de_name}, {rating}, après {count} parties classées.",
    )
    REMATCH_NOT_OVER = N_("La revanche se demande une fois la partie finie.")
    REMATCH_WAITING = N_("Revanche demandée. Elle commence quand tous les joueurs l'auront demandée.")
    REMATCH_AGREED = N_("Revanche acceptée par tous, la nouvelle partie commence.")
    REMATCH_OFFERED = N_(
        "{name} propose une revanche, mêmes joueurs, mêmes règles. Écrivez revanche pour l'accepter."
    )
    REMATCH_STARTED = N_("Revanche, partie {number}. Votre invitation pour y revenir, en quatre mots.")
    WITH_YOUR_CARD = N_("Ou avec votre carte, {program} parties {address}.")
    LOBBY_WELCOME = N_("Vous êtes au salon, {name}.")
    LOBBY_HELP = N_(
        "Au salon, tables dit les tables ouvertes, qui dit qui est là. Propose ouvre une table, par "
        "exemple, propose larousse, 3 joueurs, pendule 25, classée."
    )
    LOBBY_HELP_SEATS = N_(
        "Assieds et un numéro prend une place à cette table, lève la quitte. Une partie commence "
        "quand sa table est complète."
    )
    LOBBY_HELP_TALK = N_(
        "Dis et un message le dit à tout le salon. Répète, avant et après redisent ce qui a été dit "
        "au salon. Quitte part du salon."
    )
    LOBBY_HELP_MUTE = N_(
        "Silence et un nom, ce que dit cette personne ne vous est plus dit, ici comme à une table. "
        "Écoute et son nom vous le dit de nouveau."
    )
    LOBBY_PROPOSE_HELP = N_(
        "Les réglages d'une table, une règle, ffsc, fbs, larousse, boite ou libre, duplicate, "
        "pendule et des minutes, un nombre de joueurs, classée, indices ou sans indices."
    )
    LOBBY_WHO = NP_("Au salon, {count} personne, {names}.", "Au salon, {count} personnes, {names}.")
    LOBBY_MEMBER = N_("{name} à {rating}")
    LOBBY_ARRIVED = N_("{name} arrive au salon.")
    LOBBY_LEFT = N_("{name} a quitté le salon.")
    LOBBY_NO_TABLES = N_("Aucune table ouverte. Écrivez propose pour en ouvrir une.")
    LOBBY_TABLES = NP_("{count} table ouverte.", "{count} tables ouvertes.")
    LOBBY_STATUS = NP_("Salon, {count} table ouverte", "Salon, {count} tables ouvertes")
    LOBBY_TABLE = NP_(
        "Table {number}, avec {names}, {count} place libre, {settings}.",
        "Table {number}, avec {names}, {count} places libres, {settings}.",
    )
    LOBBY_NEW_TABLE = N_("Nouvelle table. {table}")
    # A crowd's comings and goings, said at most once a second, grouped (issue 62, point 9).
    LOBBY_ARRIVED_MANY = NP_(
        "{count} personne arrive au salon, {names}.", "{count} personnes arrivent au salon, {names}."
    )
    LOBBY_LEFT_MANY = NP_(
        "{count} personne a quitté le salon, {names}.", "{count} personnes ont quitté le salon, {names}."
    )
    LOBBY_NEW_TABLES = NP_(
        "{count} nouvelle table. Écrivez tables pour l'entendre.",
        "{count} nouvelles tables. Écrivez tables pour les entendre.",
    )
    LOBBY_AND_OTHERS = NP_("{names} et {count} autre", "{names} et {count} autres")
    LOBBY_CLOCK = N_("pendule {time}")
    LOBBY_NO_CLOCK = N_("sans pendule")
    LOBBY_PER_MOVE = N_("duplicate, {time} par coup")
    LOBBY_PLAYERS = NP_("{count} joueur", "{count} joueurs")
    LOBBY_RATED = N_("classée")
    LOBBY_HINTS = N_("avec indices")
    LOBBY_OPENED = N_(
        "Vous êtes à la table {number}, ouverte à l'instant. La partie commence quand elle est complète."
    )
    LOBBY_SAT = NP_(
        "Vous êtes à la table {number}. Il manque encore {count} joueur.",
        "Vous êtes à la table {number}. Il manque encore {count} joueurs.",
    )
    LOBBY_SAT_OTHERS = N_("{name} prend une place à la table {number}.")
    LOBBY_STOOD = N_("Vous avez quitté la table {number}.")
    LOBBY_STOOD_OTHERS = N_("{name} a quitté la table {number}.")
    LOBBY_CLOSED = N_("Table {number} fermée.")
    LOBBY_FULL = N_("Table {number} complète, la partie commence, avec {names}.")
    LOBBY_GAME_STARTED = N_("La partie {number} commence. Votre invitation pour y revenir, en quatre mots.")
    LOBBY_NOT_STARTED = N_("La partie de la table {number} n'a pas pu commencer. {reason}")
    LOBBY_SIT_WHICH = N_(
        "Pour prendre une place, écrivez le numéro de la table après le mot assieds, par exemple, assieds 3."
    )
    LOBBY_NO_SUCH_TABLE = N_("Aucune table ne porte le numéro {number}. Écrivez tables pour les entendre.")
    LOBBY_TABLE_GONE = N_(
        "La table {number} n'est plus ouverte, elle est complète ou fermée. Écrivez tables pour "
        "entendre les autres."
    )
    LOBBY_ALREADY_AT = N_("Vous êtes déjà à la table {number}. Écrivez lève pour la quitter.")
    LOBBY_NOT_AT = N_("Vous n'êtes à aucune table.")
    LOBBY_SAME_NAME = N_(
        "Un joueur de la table {number} porte déjà le nom {name}. Deux joueurs d'une partie ne "
        "peuvent pas porter le même nom."
    )
    LOBBY_UNKNOWN_WORD = N_("Le mot {word} n'est pas un réglage de table.")
    LOBBY_NUMBER_ALONE = N_(
        "Le nombre {word} ne dit pas ce qu'il règle. Écrivez par exemple 3 joueurs, ou pendule 20."
    )
    LOBBY_BAD_PLAYERS = N_("Pour une partie {rules}, il faut entre {low} et {high} joueurs.")
    LOBBY_BAD_CLOCK = N_("La pendule se règle de 1 à 180 minutes.")
    LOBBY_RATED_DUPLICATE = N_(
        "Une partie duplicate n'est pas classée, une salle se classe au pourcentage du top."
    )
    LOBBY_RATED_HINTS = N_("Une partie classée se joue sans indices.")
    LOBBY_TOO_MANY_TABLES = N_(
        "Le salon a déjà autant de tables ouvertes qu'il peut. Prenez une place à l'une d'elles, "
        "ou réessayez plus tard."
    )
    LOBBY_UNKNOWN_COMMAND = N_(
        "Commande inconnue au salon, {word}. Écrivez aide pour les commandes du salon."
    )
    LOBBY_KEYS = N_(
        "Au salon, aucune partie n'est encore sur le plateau. Ouvrez la ligne de commande avec "
        "Entrée et écrivez une commande du salon, par exemple, aide."
    )
    LOBBY_TALK_SENT = N_("Message dit au salon.")
    LOBBY_TALK_CLOSED = N_("L'organisateur a fermé la conversation du salon, aucun message n'y est dit.")
    LOBBY_TALK_OPENED = N_("L'organisateur a rouvert la conversation du salon.")
    LOBBY_HOW_LINES = N_("Écrivez aide pour entendre les commandes du salon.")
    LOBBY_HOW_SCREEN = N_(
        "Entrée ouvre la ligne de commande, écrivez-y aide pour entendre les commandes du salon."
    )
    LOBBY_QUIT = N_("Vous quittez le salon.")
    LOBBY_PAGE_LINK = N_("Le salon sur une page web, à ouvrir dans un navigateur, {url}")
    PRESENCE_ARRIVED = N_("{name} arrive à la table.")
    PRESENCE_LEFT = N_("{name} a quitté la table, la partie l'attend.")
    PRESENCE_BACK = N_("{name} est de retour à la table.")
    PRESENCE_HERE = N_("À la table, {names}.")
    PRESENCE_AWAY = N_("{name} n'est plus à la table depuis {time}.")
    PRESENCE_NOT_YET = N_("{name} n'a pas encore pris sa place.")
    PRESENCE_GONE = N_("{name} n'est plus à la table.")
    PRESENCE_WATCHERS = NP_("{count} personne regarde la partie.", "{count} personnes regardent la partie.")
    TALK_HEARD = N_("{name} dit, {text}")
    TALK_SENT = N_("Message dit à la table.")
    TALK_HEARD_ON = N_("Conversation à la table, oui, les messages des autres sont dits.")
    TALK_HEARD_OFF = N_("Conversation à la table, non, les messages des autres ne sont plus dits.")
    TALK_EMPTY = N_("Écrivez votre message après le mot dis, par exemple, dis bonjour.")
    TALK_TOO_LONG = N_("Message trop long, 200 caractères au plus, il n'est pas dit.")
    TALK_TOO_FAST = N_("Trop de messages à la suite, celui-ci n'est pas dit. Attendez quelques secondes.")
    TALK_NOT_KEPT = N_("Le serveur n'a pas pu garder ce message, il n'est pas dit.")
    # One person's talk no longer said to another (``server.muting``), at a table or in the lobby.
    MUTED = N_("Ce que dit {name} ne vous est plus dit. Pour l'entendre de nouveau, tapez écoute {name}.")
    UNMUTED = N_("Ce que dit {name} vous est de nouveau dit.")
    MUTE_WHO = N_("Qui ne plus entendre ? Tapez silence et son nom, par exemple, silence Max.")
    UNMUTE_WHO = N_("Qui entendre de nouveau ? Tapez écoute et son nom, par exemple, écoute Max.")
    MUTE_UNKNOWN = N_("Personne ne s'appelle {name} ici, rien n'est changé.")
    MUTE_SELF = N_("{name} est votre nom, rien n'est changé.")
    MUTE_ALREADY = N_("Ce que dit {name} ne vous est déjà plus dit.")
    UNMUTE_ALREADY = N_("Ce que dit {name} vous est déjà dit.")
    MUTE_NOT_KEPT = N_("Le serveur n'a pas pu l'écrire, rien n'est changé. Réessayez dans un moment.")
    REMOTE_NOT_WRITTEN = N_(
        "Le serveur n'a pas pu l'enregistrer, {reason}. Rien n'est joué, la partie attend, "
        "réessayez dans un moment."
    )
    REMOTE_GAME_WAITS = N_(
        "Le serveur ne peut plus enregistrer la partie, {reason}. Elle attend, et reprend dès qu'il le peut."
    )
    REMOTE_WRITING_AGAIN = N_("Le serveur enregistre de nouveau, la partie reprend.")
    REMOTE_NOT_SENT = N_("Pas de connexion au serveur pour l'instant, cette ligne n'est pas envoyée.")
    REMOTE_GIVE_UP = N_("Le serveur ne répond plus. Votre place vous attend, relancez la même commande.")
    REMOTE_CREATED = N_("Partie {number} créée. Une invitation par joueur, à lui dire ou lui envoyer.")
    REMOTE_INVITATION = N_("Invitation {de_name}, en quatre mots.")
    REMOTE_PAGE_LINK = N_("Ou dans un navigateur, {url}")
    REMOTE_SPECTATOR_LINK = N_("Pour regarder la partie sans jouer, {url}")
    REMOTE_WATCHING = N_("Vous regardez la partie {de_names}.")
    SHARE_LINK = N_("Partie partagée sur le réseau de la maison. Pour la regarder, {url}")
    SHARE_SEAT_LINK = N_("Pour {name}, dans un navigateur, {url}")
    SHARE_QR_SHOWN = N_("Code QR du lien affiché pour le partenaire voyant. Entrée pour commencer la partie.")
    REMOTE_JOIN_HOW = N_("Chacun la rejoint avec, motamot rejoindre {address}, puis ses quatre mots.")
    REMOTE_NOT_A_SERVER = N_(
        "{address} n'est pas une adresse de serveur, par exemple, 192.168.1.20, port 8765."
    )
    # A server's address as a player says it and types it back (issue 60): no colon.
    SERVER_ADDRESS = N_("{host}, port {port}")
    SERVER_LISTENING = N_("Serveur motamot à l'écoute sur {address}. Ctrl+C l'arrête, les parties restent.")
    # The server's log, out of open files (``server.open_files``): said once, then once again.
    SERVER_OUT_OF_FILES = N_(
        "Plus de fichier libre pour une connexion, les plus anciennes qui n'ont encore rien demandé "
        "sont fermées pour faire place aux nouvelles. "
        "La limite se relève avec ulimit -n avant de lancer le serveur."
    )
    SERVER_FILES_AGAIN = N_("Les connexions sont de nouveau acceptées.")
    SERVER_NOT_STARTED = N_("Le serveur ne peut pas démarrer sur {address}, {reason}.")
    NOT_THIS_MACHINE = N_(
        "{address} n'est pas une adresse de cette machine, par exemple, 0.0.0.0 pour le réseau."
    )
    PORT_TAKEN = N_(
        "le port {port} est déjà pris par un autre programme, donnez-en un autre avec l'option port"
    )
    PORT_FORBIDDEN = N_("le port {port} demande les droits d'administrateur, prenez-en un au-dessus de 1024")
    SERVER_FILE_IN_USE = N_(
        "Un autre motamot serveur tient déjà le fichier {path}, le processus {pid}. "
        "Arrêtez-le, ou donnez un autre fichier avec l'option fichier."
    )
    SERVER_FILE_IN_USE_LINKED = N_(
        "Un autre motamot serveur tient déjà le fichier {path} sous un autre nom, un lien. "
        "Arrêtez-le, ou donnez un autre fichier avec l'option fichier."
    )
    # The player's own games in their browser (``motamot navigateur``, application.browser).
    BROWSER_OPENED = N_(
        "La page de motamot s'ouvre dans votre navigateur. Ctrl+C arrête motamot, la partie reste. "
        "Si la page ne s'ouvre pas, relancez motamot avec l'option sans-ouvrir, qui donne son adresse."
    )
    BROWSER_OPEN_THIS = N_(
        "Ouvrez dans votre navigateur l'adresse de la ligne suivante, valable jusqu'à l'arrêt de "
        "motamot. Ctrl+C arrête motamot, la partie reste."
    )
    BROWSER_PAGE_CLOSED = N_(
        "Page fermée, motamot s'arrête. La partie est gardée pour le prochain lancement."
    )
    BROWSER_STOPPED = N_("motamot arrêté. La partie est gardée pour le prochain lancement.")
    START_NO_GAME = N_("Aucune partie en cours.")
    START_BAD_CHOICE = N_("Ce choix n'est pas possible, prenez-en un de la liste.")
    START_NO_SUCH_GAME = N_("Cette partie n'est plus en cours, voici la liste à jour.")
    BROWSER_AGAINST_THE_COMPUTER = N_(
        "Dans le navigateur, vous jouez contre l'ordinateur, choisissez son niveau, débutant, "
        "intermédiaire, expert ou champion."
    )
    BROWSER_IN_USE = N_(
        "{program} navigateur est déjà lancé, le processus {pid}. Sa page est dans votre navigateur, "
        "ou arrêtez-le avec Ctrl+C."
    )
    BAD_RACK = N_("Tirage invalide, de 1 à 7 lettres, ? pour un joker, par exemple AEINST?.")
    RACK_MORE_THAN_LEFT = N_(
        "Tirage impossible, {letter} {count} fois, il en reste {left} hors de la grille."
    )
    ARBITER_PROMPT = N_("Arbitre")
    ROOM_ENTRY_EXAMPLE = N_(
        "Pour {name}, écrivez son coup, {name} H4 MOT, son score, {name} 24, ou {name} rien."
    )
    ROOM_HELP_TYPING = N_(
        "Écrivez la fiche d'un joueur, son nom puis son coup, {name} H4 MOT, "
        "son score, {name} 24, ou rien, {name} rien."
    )
    ROOM_NAME_FIRST = N_("À qui est ce coup ? Écrivez le nom du joueur d'abord, par exemple, {name} {move}.")
    ROOM_STATUS = N_("Coup {number}, top {top}.")
    ROOM_NAMES = N_(
        "Donnez les noms des joueurs de la salle avec l'option joueurs, séparés par des virgules."
    )
    DUPLICATE_EXPORTED = N_("Partie duplicate exportée, {files}.")
    DUPLICATE_FINISHED = N_(
        "La partie est finie. Écrivez grille, dernier ou scores pour la relire, quitte pour finir."
    )
    ROOM_FINISHED = N_(
        "La partie est finie. Écrivez grille, dernier ou classement pour la relire, "
        "export DOSSIER pour les feuilles, quitte pour finir."
    )
    DUPLICATE_KEPT = N_("Partie gardée dans {path}, pour la refaire ou l'exporter.")
    DUPLICATE_RACK = N_("Tirage, {rack}.")
    DUPLICATE_RESUMED = N_("Partie duplicate reprise au coup {number}.")
    DUPLICATE_TOP_EQUALLED = N_("Vous égalez le top.")
    DUPLICATE_TOP_FOUND = N_("C'est le top.")
    DUPLICATE_TOP_BEATEN = N_("Vous faites mieux que le top de la partie refaite, qui reste celui joué.")
    DUPLICATE_STATUS = NP_(
        "Coup {number}, total {total}, top {top}, {count} lettre dans le sac.",
        "Coup {number}, total {total}, top {top}, {count} lettres dans le sac.",
    )
    DUPLICATE_WATCHED_STATUS = NP_(
        "Coup {number}, top {top}, {count} lettre dans le sac.",
        "Coup {number}, top {top}, {count} lettres dans le sac.",
    )
    DUPLICATE_TIME = N_("Il reste {time} pour ce coup, sur {total}.")
    COUNT_RANGE = N_("Le nombre de coups va de 1 à {limit}.")
    BOARD_EMPTY = N_("La grille est vide.")
    BOARD_HIDDEN = N_("Grille masquée, le curseur reste sur {square}.")
    BOARD_HIDDEN_LABEL = N_("Grille masquée, v la montre, ")
    BOARD_IN_BRAILLE = N_("Grille en braille, deux cellules par case.")
    BOARD_IN_LETTERS = N_("Grille en lettres.")
    BOARD_SHOWN = N_("Grille affichée.")
    BOARD_TITLE = N_("Grille")
    BRAILLE_WRITTEN = N_("Grille en braille écrite, {count} lignes.")
    BRAILLE_SET_ASIDE = N_("Lignes mises dans {file}, dossier {folder}, à ouvrir sur la plage braille.")
    CANNOT_WRITE_SHEETS = N_(
        "Impossible d'écrire dans {folder}, {reason}. Donnez un autre dossier, export DOSSIER."
    )
    COMMAND_LINE = N_("Commande.")
    TYPE_YES = N_("Commande. Écrivez oui pour confirmer, non pour continuer.")
    CHANGE_IN_MENU = N_("Changez l'adversaire ou les règles dans le menu.")
    CLOCK_IN_MENU = N_("Changez la pendule ou les règles dans le menu.")
    CLOCK_OPTION = N_(
        "Donnez au moins {minutes} minutes avec l'option pendule, ou d'autres règles avec l'option regles."
    )
    END_OF_INPUT = N_("Fin de la saisie, la partie est enregistrée.")
    END_OF_INPUT_UNSAVED = N_("Fin de la saisie. La partie n'a pas pu être enregistrée, {reason}.")
    GAME_WRITTEN_ELSEWHERE = N_("Partie écrite dans {path}. Elle se reprend avec {command}.")
    GAME_NOT_WRITTEN_ELSEWHERE = N_(
        "La partie n'a pas pu être écrite dans {folder} non plus, {reason}. Ses derniers coups sont perdus."
    )
    LEAVE_WITH_YES = N_(
        "Écrivez oui pour quitter, elle est alors écrite dans vos Documents, non pour continuer."
    )
    LEAVE_WITH_QUIT = N_("Écrivez quitte encore pour quitter, elle est alors écrite dans vos Documents.")
    RESUME_WOULD_REPLACE = N_(
        "Une partie est déjà en cours, {path} la remplacerait. Finissez-la d'abord, {command} la reprend."
    )
    ENTRY_CORRECTED = N_("Dernière saisie annulée.")
    THINKING = N_("{name} réfléchit.")
    THINKING_STILL = N_("{name} réfléchit encore. Vous jouerez après son coup.")
    TURN_CORRECTED = N_("Coup {number} corrigé, la suite est notée de nouveau.")
    TURN_LEFT_OUT = N_("Coup {number} retiré de la feuille, la suite est notée de nouveau.")
    WHICH_TURN = N_(
        "Quel coup ? corrige seul annule la dernière saisie, corrige 3 H7 DINE écrit de nouveau le coup 3."
    )
    FILES_WRITTEN = N_("Écrit dans {folder}, {files}.")
    GAME_KEPT = N_(
        "Une partie est en cours, elle n'est pas remplacée. Le menu la reprend, "
        "ou commence une nouvelle partie avec vos options."
    )
    GAME_INTERRUPTED = N_(
        "Partie interrompue et enregistrée, motamot propose de la reprendre au prochain lancement."
    )
    # Two sentences, a braille line each (a topping left for the menu's training).
    TRAINING_GAME_KEPT = N_("Partie interrompue et enregistrée.")
    BACK_TO_TRAINING = N_("Retour à l'entraînement.")
    # The player's own words (``ajoute``, ``retire``; lexicon.additions).
    OWN_WORD_ASK = N_("{word} n'est pas dans {source}. L'ajouter à vos mots ? oui ou non")
    OWN_WORD_ASK_FOR_GAME = N_("{word} n'est pas dans {source}. Le compter pour cette partie ? oui ou non")
    OWN_WORD_ASK_FOR_GOOD = N_(
        "{word} compte pour cette partie. L'ajouter aussi à vos mots, pour les parties suivantes ? oui ou non"
    )
    OWN_WORD_ADDED = N_(
        "Le mot {word} est ajouté à vos mots. Il compte dans vos parties. L'ordinateur ne le joue jamais."
    )
    OWN_WORD_FOR_GAME_ONLY = N_("{word} compte pour cette partie seulement.")
    OWN_WORD_LEFT = N_("Le mot {word} n'est pas ajouté.")
    OWN_WORD_HINT = N_("Votre table connaît {word} ? ajoute {word} le met dans vos mots.")
    OWN_WORD_NOT_WRITTEN = N_("Le mot {word} n'a pas pu être écrit dans vos mots, {reason}. Rien n'a changé.")
    OWN_WORD_GAME_NOT_WRITTEN = N_(
        "Le mot {word} n'a pas pu être enregistré avec la partie, {reason}. Rien n'a changé."
    )
    OWN_WORD_IN_LIST = N_("{word} est déjà dans {source}.")
    OWN_WORD_ALREADY = N_("{word} est déjà dans vos mots.")
    OWN_WORD_REMOVED = N_("Le mot {word} est retiré de vos mots.")
    OWN_WORD_REMOVED_FROM_GAME = N_("{word} ne compte plus pour cette partie.")
    OWN_WORD_NOT_YOURS = N_("{word} n'est pas dans vos mots.")
    OWN_WORD_LIST_UNCHANGED = N_(
        "{word} est dans {source}, pas dans vos mots. La liste n'est jamais modifiée."
    )
    OWN_WORDS_NONE_HERE = N_(
        "À cette table, pas de mots ajoutés. La liste est celle du serveur, "
        "ou vos mots n'ont pas pu être lus au lancement."
    )
    OWN_WORDS_NONE = N_("Aucun mot ajouté. Pendant une partie, ajoute suivi du mot en ajoute un.")
    OWN_WORDS_NOT_READ = N_("Vos mots ajoutés ne comptent pas cette fois, leur fichier reste tel quel.")
    GAME_RESUMED = N_("Partie reprise, coup {number}.")
    BACK_TO_GAME = N_("Retour à la partie, coup {number}.")
    HOW_MANY_OVERDRAWN = N_("Combien de lettres en trop, vues ou non ? Par exemple, pioche {name} 1 vu.")
    HOW_MANY_POINTS = N_("Combien de points ? Par exemple, penalite {name} 5.")
    HOW_MANY_TILES = N_("Combien de lettres ? Par exemple, change 3.")
    INTERRUPTED = N_("Interrompu. La partie est enregistrée.")
    LEFT_SAVED = N_("Partie enregistrée, motamot propose de la reprendre au prochain lancement.")
    GOODBYE = N_("Au revoir.")  # leaving the full screen once the game is over
    INTERRUPTED_UNSAVED = N_("Interrompu. La partie n'avait pas pu être enregistrée.")
    OUTPUT_NOT_WRITTEN = N_("La sortie n'a pas pu être écrite, {reason}.")
    KEY_FAILED = N_("Erreur interne, cette touche n'a rien fait.")
    KEY_WITHOUT_COMMAND = N_("Touche {key}, sans commande ici. F1 pour les touches.")
    KEY_HELP_END = N_("Fin de l'aide des touches.")
    KEY_HELP_MORE = N_("Point d'interrogation pour la suite.")
    KEY_HELP_PAGE = N_("Touches, page {page} sur {pages}.")
    LAST_MOVE_ENDS_GAME = N_("Le dernier coup termine la partie, écrivez conteste ou accepte.")
    # The same, heard by whoever laid it at a table of their own (a seat across homes).
    OWN_LAST_MOVE_AWAITED = N_("Votre coup termine la partie, il attend d'être contesté ou accepté.")
    LAYING_FROM = N_(
        "Pose depuis {square}, {way}, écrivez vos lettres, minuscule pour un joker, Tab change de sens."
    )
    MENU_TITLE = N_("Menu de motamot")
    TRAINING_TITLE = N_("Entraînement de motamot")
    MOVE_NUMBER = N_("Coup {number}, {move}")
    MOVE_WITHDRAWN = N_("Ce coup a été retiré après la contestation, il n'est plus sur la grille.")
    WORD_WITHDRAWN = N_(
        "Le mot {number}, {word}, a été retiré après la contestation, il n'est plus sur la grille."
    )
    NOTHING_AFTER = N_("Rien après, c'est la dernière annonce.")
    NOTHING_BEFORE = N_("Rien avant.")
    NOTHING_TO_CORRECT = N_("Rien à corriger, aucune saisie.")
    NOTHING_TO_RESUME = N_("Aucune partie à reprendre, {command} en commence une.")
    NOT_A_PLAYER = N_("{name} n'est pas parmi les joueurs.")
    NO_MENU_IN_REFEREE = N_("Pas de menu en arbitrage, aide donne les commandes, quitte termine.")
    NO_MOVE_WITH_RACK = N_("Aucun coup possible avec ce tirage.")
    NO_MOVE_YET = N_("Aucun coup joué.")
    NO_OTHER_TILE = N_("Aucune autre case occupée.")
    NO_OTHER_PREMIUM = N_("Aucune autre case de prime libre.")
    NO_OTHER_ANCHOR = N_("Aucune autre case où poser un mot.")
    NO_REFEREE_TO_RESUME = N_(
        "Aucun arbitrage à reprendre. "
        "Pour en commencer un, donnez les noms des joueurs avec l'option joueurs."
    )
    NO_SUCH_TURN = N_("Pas de coup {number} à analyser.")
    NO_WORD_YET = N_("Aucun mot posé.")
    WHO_RESIGNS = N_("Qui abandonne ? Par exemple, abandon {name}.")
    WHO_LOSES = N_("Qui est déclaré perdant ? Par exemple, perdu {name}.")
    WHO_IS_LATE = N_("Qui ? Par exemple, retard {name}, puis arrive {name}.")
    PENALTY_FOR_WHOM = N_(
        "Pour qui ? Par exemple, avertissement {name}, penalite {name} 20, pioche {name} 1 vu."
    )
    PLAYER = N_("Joueur")
    PLAYER_NUMBER = N_("Joueur {number}")
    NAMES_COMPLETED = N_(
        "Une partie entre personnes se joue de 2 à 4, ici {count}, {names}. Donnez tous les noms avec "
        "l'option joueurs, séparés par des virgules."
    )
    PRESENCE_RESTORED = N_("Présence {de_name} à la ronde {round} rétablie.")
    RACKS_UNKNOWN = N_("En arbitrage, motamot ne connaît pas les chevalets, les lettres sont sur la table.")
    SHEETS_AT_THE_END = N_(
        "Les feuilles s'enregistrent une fois la partie finie, elles montrent chaque tirage. "
        "La commande feuille les lit dès maintenant."
    )
    REFEREE_GAME_OVER = N_("Écrivez feuille pour la relire, export pour l'enregistrer, quitte pour finir.")
    REFEREE_INTERRUPTED = N_("Arbitrage interrompu, {program} arbitre le reprend.")
    REFEREE_IN_PROGRESS = N_(
        "Un arbitrage est en cours, {program} arbitre le reprend. "
        "Pour en commencer un autre, ajoutez l'option nouvelle."
    )
    REFEREE_NAMES = N_(
        "Donnez les noms des joueurs avec l'option joueurs, de 2 à 4, séparés par des virgules."
    )
    REGISTERED = N_("Inscription {de_name}, numéro {number}. Sa {rating}.")  # rating: rating_text
    SETTINGS_NOT_KEPT = N_("Réglage appliqué pour cette fois seulement, il n'a pas pu être gardé, {reason}.")
    SHEETS_WRITTEN = N_("Feuilles enregistrées, {files}.")
    NO_EVENING_GAMES = N_(
        "Aucune partie de salle finie aujourd'hui dans {folder}. "
        "Nommez les fichiers des parties à classer après l'option soiree."
    )
    SHIPPED_LIST_KEPT = N_("La liste de mots de motamot reste utilisée.")
    STATUS_LINE = N_("{scores}. Sac, {bag}.")
    TOURNAMENT_CREATED = N_("Tournoi « {name} » créé, {path}.")
    ROUNDS_BELOW_MINIMUM = N_(
        "Trop peu de rondes, {rounds}. La formule classique en demande au moins 4 (003, nombre de matchs). "
        "Pour en jouer {rounds} quand même, ajoutez l'option moins-de-rondes."
    )
    ROUNDS_BELOW_FIELD = NP_(
        "Inscrits, {players}. La formule classique demande {count} ronde (003, nombre de matchs). "
        "Ce tournoi en prévoit {rounds}. Pour la suivre, {program} tournoi rondes {path} {count}.",
        "Inscrits, {players}. La formule classique demande {count} rondes (003, nombre de matchs). "
        "Ce tournoi en prévoit {rounds}. Pour les suivre, {program} tournoi rondes {path} {count}.",
    )
    ROUNDS_REFUSED = NP_(
        "Inscrits, {players}. La formule classique demande {count} ronde (003, nombre de matchs). "
        "Pour en jouer {rounds} quand même, ajoutez l'option moins-de-rondes.",
        "Inscrits, {players}. La formule classique demande {count} rondes (003, nombre de matchs). "
        "Pour en jouer {rounds} quand même, ajoutez l'option moins-de-rondes.",
    )
    ROUNDS_FEWER_KEPT = NP_(
        "{count} ronde prévue, à votre demande. La formule classique en demande plus.",
        "{count} rondes prévues, à votre demande. La formule classique en demande plus.",
    )
    ROUNDS_PLANNED = NP_("{count} ronde prévue.", "{count} rondes prévues.")
    ROUNDS_FROM_FIELD = N_("Rondes selon les inscrits, {rounds} pour {players} joueurs (003).")
    HELP_TYPING = N_("Écrivez un coup, H4 MOT en ligne, 4H MOT en colonne, minuscule pour un joker.")
    TOURNAMENT_WAITING = N_(
        "Le fichier du tournoi est utilisé par une autre commande, motamot attend qu'il se libère, "
        "{seconds} secondes au plus."
    )
    TYPE_A_MOVE = N_("Écrivez un coup, par exemple H4 MOT, ou aide.")
    WELCOME_LINES = N_(
        "Bienvenue dans motamot. aide donne les commandes, quitte arrête, menu propose une visite guidée."
    )
    WELCOME_SCREEN = N_(
        "Bienvenue dans motamot. F1 ou point d'interrogation donne les touches, Contrôle Q quitte, F10 "
        "ouvre le menu et sa visite guidée."
    )
    WELCOME_LINES_ALONE = N_("Bienvenue dans motamot. aide donne les commandes, quitte arrête.")
    WELCOME_SCREEN_ALONE = N_(
        "Bienvenue dans motamot. F1 ou point d'interrogation donne les touches, Contrôle Q quitte."
    )
    MENU_NOTHING_TO_LEAVE_TO = N_(
        "Aucune partie où revenir. Entrée choisit la ligne, Contrôle Q quitte motamot."
    )
    DESK_OPENING = N_("Table d'arbitrage, règles {rules}.")
    WHEN_READY = N_("{name}, à vous. Entrée pour entendre votre chevalet.")
    WHICH_COLUMN = N_("Quelle colonne ? Un nombre de 1 à 15, par exemple, colonne 8.")
    WHICH_MOVE = N_("Quel coup ? Un numéro de 1 à {count}, par exemple, coup 1.")
    WHICH_ROW = N_("Quelle ligne ? Une lettre de A à O, par exemple, ligne H.")
    WHICH_SQUARE = N_("Quelle case ? Par exemple, mots H8.")
    WHICH_TILE_WHERE = N_(
        "Quelle lettre, et à quelle place de 1 à {count} ? Par exemple, deplace E 1, ou deplace 7 1."
    )
    WHICH_WORD = N_("Quel mot posé ? Un numéro de 1 à {count}, par exemple, dicte 1.")
    WHOSE_TILES = N_("Les lettres de qui ? Par exemple, reste {name} X U.")
    WITHDRAWN = N_("Retrait {de_name} dès la ronde {round}. Ses points restent.")
    WORD_LIST_COMPILING = NP_(
        "Première lecture de cette liste, {count} mot. motamot la prépare une fois pour toutes, "
        "cela peut prendre une minute.",
        "Première lecture de cette liste, {count} mots. motamot la prépare une fois pour toutes, "
        "cela peut prendre une minute.",
    )
    WORD_LIST_PROGRESS = N_("Liste préparée à {percent} %.")
    WORD_LIST_KEPT = N_("Cette liste sera utilisée pour les parties suivantes.")
    WORD_LIST_UNCHANGED = N_("Rien n'a changé, la liste utilisée reste la même.")


def message(tr: NullTranslations, key: Message, /, **fields: object) -> str:
    """The sentence in the player's language, with its fields filled in (a message with a
    count, ``NP_``, in the singular or the plural by its ``count`` field)."""
    if isinstance(key.value, tuple):
        count = fields["count"]
        assert isinstance(count, int)
        singular, plural = key.value
        text = tr.ngettext(singular, plural, count)
    else:
        text = tr.gettext(key.value)
    if isinstance(number := fields.get("count"), int):  # a count over 999 grouped: "407 001 mots"
        fields["count"] = grouped(tr, number)
    if "{program}" in text:
        fields.setdefault("program", PROGRAM.get())
    # French writes "de" and a name elided: "Inscription d'Émile" ({de_name}).
    for field in ("name", "player"):
        if isinstance(fields.get(field), str):
            fields[f"de_{field}"] = of_name(tr, str(fields[field]))
    return text.format(**fields) if fields else text
