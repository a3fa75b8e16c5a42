"""Is a screen reader running? Asked once at start, so that in plain lines motamot
lets the screen reader speak and braille the printed lines instead of saying
everything a second time itself.

- Linux: an Orca process on this terminal's display, the AT-SPI bus's ``ScreenReaderEnabled``, or GNOME's
  ``screen-reader-enabled`` setting.
- Windows: the system's screen-reader flag (``SPI_GETSCREENREADER``), which NVDA,
  JAWS and Narrator set.
- macOS: VoiceOver's setting.

Every probe is bounded in time and any failure means "no": a missing program
or bus never delays the start by more than a second.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

# Orca does not read what a terminal shows as it opens (motamot started from a desktop
# shortcut, measured): under a screen reader the opening comes this long after the start.
# At a shell prompt, Orca reads it all the same: within 1.3 s of Enter (measured).
OPENING_DELAY = 1.0
# Orca reads the text a key brought to a terminal only if that key was a command to it (Enter,
# Tab, a Ctrl key) or if the text ends at the caret when Orca takes it in: after Escape, the
# words said once a full screen is gone were unheard, the line's end and the shell's prompt
# already after them (measured). Their line ends this long after them.
LEAVING_HOLD = 0.5
# Orca reads what a terminal printed at once as one utterance (a draw's words given back, its
# card and the next draw: 17 s heard in one go, measured): in lines, the messages of one
# answer (``speech.answer.Break``) are printed this long apart, each its own utterance.
MESSAGE_GAP = 0.3

Run = Callable[[Sequence[str]], str | None]  # a command's output, or None when it cannot run


def run_quietly(command: Sequence[str]) -> str | None:
    if shutil.which(command[0]) is None:
        return None
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=1.0, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


DISPLAYS = ("DISPLAY", "WAYLAND_DISPLAY")


def displays(environment: Mapping[str, str]) -> set[str]:
    """The displays a process shows its windows on (X's and Wayland's)."""
    return {f"{name}={environment[name]}" for name in DISPLAYS if environment.get(name)}


def _environment(entry: Path) -> dict[str, str] | None:
    try:
        pairs = (entry / "environ").read_bytes().split(b"\0")
    except OSError:
        return None
    return dict(p.decode("utf-8", "replace").partition("=")[::2] for p in pairs if b"=" in p)


def orca_process(
    proc: Path = Path("/proc"), user: int | None = None, environment: Mapping[str, str] | None = None
) -> bool:
    """Whether a process named orca runs for this user (Linux's /proc) on this terminal's
    display: another user's Orca, on a shared machine, reads another session, and an Orca
    reads only the windows of its own display (another desktop of the same user, or a
    terminal with no display at all, such as a console or a program started by a service,
    is not read by it). An Orca whose display cannot be read counts."""
    user = os.getuid() if user is None else user
    ours = displays(os.environ if environment is None else environment)
    try:
        entries = list(proc.iterdir())
    except OSError:
        return False
    for entry in entries:
        if not entry.name.isdigit():
            continue
        try:
            if entry.stat().st_uid != user:
                continue
            command = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        names = [Path(part.decode("utf-8", "replace")).name for part in command[:2] if part]
        if "orca" in names:
            theirs = _environment(entry)
            if theirs is None or displays(theirs) & ours:
                return True
    return False


def linux_screen_reader(run: Run = run_quietly, proc: Path = Path("/proc")) -> str | None:
    """What tells a screen reader runs for this user: ``orca`` (its process), ``at-spi``
    (the accessibility bus), ``gnome`` (GNOME's setting), or None."""
    if orca_process(proc):
        return "orca"
    status = run(
        [
            "busctl",
            "--user",
            "get-property",
            "org.a11y.Bus",
            "/org/a11y/bus",
            "org.a11y.Status",
            "ScreenReaderEnabled",
        ]
    )
    if status is not None and status.strip() == "b true":
        return "at-spi"
    setting = run(["gsettings", "get", "org.gnome.desktop.a11y.applications", "screen-reader-enabled"])
    return "gnome" if setting is not None and setting.strip() == "true" else None


def windows_screen_reader_flag() -> bool:
    """``SystemParametersInfo(SPI_GETSCREENREADER)``: set by NVDA, JAWS and Narrator."""
    import ctypes

    flag = ctypes.c_int(0)
    spi_getscreenreader = 0x0046
    ok = ctypes.windll.user32.SystemParametersInfoW(spi_getscreenreader, 0, ctypes.byref(flag), 0)  # type: ignore[attr-defined]  # Windows only
    return bool(ok) and bool(flag.value)


def mac_voiceover(run: Run = run_quietly) -> bool:
    answer = run(["defaults", "read", "com.apple.universalaccess", "voiceOverOnOffKey"])
    return answer is not None and answer.strip() == "1"


def screen_reader_found(
    platform: str = sys.platform,
    run: Run = run_quietly,
    proc: Path = Path("/proc"),
    windows_flag: Callable[[], bool] = windows_screen_reader_flag,
) -> str | None:
    """Which probe found a screen reader running (``motamot diagnostic`` says it): on Linux
    ``orca``, ``at-spi`` or ``gnome``; ``windows`` (the system's flag); ``voiceover``."""
    try:
        if platform.startswith("linux"):
            return linux_screen_reader(run, proc)
        if platform == "win32":
            return "windows" if windows_flag() else None
        if platform == "darwin":
            return "voiceover" if mac_voiceover(run) else None
    except Exception:  # a probe that breaks says nothing about the screen reader: assume none
        return None
    return None


def screen_reader_running(
    platform: str = sys.platform,
    run: Run = run_quietly,
    proc: Path = Path("/proc"),
    windows_flag: Callable[[], bool] = windows_screen_reader_flag,
) -> bool:
    return screen_reader_found(platform, run, proc, windows_flag) is not None
