"""The computer's choice of move, made in a worker thread.

The champion may think for seconds. Its choice only reads the game, so the
interfaces run it aside (``Thought.start``) and stay at the player's service:
reading keys and commands are answered meanwhile (``Table.allows``), the
player hears that it thinks when that lasts (``THINKING_SAID_AFTER``), and its
move is played and said in the interface's own thread once chosen
(``Thought.conclude``), after whatever the player asked in between.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

# A choice quicker than this is heard as the answer itself; a longer one is said to be coming.
THINKING_SAID_AFTER = 0.5

Choice = TypeVar("Choice")  # what the computer chose
Played = TypeVar("Played")  # what playing it did


class Thought(Generic[Choice, Played]):
    """One computer choosing its move: ``choose`` runs in a worker thread, ``play`` (given
    what was chosen) in the interface's thread, returning what the move did."""

    def __init__(self, name: str, choose: Callable[[], Choice], play: Callable[[Choice], Played]) -> None:
        self.name = name  # who thinks, for "Motamot réfléchit"
        self._choose, self._play = choose, play
        self.done = threading.Event()
        self._choice: Choice | None = None
        self._error: BaseException | None = None

    def start(self, when_done: Callable[[], object] = lambda: None) -> None:
        """Think aside; ``when_done`` is called in the worker thread once the choice is made.
        A daemon thread: leaving motamot mid-thought does not wait for it (the game is saved
        at the computer's turn, which it plays again when taken up)."""

        def think() -> None:
            try:
                self._choice = self._choose()
            except BaseException as error:  # carried to the interface's thread by conclude()
                self._error = error
            finally:
                self.done.set()
                when_done()

        threading.Thread(target=think, name=f"thought of {self.name}", daemon=True).start()

    def run(self) -> Played:
        """The choice made here and now, and played: no worker thread (a game played out at once)."""
        self._choice = self._choose()
        self.done.set()
        return self._play(self._choice)

    def conclude(self) -> Played:
        """The choice played (in the interface's thread), or the worker's failure raised there;
        what the move did."""
        if self._error is not None:
            raise self._error
        assert self._choice is not None, "concluded before the choice was made"
        return self._play(self._choice)
