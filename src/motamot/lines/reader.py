"""Reading typed lines: prompt_toolkit's prompt on a terminal (line editing with
the arrow keys, the history of earlier lines with up and down), plain
``input`` otherwise (a pipe, a file, a test). Ctrl-C and Ctrl-D end the input
like a closed pipe: the game, saved after every action, stays as it was.

On a terminal the clock is watched while the player thinks: a warning or
time running out is printed above the prompt (and spoken) when it comes due,
not at the next line typed.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from motamot.files import decode_line

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.input import Input
    from prompt_toolkit.output import Output


class Watch(Protocol):
    """What the reader watches while the player thinks."""

    def seconds_to_next(self) -> float | None:
        """Seconds until something is due (a clock warning), or None when nothing will be."""

    def due(self) -> bool:
        """Announce what came due; True when the question asked no longer stands (the turn changed)."""

    def prompt(self) -> str:
        """The prompt drawn again under what was just printed above it."""


class LineReader:
    def __init__(
        self, terminal: bool | None = None, input: Input | None = None, output: Output | None = None
    ):
        if terminal is None:
            terminal = sys.stdin.isatty() and sys.stdout.isatty()
        self._session: PromptSession[str] | None = None
        self.interrupted = False  # the last read was cut short by ``Watch.due``
        self.on_key: Callable[[], None] | None = None  # told of every key typed on a terminal
        self._unread = b""  # bytes read past the last line (``ask`` from a pipe)
        if terminal:
            # Loaded only for a terminal: a pipe or a test starts faster without it.
            from prompt_toolkit import PromptSession
            from prompt_toolkit.history import InMemoryHistory

            # One session for the whole run, so the history carries from the menu into the game;
            # no space kept for a completion menu: Orca would read the blank lines.
            self._session = PromptSession(
                history=InMemoryHistory(), reserve_space_for_menu=0, input=input, output=output
            )
            # A key stops a screen reader reading what was printed (lines.read_aloud).
            self._session.app.key_processor.before_key_press += lambda _: self.on_key and self.on_key()

    @property
    def watches(self) -> bool:
        """Whether this reader can announce things while the player thinks."""
        return self._session is not None

    def __call__(self, prompt: str, watch: Watch | None = None) -> str | None:
        """The line typed; None at the end of input; "" when ``watch`` cut the question short."""
        self.interrupted = False
        try:
            if self._session is None:
                return plain_line(prompt)
            if watch is None:
                return self._session.prompt(prompt)
            return asyncio.run(self._ask_watching(self._session, prompt, watch))
        except (EOFError, KeyboardInterrupt):
            return None

    async def ask(self, prompt: str) -> str | None:
        """The line typed, read while other tasks run (a remote game's moves arriving are
        printed above the prompt); None at the end of input."""
        try:
            if self._session is None:
                return await self._piped_line(prompt)
            from prompt_toolkit.patch_stdout import patch_stdout

            with patch_stdout(raw=True):
                return await self._session.prompt_async(prompt)
        except (EOFError, KeyboardInterrupt):
            return None

    async def _piped_line(self, prompt: str) -> str | None:
        # Read in a daemon thread, straight from the file descriptor: when the game ends while
        # a line is awaited, motamot ends without waiting for input that may never come (and
        # no lock of Python's own reader is held as it ends).
        loop = asyncio.get_running_loop()
        line: asyncio.Future[str | None] = loop.create_future()

        def read() -> None:
            text = self._raw_line(prompt)

            def settle() -> None:
                if not line.done():
                    line.set_result(text)

            with contextlib.suppress(RuntimeError):  # motamot ended meanwhile: nobody waits
                loop.call_soon_threadsafe(settle)

        threading.Thread(target=read, name="line reader", daemon=True).start()
        return await line

    def _raw_line(self, prompt: str) -> str | None:
        with contextlib.suppress(OSError, ValueError):
            sys.stdout.write(prompt)
            sys.stdout.flush()
        while b"\n" not in self._unread:
            try:
                chunk = os.read(sys.stdin.fileno(), 4096)
            except (OSError, ValueError, AttributeError):
                chunk = b""
            if not chunk:
                rest, self._unread = self._unread, b""
                return decode_line(rest).rstrip("\r\n") if rest else None
            self._unread += chunk
        raw, _, self._unread = self._unread.partition(b"\n")
        return decode_line(raw).rstrip("\r")

    async def _ask_watching(self, session: PromptSession[str], prompt: str, watch: Watch) -> str:
        from prompt_toolkit.patch_stdout import patch_stdout

        shown = [prompt]

        async def watch_clock() -> None:
            while True:
                wait = watch.seconds_to_next()
                # Actions move the next event, so look again at least every second.
                await asyncio.sleep(1.0 if wait is None else min(max(wait, 0.01), 1.0))
                wait = watch.seconds_to_next()
                if wait is None or wait > 0:
                    continue
                # Drawn again under what is printed now: a screen reader reads the redrawn
                # prompt, and the player's name each time is noise (what was typed stays).
                shown[0] = watch.prompt()
                if watch.due():
                    self.interrupted = True
                    session.app.exit(result="")
                    return

        # Lines printed while the prompt waits go above it, the prompt is drawn again below.
        with patch_stdout(raw=True):
            task = asyncio.ensure_future(watch_clock())
            try:
                return await session.prompt_async(lambda: shown[0])
            finally:
                task.cancel()


def plain_line(prompt: str) -> str | None:
    """A line from a pipe or a file: its bytes decoded as UTF-8, else as Windows-1252 (a
    Latin-1 file piped to the referee desk is read, not a crash); None at its end. The prompt
    goes to standard output while there is one (a closed one is no reason to stop)."""
    if sys.stdout is not None:
        try:
            sys.stdout.write(prompt)
            sys.stdout.flush()
        except (OSError, ValueError):
            pass  # nobody reads the output: the game goes on, spoken
    if sys.stdin is None:
        return None
    stream = getattr(sys.stdin, "buffer", None)
    raw = stream.readline() if stream is not None else sys.stdin.readline()
    if not raw:
        return None
    text = decode_line(raw) if isinstance(raw, bytes) else raw
    return text.rstrip("\r\n")
