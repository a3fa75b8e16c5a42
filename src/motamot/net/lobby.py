"""A table opened in a server's lobby, as a value: its settings (``Proposal``) and who sits
there. Read from the words of ``propose`` by the server (``server.lobby``), said by
``describe.lobby``."""

from __future__ import annotations

from dataclasses import dataclass

from motamot.net.protocol import MAX_SEATS

DEFAULT_RULES = "ffsc"


@dataclass(frozen=True)
class Proposal:
    """What ``propose`` asks for: the rules, the clock (a classic game's minutes per player, a
    duplicate room's per move; 0: none), how many players, the kind of game, rated or not,
    hints (None: the server's default, off between people)."""

    rules: str = DEFAULT_RULES
    clock_minutes: int = 0
    players: int = 2
    formula: str = "classic"  # the kind of game, by its name (``server.hosted_formulas``)
    rated: bool = False
    hints: bool | None = None


@dataclass(frozen=True)
class OpenTableView:
    """An open table as it is said: its number, its settings, who sits there (with their
    rating, said at a rated table), and how many seats are still free."""

    number: int
    proposal: Proposal
    sitting: tuple[tuple[str, int | None], ...]  # names, and ratings (None: not rated yet)

    @property
    def free(self) -> int:
        return max(0, self.proposal.players - len(self.sitting))


DUPLICATE_PLAYERS = (2, MAX_SEATS)  # a room opened in the lobby: people only, 2 at least
