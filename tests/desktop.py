"""A blind player's Linux desktop, started for real in a temporary folder, for the tests that
need one: PulseAudio playing into a null sink (speech lasts as long as a player would hear it),
Speech Dispatcher logging every command and event, and for the screen-reader scenarios Xvfb,
a session bus, the accessibility bus, Orca and xfce4-terminal.

Everything is started by this process and stopped by PID (Orca's ``--replace`` would kill every
Orca of the user). A program that is missing fails the test: CI installs them all (.ci/run).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest

SPEECH_PACKAGES = "speech-dispatcher speech-dispatcher-espeak-ng pulseaudio"
DESKTOP_PACKAGES = (
    "xvfb dbus-x11 at-spi2-core orca xfce4-terminal xdotool x11-utils "
    "dconf-gsettings-backend gsettings-desktop-schemas locales " + SPEECH_PACKAGES
)


# espeak-ng's words a minute at Speech Dispatcher's rate 0, Orca's default (its own
# configuration's ``EspeakNormalRate``): what a player who never changed the rate hears.
DEFAULT_WORDS_A_MINUTE = 170


def require(*programs: str, packages: str) -> None:
    missing = [program for program in programs if shutil.which(program) is None]
    if missing:
        pytest.fail(f"missing {', '.join(missing)}: apt-get install {packages} (CI installs them)")


def wait_until(ready: Callable[[], bool], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} did not start within {seconds} s")
        time.sleep(0.1)


class Desktop:
    def __init__(self, root: Path, words_a_minute: int = DEFAULT_WORDS_A_MINUTE) -> None:
        """A desktop in ``root`` whose voice says ``words_a_minute`` at the screen reader's
        default rate."""
        self.root = root
        self.words_a_minute = words_a_minute
        self.xdg = root / "xdg"
        self.xdg.mkdir(mode=0o700, parents=True)
        home = root / "home"
        home.mkdir()
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(home),
            "XDG_RUNTIME_DIR": str(self.xdg),
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
            "XDG_STATE_HOME": str(home / ".local" / "state"),
            "XDG_CACHE_HOME": str(home / ".cache"),
            "LANG": "fr_FR.UTF-8",
            "LC_ALL": "fr_FR.UTF-8",
        }
        self.processes: list[subprocess.Popen[bytes]] = []
        self.daemons: list[int] = []  # PIDs of what forks away (the session bus)
        self.speechd_log = root / "speechd" / "speech-dispatcher.log"
        self.orca_log = root / "orca.log"

    def start(self, command: list[str], log: str, **options: object) -> subprocess.Popen[bytes]:
        with open(self.root / log, "wb") as out:
            process = subprocess.Popen(
                command,
                env=self.env,
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                **options,
            )  # type: ignore[call-overload]
        self.processes.append(process)
        return process

    def run(self, command: list[str]) -> str:
        return subprocess.run(command, env=self.env, capture_output=True, text=True, timeout=10).stdout

    def start_sound(self) -> None:
        require("pulseaudio", "pactl", packages=SPEECH_PACKAGES)
        config = self.root / "pulse.pa"
        config.write_text(
            "load-module module-native-protocol-unix\n"
            "load-module module-null-sink sink_name=nowhere\n"
            "set-default-sink nowhere\n"
        )
        self.start(
            [
                "pulseaudio",
                "-n",
                "-F",
                str(config),
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--system=false",
            ],
            "pulse.log",
        )
        wait_until(
            lambda: subprocess.run(["pactl", "info"], env=self.env, capture_output=True).returncode == 0,
            10,
            "PulseAudio",
        )

    def start_speech_dispatcher(self) -> subprocess.Popen[bytes]:
        """Speech Dispatcher with espeak-ng, logging at level 5 (every command, every event)."""
        require("speech-dispatcher", packages=SPEECH_PACKAGES)
        config = self.root / "speechd-config"
        shutil.copytree("/etc/speech-dispatcher", config)
        module = config / "modules" / "espeak-ng.conf"
        rate = f"EspeakNormalRate {self.words_a_minute}"
        module.write_text(re.sub(r"(?m)^EspeakNormalRate .*$", rate, module.read_text()))
        settings = config / "speechd.conf"
        text = "\n".join(
            line for line in settings.read_text().splitlines() if not line.startswith("LogLevel")
        )
        settings.write_text(
            text + '\nLogLevel 5\nAudioOutputMethod "pulse"\n'
            'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\n'
        )
        self.speechd_log.parent.mkdir()
        daemon = self.start(
            [
                "speech-dispatcher",
                "-s",
                "-t",
                "0",
                "-l",
                "5",
                "-L",
                str(self.speechd_log.parent),
                "-C",
                str(config),
            ],
            "speechd.out",
        )
        wait_until((self.xdg / "speech-dispatcher" / "speechd.sock").exists, 10, "Speech Dispatcher")
        return daemon

    def start_screen_reader(self, display: int) -> None:
        """Xvfb, a session bus with accessibility on, sound, Speech Dispatcher, then Orca."""
        require(
            "Xvfb",
            "dbus-launch",
            "dbus-send",
            "gsettings",
            "xdpyinfo",
            "orca",
            "unshare",
            "xfce4-terminal",
            "xdotool",
            packages=DESKTOP_PACKAGES,
        )
        self.env.update(DISPLAY=f":{display}", GTK_MODULES="gail:atk-bridge")
        self.start(["Xvfb", f":{display}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], "xvfb.log")
        wait_until(
            lambda: subprocess.run(["xdpyinfo"], env=self.env, capture_output=True).returncode == 0,
            10,
            "Xvfb",
        )
        for line in self.run(["dbus-launch", "--sh-syntax"]).splitlines():
            name, _, value = line.partition("=")
            if name == "DBUS_SESSION_BUS_ADDRESS":
                self.env[name] = value.rstrip(";").strip("'")
            elif name == "DBUS_SESSION_BUS_PID":
                self.daemons.append(int(value.rstrip(";")))
        self.run(["gsettings", "set", "org.gnome.desktop.interface", "toolkit-accessibility", "true"])
        self.run(["gsettings", "set", "org.gnome.desktop.a11y.applications", "screen-reader-enabled", "true"])
        self.start(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], "atspi.log")
        wait_until(lambda: "unix:" in self.a11y_address(), 10, "the accessibility bus")
        self.run([
            "dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
            "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled",
            "variant:boolean:true",
        ])  # fmt: skip
        self.start_sound()
        self.start_speech_dispatcher()
        # In a process namespace of its own: Orca refuses to start while another process named
        # orca runs for the same user, and each test worker runs a desktop of its own at the
        # same time. It reads the desktop through its display and buses, as ever.
        isolated = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"]
        self.start([*isolated, "orca", "--debug-file", str(self.orca_log)], "orca.out")  # never --replace
        wait_until(
            lambda: self.orca_log.exists() and "SPEECH OUTPUT" in self.orca_log.read_text(errors="replace"),
            30,
            "Orca",
        )

    def a11y_address(self) -> str:
        return self.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"]
        )  # fmt: skip

    def stop(self) -> None:
        for pid in self.daemons:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGTERM)
        for process in reversed(self.processes):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in reversed(self.processes):
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
