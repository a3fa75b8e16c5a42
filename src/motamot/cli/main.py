"""The ``motamot`` command. Exit status: 0 yes, 1 no, 2 bad usage or unreadable input."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from gettext import NullTranslations

from motamot.application.output import EXIT_BROKEN_PIPE, EXIT_NO, EXIT_USAGE, EXIT_YES, Output
from motamot.application.training import EXERCISES
from motamot.cli.argparse_words import in_language
from motamot.cli.diagnostic import motamot_version, run_diagnostic
from motamot.cli.duplicate import TRAINING_MINUTES, run_duplicate
from motamot.cli.engine_commands import run_autoplay, run_moves
from motamot.cli.output import read_record, started_as
from motamot.cli.play import run_play
from motamot.cli.referee import run_referee
from motamot.cli.sheets import run_blank_sheets
from motamot.cli.spoken_parser import SpokenParser
from motamot.cli.tour import run_tour
from motamot.cli.tournament import run_tournament
from motamot.cli.training import LENGTHS, LIMIT_MINUTES, letters_reader, ranks_reader, run_training
from motamot.cli.words import run_check, run_wordlist
from motamot.describe.command_line import (
    PROGRAM,
    argument_name,
    describe_bad_choice,
    describe_help_hint,
    describe_unknown_command,
)
from motamot.describe.files import describe_record_error, describe_system_reason, describe_written_elsewhere
from motamot.describe.menu import describe_settings_damage
from motamot.describe.messages import Message, message
from motamot.describe.replay import replay_lines
from motamot.engine.players import LEVELS
from motamot.files import RecordError, remove_stale_temporaries, system_reason
from motamot.i18n import LANGUAGES, fold, language_from_environment, translation
from motamot.net.protocol import DEFAULT_PORT, port_joined
from motamot.records.replay import replay_record
from motamot.rules.duplicate import FFSC, RULES
from motamot.rules.variants import PRESETS
from motamot.sessions.autosave import AutosavedSession
from motamot.settings import (
    ENGLISH_VERBOSITIES,
    VERBOSITIES,
    Voice,
    data_dir,
    documents_dir,
    load_settings,
    settings_path,
)
from motamot.speech.speakers import SPEAKER_CHOICES
from motamot.tournament.model import BEST_OF_THREE


def _default_for(defaults: bool) -> Callable[[object], object]:
    """An option's default on the main parser; on a subcommand's copy, none (SUPPRESS), so
    that an option given before the command is not reset by the copy's default."""
    return lambda value: value if defaults else argparse.SUPPRESS


def _common_options(tr: NullTranslations, parser: argparse.ArgumentParser, defaults: bool) -> None:
    """Options accepted before the command and after it (``motamot verifier --lexique F MOT``)."""
    _language_option(tr, parser, defaults)
    parser.add_argument(
        "--lexique",
        "--word-list",
        dest="word_list",
        metavar=tr.gettext("FICHIER"),
        default=_default_for(defaults)(None),
        help=tr.gettext("liste de mots à utiliser, un mot par ligne, remplace le réglage"),
    )


def _language_option(tr: NullTranslations, parser: argparse.ArgumentParser, defaults: bool) -> None:
    _ = tr.gettext
    default = _default_for(defaults)
    parser.add_argument(
        "--langue",
        "--lang",
        dest="language",
        choices=LANGUAGES,
        default=default(None),
        help=_("langue des messages"),
    )


def _table_options(tr: NullTranslations, parser: argparse.ArgumentParser, defaults: bool) -> None:
    """Who plays, by which rules, with which bag: for the commands that seat players."""
    default = _default_for(defaults)
    _players_options(tr, parser, default)
    _seed_option(tr, parser, default)


def _seed_option(
    tr: NullTranslations, parser: argparse.ArgumentParser, default: Callable[[object], object]
) -> None:
    parser.add_argument(
        "--graine",
        "--seed",
        dest="seed",
        type=int,
        metavar="N",
        default=default(None),
        help=tr.gettext("graine du tirage, pour rejouer le même sac"),
    )


def _players_options(
    tr: NullTranslations, parser: argparse.ArgumentParser, default: Callable[[object], object]
) -> None:
    """Who plays and by which rules."""
    _ = tr.gettext
    parser.add_argument(
        "--joueurs",
        "--players",
        dest="players",
        metavar=_("NOMS"),
        default=default(None),
        help=_("noms des joueurs, séparés par des virgules, 2 à 4, ou autant que la salle en duplicate"),
    )
    _rules_option(tr, parser, default)


def _rules_option(
    tr: NullTranslations, parser: argparse.ArgumentParser, default: Callable[[object], object]
) -> None:
    _ = tr.gettext
    parser.add_argument(
        "--regles",
        "--rules",
        dest="rules",
        choices=sorted(preset.value for preset in PRESETS),
        default=default(None),
        help=_("formule de jeu, par défaut, celle des réglages, ffsc"),
    )


# The opponents by their French names (what settings hold), and their English names.
OPPONENTS = [*(level.value for level in LEVELS), "aucun"]
ENGLISH_OPPONENTS = dict(
    zip(["beginner", "intermediate", "expert", "champion", "none"], OPPONENTS, strict=True)
)


def opponent_names(english: bool) -> list[str]:
    """The opponents as a player writes them, in their language."""
    return (
        list(ENGLISH_OPPONENTS) if english else ["débutant", "intermédiaire", "expert", "champion", "aucun"]
    )


def opponent_reader(tr: NullTranslations) -> Callable[[str], str]:
    """``--contre``: a level or ``aucun``, in French or in English, accents optional; else
    what was typed and the choices, in the player's language (never Python's names)."""

    def opponent(text: str) -> str:
        folded = fold(text)
        for name in OPPONENTS:
            if folded == fold(name):
                return name
        if folded in ENGLISH_OPPONENTS:
            return ENGLISH_OPPONENTS[folded]
        english = tr.gettext("aucun") != "aucun"
        raise argparse.ArgumentTypeError(
            describe_bad_choice(
                tr,
                argument_name(tr, "against" if english else "contre", option=True),
                text,
                opponent_names(english),
            )
        )

    return opponent


def _classic_options(
    tr: NullTranslations, parser: argparse.ArgumentParser, default: Callable[[object], object]
) -> None:
    """The classic game's own options: the opponent, the kind of clock, the full screen."""
    timing = _opponent_options(tr, parser, default)
    timing.add_argument(
        "--credit",
        "--shared-time",
        dest="shared_credit",
        type=int,
        choices=range(1, 181),
        metavar="MIN",
        help=tr.gettext("minutes d'un crédit-temps commun à tous les joueurs, de 1 à 180"),
        default=default(None),
    )
    _screen_option(tr, parser, default)


def _opponent_options(
    tr: NullTranslations, parser: argparse.ArgumentParser, default: Callable[[object], object]
) -> argparse._MutuallyExclusiveGroup:
    """The opponent and the clock (a chess clock, or minutes a move); the clock's group, for
    another kind of clock."""
    _ = tr.gettext
    against = parser.add_argument(
        "--contre",
        "--against",
        dest="against",
        type=opponent_reader(tr),
        metavar=_("NIVEAU"),
        help=_(
            "le niveau de l'ordinateur, ou aucun pour jouer entre personnes. Par défaut, celui des réglages"
        ),
        default=default(None),
    )
    against.choices_by_language = {"fr": opponent_names(False), "en": opponent_names(True)}  # type: ignore[attr-defined]  # our attribute on argparse's Action, read by SpokenParser
    timing = parser.add_mutually_exclusive_group()
    timing.add_argument(
        "--pendule",
        "--clock",
        dest="clock",
        type=int,
        choices=range(0, 181),
        metavar="MIN",
        help=_("minutes de pendule par joueur, de 0 à 180. 0, sans pendule"),
        default=default(None),
    )
    timing.add_argument(
        "--chrono",
        "--per-move",
        dest="per_move",
        type=int,
        choices=range(1, 11),
        metavar="MIN",
        help=_("minutes par coup, de 1 à 10. Un coup non joué à temps est passé"),
        default=default(None),
    )
    return timing


def _screen_option(
    tr: NullTranslations, parser: argparse.ArgumentParser, default: Callable[[object], object]
) -> None:
    _ = tr.gettext
    parser.add_argument(
        "--ecran",
        "--screen",
        dest="screen",
        action="store_true",
        default=default(False),
        help=_("interface plein écran, la grille au curseur, les flèches pour s'y déplacer"),
    )


def _game_options(
    tr: NullTranslations, parser: argparse.ArgumentParser, defaults: bool, classic: bool = True
) -> None:
    """How a game is played: accepted before a game's command and after ``menu``. Without
    ``classic`` (duplicate, training), no opponent nor kind of clock: none applies there; the
    full screen does, and ``--ecran`` given before the command is kept."""
    _ = tr.gettext

    default = _default_for(defaults)

    if classic:
        _classic_options(tr, parser, default)
    else:
        parser.set_defaults(against=None, clock=None, per_move=None, shared_credit=None)
        _screen_option(tr, parser, default)
    parser.add_argument(
        "--reprendre",
        "--resume",
        dest="resume",
        nargs="?",
        const=True,
        metavar=_("FICHIER"),
        default=default(False),
        help=_("reprend la partie en cours, ou celle écrite dans ce fichier par enregistre"),
    )
    _hearing_options(tr, parser, default)


def _hearing_options(
    tr: NullTranslations, parser: argparse.ArgumentParser, default: Callable[[object], object]
) -> None:
    """How the game is heard and shown: who speaks, how much, the cues, in lines or not."""
    _ = tr.gettext
    voice = parser.add_argument(
        "--voix",
        "--voice",
        dest="voice",
        choices=[*SPEAKER_CHOICES, *(voice.value for voice in Voice if voice is not Voice.AUTO)],
        metavar=_("QUI"),
        help=_("qui parle, votre lecteur d'écran, la voix de motamot, des lignes écrites seulement ou rien"),
        default=default(None),
    )
    voice.choices_by_language = {  # type: ignore[attr-defined]  # our attribute on argparse's Action, read by SpokenParser
        "fr": [v.value for v in Voice],
        "en": list(SPEAKER_CHOICES),
    }
    verbosity = parser.add_argument(
        "--verbosite",
        "--verbosity",
        dest="verbosity",
        choices=[*VERBOSITIES, *ENGLISH_VERBOSITIES],
        metavar=_("DÉTAIL"),
        help=_("annonces courtes, normales ou détaillées"),
        default=default(None),
    )
    verbosity.choices_by_language = {  # type: ignore[attr-defined]  # our attribute on argparse's Action, read by SpokenParser
        "fr": [str(v) for v in VERBOSITIES],
        "en": list(ENGLISH_VERBOSITIES),
    }
    parser.add_argument(
        "--epeler",
        "--spell",
        dest="spell",
        action="store_true",
        default=default(False),
        help=_("épeler les lettres, M comme Maroc"),
    )
    parser.add_argument(
        "--sans-sons",
        "--no-sounds",
        dest="no_sounds",
        action="store_true",
        default=default(False),
        help=_("sans les petits sons"),
    )
    parser.add_argument(
        "--lignes",
        "--lines",
        dest="lines",
        action="store_true",
        default=default(False),
        help=_("interface en lignes de texte, pour un lecteur d'écran en console ou un afficheur braille"),
    )


Run = Callable[[argparse.Namespace, NullTranslations, Output], int]


def _remote(name: str, module: str = "remote") -> Run:
    """A command of games across homes, loaded when asked: aiohttp would slow every start."""

    def run(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
        return int(getattr(importlib.import_module(f"motamot.cli.{module}"), name)(args, tr, out))

    return run


def _port_option(tr: NullTranslations, parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, metavar="PORT", help=tr.gettext("port, par défaut, 8765")
    )


def build_parser(tr: NullTranslations, english: bool = False) -> argparse.ArgumentParser:
    _ = tr.gettext
    server_example = _("le serveur, par exemple, 192.168.1.20, port 8765")
    parser = SpokenParser(
        prog="motamot",
        description=_("Scrabble classique en français, au clavier, à la voix et en braille."),
        tr=tr,
        english=english,
    )
    parser.add_argument(
        "--version", action="version", version=f"motamot {motamot_version()}", help=_("la version de motamot")
    )
    _common_options(tr, parser, defaults=True)
    _table_options(tr, parser, defaults=True)
    _game_options(tr, parser, defaults=True)
    common = argparse.ArgumentParser(add_help=False)
    _common_options(tr, common, defaults=False)
    table = argparse.ArgumentParser(add_help=False)
    _table_options(tr, table, defaults=False)
    game = argparse.ArgumentParser(add_help=False)
    _game_options(tr, game, defaults=False)
    # A game created on a server: its players, rules, opponent and clock, nothing of how it
    # is heard (each player's own motamot) nor its word list and bag (the server's).
    created = argparse.ArgumentParser(add_help=False)
    _language_option(tr, created, defaults=False)
    _players_options(tr, created, _default_for(False))
    _opponent_options(tr, created, _default_for(False))
    # A seat taken on a server: how it is heard and shown, the game being the server's.
    seat = argparse.ArgumentParser(add_help=False)
    _language_option(tr, seat, defaults=False)
    _hearing_options(tr, seat, _default_for(False))
    _screen_option(tr, seat, _default_for(False))
    commands = parser.add_subparsers(dest="command", metavar=_("COMMANDE"))

    replay = commands.add_parser(
        "partie",
        parents=[common],
        aliases=["replay"],
        help=_("rejoue et vérifie une partie enregistrée au format GCG"),
        description=_("Rejoue une partie GCG, pour chaque coup, le score calculé et le score noté."),
    )
    replay.add_argument("file", metavar=_("FICHIER.gcg"), help=_("la partie enregistrée au format GCG"))
    replay.set_defaults(run=run_replay)

    tour = commands.add_parser(
        "visite",
        parents=[common, table, game],
        aliases=["tour"],
        help=_("visite guidée, la grille à l'oreille, la lire, puis un coup pour s'exercer"),
        description=_(
            "La grille, ses cases primes et le vocabulaire du plateau braille, lire une ligne, une "
            "colonne et le chevalet, écrire et entendre un coup, puis le jouer. Reprend où elle s'est "
            "arrêtée."
        ),
    )
    tour.set_defaults(run=run_tour)

    server = commands.add_parser(
        "serveur",
        parents=[common],
        aliases=["server"],
        help=_("accueille des parties pour des joueurs chez eux, qui les rejoignent par invitation"),
        description=_(
            "Un serveur motamot, ses parties gardées dans un fichier SQLite, chaque coup écrit avant "
            "d'être annoncé. Écoute sur 127.0.0.1 sauf si une adresse est donnée."
        ),
    )
    server.add_argument(
        "--adresse",
        "--host",
        dest="host",
        default="127.0.0.1",
        metavar=_("ADRESSE"),
        help=_("adresse où écouter, 0.0.0.0 pour le réseau, par défaut, 127.0.0.1"),
    )
    _port_option(tr, server)
    server.add_argument(
        "--fichier",
        "--file",
        dest="file",
        metavar=_("FICHIER"),
        help=_("fichier des parties, par défaut, serveur.sqlite dans le dossier des données"),
    )
    server.add_argument(
        "--certificat",
        "--certificate",
        dest="certificate",
        metavar=_("FICHIER"),
        help=_("certificat TLS, pour des connexions chiffrées sans relais"),
    )
    server.add_argument(
        "--cle", "--key", dest="key", metavar=_("FICHIER"), help=_("clé privée du certificat")
    )
    server.add_argument(
        "--derriere-proxy",
        "--behind-proxy",
        dest="behind_proxy",
        nargs="?",
        const="127.0.0.1",
        default=None,
        metavar=_("ADRESSE"),
        help=_(
            "derrière un relais web, nginx ou Caddy, à cette adresse, cette machine par défaut, "
            "l'adresse de chaque joueur est celle que le relais ajoute à X-Forwarded-For. L'en-tête "
            "venu d'ailleurs est ignoré, et sans cette option toujours"
        ),
    )
    server.add_argument(
        "--parties-max",
        "--max-games",
        dest="max_games",
        type=int,
        default=100_000,
        metavar="N",
        help=_("nombre de parties gardées au plus"),
    )
    server.add_argument(
        "--garde",
        "--keep",
        dest="keep_days",
        type=int,
        default=90,
        metavar=_("JOURS"),
        help=_("jours sans action après lesquels une partie, finie ou non, est supprimée. 0, jamais"),
    )
    server.add_argument(
        "--graine",
        "--seed",
        dest="seed",
        type=int,
        metavar="N",
        help=_("graine des tirages, pour rejouer les mêmes parties"),
    )
    server.set_defaults(run=_remote("run_server"))

    invite = commands.add_parser(
        "inviter",
        parents=[created],
        aliases=["invite"],
        help=_("crée une partie sur un serveur et donne une invitation par joueur"),
        description=_(
            "Crée une partie sur le serveur, avec les options joueurs et contre comme une partie ici, "
            "et dit l'invitation de chaque joueur, quatre mots à lui dire."
        ),
    )
    invite.add_argument("address", metavar=_("ADRESSE"), help=server_example)
    invite.add_argument(
        "--fichier",
        "--file",
        dest="file",
        metavar=_("FICHIER"),
        help=_("le fichier des parties du serveur de cette machine, quand il a été lancé avec le sien"),
    )
    invite.add_argument(
        "--duplicate",
        dest="duplicate",
        action="store_true",
        help=_(
            "une salle de duplicate, le même tirage pour tous, 3 minutes par coup sauf avec l'option chrono"
        ),
    )
    _variant_option(tr, invite)
    hints = invite.add_argument(
        "--indices",
        "--hints",
        dest="hints",
        choices=["oui", "non", "yes", "no"],
        metavar=_("RÉPONSE"),
        help=_("les indices, qui donnent le top. Par défaut, oui contre l'ordinateur, non entre personnes"),
    )
    hints.choices_by_language = {"fr": ["oui", "non"], "en": ["yes", "no"]}
    invite.add_argument(
        "--cle",
        "--key",
        dest="organiser_key",
        nargs=4,
        metavar=_("MOTS"),
        help=_(
            "la clé de l'organisateur, quatre mots, que le serveur a dits à son premier lancement. "
            "Sur la machine du serveur, inutile de la donner"
        ),
    )
    invite.add_argument(
        "--classee",
        "--rated",
        dest="rated",
        action="store_true",
        help=_(
            "une partie classée, sans indices, où le classement de chaque joueur venu avec sa carte "
            "change avec le résultat"
        ),
    )
    invite.add_argument(
        "--liste",
        "--list",
        dest="list_games",
        action="store_true",
        help=_("dit les parties du serveur, sans en créer"),
    )
    invite.add_argument(
        "--supprime",
        "--remove",
        dest="remove_game",
        type=int,
        metavar="N",
        help=_("supprime la partie numéro N du serveur, ses joueurs sont prévenus"),
    )
    invite.add_argument(
        "--supprime-carte",
        "--remove-card",
        dest="remove_card",
        metavar=_("NOM"),
        help=_("supprime la carte de ce joueur, elle n'ouvre plus rien et son nom est libre"),
    )
    lobby_talk = invite.add_argument(
        "--salon",
        "--lobby-talk",
        dest="lobby_talk",
        choices=["oui", "non", "yes", "no"],
        metavar=_("RÉPONSE"),
        help=_("ouvre ou ferme la conversation du salon, les personnes au salon en sont prévenues"),
    )
    lobby_talk.choices_by_language = {"fr": ["oui", "non"], "en": ["yes", "no"]}
    invite.set_defaults(run=_remote("run_invite"))

    join = commands.add_parser(
        "rejoindre",
        parents=[seat],
        aliases=["join"],
        help=_("prend sa place à une partie d'un serveur, avec son invitation"),
        description=_(
            "Joue à sa place d'une partie à distance, en plein écran ou en lignes, avec toutes les "
            "commandes d'une partie ici. La connexion perdue est reprise, la place attend sur le serveur."
        ),
    )
    join.add_argument("address", metavar=_("ADRESSE"), help=server_example)
    join.add_argument(
        "invitation", nargs="+", metavar=_("INVITATION"), help=_("les quatre mots de l'invitation")
    )
    join.set_defaults(run=_remote("run_join"))

    spoken = argparse.ArgumentParser(add_help=False)  # only the language of what is said
    _language_option(tr, spoken, defaults=False)
    card = commands.add_parser(
        "carte",
        parents=[spoken],
        aliases=["card"],
        help=_("fait votre carte de joueur sur un serveur, qui vous reconnaît d'une partie à l'autre"),
        description=_(
            "Votre carte sur ce serveur, gardée sur cet ordinateur. La commande rejoindre l'envoie avec "
            "l'invitation, et parties dit vos parties. Le serveur ne garde que votre nom."
        ),
    )
    card.add_argument("address", metavar=_("ADRESSE"), help=server_example)
    card.add_argument("name", nargs="+", metavar=_("NOM"), help=_("votre nom à la table"))
    card.set_defaults(run=_remote("run_card"))

    games = commands.add_parser(
        "parties",
        parents=[seat],
        aliases=["games"],
        help=_("vos parties sur un serveur, à qui de jouer, et y prendre votre place"),
        description=_(
            "Vos parties sur ce serveur, avec votre carte, les autres joueurs, les scores, à qui "
            "de jouer, depuis quand. Avec un numéro de partie, y prend votre place."
        ),
    )
    games.add_argument("address", metavar=_("ADRESSE"), help=server_example)
    games.add_argument(
        "game",
        nargs="?",
        type=int,
        metavar=_("NUMÉRO"),
        help=_("le numéro d'une partie où prendre votre place"),
    )
    games.set_defaults(run=_remote("run_games"))

    lobby = commands.add_parser(
        "salon",
        parents=[seat],
        aliases=["lobby"],
        help=_("le salon d'un serveur, ses tables ouvertes, pour y trouver des adversaires"),
        description=_(
            "Le salon de ce serveur, avec votre carte, qui est là, les tables ouvertes, une table "
            "à proposer ou une place à prendre. La partie commence quand sa table est complète."
        ),
    )
    lobby.add_argument("address", metavar=_("ADRESSE"), help=server_example)
    lobby.add_argument(
        "--lien",
        "--link",
        dest="page_link",
        action="store_true",
        help=_("dit l'adresse de la page web du salon, pour un navigateur, sans entrer au salon"),
    )
    lobby.set_defaults(run=_remote("run_lobby"))

    share = commands.add_parser(
        "partager",
        parents=[common, table, game],
        aliases=["share"],
        help=_("joue ici une partie que le partenaire voyant regarde sur sa tablette ou son téléphone"),
        description=_(
            "Une partie jouée ici, avec les options joueurs et contre comme d'habitude, partagée sur le "
            "réseau de la maison. motamot dit le lien de la page à regarder et en montre le code QR."
        ),
    )
    share.add_argument(
        "--adresse",
        "--host",
        dest="host",
        metavar=_("ADRESSE"),
        help=_(
            "adresse de cette machine, où écouter et que dit le lien. Par défaut, motamot écoute sur "
            "toutes et dit celle trouvée sur le réseau"
        ),
    )
    _port_option(tr, share)
    share.set_defaults(run=_remote("run_share", "share"))

    browser = commands.add_parser(
        "navigateur",
        parents=[common],
        aliases=["browser"],
        help=_("joue dans votre navigateur, une page faite pour les lecteurs d'écran"),
        description=_(
            "Votre partie contre l'ordinateur dans une page de votre navigateur, sur cette machine "
            "seulement. La partie laissée en cours est reprise au lancement suivant. Ctrl+C, ou la "
            "page fermée, arrête motamot."
        ),
    )
    _rules_option(tr, browser, _default_for(False))
    _opponent_options(tr, browser, _default_for(False))
    browser.add_argument(
        "--graine",
        "--seed",
        dest="seed",
        type=int,
        metavar="N",
        help=_("graine du tirage, pour rejouer le même sac"),
    )
    browser.add_argument(
        "--port",
        type=int,
        default=0,
        metavar="PORT",
        help=_("port où écouter, par défaut, un port libre choisi à chaque lancement"),
    )
    browser.add_argument(
        "--sans-ouvrir",
        "--no-open",
        dest="no_open",
        action="store_true",
        help=_("dit l'adresse de la page sans ouvrir le navigateur"),
    )
    browser.set_defaults(run=_remote("run_browser", "browser"))

    sheets = commands.add_parser(
        "feuilles",
        parents=[common],
        aliases=["sheets"],
        help=_("écrit une feuille de marque et une feuille de match vierges, à imprimer et à embosser"),
        description=_(
            "Pour un club qui garde le papier, la feuille de marque et la feuille de match vierges, "
            "en page HTML à imprimer et en fichier BRF pour une embosseuse braille."
        ),
    )
    sheets.add_argument("folder", nargs="?", metavar=_("DOSSIER"), help=_("par défaut, le dossier courant"))
    sheets.set_defaults(run=run_blank_sheets)

    diagnostic = commands.add_parser(
        "diagnostic",
        parents=[common, game],
        aliases=["diagnostics"],
        help=_("dit le lecteur d'écran, la voix, les sons, la liste de mots et les dossiers utilisés"),
        description=_(
            "Ce que motamot a trouvé sur cette machine et pourquoi, en lignes à lire ou à envoyer "
            "à qui vous aide."
        ),
    )
    diagnostic.set_defaults(run=run_diagnostic)

    check = commands.add_parser(
        "verifier",
        parents=[common],
        aliases=["check"],
        help=_("vérifie des mots dans la liste de mots"),
        description=_("Une ligne par mot, valable ou non. Sortie 0 si tous le sont, 1 sinon."),
    )
    check.add_argument(
        "words", nargs="+", metavar=_("MOT"), help=_("un mot ou plusieurs, séparés par une espace")
    )
    check.set_defaults(run=run_check)

    word_list = commands.add_parser(
        "lexique",
        parents=[common],
        aliases=["wordlist"],
        help=_("choisit la liste de mots, la vôtre, ou celle de motamot"),
        description=_(
            "Sans argument, dit quelle liste est utilisée. Avec un fichier, le vérifie, le compile "
            "et le retient pour les parties suivantes."
        ),
    )
    choice = word_list.add_mutually_exclusive_group()
    choice.add_argument(
        "file",
        nargs="?",
        metavar=_("FICHIER"),
        help=_("votre liste, un mot par ligne, ou un dictionnaire Eliot"),
    )
    choice.add_argument(
        "--motamot", dest="shipped", action="store_true", help=_("revient à la liste livrée avec motamot")
    )
    choice.add_argument(
        "--ajouts",
        "--added",
        dest="own_words",
        action="store_true",
        help=_("dit vos mots ajoutés pendant les parties, un par ligne"),
    )
    word_list.set_defaults(run=run_wordlist)

    autoplay = commands.add_parser(
        "matchs",
        parents=[common, table],
        aliases=["autoplay"],
        help=_("fait jouer l'ordinateur contre lui-même"),
        description=_("Victoires, scores moyens, scrabbles par partie et temps par coup de deux niveaux."),
    )
    autoplay.add_argument(
        "--parties", "--games", dest="games", type=int, default=10, metavar="N", help=_("nombre de parties")
    )
    autoplay.add_argument(
        "--niveaux",
        "--levels",
        dest="levels",
        metavar=_("NIVEAUX"),
        default="expert,intermediaire",
        help=_("deux niveaux séparés par une virgule, debutant, intermediaire, expert, champion"),
    )
    autoplay.set_defaults(run=run_autoplay)

    moves = commands.add_parser(
        "coups",
        parents=[common],
        aliases=["moves"],
        help=_("les meilleurs coups dans la position à la fin d'une partie GCG"),
        description=_("Les meilleurs coups pour un tirage, en notation française, avec leur score."),
    )
    moves.add_argument("file", metavar=_("FICHIER.gcg"), help=_("la partie enregistrée au format GCG"))
    moves.add_argument(
        "--tirage",
        "--rack",
        dest="rack",
        required=True,
        metavar=_("LETTRES"),
        help=_("lettres du tirage, ? pour un joker"),
    )
    moves.add_argument(
        "--nombre", "--count", dest="count", type=int, default=10, metavar="N", help=_("combien de coups")
    )
    moves.set_defaults(run=run_moves)
    menu = commands.add_parser(
        "menu",
        parents=[common, table, game],
        help=_("ouvre le menu, nouvelle partie, reprise, réglages"),
        description=_("Le menu parlé, adversaire, règles, pendule, voix, langue et tous les réglages."),
    )
    menu.set_defaults(run=run_play)

    referee = commands.add_parser(
        "arbitre",
        parents=[common, table, game],
        aliases=["referee"],
        help=_("arbitre une partie jouée sur le plateau braille, coups, scores, feuille de marque"),
        description=_(
            "Les joueurs annoncent leurs coups, quelqu'un les écrit, motamot vérifie, compte, "
            "annonce et garde la feuille de marque. Règles par défaut, boite, le jeu en braille."
        ),
    )
    referee.add_argument(
        "--premier",
        "--first",
        dest="first",
        metavar=_("NOM"),
        help=_("qui commence, par défaut, le premier nommé"),
    )
    referee.add_argument(
        "--table", dest="table", type=int, metavar="N", help=_("numéro de table, pour la feuille de match")
    )
    referee.add_argument(
        "--ronde",
        "--round",
        dest="round",
        type=int,
        metavar="N",
        help=_("numéro de ronde, pour la feuille de match"),
    )
    referee.add_argument(
        "--nouvelle",
        "--new",
        dest="new",
        action="store_true",
        help=_("commence un nouvel arbitrage même si un autre est en cours"),
    )
    referee.set_defaults(run=run_referee)

    def run_help(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
        """``motamot aide``: the help of motamot, or of one command (``aide tournoi inscris``,
        as a mistake's hint names it), as sentences."""
        shown: argparse.ArgumentParser = parser
        for word in args.topic:
            below = next((a for a in shown._actions if isinstance(a, argparse._SubParsersAction)), None)
            found = below.choices.get(word) if below is not None else None
            if found is None:
                hint = describe_help_hint(tr, None)
                out(describe_unknown_command(tr, word, []) + " " + hint, error=True)
                return EXIT_USAGE
            shown = found
        for line in shown.format_help().splitlines():
            out(line)
        return EXIT_YES

    help_command = commands.add_parser(
        "aide",
        parents=[common],
        aliases=["help"],
        help=_("dit les commandes et les options, ou celles d'une commande"),
        description=_("motamot aide, les commandes de motamot. motamot aide duplicate, celles du duplicate."),
    )
    help_command.add_argument(
        "topic",
        nargs="*",
        metavar=_("COMMANDE"),
        help=_("la commande dont dire les options, tournoi inscris par exemple"),
    )
    help_command.set_defaults(run=run_help)
    duplicate_game = argparse.ArgumentParser(add_help=False)
    _game_options(tr, duplicate_game, defaults=False, classic=False)
    # Players, rules and the bag's seed for the commands that seat players.
    seated = argparse.ArgumentParser(add_help=False, parents=[common, table])
    _duplicate_parser(tr, commands, seated, duplicate_game)
    # Training is alone: one name, the rules and the bag's seed.
    alone = argparse.ArgumentParser(add_help=False, parents=[common])
    alone.add_argument(
        "--joueurs",
        "--players",
        dest="players",
        metavar=_("NOM"),
        help=_("votre nom au topping, Joueur par défaut"),
    )
    _rules_option(tr, alone, _default_for(False))
    _seed_option(tr, alone, _default_for(False))
    _training_parser(tr, commands, alone, duplicate_game)
    # A tournament seats no one: its actions take the language alone, not a game's options.
    language = argparse.ArgumentParser(add_help=False)
    _language_option(tr, language, defaults=False)
    _tournament_parser(tr, commands, language)
    return parser


def _duplicate_parser(
    tr: NullTranslations,
    commands: argparse._SubParsersAction,
    common: argparse.ArgumentParser,
    game: argparse.ArgumentParser,
) -> None:
    _ = tr.gettext
    duplicate = commands.add_parser(
        "duplicate",
        parents=[common, game],
        help=_("partie duplicate, seul contre le top, tirage et temps par coup"),
        description=_(
            "Le même tirage pour tous, le top reste sur la grille. Vous jouez votre coup, "
            "entendez son score, le top et votre négatif. La partie en cours reprend d'elle-même."
        ),
    )
    duplicate.add_argument(
        "--minutes",
        dest="minutes",
        type=int,
        choices=TRAINING_MINUTES,
        default=3,
        help=_("temps par coup en minutes, 3 en tournoi, 1 ou 2 pour s'entraîner"),
    )
    duplicate.add_argument(
        "--refaire",
        "--redo",
        dest="redo",
        metavar=_("FICHIER"),
        help=_("refait une partie enregistrée ou le tableau d'une partie de club, mêmes tirages et tops"),
    )
    _new_game_option(tr, duplicate)
    duplicate.add_argument(
        "--salle",
        "--room",
        dest="room",
        action="store_true",
        help=_("arbitre une salle de joueurs avec leurs jeux braille, nommés par l'option joueurs"),
    )
    duplicate.add_argument(
        "--exporte",
        "--export",
        dest="export",
        metavar=_("FICHIER"),
        help=_("écrit une partie enregistrée en GCG et en tableau, à côté du fichier"),
    )
    duplicate.add_argument(
        "--soiree",
        "--evening",
        dest="evening",
        nargs="*",
        metavar=_("FICHIER"),
        help=_(
            "classe ensemble plusieurs parties d'une salle, par défaut celles finies aujourd'hui, "
            "et écrit le classement dans le dossier courant"
        ),
    )
    _variant_option(tr, duplicate)
    duplicate.set_defaults(run=run_duplicate)


def _training_parser(
    tr: NullTranslations,
    commands: argparse._SubParsersAction,
    common: argparse.ArgumentParser,
    game: argparse.ArgumentParser,
) -> None:
    _ = tr.gettext
    training = commands.add_parser(
        "entrainement",
        parents=[common, game],
        aliases=["training"],
        help=_("s'entraîner au topping, ou aux tirages à résoudre avec vos fiches"),
        description=_(
            "Le topping, par défaut, est une partie duplicate seul où chaque tirage "
            "reste tant que vous n'avez pas trouvé le top. Votre temps compte. La partie en cours "
            "reprend d'elle-même. Les tirages à résoudre viennent par probabilité. Les rallonges "
            "et les mots courts se font à l'oreille. Chaque question résolue ou manquée va dans "
            "vos fiches, à revoir avec revision."
        ),
    )
    training.add_argument(
        "exercise",
        nargs="?",
        choices=EXERCISES,
        default=EXERCISES[0],
        metavar=_("EXERCICE"),
        help=_(
            "l'exercice, top pour le topping, tirages pour les tirages à résoudre, rallonges, "
            "mots-courts, ou revision pour les fiches à revoir aujourd'hui"
        ),
    )
    _draws_options(tr, training)
    training.add_argument(
        "--limite",
        "--limit",
        dest="limit",
        type=int,
        choices=LIMIT_MINUTES,
        default=3,
        help=_("minutes pour trouver chaque top, 3 par défaut, puis le top est dit avec une pénalité"),
    )
    _new_game_option(tr, training)
    training.set_defaults(run=run_training)


def _draws_options(tr: NullTranslations, training: argparse.ArgumentParser) -> None:
    """The choice of draws to solve: 7 + 1, the ranks, the letters held or not, jokers."""
    _ = tr.gettext
    training.add_argument(
        "--plus-un",
        "--plus-one",
        dest="plus_one",
        action="store_true",
        help=_("tirages 7 plus 1, sept lettres et une huitième à trouver"),
    )
    training.add_argument(
        "--rangs",
        "--ranks",
        dest="ranks",
        type=ranks_reader(tr),
        default=(1, 1000),
        metavar=_("PREMIER-DERNIER"),
        help=_("les rangs des tirages, du plus probable, 1-1000 par défaut"),
    )
    training.add_argument(
        "--avec", "--with", dest="holding", type=letters_reader(tr), metavar=_("LETTRES"),
        help=_(
            "les tirages qui ont ces lettres, en mots courts les mots qui les ont, "
            "en rallonges les mots que chaque lettre rallonge"
        ),
    )  # fmt: skip
    training.add_argument(
        "--sans", "--without", dest="without", type=letters_reader(tr), metavar=_("LETTRES"),
        help=_("les tirages qui n'ont aucune de ces lettres"),
    )  # fmt: skip
    training.add_argument(
        "--sans-voyelle",
        "--no-vowel",
        dest="no_vowel",
        action="store_true",
        help=_("les tirages sans voyelle, avec plus-un, car tout mot de 7 lettres en a une"),
    )
    training.add_argument(
        "--longueur",
        "--length",
        dest="length",
        type=int,
        choices=LENGTHS,
        default=2,
        help=_("la longueur des mots des rallonges et des mots courts, 2 par défaut"),
    )
    training.add_argument(
        "--jokers",
        action="store_true",
        help=_("la probabilité compte les jokers, qui peuvent remplacer chaque lettre"),
    )


def _new_game_option(tr: NullTranslations, parser: argparse.ArgumentParser) -> None:
    """``--nouvelle``: a new game although one is in progress (kept, taken up another time)."""
    _ = tr.gettext
    parser.add_argument(
        "--nouvelle",
        "--new",
        dest="new",
        action="store_true",
        help=_("commence une nouvelle partie même si une autre est en cours"),
    )


def _variant_option(tr: NullTranslations, parser: argparse.ArgumentParser) -> None:
    """``--variante joker``: a variant of duplicate, by its rules' name (``rules.duplicate.RULES``)."""
    _ = tr.gettext
    parser.add_argument(
        "--variante",
        "--variant",
        dest="variant",
        choices=list(RULES),
        default=FFSC.name,
        help=_("une variante du duplicate, joker pour un joker dans chaque tirage"),
    )


def _tournament_parser(
    tr: NullTranslations, commands: argparse._SubParsersAction, common: argparse.ArgumentParser
) -> None:
    _ = tr.gettext
    tournament = commands.add_parser(
        "tournoi",
        parents=[common],
        aliases=["tournament"],
        help=_("organise un tournoi classique, inscriptions, appariements, résultats, classement"),
        description=_(
            "La formule classique belge, rondes, appariements, points de match et départages. Un "
            "fichier par tournoi, chaque commande le lit, vérifie et écrit d'un seul coup."
        ),
    )
    tournament.set_defaults(run=run_tournament)
    actions = tournament.add_subparsers(dest="action", metavar=_("ACTION"), required=True)

    def action(name: str, alias: str, help_text: str) -> argparse.ArgumentParser:
        aliases = [alias] if alias != name else []
        parser = actions.add_parser(
            name, aliases=aliases, parents=[common], help=help_text, description=help_text
        )
        parser.set_defaults(action=name)
        parser.add_argument(
            "file", metavar=_("FICHIER"), help=_("le fichier du tournoi, club.tournoi par exemple")
        )
        return parser

    def round_option(parser: argparse.ArgumentParser, help_text: str) -> None:
        parser.add_argument("--ronde", "--round", dest="round", type=int, metavar="N", help=help_text)

    def fewer_rounds(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--moins-de-rondes",
            "--fewer-rounds",
            dest="fewer_rounds",
            action="store_true",
            help=_("accepte moins de rondes que la formule classique n'en demande (003)"),
        )

    create = action("cree", "create", _("crée le fichier d'un nouveau tournoi"))
    create.add_argument("name", metavar=_("NOM"), help=_("nom du tournoi"))
    create.add_argument(
        "--rondes",
        "--rounds",
        dest="rounds",
        type=int,
        metavar="N",
        help=_("nombre de rondes, par défaut, selon les inscrits"),
    )
    fewer_rounds(create)
    create.add_argument(
        "--manches",
        "--games",
        dest="best_of",
        type=int,
        choices=(1, BEST_OF_THREE),
        default=1,
        help=_("3, chaque match en deux manches gagnantes, par défaut une partie"),
    )
    plan = action("rondes", "rounds", _("le nombre de rondes prévu, sans nombre, selon les inscrits"))
    plan.add_argument(
        "rounds",
        nargs="?",
        type=int,
        metavar=_("RONDES"),
        help=_("le nombre de rondes, sans nombre, selon les inscrits"),
    )
    fewer_rounds(plan)
    register = action("inscris", "register", _("inscrit un joueur avec sa cote"))
    register.add_argument(
        "name", metavar=_("NOM"), help=_("le nom du joueur, entre guillemets s'il a plusieurs mots")
    )
    register.add_argument("rating", metavar=_("COTE"), type=int, help=_("sa cote, 0 s'il n'en a pas"))
    register.add_argument(
        "--pl-etoile", "--pl-star", dest="star", action="store_true", help=_("cote PL*, série duplicate")
    )
    action("joueurs", "players", _("la liste des joueurs inscrits"))
    withdraw = action("retire", "withdraw", _("retire un joueur du tournoi, ses points restent"))
    withdraw.add_argument("name", metavar=_("NOM"), help=_("le joueur qui se retire"))
    round_option(withdraw, _("à partir de cette ronde, par défaut, la prochaine"))
    absent = action("absent", "absent", _("un joueur absent à une ronde n'est pas apparié"))
    absent.add_argument("name", metavar=_("NOM"), help=_("le joueur absent"))
    round_option(absent, _("la ronde, par défaut, la prochaine"))
    absent.add_argument(
        "--annule", "--cancel", dest="cancel", action="store_true", help=_("il est présent finalement")
    )
    action("apparie", "pair", _("apparie la ronde suivante"))
    final = action(
        "finale",
        "final",
        _("championnat, la phase finale entre les deux ou quatre premiers, étape par étape"),
    )
    final.add_argument(
        "--finalistes",
        "--finalists",
        dest="size",
        type=int,
        choices=(2, 4),
        help=_("2, une finale, ou 4, demi-finales, puis finale et match pour la troisième place"),
    )
    result = action("resultat", "result", _("écrit ou corrige le résultat d'un match"))
    result.add_argument("first", metavar=_("JOUEUR"), help=_("un joueur de la table"))
    result.add_argument("first_score", metavar=_("SCORE"), type=int, help=_("son score"))
    result.add_argument("second", metavar=_("ADVERSAIRE"), help=_("son adversaire"))
    result.add_argument(
        "second_score", metavar=_("SCORE-ADVERSAIRE"), type=int, help=_("le score de l'adversaire")
    )
    round_option(result, _("la ronde, par défaut, la dernière appariée"))
    result.add_argument(
        "--manche",
        "--game",
        dest="game",
        type=int,
        choices=range(1, BEST_OF_THREE + 1),
        metavar="N",
        help=_("en deux manches gagnantes, la manche écrite ou corrigée, par défaut la suivante"),
    )
    forfeit = action("forfait", "forfeit", _("un match non joué, par l'absence d'un joueur ou des deux"))
    forfeit.add_argument(
        "names", nargs="+", metavar=_("NOM"), help=_("le joueur qui n'est pas venu, ou les deux joueurs")
    )
    round_option(forfeit, _("la ronde, par défaut, la dernière appariée"))
    standings = action("classement", "standings", _("le classement, intermédiaire ou final"))
    round_option(standings, _("après cette ronde, par défaut, la dernière complète"))
    pairings = action("appariements", "pairings", _("les tables d'une ronde et leurs résultats"))
    round_option(pairings, _("la ronde, par défaut, la dernière appariée"))
    export = action("exporte", "export", _("écrit le classement et les appariements en texte, CSV et HTML"))
    export.add_argument(
        "folder",
        nargs="?",
        metavar=_("DOSSIER"),
        help=_("où écrire les fichiers, par défaut, le dossier courant"),
    )


def run_replay(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    record = read_record(args.file, tr, out)
    if record is None:
        return EXIT_USAGE
    report = replay_record(record)
    for line in replay_lines(tr, report):
        out(line)
    return EXIT_YES if report.consistent else EXIT_NO


# The subcommands whose first value is a server's address.
ADDRESSED = frozenset("inviter invite rejoindre join carte card parties games salon lobby".split())


def typed_address(argv: list[str]) -> list[str]:
    """A server's address typed as motamot says it, ``127.0.0.1, port 8799`` (or without the
    comma, or with the sentence's final stop), read as ``127.0.0.1:8799`` (issue 60)."""
    start = next((i + 1 for i, word in enumerate(argv) if word in ADDRESSED), None)
    if start is None:
        return argv
    for i in range(start, len(argv) - 2):
        place, word, number = argv[i], argv[i + 1], argv[i + 2].rstrip(".,")
        if not place.startswith("-") and fold(word) == "port" and number.isdigit():
            return [*argv[:i], port_joined(place.rstrip(","), number), *argv[i + 3 :]]
    return argv


def _language_asked(argv: Sequence[str]) -> str | None:
    """The language named on the command line, read before parsing so help is translated too."""
    for i, arg in enumerate(argv):
        for flag in ("--langue", "--lang"):
            if arg == flag and i + 1 < len(argv) and argv[i + 1] in LANGUAGES:
                return argv[i + 1]
            if arg.startswith(flag + "=") and arg.split("=", 1)[1] in LANGUAGES:
                return arg.split("=", 1)[1]
    return None


def main(argv: Sequence[str] | None = None) -> int:
    argv = typed_address(list(sys.argv[1:] if argv is None else argv))
    settings, damaged = load_settings()
    language = _language_asked(argv) or settings.language or language_from_environment()
    tr = translation(language)
    try:
        with in_language(language):  # argparse's own words too: usage, options, errors
            PROGRAM.set(started_as(sys.argv[0]))
            args = build_parser(tr, english=language == "en").parse_args(argv)
    except SystemExit as stop:  # argparse: usage errors are status 2, --help is 0
        return int(stop.code or 0)

    def out(line: str, error: bool = False, end: str = "\n") -> None:
        stream = sys.stderr if error else sys.stdout
        try:
            try:
                print(line, file=stream, flush=True, end=end)
            except UnicodeEncodeError:
                # A character the output cannot hold (a byte of a name given on the command line
                # that is not UTF-8, under a locale whose output refuses it): a question mark.
                encoding = getattr(stream, "encoding", None) or "utf-8"
                print(line.encode(encoding, "replace").decode(encoding), file=stream, flush=True, end=end)
        except BrokenPipeError:
            raise
        except OSError as refused:
            raise _OutputFailed(refused) from refused

    if damaged:
        out(describe_settings_damage(tr, settings_path(), damaged), error=True)
    args.settings = settings
    remove_stale_temporaries(data_dir())
    try:
        if args.command is None:
            return run_play(args, tr, out)
        return int(args.run(args, tr, out))
    except RecordError as error:
        # A file the command itself had to write (the settings, an export) was refused.
        out(describe_record_error(tr, error, ""), error=True)
        return EXIT_USAGE
    except KeyboardInterrupt:
        # Ctrl-C while motamot works (the computer thinking): every action is saved already,
        # unless saving failed; then the game is written in the documents folder.
        unsaved = AutosavedSession.unsaved()
        out(message(tr, Message.INTERRUPTED_UNSAVED if unsaved else Message.INTERRUPTED), error=True)
        for session in unsaved:
            written = session.written_elsewhere(documents_dir())
            out(describe_written_elsewhere(tr, session.kind, documents_dir(), written), error=True)
        return 130
    except BrokenPipeError:
        # Whoever read the output stopped (``motamot verifier … | head -1``): end quietly, as
        # other command-line tools do. Python would otherwise complain again when it flushes
        # standard output at exit, so that goes to the null device.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    except _OutputFailed as failed:
        # The output goes to a full disk or a device that refuses it: said once, on the error
        # output if that still works, and standard output is let go as above.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        details = system_reason(failed.error)
        reason = describe_system_reason(tr, details["reason"], int(details["code"]))
        with contextlib.suppress(OSError):
            print(message(tr, Message.OUTPUT_NOT_WRITTEN, reason=reason), file=sys.stderr, flush=True)
        return EXIT_USAGE


class _OutputFailed(Exception):
    """Writing a line of output failed for a reason other than a closed pipe."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


if __name__ == "__main__":
    sys.exit(main())
