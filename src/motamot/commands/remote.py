"""A seat at a game on a motamot server, as the interfaces see a table (``view.TableView``).

The game is on the server (``motamot.server``), where the seat's own ``SeatTable`` carries
out every command and writes every sentence, in this player's language. ``RemoteTable`` is
no table of its own: it keeps the last scene the server sent (the board, the rack and status
lines, the move on trial, the latest move) and says what it is told. Moving about the board
is answered here, from that scene, at once; every other key and line goes to the server
(``request``) and its answer is said as the key's own message. The server's clock and the
computer's turn speak through the server: nothing waits here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from gettext import NullTranslations
from pathlib import Path
from typing import Any, ClassVar

from motamot.commands.catalogue import REMOTE_SEAT_COMMANDS
from motamot.commands.dispatch import unread
from motamot.commands.registry import Command, Registry
from motamot.commands.scene import Scene
from motamot.commands.view import help_line, square_text
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.remote import spoken_address, words_to_write
from motamot.describe.words import duration
from motamot.files import RecordError
from motamot.i18n import typed
from motamot.net.client import State
from motamot.net.protocol import request_json
from motamot.requests import Line, Request
from motamot.rules.board import Board, Square
from motamot.rules.placement import PlacedTile
from motamot.rules.refusals import IllegalMove
from motamot.sessions.thinking import Thought
from motamot.settings import Settings, seat_settings, seat_values
from motamot.speech.answer import Answer, AnswerBuilder, Break, Cue, cue, say

# A message sent to the server, and its answer (None: not sent, the connection is down).
Send = Callable[[dict[str, Any]], "dict[str, Any] | None"]


@dataclass(frozen=True)
class SeatKey:
    """What opens a seat: its invitation; or a player's card and a game of theirs
    (``motamot parties``). A card given with an invitation makes the seat the card's."""

    invitation: str = ""
    card: str = ""
    game: int = 0
    lobby: bool = False  # the card comes into the server's lobby (``motamot salon``)


class RemoteTable:
    registry: ClassVar[Registry] = REMOTE_SEAT_COMMANDS

    def __init__(
        self,
        tr: NullTranslations,
        settings: Settings,
        keep_settings: Callable[[Settings], None] | None,
        send: Send | None = None,
    ) -> None:
        self.tr, self.settings = tr, settings
        self.keep_settings = keep_settings
        self.send = send
        self.outcome: str | None = None  # "quit" once the server let the seat go
        self.pending: object | None = None  # the server waits for a yes (Enter on screen)
        self.confirm_by_key = False
        self.think_aside = False
        self.thought: Thought | None = None  # the computer thinks on the server, never here
        self.seen = Scene(Board())  # the scene the server sent last
        self.waiting: list[dict[str, Any]] = []  # said before the screen opened
        self.address = ""  # the server as the player typed it, said in how to come back
        self.in_lobby = False  # in the server's lobby, until a table's game starts

    def join_request(self, key: SeatKey, language: str, screen: bool) -> dict[str, Any]:
        """How this seat introduces itself: what opens it, its language and the settings
        shaping sentences."""
        values = seat_values(self.settings)
        self.in_lobby = key.lobby
        if key.lobby:
            return {
                "type": "lobby",
                "card": key.card,
                "language": language,
                "settings": values,
                "screen": screen,
            }
        request = {
            "type": "join",
            "invitation": key.invitation,
            "language": language,
            "settings": values,
            "screen": screen,
        }
        if key.card:
            request.update(card=key.card, game=key.game)
        return request

    # ------------------------------------------------------------ what the server says

    def received(self, *arrived: dict[str, Any]) -> Answer:
        """What the server sent unasked (the other home's move, the clock), as one answer: what
        came together is said together (a game starting and its welcome), so that a screen
        reader reading the screen's message hears all of it."""
        said = AnswerBuilder()
        for data in arrived:
            self.receive(data, said)
        return said.take()

    def receive(self, data: dict[str, Any], said: AnswerBuilder) -> None:
        """What one message of the server says here, added to ``said``."""
        kind = data.get("type")
        if kind == "said":
            self._see(data.get("scene"))
            said.extend(self._told(data))
        elif kind == "settings":
            self._keep(data.get("settings"))
        elif kind == "error" and isinstance(data.get("text"), str):
            said.say(data["text"])
        elif (
            kind == "moved" and isinstance(data.get("game"), int) and isinstance(data.get("invitation"), str)
        ):
            key = Message.LOBBY_GAME_STARTED if data.get("lobby") else Message.REMATCH_STARTED
            self.in_lobby = False
            # The invitation's words alone, a message of their own, slow enough to write down
            # and said again alone by F2 (issue 60).
            address = spoken_address(self.tr, self.address)
            said.apart()
            said.tell_event(message(self.tr, key, number=data["game"]))
            said.add(Break())
            said.tell_event(words_to_write(data["invitation"]))
            said.add(Break())
            said.tell_event(message(self.tr, Message.WITH_YOUR_CARD, address=address))
            said.add(Break())

    def _see(self, scene: object) -> None:
        """The board and lines as the server has them now; anything malformed is left as it was."""
        self.seen = Scene.from_json(scene, self.seen)
        self.pending = True if self.seen.pending else None

    def enter_confirms(self) -> bool:
        return self.seen.enter_confirms

    def _told(self, data: dict[str, Any]) -> Answer:
        """The seat's answer, as the server wrote it; cues only when this player hears them."""
        return Answer(
            tuple(
                item
                for item in Answer.from_json(data.get("items")).items
                if not isinstance(item, Cue) or self.settings.sounds
            )
        )

    def _keep(self, values: object) -> None:
        """A setting changed at the seat, kept on this machine as any setting is."""
        if isinstance(values, dict):
            seat_settings(values, into=self.settings)
            self.keep()

    def keep(self) -> None:
        """A setting changed here or at the seat, kept for the next games."""
        if self.keep_settings is not None:
            self.keep_settings(self.settings)

    def state_text(self, state: State, wait: float, address: str) -> str:
        """What the player hears of the connection itself."""
        said = spoken_address(self.tr, address)
        if state is State.UNREACHABLE:
            return message(self.tr, Message.REMOTE_UNREACHABLE, address=said)
        if state is State.UNTRUSTED:
            return message(self.tr, Message.REMOTE_UNTRUSTED, address=said)
        if state is State.NEEDS_TLS:
            return message(self.tr, Message.REMOTE_NEEDS_TLS, address=said)
        if state is State.LOST:
            return message(self.tr, Message.REMOTE_CONNECTION_LOST, wait=duration(self.tr, wait))
        if state is State.BACK:
            return message(self.tr, Message.REMOTE_BACK)
        return message(self.tr, Message.REMOTE_GIVE_UP)

    # ------------------------------------------------------------ what the player does

    def _sent(self, request: dict[str, Any]) -> Answer:
        answer = self.send(request) if self.send is not None else None
        if answer is None:
            return say(message(self.tr, Message.REMOTE_NOT_SENT))
        said = AnswerBuilder()
        self.receive(answer, said)
        if answer.get("left"):
            self.outcome = "quit"
        return said.take()

    def request(self, asked: Request) -> Answer:
        """What the player asked, sent to the seat's table on the server; its answer said here."""
        outgoing = self.outgoing(asked)
        return outgoing if isinstance(outgoing, Answer) else self._sent(outgoing)

    def outgoing(self, asked: Request) -> dict[str, Any] | Answer:
        """What the player asked as the protocol sends it; or, for a line refused here as at
        home (too long, a control character: ``unread_line``), what the player hears instead."""
        if isinstance(asked, Line):
            refused = self.unread_line(asked.text)
            if refused is not None:
                return refused
            asked = Line(typed(asked.text).replace("\t", " "))
        return request_json(asked)

    def unread_line(self, text: str) -> Answer | None:
        """A line refused here as at a table at home (too long, a control character named),
        never sent; None when it is sent (``commands.dispatch.unread``)."""
        refusal = unread(self.tr, text)
        if refusal is None:
            return None
        return (cue("refused") + say(refusal)).settled(self.settings.sounds)

    def refused(self, refused: IllegalMove) -> Answer:
        """What the screen found wrong itself (tiles laid on an occupied square), said here."""
        return (cue("refused") + say(describe_refusal(self.tr, refused.refusal))).settled(
            self.settings.sounds
        )

    def begin(self, preface: str = "") -> Answer:
        """The server's welcome, said as the table opens (the clock is the server's)."""
        waiting, self.waiting = self.waiting, []
        return self.received(*waiting)

    # The clock and the computer speak through the server: nothing is due here.

    def seconds_to_next_clock_event(self) -> float | None:
        return None

    def clock_due(self) -> Answer:
        return Answer()

    def say_thinking(self) -> Answer:
        return Answer()

    def conclude_thought(self) -> Answer:
        return Answer()

    # ------------------------------------------------------------ what the screen reads

    def scene(self) -> Scene:
        return self.seen

    @property
    def shown_board(self) -> Board:
        return self.seen.board

    @property
    def playing(self) -> bool:
        return self.seen.playing

    @property
    def has_clock(self) -> bool:
        return False

    @property
    def waiting_for_ready(self) -> bool:
        return False  # each seat is a keyboard of its own

    def rack_line(self) -> str:
        return self.seen.rack

    def status_line(self) -> str:
        return self.seen.status

    def tentative_tiles(self) -> tuple[PlacedTile, ...]:
        return self.seen.tentative

    def last_tiles(self) -> tuple[PlacedTile, ...]:
        return self.seen.last

    def square_text(self, square: Square) -> str:
        if self.in_lobby:  # no game on the board yet: the arrows say how to reach the lobby's commands
            return message(self.tr, Message.LOBBY_KEYS)
        return square_text(self.tr, self.seen.board, square, self.settings)

    def help_line(self, command: Command, word: str | None = None) -> str:
        return help_line(self.tr, command, word)

    # ------------------------------------------------------------ leaving: the game is on the server

    @property
    def save_fault(self) -> RecordError | None:
        return None

    def unsaved(self) -> bool:
        return False

    def written_elsewhere(self, folder: Path) -> str:
        """Never asked: the server keeps the game (``unsaved`` is always false here)."""
        raise AssertionError("a remote seat writes no game")
