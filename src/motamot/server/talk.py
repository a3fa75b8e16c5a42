"""What is said at a table or in the lobby: its length, its characters and its pace, checked
the same way in both places."""

from __future__ import annotations

from collections import deque

from motamot.describe.messages import Message

TALK_LENGTH = 200  # characters of a message, at most
TALK_PACE = (5, 10.0)  # messages from one person in so many seconds, at most: a flood is refused


def checked_talk(recent: deque[float], text: str, now: float) -> str | Message:
    """The message made plain (control characters and runs of spaces become one space), or
    why it is not said; ``recent`` holds the times of this person's last messages, and gains
    this one's only once the caller has said it (``recent.append(now)``)."""
    while recent and recent[0] < now - TALK_PACE[1]:
        recent.popleft()
    if len(recent) >= TALK_PACE[0]:
        return Message.TALK_TOO_FAST
    clean = " ".join("".join(c if c.isprintable() else " " for c in text).split())
    if not clean:
        return Message.TALK_EMPTY
    if len(clean) > TALK_LENGTH:
        return Message.TALK_TOO_LONG
    return clean
