"""A game played here, shared on the home network for the sighted partner at the table
(``motamot partager``). A motamot server runs in this process, listening on the network; the
player takes their seat on this terminal as with ``rejoindre``; the partner opens the
spectator page the link (and its QR code, drawn on screen before the game) leads to."""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import threading
from typing import Any

import segno

from motamot.application.output import EXIT_USAGE
from motamot.application.play import Play, seats_for
from motamot.application.seat import play_seat
from motamot.commands.remote import SeatKey
from motamot.describe.files import describe_not_listening, describe_record_error
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.remote import spoken_address
from motamot.files import RecordError
from motamot.net.protocol import Create, SeatAsked, page_url, websocket_url
from motamot.rules.refusals import IllegalMove
from motamot.server.app import Server, serve
from motamot.server.store import Store
from motamot.settings import data_dir

SHARE_FILE = "partage.sqlite"
QUIET_ZONE = 2  # light modules around the code: most phone cameras need no more
STARTED_WAIT = 15.0


def home_address() -> str:
    """This machine's address on the home network: the one a packet to another network would
    leave from (a UDP socket's connect sends nothing); 127.0.0.1 without a network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1 (RFC 5737): never answered
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def qr_lines(text: str, colour: bool) -> list[str]:
    """``text`` as a QR code drawn with spaces on dark or light backgrounds, two columns a
    module: a screen reader reads blank lines (nothing of "bloc plein"), a camera reads the
    code. Without colour (``NO_COLOR``), dark modules are drawn in reverse video."""
    dark, light, end = ("\x1b[40m", "\x1b[107m", "\x1b[0m") if colour else ("\x1b[7m", "\x1b[27m", "\x1b[0m")
    lines = []
    for row in segno.make(text, error="l", boost_error=False).matrix_iter(scale=1, border=QUIET_ZONE):
        drawn, current = "", None
        for module in row:
            wanted = dark if module else light
            if wanted != current:
                drawn += wanted
                current = wanted
            drawn += "  "
        lines.append(drawn + end)
    return lines


class SharedServer:
    """A motamot server in a thread of this process, its games in ``partage.sqlite``,
    listening on ``host`` (every address of the machine when none was given)."""

    def __init__(self, server: Server, host: str, port: int) -> None:
        self.server, self.host, self.port = server, host, port
        self.loop = asyncio.new_event_loop()
        self.started = threading.Event()
        self.problem: OSError | None = None
        self.thread = threading.Thread(target=self._run, name="shared server", daemon=True)

    def _run(self) -> None:
        self.serving = self.loop.create_task(
            serve(self.server, self.host, self.port, None, lambda _port: self.started.set())
        )
        try:
            self.loop.run_until_complete(self.serving)
        except OSError as problem:
            self.problem = problem
        except asyncio.CancelledError:
            pass  # stopped as motamot ends, its listening socket closed
        finally:
            self.started.set()
            self.loop.close()

    def start(self) -> OSError | None:
        self.thread.start()
        self.started.wait(STARTED_WAIT)
        return self.problem

    def stop(self) -> None:
        with contextlib.suppress(RuntimeError):  # already ended (its port was taken)
            self.loop.call_soon_threadsafe(self.serving.cancel)
        self.thread.join(5)


def share(play: Play, port: int, host: str | None, clock_minutes: int, language: str) -> int:
    """The game created on this machine's server, its spectator link and QR code shown, then
    the first person's seat played here; the other people get their page links."""
    tr, out = play.tr, play.out
    path = data_dir() / SHARE_FILE
    try:
        store = Store.open(path)
    except RecordError as error:
        out(describe_record_error(tr, error, str(path)), error=True)
        return EXIT_USAGE
    seats = seats_for(tr, play.settings, play.names)
    server = Server(store, play.lexicon, seed=play.seed)
    # Given an address, motamot listens there only, the one the link says (``--adresse``).
    shared = SharedServer(server, host or "0.0.0.0", port)
    try:
        if (problem := shared.start()) is not None:
            out(describe_not_listening(tr, host or "0.0.0.0", port, problem), error=True)
            return EXIT_USAGE
        asked = Create(
            tuple(SeatAsked(seat.name, seat.level) for seat in seats),
            play.settings.rules,
            clock_minutes,
            language,
        )
        try:
            created = server.create(asked)  # the store is shared safely between threads
        except IllegalMove as refused:
            out(describe_refusal(tr, refused.refusal), error=True)
            return EXIT_USAGE
        return _play_shared(play, created, host or home_address(), port)
    finally:
        shared.stop()
        store.close()


def _play_shared(play: Play, created: dict[str, Any], host: str, port: int) -> int:
    play.refresh_voice()
    try:
        tr, network = play.tr, f"{host}:{port}"
        link = page_url(network, created["spectator"])
        if link is None:
            said = spoken_address(tr, network)
            play.out(message(tr, Message.REMOTE_NOT_A_SERVER, address=said), error=True)
            return EXIT_USAGE
        # The code first, the sentences last: Orca, given the link and the code's blank lines
        # at once, often read only the last of them, and the link was never heard.
        for line in qr_lines(link, colour="NO_COLOR" not in os.environ):
            play.out(line)
        play.announcer.announce(message(tr, Message.SHARE_LINK, url=link))
        for name, invitation in created["invitations"][1:]:
            url = page_url(network, invitation)
            play.announcer.announce(message(tr, Message.SHARE_SEAT_LINK, name=name, url=url))
        play.announcer.announce(message(tr, Message.SHARE_QR_SHOWN))
        if asyncio.run(play.read.ask("")) is None:
            return 0
        local = f"127.0.0.1:{port}"
        _name, invitation = created["invitations"][0]
        url = websocket_url(local)
        assert url is not None
        return play_seat(play, url, local, SeatKey(invitation))
    finally:
        play.close()
