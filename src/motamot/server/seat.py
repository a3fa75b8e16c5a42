"""A seat at a hosted game: a table of a local game, seen by one player at their home.

``SeatTable`` is ``GameCommands`` speaking for one seat (``RoomSeatTable``, duplicate's
table, for one player of a room online): every command of a local game
(reading the board, the rack, previewing, playing, hints, settings) with its sentences
from ``describe`` in that player's language and verbosity. What differs is who hears
what: the seat's own rack only ever to its own player, every game event to every seat
(``HostedGame.spread``), and the computer's turns played by the hosted game, not by the
table. Each request's ``Answer`` is sent by the hosted game to the seat's connections, where
the player's own motamot (or the page) renders it.
"""

from __future__ import annotations

from collections.abc import Callable
from gettext import NullTranslations
from typing import Any, ClassVar, Protocol

from motamot.commands.base import Move
from motamot.commands.catalogue import REMOTE_DUPLICATE_COMMANDS, REMOTE_SEAT_COMMANDS
from motamot.commands.duplicate import DuplicateCommands
from motamot.commands.game import GameCommands
from motamot.commands.registry import Registry
from motamot.commands.tour import TourCommands
from motamot.describe.board import describe_time
from motamot.describe.duplicate import describe_duplicate_event, describe_duplicate_over, describe_variant
from motamot.describe.messages import Message, message
from motamot.describe.remote import describe_watching
from motamot.describe.tour import STEPS, describe_tour_resumed, describe_tour_step
from motamot.describe.words import name_list
from motamot.files import RecordError
from motamot.rules.duplicate import RackDrawn, TopPlayed
from motamot.rules.events import ChallengeResolved, Exchanged, GameOver, MovePlayed, Passed
from motamot.rules.placement import PlacedTile
from motamot.server.stored import HostedSession
from motamot.sessions.autosave import AutosavedSession
from motamot.settings import Settings
from motamot.speech.answer import Answer, AnswerBuilder, say

SPECTATOR = -1  # the seat a spectator's invitation opens: it plays no tile


class Gathering(Protocol):
    """What a seat's table asks of the game its seat is at on the server (``hosted.HostedGame``
    is one): who is there, the table's talk, a rematch. The table knows nothing else of it, so
    the hosted game imports the seats and never the other way round."""

    hints: bool  # whether its players may ask for hints (``inviter --indices``)

    def ask_rematch(self, seat: int) -> Message: ...

    def presence(self, tr: NullTranslations) -> str: ...

    def talk(self, seat: int, text: str) -> Message | None: ...

    def mute(self, seat: int, typed: str, mute: bool) -> tuple[Message, str]: ...


class Seated:
    """What every seat's table does the same way, whatever the formula: it speaks for its
    own seat, and leaving it leaves the game on the server."""

    settings: Settings
    tr: NullTranslations
    outcome: str | None
    think_aside: bool
    say: Callable[[str], None]
    save_fault: RecordError | None
    playing: bool

    def __init__(
        self,
        session: AutosavedSession[Any],
        gathering: Gathering,
        seat: int,
        tr: NullTranslations,
        settings: Settings,
        keep_settings: Callable[[Settings], None],
    ) -> None:
        super().__init__(session, tr, settings, keep_settings)  # type: ignore[call-arg]  # super(): the table, unknown to a mixin
        self.seat = seat
        self.gathering = gathering
        self.hints = gathering.hints  # chosen when the game was created (``inviter --indices``)
        self.think_aside = True  # the hosted game thinks for the computer, aside

    def own_seat(self) -> int | None:
        return self.seat if self.seat != SPECTATOR else None

    @property
    def player(self) -> int:
        return self.seat

    def seated(self, names: list[str]) -> str:
        """Where the player sits, and whether hints are given: "Partie en réseau, vous êtes
        Anne, avec Max. Sans indices."."""
        return (
            message(
                self.tr,
                Message.REMOTE_SEAT,
                name=names[self.seat],
                others=name_list(self.tr, [n for i, n in enumerate(names) if i != self.seat]),
            )
            + " "
            + message(self.tr, Message.HINTS_ON if self.hints else Message.HINTS_OFF)
        )

    def hint(self, player: int, argument: str = "") -> Answer:
        """A hint gives the top: only where the game was created with them."""
        if not self.hints:
            return say(message(self.tr, Message.HINTS_CLOSED))
        hinted: Answer = super().hint(player, argument)  # type: ignore[misc]  # super(): the table, unknown to a mixin
        return hinted

    def left_words(self) -> str:
        return message(self.tr, Message.REMOTE_LEFT)

    def rematch(self, player: int, argument: str = "") -> Answer:
        """``revanche``: the same players, the same settings, once everyone says it."""
        return say(message(self.tr, self.gathering.ask_rematch(self.seat)))

    def who(self, player: int, argument: str = "") -> Answer:
        """``qui``: who is at the table."""
        return say(self.gathering.presence(self.tr))

    def talk(self, player: int, argument: str = "") -> Answer:
        """``dis bonjour``: said to everyone else at the table."""
        refused = self.gathering.talk(self.seat, argument)
        return say(message(self.tr, refused or Message.TALK_SENT))

    def silence(self, player: int, argument: str = "") -> Answer:
        """``silence``: the voice stops; ``silence Max``: what Max says is no longer said here."""
        if argument.strip():
            said, name = self.gathering.mute(self.seat, argument, True)
            return say(message(self.tr, said, name=name))
        stopped: Answer = super().silence(player, argument)  # type: ignore[misc]  # super(): the table, unknown to a mixin
        return stopped

    def unmute(self, player: int, argument: str = "") -> Answer:
        """``écoute Max``: what Max says is said here again."""
        said, name = self.gathering.mute(self.seat, argument, False)
        return say(message(self.tr, said, name=name))

    def table_talk(self, player: int, argument: str) -> Answer:
        """``conversation non``: what the others say at the table is no longer said here."""
        return self.on_off(  # type: ignore[attr-defined]  # the table's; declared here, it would lose its default
            "table_talk",
            argument,
            lambda on: message(self.tr, Message.TALK_HEARD_ON if on else Message.TALK_HEARD_OFF),
        )

    def unsaved(self) -> bool:
        return self.save_fault is not None and self.playing


class SeatTable(Seated, GameCommands):
    registry: ClassVar[Registry] = REMOTE_SEAT_COMMANDS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.host = None  # the hosted game's host drives the computer and the clock, once for every seat

    @property
    def shared_keyboard(self) -> bool:
        return False

    def offer_rack(self, player: int) -> Answer:
        """A turn starts: its player, and only them, hears their rack."""
        said = AnswerBuilder()
        if player == self.seat:
            said.tell(self.rack_text(player))
        return said.take()

    def hear(self, move: Move) -> Answer:
        return self.hear_move(self.seat, move)

    def rack_line(self) -> str:
        return self.rack_text(self.seat)

    def braille_rack(self) -> list[str] | None:
        return self.rack(self.seat)

    def start(self) -> Answer:
        return self.welcome(0)

    def welcome(self, told: int) -> Answer:
        """A player arrives or comes back: their seat, what happened since they were last told
        (``told`` events), the scores, whose turn, and their rack when it is theirs."""
        said = AnswerBuilder()
        said.tell(self.seated(self.names))
        since = [
            e
            for e in self.game.events[told:]
            if isinstance(e, MovePlayed | Passed | Exchanged | ChallengeResolved | GameOver)
        ]
        for event in since:
            said.tell(self.describe(event))
        if self.game.over is not None:
            return said.take()
        # The seat, the scores and time, then the rack: a message each, none over twelve
        # seconds (together 14.9 s under Orca, issue 60).
        said.apart_after()
        said.tell(self.scores_text())
        if self.game.clock.enabled:
            said.tell(describe_time(self.tr, self.game, self.names, self.session.now()))
        said.apart_after()
        if awaited := self.awaited_text():
            said.tell(awaited)  # what is awaited of this seat, or of the others
        elif self.game.turn == self.seat:
            said.tell(self.rack_text(self.seat))
        return said.take()

    def awaited_text(self) -> str:
        """The seat that laid the last move waits for the others' word; the others give it."""
        pending = self.game.pending
        if self.game.awaiting_challenge_decision and pending is not None and pending.move.player == self.seat:
            return message(self.tr, Message.OWN_LAST_MOVE_AWAITED)
        return super().awaited_text()

    def quit(self, player: int, argument: str = "") -> Answer:
        """Leaving the table: the game stays on the server, and the seat waits."""
        said = AnswerBuilder()
        if self.game.over is not None:
            self.outcome = "quit"
            return said.take()
        self.await_yes(self.leave)
        said.say(message(self.tr, Message.REMOTE_CONFIRM_LEAVE))
        return said.take()


class TourSeatTable(SeatTable, TourCommands):
    """The guided tour at a seat of the player's own server (``motamot navigateur``): a game
    against the beginner whose steps are said as in lines, the commands they ask for typed in
    the page's command field. The step is kept with the game, not in the settings: the tour
    is taken up with its game, from the start page, where it stood."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        assert isinstance(self.session, HostedSession)  # only a hosted game has a tour's step
        self.step = min(self.session.tour or 0, STEPS - 1)

    def welcome(self, told: int) -> Answer:
        """The tour's first step before the seat's welcome, as the tour says itself first;
        taken up, the welcome, then the step where it stood."""
        said = AnswerBuilder()
        if self.game.actions or self.step:
            said.tell(describe_tour_resumed(self.tr))
            said.extend(super().welcome(told))
            said.extend(self.say_step())
            return said.take()
        said.extend(self.say_step())
        said.extend(super().welcome(told))
        return said.take()

    def remember_step(self) -> None:
        """The step written with the game. A refused write is not said here (the step is the
        tour's progress, not the game, whose next action is written again whole): taken up,
        the tour resumes at the step last written."""
        assert isinstance(self.session, HostedSession)
        self.session.tour = self.step
        self.session.save()

    def step_text(self) -> str:
        # In lines: the page's command field takes the commands the steps ask for.
        return describe_tour_step(self.tr, self.step, False, on_page=True)


class Watching:
    """What a spectator's table says and shows differently from a seat's, at every kind of
    table: whose game it is watched, and no rack."""

    tr: NullTranslations

    def seated(self, names: list[str]) -> str:
        return describe_watching(self.tr, names)

    def rack_line(self) -> str:
        return ""

    def braille_rack(self) -> list[str] | None:
        return None


class SpectatorTable(Watching, SeatTable):
    """Someone watching a classic game from a web page (a sighted partner's tablet, a friend):
    every move and the scores, said as to a seat, but no seat's rack, no move on trial, and
    no command (the server refuses them)."""

    def tentative_tiles(self) -> tuple[PlacedTile, ...]:
        return ()


class RoomSeatTable(Seated, DuplicateCommands):
    """One player of a duplicate room online: the rack called to all, each player's slip
    handed in from home, the top announced to all once everyone handed in or the time of
    the move is up (``HostedRoom``)."""

    registry: ClassVar[Registry] = REMOTE_DUPLICATE_COMMANDS

    def start(self) -> Answer:
        return self.welcome(0)

    def welcome(self, told: int) -> Answer:
        """A player arrives or comes back: their seat, the tops of the turns played since
        (``told`` turns), and the rack of the turn open, with its time."""
        said = AnswerBuilder()
        game = self.game
        said.tell(self.seated(self.names))
        if variant := describe_variant(self.tr, game.rules.name):
            said.tell(variant)
        for turn in game.turns[told:]:
            said.tell(self.top_text(TopPlayed(turn.number, turn.top, turn.top_score)))
        if game.over is not None:
            for text in describe_duplicate_over(self.tr, game.over, game.names):
                said.apart_after()
                said.tell(text)
            return said.take()
        if game.open is not None:
            rack = RackDrawn(game.number, game.rack, (), (), len(game.bag), game.rules.needed(game.number))
            said.tell(describe_duplicate_event(self.tr, rack, game.names))
            said.extend(self.time(self.seat))
        return said.take()

    def quit(self, player: int, argument: str = "") -> Answer:
        """Every slip is on the server: the player leaves at once, the room goes on."""
        said = AnswerBuilder()
        said.say(self.left_words())
        self.outcome = "quit"
        return said.take()


class RoomSpectatorTable(Watching, RoomSeatTable):
    """Someone watching a duplicate room from a web page: each rack as it is called to all
    (a room's rack is public, as on a club's screen), each top and its place, the players'
    totals; never a slip, no command."""

    def top_text(self, event: TopPlayed) -> str:
        return describe_duplicate_event(self.tr, event, self.game.names)

    def after_top(self, event: TopPlayed) -> Answer:
        """Nobody's gap: the page shows every player's total."""
        said = AnswerBuilder()
        return said.take()

    def prompt_name(self) -> str | None:
        return None

    def status_line(self) -> str:
        game = self.game
        return message(
            self.tr,
            Message.DUPLICATE_WATCHED_STATUS,
            number=game.number,
            top=game.top_total(),
            count=len(game.bag),
        )
