"""The organiser's key: four words, held by whoever runs the server, without which no game
is created, listed or removed on it (a raw ``create`` message made fifty games in seven
seconds before).

Made at the server's first start and said then; kept in a file beside the server's file,
readable by its account only, and only as a keyed hash in the server's file. ``motamot
inviter`` run on the same machine and account reads it there by itself, and sends it only
to a server on this machine; elsewhere the organiser types it (``--cle``).
"""

from __future__ import annotations

import hmac
import ipaddress
import socket
from pathlib import Path

from motamot.files import write_atomically
from motamot.server.invitations import Invitations, new_invitation, normal
from motamot.server.store import Store


def key_path(server_file: Path) -> Path:
    """Where the key of the server keeping ``server_file`` is written."""
    return server_file.with_suffix(".cle")


def make_key(store: Store, invitations: Invitations, path: Path) -> str | None:
    """A new key, written to ``path`` and its hash to ``store``, when there is none yet (or
    its file was lost: the old key is then replaced); its words, to be said. None when the
    server has one."""
    if store.organiser() is not None and path.exists():
        if store.secret_lost and (kept := read_key(path)) is not None:
            store.set_organiser(invitations.key(kept))  # the same key, under the new secret
        return None
    key = new_invitation()
    write_atomically(path, key + "\n")  # through a file only its account may read
    store.set_organiser(invitations.key(key))
    return key


def read_key(path: Path) -> str | None:
    """The key written beside a server's file on this machine, if there is one to read."""
    try:
        return normal(path.read_text(encoding="utf-8")) or None
    except (OSError, UnicodeDecodeError):
        return None


def is_organiser(store: Store, invitations: Invitations, key: str) -> bool:
    hashed = store.organiser()
    return hashed is not None and bool(key) and hmac.compare_digest(invitations.key(key), hashed)


def on_this_machine(host: str) -> bool:
    """Whether ``host`` names this machine: the key found here by itself is sent only there,
    never to another server."""
    try:
        found = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
    except (OSError, UnicodeError):
        return False
    for family, _, _, _, place in found:
        if not isinstance(place[0], str):  # an IPv4 or IPv6 address is text: TCP has no other
            continue
        address = ipaddress.ip_address(place[0].split("%")[0])
        if address.is_loopback:
            continue
        try:  # only an address of this machine's own interfaces can be bound
            with socket.socket(family, socket.SOCK_STREAM) as probe:
                probe.bind((place[0], 0))
        except OSError:
            return False
    return bool(found)
