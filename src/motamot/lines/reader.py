"""Reading typed lines: prompt_toolkit's prompt on a terminal (line editing with
the arrow keys, the history of earlier lines with up and down), plain
``input`` otherwise (a pipe, a file, a test). Ctrl-C and Ctrl-D end the input
like a closed pipe: the game, saved after every action, stays as it was.
"""

from __future__ import annotations

import sys

from prompt_toolkit import PromptSession
from prompt_toolkit.history import InMemoryHistory


class LineReader:
    def __init__(self, terminal: bool | None = None) -> None:
        if terminal is None:
            terminal = sys.stdin.isatty() and sys.stdout.isatty()
        # One session for the whole run, so the history carries from the menu into the game.
        self._session: PromptSession[str] | None = (
            PromptSession(history=InMemoryHistory(), reserve_space_for_menu=0) if terminal else None
        )

    def __call__(self, prompt: str) -> str | None:
        try:
            if self._session is not None:
                return self._session.prompt(prompt)
            return input(prompt)
        except (EOFError, KeyboardInterrupt):
            return None
