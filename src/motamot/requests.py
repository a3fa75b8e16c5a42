"""What a player asks of a table, whatever the interface: a line typed, a key (by its command),
tiles laid on the board, a yes (Enter on what waits), a no (Escape).

Each interface builds one of these values at its edge (the lines from a line read, the full
screen from a key or its command line, a remote seat's server from a message) and hands it to
the table's one entry point (``commands.view.TableView.request``). The server's protocol
carries them as JSON (``net.protocol``), so they sit below it; the tiles name squares, so they
sit above the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from motamot.rules.placement import PlacedTile


@dataclass(frozen=True)
class Line:
    """A line typed: a move, a command word and its argument, a room's slip."""

    text: str


@dataclass(frozen=True)
class Key:
    """A key of the full screen (or a page's button), by the id of the command it gives."""

    command: str
    argument: str = ""


@dataclass(frozen=True)
class Tiles:
    """Tiles laid one by one on the full screen or the page, to be heard with their score."""

    tiles: tuple[PlacedTile, ...]


@dataclass(frozen=True)
class Confirm:
    """Enter on what waits for a yes (a move heard): the table's ``oui``."""


@dataclass(frozen=True)
class Cancel:
    """Escape on what waits for a yes: the table's ``non``."""


Request = Line | Key | Tiles | Confirm | Cancel
