"""Reading typed lines: prompt_toolkit's prompt on a terminal (line editing with
the arrow keys, the history of earlier lines with up and down), plain
``input`` otherwise (a pipe, a file, a test). Ctrl-C and Ctrl-D end the input
like a closed pipe: the game, saved after every action, stays as it was.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession


class LineReader:
    def __init__(self, terminal: bool | None = None) -> None:
        if terminal is None:
            terminal = sys.stdin.isatty() and sys.stdout.isatty()
        self._session: PromptSession[str] | None = None
        if terminal:
            # Loaded only for a terminal: a pipe or a test starts faster without it.
            from prompt_toolkit import PromptSession
            from prompt_toolkit.history import InMemoryHistory

            # One session for the whole run, so the history carries from the menu into the game;
            # no space kept for a completion menu: Orca would read the blank lines.
            self._session = PromptSession(history=InMemoryHistory(), reserve_space_for_menu=0)

    def __call__(self, prompt: str) -> str | None:
        try:
            if self._session is not None:
                return self._session.prompt(prompt)
            return input(prompt)
        except (EOFError, KeyboardInterrupt):
            return None
