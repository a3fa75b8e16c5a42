"""Speaking into a WAV file with the own voice, in a separate process.

pyttsx3 keeps writing to the file after ``save_to_file`` if the same engine
speaks again, so file synthesis never shares a process with live speech.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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


def synthesise(text: str, path: Path, language: str = "fr", timeout: float = 60) -> Path:
    """Write ``text`` spoken by the own voice to ``path``; RuntimeError if it cannot.

    pyttsx3's espeak driver now and then ends its loop before espeak has written a sample
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
