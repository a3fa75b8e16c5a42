"""motamot's own Speech Dispatcher client: SSIP, its line protocol, over the daemon's socket.

Linux screen readers (Orca) speak through Speech Dispatcher; so does motamot when the player
asks for the screen reader's voice. Neither accessible-output2 nor python3-speechd lets motamot
say who it is, in which language and at which priority, and python3-speechd is a system
package a virtual environment does not see. This client does, in a few commands:

- ``SET SELF CLIENT_NAME user:motamot:main``: the daemon's log and settings know it;
- ``SET SELF LANGUAGE fr`` (or ``en``): the game's language, not the daemon's default voice;
- ``SET SELF RATE``: the settings' words per minute;
- ``SET SELF PRIORITY text``: Orca speaks at ``message``, which cuts a ``text`` message off,
  so the screen reader's echo of a key is never held behind a long announcement.

A ``text`` message also cuts off an earlier ``text`` one; so motamot sends one at a time and
the next when the daemon reports (event 702) that the previous one was said. When the screen
reader cuts one off (event 703), what waits is dropped: a key stops motamot as it stops Orca.
"""

from __future__ import annotations

import contextlib
import os
import queue
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Literal

CLIENT_NAME = "user:motamot:main"
PRIORITY = "text"
SOCKET_NAME = Path("speech-dispatcher", "speechd.sock")
DEFAULT_PORT = 6560
REPLY_SECONDS = 2.0  # a daemon that does not answer a command within this is broken
ENDED, CUT_OFF = (702, 703), 703  # events: a message was spoken to its end, or cut off

# ("unix", path) or ("inet", host, port)
Address = tuple[Literal["unix"], str] | tuple[Literal["inet"], str, int]


class SSIPError(Exception):
    """The daemon refused a command, answered nonsense or went away."""


def addresses(environ: Mapping[str, str], uid: int | None) -> list[Address]:
    """Where the daemon may listen, most specific first: ``SPEECHD_ADDRESS``
    (``unix_socket:PATH`` or ``inet_socket:HOST:PORT``), ``SPEECHD_SOCKET``, then the
    per-user runtime folder every distribution uses (Debian, Fedora and Arch alike), and
    the cache folder older daemons and sessions without ``XDG_RUNTIME_DIR`` fall back to."""
    if address := environ.get("SPEECHD_ADDRESS"):
        method, _, rest = address.partition(":")
        if method == "unix_socket" and rest:
            return [("unix", rest)]
        if method == "inet_socket":
            host, _, port = rest.partition(":")
            try:
                return [("inet", host or "127.0.0.1", int(port) if port else DEFAULT_PORT)]
            except ValueError:
                return []
        if method != "unix_socket":
            return []
    paths: list[Path] = []
    if named := environ.get("SPEECHD_SOCKET"):
        paths.append(Path(named))
    if runtime := environ.get("XDG_RUNTIME_DIR"):
        paths.append(Path(runtime) / SOCKET_NAME)
    elif uid is not None:
        paths.append(Path("/run/user", str(uid)) / SOCKET_NAME)
    cache = environ.get("XDG_CACHE_HOME") or (
        os.path.join(environ["HOME"], ".cache") if environ.get("HOME") else ""
    )
    if cache:
        paths.append(Path(cache) / SOCKET_NAME)
    return [("unix", str(path)) for path in dict.fromkeys(paths)]


def open_socket(address: Address, timeout: float = 1.0) -> socket.socket | None:
    """A connected socket, or None when nobody listens there."""
    if address[0] == "unix":
        if not os.path.exists(address[1]):
            return None
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        target: str | tuple[str, int] = address[1]
    else:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        target = (address[1], address[2])
    sock.settimeout(timeout)
    try:
        sock.connect(target)
    except OSError:
        sock.close()
        return None
    sock.settimeout(None)
    return sock


def ssip_rate(words_per_minute: int) -> int:
    """SSIP's rate, -100 to 100, for a rate in words per minute: 0 is espeak-ng's 175, -100 its
    slowest (80) and 100 its fastest (450). Other synthesisers map SSIP's scale their own way,
    so the rate is close, not exact."""
    if words_per_minute <= 175:
        value = (words_per_minute - 175) * 100 / (175 - 80)
    else:
        value = (words_per_minute - 175) * 100 / (450 - 175)
    return max(-100, min(100, round(value)))


def spoken_data(text: str) -> bytes:
    """A message's lines as SSIP wants them: a line that starts with a dot gets a second dot,
    and a line holding one dot ends the message."""
    lines = [("." + line if line.startswith(".") else line) for line in text.splitlines() or [""]]
    return ("\r\n".join(lines) + "\r\n.\r\n").encode("utf-8")


class Connection:
    """One SSIP session. Replies come in the order of the commands; events (7xx, sent when a
    message begins or ends) come at any time and go to ``on_event``. A reader thread splits
    the two; ``on_event(None, [])`` says the connection is gone."""

    def __init__(self, sock: socket.socket, on_event: Callable[[int | None, list[str]], None]) -> None:
        self._sock = sock
        self._on_event = on_event
        self._replies: queue.Queue[tuple[int, list[str]] | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, name="motamot-ssip", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        lines: list[str] = []
        try:
            with self._sock.makefile("rb") as stream:
                for raw in stream:
                    line = raw.decode("utf-8", "replace").rstrip("\r\n")
                    if len(line) < 4 or not line[:3].isdigit() or line[3] not in " -":
                        break  # not SSIP: treat as gone
                    lines.append(line[4:])
                    if line[3] == "-":
                        continue
                    code = int(line[:3])
                    if 700 <= code < 800:
                        self._on_event(code, lines)
                    else:
                        self._replies.put((code, lines))
                    lines = []
        except (OSError, ValueError):
            pass
        self._replies.put(None)
        self._on_event(None, [])

    def send(self, command: str, data: bytes | None = None) -> list[str]:
        """Send one command (and a message's data after its 230), return the reply's lines."""
        self._sock.sendall(command.encode("utf-8") + b"\r\n")
        code, lines = self._reply()
        if data is not None:
            if code != 230:
                raise SSIPError(f"{command}: {code} {' '.join(lines)}")
            self._sock.sendall(data)
            code, lines = self._reply()
        if code >= 300:
            raise SSIPError(f"{command}: {code} {' '.join(lines)}")
        return lines

    def _reply(self) -> tuple[int, list[str]]:
        try:
            reply = self._replies.get(timeout=REPLY_SECONDS)
        except queue.Empty:
            raise SSIPError("no answer") from None
        if reply is None:
            self._replies.put(None)  # every later command learns it too
            raise SSIPError("connection closed")
        return reply

    def close(self) -> None:
        with contextlib.suppress(OSError, SSIPError):
            self._sock.sendall(b"QUIT\r\n")
        with contextlib.suppress(OSError):
            self._sock.shutdown(socket.SHUT_RDWR)
        self._sock.close()


# What the worker is asked: say (text, interrupt), stop, rate (words a minute), close, and an
# event of the daemon's (code, None when the connection is gone, and lines).
_Item = (
    tuple[Literal["say"], str, bool]
    | tuple[Literal["stop"]]
    | tuple[Literal["rate"], int]
    | tuple[Literal["close"]]
    | tuple[Literal["event"], int | None, list[str]]
)


class SpeechDispatcherSpeaker:
    """Speaks through Speech Dispatcher, as the screen reader does. One worker thread sends
    every command, so a key press never waits on the socket; ``broken`` turns True when the
    daemon goes away, and the announcer then falls back to another speaker."""

    name = "screen-reader"
    CLOSING_SECONDS = 5  # what is still waiting at closing is said, up to this long

    def __init__(self, sock: socket.socket, language: str, rate: int | None) -> None:
        self.broken = False
        self._inbox: queue.Queue[_Item] = queue.Queue()
        self._connection = Connection(sock, lambda code, lines: self._inbox.put(("event", code, lines)))
        try:
            for command in (
                f"SET SELF CLIENT_NAME {CLIENT_NAME}",
                f"SET SELF LANGUAGE {language}",
                f"SET SELF PRIORITY {PRIORITY}",
                "SET SELF PUNCTUATION none",
                "SET SELF NOTIFICATION END on",
                "SET SELF NOTIFICATION CANCEL on",
                *([f"SET SELF RATE {ssip_rate(rate)}"] if rate else []),
            ):
                self._connection.send(command)
        except (OSError, SSIPError):
            self._connection.close()
            raise
        self._waiting: deque[str] = deque()
        self._current: int | None = None  # the message the daemon holds for us
        self._worker = threading.Thread(target=self._work, name="motamot-speechd", daemon=True)
        self._worker.start()

    @classmethod
    def connect(
        cls, language: str = "fr", rate: int | None = None, environ: Mapping[str, str] | None = None
    ) -> SpeechDispatcherSpeaker | None:
        """A speaker on the first daemon that answers, else None (nothing is started)."""
        uid = os.getuid() if hasattr(os, "getuid") else None
        for address in addresses(os.environ if environ is None else environ, uid):
            sock = open_socket(address)
            if sock is None:
                continue
            try:
                return cls(sock, language, rate)
            except (OSError, SSIPError):
                continue
        return None

    def say(self, text: str, interrupt: bool = False) -> None:
        self._inbox.put(("say", text, interrupt))

    def stop(self) -> None:
        self._inbox.put(("stop",))

    def set_rate(self, rate: int) -> None:
        self._inbox.put(("rate", rate))

    def close(self) -> None:
        """Let what waits be said (the last words of a game matter), then leave."""
        self._inbox.put(("close",))
        self._worker.join(timeout=self.CLOSING_SECONDS + REPLY_SECONDS)

    def _work(self) -> None:
        closing_by: float | None = None
        try:
            while True:
                timeout = None if closing_by is None else max(0.0, closing_by - time.monotonic())
                try:
                    item = self._inbox.get(timeout=timeout)
                except queue.Empty:
                    break  # closing, and the last words took too long
                if item[0] == "close":
                    closing_by = time.monotonic() + self.CLOSING_SECONDS
                else:
                    self._handle(item)
                if closing_by is not None and self._current is None and not self._waiting:
                    break
        except (OSError, SSIPError):
            self.broken = True
        self._connection.close()

    def _handle(self, item: _Item) -> None:
        if item[0] == "say":
            text, interrupt = str(item[1]), bool(item[2])
            if interrupt:
                self._cancel()
            if self._current is None:
                self._speak(text)
            else:
                self._waiting.append(text)
        elif item[0] == "stop":
            self._cancel()
        elif item[0] == "rate":
            self._connection.send(f"SET SELF RATE {ssip_rate(int(item[1]))}")
        elif item[0] == "event":
            code, lines = item[1], item[2]
            if code is None:
                raise SSIPError("connection closed")
            if code in ENDED and lines and lines[0].isdigit() and int(lines[0]) == self._current:
                self._current = None
                if code == CUT_OFF:
                    # The screen reader spoke over it (a key's echo, or it read the same text
                    # on screen): like its own speech, motamot's stops at a key.
                    self._waiting.clear()
                elif self._waiting:
                    self._speak(self._waiting.popleft())

    def _speak(self, text: str) -> None:
        lines = self._connection.send("SPEAK", spoken_data(text))
        self._current = int(lines[0]) if lines and lines[0].isdigit() else None

    def _cancel(self) -> None:
        self._waiting.clear()
        if self._current is not None:
            self._connection.send("CANCEL SELF")
            self._current = None
