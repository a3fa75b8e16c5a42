"""A server out of open files (issue 62, point 2): a real ``motamot serveur`` with the usual
limit of 1,024 open files, and more silent sockets than that from many addresses. The oldest
are closed at once to make room, a player still joins, and the server's log says once that it
ran out, never a traceback a connection."""

from __future__ import annotations

import errno
import resource
import selectors
import socket
import time
from pathlib import Path

from servers import WAIT, Homes

from motamot.server.app import FIRST_REQUEST_WITHIN
from motamot.server.open_files import ROOM

SILENT = 1100  # more than the files the server may open
ADDRESSES = 110  # 127.0.0.2 to 127.0.0.111: ten each, far below one address's limit


def _silent_sockets(port: int) -> dict[socket.socket, float]:
    """``SILENT`` connections that never send a byte, from ``ADDRESSES`` loopback addresses
    (Linux answers the whole 127/8), opened within about two seconds: each with the moment
    it was opened (``time.monotonic``)."""
    opened = {}
    for number in range(SILENT):
        sock = socket.socket()
        sock.setblocking(False)
        sock.bind((f"127.0.0.{2 + number % ADDRESSES}", 0))
        # Beyond what the server accepted and its backlog, a connection is still being made.
        assert sock.connect_ex(("127.0.0.1", port)) in (0, errno.EINPROGRESS)
        opened[sock] = time.monotonic()
        if number % 100 == 99:
            time.sleep(0.2)  # a moment to accept them: the system's queue of connections is short
    return opened


def _first_closed(sockets: dict[socket.socket, float]) -> tuple[float, list[float]]:
    """The first of ``sockets`` the server closes, waited for: the moment they are seen
    closed, and when each was opened. A closed one has its end (or a reset) to read; one
    still open, or still waiting to be accepted, has nothing."""
    with selectors.DefaultSelector() as selector:
        for sock, opened in sockets.items():
            selector.register(sock, selectors.EVENT_READ, opened)
        ready = selector.select(timeout=WAIT)
    seen = time.monotonic()
    closed = []
    for key, _ in ready:
        assert isinstance(key.fileobj, socket.socket)
        try:
            ended = key.fileobj.recv(1) == b""
        except ConnectionResetError:
            ended = True
        if ended:
            closed.append(key.data)
    return seen, closed


def test_silent_sockets_beyond_the_open_files_leave_a_player_in_and_one_line_in_the_log(
    open_homes, tmp_path: Path
) -> None:
    homes: Homes = open_homes()
    server = homes.server.process
    assert server is not None
    homes.invite()
    resource.prlimit(server.process.pid, resource.RLIMIT_NOFILE, (1024, 1024))
    began = time.monotonic()
    silent = _silent_sockets(homes.server.port)
    try:
        server.expect("Plus de fichier libre pour une connexion")  # said when it happened
        anne = homes.join("Anne")
        seen, closed = _first_closed(silent)
        # Room was made at once rather than Anne left waiting for the five seconds a silent
        # socket is given: the server closed some before theirs were up. Without making room,
        # none is closed sooner (and Anne's own start, seconds on a busy machine, is not
        # counted in this).
        assert [opened for opened in closed if seen - opened < FIRST_REQUEST_WITHIN], (seen, closed)
        print(f"{len(closed)} silent sockets closed at once, {ROOM} at most to make room")
        anne.expect("Partie en réseau, vous êtes Anne, avec Max.", timeout=WAIT)
        print(f"Anne joined {time.monotonic() - began:.1f} s after the silent sockets were opened")
        server.expect("Les connexions sont de nouveau acceptées")
    finally:
        for sock in silent:
            sock.close()
    homes.close()
    log = server.seen + [server.lines.get() for _ in range(server.lines.qsize())]
    assert not [line for line in log if "Traceback" in line], "\n".join(log)
    assert sum("Plus de fichier libre" in line for line in log) == 1, "\n".join(log)


def test_one_address_holds_a_bounded_number_of_sockets_and_the_next_is_told_why(homes: Homes) -> None:
    """A socket that sends nothing never reaches the WebSocket's refusal: counted as it is
    accepted, one address past its WebSockets and a margin is answered in plain HTTP with the
    sentence, and closed; a player from elsewhere still joins."""
    from motamot.server.app import CONNECTIONS_PER_ADDRESS
    from motamot.server.sockets import MARGIN

    homes.invite()
    held = []
    try:
        for _ in range(CONNECTIONS_PER_ADDRESS + MARGIN + 5):
            sock = socket.socket()
            sock.bind(("127.0.0.9", 0))
            sock.settimeout(WAIT)
            sock.connect(("127.0.0.1", homes.server.port))
            held.append(sock)
        answer = b""
        while chunk := held[-1].recv(4096):  # the refusal, then the end
            answer += chunk
        assert answer.startswith(b"HTTP/1.1 503 ")
        said = "Trop de connexions à la fois depuis votre adresse, fermez-en une et réessayez."
        assert answer.decode().endswith(said)
        anne = homes.join("Anne")
        anne.expect("Partie en réseau, vous êtes Anne, avec Max.")
    finally:
        for sock in held:
            sock.close()
