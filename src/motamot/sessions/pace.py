"""What comes next at a classic game, the computer's move or the clock's event, found in one
place for every interface.

After anything changes the game, ``Pace.follow`` lets the computers answer (a challenge, a move
let stand) and, when a computer is to move, hands back its choice as a ``Thought`` to make
aside; ``Pace.clock_in`` says when the clock's next event is due (never while a choice is being
made: it reads the game, which a tick would change) and ``Pace.tick`` lets it run. A game's
host (``commands.host.ClassicHost``) tells what they return to every table: the one table of a
game at this keyboard, or each seat of a game on a server. The interfaces only wait: the lines
and the full screen for the thought in a worker thread and for the clock between keys, the
server on its event loop.
"""

from __future__ import annotations

import functools

from motamot.engine.players import Decision
from motamot.rules.events import Event
from motamot.sessions.classic import GameSession
from motamot.sessions.thinking import Thought


class Pace:
    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.thought: Thought[Decision, list[Event]] | None = (
            None  # the computer's choice being made, once asked for
        )

    def follow(self) -> tuple[list[Event], Thought[Decision, list[Event]] | None]:
        """After a change: what the computers answered, and the computer now to choose its
        move (a new thought, not started); None when a person is to play, the game is over or
        a choice is already under way."""
        if self.thought is not None or self.session.game.over is not None:
            return [], None
        events, player = self.session.computers_respond()
        if player is None:
            return events, None
        name = self.session.seats[player].name
        choose = functools.partial(self.session.choose, player)
        self.thought = Thought(name, choose, functools.partial(self._played, player))
        return events, self.thought

    def _played(self, player: int, decision: Decision) -> list[Event]:
        """The choice made, played through the session's door (saved), its events returned."""
        self.thought = None
        return self.session.computer_plays(player, decision)

    def clock_in(self) -> float | None:
        """Seconds until the clock's next event (0 when due); None without one, or while the
        computer chooses."""
        return None if self.thought is not None else self.session.seconds_to_next_clock_event()

    def tick(self) -> list[Event]:
        """The clock run to now, when its event is due: warnings, time running out."""
        wait = self.clock_in()
        return self.session.tick() if wait is not None and wait <= 0 else []
