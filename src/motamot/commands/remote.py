"""A seat at a game on a motamot server, as a table the interfaces drive.

The game is on the server (``motamot.server``), where the seat's own ``SeatTable`` carries
out every command and writes every sentence, in this player's language. ``RemoteTable``
keeps what the screen draws (the board, the rack and status lines, the move on trial, the
latest move), as the server sends it with each answer, and says what it is told. Moving
about the board is answered here, from that board, at once; every other key and line goes
to the server (``request``) and its answer is said as the key's own message.
"""

from __future__ import annotations

from collections.abc import Callable
from gettext import NullTranslations
from typing import Any

from motamot.commands.base import Move, Table
from motamot.commands.catalogue import REMOTE_SEAT_COMMANDS
from motamot.commands.registry import Registry
from motamot.describe.messages import Message, message
from motamot.describe.words import duration
from motamot.net.client import State
from motamot.net.protocol import read_said, read_tiles
from motamot.rules.board import SIZE, Board, Square
from motamot.rules.placement import PlacedTile, Placement
from motamot.settings import Settings, seat_settings, seat_values
from motamot.sound.cues import CuePlayer
from motamot.speech.announcer import Announcer

Request = Callable[[dict[str, Any]], "dict[str, Any] | None"]


class RemoteTable(Table):
    registry: Registry = REMOTE_SEAT_COMMANDS

    def __init__(
        self,
        tr: NullTranslations,
        announcer: Announcer,
        settings: Settings,
        keep_settings: Callable[[Settings], None] | None,
        cues: CuePlayer | None,
        request: Request | None = None,
    ) -> None:
        super().__init__(None, tr, announcer, settings, keep_settings, cues)
        self.request = request
        self.board = Board()
        self._rack = self._status = ""
        self._tentative: tuple[PlacedTile, ...] = ()
        self._last: tuple[PlacedTile, ...] = ()
        self._playing = True
        self.prompt = ""
        self.waiting: list[dict[str, Any]] = []  # said before the screen opened

    def join_request(self, invitation: str, language: str, screen: bool) -> dict[str, Any]:
        """How this seat introduces itself: its language and the settings shaping sentences."""
        values = seat_values(self.settings)
        if self.announcer.speaker.name == "own":
            values["voice"] = "own"
        return {
            "type": "join",
            "invitation": invitation,
            "language": language,
            "settings": values,
            "screen": screen,
        }

    # ------------------------------------------------------------ what the server says

    def receive(self, data: dict[str, Any]) -> None:
        kind = data.get("type")
        if kind == "said":
            self._see(data.get("scene"))
            self._tell(data)
        elif kind == "settings":
            self._keep(data.get("settings"))
        elif kind == "error" and isinstance(data.get("text"), str):
            self.announcer.announce(data["text"])

    def _see(self, scene: object) -> None:
        """The board and lines as the server has them now; anything malformed is left as it was."""
        if not isinstance(scene, dict):
            return
        rows = scene.get("board")
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
            self.board = board
        for field, name in (("rack", "_rack"), ("status", "_status"), ("prompt", "prompt")):
            if isinstance(scene.get(field), str):
                setattr(self, name, scene[field])
        self._tentative = _tiles(scene.get("tentative"))
        self._last = _tiles(scene.get("last"))
        self._playing = scene.get("playing") is not False
        self.pending = True if scene.get("pending") else None

    def _tell(self, data: dict[str, Any]) -> None:
        for item in read_said(data):
            kind = item[0]
            if kind == "say":
                self.announcer.announce(item[1], interrupt=item[2])
            elif kind == "show":
                self.show_braille(item[1])
            elif kind == "cue":
                self.cue(item[1])
            elif kind == "stop":
                self.announcer.stop()
            elif kind == "rate":
                self.announcer.set_rate(item[1])

    def _keep(self, values: object) -> None:
        """A setting changed at the seat, kept on this machine as any setting is."""
        if isinstance(values, dict):
            seat_settings(values, into=self.settings)
            self.keep()

    def state_text(self, state: State, wait: float, address: str) -> str:
        """What the player hears of the connection itself."""
        if state is State.UNREACHABLE:
            return message(self.tr, Message.REMOTE_UNREACHABLE, address=address)
        if state is State.UNTRUSTED:
            return message(self.tr, Message.REMOTE_UNTRUSTED, address=address)
        if state is State.LOST:
            return message(self.tr, Message.REMOTE_CONNECTION_LOST, wait=duration(self.tr, wait))
        if state is State.BACK:
            return message(self.tr, Message.REMOTE_BACK)
        return message(self.tr, Message.REMOTE_GIVE_UP)

    # ------------------------------------------------------------ what the player does

    def _ask(self, request: dict[str, Any]) -> None:
        answer = self.request(request) if self.request is not None else None
        if answer is None:
            self.say(message(self.tr, Message.REMOTE_NOT_SENT))
            return
        self.receive(answer)
        if answer.get("left"):
            self.outcome = "quit"

    def key_command(self, command_id: str, argument: str = "") -> None:
        self._ask({"type": "key", "command": command_id, "argument": argument})

    def typed_line(self, text: str) -> None:
        self._ask({"type": "line", "text": text})

    def hear(self, move: Move) -> None:
        if isinstance(move, str):
            self.typed_line(move + " ?")
        else:
            self._ask({"type": "tiles", "tiles": [[s.row, s.col, letter] for s, letter in move]})

    def confirm(self) -> None:
        self.key_command("yes")

    def cancel_pending(self) -> None:
        self.key_command("no")

    def start(self) -> None:
        """The server's welcome, said as the table opens."""
        waiting, self.waiting = self.waiting, []
        for data in waiting:
            self.receive(data)

    # ------------------------------------------------------------ what the screen reads

    @property
    def shown_board(self) -> Board:
        return self.board

    @property
    def game(self) -> Board:
        return self.board

    @property
    def names(self) -> list[str]:
        return []

    @property
    def player(self) -> int:
        return 0

    @property
    def playing(self) -> bool:
        return self._playing

    @property
    def has_clock(self) -> bool:
        return False  # the server's clock speaks through the server

    @property
    def save_fault(self) -> None:
        return None

    def unsaved(self) -> bool:
        return False  # the game is kept on the server

    def seconds_to_next_clock_event(self) -> float | None:
        return None

    def rack_line(self) -> str:
        return self._rack

    def status_line(self) -> str:
        return self._status

    def tentative_tiles(self) -> tuple[PlacedTile, ...]:
        return self._tentative

    def last_tiles(self) -> tuple[PlacedTile, ...]:
        return self._last

    def prompt_name(self) -> str | None:
        return self.prompt or None

    def placements(self) -> list[Placement]:
        return []

    def announce(self, events: list[Any]) -> None:
        """Events are said by the server."""

    def typed_move(self, player: int, text: str) -> None:
        self.typed_line(text)


def _tiles(data: object) -> tuple[PlacedTile, ...]:
    return tuple((Square(row, col), letter) for row, col, letter in read_tiles(data) or ())
