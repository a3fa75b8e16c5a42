"""A game hosted by the server: one session, a table per seat that joined, and what each
seat is told sent to its connections.

A seat may be open on several devices at once (the player's terminal, and the page on a
tablet for the sighted partner beside them): each connection is told everything the seat
is told, any of them may act, and an action is answered on the one that sent it.

Each game's lines are carried out one at a time (``lock``), a hint or an analysis in a
worker thread so that it does not hold other games up (``searches``); the computer chooses
its move in a thread of its own (``sessions.thinking.Thought``) and plays it under the same
lock, so a game never changes under a command. The clock is ticked when its next event is due, whoever is
connected. Every action is saved in the server's file before anyone is told of it; an
action the file refuses (a full disk) is taken back, its seat told that nothing was played,
and the game waits until the file takes its actions again.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import sqlite3
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from motamot.commands.host import ClassicHost, Host, RoomHost, Told
from motamot.commands.registry import SEARCHING
from motamot.describe.files import describe_write_reason
from motamot.describe.messages import Message, message
from motamot.net.protocol import Create, Problem, ProtocolError, SeatAsked, Sent, said
from motamot.requests import Key, Line, Request
from motamot.rules.clock import ClockKind
from motamot.rules.duplicate import DuplicateGame
from motamot.rules.game import Game
from motamot.server.company import Company, SeatArrival, Send
from motamot.server.hosted_formulas import RoomFormula
from motamot.server.seat import (
    SPECTATOR,
    RoomSeatTable,
    RoomSpectatorTable,
    SeatTable,
    SpectatorTable,
    TourSeatTable,
)
from motamot.server.store import Store
from motamot.server.stored import HostedRoomSession, HostedSession, NotWritten
from motamot.sessions.thinking import THINKING_SAID_AFTER
from motamot.speech.answer import Answer

# Seconds between tries of the computer's move or the clock's event the file refused: the
# game waits, and goes on once the disk has room again.
RETRY_WRITE = 5.0


@dataclass(frozen=True)
class Answering:
    """The request a flush answers: the seat and connection that sent it, its number,
    whether its player left, the answer, and what the seat's other connections are told of
    it (its effect on the game, not the answer to who asked)."""

    seat: int
    send: Send
    number: int
    left: bool
    answer: Answer
    echo: Answer


class HostedGame:
    """A classic game on the server (``HostedRoom``: a duplicate room)."""

    def __init__(self, session: HostedSession | HostedRoomSession, store: Store, hints: bool = True) -> None:
        self.session, self.store = session, store
        self.number = session.number
        self.told: dict[int, int] = {}  # how many events each seat has been told
        self.lock = asyncio.Lock()
        # The game and every table told of it: what comes next is found there (commands.host).
        self.host: Host = ClassicHost(session) if isinstance(session, HostedSession) else RoomHost(session)
        # Who is there and what they say: what a seat's table knows of the hosted game.
        self.company = Company(session, self.number, store, self.host, hints)
        self.tables, self.connections = self.company.tables, self.company.connections
        self.watchers = self.company.watchers
        self._clock: asyncio.TimerHandle | None = None
        # The file refuses the game's actions (a full disk): how many were written before, and
        # the next try of what the game itself does (the computer, the clock).
        self.waiting: int | None = None
        self._retry: asyncio.TimerHandle | None = None
        # Called once every person asked for a rematch (``Server.rematch``): the new game made.
        self.on_rematch: Callable[[HostedGame], Awaitable[None]] | None = None
        session.telling = self.told_when_written

    @property
    def game(self) -> Game:
        return self.session.game

    def new_table(self, seat: int, arrival: SeatArrival) -> SeatTable | RoomSeatTable:
        tour = isinstance(self.session, HostedSession) and self.session.tour is not None
        table = TourSeatTable if tour else SeatTable
        return table(self.session, self.company, seat, arrival.tr, arrival.settings, arrival.keep)

    def spectator_table(self, arrival: SeatArrival) -> SeatTable | RoomSeatTable:
        return SpectatorTable(
            self.session, self.company, SPECTATOR, arrival.tr, arrival.settings, arrival.keep
        )

    def progress(self) -> int:
        """How far the game has gone, as a seat is told it: its events, a room's turns."""
        return self.host.progress()

    def told_when_written(self) -> dict[int, int]:
        """How far each seat with a connection is told the game once this action is written
        (the flush that follows tells them); read in the worker thread of a search too."""
        events = self.progress()
        return {seat: events for seat, present in list(self.connections.items()) if present}

    # ------------------------------------------------------------ seats

    async def seat(self, seat: int, arrival: SeatArrival, told: int) -> None:
        """A player takes their seat (again), in their language and with their settings:
        welcomed with what happened since they were last told (``told`` events). Open on
        another device already, the seat keeps its language and settings, and only the
        device arriving is welcomed."""
        async with self.lock:
            table = self.tables.get(seat)
            present = self.connections.setdefault(seat, [])
            if table is None:
                table = self.new_table(seat, arrival)
                self.tables[seat] = table
                self.host.join(table)
            elif not present:  # kept while the server runs: the rack's order, the hints given this turn
                table.tr, table.settings, table.keep_settings = arrival.tr, arrival.settings, arrival.keep
                # Said while away: the welcome says what happened. A client killed mid-move
                # leaves nothing half done: a move it was hearing waits for no yes on its return.
                self.host.returning(table)
                self.company.outbox.pop(table, None)
            arriving = not present
            present.append(arrival)
            table.confirm_by_key = arrival.screen
            welcome = table.welcome(max(told, self.told.get(seat, told)))
            if arriving:
                welcome += self.company.said_missed_talk(table)
            welcome = table.shown(self.company.outbox.pop(table, Answer()) + welcome)
            arrival.send(said(welcome.to_json(), scene(table, arrival.page)))
            if arriving:  # everyone else hears who sits down (a second device says nothing)
                self.company.arrived(seat)
            self.flush()  # what it was told, written
            await self._drive()

    async def watch(self, arrival: SeatArrival) -> None:
        """Someone comes to watch from a page: told whose game it is and where it stands,
        then everything the seats are told that is not theirs alone."""
        async with self.lock:
            table = self.spectator_table(arrival)
            self.host.join(table)
            self.watchers[arrival.send] = (arrival, table)
            self.company.post({table: table.welcome(self.progress())})
            self.flush()

    def unwatch(self, send: Send) -> None:
        watching = self.watchers.pop(send, None)
        if watching is not None:
            self.host.leave(watching[1])

    def leave(self, seat: int, send: Send) -> None:
        """A connection ends; its seat waits (or stays open on its other devices), the game
        goes on, and the others hear that its player left."""
        present = self.connections.get(seat, [])
        if not any(arrival.send == send for arrival in present):
            return
        present[:] = [arrival for arrival in present if arrival.send != send]
        if not present:
            self.company.away[seat] = time.time()
            asyncio.ensure_future(self._left(seat))

    async def _left(self, seat: int) -> None:
        async with self.lock:
            if not self.connections.get(seat):  # not back already
                self.company.tell_others(seat, Message.PRESENCE_LEFT)
                self.flush()

    def settings_again(self) -> Create:
        """The game's settings, for its rematch: the same seats, rules, clock and hints."""
        session = self.session
        assert isinstance(session, HostedSession)
        game = session.game
        clock = game.clock.settings
        timed = clock.kind in (ClockKind.CHESS, ClockKind.PER_MOVE)
        minutes = int(clock.seconds // 60) if timed else 0
        seats = tuple(SeatAsked(seat.name, seat.level) for seat in session.seats)
        rated = self.store.rated_state(self.number) > 0
        per_move = clock.kind is ClockKind.PER_MOVE
        hints = self.company.hints
        return Create(seats, game.variant.name, minutes, "fr", hints=hints, rated=rated, per_move=per_move)

    async def carry_out(self, seat: int, send: Send, sent: Sent) -> bool:
        """A seat's request from one of its connections (``send``) carried out by its table
        (``request``, as the lines and the full screen hand theirs) and answered there, its
        effect said on all; whether that connection's player left."""
        request = sent.request
        async with self.lock:
            table = self.tables[seat]
            sender = next((a for a in self.connections.get(seat, []) if a.send == send), None)
            # On the full screen (and a page), a move typed is heard first, Enter plays it.
            table.confirm_by_key = sender is not None and sender.screen
            if isinstance(request, Key) and request.command not in table.registry.commands:
                raise ProtocolError(Problem.UNKNOWN_COMMAND)
            # What the seat's action did to the game is said to every other table in its words,
            # and to the seat's other devices.
            carry_out = functools.partial(
                self.host.carry_out,
                table,
                functools.partial(table.request, request),
                echo=len(self.connections.get(seat, [])) > 1,
            )
            try:
                answer, echo, others = (
                    await asyncio.to_thread(carry_out) if searches(table, request) else carry_out()
                )
                self.company.post(others)
            except NotWritten as refused:
                answer, echo = self._refused(table, refused), Answer()
            left = table.outcome is not None
            table.outcome = None  # the seat stays open on its other devices
            self.flush(Answering(seat, send, sent.number, left, answer, echo))
            await self._drive()
        if self.company.rematch_agreed() and self.on_rematch is not None:
            rematch, self.on_rematch = self.on_rematch, None  # once
            await rematch(self)
        return left

    def _refused(self, table: SeatTable | RoomSeatTable, refused: NotWritten) -> Answer:
        """Nothing of an action the file refused is said: the seat that asked hears that it
        was not played, and may try again."""
        if self.waiting is None:
            self.waiting = self.session.written
        self.company.sent()  # nothing of it is said to anyone
        reason = describe_write_reason(table.tr, refused.fault)
        return self.host.refused(table, message(table.tr, Message.REMOTE_NOT_WRITTEN, reason=reason))

    def _wait(self, refused: NotWritten) -> None:
        """What the game itself does (the computer's move, the clock) was refused by the file:
        every seat is told once that the game waits, and it is tried again in a moment."""
        if self.waiting is None:
            self.waiting = self.session.written
            self.company.post(
                self.host.tell(
                    lambda table: message(
                        table.tr,
                        Message.REMOTE_GAME_WAITS,
                        reason=describe_write_reason(table.tr, refused.fault),
                    )
                )
            )
        loop = asyncio.get_running_loop()
        if self._retry is not None:
            self._retry.cancel()
        self._retry = loop.call_later(RETRY_WRITE, lambda: asyncio.ensure_future(self._try_again()))

    async def _try_again(self) -> None:
        async with self.lock:
            self._retry = None
            await self._drive()

    # ------------------------------------------------------------ telling

    def flush(self, answering: Answering | None = None) -> None:
        """Each seat's sentences sent to its connections, with its screen as it is now; the
        connection whose request this answers is answered even when there is nothing to say.
        A seat away hears what happened when it comes back."""
        self.company.count_ratings()
        if self.waiting is not None and self.session.written > self.waiting:
            self.waiting = None  # the file takes the game's actions again
            self.company.post(self.host.tell(lambda table: message(table.tr, Message.REMOTE_WRITING_AGAIN)))
        events = self.progress()
        told_now = {}
        taken = self.company.sent()
        for seat, table in self.tables.items():
            present = self.connections.get(seat)
            if not present:
                continue  # what it was told is dropped: its welcome says what happened
            answer = table.shown(taken.get(table, Answer()))
            if self.told.get(seat) != events:
                told_now[seat] = self.told[seat] = events
            answering_here = answering if answering is not None and answering.seat == seat else None
            drawn = Scenes(table)
            for arrival in present:
                if answering_here is not None and arrival.send == answering_here.send:
                    mine = answering_here.answer + answer
                    number, left = answering_here.number, answering_here.left
                    arrival.send(said(mine.to_json(), drawn.of(arrival), number, left))
                elif told := (answering_here.echo + answer if answering_here is not None else answer):
                    arrival.send(said(told.to_json(), drawn.of(arrival)))
        for arrival, watcher in self.watchers.values():
            if answer := watcher.shown(taken.get(watcher, Answer())):
                arrival.send(said(answer.to_json(), Scenes(watcher).of(arrival)))
        if told_now:
            # Most were written with the action (``told_when_written``); a welcome is not. Unwritten
            # (a full disk), it only means the last messages said again on the seat's return.
            with contextlib.suppress(sqlite3.Error):
                self.store.note_told(self.number, told_now)

    # ------------------------------------------------------------ the computer and the clock

    async def _drive(self) -> None:
        """After any change, under the lock: what the game itself does next, told (the
        computers' answers, a room's turn closed); then the wait for what is due, the
        computer's choice made aside or the clock's next event (``commands.host``)."""
        try:
            told, thought = self.host.follow()
        except NotWritten as refused:  # a computer's answer to a challenge, a room's top
            self._wait(refused)
            return
        self.company.post(told)
        self.flush()
        if self._clock is not None:
            self._clock.cancel()
            self._clock = None
        loop = asyncio.get_running_loop()
        if thought is not None:
            said_at = loop.call_later(THINKING_SAID_AFTER, self._thinking)
            thought.start(lambda: loop.call_soon_threadsafe(self._then, self.host.concluded, said_at))
        elif (wait := self.host.clock_in()) is not None:
            self._clock = loop.call_later(wait, self._then, self.host.tick)

    def _thinking(self) -> None:
        self.company.post(self.host.thinking())
        self.flush()

    def _then(self, step: Callable[[], Told], said_at: asyncio.TimerHandle | None = None) -> None:
        """What was waited for is due: ``step`` taken under the lock, told, and the next wait."""
        if said_at is not None:
            said_at.cancel()

        async def taken() -> None:
            async with self.lock:
                try:
                    self.company.post(step())
                except NotWritten as refused:
                    self._wait(refused)
                    self.flush()
                    return
                self.flush()
                await self._drive()

        asyncio.ensure_future(taken())


def searches(table: SeatTable | RoomSeatTable, request: Request) -> bool:
    """Whether a request makes the engine search (a hint, an analysis): carried out in a
    thread, so that other games are not held up. Anything else is carried out at once: a
    thread's handoff cost more than the action itself, and made a burst of moves twice as
    slow (issue 46, point 11)."""
    if isinstance(request, Key):
        return request.command in SEARCHING
    if isinstance(request, Line):
        words = request.text.split()
        command = table.registry.find(words[0]) if words else None
        return command is not None and command.id in SEARCHING
    return False


def scene(table: SeatTable | RoomSeatTable, page: bool) -> dict[str, Any]:
    """What a seat's screen draws: the board, its rack and status lines, the move on trial,
    the latest move, whether a yes is awaited, and whose line the prompt asks for; on a web
    ``page``, with each square's name as its grid says it."""
    return table.scene(named=page).to_json()


class Scenes:
    """A table's scene drawn once for all its connections, terminals and pages."""

    def __init__(self, table: SeatTable | RoomSeatTable) -> None:
        self.table = table
        self._drawn: dict[bool, dict[str, Any]] = {}

    def of(self, arrival: SeatArrival) -> dict[str, Any]:
        if arrival.page not in self._drawn:
            self._drawn[arrival.page] = scene(self.table, arrival.page)
        return self._drawn[arrival.page]


class HostedRoom(HostedGame):
    """A duplicate room online: one rack for all; the turn closes, and the top goes down for
    everyone, once every player handed in a slip or the time of the move is up."""

    session: HostedRoomSession

    @property
    def room(self) -> DuplicateGame:
        return self.session.game

    def new_table(self, seat: int, arrival: SeatArrival) -> SeatTable | RoomSeatTable:
        return RoomSeatTable(self.session, self.company, seat, arrival.tr, arrival.settings, arrival.keep)

    def spectator_table(self, arrival: SeatArrival) -> SeatTable | RoomSeatTable:
        return RoomSpectatorTable(
            self.session, self.company, SPECTATOR, arrival.tr, arrival.settings, arrival.keep
        )

    def settings_again(self) -> Create:
        room = self.room
        seats = tuple(SeatAsked(name, None) for name in room.names)
        minutes = max(1, int(room.seconds // 60))
        return Create(
            seats, room.rules.name, minutes, "fr", formula=RoomFormula.name, hints=self.company.hints
        )
