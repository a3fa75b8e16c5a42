"""A server out of open files (issue 62, point 2): what it says, and when.

With every file it may open taken (``ulimit -n``, often 1,024), asyncio cannot accept a
connection; it tries again a second later, and its default handler wrote a traceback each
time, thousands in a flood. Here the operator is told once that new connections wait, and
once that they are accepted again, when a file can be opened."""

from __future__ import annotations

import asyncio
import errno
import socket
from collections.abc import Callable
from typing import Any

OUT_OF_FILES = (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM)  # those asyncio retries
LOOK_AGAIN = 1.0  # seconds, as asyncio's own retry of an accept


class OpenFiles:
    """The loop's exception handler: an accept refused for want of files is said through
    ``told(True)``, once, and ``told(False)`` once a file opens again; anything else goes to
    asyncio's own handler."""

    def __init__(self, loop: asyncio.AbstractEventLoop, told: Callable[[bool], None]) -> None:
        self.loop, self.told = loop, told
        self.out = False

    def handle(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        problem = context.get("exception")
        accepting = "accept" in context.get("message", "")
        if not (accepting and isinstance(problem, OSError) and problem.errno in OUT_OF_FILES):
            loop.default_exception_handler(context)
            return
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
