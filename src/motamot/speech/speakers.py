"""Speakers: where announcements go. Every backend says the same sentences.

- ``ScreenReaderSpeaker``: the running screen reader (NVDA, JAWS, Orca through
  Speech Dispatcher, VoiceOver), speech and braille, through accessible-output2.
- ``OwnVoiceSpeaker``: motamot's own voice, pyttsx3 with espeak-ng on Linux,
  driven from one worker thread.
- ``PrintSpeaker``: plain printed lines, for a console screen reader or a
  braille display.
- ``RecordingSpeaker``: silent; remembers what would have been said (tests).

``choose_speaker("auto")`` tries them in that order. Printed lines are always
written too, by the interface, so speech is never the only way in.
"""

from __future__ import annotations

import contextlib
import io
import os
import queue
import socket
import sys
import threading
from collections.abc import Callable
from typing import Protocol, TextIO

DEBIAN_PACKAGES = "/usr/lib/python3/dist-packages"  # where Debian puts speechd, for accessible-output2


class Speaker(Protocol):
    name: str

    def say(self, text: str, interrupt: bool = False) -> None:
        """Speak ``text``; ``interrupt`` cuts off what is being said first."""

    def stop(self) -> None:
        """Silence at once."""

    def close(self) -> None: ...


class RecordingSpeaker:
    """Says nothing; keeps every announcement as (text, interrupt)."""

    name = "silent"

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []
        self.stops = 0

    def say(self, text: str, interrupt: bool = False) -> None:
        self.said.append((text, interrupt))

    def stop(self) -> None:
        self.stops += 1

    def close(self) -> None:
        pass

    @property
    def texts(self) -> list[str]:
        return [text for text, _ in self.said]


class PrintSpeaker:
    """One printed line per announcement: the console screen reader reads it."""

    name = "text"

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream

    def say(self, text: str, interrupt: bool = False) -> None:
        stream = self.stream or sys.stdout
        print(text, file=stream, flush=True)

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


def speech_dispatcher_running(environ: dict[str, str] | None = None) -> bool:
    """Whether Speech Dispatcher's daemon answers on its socket."""
    env = os.environ if environ is None else environ
    if env.get("SPEECHD_ADDRESS"):
        return True  # the user named an address: let the client use it
    runtime = env.get("XDG_RUNTIME_DIR")
    path = env.get("SPEECHD_SOCKET") or (
        os.path.join(runtime, "speech-dispatcher", "speechd.sock") if runtime else ""
    )
    if not path or not os.path.exists(path):
        return False
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        probe.settimeout(1.0)
        try:
            probe.connect(path)
        except OSError:
            return False
    return True


class ScreenReaderSpeaker:
    """The running screen reader through accessible-output2: speech and braille."""

    name = "screen-reader"

    def __init__(self, output: object) -> None:
        self.output = output

    @classmethod
    def connect(cls) -> ScreenReaderSpeaker | None:
        """The screen reader if one is running, else None.

        accessible-output2 prints when a backend is missing, so it is built with
        its output swallowed. On Linux the screen reader speaks through Speech
        Dispatcher; when its daemon is not running, the client would try to start
        one and can wait for ever, so motamot does not ask.
        """
        if sys.platform.startswith("linux"):
            if not speech_dispatcher_running():
                return None
            if DEBIAN_PACKAGES not in sys.path:
                sys.path.append(DEBIAN_PACKAGES)
        try:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                from accessible_output2.outputs.auto import Auto

                output = Auto().get_first_available_output()
        except Exception:  # any failure of a screen reader bridge means: no screen reader
            return None
        return cls(output) if output is not None else None

    def say(self, text: str, interrupt: bool = False) -> None:
        self.output.speak(text, interrupt=interrupt)  # type: ignore[attr-defined]
        braille = getattr(self.output, "braille", None)
        if callable(braille):
            with contextlib.suppress(Exception):
                braille(text)

    def stop(self) -> None:
        silence = getattr(self.output, "silence", None)
        if callable(silence):
            silence()

    def close(self) -> None:
        close = getattr(self.output, "close", None)
        if callable(close):
            with contextlib.suppress(Exception):
                close()


class OwnVoiceSpeaker:
    """motamot's own voice: one pyttsx3 engine, used only from its worker thread
    (``runAndWait`` is not re-entrant), fed through a queue."""

    name = "voice"

    def __init__(
        self, engine_factory: Callable[[], object], voice: str | None = None, rate: int | None = None
    ):
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._ready = threading.Event()
        self._engine: object | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(
            target=self._run, args=(engine_factory, voice, rate), name="motamot-voice", daemon=True
        )
        self._thread.start()
        self._ready.wait(timeout=10)
        if self._error is not None or self._engine is None:
            raise RuntimeError("no voice") from self._error

    @classmethod
    def start(cls, language: str = "fr", rate: int | None = None) -> OwnVoiceSpeaker | None:
        """The own voice if pyttsx3 and a speech engine are installed, else None."""
        try:
            import pyttsx3
        except ImportError:
            return None
        voice = {"fr": "roa/fr", "en": "gmw/en"}.get(language)
        try:
            return cls(pyttsx3.init, voice, rate)
        except Exception:
            return None

    def _run(self, engine_factory: Callable[[], object], voice: str | None, rate: int | None) -> None:
        try:
            engine = engine_factory()
            if voice and any(v.id == voice for v in engine.getProperty("voices")):  # type: ignore[attr-defined]
                engine.setProperty("voice", voice)  # type: ignore[attr-defined]
            if rate:
                engine.setProperty("rate", rate)  # type: ignore[attr-defined]
            engine.runAndWait()  # type: ignore[attr-defined]  # pyttsx3 applies properties only when it runs
            self._engine = engine
        except BaseException as error:  # reported to the constructor, which gives up
            self._error = error
            self._ready.set()
            return
        self._ready.set()
        while (text := self._queue.get()) is not None:
            engine.say(text)  # type: ignore[attr-defined]
            engine.runAndWait()  # type: ignore[attr-defined]

    def say(self, text: str, interrupt: bool = False) -> None:
        if interrupt:
            self.stop()
        self._queue.put(text)

    def stop(self) -> None:
        with contextlib.suppress(queue.Empty):
            while True:
                self._queue.get_nowait()
        if self._engine is not None:
            self._engine.stop()  # type: ignore[attr-defined]

    def close(self) -> None:
        self.stop()
        self._queue.put(None)
        self._thread.join(timeout=5)


SPEAKER_CHOICES = ("auto", "screen-reader", "voice", "text", "silent")


def choose_speaker(
    choice: str = "auto", language: str = "fr", stream: TextIO | None = None, rate: int | None = None
) -> Speaker:
    """The speaker asked for, or in ``auto`` the first that works: screen reader,
    own voice, printed lines. A backend that cannot start falls back to printed lines.
    ``rate`` is the own voice's words per minute; a screen reader keeps its own."""
    if choice == "silent":
        return RecordingSpeaker()
    if choice in ("auto", "screen-reader") and (reader := ScreenReaderSpeaker.connect()) is not None:
        return reader
    if choice in ("auto", "voice") and (voice := OwnVoiceSpeaker.start(language, rate)) is not None:
        return voice
    return PrintSpeaker(stream)
