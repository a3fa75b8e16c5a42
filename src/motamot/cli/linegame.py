"""A game at one keyboard in plain lines: every announcement is one printed
line, so a console screen reader or a braille display reads it as it comes.

Players type moves in French notation (``H4 MOT``, ``4H MOT``, lower case
for a joker) or a command word. Challenged words are checked in the word
list the game was given.
"""

from __future__ import annotations

from collections.abc import Callable
from gettext import NullTranslations

from motamot.describe.board import describe_bag, describe_rack, describe_row, describe_scores
from motamot.describe.engine import describe_hint
from motamot.describe.events import describe_event
from motamot.describe.refusals import describe_refusal
from motamot.engine.hints import HintStep, hint
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.board import ROW_LETTERS, SIZE
from motamot.rules.events import Event, GameOver, TilesDrawn, TurnStarted
from motamot.rules.game import Game
from motamot.rules.refusals import IllegalMove

Read = Callable[[str], "str | None"]  # returns None at the end of input
Write = Callable[[str], None]

# Command words, French first; English ones are accepted too.
PASS = {"passe", "passer", "pass"}
EXCHANGE = {"change", "changer", "exchange"}
CHALLENGE = {"conteste", "contester", "challenge"}
ACCEPT = {"accepte", "accepter", "accept"}
RACK = {"chevalet", "tirage", "rack"}
SCORES = {"scores", "score"}
BOARD = {"grille", "board"}
ROW = {"ligne", "row"}
BAG = {"sac", "bag"}
HELP = {"aide", "help", "?"}
RESIGN = {"abandon", "abandonne", "resign"}
HINT = {"indice", "aide-moi", "hint"}
QUIT = {"quitte", "quitter", "quit"}


class LineGame:
    def __init__(self, game: Game, tr: NullTranslations, read: Read, write: Write, lexicon: Lexicon) -> None:
        self.game, self.tr, self.read, self.write = game, tr, read, write
        self.lexicon = lexicon
        self.names = [p.name for p in game.players]
        self.stopped = False
        self.hint_step = 0  # how much help was given this turn

    def run(self) -> int:
        self.announce(self.game.events)
        while self.game.over is None and not self.stopped:
            player = self.game.turn
            line = self.read(f"{self.names[player]}> ")
            if line is None:
                self.write(self.tr.gettext("Fin de la saisie : partie interrompue."))
                break
            self.handle(player, line.strip())
        return 0

    def handle(self, player: int, line: str) -> None:
        _ = self.tr.gettext
        word, _sep, rest = line.partition(" ")
        command = word.lower()
        try:
            if not line:
                self.write(_("Écrivez un coup, par exemple H4 MOT, ou aide."))
            elif command in HELP:
                self.write_help()
            elif command in QUIT:
                self.write(_("Partie interrompue."))
                self.stopped = True
            elif command in RACK:
                self.write(describe_rack(self.tr, self.game.players[player].rack))
            elif command in SCORES:
                self.write(describe_scores(self.tr, self.names, self.game.scores(), self.game.turn))
            elif command in BAG:
                self.write(describe_bag(self.tr, len(self.game.bag)))
            elif command in BOARD:
                self.write_board()
            elif command in ROW:
                self.write_row(rest)
            elif command in PASS:
                self.announce(self.game.pass_turn(player))
            elif command in EXCHANGE:
                self.announce(self.game.exchange(player, [t for t in rest.upper() if not t.isspace()]))
            elif command in CHALLENGE:
                self.announce(self.game.challenge(player, rest.upper().split()))
            elif command in ACCEPT:
                self.announce(self.game.decline_challenge(player))
            elif command in HINT:
                self.hint_step = min(self.hint_step + 1, HintStep.MOVE)
                self.write(
                    describe_hint(self.tr, hint(self.game, player, self.lexicon, HintStep(self.hint_step)))
                )
            elif command in RESIGN:
                self.announce(self.game.resign(player))
            else:
                self.announce(self.game.play(player, line))
        except IllegalMove as refused:
            self.write(describe_refusal(self.tr, refused.refusal))

    def announce(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, TilesDrawn):
                continue  # private: the player hears the rack at the turn's start
            self.write(describe_event(self.tr, event, self.names))
            if isinstance(event, TurnStarted) and self.game.over is None:
                self.hint_step = 0
                self.write(describe_rack(self.tr, self.game.players[event.player].rack))
            if isinstance(event, GameOver):
                return
        if self.game.awaiting_challenge_decision:
            self.write(self.tr.gettext("Le dernier coup termine la partie : écrivez conteste ou accepte."))

    def write_board(self) -> None:
        rows = [r for r in range(SIZE) if any(self.game.board.rows()[r][c] != "." for c in range(SIZE))]
        if not rows:
            self.write(self.tr.gettext("La grille est vide."))
        for row in rows:
            self.write(describe_row(self.tr, self.game.board, row))

    def write_row(self, text: str) -> None:
        letter = text.strip().upper()
        if len(letter) != 1 or letter not in ROW_LETTERS:
            self.write(self.tr.gettext("Quelle ligne ? Une lettre de A à O, par exemple : ligne H."))
            return
        self.write(describe_row(self.tr, self.game.board, ROW_LETTERS.index(letter)))

    def write_help(self) -> None:
        _ = self.tr.gettext
        for line in (
            _("Jouer : H4 MOT en ligne, 4H MOT en colonne ; minuscule pour un joker."),
            _("passe ; change LETTRES ; conteste [MOTS] ; accepte"),
            _("chevalet ; scores ; sac ; grille ; ligne H ; indice"),
            _("abandon ; quitte ; aide"),
        ):
            self.write(line)
