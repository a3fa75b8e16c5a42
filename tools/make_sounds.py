"""Make motamot's sound cues: short tones written as WAV files into sounds/.

    python tools/make_sounds.py

Each cue is a few notes of a plain sine tone with soft edges (no clicks),
mono, 22,050 Hz, 16 bits; the files are deterministic.
"""

from __future__ import annotations

import math
import sys
import wave
from array import array
from pathlib import Path

RATE = 22050
VOLUME = 0.35
SOUNDS = Path(__file__).resolve().parents[1] / "sounds"

# Each cue: (frequency in Hz, or 0 for a rest; duration in seconds) notes.
CUES: dict[str, list[tuple[float, float]]] = {
    "placed": [(1200, 0.04)],
    "accepted": [(660, 0.08), (880, 0.12)],
    "refused": [(220, 0.22)],
    "opponent": [(520, 0.12)],
    "scrabble": [(523, 0.09), (659, 0.09), (784, 0.09), (1047, 0.2)],
    "clock": [(1000, 0.08), (0, 0.06), (1000, 0.08)],
    "game_over": [(784, 0.14), (659, 0.14), (523, 0.3)],
}


def tone(frequency: float, seconds: float) -> array:
    count = int(RATE * seconds)
    fade = max(1, int(RATE * 0.01))
    samples = array("h")
    for i in range(count):
        edge = min(1.0, i / fade, (count - 1 - i) / fade)
        value = math.sin(2 * math.pi * frequency * i / RATE) if frequency else 0.0
        samples.append(int(32767 * VOLUME * edge * value))
    return samples


def main() -> int:
    SOUNDS.mkdir(exist_ok=True)
    for name, notes in CUES.items():
        samples = array("h")
        for frequency, seconds in notes:
            samples.extend(tone(frequency, seconds))
        if sys.byteorder == "big":
            samples.byteswap()
        with wave.open(str(SOUNDS / f"{name}.wav"), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(samples.tobytes())
        print(f"sounds/{name}.wav")
    return 0


if __name__ == "__main__":
    sys.exit(main())
