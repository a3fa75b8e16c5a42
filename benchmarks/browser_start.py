"""``motamot navigateur`` from the command to the start page: RUNS launches, each in a fresh
home folder, as a player types it (``--sans-ouvrir``: the address said, no browser opened).

For each launch: the time until the address is written, until the start page is served at
it, and until a game against the beginner is created from the page's form and its page
served; then the process's peak memory (VmHWM) and Ctrl+C. Prints median, p95 and max.

    python benchmarks/browser_start.py [RUNS]

The browser's own time to draw the page is not in it (Debian's Chromium adds about a
second; ``tests/test_browser_command.py`` prints the whole, headless, once).
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

from figures import report

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 10


def peak_memory(pid: int) -> float:
    """The process's peak resident memory, in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return float(line.split()[1]) * 1024
    return 0.0


def launch(home: Path) -> tuple[float, float, float, float]:
    """One launch: address written, start page served, a game's page served (seconds from
    the command), and the peak memory."""
    environment = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home),
        "XDG_DATA_HOME": str(home),
        "XDG_CACHE_HOME": str(home / "cache"),
    }
    started = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "motamot.cli.main", "navigateur", "--sans-ouvrir", "--contre", "debutant"],
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if re.match(r"^http://127\.0\.0\.1:\d+/", line):
            url = line.strip()
            break
    else:
        raise SystemExit("motamot navigateur gave no address")
    said = time.monotonic() - started
    with urllib.request.urlopen(url, timeout=30) as page:
        assert page.status == 200
    served = time.monotonic() - started
    form = urllib.parse.urlencode({"level": "debutant", "rules": "ffsc", "clock": "0", "langue": "fr"})
    with urllib.request.urlopen(url.split("?")[0] + "nouvelle", data=form.encode(), timeout=30) as game:
        assert game.status == 200 and game.url.split("?")[0].endswith("/partie")
    game_served = time.monotonic() - started
    memory = peak_memory(process.pid)
    process.send_signal(signal.SIGINT)
    process.wait(30)
    return said, served, game_served, memory


def main() -> None:
    samples = []
    for _ in range(RUNS):
        with tempfile.TemporaryDirectory() as home:
            samples.append(launch(Path(home)))
    said, served, games, memory = zip(*samples, strict=True)
    report("command to its address written", list(said), "s", 1)
    report("command to the start page served", list(served), "s", 1)
    report("command to a new game's page served", list(games), "s", 1)
    report("peak memory (VmHWM)", list(memory), "MB", 1 / 2**20)


if __name__ == "__main__":
    main()
