"""A seat at a game on a motamot server, in typed lines (``motamot rejoindre``).

The table is on the server: each typed line is sent as it is, and what the seat is told
comes back as sentences already in the player's language, printed and spoken here by the
player's own speaker (screen reader, own voice) with its sound cues. An opponent's move is
printed as it arrives, above the prompt on a terminal. A dropped connection is tried again
(after 1, 2, 4… seconds, up to ``GIVE_UP_AFTER``): the seat waits on the server, which says
what happened meanwhile once it is back. A line typed while the connection is down is not
sent, and the player hears so.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from dataclasses import fields
from gettext import NullTranslations
from typing import Any

import aiohttp

from motamot.describe.menu import describe_prompt
from motamot.describe.messages import Message, message
from motamot.describe.words import duration
from motamot.lines.reader import LineReader
from motamot.net.protocol import MAX_SAID, SEAT_SETTINGS, read_said, server_message
from motamot.settings import Settings, settings_from_data
from motamot.sound.cues import CuePlayer
from motamot.speech.announcer import Announcer

GIVE_UP_AFTER = 300.0  # seconds without the server before the client stops trying
FATAL = {"unknown-invitation", "too-many-tries", "seat-taken"}


class RemoteSeat:
    def __init__(
        self,
        url: str,
        address: str,
        invitation: str,
        tr: NullTranslations,
        language: str,
        announcer: Announcer,
        settings: Settings,
        keep: Callable[[Settings], None],
        cues: CuePlayer | None,
        read: LineReader,
    ) -> None:
        self.url, self.address, self.invitation = url, address, invitation
        self.tr, self.language = tr, language
        self.announcer, self.settings, self.keep, self.cues, self.read = announcer, settings, keep, cues, read
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.number = 0  # each line sent is numbered: the server acts on it once
        self.ended = False  # the player left, the input ended, or the server refused the seat
        self.joined_once = False  # the seat was reached once: a drop is tried again
        self.seated = False  # on this connection
        self.status = 0

    def run(self) -> int:
        """Play until the player leaves; 0, or 2 when the seat could not be reached."""
        asyncio.run(self._run())
        return self.status

    async def _run(self) -> None:
        async with aiohttp.ClientSession() as http:
            typing = asyncio.ensure_future(self._type())
            try:
                await self._stay_connected(http)
            finally:
                typing.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await typing

    async def _stay_connected(self, http: aiohttp.ClientSession) -> None:
        wait, waited = 1.0, 0.0
        while not self.ended:
            self.seated = False
            try:
                async with http.ws_connect(self.url, heartbeat=30, max_msg_size=MAX_SAID) as ws:
                    self.ws = ws
                    await ws.send_str(json.dumps(self._join()))
                    await self._listen(ws)
            except (aiohttp.ClientError, OSError):
                if not self.joined_once:
                    self._say(message(self.tr, Message.REMOTE_UNREACHABLE, address=self.address))
                    self.status = 2
                    return
            finally:
                self.ws = None
            if self.ended:
                return
            if self.seated:  # it was up a while: start counting again
                wait, waited = 1.0, 0.0
            if waited >= GIVE_UP_AFTER:
                self._say(message(self.tr, Message.REMOTE_GIVE_UP))
                self.status = 2
                return
            self._say(message(self.tr, Message.REMOTE_CONNECTION_LOST, wait=duration(self.tr, wait)))
            await asyncio.sleep(wait)
            waited += wait
            wait = min(wait * 2, 15.0)

    def _join(self) -> dict[str, Any]:
        values: dict[str, Any] = {name: getattr(self.settings, name) for name in SEAT_SETTINGS}
        values["verbosity"] = str(self.settings.verbosity)
        if self.announcer.speaker.name == "own":
            values["voice"] = "own"
        return {"type": "join", "invitation": self.invitation, "language": self.language, "settings": values}

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
                    self._say(message(self.tr, Message.REMOTE_BACK))
                self.joined_once = self.seated = True
            elif kind == "said":
                self._tell(data)
            elif kind == "settings":
                self._keep(data.get("settings"))
            elif kind == "bye":
                self.ended = True
            elif kind == "error" and isinstance(data.get("text"), str):
                self._say(data["text"])
                if data.get("code") in FATAL:
                    self.ended = True
                    self.status = 2
            if self.ended:
                return

    def _tell(self, data: dict[str, Any]) -> None:
        with self.announcer.held():
            for item in read_said(data):
                kind = item[0]
                if kind == "say":
                    self.announcer.announce(item[1], interrupt=item[2])
                elif kind == "show":
                    self.announcer.show(item[1])
                elif kind == "cue" and self.cues is not None and self.settings.sounds:
                    self.cues.play(item[1])
                elif kind == "stop":
                    self.announcer.stop()
                elif kind == "rate":
                    self.announcer.set_rate(item[1])

    def _keep(self, values: object) -> None:
        """A setting changed at the seat, kept here as any setting is."""
        if not isinstance(values, dict):
            return
        changed, _damaged = settings_from_data({k: v for k, v in values.items() if k in SEAT_SETTINGS})
        for setting in fields(Settings):
            if setting.name in values and setting.name in SEAT_SETTINGS:
                setattr(self.settings, setting.name, getattr(changed, setting.name))
        self.keep(self.settings)

    def _say(self, text: str) -> None:
        self.announcer.announce(text)

    async def _type(self) -> None:
        """Lines typed, each sent as it is; the input's end leaves the table."""
        while not self.ended:
            line = await self.read.ask(describe_prompt(None))
            if line is None:
                self.ended = True
                if self.ws is not None:
                    await self.ws.close()
                return
            if not line.strip():
                continue
            if self.ws is None:
                self._say(message(self.tr, Message.REMOTE_NOT_SENT))
                continue
            self.number += 1
            with contextlib.suppress(ConnectionError, RuntimeError):
                await self.ws.send_str(json.dumps({"type": "line", "n": self.number, "text": line}))
