"""``motamot navigateur``: the player's own games, played in their browser.

motamot's server runs in this process for this player alone: on 127.0.0.1, on a port the
system chooses, under a secret path made for this launch (``Server.application``), so that
nothing answers a process that does not know the address, and the seat's invitation, in the
address's fragment, is new at each launch too. The games are kept in the player's data
folder and the latest one not over is taken up at the next launch. Ctrl+C, or the last page
closed, ends it; every move is in the file already."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import sqlite3
import time
import webbrowser
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from gettext import NullTranslations
from typing import Any

from motamot.application.output import EXIT_USAGE, Output
from motamot.describe.files import describe_not_listening, describe_record_error
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.remote import describe_problem
from motamot.files import FileProblem, RecordError
from motamot.lexicon.lexicon import Lexicon
from motamot.net.protocol import Create, Problem, ProtocolError, SeatAsked
from motamot.rules.refusals import IllegalMove
from motamot.server.app import Server, serve
from motamot.server.invitations import new_invitation
from motamot.server.store import Store
from motamot.settings import data_dir

BROWSER_FILE = "navigateur.sqlite"
PLAYER_SEAT = 0  # the player sits first at every game this command creates
# Seconds without any page open, once one was, before motamot ends: a page reloaded, or
# switching language, comes back well within it.
NO_PAGE_FOR = 5.0
LOOK_EVERY = 0.5


@dataclass(frozen=True)
class NewGame:
    """The game created when there is none to take up: its seats, rules and clock."""

    seats: tuple[SeatAsked, ...]
    rules: str
    clock_minutes: int
    per_move: bool
    language: str


def game_to_take_up(server: Server) -> int | None:
    """The latest game of the file that is not over (nor damaged), if any."""
    going = [item["game"] for item in server.listed()["games"] if not item.get("over", True)]
    return max(going, default=None)


def page_address(port: int, secret: str, language: str, invitation: str) -> str:
    """The page of this launch, in the player's language, the seat's invitation in its
    fragment (never sent to the server by the browser)."""
    return f"http://127.0.0.1:{port}/{secret}/?langue={language}#{'-'.join(invitation.split())}"


def play_in_browser(
    tr: NullTranslations,
    out: Output,
    lexicon: Lexicon,
    new: NewGame,
    seed: int | None,
    port: int,
    open_page: bool,
) -> int:
    """The server started for this player, the page opened (or its address said), served
    until Ctrl+C or the last page closed."""
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
        server = Server(store, lexicon, seed=seed)
        number = game_to_take_up(server)
        taken_up = number is not None
        if number is None:
            asked = Create(new.seats, new.rules, new.clock_minutes, new.language, per_move=new.per_move)
            try:
                number = int(server.create(asked)["game"])
            except IllegalMove as refused:
                out(describe_refusal(tr, refused.refusal), error=True)
                return EXIT_USAGE
            except ProtocolError as refused:
                out(describe_problem(tr, refused.problem), error=True)
                return EXIT_USAGE
        invitation = new_invitation()
        try:
            store.rekey(number, PLAYER_SEAT, server.invitations.key(invitation))
        except sqlite3.Error:
            out(describe_problem(tr, Problem.NOT_WRITTEN), error=True)
            return EXIT_USAGE
        secret = secrets.token_urlsafe(16)

        async def listening(port: int) -> None:
            url = page_address(port, secret, new.language, invitation)
            said = Message.BROWSER_TAKEN_UP if taken_up else Message.BROWSER_NEW_GAME
            out(message(tr, said, number=number))
            # In a thread: a browser named by $BROWSER may keep webbrowser waiting until it ends.
            opened = open_page and await asyncio.to_thread(webbrowser.open, url)
            out(message(tr, Message.BROWSER_OPENED if opened else Message.BROWSER_OPEN_THIS))
            out(url)  # alone on its line, to copy

        try:
            asyncio.run(_serve_until_closed(server, port, secret, listening))
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


async def _serve_until_closed(
    server: Server, port: int, secret: str, listening: Callable[[int], Awaitable[None]]
) -> None:
    """Served on ``port`` (0: one the system chooses), ``listening`` told the port once it is
    listened on, until no page has been open for ``NO_PAGE_FOR`` seconds, once one was."""
    chosen: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    serving = asyncio.ensure_future(serve(server, "127.0.0.1", port, None, chosen.set_result, secret))
    try:
        either: list[asyncio.Future[Any]] = [serving, chosen]  # listening, or its port refused
        await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
        if chosen.done():
            await listening(chosen.result())
        empty_since = 0.0
        while not serving.done():
            await asyncio.sleep(LOOK_EVERY)
            if server.connected or not server.connections:
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
