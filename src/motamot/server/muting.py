"""One person no longer hearing what another says (``silence Max``, undone by ``écoute
Max``), at a table or in the lobby: the names muted are folded (``i18n.fold``), as the
server tells its names apart, and kept with the card of whoever muted them."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable

from motamot.describe.messages import Message
from motamot.i18n import fold

# Writes a change to the muted names (folded name, muted or not); None: kept for now only.
Keep = Callable[[str, bool], None] | None


def change_mute(
    muted: set[str], own: str, typed: str, known: Iterable[str], mute: bool, keep: Keep
) -> tuple[Message, str]:
    """``typed`` muted (or heard again) in ``muted``, once ``keep`` wrote it: what to say, and
    the name as it is written. ``own`` is the name of who asks; ``known``, the names there are."""
    typed = " ".join(typed.split())
    if not typed:
        return (Message.MUTE_WHO if mute else Message.UNMUTE_WHO), ""
    found = next((name for name in known if fold(name) == fold(typed)), None)
    if found is None:
        return Message.MUTE_UNKNOWN, typed
    name = fold(found)
    if name == fold(own):
        return Message.MUTE_SELF, found
    if mute == (name in muted):
        return (Message.MUTE_ALREADY if mute else Message.UNMUTE_ALREADY), found
    if keep is not None:
        try:
            keep(name, mute)
        except sqlite3.Error:
            return Message.MUTE_NOT_KEPT, found
    if mute:
        muted.add(name)
    else:
        muted.discard(name)
    return (Message.MUTED if mute else Message.UNMUTED), found
