"""``motamot arbitre``: motamot as referee, scorer, clock and memory beside the
physical braille board (seed 004).

Players announce their moves and someone types them; nobody types the racks.
Every entry is checked, scored, announced and saved at once; ``corrige``
takes the last one back. At the end each player says the letters left on
their rack. The scoresheet can be read aloud and exported at any time.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from datetime import datetime
from gettext import NullTranslations
from pathlib import Path

from motamot.cli.linegame import BAG, CHALLENGE, EXCHANGE, HELP, MENU, QUIT, UNSEEN, LineGame, Read
from motamot.cli.output import EXIT_USAGE, Output
from motamot.cli.play import Play, chess_clock
from motamot.describe.board import describe_bag, describe_unseen
from motamot.describe.files import describe_record_error
from motamot.describe.refusals import describe_refusal
from motamot.describe.scoresheet import scoresheet_lines
from motamot.files import FileProblem, RecordError
from motamot.i18n import language_from_environment
from motamot.records.exports import write_exports
from motamot.records.scoresheet import MatchInfo, scoresheet_of
from motamot.rules.events import PenaltyKind
from motamot.rules.referee import RefereeGame
from motamot.rules.refusals import IllegalMove
from motamot.rules.variants import PRESETS
from motamot.session import GameSession, referee_save_path
from motamot.settings import Settings
from motamot.sound.cues import CuePlayer
from motamot.speech.announcer import Announcer

DEFAULT_RULES = "boite"  # the braille edition's own rules (seed 004)

UNPLAYED = UNSEEN | {"fiche", "nonjouees", "tracking"}
WARNING = {"avertissement", "warning"}
PENALTY = {"penalite", "pénalité", "penalty"}
OVERDRAW = {"pioche", "overdraw"}
REMAINING = {"reste", "left"}
CORRECT = {"corrige", "corriger", "correct", "undo"}
SHEET = {"feuille", "sheet"}
EXPORT = {"export", "exporte"}
NOT_HERE = {"chevalet", "tirage", "rack", "melange", "mélange", "shuffle", "trie", "sort", "indice", "hint"}
NOT_HERE |= {"deplace", "déplace", "place"}
UNSEEN_YES = {"vu", "vues", "seen"}
UNSEEN_NO = {"nonvu", "non-vu", "unseen"}


class RefereeDesk(LineGame):
    """The line interface of a refereed game: a move or a command per line."""

    def __init__(
        self,
        session: GameSession,
        tr: NullTranslations,
        read: Read,
        announcer: Announcer,
        settings: Settings | None = None,
        keep_settings: Callable[[Settings], None] | None = None,
        cues: CuePlayer | None = None,
        match: MatchInfo | None = None,
        export_dir: Path | None = None,
        language: str = "fr",
    ) -> None:
        super().__init__(session, tr, read, announcer, settings, keep_settings, cues)
        self.tells_racks = False
        self.match = match or MatchInfo()
        self.export_dir = export_dir or Path.cwd()
        self.language = language

    @property
    def referee(self) -> RefereeGame:
        assert isinstance(self.game, RefereeGame)
        return self.game

    def run(self) -> str:
        """Until the arbiter quits: after the end, the sheets can still be read and exported."""
        self.start()
        said_end = False
        while self.outcome is None:
            line = self.read(self.prompt())
            if line is None:
                self.say(self.tr.gettext("Fin de la saisie : l'arbitrage est enregistré."))
                break
            self.announce(self.session.tick())
            self.handle(self.game.turn, line.strip())
            if self.game.over is not None and not said_end:
                said_end = True
                self.announcer.announce(
                    self.tr.gettext(
                        "Écrivez feuille pour la relire, export pour l'enregistrer, quitte pour finir."
                    )
                )
        return self.outcome or "quit"

    def prompt(self) -> str:
        if self.game.over is not None:
            return "> "
        waiting = self.referee.awaiting_racks
        return f"{self.names[waiting[0] if waiting else self.game.turn]}> "

    def handle(self, player: int, line: str) -> None:
        _ = self.tr.gettext
        word, _sep, rest = line.partition(" ")
        command = word.lower()
        now = self.session.now()
        game = self.referee
        try:
            if command in UNPLAYED:
                self.say(describe_unseen(self.tr, game.unplayed(), game.bag_size(), referee=True))
            elif command in BAG:
                self.say(describe_bag(self.tr, game.bag_size()))
            elif command in NOT_HERE:
                self.say(
                    _("En arbitrage, motamot ne connaît pas les chevalets : les lettres sont sur la table.")
                )
            elif command in EXCHANGE:
                count = rest.strip()
                if not count.isdigit():
                    self.say(_("Combien de lettres ? Par exemple : change 3."))
                else:
                    self.act(game.exchange_count(player, int(count), now=now))
            elif command in CHALLENGE:
                challenger, words = self.who_and_rest(rest, default=player)
                self.act(game.challenge(challenger, words.upper().split(), now=now))
            elif command in WARNING | PENALTY | OVERDRAW:
                self.penalty(command, rest, now)
            elif command in REMAINING:
                who, letters = self.who_and_rest(rest, default=None)
                if who is None:
                    self.say(
                        _("Les lettres de qui ? Par exemple : reste {name} X U.").format(name=self.names[0])
                    )
                else:
                    tiles = [t if t == "?" else t.upper() for t in letters if not t.isspace()]
                    self.act(game.declare_rack(who, tiles, now=now))
            elif command in QUIT:
                if self.game.over is None:
                    self.say(_("Arbitrage interrompu ; motamot arbitre --reprendre le reprend."))
                self.outcome = "quit"
            elif command in MENU:
                self.say(_("Pas de menu en arbitrage : aide donne les commandes, quitte termine."))
            elif command in HELP:
                self.write_help()
            elif command in CORRECT:
                self.correct()
            elif command in SHEET:
                for text in scoresheet_lines(self.tr, scoresheet_of(self.game, self.match)):
                    self.announcer.announce(text)
            elif command in EXPORT:
                self.export(rest.strip())
            else:
                super().handle(player, line)
        except IllegalMove as refused:
            self.cue("refused")
            self.say(describe_refusal(self.tr, refused.refusal))

    def write_help(self) -> None:
        _ = self.tr.gettext
        for line in (
            _("Coup : H4 MOT en ligne, 4H MOT en colonne ; minuscule pour un joker."),
            _("passe ; change 3 ; conteste [NOM] [MOTS] ; accepte"),
            _("fiche (lettres non jouées) ; sac ; scores ; dernier ; coup 3 ; temps"),
            _("grille ; ligne H ; mots H8 ; feuille ; export [DOSSIER]"),
            _("avertissement NOM ; penalite NOM [POINTS] ; pioche NOM 1 vu|nonvu"),
            _("reste NOM LETTRES (fin de partie) ; corrige (annule la dernière saisie)"),
            _("repete ; avant ; chut ; abandon ; quitte ; aide"),
        ):
            self.announcer.announce(line)

    def who_and_rest(self, text: str, default: int | None) -> tuple[int | None, str]:
        """A player's name at the start of the text, if there is one, and what follows."""
        first, _sep, rest = text.strip().partition(" ")
        for index, name in enumerate(self.names):
            if first.casefold() == name.casefold():
                return index, rest
        return default, text

    def penalty(self, command: str, rest: str, now: float) -> None:
        _ = self.tr.gettext
        who, details = self.who_and_rest(rest, default=None)
        words = details.lower().split()
        if who is None:
            self.say(
                _(
                    "Pour qui ? Par exemple : avertissement {name}, penalite {name} 20, pioche {name} 1 vu."
                ).format(name=self.names[0])
            )
            return
        if command in WARNING:
            self.act(self.game.penalise(who, PenaltyKind.WARNING, now=now))
        elif command in PENALTY:
            if words and not words[0].isdigit():
                self.say(
                    _("Combien de points ? Par exemple : penalite {name} 5.").format(name=self.names[who])
                )
                return
            amount = int(words[0]) if words else None
            self.act(self.game.penalise(who, PenaltyKind.ARBITER, points=amount, now=now))
        else:
            if not words or not words[0].isdigit() or (words[1:] and words[1] not in UNSEEN_YES | UNSEEN_NO):
                self.say(
                    _("Combien de lettres en trop, vues ou non ? Par exemple : pioche {name} 1 vu.").format(
                        name=self.names[who]
                    )
                )
                return
            seen = not (words[1:] and words[1] in UNSEEN_NO)
            self.act(self.game.penalise(who, PenaltyKind.OVERDRAW, tiles=int(words[0]), seen=seen, now=now))

    def correct(self) -> None:
        _ = self.tr.gettext
        if not self.session.correct():
            self.say(_("Rien à corriger : aucune saisie."))
            return
        self.game = self.session.game
        self.say(_("Dernière saisie annulée.") + " " + self.scores())

    def export(self, folder: str) -> None:
        _ = self.tr.gettext
        target = Path(folder).expanduser() if folder else self.export_dir
        stem = "feuille-" + datetime.now().strftime("%Y-%m-%d-%H%M")
        try:
            written = write_exports(self.tr, self.game, self.match, target, stem, self.language)
        except OSError as error:
            self.say(
                _(
                    "Impossible d'écrire dans {folder} : {reason}. Donnez un autre dossier : export DOSSIER."
                ).format(folder=target, reason=error.strerror or error)
            )
            return
        self.say(_("Feuilles enregistrées : {files}.").format(files=", ".join(str(p) for p in written)))


def run_referee(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """``motamot arbitre``: a new refereed game, or the one in progress (--reprendre)."""
    play = Play(args, args.settings, out)
    tr = play.tr
    path = referee_save_path()
    match = MatchInfo(table=args.table, round=args.round)
    try:
        if args.resume:
            session = GameSession.resume(path, play.lexicon)
        else:
            session = new_referee_session(args, play, path, out)
            if session is None:
                return EXIT_USAGE
    except RecordError as error:
        out(describe_record_error(tr, error, str(path)), error=True)
        out(tr.gettext("Aucun arbitrage à reprendre : lancez motamot arbitre --joueurs NOMS."), error=True)
        return EXIT_USAGE
    if not isinstance(session.game, RefereeGame):
        out(describe_record_error(tr, RecordError(FileProblem.WRONG_FORMAT, expected="referee"), str(path)))
        return EXIT_USAGE
    try:
        play._refresh_voice()
        language = play.settings.language or language_from_environment()
        desk = RefereeDesk(
            session, tr, play._read, play.announcer, play.settings, None, play.cues, match, language=language
        )
        desk.run()
    finally:
        play.close()
    return 0


def new_referee_session(args: argparse.Namespace, play: Play, path: Path, out: Output) -> GameSession | None:
    tr = play.tr
    names = play.names
    if len(names) < 2:
        out(tr.gettext('Donnez les noms des joueurs : --joueurs "Anne,Bruno" (2 à 4).'), error=True)
        return None
    if path.exists() and not args.new:
        out(
            tr.gettext(
                "Un arbitrage est en cours : motamot arbitre --reprendre le reprend, "
                "--nouvelle en commence un autre."
            ),
            error=True,
        )
        return None
    first = 0
    if args.first is not None:
        matches = [i for i, n in enumerate(names) if n.casefold() == args.first.casefold()]
        if not matches:
            out(tr.gettext("{name} n'est pas parmi les joueurs.").format(name=args.first), error=True)
            return None
        first = matches[0]
    rules = args.rules or DEFAULT_RULES
    variant = PRESETS[rules]
    # Without --pendule, the preset's own clock.
    clock = None if args.clock is None else chess_clock(args.clock, play.settings)
    try:
        return GameSession.referee(names, variant, play.lexicon, path, first, clock)
    except IllegalMove as refused:
        out(describe_refusal(tr, refused.refusal), error=True)
        return None
