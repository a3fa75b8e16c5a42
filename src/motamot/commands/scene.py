"""What a table's screen draws, as one value: the full screen here, a seat's screen at another
home (sent by the server as JSON, read back into the same value) and the web page all draw
this. The page reads the same JSON, with each square's name as its grid says it (``named``:
asked for a page only, the one reader that needs 225 sentences)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from motamot.net.protocol import read_tiles
from motamot.rules.board import SIZE, Board, Square
from motamot.rules.placement import PlacedTile


@dataclass(frozen=True)
class Standing:
    """A player as the scores show them: name, score, and seconds left on a clock (None
    without one)."""

    name: str
    score: int
    seconds: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "score": self.score, "time": self.seconds}


@dataclass(frozen=True)
class Scene:
    board: Board
    rack: str = ""  # the rack line (empty when no rack is to be shown)
    status: str = ""  # the status line: scores, bag
    tentative: tuple[PlacedTile, ...] = ()  # the move being heard, shown on trial
    last: tuple[PlacedTile, ...] = ()  # the latest move's tiles
    pending: bool = False  # something waits for a yes
    playing: bool = True  # the game goes on
    prompt: str | None = None  # whose line the prompt asks for; None once the game is over
    # What waits may be confirmed by Enter (a move heard); resigning, quitting or declaring a
    # loss need "oui" typed (issue 46): Enter is also the key that opens the command line.
    enter_confirms: bool = True
    standings: tuple[Standing, ...] = ()  # every player's score (and time), in seat order
    turn: int | None = None  # whose turn, by seat (None: nobody's, or every player's in duplicate)
    bag: int = 0  # tiles left in the bag
    seat: int | None = None  # the seat this scene is drawn for (None: a spectator, or this keyboard)
    own_tiles: tuple[str, ...] = ()  # the seat's rack as its tiles, in the player's order
    squares: tuple[tuple[str, ...], ...] = ()  # each square's name, row by row (``named``)

    def copied(self) -> Scene:
        """The scene with a board of its own, to be kept while the game's board changes."""
        return replace(self, board=self.board.copy())

    def to_json(self) -> dict[str, Any]:
        return {
            "board": self.board.rows(),
            "rack": self.rack,
            "status": self.status,
            "tentative": _tiles_json(self.tentative),
            "last": _tiles_json(self.last),
            "pending": self.pending,
            "playing": self.playing,
            "prompt": self.prompt,
            "enter_confirms": self.enter_confirms,
            "players": [standing.to_json() for standing in self.standings],
            "turn": self.turn,
            "bag": self.bag,
            "you": self.seat,
            "tiles": list(self.own_tiles),
            "squares": [list(row) for row in self.squares],
        }

    @classmethod
    def from_json(cls, data: object, previous: Scene) -> Scene:
        """The scene a server sent; anything malformed is left as it was in ``previous``."""
        if not isinstance(data, dict):
            return previous
        board = previous.board
        rows = data.get("board")
        if (
            isinstance(rows, list)
            and len(rows) == SIZE
            and all(isinstance(r, str) and len(r) == SIZE for r in rows)
        ):
            board = Board()
            for row, line in enumerate(rows):
                for col, tile in enumerate(line):
                    if tile.isalpha() or tile == "?":
                        board.place(Square(row, col), tile)
        text = {k: data[k] for k in ("rack", "status") if isinstance(data.get(k), str)}
        prompt = data.get("prompt")
        turn, bag, seat = (data.get(k) for k in ("turn", "bag", "you"))
        return cls(
            board,
            text.get("rack", previous.rack),
            text.get("status", previous.status),
            _tiles(data.get("tentative")),
            _tiles(data.get("last")),
            bool(data.get("pending")),
            data.get("playing") is not False,
            prompt if isinstance(prompt, str) and prompt else None,
            data.get("enter_confirms") is not False,
            _standings(data.get("players")),
            turn if type(turn) is int else None,
            bag if type(bag) is int else 0,
            seat if type(seat) is int else None,
            _texts(data.get("tiles")),
            _squares(data.get("squares")),
        )


def _tiles_json(tiles: tuple[PlacedTile, ...]) -> list[list[object]]:
    return [[square.row, square.col, letter] for square, letter in tiles]


def _tiles(data: object) -> tuple[PlacedTile, ...]:
    return tuple((Square(row, col), letter) for row, col, letter in read_tiles(data) or ())


def _texts(data: object) -> tuple[str, ...]:
    return tuple(data) if isinstance(data, list) and all(isinstance(t, str) for t in data) else ()


def _squares(data: object) -> tuple[tuple[str, ...], ...]:
    if not (isinstance(data, list) and len(data) == SIZE):
        return ()
    rows = tuple(_texts(row) for row in data)
    return rows if all(len(row) == SIZE for row in rows) else ()


def _standings(data: object) -> tuple[Standing, ...]:
    if not isinstance(data, list):
        return ()
    standings = []
    for item in data:
        if not isinstance(item, dict):
            return ()
        name, score, seconds = item.get("name"), item.get("score"), item.get("time")
        if not (isinstance(name, str) and type(score) is int and (seconds is None or type(seconds) is int)):
            return ()
        standings.append(Standing(name, score, seconds))
    return tuple(standings)
