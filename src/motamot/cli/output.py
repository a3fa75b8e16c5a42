"""What every command shares: exit statuses and how lines are written."""

from __future__ import annotations

from collections.abc import Callable

EXIT_YES, EXIT_NO, EXIT_USAGE = 0, 1, 2
# out(line) prints to standard output; out(line, error=True) to standard error.
Output = Callable[..., None]
