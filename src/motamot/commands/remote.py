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
from typing import Any, ClassVar

from motamot.commands.base import Move, Table
from motamot.commands.catalogue import REMOTE_SEAT_COMMANDS
from motamot.commands.registry import Registry
from motamot.commands.scene import Scene
from motamot.describe.messages import Message, message
from motamot.describe.words import duration
from motamot.net.client import State
from motamot.rules.board import Board
from motamot.rules.placement import PlacedTile, Placement
from motamot.settings import Settings, seat_settings, seat_values
from motamot.sound.cues import CuePlayer
from motamot.speech.announcer import Announcer
from motamot.speech.answer import Answer, Cue

Request = Callable[[dict[str, Any]], "dict[str, Any] | None"]


class RemoteTable(Table):
    registry: ClassVar[Registry] = REMOTE_SEAT_COMMANDS
    announcer: Announcer

    def __init__(
        self,
        tr: NullTranslations,
        announcer: Announcer,
        settings: Settings,
        keep_settings: Callable[[Settings], None] | None,
        cues: CuePlayer | None,
        request: Request | None = None,
    ) -> None:
        super().__init__(tr, announcer, settings, keep_settings, cues)
        self.request = request
        self.seen = Scene(Board())  # the scene the server sent last
        self.waiting: list[dict[str, Any]] = []  # said before the screen opened

    def join_request(self, invitation: str, language: str, screen: bool) -> dict[str, Any]:
        """How this seat introduces itself: its language and the settings shaping sentences."""
        values = seat_values(self.settings)
        return {
            "type": "join",
            "invitation": invitation,
            "language": language,
            "settings": values,
            "screen": screen,
        }

    # ------------------------------------------------------------ what the server says

    def received(self, data: dict[str, Any]) -> Answer:
        """What the server sent unasked (the other home's move, the clock), as an answer."""
        self.receive(data)
        return self.answer.take()

    def receive(self, data: dict[str, Any]) -> None:
        kind = data.get("type")
        if kind == "said":
            self._see(data.get("scene"))
            self._tell(data)
        elif kind == "settings":
            self._keep(data.get("settings"))
        elif kind == "error" and isinstance(data.get("text"), str):
            self.say(data["text"])

    def _see(self, scene: object) -> None:
        """The board and lines as the server has them now; anything malformed is left as it was."""
        self.seen = Scene.from_json(scene, self.seen)
        self.pending = True if self.seen.pending else None

    def _tell(self, data: dict[str, Any]) -> None:
        """The seat's answer, as the server wrote it, added to this table's answer; cues
        only when this player hears them."""
        for item in Answer.from_json(data.get("items")).items:
            if not isinstance(item, Cue) or self.settings.sounds:
                self.answer.add(item)

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

    def _key(self, command_id: str, argument: str = "") -> None:
        self._ask({"type": "key", "command": command_id, "argument": argument})

    def _line(self, text: str) -> None:
        self._ask({"type": "line", "text": text})

    def key_command(self, command_id: str, argument: str = "") -> Answer:
        self._key(command_id, argument)
        return self.answer.take()

    def typed_line(self, text: str) -> Answer:
        self._line(text)
        return self.answer.take()

    def hear(self, move: Move) -> None:
        if isinstance(move, str):
            self._line(move + " ?")
        else:
            self._ask({"type": "tiles", "tiles": [[s.row, s.col, letter] for s, letter in move]})

    def confirm(self) -> None:
        self._key("yes")

    def cancel_pending(self) -> None:
        self._key("no")

    def start(self) -> None:
        """The server's welcome, said as the table opens."""
        waiting, self.waiting = self.waiting, []
        for data in waiting:
            self.receive(data)

    # ------------------------------------------------------------ what the screen reads

    def scene(self) -> Scene:
        return self.seen

    @property
    def shown_board(self) -> Board:
        return self.seen.board

    @property
    def names(self) -> list[str]:
        return []

    @property
    def player(self) -> int:
        return 0

    @property
    def playing(self) -> bool:
        return self.seen.playing

    @property
    def has_clock(self) -> bool:
        return False  # the server's clock speaks through the server

    def rack_line(self) -> str:
        return self.seen.rack

    def status_line(self) -> str:
        return self.seen.status

    def tentative_tiles(self) -> tuple[PlacedTile, ...]:
        return self.seen.tentative

    def last_tiles(self) -> tuple[PlacedTile, ...]:
        return self.seen.last

    def prompt_name(self) -> str | None:
        return self.seen.prompt

    def placements(self) -> list[Placement]:
        return []

    def announce(self, events: list[Any]) -> None:
        """Events are said by the server."""

    def typed_move(self, player: int, text: str) -> None:
        self._line(text)
