"""What every command shares: its exit statuses and how its lines are written."""

from __future__ import annotations

from collections.abc import Callable

EXIT_YES, EXIT_NO, EXIT_USAGE = 0, 1, 2
EXIT_BROKEN_PIPE = 141  # as a shell reports a program ended by SIGPIPE
# out(line) prints to standard output; out(line, error=True) to standard error; out(line, end="")
# leaves the line open.
Output = Callable[..., None]
