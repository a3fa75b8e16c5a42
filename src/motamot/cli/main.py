"""The ``motamot`` command. Exit status: 0 yes, 1 no, 2 bad usage or unreadable input."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from gettext import NullTranslations

from motamot.cli.engine_commands import run_autoplay, run_moves
from motamot.cli.linegame import LineGame
from motamot.cli.output import EXIT_NO, EXIT_USAGE, EXIT_YES, Output, read_record
from motamot.cli.words import current_lexicon, read_settings, run_check, run_wordlist
from motamot.describe.files import describe_record_error
from motamot.describe.refusals import describe_refusal
from motamot.describe.replay import replay_lines
from motamot.engine.players import LEVELS
from motamot.files import RecordError
from motamot.i18n import LANGUAGES, language_from_environment, translation
from motamot.records.replay import replay_record
from motamot.rules.clock import ClockKind, ClockSettings
from motamot.rules.refusals import IllegalMove
from motamot.rules.variants import DEFAULT_PRESET, PRESETS
from motamot.session import COMPUTER_NAME, GameSession, Seat, autosave_path
from motamot.settings import VERBOSITIES, save_settings
from motamot.sound.cues import CuePlayer
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import SPEAKER_CHOICES, choose_speaker


def _common_options(tr: NullTranslations, parser: argparse.ArgumentParser, defaults: bool) -> None:
    """Options accepted before the command and after it (``motamot verifier --lexique F MOT``)."""
    _ = tr.gettext

    def default(value: object) -> object:
        return value if defaults else argparse.SUPPRESS

    parser.add_argument(
        "--langue",
        "--lang",
        dest="language",
        choices=LANGUAGES,
        default=default(None),
        help=_("langue des messages"),
    )
    parser.add_argument(
        "--lexique",
        "--word-list",
        dest="word_list",
        metavar=_("FICHIER"),
        default=default(None),
        help=_("liste de mots à utiliser, un mot par ligne (remplace le réglage)"),
    )
    parser.add_argument(
        "--joueurs",
        "--players",
        dest="players",
        default=default(None),
        help=_("noms des joueurs, séparés par des virgules (2 à 4)"),
    )
    parser.add_argument(
        "--regles",
        "--rules",
        dest="rules",
        choices=sorted(PRESETS),
        default=default(DEFAULT_PRESET),
        help=_("formule de jeu"),
    )
    parser.add_argument(
        "--graine",
        "--seed",
        dest="seed",
        type=int,
        default=default(None),
        help=_("graine du tirage, pour rejouer le même sac"),
    )


def build_parser(tr: NullTranslations) -> argparse.ArgumentParser:
    _ = tr.gettext
    parser = argparse.ArgumentParser(
        prog="motamot",
        description=_("Scrabble classique en français, au clavier, à la voix et en braille."),
    )
    _common_options(tr, parser, defaults=True)
    common = argparse.ArgumentParser(add_help=False)
    _common_options(tr, common, defaults=False)
    commands = parser.add_subparsers(dest="command", metavar=_("COMMANDE"))

    replay = commands.add_parser(
        "partie",
        parents=[common],
        aliases=["replay"],
        help=_("rejoue et vérifie une partie enregistrée au format GCG"),
        description=_("Rejoue une partie GCG : pour chaque coup, le score calculé et le score noté."),
    )
    replay.add_argument("file", metavar=_("FICHIER.gcg"))
    replay.set_defaults(run=run_replay)

    check = commands.add_parser(
        "verifier",
        parents=[common],
        aliases=["check"],
        help=_("vérifie des mots dans la liste de mots"),
        description=_("Une ligne par mot : valable ou non. Sortie 0 si tous le sont, 1 sinon."),
    )
    check.add_argument("words", nargs="+", metavar=_("MOT"))
    check.set_defaults(run=run_check)

    word_list = commands.add_parser(
        "lexique",
        parents=[common],
        aliases=["wordlist"],
        help=_("choisit la liste de mots : la vôtre, ou celle de motamot"),
        description=_(
            "Sans argument, dit quelle liste est utilisée. Avec un fichier, le vérifie, le compile "
            "et le retient pour les parties suivantes."
        ),
    )
    choice = word_list.add_mutually_exclusive_group()
    choice.add_argument("file", nargs="?", metavar=_("FICHIER"))
    choice.add_argument(
        "--motamot", dest="shipped", action="store_true", help=_("revient à la liste livrée avec motamot")
    )
    word_list.set_defaults(run=run_wordlist)

    autoplay = commands.add_parser(
        "autoplay",
        parents=[common],
        help=_("fait jouer l'ordinateur contre lui-même"),
        description=_("Victoires, scores moyens, scrabbles par partie et temps par coup de deux niveaux."),
    )
    autoplay.add_argument(
        "--parties", "--games", dest="games", type=int, default=10, help=_("nombre de parties")
    )
    autoplay.add_argument(
        "--niveaux",
        "--levels",
        dest="levels",
        default="expert,intermediaire",
        help=_("deux niveaux séparés par une virgule : debutant, intermediaire, expert"),
    )
    autoplay.set_defaults(run=run_autoplay)

    moves = commands.add_parser(
        "coups",
        parents=[common],
        aliases=["moves"],
        help=_("les meilleurs coups dans la position à la fin d'une partie GCG"),
        description=_("Les meilleurs coups pour un tirage, en notation française, avec leur score."),
    )
    moves.add_argument("file", metavar=_("FICHIER.gcg"))
    moves.add_argument(
        "--tirage", "--rack", dest="rack", required=True, help=_("lettres du tirage, ? pour un joker")
    )
    moves.add_argument("--nombre", "--count", dest="count", type=int, default=10, help=_("combien de coups"))
    moves.set_defaults(run=run_moves)
    parser.add_argument(
        "--contre",
        "--against",
        dest="against",
        choices=[*LEVELS, "aucun"],
        help=_("niveau de l'ordinateur, ou aucun (par défaut : intermediaire contre un seul joueur)"),
    )
    parser.add_argument(
        "--voix",
        "--voice",
        dest="voice",
        default="auto",
        choices=[*SPEAKER_CHOICES, *VOICES],
        help=_("auto, lecteur (d'écran), voix (de motamot), texte ou muet"),
    )
    parser.add_argument(
        "--reprendre", "--resume", dest="resume", action="store_true", help=_("reprend la partie en cours")
    )
    parser.add_argument(
        "--pendule",
        "--clock",
        dest="clock",
        type=int,
        default=0,
        metavar="MIN",
        help=_("pendule : minutes par joueur (0 : sans pendule)"),
    )
    parser.add_argument(
        "--verbosite",
        "--verbosity",
        dest="verbosity",
        choices=VERBOSITIES,
        help=_("annonces courtes, normales ou détaillées"),
    )
    parser.add_argument(
        "--epeler",
        "--spell",
        dest="spell",
        action="store_true",
        help=_("épeler les lettres : M comme Maroc"),
    )
    parser.add_argument(
        "--sans-sons", "--no-sounds", dest="no_sounds", action="store_true", help=_("sans les petits sons")
    )
    parser.add_argument(
        "--ecran",
        "--screen",
        dest="screen",
        action="store_true",
        help=_("interface plein écran : la grille au curseur, les flèches pour s'y déplacer"),
    )
    return parser


def run_replay(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    record = read_record(args.file, tr, out)
    if record is None:
        return EXIT_USAGE
    report = replay_record(record)
    for line in replay_lines(tr, report):
        out(line)
    return EXIT_YES if report.consistent else EXIT_NO


VOICES = {"lecteur": "screen-reader", "voix": "voice", "texte": "text", "muet": "silent"}


def run_line_game(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    _ = tr.gettext
    settings = read_settings(tr, out)
    lexicon = current_lexicon(args, tr, out, settings)
    save_path = autosave_path()
    if args.resume:
        try:
            session = GameSession.resume(save_path, lexicon)
        except RecordError as error:
            out(describe_record_error(tr, error, str(save_path)), error=True)
            out(_("Aucune partie à reprendre : lancez motamot sans --reprendre."), error=True)
            return EXIT_USAGE
    else:
        names = [n.strip() for n in args.players.split(",")] if args.players else [_("Joueur")]
        level = args.against or ("intermediaire" if len(names) == 1 else "aucun")
        seats = [Seat(name) for name in names]
        if level != "aucun":
            seats.append(Seat(COMPUTER_NAME, level))
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
        clock = ClockSettings(ClockKind.CHESS, args.clock * 60) if args.clock > 0 else ClockSettings()
        try:
            session = GameSession.new(seats, PRESETS[args.rules], lexicon, seed, save_path, clock=clock)
        except IllegalMove as refused:
            out(describe_refusal(tr, refused.refusal), error=True)
            return EXIT_USAGE

    def read(prompt: str) -> str | None:
        try:
            return input(prompt)
        except EOFError:
            return None

    if args.verbosity:
        settings.verbosity = args.verbosity
    if args.spell:
        settings.spelling = True
    if args.no_sounds:
        settings.sounds = False
    speaker = choose_speaker(VOICES.get(args.voice, args.voice), args.language)
    cues = CuePlayer.open() if settings.sounds else None
    announcer = Announcer(speaker, out)
    try:
        if args.screen:
            from motamot.ui.app import GameScreen, build_app

            return build_app(GameScreen(session, tr, announcer, settings, save_settings, cues)).run()
        return LineGame(session, tr, read, announcer, settings, save_settings, cues).run()
    finally:
        speaker.close()
        if cues is not None:
            cues.close()


def _language_asked(argv: Sequence[str]) -> str:
    """The language named on the command line, read before parsing so help is translated too."""
    for i, arg in enumerate(argv):
        for flag in ("--langue", "--lang"):
            if arg == flag and i + 1 < len(argv) and argv[i + 1] in LANGUAGES:
                return argv[i + 1]
            if arg.startswith(flag + "=") and arg.split("=", 1)[1] in LANGUAGES:
                return arg.split("=", 1)[1]
    return language_from_environment()


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    tr = translation(_language_asked(argv))
    parser = build_parser(tr)
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:  # argparse: usage errors are status 2, --help is 0
        return int(stop.code or 0)

    def out(line: str, error: bool = False) -> None:
        print(line, file=sys.stderr if error else sys.stdout, flush=True)

    if args.command is None:
        return run_line_game(args, tr, out)
    return int(args.run(args, tr, out))


if __name__ == "__main__":
    sys.exit(main())
