"""Every command of every table, with its words and help: one registry per kind of game.

French words come first (the first is the one help shows), English ones
after; accents are optional when typing. A command id is what key maps and
tests name. The handler is a method of the table (``commands.base.Table`` and
its kinds: ``game``, ``referee``, ``duplicate``, ``room``). A kind of game's
registry takes the shared commands it answers by id, and adds its own.
"""

from __future__ import annotations

from dataclasses import replace

from motamot.commands.registry import Command, Registry, Topic
from motamot.i18n import N_


def _c(
    id: str, words: str, english: str, topic: Topic, help: str, argument: str = "", handler: str = ""
) -> Command:
    return Command(
        id=id,
        words=tuple(words.split()),
        help=help,
        topic=topic,
        handler=handler or id,
        argument=argument,
        english=english,
    )


# Commands every game has, in lines and on screen (the referee desk takes some of them).
PLAY = Topic.PLAY
BOARD = Topic.BOARD
RACK = Topic.RACK
GAME = Topic.GAME
SPEECH = Topic.SPEECH

SHARED = [
    _c(
        "preview",
        "essaie essai try",
        "try",
        PLAY,
        N_("dit les mots et le score d'un coup sans le jouer"),
        "H4 MOT",
    ),
    _c("yes", "oui yes", "yes", PLAY, N_("confirme ce qui vient d'être demandé")),
    _c("no", "non no", "no", PLAY, N_("renonce à ce qui vient d'être demandé")),
    _c("pass", "passe passer pass", "pass", PLAY, N_("passe votre tour"), handler="pass_turn"),
    _c(
        "challenge",
        "conteste contester challenge",
        "challenge",
        PLAY,
        N_("conteste le dernier coup, ou certains de ses mots, au nom d'un autre joueur si son nom précède"),
        N_("MOTS"),
    ),
    _c(
        "accept",
        "accepte accepter accept",
        "accept",
        PLAY,
        N_("accepte le dernier coup qui termine la partie"),
    ),
    _c("resign", "abandon abandonne resign", "resign", PLAY, N_("abandonne la partie, après confirmation")),
    _c(
        "add_word",
        "ajoute ajouter add",
        "add",
        GAME,
        N_("ajoute à vos mots un mot que la liste refuse, après confirmation"),
        N_("MOT"),
    ),
    _c("remove_word", "retire retirer remove", "remove", GAME, N_("retire un mot de vos mots"), N_("MOT")),
    _c("board", "grille board", "board", BOARD, N_("lit toutes les lignes où il y a des lettres")),
    _c("row", "ligne row", "row", BOARD, N_("lit une ligne"), "H"),
    _c("column", "colonne column", "column", BOARD, N_("lit une colonne"), "8"),
    _c(
        "premiums",
        "primes premiums",
        "premiums",
        BOARD,
        N_("les cases primes libres d'une ligne, d'une colonne, ou une case"),
        "H",
    ),
    _c("words", "mots words", "words", BOARD, N_("les mots qui passent par une case"), "H8"),
    _c("braille", "braille", "braille", BOARD, N_("écrit la grille en braille")),
    _c("legend", "legende legend", "legend", BOARD, N_("dit ce que veulent dire les marques de la grille")),
    _c(
        "dictate",
        "dicte dicter dictate",
        "dictate",
        BOARD,
        N_("dicte un mot posé tuile par tuile, le dernier ou le numéro donné"),
        "2",
    ),
    _c("scores", "scores score", "scores", GAME, N_("les scores, et à qui de jouer")),
    _c("bag", "sac bag", "bag", GAME, N_("le nombre de lettres dans le sac")),
    _c("last", "dernier last", "last", GAME, N_("redit le dernier coup")),
    _c("move_number", "coup move", "move", GAME, N_("redit un coup joué, par son numéro"), "3"),
    _c("time", "temps pendule time", "time", GAME, N_("le temps qui reste à la pendule")),
    _c(
        "analysis",
        "analyse analysis",
        "analysis",
        GAME,
        N_("après la partie, chaque coup et le meilleur, tous pour chaque joueur, ordinateur compris"),
        "3",
    ),
    _c("menu", "menu", "menu", GAME, N_("nouvelle partie et réglages")),
    _c("quit", "quitte quitter quit", "quit", GAME, N_("arrête de jouer, la partie reste enregistrée")),
    _c(
        "save_as",
        "enregistre enregistrer save",
        "save",
        GAME,
        N_("écrit la partie dans un fichier à part, dans vos Documents ou le dossier donné"),
        N_("DOSSIER"),
    ),
    _c("help", "aide help ?", "help", GAME, N_("liste les sujets d'aide, ou lit un sujet"), N_("grille")),
    _c("repeat", "repete r repeat", "repeat", SPEECH, N_("redit la dernière annonce")),
    _c("back", "avant back", "back", SPEECH, N_("redit l'annonce d'avant")),
    _c(
        "forward",
        "apres forward",
        "forward",
        SPEECH,
        N_("redit l'annonce d'après, en revenant vers la dernière"),
    ),
    _c("first", "debut first", "first", SPEECH, N_("redit la plus ancienne annonce gardée")),
    _c("latest", "fin latest", "latest", SPEECH, N_("revient à la dernière annonce et la redit")),
    _c("silence", "chut silence", "silence", SPEECH, N_("fait taire la voix")),
    _c(
        "settings",
        "reglages settings",
        "settings",
        SPEECH,
        N_("dit les réglages de la partie"),
        handler="read_settings",
    ),
    _c(
        "verbosity",
        "verbosite verbosity",
        "verbosity",
        SPEECH,
        N_("annonces courtes, normales ou détaillées"),
        N_("court"),
    ),
    _c("spelling", "epeler spell", "spell", SPEECH, N_("épelle les lettres, M comme Maroc"), N_("oui")),
    _c("sounds", "sons sounds", "sounds", SPEECH, N_("les sons, oui ou non"), N_("non")),
    _c(
        "confirm_moves",
        "confirmer confirm",
        "confirm",
        SPEECH,
        N_("fait entendre chaque coup avant de le jouer"),
        N_("oui"),
    ),
]

SHARED += [
    _c("volume", "volume", "volume", SPEECH, N_("le volume des sons, plus fort ou moins fort"), "+"),
    _c(
        "rate",
        "debit rate",
        "rate",
        SPEECH,
        N_("le débit de la voix de motamot, plus vite ou moins vite"),
        "+",
    ),
]

OWN_RACK = [
    _c("hint", "indice hint", "hint", PLAY, N_("un indice, un peu plus à chaque fois")),
    _c("exchange", "change changer exchange", "exchange", PLAY, N_("change ces lettres"), "EEU"),
    _c(
        "rack",
        "chevalet tirage rack",
        "rack",
        RACK,
        N_("lit votre chevalet et la valeur des lettres"),
        handler="read_rack",
    ),
    _c("shuffle", "melange shuffle", "shuffle", RACK, N_("mélange votre chevalet")),
    _c("sort", "trie sort", "sort", RACK, N_("range votre chevalet par ordre alphabétique")),
    _c(
        "move_tile",
        "deplace place",
        "place",
        RACK,
        N_("déplace une lettre, ou la lettre à une place, vers une autre place"),
        "E 1",
    ),
    _c(
        "unseen", "nonvues reliquat unseen", "unseen", RACK, N_("les lettres que vous n'avez pas encore vues")
    ),
]

# A classic game's records, as at the desk (one handler, commands.game): read, and written.
SHEETS = [
    _c("sheet", "feuille sheet", "sheet", GAME, N_("lit la feuille de marque")),
    _c(
        "export",
        "export exporte",
        "export",
        GAME,
        N_("enregistre les feuilles dans un dossier"),
        N_("DOSSIER"),
    ),
]

GAME_COMMANDS = Registry(SHARED + OWN_RACK + SHEETS)

# A seat at a game hosted by a motamot server (motamot.server): the game is kept on the server,
# so nothing writes it on the server's disk (``enregistre``) and there is no menu to go back to.
# At a table on a server: who is there, and what they say to each other.
AT_THE_TABLE = [
    _c("who", "qui who", "who", GAME, N_("qui est à la table, et depuis quand un joueur est absent")),
    _c(
        "rematch",
        "revanche rematch",
        "rematch",
        GAME,
        N_("une fois la partie finie, la rejouer, mêmes joueurs, mêmes règles"),
    ),
    _c("talk", "dis say", "say", GAME, N_("dit un message à la table, 200 caractères au plus"), N_("TEXTE")),
    _c(
        "table_talk",
        "conversation chat",
        "chat",
        SPEECH,
        N_("entendre ce que disent les autres à la table, oui ou non"),
        N_("non"),
    ),
    # Online, silence with a name mutes that person (server.muting); alone, it stops the voice.
    _c(
        "silence",
        "chut silence mute",
        "mute",
        SPEECH,
        N_("fait taire la voix, ou avec un nom, ce que dit cette personne ne vous est plus dit"),
        N_("NOM"),
    ),
    _c(
        "unmute",
        "ecoute unmute",
        "unmute",
        SPEECH,
        N_("ce que dit cette personne vous est de nouveau dit"),
        N_("NOM"),
    ),
]
_TABLE_OWN = {c.id for c in AT_THE_TABLE}
REMOTE_SEAT_COMMANDS = Registry(
    c
    for c in SHARED + OWN_RACK + SHEETS + AT_THE_TABLE
    if c.id not in ("save_as", "menu", "export") and (c in AT_THE_TABLE or c.id not in _TABLE_OWN)
)

# The referee desk: no racks are known, entries name players, sheets are kept.
REFEREE = Topic.REFEREE
DESK_OWN = [
    _c(
        "exchange",
        "change changer exchange",
        "exchange",
        PLAY,
        N_("le joueur change tant de lettres"),
        "3",
        "exchange_count",
    ),
    _c(
        "challenge",
        "conteste contester challenge",
        "challenge",
        PLAY,
        N_("un joueur conteste le dernier coup ou certains mots"),
        N_("NOM MOTS"),
        "challenge_by",
    ),
    _c(
        "unplayed",
        "fiche nonjouees nonvues reliquat tracking unplayed unseen",
        "tracking",
        GAME,
        N_("les lettres pas encore jouées"),
    ),
    _c(
        "warning",
        "avertissement warning",
        "warning",
        REFEREE,
        N_("un avertissement pour un joueur"),
        N_("NOM"),
    ),
    _c(
        "penalty",
        "penalite penalty",
        "penalty",
        REFEREE,
        N_("une pénalité, des points donnés ou ceux de la formule"),
        N_("NOM 5"),
    ),
    _c(
        "overdraw",
        "pioche overdraw",
        "overdraw",
        REFEREE,
        N_("des lettres tirées en trop, vues ou non"),
        N_("NOM 1 vu"),
    ),
    _c(
        "remaining",
        "reste left",
        "left",
        REFEREE,
        N_("à la fin, les lettres restées sur un chevalet"),
        N_("NOM X U"),
    ),
    _c(
        "correct",
        "corrige corriger correct undo",
        "correct",
        REFEREE,
        N_("annule la dernière saisie, ou écrit de nouveau le coup N de la feuille"),
        N_("3"),
    ),
    _c(
        "resign",
        "abandon abandonne resign",
        "resign",
        REFEREE,
        N_("un joueur abandonne, quel que soit son tour, après confirmation"),
        N_("NOM"),
        handler="resign_by",
    ),
    _c(
        "loss",
        "perdu perdant loss",
        "loss",
        REFEREE,
        N_("l'arbitre déclare un joueur perdant, après confirmation"),
        N_("NOM"),
    ),
    _c(
        "stop_clock",
        "pause arrete stop",
        "stop",
        REFEREE,
        N_("arrête la pendule, pour un litige, une grille renversée, une pause permise"),
    ),
    _c("restart_clock", "reprise relance restart", "restart", REFEREE, N_("relance la pendule arrêtée")),
    _c(
        "late",
        "retard late",
        "late",
        REFEREE,
        N_("un joueur absent au début, sa pendule tourne, forfait à la moitié de son temps"),
        N_("NOM"),
    ),
    _c(
        "arrived",
        "arrive arrived",
        "arrived",
        REFEREE,
        N_("le joueur en retard est là, la partie commence"),
        N_("NOM"),
    ),
    _c("sheet", "feuille sheet", "sheet", REFEREE, N_("lit la feuille de marque")),
    _c(
        "export",
        "export exporte",
        "export",
        REFEREE,
        N_("enregistre les feuilles dans un dossier"),
        N_("DOSSIER"),
    ),
    _c("menu", "menu", "menu", GAME, N_("pas de menu en arbitrage"), handler="no_menu"),
    _c(
        "racks_unknown",
        "chevalet tirage rack melange shuffle trie sort deplace place indice hint",
        "rack",
        RACK,
        N_("motamot ne connaît pas les chevalets en arbitrage"),
    ),
]
# Settings and writing the game elsewhere: every table answers them the same way (commands.base.Table).
_EVERY_TABLE = "settings verbosity spelling sounds volume rate save_as legend add_word remove_word".split()
_DESK_SHARED = (
    "preview yes no pass accept board row column premiums words braille dictate scores bag last "
    "move_number time quit help repeat back forward first latest silence"
).split() + _EVERY_TABLE
REFEREE_COMMANDS = Registry([*(GAME_COMMANDS[i] for i in _DESK_SHARED), *DESK_OWN])

# Duplicate alone against the top: the rack is the turn's, moves are handed in.
_DUPLICATE_SHARED = (
    "preview pass board row column premiums words braille dictate scores last time menu quit help "
    "repeat back forward first latest silence hint rack"
).split()
DUPLICATE_OWN = [
    _c(
        "spell_rack",
        "epelle spellrack",
        "spellrack",
        RACK,
        N_("épelle le tirage, A comme Algérie"),
    ),
]
DUPLICATE_COMMANDS = Registry([*(GAME_COMMANDS[i] for i in _DUPLICATE_SHARED + _EVERY_TABLE), *DUPLICATE_OWN])
# Topping (commands.topping): duplicate's commands, four of which work otherwise there. Nothing
# passes a turn: ``passe`` gives the draw up; the time is the draw's, and hints cost some.
_TOPPING_OWN = {
    "pass": N_("abandonne ce tirage, le top est dit et compté manqué, avec la pénalité"),
    "hint": N_("le score du top, puis la longueur de son mot, puis sa case, chacun compté en temps"),
    "time": N_("le temps de ce tirage, ce qui reste avant la limite, et le temps total"),
    "scores": N_("le numéro du tirage, le temps total et les tops manqués"),
}
TOPPING_COMMANDS = Registry(
    replace(c, help=_TOPPING_OWN[c.id]) if c.id in _TOPPING_OWN else c for c in DUPLICATE_COMMANDS
)
# A player of a duplicate room online (motamot.server): as duplicate alone, nothing written on
# the server's disk, no menu.
REMOTE_DUPLICATE_COMMANDS = Registry(
    c
    for c in [*DUPLICATE_COMMANDS, *AT_THE_TABLE]
    if c.id not in ("save_as", "menu") and (c in AT_THE_TABLE or c.id not in _TABLE_OWN)
)

# The arbiter of a duplicate room: players' slips start with their name (commands.room).
_ROOM_SHARED = (
    "preview board row column premiums words braille dictate time menu quit help repeat back forward "
    "first latest silence rack"
).split()
ROOM_OWN = [
    _c(
        "close_turn",
        "top",
        "top",
        PLAY,
        N_("ferme le coup, le top case par case, les scores du coup, puis le tirage suivant"),
    ),
    _c("ranking", "classement ranking", "ranking", GAME, N_("le classement, total et négatif de chacun")),
]
ROOM_COMMANDS = Registry(
    [
        *(GAME_COMMANDS[i] for i in _ROOM_SHARED + _EVERY_TABLE),
        *DUPLICATE_OWN,
        *ROOM_OWN,
        REFEREE_COMMANDS["export"],
    ]
)

# What a player may ask while the computer chooses its move (sessions.thinking): every command
# that reads and changes nothing of the game. Leaving (quit, menu) waits for the move too.
WHILE_THE_COMPUTER_THINKS = frozenset(
    (
        "board row column premiums words braille legend dictate scores bag last move_number time help repeat "
        "back forward first latest silence sheet"
    ).split()
    + _EVERY_TABLE
)
# Reading or arranging one's own rack while the computer thinks: only with one person at the table
# (between people, the rack belongs to whoever has the keyboard).
OWN_RACK_WHILE_THINKING = frozenset("rack unseen shuffle sort move_tile".split())


def is_quit_word(typed: str) -> bool:
    """Whether ``typed`` is one of the words that quit a game (``quitte``, ``quitter``,
    ``quit``, accents and case aside): the menus take them as every table does."""
    found = GAME_COMMANDS.find(typed.strip())
    return found is not None and found.id == "quit"
