"""What a motamot server and its clients say to each other, and the checks every message
passes before anything acts on it.

One JSON object per WebSocket text frame, with a ``type``. A client creates a game
(``create``: the seats, the rules, the clock) and is given one invitation per person;
it joins a seat with its invitation (``join``, with the player's language and the settings
that shape sentences); then it sends typed lines (``line``), a full screen's keys
(``key``) or tiles laid (``tiles``), each numbered (``n``, rising) so a message sent twice acts
once: a ``requests`` value, read back as the one the client's interface built (``Sent``).
A player with a card may come into the lobby instead (``lobby``), where the lines are the
lobby's commands until a table is full and its game starts (``moved``: the seat there). The server
answers with what the seat is told (``said``: the table's answer, sentences to print and
speak with sound cues and the like, and the scene its screen draws),
the settings a seat changed (``settings``, kept by the client), and refusals (``error``,
a code and its sentence in the player's language).

Everything here is pure: sizes, kinds and values are checked, and a message that fails
becomes a ``ProtocolError`` carrying a code, never an exception from deeper down.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from motamot.requests import Cancel, Confirm, Key, Line, Request, Tiles
from motamot.rules.board import Square

# A typed line is at most a move with its words (15 letters) and a command, or a message said
# at the table (200 characters, ``dis``): 400 leaves a message too long to be told so, in the
# player's words; the whole message, with the settings at joining, stays under 4 KiB. It is
# the one limit of a typed line: a table at home refuses a longer one too, saying its length
# (``commands.dispatch.unread``), and a command-line mistake says a longer value by its length.
MAX_MESSAGE_BYTES = 4096
# The largest frame a connection reads whole: one past ``MAX_MESSAGE_BYTES`` is answered with
# the sentence that says it is too long and the connection stays (issue 62); past this, closed.
MAX_FRAME_BYTES = 16 * MAX_MESSAGE_BYTES
MAX_LINE = 400
MAX_SEATS = 16  # a duplicate room; a classic game takes its rules' number (2 to 4)
MAX_NAME = 30
PATH = "/ws"  # where a server takes WebSocket connections
LOBBY_PAGE = "salon "  # before a card's words in a page's address: the lobby, with that card
DEFAULT_PORT = 8765


class Problem(StrEnum):
    """Why a message was refused; the server says it in the player's language."""

    MALFORMED = "malformed"  # not a JSON object, or a field of the wrong kind
    TOO_BIG = "too-big"
    TOO_FAST = "too-fast"
    UNKNOWN_TYPE = "unknown-type"
    NOT_JOINED = "not-joined"  # a line or a key before joining a seat
    ALREADY_JOINED = "already-joined"
    UNKNOWN_INVITATION = "unknown-invitation"
    TOO_MANY_TRIES = "too-many-tries"  # wrong invitations, one after another
    TOO_MANY_CONNECTIONS = "too-many-connections"  # from one address at once
    REPLAYED = "replayed"  # a message number already seen on this connection
    BAD_GAME = "bad-game"  # a game that cannot be made (names, seats, rules, clock)
    FULL = "full"  # the server holds as many games as it was told to
    WATCHING = "watching"  # a line or a key from a spectator's connection
    UNKNOWN_COMMAND = "unknown-command"  # a key naming no command of the seat's table
    SERVER_STOPPING = "server-stopping"  # the operator stopped the server (Ctrl+C)
    NOT_WRITTEN = "not-written"  # the server's file refused to keep a new game (a full disk)
    NOT_ORGANISER = "not-organiser"  # creating, listing or removing games without the organiser's key
    NO_SUCH_GAME = "no-such-game"  # removing a game the server does not hold
    GAME_REMOVED = "game-removed"  # the organiser removed the game, or it expired
    NO_SUCH_CARD = "no-such-card"  # removing a card the server does not hold
    CARD_REMOVED = "card-removed"  # the organiser removed the card of this lobby's member
    UNKNOWN_CARD = "unknown-card"  # a player's card this server does not know
    TOO_MANY_CARDS = "too-many-cards"  # cards made from one address (or by all) in the last hour
    CARD_NOT_WRITTEN = "card-not-written"  # the server's file refused to keep a new card
    CHANGE_NOT_WRITTEN = "change-not-written"  # nor the organiser's change (talk closed, card removed)
    BAD_NAME = "bad-name"  # a card's name no person has, or one another card has already


class ProtocolError(Exception):
    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.value)
        self.problem = problem


@dataclass(frozen=True)
class SeatAsked:
    name: str
    level: str | None  # a computer level, or None for a person


@dataclass(frozen=True)
class Create:
    seats: tuple[SeatAsked, ...]
    rules: str
    clock_minutes: int  # a classic game's clock; a duplicate room's time per move
    language: str
    formula: str = "classic"  # the kind of game, by its name (``server.hosted_formulas``)
    hints: bool | None = None  # None: the default, on against the computer only
    key: str = ""  # the organiser's key (four words): only the organiser creates games
    rated: bool = False  # its players' ratings change with its result (no hints then)
    per_move: bool = False  # a classic game's clock times each move (000 §6.3), not each player
    # The guided tour, against the beginner: only ``motamot navigateur``'s start page asks it,
    # never a message (``parse_create`` leaves it out).
    tour: bool = False


@dataclass(frozen=True)
class ListGames:
    """The organiser asks for the games the server holds."""

    key: str
    language: str


@dataclass(frozen=True)
class DeleteGame:
    """The organiser removes a game: its seats are told, its invitations open nothing more."""

    key: str
    language: str
    game: int


@dataclass(frozen=True)
class RemoveCard:
    """The organiser removes a player's card (by its name): it opens nothing more."""

    key: str
    language: str
    name: str


@dataclass(frozen=True)
class LobbyTalk:
    """The organiser opens or closes the lobby's talk."""

    key: str
    language: str
    talk_open: bool


@dataclass(frozen=True)
class Join:
    invitation: str  # empty when a card takes its player's seat at ``game``
    language: str
    settings: dict[str, Any]
    screen: bool = False  # the full screen: a typed move is heard first, Enter plays it
    page: bool = False  # a web page: its scene also carries what the page draws itself
    card: str = ""  # the player's card: the seat becomes theirs, found again by it
    game: int = 0  # with a card and no invitation: the game whose seat it takes


@dataclass(frozen=True)
class EnterLobby:
    """A player with a card comes into the lobby (``motamot salon``, the lobby page)."""

    card: str
    language: str
    settings: dict[str, Any]
    screen: bool = False
    page: bool = False


@dataclass(frozen=True)
class MakeCard:
    """A player's card on this server: their name, a key kept on their computer."""

    name: str
    language: str


@dataclass(frozen=True)
class GamesOf:
    """The games of the card's player."""

    card: str
    language: str


@dataclass(frozen=True)
class Sent:
    """What a seat asks of its table (``requests.Request``: a line, a key, tiles laid, a yes, a
    no), numbered (``n``, rising) so that a message sent twice acts once."""

    number: int
    request: Request


ClientMessage = (
    Create | ListGames | DeleteGame | RemoveCard | LobbyTalk | MakeCard | GamesOf | Join | EnterLobby | Sent
)
LANGUAGES = ("fr", "en")


def read_request(raw: str | bytes) -> ClientMessage:
    """A client's message checked: its size, its JSON, its type and each field's kind."""
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError(Problem.TOO_BIG)
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError(Problem.MALFORMED) from None
    if not isinstance(data, dict):
        raise ProtocolError(Problem.MALFORMED)
    kind = data.get("type")
    if kind == "create":
        return _create(data)
    if kind == "list":
        return ListGames(_text(data, "key", 100, empty=True), _language(data))
    if kind == "delete":
        game = data.get("game")
        if type(game) is not int or not 0 < game < 2**53:
            raise ProtocolError(Problem.MALFORMED)
        return DeleteGame(_text(data, "key", 100, empty=True), _language(data), game)
    if kind == "remove-card":
        return RemoveCard(_text(data, "key", 100, empty=True), _language(data), _text(data, "name", MAX_NAME))
    if kind == "lobby-talk":
        talk_open = data.get("open")
        if type(talk_open) is not bool:
            raise ProtocolError(Problem.MALFORMED)
        return LobbyTalk(_text(data, "key", 100, empty=True), _language(data), talk_open)
    if kind == "card":
        return MakeCard(_text(data, "name", MAX_NAME), _language(data))
    if kind == "games":
        return GamesOf(_text(data, "card", 100), _language(data))
    if kind == "join":
        card = _text(data, "card", 100, empty=True)
        game = data.get("game", 0)
        if type(game) is not int or not 0 <= game < 2**53:
            raise ProtocolError(Problem.MALFORMED)
        return Join(
            _text(data, "invitation", 100, empty=bool(card and game)),
            _language(data),
            _settings(data),
            data.get("screen") is True,
            data.get("page") is True,
            card,
            game,
        )
    if kind == "lobby":
        return EnterLobby(
            _text(data, "card", 100),
            _language(data),
            _settings(data),
            data.get("screen") is True,
            data.get("page") is True,
        )
    if kind in ("line", "key", "tiles"):
        return Sent(_number(data), _seat_request(data))
    raise ProtocolError(Problem.UNKNOWN_TYPE)


# The keys that answer what waits for a yes, on the wire: Enter and Escape on every table.
CONFIRMING: dict[str, Request] = {"yes": Confirm(), "no": Cancel()}


def _seat_request(data: dict[str, Any]) -> Request:
    kind = data.get("type")
    if kind == "line":
        return Line(_text(data, "text", MAX_LINE, empty=True))
    if kind == "key":
        command = _text(data, "command", 40)
        if command in CONFIRMING:
            return CONFIRMING[command]
        return Key(command, _text(data, "argument", MAX_LINE, empty=True))
    return Tiles(tuple((Square(row, col), letter) for row, col, letter in _tiles(data)))


def request_json(request: Request) -> dict[str, Any]:
    """A seat's request as its client sends it (the number is the connection's to add)."""
    if isinstance(request, Line):
        return {"type": "line", "text": request.text}
    if isinstance(request, Key):
        return {"type": "key", "command": request.command, "argument": request.argument}
    if isinstance(request, Tiles):
        return {"type": "tiles", "tiles": [[s.row, s.col, letter] for s, letter in request.tiles]}
    command = next(word for word, asked in CONFIRMING.items() if asked == request)
    return {"type": "key", "command": command, "argument": ""}


def _tiles(data: dict[str, Any]) -> tuple[tuple[int, int, str], ...]:
    tiles = read_tiles(data.get("tiles"))
    if not tiles or len(tiles) > 15:
        raise ProtocolError(Problem.MALFORMED)
    return tiles


def read_tiles(data: object) -> tuple[tuple[int, int, str], ...] | None:
    """Tiles as ``[row, column, letter]`` lists (a move laid on screen, a scene's move on trial
    or latest move); None when any of them is not one."""
    if not isinstance(data, list):
        return None
    laid = []
    for tile in data:
        if not (
            isinstance(tile, list)
            and len(tile) == 3
            and all(type(v) is int and 0 <= v < 15 for v in tile[:2])
            and isinstance(tile[2], str)
            and len(tile[2]) == 1
            and tile[2].isalpha()
        ):
            return None
        laid.append((tile[0], tile[1], tile[2]))
    return tuple(laid)


def _create(data: dict[str, Any]) -> Create:
    seats = data.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise ProtocolError(Problem.MALFORMED)
    asked = []
    for seat in seats:
        if not isinstance(seat, dict):
            raise ProtocolError(Problem.MALFORMED)
        level = seat.get("level")
        if level is not None and not (isinstance(level, str) and len(level) <= 20):
            raise ProtocolError(Problem.MALFORMED)
        asked.append(SeatAsked(_text(seat, "name", MAX_NAME), level))
    minutes = data.get("clock_minutes", 0)
    if type(minutes) is not int or not 0 <= minutes <= 180:
        raise ProtocolError(Problem.MALFORMED)
    hints = data.get("hints")
    if hints is not None and type(hints) is not bool:
        raise ProtocolError(Problem.MALFORMED)
    rated = data.get("rated", False)
    if type(rated) is not bool:
        raise ProtocolError(Problem.MALFORMED)
    clock_kind = data.get("clock_kind", "chess")
    if clock_kind not in ("chess", "per_move") or (clock_kind == "per_move" and not 1 <= minutes <= 10):
        raise ProtocolError(Problem.MALFORMED)
    return Create(
        tuple(asked),
        _text(data, "rules", 20),
        minutes,
        _language(data),
        _text(data, "formula", 20) if "formula" in data else "classic",
        hints,
        _text(data, "key", 100, empty=True),
        rated,
        clock_kind == "per_move",
    )


def _text(data: dict[str, Any], field: str, limit: int, empty: bool = False) -> str:
    value = data.get(field, "" if empty else None)
    if not isinstance(value, str) or len(value) > limit or (not value and not empty):
        raise ProtocolError(Problem.MALFORMED)
    if any(not c.isprintable() for c in value):
        raise ProtocolError(Problem.MALFORMED)  # a control character is nobody's typing
    return value


def _settings(data: dict[str, Any]) -> dict[str, Any]:
    """The settings shaping a seat's sentences, as sent (``settings.seat_settings`` checks each)."""
    value = data.get("settings")
    return value if isinstance(value, dict) else {}


def _number(data: dict[str, Any]) -> int:
    value = data.get("n")
    if type(value) is not int or not 0 < value < 2**53:
        raise ProtocolError(Problem.MALFORMED)
    return value


def _language(data: dict[str, Any]) -> str:
    value = data.get("language", "fr")
    if value not in LANGUAGES:
        raise ProtocolError(Problem.MALFORMED)
    return str(value)


# ---------------------------------------------------------------- the server's messages


def said(
    items: list[list[Any]], scene: dict[str, Any] | None, reply_to: int | None = None, left: bool = False
) -> str:
    """What a seat is told (``items``: a table's answer, ``speech.answer.Answer.to_json``),
    with what its screen draws now (``scene``; None: unchanged); ``reply_to`` names the request it answers,
    ``left`` says the player left the table."""
    return json.dumps({"type": "said", "items": items, "scene": scene, "reply_to": reply_to, "left": left})


MAX_SAID = 64 * 1024  # a server's message: a whole board in braille is under 4 KiB


def server_message(raw: str | bytes) -> dict[str, Any] | None:
    """A server's message as a JSON object with a type, or None."""
    if len(raw) > MAX_SAID:
        return None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("type"), str) else None


def machine_name(host: str) -> bool:
    """Whether ``host`` can name a machine: an address, or a name of at most 253 characters
    whose parts have 63 at most and are written in letters (a byte that was not UTF-8 on the
    command line cannot be one). The system is never asked about another."""
    if not host or len(host) > 253:
        return False
    try:
        host.encode("idna")
    except UnicodeError:
        return False
    return True


def _server_place(address: str) -> tuple[bool, str, str] | None:
    """A server typed as ``host``, ``host:port``, or a URL (``https://…`` behind a reverse
    proxy with TLS): whether it is reached with TLS, its ``host:port`` and its WebSocket's
    path; None when it cannot be one."""
    from urllib.parse import urlsplit

    text = address.strip()
    if "://" not in text:
        text = "ws://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return None
    blank = any(c.isspace() for c in text)
    if parts.scheme not in ("ws", "http", "wss", "https") or not parts.hostname or blank:
        return None
    if not machine_name(parts.hostname):
        return None
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    default = DEFAULT_PORT if parts.scheme in ("ws", "wss") and "://" not in address else None
    port = port or default
    path = parts.path if parts.path not in ("", "/") else PATH
    return parts.scheme in ("wss", "https"), f"{host}{f':{port}' if port else ''}", path


def port_apart(address: str) -> tuple[str, int | None]:
    """A server's address and its port apart, as a player says them: ``127.0.0.1:8799`` is
    ``127.0.0.1`` and 8799, ``https://jeu.example.org:8443/motamot`` is
    ``https://jeu.example.org/motamot`` and 8443; an address without a port, or one that is no
    server's, is given back whole."""
    from urllib.parse import urlsplit, urlunsplit

    text = address.strip()
    scheme = "://" in text
    try:
        parts = urlsplit(text if scheme else "ws://" + text)
        port = parts.port
    except ValueError:
        return text, None
    if port is None or not parts.hostname or ":" in parts.hostname:  # none, or an IPv6 address
        return text, None
    host = parts.netloc.rsplit(":", 1)[0]
    if not scheme:
        return host, port
    return urlunsplit((parts.scheme, host, parts.path, parts.query, parts.fragment)), port


def port_joined(address: str, port: str) -> str:
    """The address a player typed as said, ``127.0.0.1`` then ``port 8799``, as one:
    ``127.0.0.1:8799`` (a URL's port before its path)."""
    from urllib.parse import urlsplit, urlunsplit

    if "://" not in address:
        return f"{address}:{port}"
    parts = urlsplit(address)
    return urlunsplit((parts.scheme, f"{parts.netloc}:{port}", parts.path, parts.query, parts.fragment))


def server_host(address: str) -> str | None:
    """The host name or address of a server typed as for ``websocket_url``."""
    from urllib.parse import urlsplit

    place = _server_place(address)
    return None if place is None else urlsplit(f"ws://{place[1]}").hostname


def websocket_url(address: str) -> str | None:
    """The WebSocket address of a server typed as ``host``, ``host:port``, or a URL."""
    place = _server_place(address)
    if place is None:
        return None
    secure, host, path = place
    return f"{'wss' if secure else 'ws'}://{host}{path}"


def page_url(address: str, invitation: str) -> str | None:
    """The web page of a server typed as for ``websocket_url``, opened with an invitation in
    its fragment (never sent to the server by the browser, so never in a log):
    ``http://maison:8765/#lune-carotte-piano-velo``."""
    place = _server_place(address)
    if place is None:
        return None
    secure, host, path = place
    base = path.removesuffix(PATH.lstrip("/"))  # the page beside its WebSocket
    words = "-".join(invitation.split())
    return f"{'https' if secure else 'http'}://{host}{base}#{words}"


def error(problem: Problem, text: str) -> str:
    return json.dumps({"type": "error", "code": problem.value, "text": text})


class RateLimit:
    """A token bucket: ``rate`` messages a second, bursts of ``burst``. A person types a few
    lines a minute; a flood is refused message by message, and a connection that keeps
    flooding is closed."""

    def __init__(self, rate: float = 10.0, burst: float = 20.0) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.last: float | None = None
        self.refused = 0  # refusals in a row

    def allow(self, now: float) -> bool:
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.refused = 0
            return True
        self.refused += 1
        return False
