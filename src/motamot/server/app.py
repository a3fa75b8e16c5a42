"""``motamot serveur``: games for players at other homes, over WebSockets.

aiohttp serves HTTP and WebSockets in one asyncio process (``PATH``); each connection
creates a game (with the organiser's key, ``server.organiser``) or joins one seat with
its invitation, then sends lines or keys. Every message is checked before it acts
(``net.protocol``): its size, its kind, its values, its number (a message sent twice acts
once) and its pace (a flood is refused, then the connection closed); wrong invitations or
keys one after another close it too. A seat acts only for itself: the table speaks for
that seat, and the rules refuse a move out of turn.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
import sqlite3
import time
from collections import defaultdict, deque
from collections.abc import Callable
from dataclasses import dataclass
from gettext import NullTranslations
from pathlib import Path
from typing import Any, NoReturn

from aiohttp import WSCloseCode, WSMsgType, web

from motamot.commands.tour import TOUR_SEED
from motamot.describe.files import describe_write_reason
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.remote import describe_card_name, describe_problem
from motamot.engine.players import Level
from motamot.files import RecordError
from motamot.i18n import fold, translation
from motamot.lexicon.lexicon import Lexicon
from motamot.net.protocol import (
    MAX_FRAME_BYTES,
    PATH,
    ClientMessage,
    Create,
    DeleteGame,
    EnterLobby,
    GamesOf,
    Join,
    ListGames,
    LobbyTalk,
    MakeCard,
    Problem,
    ProtocolError,
    RateLimit,
    RemoveCard,
    SeatAsked,
    error,
    read_request,
)
from motamot.requests import Key, Line
from motamot.rules.names import normal_name, server_name_problem
from motamot.rules.refusals import IllegalMove
from motamot.server.addresses import Paced, Recent
from motamot.server.company import SeatArrival
from motamot.server.hosted import HostedGame, HostedRoom
from motamot.server.hosted_formulas import HOSTED_FORMULAS
from motamot.server.invitations import Invitations, new_invitation
from motamot.server.lobby import Lobby, Member, OpenTable
from motamot.server.open_files import BACKLOG, OpenFiles
from motamot.server.organiser import is_organiser
from motamot.server.page import add_page_routes
from motamot.server.seat import SPECTATOR
from motamot.server.sockets import MARGIN, SocketsPerAddress
from motamot.server.store import Store
from motamot.server.stored import HostedRoomSession, session_from_text
from motamot.sessions.classic import Seat
from motamot.settings import Settings, seat_settings, seat_values
from motamot.speech.answer import Answer, Say

WRONG_INVITATIONS = 5  # in a row on one connection: closed
# Different wrong invitations from one address in a minute beyond which each further wrong
# one is answered only after SLOWED seconds, one at a time: guessing is slowed, and a right
# invitation, answered at once, is never stopped (behind a proxy every player shares its
# address: counting them together locked everyone out). The same wrong invitation tried
# again (a page reloading an old link, a player retyping a misheard word) is no new guess:
# counted once. A connection's first wrong try is paced apart from the tries of connections
# that guessed before: a player's typo behind a club's router is answered at once rather than
# behind an attacker's queue from the same address, and the address still guesses at most
# twice a second, however many connections it opens (issue 62, point 4).
WRONG_FROM_ONE_ADDRESS = 10
SLOWED = 1.0
FLOODED = 50  # messages refused in a row for their pace: the connection is closed
# A connection must say what it comes for this soon (a client and a page send it at once);
# one that says nothing is closed, so silent sockets cannot hold the server's files (issue 62).
FIRST_REQUEST_WITHIN = 5.0
# Connections open at once from one address: a club behind one router with a terminal and a
# page per player stays far below it; a flood of sockets does not.
CONNECTIONS_PER_ADDRESS = 100
# What one connection may leave unread: the characters queued for it here, besides what the
# system holds in its socket (``SOCKET_BUFFER``). A client that never reads is cut off past
# it, as if it had left (the game waits for it), rather than held in the server's memory
# (issue 62, point 1); a game's longest welcome is a few thousand characters.
UNREAD_LIMIT = 256 * 1024
SOCKET_BUFFER = 64 * 1024
EXPIRY_EVERY = 3600.0  # seconds between two looks for games to remove (``--garde``)
# Players' cards made in the last hour: by one address (a club behind one router makes a
# card per player in an evening), and by all (a flood from many addresses).
CARDS_FROM_ONE_ADDRESS = 30
CARDS_AN_HOUR = 1000


@dataclass(frozen=True)
class OwnSettings:
    """The player's own settings, when the server is theirs alone (``motamot navigateur``):
    each seat starts from ``values`` (``settings.seat_values``, changed with them at a seat),
    and ``keep`` writes a change made at a seat in their settings file (RecordError when it
    cannot)."""

    values: dict[str, object]
    keep: Callable[[Settings], None]


class Server:
    def __init__(
        self,
        store: Store,
        lexicon: Lexicon,
        max_games: int = 100_000,
        seed: int | None = None,
        behind_proxy: str | None = None,
        keep_days: int = 0,
        own_settings: OwnSettings | None = None,
    ) -> None:
        self.store, self.lexicon, self.max_games = store, lexicon, max_games
        # Games without an action for this many days are removed, finished or not (0: kept).
        self.keep_days = keep_days
        self.own_settings = own_settings
        # Behind the operator's proxy, a player's address is the one the proxy adds last to
        # X-Forwarded-For; never trusted otherwise (anyone may send the header).
        # The proxy's own addresses: only a connection from there says who it carries.
        loopback = {"127.0.0.1", "::1", "::ffff:127.0.0.1"}
        proxies = loopback if behind_proxy in loopback else {behind_proxy} if behind_proxy else set()
        self.proxies = frozenset(proxies)
        self.slowed = Paced(SLOWED)  # the addresses that guess: one answer a second
        self.first_tries = Paced(SLOWED, at_once=True)  # and their connections' first wrong tries
        self.seed = seed  # the bags drawn from it, game after game, to play them again
        self.invitations = Invitations(store.secret())
        self.games: dict[int, HostedGame] = {}
        self.tries = Recent(60.0)  # wrong invitations, cards and keys, by address
        self.connected: set[Peer] = set()  # every connection, seats, pages and spectators
        self.connections = 0  # taken since the start, however short each was
        self.open_from: defaultdict[str, int] = defaultdict(int)  # connections open, by address
        self._opening: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.cards_made: deque[float] = deque(maxlen=CARDS_AN_HOUR)
        self.cards_from = Recent(3600.0)  # cards made, by address
        self.lobby = Lobby(self._start_table, store)
        self.in_lobby: dict[Member, Peer] = {}  # each lobby member's connection

    def application(self, page: str = "/") -> web.Application:
        """The WebSocket endpoint, and the page at ``page`` (``motamot navigateur`` has its
        start page at ``/``)."""
        app = web.Application()
        app.router.add_get(PATH, self.connection)
        add_page_routes(app, page)
        app.on_startup.append(self._start_expiring)
        app.on_shutdown.append(self._stopping)
        return app

    async def _start_expiring(self, app: web.Application) -> None:
        if self.keep_days > 0:
            app["expiring"] = asyncio.ensure_future(self._expiring())

    async def _expiring(self) -> None:
        while True:
            for number in self.store.untouched_since(self.keep_days):
                await self.remove(number)
            await asyncio.sleep(EXPIRY_EVERY)

    async def _stopping(self, app: web.Application) -> None:
        """Stopped (Ctrl+C): every connection is told, then closed; every move is in the file
        already. Without this, aiohttp waited for each connection for a minute."""
        if "expiring" in app:
            app["expiring"].cancel()
        peers = list(self.connected)
        for peer in peers:
            peer.refuse(Problem.SERVER_STOPPING)
            peer.send_close()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*(p.writer for p in peers), return_exceptions=True), 1.0)
        # Closed all at once, a second at most: each close waits for its client's answer (up
        # to ten seconds), and one after the other a few busy clients held Ctrl+C up.
        closing = [asyncio.ensure_future(peer.ws.close(code=WSCloseCode.GOING_AWAY)) for peer in peers]
        if closing:
            await asyncio.wait(closing, timeout=1.0)
        for peer, closed in zip(peers, closing, strict=True):
            if not closed.done():
                closed.cancel()
                if peer.transport is not None:
                    peer.transport.abort()
            elif not closed.cancelled():
                closed.exception()  # a connection already gone: nothing to close

    # ------------------------------------------------------------ games

    def create(self, asked: Create, count_against_limit: bool = True) -> dict[str, Any]:
        """A new game (or duplicate room); the invitations of its people's seats."""
        count = self.store.game_count()
        if count_against_limit and count >= self.max_games:
            raise ProtocolError(Problem.FULL)
        seats = []
        for seat in asked.seats:
            try:
                level = None if seat.level is None else Level(seat.level).value
            except ValueError:
                raise ProtocolError(Problem.MALFORMED) from None
            seats.append(Seat(normal_name(seat.name), level))
        formula = HOSTED_FORMULAS.get(asked.formula)
        if formula is None or asked.rules not in formula.rules():
            raise ProtocolError(Problem.MALFORMED)
        if not formula.computers and any(s.is_computer for s in seats):
            raise ProtocolError(Problem.MALFORMED)
        seed = random.SystemRandom().randrange(2**32) if self.seed is None else self.seed * 100_003 + count
        if asked.tour:
            seed = TOUR_SEED  # the person plays first, as in ``motamot visite``
        session = formula.new(asked, seats, self.lexicon, seed)  # the rules refuse a name unfit to keep
        invitations = {i: new_invitation() for i, seat in enumerate(seats) if not seat.is_computer}
        invitations[SPECTATOR] = new_invitation()  # to watch the game from a web page
        keys = [(i, self.invitations.key(text)) for i, text in invitations.items()]
        # Hints give the top: fair against the computer, not between people nor in a room
        # (issue 46); the organiser may choose otherwise.
        hints = asked.hints if asked.hints is not None else any(s.is_computer for s in seats)
        rated = asked.rated and formula.rated  # a room ranks by percentage of the top
        try:
            number = self.store.add_game(session.data_text(), keys, hints and not rated, rated)
        except sqlite3.Error:
            raise ProtocolError(Problem.NOT_WRITTEN) from None
        return {
            "type": "created",
            "game": number,
            "invitations": [[seats[i].name, text] for i, text in invitations.items() if i != SPECTATOR],
            "spectator": invitations.get(SPECTATOR),
        }

    def listed(self) -> dict[str, Any]:
        """The games the server holds, for the organiser: each one's number, dates, players,
        whether it is over and how many turns were played."""
        games = []
        for stored in self.store.games():
            item: dict[str, Any] = {
                "game": stored.number,
                "created": stored.created,
                "touched": stored.touched,
            }
            try:
                session = session_from_text(stored.session, self.lexicon)
            except (RecordError, ValueError):
                item["damaged"] = True
            else:
                if isinstance(session, HostedRoomSession):
                    room = session.game
                    item.update(names=room.names, duplicate=True, turns=len(room.turns))
                else:
                    game = session.game
                    item.update(names=[p.name for p in game.players], turns=len(game.moves))
                item["over"] = session.game.over is not None
            games.append(item)
        return {"type": "games", "games": games}

    async def rematch(self, old: HostedGame) -> None:
        """Everyone at a finished game asked for a rematch: a new game with its settings, each
        card's seat linked again, and every connection moved to its seat there, told the new
        invitation (for coming back without a card)."""
        try:
            created = self.create(old.settings_again(), count_against_limit=False)
        except (ProtocolError, IllegalMove):
            return
        number = int(created["game"])
        new = await self.hosted(number)
        if new is None:
            return
        invitations = dict(enumerate(text for _name, text in created["invitations"]))
        people = sorted(old.company.people())
        for seat, player in self.store.players_at(old.number):
            self.store.link(number, seat, player)
        for peer in list(self.connected):
            if peer.game is not old or peer.seat is None:
                continue
            seat = peer.seat
            arrival = next((a for a in old.connections.get(seat, []) if a.send == peer.send), None)
            if arrival is None:
                continue
            old.connections[seat] = [a for a in old.connections[seat] if a.send != peer.send]
            invitation = invitations.get(people.index(seat), "") if seat in people else ""
            await peer.seat_at(new, seat, arrival, invitation)

    async def _start_table(self, table: OpenTable) -> Problem | None:
        """A lobby table full: its game created with the table's settings, each seat its
        player's (known by their card, rated if asked), and every connection seated there,
        told the game's invitation. Why not, when the server cannot."""
        wish = table.proposal
        seats = tuple(SeatAsked(member.name, None) for member in table.sitting)
        asked = Create(
            seats, wish.rules, wish.clock_minutes, "fr", wish.formula, wish.hints, rated=wish.rated
        )
        try:
            created = self.create(asked)
        except ProtocolError as refused:
            return refused.problem
        except IllegalMove:
            return Problem.BAD_GAME
        number = int(created["game"])
        new = await self.hosted(number)
        if new is None:
            return Problem.NOT_WRITTEN
        invitations = [text for _name, text in created["invitations"]]
        with contextlib.suppress(sqlite3.Error):  # unlinked, the game is not rated, and says so
            for seat, member in enumerate(table.sitting):
                self.store.link(number, seat, member.player)
        for seat, member in enumerate(table.sitting):
            peer = self.in_lobby.pop(member, None)
            if peer is not None and peer.arrival is not None:
                peer.member = None
                await peer.seat_at(new, seat, peer.arrival, invitations[seat], lobby=True)
        return None

    def make_card(self, name: str, address: str, tr: NullTranslations) -> dict[str, Any]:
        """A player's card: a new key, whose keyed hash only the server keeps."""
        now = time.monotonic()
        if self.cards_from.count(address, now) >= CARDS_FROM_ONE_ADDRESS or (
            len(self.cards_made) == CARDS_AN_HOUR and self.cards_made[0] > now - 3600
        ):
            raise ProtocolError(Problem.TOO_MANY_CARDS)
        name = normal_name(name)
        try:
            taken = self.store.player_names()
            if (fault := server_name_problem(name, taken)) is not None:
                return json.loads(error(Problem.BAD_NAME, describe_card_name(tr, name, *fault)))
            key = new_invitation()
            self.store.add_player(name, self.invitations.key(key))
        except sqlite3.Error:
            raise ProtocolError(Problem.CARD_NOT_WRITTEN) from None
        self.cards_made.append(now)
        self.cards_from.note(address, now)
        return {"type": "card", "name": name, "key": key}

    def remove_card(self, name: str) -> dict[str, Any]:
        """The organiser removed the card named ``name``: its player, if in the lobby, told
        and sent away."""
        try:
            removed = self.store.remove_card(fold(name))
        except sqlite3.Error:
            raise ProtocolError(Problem.CHANGE_NOT_WRITTEN) from None
        if removed is None:
            raise ProtocolError(Problem.NO_SUCH_CARD)
        for member, peer in list(self.in_lobby.items()):
            if member.player == removed[0]:
                self.in_lobby.pop(member)
                self.lobby.leave(member)
                peer.member = None
                peer.refuse(Problem.CARD_REMOVED)
                peer.send_close()
        return {"type": "card-removed", "name": removed[1]}

    def games_of(self, player: int) -> dict[str, Any]:
        """The player's games: the others, the scores, whose turn it is, since when."""
        games = []
        for stored, text, touched in self.store.seats_of(player):
            try:
                session = session_from_text(text, self.lexicon)
            except (RecordError, ValueError):
                continue  # a damaged game is not listed (the organiser's list says it)
            game = session.game
            if isinstance(session, HostedRoomSession):
                names, scores = list(session.game.names), [0] * len(session.game.names)
                turn = None
            else:
                names = [p.name for p in game.players]
                scores = [p.score for p in game.players]
                turn = game.turn
            games.append(
                {
                    "game": stored.game,
                    "seat": stored.seat,
                    "names": names,
                    "scores": scores,
                    "turn": None if game.over is not None else turn,
                    "over": game.over is not None,
                    "touched": touched,
                }
            )
        rating, _, _, rated_games = self.store.rating(player)
        return {"type": "games-of", "games": games, "rating": round(rating), "rated_games": rated_games}

    async def remove(self, number: int) -> bool:
        """A game removed (by its organiser, or expired): whoever is at it is told, then let
        go; its invitations open nothing more. Whether there was one."""
        async with self._opening[number]:
            hosted = self.games.pop(number, None)
            gone = self.store.remove(number)
        for peer in list(self.connected):
            if hosted is not None and peer.game is hosted:
                peer.removed()
        return gone

    async def hosted(self, number: int) -> HostedGame | None:
        """The game, read from the store the first time it is asked for."""
        async with self._opening[number]:
            if number not in self.games:
                text = self.store.session(number)
                if text is None:
                    return None
                try:
                    session = session_from_text(text, self.lexicon)
                except (RecordError, ValueError):
                    return None  # a damaged game is not served; the others are
                session.attach(self.store, number)
                kind = HostedRoom if isinstance(session, HostedRoomSession) else HostedGame
                self.games[number] = kind(session, self.store, self.store.hints(number))
                self.games[number].on_rematch = self.rematch
                self.games[number].company.to_rate = self.store.rated_state(number) == 1
            return self.games[number]

    # ------------------------------------------------------------ a connection

    def address_of(self, request: web.Request) -> str:
        """Who is at the other end: the connection's address, or, from the proxy itself, the last
        address the proxy added to X-Forwarded-For (one anyone else sends is not believed)."""
        remote = request.remote or ""
        if remote not in self.proxies:
            return remote
        return request.headers.get("X-Forwarded-For", "").split(",")[-1].strip() or remote

    async def connection(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME_BYTES, heartbeat=30)
        await ws.prepare(request)
        address = self.address_of(request)
        if self.open_from[address] >= CONNECTIONS_PER_ADDRESS:
            problem = Problem.TOO_MANY_CONNECTIONS
            await ws.send_str(error(problem, describe_problem(translation("fr"), problem)))
            await ws.close()
            return ws
        sock = request.transport.get_extra_info("socket") if request.transport is not None else None
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SOCKET_BUFFER)
        peer = Peer(self, ws, address, request.transport)
        self.connected.add(peer)
        self.connections += 1
        self.open_from[address] += 1
        try:
            await peer.serve()
        finally:
            self.connected.discard(peer)
            self.open_from[address] -= 1
            if not self.open_from[address]:
                del self.open_from[address]  # forgotten once its last connection ends
            peer.left()
        return ws


class Peer:
    """One connection: what it joined, its pace, its last message number."""

    def __init__(
        self, server: Server, ws: web.WebSocketResponse, address: str, transport: asyncio.Transport | None
    ) -> None:
        self.server, self.ws, self.address, self.transport = server, ws, address, transport
        self.tr = translation("fr")
        self.pace = RateLimit()
        self.wrong = 0
        self.last_number = 0
        self.game: HostedGame | None = None
        self.seat: int | None = None
        self.member: Member | None = None  # in the lobby, until its table's game starts
        self.arrival: SeatArrival | None = None  # who came to the lobby, seated as they came
        self.watching = False  # a spectator's page: it is told, it never acts
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.unread = 0  # characters queued and not yet handed to the socket
        self.writer = asyncio.ensure_future(self._write())

    def send(self, text: str) -> None:
        if self.unread > UNREAD_LIMIT:
            return  # cut off already
        self.unread += len(text)
        if self.unread > UNREAD_LIMIT:
            self.cut_off()
            return
        self.outbox.put_nowait(text)

    def cut_off(self) -> None:
        """A client that does not read what it is sent: what waits for it let go of, and its
        connection cut at once (a closing handshake would wait behind what it does not read);
        ``serve`` then ends as for any drop."""
        self.writer.cancel()
        while not self.outbox.empty():
            self.outbox.get_nowait()
        if self.transport is not None:
            self.transport.abort()

    async def _write(self) -> None:
        while (text := await self.outbox.get()) is not None:
            try:
                await self.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return
            self.unread -= len(text)

    def refuse(self, problem: Problem) -> None:
        self.send(error(problem, describe_problem(self.tr, problem)))

    async def serve(self) -> None:
        waited: float | None = FIRST_REQUEST_WITHIN  # then, a player may think as long as they like
        while True:
            try:
                frame = await asyncio.wait_for(self.ws.receive(), waited)
            except TimeoutError:
                break  # it said nothing: not kept
            waited = None
            if frame.type is not WSMsgType.TEXT:
                if frame.type is WSMsgType.BINARY:
                    self.refuse(Problem.MALFORMED)
                    continue
                break
            if not self.pace.allow(time.monotonic()):
                self.refuse(Problem.TOO_FAST)
                if self.pace.refused >= FLOODED:
                    break
                continue
            try:
                outcome = await self.act(read_request(frame.data))
            except ProtocolError as refused:
                self.refuse(refused.problem)
                if refused.problem is Problem.TOO_MANY_TRIES:
                    break
                continue
            if outcome:  # the player left the table ("quitte", then "oui")
                self.send(json.dumps({"type": "bye"}))
                break
        self.send_close()
        await asyncio.wait({self.writer})  # done, or cancelled by ``cut_off``
        await self.ws.close()  # a socket timed out or refused is closed, not left to its client

    def send_close(self) -> None:
        self.outbox.put_nowait(None)

    async def act(self, request: ClientMessage) -> bool:
        if isinstance(request, Create | ListGames | DeleteGame | RemoveCard | LobbyTalk):
            self.tr = translation(request.language)
            if not is_organiser(self.server.store, self.server.invitations, request.key):
                await self.wrong_try(Problem.NOT_ORGANISER, self.server.invitations.key(request.key))
            self.wrong = 0
        if isinstance(request, Create):
            try:
                self.send(json.dumps(self.server.create(request)))
            except IllegalMove as refused:
                self.send(error(Problem.BAD_GAME, describe_refusal(self.tr, refused.refusal)))
            return False
        if isinstance(request, ListGames):
            self.send(json.dumps(self.server.listed()))
            return False
        if isinstance(request, DeleteGame):
            if not await self.server.remove(request.game):
                raise ProtocolError(Problem.NO_SUCH_GAME)
            self.send(json.dumps({"type": "deleted", "game": request.game}))
            return False
        if isinstance(request, RemoveCard):
            self.send(json.dumps(self.server.remove_card(request.name)))
            return False
        if isinstance(request, LobbyTalk):
            try:
                self.server.lobby.open_talk(request.talk_open)
            except sqlite3.Error:
                raise ProtocolError(Problem.CHANGE_NOT_WRITTEN) from None
            self.send(json.dumps({"type": "lobby-talk", "open": request.talk_open}))
            return False
        if isinstance(request, MakeCard):
            self.tr = translation(request.language)
            self.send(json.dumps(self.server.make_card(request.name, self.address, self.tr)))
            return False
        if isinstance(request, GamesOf):
            self.tr = translation(request.language)
            player, _ = await self.card_player(request.card)
            self.wrong = 0
            self.send(json.dumps(self.server.games_of(player)))
            return False
        if isinstance(request, Join):
            await self.join(request)
            return False
        if isinstance(request, EnterLobby):
            await self.enter_lobby(request)
            return False
        if self.member is not None:
            if request.number <= self.last_number:
                raise ProtocolError(Problem.REPLAYED)
            self.last_number = request.number
            asked = request.request
            if isinstance(asked, Line):
                return await self.server.lobby.line(self.member, asked.text, request.number)
            command = asked.command if isinstance(asked, Key) else ""
            self.server.lobby.key(self.member, command, request.number)
            return False
        if self.watching:
            raise ProtocolError(Problem.WATCHING)
        if self.game is None or self.seat is None:
            raise ProtocolError(Problem.NOT_JOINED)
        if request.number <= self.last_number:
            raise ProtocolError(Problem.REPLAYED)
        self.last_number = request.number
        return await self.game.carry_out(self.seat, self.send, request)

    async def enter_lobby(self, request: EnterLobby) -> None:
        """The lobby, for a player with a card: who is there, the open tables."""
        if self.game is not None or self.member is not None:
            raise ProtocolError(Problem.ALREADY_JOINED)
        self.tr = translation(request.language)
        player, name = await self.card_player(request.card)
        self.wrong = 0
        settings = self.seat_settings(request.settings)
        self.arrival = SeatArrival(self.send, self.tr, settings, self.keep, request.screen, request.page)
        rating, _, _, rated_games = self.server.store.rating(player)
        known = round(rating) if rated_games else None  # 1500 is no rating before a rated game
        member = Member(
            player, name, known, self.tr, settings.table_talk, self.send, request.page, request.screen
        )
        member.muted = self.server.store.muted_by(player)
        self.member = member
        self.server.in_lobby[member] = self
        joined = {"type": "joined", "lobby": True, "game": None, "seat": None, "volume": settings.cue_volume}
        self.send(json.dumps(joined))
        self.server.lobby.enter(member)

    async def seat_at(
        self, game: HostedGame, seat: int, arrival: SeatArrival, invitation: str, lobby: bool = False
    ) -> None:
        """This connection moved to ``seat`` at ``game`` (a rematch, or a lobby table's game):
        its client joins that game after a drop, and the player is told its invitation."""
        self.game, self.seat = game, seat
        moved = {"type": "moved", "game": game.number, "invitation": invitation, "lobby": lobby}
        self.send(json.dumps(moved))
        await game.seat(seat, arrival, 0)

    async def join(self, request: Join) -> None:
        if self.game is not None or self.member is not None:
            raise ProtocolError(Problem.ALREADY_JOINED)
        self.tr = translation(request.language)
        player = (await self.card_player(request.card))[0] if request.card else None
        if request.invitation:
            tried = self.server.invitations.key(request.invitation)
            stored = self.server.store.seat_of(tried)
        else:  # a card taking its player's seat at a game (``motamot parties``)
            assert player is not None
            tried = f"player {player}, game {request.game}"  # counted per card and game
            seats = self.server.store.seats_of(player)
            stored = next((seat for seat, _, _ in seats if seat.game == request.game), None)
        game = None if stored is None else await self.server.hosted(stored.game)
        if stored is None or game is None:
            await self.wrong_try(
                Problem.UNKNOWN_INVITATION if request.invitation else Problem.NO_SUCH_GAME, tried
            )
        assert stored is not None and game is not None
        self.wrong = 0
        if player is not None and stored.seat != SPECTATOR:
            self.server.store.link(stored.game, stored.seat, player)  # known from game to game
        settings = self.seat_settings(request.settings)
        arrival = SeatArrival(self.send, self.tr, settings, self.keep, request.screen, request.page)
        # The cues' volume, for a page: it plays them itself (a terminal reads its own settings).
        volume = settings.cue_volume
        if stored.seat == SPECTATOR:
            self.game, self.watching = game, True
            self.send(json.dumps({"type": "joined", "game": stored.game, "seat": None, "volume": volume}))
            await game.watch(arrival)
            return
        self.game, self.seat = game, stored.seat
        self.send(json.dumps({"type": "joined", "game": stored.game, "seat": stored.seat, "volume": volume}))
        await game.seat(stored.seat, arrival, stored.told)

    async def card_player(self, card: str) -> tuple[int, str]:
        """The number and name of the card's player; a card the server does not know is a wrong try,
        counted and slowed as a wrong invitation."""
        hashed = self.server.invitations.key(card)
        found = self.server.store.player_of(hashed)
        if found is None:
            await self.wrong_try(Problem.UNKNOWN_CARD, hashed)
        assert found is not None
        return found

    async def wrong_try(self, problem: Problem, tried: str) -> NoReturn:
        """A wrong invitation, card or organiser's key (``tried``, its keyed hash): refused, the
        connection closed after a few in a row, and each one slowed once its address tried too
        many different ones in a minute; a connection's first one apart from the others."""
        if self.wrong >= WRONG_INVITATIONS:
            raise ProtocolError(Problem.TOO_MANY_TRIES)
        self.wrong += 1
        now = time.monotonic()
        tries = self.server.tries
        tries.note(self.address, now, tried)
        if tries.count(self.address, now, different=True) > WRONG_FROM_ONE_ADDRESS:
            pace = self.server.first_tries if self.wrong == 1 else self.server.slowed
            await asyncio.sleep(pace.wait(self.address, now))  # SLOWED apart
        raise ProtocolError(Problem.TOO_MANY_TRIES if self.wrong >= WRONG_INVITATIONS else problem)

    def removed(self) -> None:
        """The game of this connection was removed: told, then closed."""
        self.game = self.seat = None
        self.refuse(Problem.GAME_REMOVED)
        self.send_close()

    def seat_settings(self, asked: dict[str, Any]) -> Settings:
        """A seat's settings: those its motamot sent, over the player's own on their own
        server."""
        own = self.server.own_settings
        return seat_settings({**(own.values if own else {}), **asked})

    def keep(self, settings: Settings) -> None:
        """A setting the player changed at their seat: sent to their motamot, which keeps it;
        on the player's own server, written in their settings file, or why not said."""
        self.send(json.dumps({"type": "settings", "settings": seat_values(settings)}))
        own = self.server.own_settings
        if own is None:
            return
        own.values.update(seat_values(settings))  # for the seats taken from now on
        try:
            own.keep(settings)
        except RecordError as error:
            said = message(self.tr, Message.SETTINGS_NOT_KEPT, reason=describe_write_reason(self.tr, error))
            self.send(json.dumps({"type": "said", "items": Answer((Say(said),)).to_json()}))

    def left(self) -> None:
        if self.member is not None:
            self.server.in_lobby.pop(self.member, None)
            self.server.lobby.leave(self.member)
        if self.game is not None and self.watching:
            self.game.unwatch(self.send)
        if self.game is not None and self.seat is not None:
            self.game.leave(self.seat, self.send)
        self.writer.cancel()


async def serve(
    server: Server,
    host: str,
    port: int,
    ssl_context: Any = None,
    started: Callable[[int], None] = lambda port: None,
    application: web.Application | None = None,
    out_of_files: Callable[[bool], None] = lambda out: None,
) -> None:
    """Serve until stopped (the server's own application, or one holding it); ``started``
    once the address is listened on, with the port (the one the system chose, for port 0);
    ``out_of_files`` when the server is out of files (room made by closing silent sockets,
    ``open_files``), and when connections are accepted again."""
    # Stopped, the connections are closed by ``Server._stopping``: a second is enough. A
    # connection that sends no request is closed as soon as one that says nothing over its
    # WebSocket (aiohttp kept it an hour): silent sockets cannot hold every file.
    runner = web.AppRunner(
        application or server.application(), shutdown_timeout=1.0, keepalive_timeout=FIRST_REQUEST_WITHIN
    )
    await runner.setup()
    assert runner.server is not None
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(OpenFiles(loop, runner.server, out_of_files).handle)
    refusal = describe_problem(translation("fr"), Problem.TOO_MANY_CONNECTIONS)
    SocketsPerAddress(runner.server, CONNECTIONS_PER_ADDRESS + MARGIN, server.proxies, refusal)
    try:
        await web.TCPSite(runner, host, port, ssl_context=ssl_context, backlog=BACKLOG).start()
        started(int(runner.addresses[0][1]))
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()


def server_path(folder: Path) -> Path:
    return folder / "serveur.sqlite"
