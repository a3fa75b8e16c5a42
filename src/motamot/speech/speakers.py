"""Speakers: where announcements go. Every backend says the same sentences.

- ``SpeechDispatcherSpeaker`` (Linux, ``speech_dispatcher``) and ``ScreenReaderSpeaker``
  (NVDA, JAWS, VoiceOver, through accessible-output2, which also brailles): the voice of
  the running screen reader.
- ``OwnVoiceSpeaker``: motamot's own voice, driven from one worker thread:
  espeak-ng's program where it is installed (Linux), else pyttsx3.
- ``PrintSpeaker``: plain printed lines, for a console screen reader or a
  braille display.
- ``RecordingSpeaker``: silent; remembers what would have been said (tests).

``choose_speaker("auto")`` tries them in that order. Printed lines are always
written too, by the interface, so speech is never the only way in.
"""

from __future__ import annotations

import contextlib
import io
import queue
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Protocol, TextIO

from motamot.settings import Voice
from motamot.speech.detect import screen_reader_running
from motamot.speech.pronunciation import said_in_french
from motamot.speech.speech_dispatcher import SpeechDispatcherSpeaker


class Speaker(Protocol):
    name: str
    broken: bool  # the backend stopped working: the announcer falls back to another one

    def say(self, text: str, interrupt: bool = False) -> None:
        """Speak ``text``; ``interrupt`` cuts off what is being said first."""

    def stop(self) -> None:
        """Silence at once."""

    def close(self) -> None: ...


class RecordingSpeaker:
    """Says nothing; keeps every announcement as (text, interrupt)."""

    name = "silent"
    broken = False

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
    broken = False

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream

    def say(self, text: str, interrupt: bool = False) -> None:
        stream = self.stream or sys.stdout
        print(text, file=stream, flush=True)

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


class _Output(Protocol):
    """What motamot asks of every output of accessible-output2 (a library without types);
    braille, silence and close, which some outputs lack, are looked up when used."""

    def speak(self, text: str, interrupt: bool = False) -> None: ...


class _Engine(Protocol):
    """What motamot asks of pyttsx3's engine (a library without types)."""

    def getProperty(self, name: str) -> Any: ...  # each property its own type: voices, a rate…
    def setProperty(self, name: str, value: object) -> None: ...
    def say(self, text: str) -> None: ...
    def runAndWait(self) -> None: ...
    def stop(self) -> None: ...


class ScreenReaderSpeaker:
    """The running screen reader through accessible-output2 (Windows, macOS): speech and braille."""

    name = "screen-reader"

    def __init__(self, output: _Output) -> None:
        self.output = output
        self.broken = False

    @classmethod
    def connect(cls) -> ScreenReaderSpeaker | None:
        """The screen reader if one is running, else None. accessible-output2 prints
        when a backend is missing, so it is built with its output swallowed. Its "system"
        outputs (SAPI 5 on Windows) are a voice, not a screen reader: with Narrator, which
        accessible-output2 cannot drive, they would be a second voice over it."""
        try:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                from accessible_output2.outputs.auto import Auto

                output = Auto().get_first_available_output()
                if output is not None and output.is_system_output():
                    return None
        except Exception:  # any failure of a screen reader bridge means: no screen reader
            return None
        return cls(output) if output is not None else None

    def say(self, text: str, interrupt: bool = False) -> None:
        try:
            self.output.speak(text, interrupt=interrupt)
        except Exception:  # the screen reader quit or its bridge broke: any error means gone
            self.broken = True
            return
        braille = getattr(self.output, "braille", None)
        if callable(braille):
            with contextlib.suppress(Exception):
                braille(text)

    def stop(self) -> None:
        silence = getattr(self.output, "silence", None)
        if callable(silence):
            try:
                silence()
            except Exception:  # as in ``say``
                self.broken = True

    def close(self) -> None:
        close = getattr(self.output, "close", None)
        if callable(close):
            with contextlib.suppress(Exception):
                close()


class EspeakProcessVoice:
    """espeak-ng's own program, one process per utterance: on Linux it plays
    through the sound server itself and stopping it cuts the words at once,
    which pyttsx3's espeak driver (playing each utterance through ``aplay``)
    cannot do while the player moves the cursor."""

    def __init__(self, program: str, voice: str, rate: int | None, record_to: Path | None = None):
        self._program, self._voice, self._record_to = program, voice, record_to
        self.rate = rate
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()

    def command(self) -> list[str]:
        command = [self._program, "-v", self._voice, "-b", "1", "--stdin"]
        if self.rate:
            command += ["-s", str(self.rate)]
        if self._record_to is not None:  # to check the voice on a machine without a sound card
            command += ["-w", str(self._record_to)]
        return command

    def said(self, text: str) -> str:
        """What the program is given for ``text``: the French voice's words said the French way."""
        return said_in_french(text) if self._voice == ESPEAK_VOICES["fr"] else text

    def speak(self, text: str) -> None:
        with self._lock:
            self._process = subprocess.Popen(
                self.command(), stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
            )
        text = self.said(text)
        with contextlib.suppress(BrokenPipeError):
            self._process.communicate(text.encode("utf-8"))

    def stop(self) -> None:
        with self._lock:
            if self._process is not None and self._process.poll() is None:
                self._process.terminate()


class Pyttsx3Voice:
    """pyttsx3's engine (SAPI on Windows, NSSpeechSynthesizer on macOS).

    The voice and rate are set again before every utterance: the engine is one
    per process and its espeak driver loses a rate given while it is stopping."""

    def __init__(self, engine: _Engine, voice: str | None, rate: int | None):
        self._engine = engine
        self._voice = voice_for_language(engine.getProperty("voices"), voice)
        self.rate = rate

    def speak(self, text: str) -> None:
        if self._voice:
            self._engine.setProperty("voice", self._voice)
        if self.rate:
            self._engine.setProperty("rate", self.rate)  # after the voice, which resets it
        self._engine.say(text)
        self._engine.runAndWait()

    def stop(self) -> None:
        self._engine.stop()


class OwnVoiceSpeaker:
    """motamot's own voice, speaking from one worker thread fed through a queue
    (pyttsx3's ``runAndWait`` is not re-entrant, and a key press must never wait
    for speech)."""

    name = "voice"
    CLOSING_SECONDS = 5  # what is still queued at closing is said, up to this long

    def __init__(self, make_voice: Callable[[], EspeakProcessVoice | Pyttsx3Voice]):
        self._queue: queue.Queue[str | None] = queue.Queue()
        self.broken = False
        self._ready = threading.Event()
        self._voice: EspeakProcessVoice | Pyttsx3Voice | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(
            target=self._run, args=(make_voice,), name="motamot-voice", daemon=True
        )
        self._thread.start()
        self._ready.wait(timeout=10)
        if self._error is not None or self._voice is None:
            raise RuntimeError("no voice") from self._error

    @classmethod
    def start(
        cls, language: str = "fr", rate: int | None = None, record_to: Path | None = None
    ) -> OwnVoiceSpeaker | None:
        """The own voice if espeak-ng, or pyttsx3 and a speech engine, are installed, else None.
        ``record_to`` writes the speech to that WAV file instead of playing it."""
        if program := shutil.which("espeak-ng"):
            espeak_voice = ESPEAK_VOICES.get(language, ESPEAK_VOICES["fr"])
            return cls(lambda: EspeakProcessVoice(program, espeak_voice, rate, record_to))
        try:
            import pyttsx3
        except ImportError:
            return None
        try:
            return cls(lambda: Pyttsx3Voice(pyttsx3.init(), PYTTSX3_VOICES.get(language), rate))
        except Exception:
            return None

    def _run(self, make_voice: Callable[[], EspeakProcessVoice | Pyttsx3Voice]) -> None:
        try:
            voice = self._voice = make_voice()
        except BaseException as error:  # reported to the constructor, which gives up
            self._error = error
            return
        finally:
            self._ready.set()
        while (text := self._queue.get()) is not None:
            try:
                voice.speak(text)
            except Exception:  # the program vanished or the engine broke: the announcer moves on
                self.broken = True
                return

    def say(self, text: str, interrupt: bool = False) -> None:
        if interrupt:
            self.stop()
        self._queue.put(text)

    def set_rate(self, rate: int) -> None:
        """Words per minute from the next sentence on."""
        if self._voice is not None:
            self._voice.rate = rate

    def stop(self) -> None:
        with contextlib.suppress(queue.Empty):
            while True:
                self._queue.get_nowait()
        if self._voice is not None:
            self._voice.stop()

    def close(self) -> None:
        """Let what is queued be said (the last words of a game matter), then end."""
        self._queue.put(None)
        self._thread.join(timeout=self.CLOSING_SECONDS)
        if self._thread.is_alive():
            self.stop()
            self._queue.put(None)
            self._thread.join(timeout=self.CLOSING_SECONDS)


ESPEAK_VOICES = {"fr": "fr", "en": "en"}
# How other engines name a language in their voices: SAPI's "Microsoft Hortense Desktop - French"
# with a registry id ending in FR-FR, macOS's "fr_FR".
LANGUAGE_MARKS = {
    "roa/fr": ("french", "fr-fr", "fr_fr", "fr-ca", "fr-be", "fr-ch"),
    "gmw/en": ("english", "en-us", "en_us", "en-gb", "en_gb"),
}


def voice_for_language(voices: Iterable[object], wanted: str | None) -> str | None:
    """The id of a voice that speaks the game's language: espeak's own id when it is there,
    else one whose name, id or languages name that language; None keeps the engine's default."""
    voices = list(voices)
    if wanted is None:
        return None
    if any(getattr(v, "id", None) == wanted for v in voices):
        return wanted
    marks = LANGUAGE_MARKS.get(wanted, ())
    for voice in voices:
        languages = [
            lang.decode("ascii", "ignore") if isinstance(lang, bytes) else str(lang)
            for lang in getattr(voice, "languages", None) or []
        ]
        described = " ".join(
            [str(getattr(voice, "name", "")), str(getattr(voice, "id", "")), *languages]
        ).lower()
        if any(mark in described for mark in marks):
            return str(voice.id)  # type: ignore[attr-defined]  # an engine's voice, untyped: pyttsx3's have an id
    return None


PYTTSX3_VOICES = {
    "fr": "roa/fr",
    "en": "gmw/en",
}  # pyttsx3's espeak voice ids; other engines keep their default


SPEAKER_CHOICES = tuple(voice.english for voice in Voice)


def connect_screen_reader(language: str, rate: int | None, platform: str = sys.platform) -> Speaker | None:
    """The screen reader's voice: on Linux Speech Dispatcher through motamot's own client (in
    the game's language and rate), elsewhere accessible-output2 (NVDA, JAWS, SAPI, VoiceOver)."""
    if platform.startswith("linux"):
        return SpeechDispatcherSpeaker.connect(language, rate)
    return ScreenReaderSpeaker.connect()


# When a speaker breaks in the middle of a game, the next one tried.
NEXT_SPEAKER = {"screen-reader": "voice", "voice": "text"}


def choose_speaker(
    choice: str = "auto",
    language: str = "fr",
    stream: TextIO | None = None,
    rate: int | None = None,
    written_is_read: bool = False,
    screen_reader: Callable[[], bool] = screen_reader_running,
) -> Speaker:
    """The speaker asked for, or in ``auto``: with a screen reader running, the written
    text alone when the screen reader reads what motamot writes (``written_is_read``:
    plain lines, or the full screen with its cursor after the message), else the screen
    reader itself, or the written text when it cannot be driven; without one, the own
    voice. A backend that cannot start falls back
    to printed lines. ``rate`` is in words per minute (Windows and macOS screen readers
    keep their own)."""
    if choice == "silent":
        return RecordingSpeaker()
    if choice == "auto":
        if screen_reader():
            if written_is_read:
                return PrintSpeaker(stream)
            if (reader := connect_screen_reader(language, rate)) is not None:
                return reader
            # A screen reader motamot cannot drive (Narrator): it reads what is written,
            # never with a second voice over it.
            return PrintSpeaker(stream)
    elif choice == "screen-reader" and (reader := connect_screen_reader(language, rate)) is not None:
        return reader
    if choice in ("auto", "voice") and (voice := OwnVoiceSpeaker.start(language, rate)) is not None:
        return voice
    return PrintSpeaker(stream)
