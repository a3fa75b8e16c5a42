"""A game held here and every table told of it, driven from one place.

The host owns a game's session and the tables of the people at it (the one table of a classic
game at this keyboard; a seat's table per player on a server, a watcher's per web page): a
request is carried out on its own table, what it did to the game is told to every other table
in that table's own words, and what comes next (the computers' answers, the computer to choose
its move, the clock's next event, a duplicate room's turn closed) is found here and nowhere
else. Each step returns what each table is told (``Told``), as each table answered it: no
table holds an answer being written, and nothing outside the command layer writes one. Each
interface only delivers what is told and waits for what comes next, in one short loop of its
own: the choice made in a worker thread (``concluded`` once it is made) or the clock (``tick``
when due); the lines and the full screen through their table, the server's asyncio loop
through its hosted game.

``ClassicHost`` drives a classic game (``sessions.pace.Pace``); ``RoomHost`` a duplicate room,
whose turn closes once every player handed in a slip or its time is up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from motamot.commands.base import Table
from motamot.rules.clock import TimeExpired
from motamot.sessions.autosave import AutosavedSession
from motamot.sessions.classic import GameSession
from motamot.sessions.duplicate import DuplicateSession
from motamot.sessions.pace import Pace
from motamot.sessions.thinking import Thought
from motamot.speech.answer import Answer, Say, say

Told = dict[Table[Any], Answer]  # what each table is told now


def joined(*told: Told) -> Told:
    """What each table is told by several steps, in their order."""
    out: Told = {}
    for each in told:
        for table, answer in each.items():
            out[table] = out.get(table, Answer()) + answer
    return out


class Host:
    """What a classic game and a room share: their tables, and what is told to them."""

    session: AutosavedSession[Any]

    def __init__(self) -> None:
        self.tables: list[Table[Any]] = []  # every table told of the game: seats', then watchers'

    # ------------------------------------------------------------ who is told

    def join(self, table: Table[Any]) -> None:
        """A table told of the game from now on; the computer's choice under way is its too."""
        table.thought = self.thought
        self.tables.append(table)

    def leave(self, table: Table[Any]) -> None:
        if table in self.tables:
            self.tables.remove(table)

    def returning(self, table: Table[Any]) -> None:
        """A table whose player comes back: nothing waits for a yes they gave on a device now
        gone (what it was told while away is not kept: the welcome says what happened)."""
        table.outcome = table.pending = None

    def tell(
        self, say: Callable[[Table[Any]], str | None], besides: Table[Any] | None = None, event: bool = True
    ) -> Told:
        """A sentence each table makes for itself (None: nothing for it), said to every table
        but ``besides``; as what happened to the game (``event``), it is never lost."""
        told: Told = {}
        for table in self.tables:
            if table is not besides and (text := say(table)) is not None:
                told[table] = Answer((Say(text, event=event),))
        return told

    def spread(self, events: Sequence[object], besides: Table[Any] | None = None) -> Told:
        """What happened, said to every table (but ``besides``, which said it) in its own words."""
        if not events:
            return {}
        return {table: table.announce(list(events)) for table in self.tables if table is not besides}

    # ------------------------------------------------------------ a request

    def carry_out(
        self, table: Table[Any], request: Callable[[], Answer], echo: bool
    ) -> tuple[Answer, Answer, Told]:
        """``request`` carried out on ``table``: what it answers, with what followed it, and
        (``echo``) what it did to the game said once more for its seat's other devices; what
        every other table is told of what it did. An exception of the session (a write
        refused) goes through with nothing told."""
        mark = self.progress()
        answer = request()
        news = self.news_since(mark)
        others = self.spread(news, besides=table)
        if not (echo and news):
            return answer, Answer(), others
        return answer, table.shown(table.announce(list(news))), others

    def refused(self, table: Table[Any], text: str) -> Answer:
        """Nothing of an action the session refused is said: its table hears ``text`` alone
        and nothing waits for a yes there."""
        table.pending = None
        return say(text)

    # ------------------------------------------------------------ how far the game went

    def progress(self) -> int:
        """How far the game has gone, as a table is told it."""
        raise NotImplementedError

    def news_since(self, mark: int) -> Sequence[object]:
        """What an action did that everyone is told, since ``progress`` was ``mark``."""
        raise NotImplementedError

    # ------------------------------------------------------------ what comes next

    @property
    def thought(self) -> Thought[Any, Any] | None:
        """The computer's choice being made, if one is."""
        return None

    def follow(self) -> tuple[Told, Thought[Any, Any] | None]:
        """After any change: what the game itself does next, and what each table is told of
        it; the computer's choice to make aside, if one is now due (not started)."""
        return {}, None

    def thinking(self) -> Told:
        """The computer's choice takes long: every table hears that it is coming."""
        return {table: table.tell_thinking() for table in self.tables}

    def concluded(self) -> Told:
        """The computer's choice, made aside, played: what each table is told."""
        return {}

    def clock_in(self) -> float | None:
        """Seconds until the clock's next event (0 when due); None without one."""
        return None

    def tick(self) -> Told:
        """The clock run to now: what each table is told of what it did."""
        return {}


class ClassicHost(Host):
    """A classic game: the computers' answers and moves, and the chess clock, by its ``Pace``."""

    session: GameSession

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.pace = Pace(session)

    def progress(self) -> int:
        return len(self.session.game.events)

    def news_since(self, mark: int) -> Sequence[object]:
        return self.session.game.events[mark:]

    @property
    def thought(self) -> Thought[Any, Any] | None:
        return self.pace.thought

    def follow(self) -> tuple[Told, Thought[Any, Any] | None]:
        events, thought = self.pace.follow()
        told = self.spread(events)
        if thought is not None:
            for table in self.tables:
                table.thought = thought
        return told, thought

    def concluded(self) -> Told:
        thought = self.pace.thought
        for table in self.tables:
            table.thought = None
        return self.spread(thought.conclude()) if thought is not None else {}

    def clock_in(self) -> float | None:
        return None if self.session.game.over is not None else self.pace.clock_in()

    def tick(self) -> Told:
        return self.spread(self.pace.tick())  # never while the computer chooses (``Pace.tick``)


class RoomHost(Host):
    """A duplicate room: a slip is its player's own; once every player handed one in, or the
    time of the move is up (a late player scores 0), the turn closes and its top is told."""

    session: DuplicateSession

    def __init__(self, session: DuplicateSession) -> None:
        super().__init__()
        self.session = session

    def progress(self) -> int:
        return len(self.session.game.turns)  # a room is told its tops, turn by turn

    def news_since(self, mark: int) -> Sequence[object]:
        return ()  # a slip is the player's own; the top is told to all when the turn closes

    def follow(self) -> tuple[Told, Thought[Any, Any] | None]:
        game = self.session.game
        if game.over is None and game.open is not None and len(game.open.answers) == len(game.names):
            return self.spread(self.session.close()), None
        return {}, None

    def clock_in(self) -> float | None:
        return None if self.session.game.over is not None else self.session.seconds_to_next_clock_event()

    def tick(self) -> Told:
        events = self.session.tick()
        told = self.spread(events)
        if any(isinstance(e, TimeExpired) for e in events):
            told = joined(told, self.spread(self.session.close()))  # who has not handed in a slip scores 0
        return told
