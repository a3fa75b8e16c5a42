"""The people at a hosted game: who is there (each seat's connections, who came, who left and
since when, the pages watching), the table's talk, a rematch asked for, and a rated game's
result counted once it is over.

A seat's table reaches it as its ``seat.Gathering`` and nothing else of the hosted game; what
is said to everyone goes through the game's ``commands.host`` host, in each table's words.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections import defaultdict, deque
from collections.abc import Callable
from dataclasses import dataclass
from gettext import NullTranslations

from motamot.commands.host import Host, Told, joined
from motamot.describe.messages import Message, message
from motamot.describe.remote import describe_ratings
from motamot.describe.words import long_duration, name_list
from motamot.i18n import fold
from motamot.server.muting import change_mute
from motamot.server.seat import RoomSeatTable, SeatTable
from motamot.server.store import Store
from motamot.server.talk import checked_talk
from motamot.sessions.classic import GameSession
from motamot.sessions.duplicate import DuplicateSession
from motamot.settings import Settings
from motamot.speech.answer import Answer, Say
from motamot.tournament.ratings import Rating, rate_game

Send = Callable[[str], None]  # puts a message on a connection's way out
AnyTable = SeatTable | RoomSeatTable


@dataclass(frozen=True)
class SeatArrival:
    """Who comes to a seat: their connection, their language, their settings."""

    send: Send
    tr: NullTranslations
    settings: Settings
    keep: Callable[[Settings], None]  # a setting they change, sent back to their motamot
    screen: bool = False  # on the full screen: a typed move is heard first, Enter plays it
    page: bool = False  # a web page, whose scene names each square (``commands.scene``)


class Company:
    """Who is at a hosted game, and what they say to each other."""

    def __init__(
        self, session: GameSession | DuplicateSession, number: int, store: Store, host: Host, hints: bool
    ) -> None:
        self.session, self.number, self.store, self.host = session, number, store, host
        self.hints = hints  # whether its players may ask for hints (``inviter --indices``)
        self.tables: dict[int, AnyTable] = {}  # each seat's table, once its player came
        self.connections: dict[int, list[SeatArrival]] = {}  # each seat's connections now
        # Web pages watching, without a seat: each one's table.
        self.watchers: dict[Send, tuple[SeatArrival, AnyTable]] = {}
        self.came = store.came(number)  # the seats their players sat at once, restarts included
        self.away: dict[int, float] = {}  # the seats left, and since when (the wall clock)
        self.talked: dict[int, deque[float]] = defaultdict(deque)  # each seat's last messages
        self._muted: dict[int, set[str]] = {}  # each seat's folded names it does not hear
        self.rematch: set[int] = set()  # the seats that asked for a rematch of the finished game
        self.to_rate = False  # a rated game whose result is not counted yet
        # What each table is to be told and not sent yet: sent with its screen by the next
        # flush (``HostedGame.flush``).
        self.outbox: Told = {}

    def post(self, told: Told) -> None:
        """What tables are told, kept for the next flush, after what they were told before."""
        self.outbox = joined(self.outbox, told)

    def sent(self) -> Told:
        """What every table is told since the last flush, taken to be sent."""
        told, self.outbox = self.outbox, {}
        return told

    def names(self) -> list[str]:
        return self.session.names

    def people(self) -> set[int]:
        """The seats of people (who must all say yes to a rematch); the computer's are always
        at the table."""
        return set(range(len(self.names()))) - self.session.computer_seats()

    # ------------------------------------------------------------ who comes and goes

    def arrived(self, seat: int) -> None:
        """A seat's player arrives (on their first device): everyone else hears it."""
        back = seat in self.came
        if not back:
            self.came.add(seat)
            with contextlib.suppress(sqlite3.Error):  # unwritten: said arriving once more
                self.store.mark_came(self.number, seat)
        self.away.pop(seat, None)
        self.tell_others(seat, Message.PRESENCE_BACK if back else Message.PRESENCE_ARRIVED)

    def tell_others(self, seat: int, said_of: Message) -> None:
        """Who arrives, leaves or comes back, said to everyone else at the table, once."""
        name = self.names()[seat]
        self.post(
            self.host.tell(lambda table: message(table.tr, said_of, name=name), besides=self.tables.get(seat))
        )

    def presence(self, tr: NullTranslations) -> str:
        """``qui``: who is at the table, who left and since when, who never came, and how many
        watch from a page."""
        names, computers = self.names(), self.session.computer_seats()
        here = [i for i in range(len(names)) if self.connections.get(i) or i in computers]
        said = [message(tr, Message.PRESENCE_HERE, names=name_list(tr, [names[i] for i in here]))]
        now = time.time()
        for i, name in enumerate(names):
            if i in here:
                continue
            if i in self.away:
                said.append(
                    message(tr, Message.PRESENCE_AWAY, name=name, time=long_duration(tr, now - self.away[i]))
                )
            elif i in self.came:  # left before the server restarted: since when is not known
                said.append(message(tr, Message.PRESENCE_GONE, name=name))
            else:
                said.append(message(tr, Message.PRESENCE_NOT_YET, name=name))
        if self.watchers:
            said.append(message(tr, Message.PRESENCE_WATCHERS, count=len(self.watchers)))
        return " ".join(said)

    # ------------------------------------------------------------ the table's talk

    def talk(self, seat: int, text: str) -> Message | None:
        """A message from ``seat`` said to everyone else at the table who hears the table's
        talk (``conversation``), and kept with the game for whoever is away; why not, else."""
        now = time.monotonic()
        recent = self.talked[seat]
        clean = checked_talk(recent, text, now)
        if isinstance(clean, Message):
            return clean
        hearing = [number for number, present in self.connections.items() if present]
        try:
            self.store.add_talk(self.number, seat, clean, hearing)
        except sqlite3.Error:
            return Message.TALK_NOT_KEPT
        recent.append(now)
        name = self.names()[seat]
        deaf = {table for number, table in self.tables.items() if self.mutes(number, seat)}
        self.post(
            self.host.tell(
                lambda table: (
                    message(table.tr, Message.TALK_HEARD, name=name, text=clean)
                    if table.settings.table_talk and table not in deaf
                    else None
                ),
                besides=self.tables.get(seat),
                event=False,
            )
        )
        return None

    def said_missed_talk(self, table: AnyTable) -> Answer:
        """What was said at the table while the player was away (the last few)."""
        try:
            missed = self.store.talk_missed(self.number, table.seat)
        except sqlite3.Error:
            return Answer()
        if not table.settings.table_talk:
            return Answer()
        names = self.names()
        return Answer(
            tuple(
                Say(message(table.tr, Message.TALK_HEARD, name=names[seat], text=text))
                for seat, text in missed
                if not self.mutes(table.seat, seat)
            )
        )

    def muted(self, seat: int) -> set[str]:
        """The folded names ``seat`` does not hear: its card's, or for this game only."""
        if seat not in self._muted:
            player = dict(self.store.players_at(self.number)).get(seat)
            self._muted[seat] = set() if player is None else self.store.muted_by(player)
        return self._muted[seat]

    def mutes(self, seat: int, speaker: int) -> bool:
        """Whether ``seat`` does not hear what ``speaker`` says."""
        return seat >= 0 and fold(self.names()[speaker]) in self.muted(seat)

    def mute(self, seat: int, typed: str, mute: bool) -> tuple[Message, str]:
        """``silence Max`` at the table: what Max says no longer said to ``seat``, kept with
        its card when it came with one."""
        player = dict(self.store.players_at(self.number)).get(seat)
        store = self.store

        def keep(name: str, muted: bool) -> None:
            if player is not None:
                store.mute(player, name, muted)

        return change_mute(self.muted(seat), self.names()[seat], typed, self.names(), mute, keep)

    # ------------------------------------------------------------ after the game

    def ask_rematch(self, seat: int) -> Message:
        """``revanche``: the seat's yes to playing again, same players, same settings; once
        every person said it, the new game starts (``HostedGame.on_rematch``)."""
        if self.session.game.over is None:
            return Message.REMATCH_NOT_OVER
        if seat in self.rematch:
            return Message.REMATCH_WAITING
        self.rematch.add(seat)
        if self.rematch >= self.people():
            return Message.REMATCH_AGREED
        name = self.names()[seat]
        waiting = {table for number, table in self.tables.items() if number not in self.rematch}
        self.post(
            self.host.tell(
                lambda table: (
                    message(table.tr, Message.REMATCH_OFFERED, name=name) if table in waiting else None
                )
            )
        )
        return Message.REMATCH_WAITING

    def rematch_agreed(self) -> bool:
        return bool(self.rematch) and self.rematch >= self.people()

    def count_ratings(self) -> None:
        """A rated game over: each player's rating after it (Glicko-2, pair by pair), written
        with the game marked counted, and said to everyone; without a card at every person's
        seat, it is not rated, and that is said."""
        if not self.to_rate or self.session.game.over is None:
            return
        assert isinstance(self.session, GameSession)  # a room ranks by percentage of the top
        players = self.session.game.players
        self.to_rate = False
        people = sorted(self.people())
        cards = dict(self.store.players_at(self.number))
        try:
            if any(seat not in cards for seat in people):
                self.store.rated(self.number, {})
                self.post(self.host.tell(lambda table: message(table.tr, Message.NOT_RATED)))
                return
            before = {seat: Rating(*self.store.rating(cards[seat])[:3]) for seat in people}
            over = self.session.game.over
            assert over is not None
            # The winners first (a resignation's too), then by score.
            standing = [(seat in over.winners, players[seat].score) for seat in people]
            after = dict(zip(people, rate_game([before[seat] for seat in people], standing), strict=True))
            self.store.rated(
                self.number, {cards[s]: (r.rating, r.deviation, r.volatility) for s, r in after.items()}
            )
        except sqlite3.Error:
            self.to_rate = True  # counted at the next chance
            return
        names = self.names()
        changes = [(names[s], before[s].rating, after[s].rating) for s in people]
        self.post(self.host.tell(lambda table: describe_ratings(table.tr, changes)))
