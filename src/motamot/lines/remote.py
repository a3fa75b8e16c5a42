"""A seat at a game on a motamot server, in typed lines (``motamot rejoindre --lignes``).

Each typed line is a ``requests.Line``, sent as the protocol writes it (a line too long, or
with a control character, is refused here as at home); what the seat is told comes back
already in the player's language (``commands.remote.RemoteTable`` says it), printed and spoken here by
the player's own speaker with its sound cues. An opponent's move is printed as it
arrives, above the prompt on a terminal, and from a pipe too. A dropped connection is
tried again (``net.client.Connection``); a line typed meanwhile is not sent, and the
player hears so.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from motamot.commands.remote import RemoteTable, SeatKey
from motamot.describe.menu import describe_prompt
from motamot.describe.messages import Message, message
from motamot.lines.reader import LineReader
from motamot.net.client import Connection, State
from motamot.requests import Line
from motamot.speech.announcer import Announcer
from motamot.speech.answer import Answer


class RemoteLines:
    def __init__(
        self,
        table: RemoteTable,
        announcer: Announcer,
        url: str,
        address: str,
        key: SeatKey,
        language: str,
        read: LineReader,
        opening_delay: float = 0.0,
    ):
        self.table, self.read, self.address = table, read, address
        self.announcer = announcer  # what the seat is told, printed and spoken here
        self.opening_delay = opening_delay  # under a screen reader (speech.detect.OPENING_DELAY)
        join = table.join_request(key, language, screen=False)
        self.connection = Connection(url, join, self._message, self._state)

    def run(self) -> int:
        """Play until the player leaves; 0, or 2 when the seat could not be had."""
        return asyncio.run(self._run())

    async def _run(self) -> int:
        # A screen reader takes in a new terminal first: what is printed at once is not read.
        await asyncio.sleep(self.opening_delay)
        typing = asyncio.ensure_future(self._type())
        try:
            return await self.connection.run()
        finally:
            typing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await typing

    def _message(self, data: dict[str, Any]) -> None:
        with self.announcer.held():  # one block: a screen reader reads it once
            self.announcer.render(self.table.received(data))

    def _state(self, state: State, wait: float) -> None:
        self.announcer.announce(self.table.state_text(state, wait, self.address))

    async def _type(self) -> None:
        """Lines typed, each sent as it is; the input's end leaves the table."""
        while not self.connection.ended:
            line = await self.read.ask(describe_prompt(None))
            if line is None:
                await self.connection.close()
                return
            if not line.strip():
                continue
            outgoing = self.table.outgoing(Line(line))  # too long, a control character: said here
            if isinstance(outgoing, Answer):
                with self.announcer.held():
                    self.announcer.render(outgoing)
                continue
            if await self.connection.send(outgoing) is None:
                self.announcer.announce(message(self.table.tr, Message.REMOTE_NOT_SENT), True)
