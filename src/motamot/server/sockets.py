"""The sockets one address holds open, counted as they are accepted (issue 62, point 2).

A WebSocket over its limit is told why (``app.CONNECTIONS_PER_ADDRESS``); a socket that
sends nothing never reaches that far, and a thousand of them from one address, each held its
five seconds, took every file the server may open and locked everyone out. Here each
accepted socket is counted by address: past ``limit``, it is answered in plain HTTP with the
sentence and closed. The proxy's own address, which carries every player, is not counted."""

from __future__ import annotations

import asyncio
from collections import defaultdict

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

# Sockets beyond the WebSockets an address may hold: those are refused in a sentence they
# read, over their own protocol, before this refuses any.
MARGIN = 20


class SocketsPerAddress:
    """Counts each accepted socket of ``server`` (aiohttp's, whose handlers report every
    connection made and lost to it) by address, and refuses those over ``limit``."""

    def __init__(self, server: web.Server, limit: int, spared: frozenset[str], refusal: str) -> None:
        self.limit, self.spared = limit, spared
        body = refusal.encode()
        self.refusal = (
            b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            b"Connection: close\r\nContent-Length: %d\r\n\r\n" % len(body)
        ) + body
        self.open: defaultdict[str, int] = defaultdict(int)
        self.counted: dict[RequestHandler, str] = {}
        self._made, self._lost = server.connection_made, server.connection_lost
        # aiohttp's handlers call these on the server they were made by: this one's, so each
        # accepted socket is seen (aiohttp has no hook of its own for it).
        server.connection_made = self.connection_made  # type: ignore[method-assign]  # on purpose
        server.connection_lost = self.connection_lost  # type: ignore[method-assign]  # on purpose

    def connection_made(self, handler: RequestHandler, transport: asyncio.Transport) -> None:
        self._made(handler, transport)
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        if not address or address in self.spared:
            return
        self.open[address] += 1
        self.counted[handler] = address
        if self.open[address] > self.limit:
            transport.write(self.refusal)
            transport.close()

    def connection_lost(self, handler: RequestHandler, exc: BaseException | None = None) -> None:
        self._lost(handler, exc)
        address = self.counted.pop(handler, None)
        if address is not None:
            self.open[address] -= 1
            if not self.open[address]:
                del self.open[address]  # forgotten once its last socket is closed
