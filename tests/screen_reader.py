"""motamot in xfce4-terminal under Orca, played key by key, and what was heard at each key.

``Terminal`` opens motamot in a real terminal on a ``Desktop`` with Orca running, types keys
with xdotool and, after each, waits until Speech Dispatcher reports everything it queued
spoken or cut off (no fixed pause a key: ``Heard.wait_quiet``). ``Step`` is what one key
gave: motamot's announcements (logged by ``logged_motamot.py``), the messages Speech
Dispatcher queued (from which client, spoken to the end or cut off) and the languages it
spoke them in.
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from desktop import Desktop, wait_until

HERE = Path(__file__).parent
# Seconds. After a key: a program's answer is awaited ``ANSWER`` s at most (what motamot
# writes, then Orca's speech of it), then the speech queue drains, then ``SETTLE`` s with
# nothing new; ``MAX_WAIT`` s in all at most. Typed text (a shell's command line, the
# game's) is answered by nothing but Orca's echo: ``TYPED`` s for it.
ANSWER, TYPED, SETTLE, MAX_WAIT, POLL = 3.0, 0.5, 0.5, 120.0, 0.05
# Milliseconds between two typed letters: a quick typist's eight a second (the scenarios type
# about 700 letters; at 300 ms they spent three and a half minutes typing).
TYPING = "120"


@dataclass
class Message:
    """One message Speech Dispatcher queued."""

    client: str
    text: str
    ended: bool = False  # spoken to its end
    canceled: bool = False
    voiced: str = ""  # what espeak-ng was given once it began, as the player heard it
    began: float | None = None  # when it began to be spoken, by the log's clock
    stopped: float | None = None  # when it was spoken to its end or cut off
    marks: dict[str, float] = field(default_factory=dict)  # when each word was reached

    @property
    def seconds(self) -> float | None:
        """How long it was heard: from Speech Dispatcher's begin event to its end (or cut)."""
        if self.began is None or self.stopped is None:
            return None
        return self.stopped - self.began

    def __post_init__(self) -> None:
        self.voiced = normal(self.voiced)

    def heard_at(self, fragment: str) -> float | None:
        """When the voice reached ``fragment``'s first word in this message: the index mark
        Orca put before that word (``<mark name="start:end"/>``, offsets in the text it
        spoke), as Speech Dispatcher reported reaching it; the message's beginning when the
        fragment opens it. None if it was never reached."""
        spoken = html.unescape(re.sub(r"<[^>]+>", "", self.text))
        found = re.search(r"\s+".join(map(re.escape, normal(fragment).split())), spoken)
        if found is None:
            return None
        if not spoken[: found.start()].strip():
            return self.began
        starts = {int(name.split(":")[0]): at for name, at in self.marks.items() if ":" in name}
        reached = [at for start, at in starts.items() if start >= found.start()]
        return min(reached, default=None)


@dataclass
class Step:
    key: str
    announced: list[str] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)
    languages: list[str] = field(default_factory=list)
    took: float = 0.0  # seconds from the key to the quiet after it: where a scenario's time goes

    def heard(self) -> str:
        """What was spoken to its end, every client together, in order."""
        return " ".join(normal(m.text) for m in self.messages if m.ended)

    def said_aloud(self) -> list[str]:
        """Each message that began, as espeak-ng said it: a lone character or blank is then
        its name ("espace"), which ``heard`` leaves out."""
        return [m.voiced for m in self.messages if m.voiced]

    def times_heard(self, text: str) -> int:
        return self.heard().count(normal(text))

    def rest(self) -> str:
        """What was heard besides motamot's announcements."""
        rest = self.heard()
        for said in self.announced:
            rest = rest.replace(normal(said), " ")
        return normal(rest)

    def __str__(self) -> str:
        lines = [f"## {self.key} ({self.took:.1f} s)"] + [f"   motamot: {text}" for text in self.announced]
        for m in self.messages:
            state = "ended" if m.ended else "CUT OFF" if m.canceled else "unfinished"
            voiced = f"   [said: {m.voiced}]" if m.voiced and m.voiced != normal(m.text) else ""
            timed = f" {m.seconds:.1f} s" if m.seconds is not None else ""
            lines.append(f"   {m.client} ({state}{timed}): {normal(m.text)}{voiced}")
        return "\n".join(lines)


def normal(text: str) -> str:
    """Text as heard: entities decoded, tags and paddings dropped, spaces collapsed."""
    text = re.sub(r"<[^>]+>", " ", html.unescape(text))
    return " ".join(text.replace("\u2007", " ").replace("\u00a0", " ").split())


class SpeechLog:
    """Speech Dispatcher's level-5 log, followed as it grows: which client is which, and which
    messages were queued, spoken to their end or cut off."""

    QUEUED = re.compile(r"Queueing message \|(.*?)\| with priority \d.*?\n.*?(\d+):REPLY:\|225-(\d+)", re.S)
    # What Speech Dispatcher hands espeak-ng (after its own symbols: a lone blank becomes
    # "espace"), then the event saying that message began.
    QUEUED_AT = re.compile(r"\[(\w{3} \w{3} +\d+ [\d:]+ \d+) : (\d+)\] speechd: +\d+:REPLY:\|225-")
    VOICED = re.compile(r"Command sent to output module: \|(.*?)\| \(\d+\)\n|REPLY:\|701-(\d+)", re.S)
    # The events a message began (701), ended (702), was cut off (703), with their time.
    EVENT = re.compile(r"\[(\w{3} \w{3} +\d+ [\d:]+ \d+) : (\d+)\] speechd: +\d+:REPLY:\|70([123])-(\d+)")
    # An index mark reached (700): the message, the client, the mark's name.
    MARK = re.compile(
        r"\[(\w{3} \w{3} +\d+ [\d:]+ \d+) : (\d+)\] speechd: +\d+:REPLY:\|700-(\d+)\r?\n700-\d+\r?\n700-(\S+)"
    )
    MODULE_COMMAND = re.compile(
        r"(SPEAK|SET|STOP|CANCEL|PAUSE|AUDIO|LOGLEVEL|LIST|INIT|CHAR|KEY|\.)?\s*$|[a-z_]+="
    )

    def __init__(self, path: Path) -> None:
        self.path = path
        self._followed = 0  # bytes read, up to the last whole line
        self.clients: dict[str, str] = {}
        self.queued: set[str] = set()
        self.ended: set[str] = set()
        self.canceled: set[str] = set()
        self.last_queued = 0.0  # when the latest message was queued, by the log's clock
        self.began: dict[str, float] = {}  # when each message began to be spoken
        self.stopped: dict[str, float] = {}  # when it ended or was cut off
        self.marks: dict[str, dict[str, float]] = {}  # when each index mark was reached

    def size(self) -> int:
        return self.path.stat().st_size if self.path.exists() else 0

    def text(self, start: int = 0) -> str:
        with open(self.path, "rb") as log:
            log.seek(start)
            raw = log.read().decode("utf-8", "replace")
        # Continuation lines of a message carry no time stamp; keep only the log's own words.
        return re.sub(r"\[\w{3} \w{3} +\d+ [\d:]+ \d+ : \d+\] speechd: +", "", raw)

    def _follow(self) -> None:
        with open(self.path, "rb") as log:
            log.seek(self._followed)
            data = log.read()
        data = data[: data.rfind(b"\n") + 1]
        self._followed += len(data)
        new = data.decode("utf-8", "replace")
        self.clients.update(re.findall(r"(\d+):DATA:\|SET self CLIENT_NAME (\S+)", new, re.I))
        self.queued.update(re.findall(r"REPLY:\|225-(\d+)", new))
        for stamp, micro in re.findall(self.QUEUED_AT, new)[-1:]:
            self.last_queued = self.clock(stamp, micro)
        for stamp, micro, event, number in re.findall(self.EVENT, new):
            at = self.clock(stamp, micro)
            if event == "1":
                self.began.setdefault(number, at)
            else:
                self.stopped.setdefault(number, at)
        for stamp, micro, number, mark in re.findall(self.MARK, new):
            self.marks.setdefault(number, {}).setdefault(mark, self.clock(stamp, micro))
        self.ended.update(re.findall(r"REPLY:\|702-(\d+)", new))
        self.canceled.update(re.findall(r"REPLY:\|703-(\d+)", new))

    @staticmethod
    def clock(stamp: str, micro: str) -> float:
        """A time stamp of the log (``Sat Nov 28 11:42:56 2026`` and its microseconds) as
        seconds since the epoch, as ``time.time`` counts them."""
        when = time.mktime(time.strptime(" ".join(stamp.split()), "%a %b %d %H:%M:%S %Y"))
        return when + int(micro) / 1e6

    def replies(self) -> tuple[int, int]:
        """How many messages were queued so far, and how many of them ended or were cut off."""
        self._follow()
        return len(self.queued), len(self.ended | self.canceled)

    def pending(self) -> set[str]:
        self._follow()
        return self.queued - self.ended - self.canceled

    def step(self, start: int) -> tuple[list[Message], list[str]]:
        """What was queued since ``start`` (a size of the log), and the languages spoken in."""
        self._follow()
        part = self.text(start)
        voiced: dict[str, str] = {}
        synthesised = ""
        for sent, began in self.VOICED.findall(part):
            if began:
                voiced[began], synthesised = synthesised, ""
            elif not self.MODULE_COMMAND.match(sent.split("\n")[0]):
                synthesised = sent
        messages = [
            Message(
                self.clients.get(fd, "fd" + fd),
                text,
                number in self.ended,
                number in self.canceled,
                voiced.get(number, ""),
                self.began.get(number),
                self.stopped.get(number),
                self.marks.get(number, {}),
            )
            for text, fd, number in self.QUEUED.findall(part)
        ]
        return messages, re.findall(r"language=([\w-]+)", part)


class Heard:
    """A window under Orca, keys typed into it with xdotool, and what each key made heard:
    the program's announcements (``said``, read from where it keeps them) and Speech
    Dispatcher's messages."""

    desktop: Desktop
    speech: SpeechLog
    steps: list[Step]

    def focus(self, title: str, seconds: float = 30) -> str:
        """The visible window of that title, focused (found before it is mapped, a window
        refuses the focus: only a visible one is taken, and the focus is tried until it holds)."""
        window = [""]

        def focused() -> bool:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", title],
                env=self.desktop.env,
                capture_output=True,
            )
            window[0] = found.stdout.decode().split("\n")[0].strip()
            if not window[0]:
                return False
            focus = ["xdotool", "windowfocus", "--sync", window[0]]
            try:
                return (
                    subprocess.run(focus, env=self.desktop.env, capture_output=True, timeout=10).returncode
                    == 0
                )
            except subprocess.TimeoutExpired:
                return False

        wait_until(focused, seconds, f"the window {title!r}")
        return window[0]

    def xdotool(self, *arguments: str) -> None:
        subprocess.run(["xdotool", *arguments], env=self.desktop.env, check=True, timeout=60)

    def written_mark(self) -> int:
        """Grows whenever the program writes something for the player (``said_mark`` here)."""
        return self.said_mark()

    def written_time(self) -> float | None:
        """When the program last wrote something for the player, by the clock Speech
        Dispatcher's log keeps, if known."""
        return None

    def before(self) -> tuple[float, int, tuple[int, int]]:
        """Where things stand before a key: the time, ``written_mark`` and Speech Dispatcher's
        ``replies``."""
        return time.monotonic(), self.written_mark(), self.speech.replies()

    def wait_quiet(
        self, before: tuple[float, int, tuple[int, int]] | None = None, answer: float = ANSWER
    ) -> None:
        """Until what a key (pressed ``before``, ``before()``) made heard is over, as Speech
        Dispatcher reports it, with no fixed pause: every message it queued spoken to its end
        or cut off (its log's 702 and 703 replies), Orca's speech queued after the last thing
        the program wrote (or ``ANSWER`` s of waiting for it, or ``answer`` s from now for
        the program to write anything at all: a program a key starts writes late), and
        ``SETTLE`` s with nothing new queued, ended or written. ``MAX_WAIT`` s at most."""
        begun, written, replies = self.before() if before is None else before
        now = done = time.monotonic()
        written_at: float | None = None  # when the program last wrote something new
        queued_at: float | None = None  # when Speech Dispatcher last queued a message
        changed = begun
        while now - begun < MAX_WAIT:
            now = time.monotonic()
            seen = self.speech.replies()
            if seen != replies:
                if seen[0] != replies[0]:
                    queued_at = now
                replies, changed = seen, now
            mark = self.written_mark()
            if mark != written:
                written, written_at, changed = mark, now, now
            if written_at is None:
                answered = now - done >= answer
            else:
                # Speech queued after the last thing written: by the clocks when both are
                # known (a key's echo, queued while motamot's opening waits to be shown, is
                # not its answer), else in the order this loop saw them.
                wrote = self.written_time()
                queued = self.speech.last_queued > wrote if wrote is not None else None
                if queued is None:
                    queued = queued_at is not None and queued_at >= written_at
                answered = queued or now - written_at >= ANSWER
            if answered and now - changed >= SETTLE and not self.speech.pending():
                return
            time.sleep(POLL)

    def press(self, step: str, until: tuple[str, ...] = (), reading: tuple[str, ...] = ()) -> Step:
        """``key:Right`` (one key), ``keys:Return s`` (keys 300 ms apart, not waiting for
        speech between them), ``type:H8 FOND`` (typed ``TYPING`` ms a letter); with ``until``, what
        it made heard once motamot has said something holding one of those fragments (the
        computer's move, however long it thinks). ``keys:`` with ``reading``: the keys after the
        first pressed 300 ms after motamot said something holding one of those fragments, as it
        is read (a key cutting the computer's reply however long it thought: on a busy machine,
        300 ms after Enter it had not yet said it)."""
        kind, _, argument = step.partition(":")
        first, *rest = argument.split()
        if kind == "key":
            command = ["key", "--clearmodifiers", argument]
        elif kind == "keys" and reading:
            command = ["key", "--clearmodifiers", first]
        elif kind == "keys":
            command = ["key", "--clearmodifiers", "--delay", "300", *argument.split()]
        else:
            command = ["type", "--delay", TYPING, argument]

        def action() -> None:
            said = self.waiting_for(*reading) if reading else None
            wait = self.waiting_for(*until) if until else None
            self.xdotool(*command)
            if said is not None:
                said()
                time.sleep(0.3)
                self.xdotool("key", "--clearmodifiers", "--delay", "300", *rest)
            if wait is not None:
                wait()

        return self.observe(step, action, TYPED if kind == "type" else ANSWER)

    def said_mark(self) -> int:
        raise NotImplementedError

    def said_since(self, mark: int) -> list[str]:
        raise NotImplementedError

    def observe(self, name: str, action: Callable[[], object], answer: float = ANSWER) -> Step:
        """What is heard after ``action`` (a key, or something done elsewhere: another home's
        move), the program's answer awaited ``answer`` s at most."""
        speech_start, said_start, before = self.speech.size(), self.said_mark(), self.before()
        action()
        self.wait_quiet(before, answer)
        messages, languages = self.speech.step(speech_start)
        took = time.monotonic() - before[0]
        self.steps.append(Step(name, self.said_since(said_start), messages, languages, took))
        return self.steps[-1]

    def waiting_for(self, *fragments: str, timeout: float = 120) -> Callable[[], None]:
        """An action for ``observe``: waiting until motamot says something holding one of
        ``fragments`` (``timeout`` seconds at most), rather than sleeping for as long as it
        could take."""
        mark = self.said_mark()  # what is said from now on: from before a key it follows

        def wait() -> None:
            end = time.monotonic() + timeout
            while time.monotonic() < end:
                if any(f in text for text in self.said_since(mark) for f in fragments):
                    return
                time.sleep(0.1)

        return wait

    def transcript(self) -> str:
        return "\n\n".join(map(str, self.steps))


class Page(Heard):
    """motamot's web page in Chromium, shown on the desktop with its accessibility on, under
    Orca; what its live region received is read through Chromium's DevTools."""

    def __init__(
        self,
        desktop: Desktop,
        url: str,
        ready: str = "document.querySelectorAll('#said p').length > 0",
        title: str = "motamot",
    ) -> None:
        """The page at ``url``, shown once ``ready`` holds there (a game's page: something said),
        its window found by ``title`` (the page's own, when a terminal named motamot is open too)."""
        from browser import Browser

        self.desktop = desktop
        self.browser = Browser(desktop.root / "chromium", shown=desktop.env, app=url)
        self.browser.wait_for(ready, 30)
        self.focus(title)
        self.browser.wait_for("document.hasFocus()")  # the page, not the browser's own controls
        time.sleep(3)  # Orca reads the page's title and first lines
        self.speech = SpeechLog(desktop.speechd_log)
        # Then Orca reads the whole page aloud (its "say all" on load, 40 s of the start page):
        # silenced with Control, as a player does who knows the page.
        self.xdotool("key", "--clearmodifiers", "ctrl")
        self.wait_quiet()
        self.steps = []

    def said_mark(self) -> int:
        return int(self.browser.evaluate("document.querySelectorAll('#said p').length"))

    def said_since(self, mark: int) -> list[str]:
        texts = self.browser.evaluate("[...document.querySelectorAll('#said p')].map((p) => p.textContent)")
        return list(texts[mark:])

    def close(self) -> None:
        self.browser.close()


class Terminal(Heard):
    """motamot running in xfce4-terminal, F1 and F10 left to it, under Orca."""

    def __init__(
        self, desktop: Desktop, arguments: list[str], geometry: str = "100x35", shell: bool = False
    ) -> None:
        """motamot as the terminal's own command (a desktop shortcut), or, with ``shell``, an
        interactive shell in which the test types ``./mm`` (motamot with ``arguments``, and
        any typed after it) and Enter, as a player starts it."""
        self.desktop = desktop
        self.folder = desktop.root / "game"
        home = self.folder / "home"
        home.mkdir(parents=True)
        self.announcements = self.folder / "announce.jsonl"
        self.announcements.touch()
        config = Path(desktop.env["XDG_CONFIG_HOME"]) / "xfce4" / "terminal"
        config.mkdir(parents=True)
        (config / "terminalrc").write_text(
            "[Configuration]\nShortcutsNoMenukey=TRUE\nShortcutsNoMnemonics=TRUE\n"
        )
        (config / "accels.scm").write_text('(gtk_accel_path "<Actions>/terminal-window/contents" "")\n')
        command = " ".join([sys.executable, str(HERE / "logged_motamot.py"), *arguments])
        # motamot writes its PID (the shell, given SIGTERM, would not end).
        run = f'echo $$ > {self.folder}/pid\nexec {command} "$@" 2>> {self.folder}/stderr.log\n'
        if shell:
            # Typed at a prompt, what motamot writes on its error output is on the terminal
            # too, as a player sees it (a command-line mistake), and kept in the log.
            started = self.folder / "mm"
            log = self.folder / "stderr.log"
            shown = f'echo $$ > {self.folder}/pid\nexec {command} "$@" 2> >(tee -a {log} >&2)\n'
            started.write_text("#!/bin/bash\n" + shown)
            started.chmod(0o755)
            run = "export PS1='$ '\nexec bash --norc --noprofile -i\n"
        inner = self.folder / "inner.sh"
        inner.write_text(
            "#!/bin/sh\n"
            f"cd {self.folder}\n"
            f"export HOME={home} XDG_CONFIG_HOME={home}/.config XDG_DATA_HOME={home}/.local/share "
            f"XDG_STATE_HOME={home}/.local/state XDG_CACHE_HOME={home}/.cache MM_LOG={self.announcements}\n"
            + run
        )
        inner.chmod(0o755)
        title = "motamot-under-orca"
        self.speech = SpeechLog(desktop.speechd_log)
        self.steps: list[Step] = []
        before = self.before()
        desktop.start(
            [
                "xfce4-terminal",
                "--disable-server",
                "--geometry",
                geometry,
                "--title",
                title,
                "-x",
                str(inner),
            ],
            "terminal.log",
        )
        self.window = self.focus(title)
        self.wait_quiet(before)  # Orca reads the window's first lines; motamot starts

    def said_mark(self) -> int:
        return self.announcements.stat().st_size

    def written_mark(self) -> int:
        """motamot's announcements, and its error output (a command-line mistake)."""
        errors = self.folder / "stderr.log"
        return self.said_mark() + (errors.stat().st_size if errors.exists() else 0)

    def written_time(self) -> float | None:
        files = [self.announcements, self.folder / "stderr.log"]
        return max(path.stat().st_mtime for path in files if path.exists())

    def said_since(self, mark: int) -> list[str]:
        return [text for _, text in self.written_since(mark)]

    def written_since(self, mark: int = 0) -> list[tuple[float, str]]:
        """What motamot said since ``mark``, each with when it wrote it (``time.time``, the
        clock Speech Dispatcher's log keeps)."""
        with open(self.announcements, "rb") as said:
            said.seek(mark)
            lines = [json.loads(line) for line in said.read().decode().splitlines()]
        return [(line["at"], line["text"]) for line in lines]

    def close(self) -> None:
        pid = self.folder / "pid"
        if pid.exists():
            with contextlib.suppress(OSError, ValueError):
                os.kill(int(pid.read_text()), signal.SIGTERM)
