"""What the server remembers of each address it is reached from, for a while only.

Wrong invitations tried and cards made are counted by address, so one address that guesses or
floods is slowed or refused while the others are answered at once (issue 62, points 3 and 4).
Anyone may come from new addresses without end (IPv6 gives each machine millions): an address
is forgotten once it has been quiet for the window, and at most ``MOST`` are remembered, the
longest quiet forgotten first, so no flood of addresses fills the server's memory.
"""

from __future__ import annotations

from collections import OrderedDict, deque

MOST = 10_000  # addresses remembered at once


class Recent:
    """What each address did within the last ``window`` seconds: when, and what (a wrong
    invitation's keyed hash, so that the same one tried again counts once)."""

    def __init__(self, window: float, most: int = MOST) -> None:
        self.window, self.most = window, most
        self._by: OrderedDict[str, deque[tuple[float, str]]] = OrderedDict()

    def note(self, address: str, now: float, what: str = "") -> None:
        times = self._by.pop(address, None) or deque()
        times.append((now, what))
        self._by[address] = times  # the latest noted last
        while self._by:
            oldest, its = next(iter(self._by.items()))
            if len(self._by) <= self.most and its[-1][0] > now - self.window:
                break
            del self._by[oldest]

    def count(self, address: str, now: float, different: bool = False) -> int:
        """How many times ``address`` was noted in the window (``different``: how many
        different things it tried)."""
        times = self._by.get(address)
        if times is None:
            return 0
        while times and times[0][0] <= now - self.window:
            times.popleft()
        if not times:
            del self._by[address]
            return 0
        return len({what for _, what in times}) if different else len(times)

    def __len__(self) -> int:
        return len(self._by)


class Paced:
    """When each address slowed down may be answered next: one answer every ``every`` seconds,
    whatever the number of its connections; an address whose turn is past is forgotten.
    ``at_once``: an address with no answer waiting is answered without delay, the next ones
    ``every`` apart; otherwise even the first waits ``every``."""

    def __init__(self, every: float, at_once: bool = False) -> None:
        self.every, self.at_once = every, at_once
        self._next: dict[str, float] = {}

    def wait(self, address: str, now: float) -> float:
        """Seconds this answer waits: ``every`` after the address's previous one was given."""
        if len(self._next) > MOST:
            self._next = {a: at for a, at in self._next.items() if at + self.every > now}
        previous = self._next.get(address, now - self.every)
        at = max(now if self.at_once else now + self.every, previous + self.every)
        self._next[address] = at  # when this answer is given
        return at - now

    def __len__(self) -> int:
        return len(self._next)
