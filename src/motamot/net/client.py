"""A seat's connection to a motamot server, for both interfaces of ``motamot rejoindre``.

``Connection`` joins the seat and keeps it: a dropped connection is tried again after 1,
2, 4… seconds (at most 15 between tries, for ``GIVE_UP_AFTER`` in all), and the server
then says what happened meanwhile. It writes no sentence: what happens to it is a
``State`` its owner describes. ``Bridge`` runs a connection in a thread of its own, for
the full screen, whose keys wait for the server's answer like a local table's.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import json
import queue
import ssl
import threading
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import aiohttp

from motamot.net.protocol import MAX_SAID, server_message

GIVE_UP_AFTER = 300.0  # seconds without the server before the client stops trying
FATAL = {"unknown-invitation", "too-many-tries", "game-removed"}  # the seat cannot be had
REPLY_WAIT = 10.0  # a key waits this long for the server's answer, at most
TLS_PROBE_WAIT = 5.0


class State(enum.Enum):
    UNREACHABLE = "unreachable"  # the first connection failed: a wrong address, no server
    UNTRUSTED = "untrusted"  # the server's TLS certificate is not one this system trusts
    NEEDS_TLS = "needs-tls"  # given without https://, the server speaks only TLS
    LOST = "lost"  # the connection dropped; tried again after ``wait`` seconds
    BACK = "back"  # joined again after a drop
    GIVE_UP = "give-up"  # no server for GIVE_UP_AFTER seconds


class Connection:
    def __init__(
        self,
        url: str,
        join: dict[str, Any],
        on_message: Callable[[dict[str, Any]], None],
        on_state: Callable[[State, float], None],
    ) -> None:
        self.url, self.join = url, join
        self.on_message, self.on_state = on_message, on_state
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.number = 0  # each request is numbered: the server acts on it once
        self.ended = False  # left, refused, or given up
        self.status = 0  # 2 when the seat could not be had
        self.joined_once = False
        self._seated = False  # on this connection

    async def run(self) -> int:
        async with aiohttp.ClientSession() as http:
            await self._stay(http)
        return self.status

    async def _stay(self, http: aiohttp.ClientSession) -> None:
        wait, waited = 1.0, 0.0
        while not self.ended:
            self._seated = False
            try:
                async with http.ws_connect(self.url, heartbeat=30, max_msg_size=MAX_SAID) as ws:
                    self.ws = ws
                    await ws.send_str(json.dumps(self.join))
                    await self._listen(ws)
            except (aiohttp.ClientError, OSError) as problem:
                if not self.joined_once:
                    if isinstance(problem, aiohttp.ClientSSLError):
                        self.on_state(State.UNTRUSTED, 0.0)
                    elif await speaks_tls(self.url):
                        self.on_state(State.NEEDS_TLS, 0.0)
                    else:
                        self.on_state(State.UNREACHABLE, 0.0)
                    self.ended, self.status = True, 2
            finally:
                self.ws = None
            if self.ended:
                return
            if self._seated:  # it was up a while: count again from the start
                wait, waited = 1.0, 0.0
            if waited >= GIVE_UP_AFTER:
                self.on_state(State.GIVE_UP, 0.0)
                self.ended, self.status = True, 2
                return
            self.on_state(State.LOST, wait)
            await asyncio.sleep(wait)
            waited += wait
            wait = min(wait * 2, 15.0)

    async def _listen(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        async for frame in ws:
            if frame.type is not aiohttp.WSMsgType.TEXT:
                break
            data = server_message(frame.data)
            if data is None:
                continue
            kind = data["type"]
            if kind == "joined":
                if self.joined_once:
                    self.on_state(State.BACK, 0.0)
                self.joined_once = self._seated = True
            elif kind == "bye":
                self.ended = True
            elif kind == "moved":  # a rematch: the seat is at the new game from now on
                self._moved(data)
                self.on_message(data)
            else:
                self.on_message(data)
                if kind == "error" and data.get("code") in FATAL:
                    self.ended, self.status = True, 2
            if self.ended:
                return

    def _moved(self, data: dict[str, Any]) -> None:
        """After a drop, the connection joins the rematch's seat, not the finished game's."""
        invitation, game = data.get("invitation"), data.get("game")
        if isinstance(invitation, str) and invitation:
            self.join = {**self.join, "type": "join", "invitation": invitation}
            self.join.pop("game", None)
        elif isinstance(game, int) and self.join.get("card"):
            self.join = {**self.join, "type": "join", "invitation": "", "game": game}

    async def send(self, request: dict[str, Any]) -> int | None:
        """The request numbered and sent; its number, or None while the connection is down."""
        if self.ws is None or self.ws.closed:
            return None
        self.number += 1
        try:
            await self.ws.send_str(json.dumps({**request, "n": self.number}))
        except (ConnectionError, RuntimeError):
            return None
        return self.number

    async def close(self) -> None:
        self.ended = True
        if self.ws is not None:
            await self.ws.close()


async def speaks_tls(url: str) -> bool:
    """Whether a plain ``ws://`` address that failed is a server speaking TLS only (given
    without ``https://``): it said "ne répond pas" before."""
    parts = urlsplit(url)
    if parts.scheme != "ws" or parts.hostname is None:
        return False
    context = ssl.create_default_context()
    context.check_hostname, context.verify_mode = False, ssl.CERT_NONE  # only whether it speaks TLS
    try:
        _, writer = await asyncio.wait_for(
            asyncio.open_connection(parts.hostname, parts.port or 80, ssl=context), TLS_PROBE_WAIT
        )
    except (OSError, ssl.SSLError, TimeoutError):
        return False
    writer.close()
    return True


class Bridge:
    """A connection run in a thread: ``request`` waits for the server's answer to it (the
    ``said`` naming it in ``reply_to``); every other message waits in ``arrivals``."""

    def __init__(self, url: str, join: dict[str, Any], on_state: Callable[[State, float], None]) -> None:
        self.arrivals: queue.Queue[dict[str, Any]] = queue.Queue()
        self.connection = Connection(url, join, self._arrived, on_state)
        self._loop = asyncio.new_event_loop()
        self._replies: dict[int, queue.Queue[dict[str, Any]]] = {}
        self._lock = threading.Lock()
        self.joined = threading.Event()  # the seat's first answer came, or the seat cannot be had
        # Called in the connection's thread when something arrives or the connection ends: the
        # screen wakes then, rather than looking now and then.
        self.notify: Callable[[], None] = lambda: None
        self._thread = threading.Thread(target=self._run, name="motamot connection", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            self._loop.run_until_complete(self.connection.run())
        finally:
            self.joined.set()
            self.wake()

    def _arrived(self, data: dict[str, Any]) -> None:
        reply_to = data.get("reply_to")
        with self._lock:
            waiting = self._replies.pop(reply_to, None) if isinstance(reply_to, int) else None
        if waiting is not None:
            waiting.put(data)
        else:
            self.arrivals.put(data)
            self.wake()
        self.joined.set()

    def wake(self) -> None:
        """Whoever waits for arrivals is told; gone already (the screen closed), nobody is."""
        with contextlib.suppress(RuntimeError):
            self.notify()

    def request(self, request: dict[str, Any]) -> dict[str, Any] | None:
        """Sent, and its answer; None when the connection is down (or the server silent)."""
        answer: queue.Queue[dict[str, Any]] = queue.Queue()

        async def send() -> int | None:
            # Awaited before sending: the answer may come back before ``send_str`` returns.
            number = self.connection.number + 1
            with self._lock:
                self._replies[number] = answer
            if await self.connection.send(request) is None:
                with self._lock:
                    self._replies.pop(number, None)
                return None
            return number

        try:
            number = asyncio.run_coroutine_threadsafe(send(), self._loop).result(REPLY_WAIT)
        except (RuntimeError, TimeoutError):
            return None
        if number is None:
            return None
        try:
            return answer.get(timeout=REPLY_WAIT)
        except queue.Empty:
            with self._lock:
                self._replies.pop(number, None)
            return None

    def close(self) -> None:
        """The connection closed, if it still runs. Once the server has ended it (the player's
        ``quitte`` said yes), its loop has stopped: the closing is made there only if the loop
        takes it, never left waiting two seconds then raised, nor made and never run."""
        closed = threading.Event()

        def close_there() -> None:
            self._loop.create_task(self.connection.close()).add_done_callback(lambda _task: closed.set())

        with contextlib.suppress(RuntimeError):  # the loop itself closed
            self._loop.call_soon_threadsafe(close_there)
            if self._thread.is_alive():
                closed.wait(2)
        self._thread.join(timeout=2)
