"""A server out of open files (issue 62, point 2): a real ``motamot serveur`` with the usual
limit of 1,024 open files, and more silent sockets than that from many addresses. The oldest
are closed at once to make room, a player still joins, and the server's log says once that it
ran out, never a traceback a connection."""

from __future__ import annotations

import errno
import resource
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


def _closed_by_the_server(sockets: dict[socket.socket, float]) -> list[float]:
    """When each of ``sockets`` the server has closed was opened: reading one says so at
    once (the end, or a reset); one still open, or still waiting to be accepted, has nothing
    to read."""
    closed = []
    for sock, opened in sockets.items():
        try:
            if sock.recv(1) == b"":
                closed.append(opened)
        except ConnectionResetError:
            closed.append(opened)
        except OSError:  # nothing to read yet, or not yet accepted
            pass
    return closed


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
        anne.expect("Partie en réseau, vous êtes Anne, avec Max.", timeout=WAIT)
        answered = time.monotonic()
        closed = _closed_by_the_server(silent)
        print(f"Anne joined {answered - began:.1f} s after the silent sockets were opened")
        print(f"{len(closed)} of {SILENT} silent sockets closed by then, {ROOM} at most to make room")
        # Room was made at once, rather than Anne waiting for the five seconds a silent socket
        # is given: the server closed some that had not had them yet (opened less than that
        # before Anne's welcome). Without making room, every one closed is older.
        assert [opened for opened in closed if answered - opened < FIRST_REQUEST_WITHIN]
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
