"""A server out of open files (issue 62, point 2): a real ``motamot serveur`` with the usual
limit of 1,024 open files, and more silent sockets than that from many addresses. They are
cut within seconds, a player still joins, and the server's log says once that it ran out,
never a traceback a connection."""

from __future__ import annotations

import errno
import resource
import socket
import time
from pathlib import Path

from servers import WAIT, Homes

SILENT = 1100  # more than the files the server may open
ADDRESSES = 110  # 127.0.0.2 to 127.0.0.111: ten each, far below one address's limit


def _silent_sockets(port: int) -> list[socket.socket]:
    """``SILENT`` connections that never send a byte, from ``ADDRESSES`` loopback addresses
    (Linux answers the whole 127/8), opened within about two seconds."""
    opened = []
    for number in range(SILENT):
        sock = socket.socket()
        sock.setblocking(False)
        sock.bind((f"127.0.0.{2 + number % ADDRESSES}", 0))
        # Beyond what the server accepted and its backlog, a connection is still being made.
        assert sock.connect_ex(("127.0.0.1", port)) in (0, errno.EINPROGRESS)
        opened.append(sock)
        if number % 100 == 99:
            time.sleep(0.2)  # a moment to accept them: the system's queue of connections is short
    return opened


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
        print(f"Anne joined {time.monotonic() - began:.1f} s after the silent sockets were opened")
        server.expect("Les connexions sont de nouveau acceptées")
    finally:
        for sock in silent:
            sock.close()
    homes.close()
    log = server.seen + [server.lines.get() for _ in range(server.lines.qsize())]
    assert not [line for line in log if "Traceback" in line], "\n".join(log)
    assert sum("Plus de fichier libre" in line for line in log) == 1, "\n".join(log)
