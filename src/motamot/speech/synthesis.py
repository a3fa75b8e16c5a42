"""Speaking into a WAV file with the own voice, in a separate process.

Where espeak-ng's program is installed (Linux), it writes the file itself, run as the own
voice runs it (``EspeakProcessVoice``: the same voice, rate and words), and the file is whole
when it ends. Elsewhere (Windows, macOS) pyttsx3 writes it; it keeps writing to the file after
``save_to_file`` if the same engine speaks again, so file synthesis never shares a process
with live speech.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from motamot.settings import Settings
from motamot.speech.speakers import ESPEAK_VOICES, EspeakProcessVoice

VOICES = {"fr": "roa/fr", "en": "gmw/en"}

_SCRIPT = """
import sys, pyttsx3
text, path, voice = sys.argv[1:4]
engine = pyttsx3.init()
if any(v.id == voice for v in engine.getProperty("voices")):
    engine.setProperty("voice", voice)
engine.save_to_file(text, path)
engine.runAndWait()
"""


WAV_HEADER = 44
ATTEMPTS = 3
RATE = Settings().rate  # the own voice's words per minute unless the player changes it


def synthesise(text: str, path: Path, language: str = "fr", timeout: float = 60) -> Path:
    """Write ``text`` spoken by the own voice to ``path``; RuntimeError if it cannot."""
    if program := shutil.which("espeak-ng"):
        return _espeak(program, text, path, language, timeout)
    return _pyttsx3(text, path, language, timeout)


def _espeak(program: str, text: str, path: Path, language: str, timeout: float) -> Path:
    """espeak-ng's program writes the file and ends (it ends well even when it could not
    write, saying so: the file is what tells)."""
    voice_id = ESPEAK_VOICES.get(language, ESPEAK_VOICES["fr"])
    voice = EspeakProcessVoice(program, voice_id, RATE, record_to=path)
    result = subprocess.run(
        voice.command(), input=voice.said(text).encode("utf-8"), capture_output=True, timeout=timeout
    )
    if result.returncode == 0 and path.exists() and path.stat().st_size > WAV_HEADER:
        return path
    said = (result.stderr + result.stdout).decode("utf-8", "replace").strip()
    raise RuntimeError(said or "no sound written")


def _pyttsx3(text: str, path: Path, language: str, timeout: float) -> Path:
    """pyttsx3's espeak driver now and then ends its loop before espeak has written a sample
    (an empty file, seen about once in twenty runs on a busy machine): such a file is
    synthesised again, up to ``ATTEMPTS`` times, and never handed back empty."""
    for _attempt in range(ATTEMPTS):
        result = subprocess.run(
            [sys.executable, "-c", _SCRIPT, text, str(path), VOICES.get(language, VOICES["fr"])],
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        if result.returncode != 0:
            raise RuntimeError(result.stderr.strip() or "no sound written")
        if path.exists() and path.stat().st_size > WAV_HEADER:
            return path
    raise RuntimeError(result.stderr.strip() or "no sound written")
