"""A player's cards, one per server, kept on their own computer (``motamot carte``).

A card is a key the server made for the player (four words, as an invitation); the server
keeps only its keyed hash. With it, the server knows the player from one game to the next:
``motamot rejoindre`` sends it with the invitation, ``motamot parties`` lists the player's
games and takes a seat at one. The file may be damaged or hostile: whatever is not a card
is left out, and nothing in it is ever run.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from motamot.files import write_atomically
from motamot.net.protocol import websocket_url
from motamot.settings import data_dir

CARDS_FILE = "cartes.json"


@dataclass(frozen=True)
class Card:
    name: str
    key: str


def cards_path() -> Path:
    return data_dir() / CARDS_FILE


def _read(path: Path) -> dict[str, object]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _card(found: object) -> Card | None:
    """A card as the file holds it, if it is one."""
    if not isinstance(found, dict):
        return None
    name, key = found.get("name"), found.get("key")
    if not (isinstance(name, str) and isinstance(key, str) and name and key):
        return None
    return Card(name, key)


def card_for(address: str, path: Path | None = None) -> Card | None:
    """The player's card for the server at ``address``, if they made one here."""
    return _card(_read(path or cards_path()).get(websocket_url(address) or ""))


def all_cards(path: Path | None = None) -> list[tuple[str, Card]]:
    """Every card the player made here, each with its server's WebSocket address."""
    found = ((address, _card(data)) for address, data in _read(path or cards_path()).items())
    return [(address, card) for address, card in found if card is not None and websocket_url(address)]


def keep_card(address: str, card: Card, path: Path | None = None) -> None:
    """The card written for that server (atomically, readable by this account only);
    RecordError when it cannot be."""
    path = path or cards_path()
    cards = _read(path)
    cards[websocket_url(address) or address] = {"name": card.name, "key": card.key}
    write_atomically(path, json.dumps(cards, ensure_ascii=False, indent=1))
