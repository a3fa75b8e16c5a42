"""A server out of open files (issue 62, point 2): what it says, and when.

With every file it may open taken (``ulimit -n``, often 1,024), asyncio cannot accept a
connection; it tries again a second later, and its default handler wrote a traceback each
time, thousands in a flood. Here the operator is told once, and once that connections are
accepted again, when a file can be opened. Silent sockets took those files: a player waited
behind them until they were closed, five seconds after each came. So room is made at once,
by closing the oldest connections that have not sent a whole request yet (``make_room``):
never one with a seat, a lobby place or a request under way. It is done here because a
failed accept reaches nothing else: neither asyncio nor aiohttp has a hook for it (the
methods ``sockets`` patches see only the sockets accepted)."""

from __future__ import annotations

import asyncio
import errno
import socket
from collections.abc import Callable
from typing import Any

from aiohttp import web

OUT_OF_FILES = (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM)  # those asyncio retries
LOOK_AGAIN = 1.0  # seconds, as asyncio's own retry of an accept
# Connections the system queues for the server to accept (``TCPSite``'s backlog). Room for
# twice as many lets asyncio's next try take the whole queue, and leaves room for those the
# system turned away while it was full (they knock again a second later).
BACKLOG = 128
ROOM = 2 * BACKLOG


def make_room(server: web.Server) -> None:
    """Closes the oldest of ``server``'s connections that have not sent a whole request,
    until ``ROOM`` of them are closing. Idempotent until they are closed: asyncio calls for
    it once for every accept it tried in a row, all failing."""
    closing = 0
    for handler in server.connections:  # oldest first: aiohttp keeps them as they came
        transport = handler.transport
        # No public counter says whether a connection sent a request: aiohttp's own, which
        # counts each request as its headers are whole (a WebSocket's upgrade is one).
        if transport is None or handler._request_count:
            continue
        if not transport.is_closing():
            transport.close()  # its file is free at the loop's next turn, before asyncio's next try
        closing += 1
        if closing == ROOM:
            return


class OpenFiles:
    """The loop's exception handler: an accept refused for want of files makes room in
    ``server`` and is said through ``told(True)``, once, and ``told(False)`` once a file
    opens again; anything else goes to asyncio's own handler."""

    def __init__(
        self, loop: asyncio.AbstractEventLoop, server: web.Server, told: Callable[[bool], None]
    ) -> None:
        self.loop, self.server, self.told = loop, server, told
        self.out = False

    def handle(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        problem = context.get("exception")
        accepting = "accept" in context.get("message", "")
        if not (accepting and isinstance(problem, OSError) and problem.errno in OUT_OF_FILES):
            loop.default_exception_handler(context)
            return
        make_room(self.server)
        if not self.out:
            self.out = True
            self.told(True)
            loop.call_later(LOOK_AGAIN, self._look)

    def _look(self) -> None:
        try:
            socket.socket().close()  # a file free: asyncio's next accept takes it
        except OSError:
            self.loop.call_later(LOOK_AGAIN, self._look)
            return
        self.out = False
        self.told(False)
