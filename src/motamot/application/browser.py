"""``motamot navigateur``: the player's own games, played in their browser.

motamot's server runs in this process for this player alone: on 127.0.0.1, on a port the
system chooses, under a secret path made for this launch (``server.start_page``), so that
nothing answers a process that does not know the address. The browser opens at the start
page: the games not over, taken up with a button (their seat given a new invitation), a new
game against the computer, duplicate alone, the guided tour, the lobby of each server the
player has a card for, the settings a page says things by. The games are kept in the
player's data folder.
Ctrl+C, or the last page closed, ends it; every move is in the file already."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
import webbrowser
from collections.abc import Awaitable, Callable
from gettext import NullTranslations
from typing import Any

from aiohttp import web

from motamot.application.cards import all_cards
from motamot.application.output import EXIT_USAGE, Output
from motamot.describe.files import describe_not_listening, describe_record_error
from motamot.describe.messages import Message, message
from motamot.files import FileProblem, RecordError
from motamot.lexicon.lexicon import Lexicon
from motamot.net.protocol import LOBBY_PAGE, page_url
from motamot.server.app import OwnSettings, Server, serve
from motamot.server.start_page import Choices, Lobby, StartPage, local_application
from motamot.server.store import Store
from motamot.settings import Settings, data_dir, save_setting_changes, seat_values

BROWSER_FILE = "navigateur.sqlite"
# Seconds without any page open, once one was, before motamot ends: a page reloaded, or
# switching language, comes back well within it.
NO_PAGE_FOR = 5.0
LOOK_EVERY = 0.5


def play_in_browser(
    tr: NullTranslations,
    out: Output,
    lexicon: Lexicon,
    choices: Choices,
    settings: Settings,
    language: str,
    seed: int | None,
    port: int,
    open_page: bool,
) -> int:
    """The server started for this player, the start page opened (or its address said),
    served until Ctrl+C or the last page closed; each seat with the player's ``settings``."""
    path = data_dir() / BROWSER_FILE
    try:
        store = Store.open(path)
    except RecordError as error:
        if error.problem is FileProblem.IN_USE:
            out(message(tr, Message.BROWSER_IN_USE, pid=error.details.get("pid") or "?"), error=True)
        else:
            out(describe_record_error(tr, error, str(path)), error=True)
        return EXIT_USAGE
    try:
        # Each seat hears as the player set motamot to; a setting changed at the page is kept.
        own = OwnSettings(seat_values(settings), lambda changed: save_setting_changes(seat_values(changed)))
        server = Server(store, lexicon, seed=seed, own_settings=own)
        secret = secrets.token_urlsafe(16)

        async def listening(port: int) -> None:
            url = f"http://127.0.0.1:{port}/{secret}/?langue={language}"
            # In a thread: a browser named by $BROWSER may keep webbrowser waiting until it ends.
            opened = open_page and await asyncio.to_thread(webbrowser.open, url)
            # Opened, the address is not printed: a screen reader would read its secret sign by
            # sign, twenty seconds of noise, at every launch.
            out(message(tr, Message.BROWSER_OPENED if opened else Message.BROWSER_OPEN_THIS))
            if not opened:
                out(url)  # alone on its line, to copy

        start = StartPage(server, choices, _lobbies, save_setting_changes)
        try:
            asyncio.run(_serve_until_closed(start, local_application(start, secret), port, listening))
        except OSError as problem:
            out(describe_not_listening(tr, "127.0.0.1", port, problem), error=True)
            return EXIT_USAGE
        except KeyboardInterrupt:
            out(message(tr, Message.BROWSER_STOPPED))
            return 0
        out(message(tr, Message.BROWSER_PAGE_CLOSED))
        return 0
    finally:
        store.close()


def _lobbies() -> list[Lobby]:
    """Each server the player has a card for (``motamot carte``): its address as typed, the
    card's name, its lobby page opened with that card."""
    found = []
    for address, card in all_cards():
        url = page_url(address, LOBBY_PAGE + card.key)
        typed = address.split("://", 1)[-1].removesuffix("/ws")
        if url:
            found.append((typed, card.name, url))
    return found


async def _serve_until_closed(
    start: StartPage, application: web.Application, port: int, listening: Callable[[int], Awaitable[None]]
) -> None:
    """Served on ``port`` (0: one the system chooses), ``listening`` told the port once it is
    listened on, until no page has been open for ``NO_PAGE_FOR`` seconds, once one was."""
    chosen: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    serving = asyncio.ensure_future(
        serve(start.server, "127.0.0.1", port, None, chosen.set_result, application)
    )
    try:
        either: list[asyncio.Future[Any]] = [serving, chosen]  # listening, or its port refused
        await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
        if chosen.done():
            await listening(chosen.result())
        empty_since = 0.0
        while not serving.done():
            await asyncio.sleep(LOOK_EVERY)
            if start.pages_open() or not start.page_seen():
                empty_since = 0.0
            elif not empty_since:
                empty_since = time.monotonic()
            elif time.monotonic() - empty_since >= NO_PAGE_FOR:
                break
        if serving.done():
            serving.result()  # its address refused (OSError): said by the caller
    finally:
        serving.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await serving
