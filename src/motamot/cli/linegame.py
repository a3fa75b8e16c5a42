"""A game in plain lines: every announcement is one printed line, which a console
screen reader or a braille display reads as it comes, and is also spoken by
the chosen speaker (screen reader, own voice, or none).

People type moves in French notation (``H4 MOT``, ``4H MOT``, lower case for
a joker) or a command word; the computer plays its own turns. Challenged
words are checked in the word list in use. The session saves after every
action.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from gettext import NullTranslations

from motamot.braille.render import board_lines, rack_cells
from motamot.describe.board import (
    describe_bag,
    describe_dictation,
    describe_rack,
    describe_row,
    describe_scores,
    describe_time,
    describe_unseen,
    describe_words_at,
)
from motamot.describe.engine import describe_hint
from motamot.describe.events import describe_event
from motamot.describe.refusals import describe_refusal
from motamot.engine.hints import HintStep, hint
from motamot.rules.board import ROW_LETTERS, SIZE, Square
from motamot.rules.events import (
    ChallengeResolved,
    Event,
    Exchanged,
    GameOver,
    MovePlayed,
    Passed,
    TilesDrawn,
    TurnStarted,
)
from motamot.rules.refusals import IllegalMove
from motamot.session import GameSession
from motamot.settings import VERBOSITIES, Settings
from motamot.sound.cues import CuePlayer, cues_for
from motamot.speech.announcer import Announcer

Read = Callable[[str], "str | None"]  # returns None at the end of input

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
HINT = {"indice", "hint"}
REPEAT = {"repete", "répète", "repeat", "r"}
BACK = {"avant", "back"}
SILENCE = {"chut", "silence"}
QUIT = {"quitte", "quitter", "quit"}
MENU = {"menu"}
MOVE_TILE = {"deplace", "déplace", "place"}
SETTINGS = {"reglages", "réglages", "settings"}
VERBOSITY = {"verbosite", "verbosité", "verbosity"}
SPELL = {"epeler", "épeler", "spell"}
SOUNDS = {"sons", "sounds"}
SHUFFLE = {"melange", "mélange", "shuffle"}
SORT = {"trie", "sort"}
MOVES = {"coup", "move"}
YES = {"oui", "o", "on", "yes"}
NO = {"non", "n", "off", "no"}
LAST = {"dernier", "last"}
TIME = {"temps", "pendule", "time"}
UNSEEN = {"nonvues", "reliquat", "unseen"}
WORDS = {"mots", "words"}
DICTATE = {"dicte", "dicter", "dictate"}
BRAILLE = {"braille"}


class LineGame:
    def __init__(
        self,
        session: GameSession,
        tr: NullTranslations,
        read: Read,
        announcer: Announcer,
        settings: Settings | None = None,
        keep_settings: Callable[[Settings], None] | None = None,
        cues: CuePlayer | None = None,
    ) -> None:
        self.session, self.tr, self.read, self.announcer = session, tr, read, announcer
        self.settings = settings or Settings()
        self.keep_settings = keep_settings
        self.cues = cues
        self.rack_orders: dict[int, list[str]] = {}  # the order each person arranged their rack in
        self.shuffler = random.Random()
        self.game = session.game
        self.names = [p.name for p in self.game.players]
        self.outcome: str | None = None  # "menu" or "quit" once the player leaves the game
        self.hint_step = 0  # how much help was given this turn
        self.tells_racks = True  # a refereed game knows no rack (cli.referee)

    def say(self, text: str) -> None:
        """An answer to what the player asked: it cuts off what was being said."""
        self.announcer.announce(text, interrupt=True)

    def start(self) -> None:
        """What the player hears on arriving: the toss of a new game, or where a
        game taken up again stands (not its whole history again)."""
        if not self.game.actions:
            self.announce(self.game.events)
        else:
            _ = self.tr.gettext
            self.announcer.announce(_("Partie reprise."))
            self.announcer.announce(self.scores())
            if self.game.clock.enabled:
                self.announcer.announce(describe_time(self.tr, self.game, self.names))
            if self.session.waiting_for_person and self.tells_racks:
                self.announcer.announce(
                    describe_rack(self.tr, self.rack(self.game.turn), self.settings.spelling)
                )
        self.announce(self.session.computers_play())

    def run(self) -> str:
        """Play until the game ends ("over") or the player leaves ("menu" or "quit")."""
        self.start()
        while self.game.over is None and self.outcome is None:
            player = self.game.turn
            line = self.read(f"{self.names[player]}> ")
            if line is None:
                self.say(self.tr.gettext("Fin de la saisie : la partie est enregistrée."))
                break
            # Whatever the clock did while the player was thinking is said first.
            self.announce(self.session.tick())
            if self.game.over is None:
                self.handle(self.game.turn, line.strip())
            self.announce(self.session.computers_play())
        return self.outcome or ("over" if self.game.over is not None else "quit")

    def handle(self, player: int, line: str) -> None:
        _ = self.tr.gettext
        word, _sep, rest = line.partition(" ")
        command = word.lower()
        game = self.game
        now = self.session.now()
        try:
            if not line:
                self.say(_("Écrivez un coup, par exemple H4 MOT, ou aide."))
            elif command in HELP:
                self.write_help()
            elif command in QUIT:
                self.say(_("Partie interrompue ; motamot --reprendre la reprend."))
                self.outcome = "quit"
            elif command in MENU:
                self.outcome = "menu"
            elif command in REPEAT:
                self.announcer.repeat()
            elif command in BACK:
                if self.announcer.step_back() is None:
                    self.say(_("Rien avant."))
            elif command in SILENCE:
                self.announcer.stop()
            elif command in RACK:
                self.say(describe_rack(self.tr, self.rack(player), self.settings.spelling))
            elif command in SHUFFLE:
                self.rack_orders[player] = self.shuffler.sample(self.rack(player), len(self.rack(player)))
                self.say(describe_rack(self.tr, self.rack(player), self.settings.spelling))
            elif command in SORT:
                self.rack_orders[player] = sorted(self.rack(player), key=lambda t: (t == "?", t))
                self.say(describe_rack(self.tr, self.rack(player), self.settings.spelling))
            elif command in MOVE_TILE:
                self.move_tile(player, rest.split())
            elif command in MOVES:
                self.say_move(rest)
            elif command in SETTINGS:
                self.say_settings()
            elif command in VERBOSITY or command in SPELL or command in SOUNDS:
                self.change_setting(command, rest.strip().lower())
            elif command in SCORES:
                self.say(self.scores())
            elif command in BAG:
                self.say(describe_bag(self.tr, len(game.bag)))
            elif command in BOARD:
                self.write_board()
            elif command in ROW:
                self.write_row(rest)
            elif command in TIME:
                self.say(describe_time(self.tr, game, self.names))
            elif command in LAST:
                self.say_last_move()
            elif command in DICTATE:
                self.dictate(rest)
            elif command in BRAILLE:
                self.write_braille()
            elif command in UNSEEN:
                self.say(describe_unseen(self.tr, game.unseen(player), len(game.bag)))
            elif command in WORDS:
                self.say_words_at(rest)
            elif command in HINT:
                self.hint_step = min(self.hint_step + 1, HintStep.MOVE)
                self.say(
                    describe_hint(self.tr, hint(game, player, self.session.lexicon, HintStep(self.hint_step)))
                )
            elif command in PASS:
                self.act(game.pass_turn(player, now=now))
            elif command in EXCHANGE:
                self.act(game.exchange(player, [t for t in rest.upper() if not t.isspace()], now=now))
            elif command in CHALLENGE:
                self.act(game.challenge(player, rest.upper().split(), now=now))
            elif command in ACCEPT:
                self.act(game.decline_challenge(player, now=now))
            elif command in RESIGN:
                self.act(game.resign(player, now=now))
            else:
                self.act(game.play(player, line, now=now))
        except IllegalMove as refused:
            self.cue("refused")
            self.say(describe_refusal(self.tr, refused.refusal))

    def act(self, events: list[Event]) -> None:
        self.session.save()
        self.announce(events)

    def cue(self, name: str) -> None:
        if self.cues is not None and self.settings.sounds:
            self.cues.play(name)

    def announce(self, events: list[Event]) -> None:
        """Game events queue up: none cuts off another."""
        for name in cues_for(events, lambda player: not self.session.seats[player].is_computer):
            self.cue(name)
        for event in events:
            if isinstance(event, TilesDrawn):
                continue  # private: the player hears the rack at the turn's start
            self.announcer.announce(self.describe(event))
            if isinstance(event, MovePlayed) and self.dictates(event.player):
                self.announcer.announce(describe_dictation(self.tr, event.placement, self.settings.spelling))
            if isinstance(event, TurnStarted) and self.game.over is None:
                self.hint_step = 0
                if self.tells_racks and not self.session.seats[event.player].is_computer:
                    rack = self.rack(event.player)
                    self.announcer.announce(describe_rack(self.tr, rack, self.settings.spelling))
            if isinstance(event, GameOver):
                return
        if events and self.game.awaiting_challenge_decision and self.session.waiting_for_person:
            self.announcer.announce(
                self.tr.gettext("Le dernier coup termine la partie : écrivez conteste ou accepte.")
            )

    def describe(self, event: Event) -> str:
        return describe_event(self.tr, event, self.names, self.settings.verbosity, self.settings.relief_names)

    def dictates(self, player: int) -> bool:
        """Whether a move is dictated tile by tile for the physical board at hand:
        the computer's moves; between people, every move (the others keep the board)."""
        if not self.settings.dictate_moves or not self.tells_racks:
            return False
        seats = self.session.seats
        return seats[player].is_computer or not any(seat.is_computer for seat in seats)

    def dictate(self, text: str) -> None:
        """The last move (or move N) tile by tile, as the braille board needs it."""
        moves = [e for e in self.game.events if isinstance(e, MovePlayed)]
        _ = self.tr.gettext
        number = self.numbered(
            len(moves),
            text,
            len(moves),
            _("Aucun mot posé."),
            _("Quel mot posé ? Un numéro de 1 à {count}, par exemple : dicte 1."),
        )
        if number:
            self.say(describe_dictation(self.tr, moves[number - 1].placement, self.settings.spelling))

    def write_braille(self) -> None:
        """The board and the rack in Unicode braille, for a braille display: written, not spoken."""
        _ = self.tr.gettext
        lines = board_lines(self.game.board)
        if self.tells_racks:
            lines.append(rack_cells(self.rack(self.game.turn)))
        self.say(_("Grille en braille écrite, {count} lignes.").format(count=len(lines)))
        self.announcer.write("\n".join(lines))

    def rack(self, player: int) -> list[str]:
        """The player's tiles in the order they arranged them; new tiles at the end."""
        left = list(self.game.players[player].rack)
        ordered = []
        for tile in self.rack_orders.get(player, []):
            if tile in left:
                left.remove(tile)
                ordered.append(tile)
        self.rack_orders[player] = ordered + left
        return self.rack_orders[player]

    def scores(self) -> str:
        """The scores, and whose turn it is while the game goes on."""
        turn = self.game.turn if self.game.over is None else None
        return describe_scores(self.tr, self.names, self.game.scores(), turn)

    def move_tile(self, player: int, words: list[str]) -> None:
        """Move one tile of the rack, named by its place or its letter, to another place."""
        rack = self.rack(player)
        tile, place = (words + ["", ""])[:2]
        if tile.isdigit() and 1 <= int(tile) <= len(rack):
            start = int(tile) - 1
        elif tile[:1].upper() in rack and len(tile) == 1:
            start = rack.index(tile.upper())
        else:
            start = -1
        if start < 0 or not place.isdigit() or not 1 <= int(place) <= len(rack):
            self.say(
                self.tr.gettext(
                    "Quelle lettre, et à quelle place de 1 à {count} ? "
                    "Par exemple : deplace E 1, ou deplace 7 1."
                ).format(count=len(rack))
            )
            return
        rack.insert(int(place) - 1, rack.pop(start))
        self.say(describe_rack(self.tr, rack, self.settings.spelling))

    def turns(self) -> list[Event]:
        """Every turn so far: moves, passes, exchanges and challenges, in order."""
        return [
            e for e in self.game.events if isinstance(e, MovePlayed | Passed | Exchanged | ChallengeResolved)
        ]

    def say_move(self, text: str) -> None:
        turns = self.turns()
        _ = self.tr.gettext
        number = self.numbered(
            len(turns),
            text,
            0,
            _("Aucun coup joué."),
            _("Quel coup ? Un numéro de 1 à {count}, par exemple : coup 1."),
        )
        if number:
            description = self.describe(turns[number - 1])
            self.say(_("Coup {number} : {move}").format(number=number, move=description))

    def numbered(self, count: int, text: str, default: int, nothing: str, which: str) -> int | None:
        """The number typed (or ``default``) when it is one of 1 to ``count``; else None, once
        the player heard ``nothing`` (there are none) or ``which`` (what to type instead)."""
        if not count:
            self.say(nothing)
            return None
        number = int(text) if text.strip().isdigit() else default
        if not 1 <= number <= count:
            self.say(which.format(count=count))
            return None
        return number

    def say_settings(self) -> None:
        _ = self.tr.gettext
        spelling = _("oui") if self.settings.spelling else _("non")
        sounds = _("oui") if self.settings.sounds else _("non")
        self.say(
            _(
                "Réglages : verbosité {verbosity} (court, normal, detaille) ; épeler {spelling} (oui, non) ; "
                "sons {sounds} (oui, non). Tous les réglages : menu."
            ).format(verbosity=self.settings.verbosity, spelling=spelling, sounds=sounds)
        )

    def change_setting(self, command: str, value: str) -> None:
        _ = self.tr.gettext
        if command in VERBOSITY and value in VERBOSITIES:
            self.settings.verbosity = value
        elif command in SPELL and value in YES | NO:
            self.settings.spelling = value in YES
        elif command in SOUNDS and value in YES | NO:
            self.settings.sounds = value in YES
        else:
            self.say(_("Écrivez par exemple : verbosite court, ou epeler oui."))
            return
        if self.keep_settings is not None:
            self.keep_settings(self.settings)
        self.say_settings()

    def say_last_move(self) -> None:
        for event in reversed(self.game.events):
            if isinstance(event, MovePlayed | Passed | Exchanged | ChallengeResolved):
                self.say(self.describe(event))
                return
        self.say(self.tr.gettext("Aucun coup joué."))

    def say_words_at(self, text: str) -> None:
        try:
            square = Square.from_name(text.strip())
        except ValueError:
            self.say(self.tr.gettext("Quelle case ? Par exemple : mots H8."))
            return
        self.say(describe_words_at(self.tr, self.game.board, square))

    def write_board(self) -> None:
        rows = [r for r, line in enumerate(self.game.board.rows()) if line != "." * SIZE]
        if not rows:
            self.say(self.tr.gettext("La grille est vide."))
        for row in rows:
            self.announcer.announce(describe_row(self.tr, self.game.board, row))

    def write_row(self, text: str) -> None:
        letter = text.strip().upper()
        if len(letter) != 1 or letter not in ROW_LETTERS:
            self.say(self.tr.gettext("Quelle ligne ? Une lettre de A à O, par exemple : ligne H."))
            return
        self.say(describe_row(self.tr, self.game.board, ROW_LETTERS.index(letter)))

    def write_help(self) -> None:
        _ = self.tr.gettext
        for line in (
            _("Jouer : H4 MOT en ligne, 4H MOT en colonne ; minuscule pour un joker."),
            _("passe ; change LETTRES ; conteste [MOTS] ; accepte"),
            _("chevalet ; melange ; trie ; deplace E 1 ; scores ; sac ; nonvues ; dernier ; coup 3 ; temps"),
            _("grille ; ligne H ; mots H8 ; indice ; dicte [N] ; braille"),
            _("repete ; avant ; chut ; reglages ; verbosite court ; epeler oui"),
            _("menu (nouvelle partie, réglages) ; abandon ; quitte ; aide"),
        ):
            self.announcer.announce(line)
