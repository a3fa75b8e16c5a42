"""The commands of a duplicate game, in the same words as the classic game's.

The player reads the board with every reading command (``grille``, ``ligne H``,
``colonne 8``, ``primes H``, ``mots H8``, ``braille``), hears the rack
(``tirage``, ``epelle`` to have it spelled with the spelling table), tries a move
(``essaie H4 MOT``), asks for help towards the top (``indice``), and hands in a
move by typing it (``H4 MOT``) or nothing (``passe``). Then come its score, the
top and where it goes, the gap to the top, and the next rack.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from gettext import NullTranslations
from pathlib import Path

from motamot.braille.render import board_lines, rack_cells
from motamot.commands.catalogue import GAME, GAME_COMMANDS, PLAY, RACK, REFEREE_COMMANDS, _c
from motamot.commands.reading import Reading
from motamot.commands.registry import Registry
from motamot.commands.screen import Move, SavedTable
from motamot.commands.table import looks_like_move
from motamot.describe.board import describe_dictation
from motamot.describe.commands import (
    describe_cancelled,
    describe_confirm_move,
    describe_nothing_after,
    describe_nothing_to_confirm,
)
from motamot.describe.duplicate import (
    describe_answer,
    describe_duplicate_event,
    describe_gap,
    duplicate_ranking,
    in_french_order,
    move_said,
    rack_letters,
)
from motamot.describe.engine import describe_hint
from motamot.describe.events import describe_score
from motamot.describe.files import describe_write_reason
from motamot.describe.messages import Message, message
from motamot.describe.words import duration
from motamot.duplicate_session import DuplicateSession
from motamot.engine.hints import HintStep, hint_towards
from motamot.files import RecordError
from motamot.i18n import N_, fold
from motamot.publish.duplicate import write_duplicate_exports
from motamot.rules.board import Board
from motamot.rules.duplicate import (
    MAX_SCORE,
    DuplicateEvent,
    DuplicateGame,
    DuplicateOver,
    RackDrawn,
    TopPlayed,
)
from motamot.rules.notation import WrittenMove, parse_move
from motamot.rules.numbers import whole_number
from motamot.rules.placement import check_placement, check_written
from motamot.rules.refusals import IllegalMove
from motamot.rules.scoring import score_placement
from motamot.settings import Settings
from motamot.sound.cues import CuePlayer
from motamot.speech.announcer import Announcer

_SHARED = (
    "preview pass board row column premiums words braille dictate scores last time quit help "
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
DUPLICATE_COMMANDS = Registry([*(GAME_COMMANDS[i] for i in _SHARED), *DUPLICATE_OWN])
PLAYER = 0  # the player alone against the top


class DuplicateCommands(Reading, SavedTable):
    registry: Registry = DUPLICATE_COMMANDS
    finished = Message.DUPLICATE_FINISHED  # what is said to a command once the game is over

    def __init__(
        self,
        session: DuplicateSession,
        tr: NullTranslations,
        announcer: Announcer,
        settings: Settings | None = None,
        cues: CuePlayer | None = None,
        keep_settings: Callable[[Settings], None] | None = None,
    ) -> None:
        self.session, self.tr, self.announcer = session, tr, announcer
        self.settings = settings or Settings()
        self.cues = cues
        self.keep_settings = keep_settings
        self.outcome: str | None = None  # "quit" once the player leaves
        self.hint_step = 0  # how much help was given this turn
        self.pending: WrittenMove | None = None  # on screen: a move heard, waiting for Enter
        self.confirm_by_key = False  # on screen, Enter hands in the move heard
        self._save_fault_said = False

    @property
    def game(self) -> DuplicateGame:
        return self.session.game

    @property
    def shown_board(self) -> Board:
        return self.game.board

    # ------------------------------------------------------------ the flow

    def start(self) -> None:
        """A new game's first rack, or where a resumed game stands."""
        events = self.session.next_rack()
        if events:
            self.announce(events)
        elif self.game.over is not None:
            self.say(describe_duplicate_event(self.tr, self.game.over, self.game.names))
        else:
            number = self.game.number
            self.say(
                message(self.tr, Message.DUPLICATE_RESUMED, number=number)
                + " "
                + describe_duplicate_event(
                    self.tr,
                    RackDrawn(number, self.game.rack, (), (), len(self.game.bag)),
                    self.game.names,
                )
            )
        self.report_save()

    def announce(self, events: list[DuplicateEvent]) -> None:
        for event in events:
            if isinstance(event, RackDrawn):
                self.hint_step = 0
            if isinstance(event, TopPlayed):
                self.cue("played")
                self.announcer.announce(self.top_text(event))
                self.after_top(event)
            else:
                self.announcer.announce(describe_duplicate_event(self.tr, event, self.game.names))
        if any(isinstance(e, DuplicateOver) for e in events) and self.session.archived is not None:
            self.announcer.announce(message(self.tr, Message.DUPLICATE_KEPT, path=str(self.session.archived)))

    def top_text(self, event: TopPlayed) -> str:
        """Alone, a top the player just played is not said again; a different move of the
        same score is said as such, with the top that goes on the board."""
        answer = self.game.turns[-1].answers[PLAYER]
        if answer.score > event.score:  # only the imposed top of a game redone can be beaten
            return (
                message(self.tr, Message.DUPLICATE_TOP_BEATEN)
                + " "
                + describe_duplicate_event(self.tr, event, self.game.names)
            )
        if answer.score != event.score:
            return describe_duplicate_event(self.tr, event, self.game.names)
        if answer.written == event.top.written:
            return message(self.tr, Message.DUPLICATE_TOP_FOUND)
        return (
            message(self.tr, Message.DUPLICATE_TOP_EQUALLED)
            + " "
            + describe_duplicate_event(self.tr, event, self.game.names)
        )

    def after_top(self, event: TopPlayed) -> None:
        """Alone: where the player stands against the tops."""
        self.announcer.announce(describe_gap(self.tr, self.game.totals()[PLAYER], self.game.top_total()))

    def prompt_name(self) -> str | None:
        return self.game.names[PLAYER] if self.game.over is None else None

    def clock_ran(self) -> bool:
        """The warnings of the time per move that came due; whether there were any."""
        events = self.session.tick()
        self.announce(events)
        return bool(events)

    def report_save(self) -> None:
        fault = self.session.save_fault
        if fault is not None and not self._save_fault_said:
            self._save_fault_said = True
            self.announcer.announce(message(self.tr, Message.DUPLICATE_NOT_SAVED))
        elif fault is None:
            self._save_fault_said = False

    def run_line(self, line: str) -> None:
        """One typed line: a command word and its argument, or a move handed in."""
        line = line.strip()
        word, _sep, rest = line.partition(" ")
        command = self.registry.find(word) if word else None
        try:
            if command is not None:
                if rest.strip() and not command.argument:
                    self.say(describe_nothing_after(self.tr, word))
                    return
                self.handler(command)(PLAYER, rest.strip())
            elif not line:
                self.say(message(self.tr, Message.TYPE_A_MOVE))
            elif looks_like_move(line):
                self.hand_in(parse_move(line))
            else:
                self.unknown(word)
        except IllegalMove as refused:
            self.refuse(refused)
        self.report_save()

    def hand_in(self, move: WrittenMove | None) -> None:
        if self.game.over is not None:
            self.say(message(self.tr, self.finished))
            return
        if move is not None and self.game.open is not None:
            # A move that cannot go on this board from this rack is a typing slip here, said
            # and not handed in; a word that is not valid is the player's choice, and scores 0.
            check_written(self.game.board, move, self.game.rack)
        answer, events = self.session.hand_in(PLAYER, move)
        self.cue("placed" if answer.score else "refused")
        self.say(describe_answer(self.tr, answer))
        self.announce(events)

    # ------------------------------------------------------------ what the full screen asks

    def rack_line(self) -> str:
        return self.rack_text(self.settings.spelling) if self.game.over is None else ""

    def status_line(self) -> str:
        game = self.game
        return message(
            self.tr,
            Message.DUPLICATE_STATUS,
            number=game.number,
            total=game.totals()[PLAYER],
            top=game.top_total(),
            bag=len(game.bag),
        )

    @property
    def typing_allowed(self) -> bool:
        return True

    @property
    def waiting_for_ready(self) -> bool:
        return False  # nobody hands the keyboard over

    @property
    def playing(self) -> bool:
        return self.game.over is None

    @property
    def has_clock(self) -> bool:
        return True  # a time per move, always

    def key_command(self, command_id: str, argument: str = "") -> None:
        try:
            self.handler(self.registry[command_id])(PLAYER, argument)
        except IllegalMove as refused:
            self.refuse(refused)
        self.report_save()

    def typed_line(self, text: str) -> None:
        self.run_line(text)

    def hear(self, move: Move) -> None:
        """The move's words and score; Enter hands it in, Escape takes it back."""
        self.pending = None
        if self.game.open is None:
            self.say(message(self.tr, self.finished))
            return
        try:
            if isinstance(move, str):
                placement = check_written(self.game.board, parse_move(move), self.game.rack)
            else:
                placement = check_placement(self.game.board, move, self.game.rack)
        except IllegalMove as refused:
            self.refuse(refused)
            return
        self.cue("placed")
        self.pending = placement.written
        score = score_placement(placement)
        self.say(
            describe_score(self.tr, score, self.settings.relief_names)
            + " "
            + describe_confirm_move(self.tr, self.confirm_by_key)
        )

    def confirm(self) -> None:
        pending, self.pending = self.pending, None
        if pending is None:
            self.say(describe_nothing_to_confirm(self.tr))
            return
        try:
            self.hand_in(pending)
        except IllegalMove as refused:
            self.refuse(refused)
        self.report_save()

    def cancel_pending(self) -> None:
        pending, self.pending = self.pending, None
        if pending is None:
            self.say(describe_nothing_to_confirm(self.tr))
        else:
            self.say(describe_cancelled(self.tr, True))

    # ------------------------------------------------------------ commands

    def pass_turn(self, player: int, argument: str = "") -> None:
        self.hand_in(None)

    def preview(self, player: int, argument: str) -> None:
        """A move's words and score, without handing it in."""
        if not argument.strip():
            self.needs("preview")
            return
        if self.game.open is None:
            self.say(message(self.tr, self.finished))
            return
        placement = check_written(self.game.board, parse_move(argument), self.game.rack)
        score = score_placement(placement)
        self.say(f"{move_said(self.tr, placement.written)}. {describe_score(self.tr, score)}")

    def read_rack(self, player: int, argument: str = "") -> None:
        self.say(self.rack_text(self.settings.spelling))

    def spell_rack(self, player: int, argument: str = "") -> None:
        self.say(self.rack_text(True))

    def rack_text(self, spelled: bool) -> str:
        return message(self.tr, Message.DUPLICATE_RACK, rack=rack_letters(self.tr, self.game.rack, spelled))

    def braille(self, player: int, argument: str = "") -> None:
        """The board and the rack in Unicode braille: written, not spoken."""
        lines = board_lines(self.game.board)
        lines.append(rack_cells(list(self.game.rack)))
        self.say(message(self.tr, Message.BRAILLE_WRITTEN, count=len(lines)))
        self.announcer.show("\n".join(lines))

    def hint(self, player: int, argument: str = "") -> None:
        if self.game.open is None:
            self.say(message(self.tr, self.finished))
            return
        self.hint_step = min(self.hint_step + 1, HintStep.MOVE)
        found = hint_towards(
            self.game.board,
            list(self.game.rack),
            self.session.lexicon,
            HintStep(self.hint_step),
            self.session.top(),
        )
        self.say(describe_hint(self.tr, found))

    def dictate(self, player: int, argument: str = "") -> None:
        """The last top (or top N) tile by tile, for a braille board kept in step."""
        turns = self.game.turns
        if not turns:
            self.say(message(self.tr, Message.NO_WORD_YET))
            return
        wanted = argument.strip()
        number = int(wanted) if wanted.isdigit() else len(turns)
        if not 1 <= number <= len(turns):
            self.say(message(self.tr, Message.DUPLICATE_NO_SUCH_TURN, last=len(turns)))
            return
        self.say(describe_dictation(self.tr, turns[number - 1].top, self.settings.spelling))

    def last(self, player: int, argument: str = "") -> None:
        turns = self.game.turns
        if not turns:
            self.say(message(self.tr, Message.NO_MOVE_YET))
            return
        turn = turns[-1]
        top = TopPlayed(turn.number, turn.top, turn.top_score)
        self.say(
            describe_answer(self.tr, turn.answers[PLAYER])
            + " "
            + describe_duplicate_event(self.tr, top, self.game.names)
        )

    def scores(self, player: int, argument: str = "") -> None:
        self.say(describe_gap(self.tr, self.game.totals()[PLAYER], self.game.top_total()))

    def time(self, player: int, argument: str = "") -> None:
        left = self.game.time_left(self.session.now())
        self.say(
            message(
                self.tr,
                Message.DUPLICATE_TIME,
                time=duration(self.tr, left),
                total=duration(self.tr, self.game.seconds),
            )
        )

    def quit(self, player: int, argument: str = "") -> None:
        self.session.save()
        self.outcome = "quit"


_ROOM_SHARED = (
    "preview board row column premiums words braille dictate time quit help repeat back forward "
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
    [*(GAME_COMMANDS[i] for i in _ROOM_SHARED), *DUPLICATE_OWN, *ROOM_OWN, REFEREE_COMMANDS["export"]]
)
NOTHING_HANDED_IN = {"rien", "none", "-"}


class RoomCommands(DuplicateCommands):
    """The arbiter of a room of players, each with a braille set: motamot calls the rack
    (said; ``braille`` writes it as a braille line, with the board), runs the clock of the move, takes each
    player's move (``Anne H4 MOT``) or score (``Anne 24``, ``Anne rien``), then ``top``
    announces the top tile by tile so everyone lays it, with the scores of the move."""

    registry: Registry = ROOM_COMMANDS
    finished = Message.ROOM_FINISHED

    def __init__(
        self, *args: object, export_dir: Path | None = None, language: str = "fr", **kwargs: object
    ) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.export_dir = export_dir or Path.cwd()
        self.language = language

    def prompt_name(self) -> str | None:
        return message(self.tr, Message.ARBITER_PROMPT) if self.game.over is None else None

    def status_line(self) -> str:
        return message(self.tr, Message.ROOM_STATUS, number=self.game.number, top=self.game.top_total())

    def run_line(self, line: str) -> None:
        word, _sep, rest = line.strip().partition(" ")
        player = self.player_named(word)
        if player is None:
            super().run_line(line)
            return
        try:
            self.entry(player, rest.strip())
        except IllegalMove as refused:
            self.refuse(refused)
        self.report_save()

    def player_named(self, word: str) -> int | None:
        wanted = fold(word)
        return next((p for p, name in enumerate(self.game.names) if fold(name) == wanted), None)

    def entry(self, player: int, text: str) -> None:
        """A player's slip: a move, a score, or nothing handed in; the last entry counts."""
        name = self.game.names[player]
        if self.game.over is not None:
            self.say(message(self.tr, self.finished))
            return
        if not text:
            self.say(message(self.tr, Message.ROOM_ENTRY_EXAMPLE, name=name))
            return
        if fold(text) in NOTHING_HANDED_IN:
            answer, _events = self.session.hand_in(player, None)
        elif (score := whole_number(text, 0, MAX_SCORE)) is not None:
            answer = self.session.declare(player, score)
        elif looks_like_move(text):
            answer, _events = self.session.hand_in(player, parse_move(text))
        else:
            self.say(message(self.tr, Message.ROOM_ENTRY_EXAMPLE, name=name))
            return
        self.say(describe_answer(self.tr, answer, name))

    def close_turn(self, player: int, argument: str = "") -> None:
        if self.game.open is None:
            self.say(message(self.tr, self.finished))
            return
        self.announce(self.session.close())

    def top_text(self, event: TopPlayed) -> str:
        return describe_duplicate_event(self.tr, event, self.game.names)

    def after_top(self, event: TopPlayed) -> None:
        """Everyone lays the top on their own board, then hears the scores of the move."""
        self.announcer.announce(describe_dictation(self.tr, event.top, self.settings.spelling))
        turn = self.game.turns[-1]
        scores = [
            describe_answer(self.tr, turn.answers[p], self.game.names[p]) for p in in_french_order(self.game)
        ]
        self.announcer.announce(" ".join(scores))

    def ranking(self, player: int, argument: str = "") -> None:
        lines = duplicate_ranking(self.tr, self.game)
        self.say(lines[0])
        for line in lines[1:]:
            self.announcer.announce(line)

    def export(self, player: int, argument: str = "") -> None:
        folder = argument.strip()
        target = Path(folder).expanduser() if folder else self.export_dir
        stem = "duplicate-" + datetime.now().strftime("%Y-%m-%d-%H%M")
        try:
            written = write_duplicate_exports(self.tr, self.game, target, stem, self.language)
        except RecordError as error:
            reason = describe_write_reason(self.tr, error)
            self.say(message(self.tr, Message.CANNOT_WRITE_SHEETS, folder=target, reason=reason))
            return
        self.say(message(self.tr, Message.SHEETS_WRITTEN, files=", ".join(str(p) for p in written)))
