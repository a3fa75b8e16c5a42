"""The bag: tiles not yet drawn, drawn with a seeded generator handed in."""

from __future__ import annotations

import random
from collections.abc import Iterable

from motamot.rules.tiles import full_set


class Bag:
    __slots__ = ("_tiles",)

    def __init__(self, tiles: Iterable[str] | None = None) -> None:
        self._tiles = sorted(full_set() if tiles is None else tiles)

    def __len__(self) -> int:
        return len(self._tiles)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Bag) and self._tiles == other._tiles

    __hash__ = None  # type: ignore[assignment]  # mutable

    def contents(self) -> list[str]:
        """The tiles in the bag, sorted (``?`` first)."""
        return list(self._tiles)

    def draw(self, rng: random.Random, count: int) -> list[str]:
        """Draw up to ``count`` tiles at random; fewer if the bag runs out (000 §4.1.7)."""
        drawn = []
        for _ in range(min(count, len(self._tiles))):
            drawn.append(self._tiles.pop(rng.randrange(len(self._tiles))))
        return drawn

    def take(self, tiles: Iterable[str]) -> None:
        """Take named tiles out, as when a player announces what was drawn
        from a physical bag; ValueError if one is not in the bag (nothing taken)."""
        remaining = list(self._tiles)
        for tile in tiles:
            remaining.remove(tile)
        self._tiles = remaining

    def put_back(self, tiles: Iterable[str]) -> None:
        # Kept sorted so the next draw depends only on the bag's contents and
        # the generator, never on the order tiles came back.
        self._tiles.extend(tiles)
        self._tiles.sort()
