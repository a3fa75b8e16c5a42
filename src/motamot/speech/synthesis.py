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


def synthesise(text: str, path: Path, language: str = "fr", timeout: float = 60) -> Path:
    """Write ``text`` spoken by the own voice to ``path``; RuntimeError if it cannot."""
    result = subprocess.run(
        [sys.executable, "-c", _SCRIPT, text, str(path), VOICES.get(language, VOICES["fr"])],
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if result.returncode != 0 or not path.exists():
        raise RuntimeError(result.stderr.strip() or "no sound written")
    return path
