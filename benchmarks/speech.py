"""How long announcements take to say: a scripted game, each announcement spoken by
espeak-ng at 175 words a minute into a WAV file, timed by the file's length.

    python benchmarks/speech.py [--langue fr|en] [--rate 175]

The game is the one of the golden line transcripts (tests/test_golden.py): help,
reading, a move heard first and played, an exchange, a challenge, the clock,
passes to the end, the analysis. Target (issue "Heard once, clearly"): a typical
move announcement at normal verbosity in at most 3 s.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import wave
from collections import defaultdict
from pathlib import Path

from figures import report

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from test_golden import golden_session, typed_steps  # noqa: E402  (the golden game and its script)

from motamot.commands.game import GameCommands  # noqa: E402
from motamot.i18n import translation  # noqa: E402
from motamot.lines.table import LineTable  # noqa: E402
from motamot.speech.announcer import Announcer  # noqa: E402
from motamot.speech.speakers import RecordingSpeaker  # noqa: E402

# The kind of an announcement, by the words it starts or ends with (French, English).
KINDS = (
    ("move", (" joue ", " plays ")),
    ("rack", ("Chevalet, ", "Rack, ")),
    ("turn", ("À ", "'s turn", "Entrée quand", "press Enter")),
    ("help", ("Aide", "Help", "Écrivez un coup", "Type a move", ", lit ", ", reads ", ", les ", ", the ")),
    ("board", ("Ligne ", "Colonne ", "Row ", "Column ", "Primes", "Free premiums")),
    ("clock", ("il vous reste", "Temps", "Time", "left")),
    ("analysis", ("Coup ", "Move ", "Analyse", "Analysis")),
)


def kind_of(text: str) -> str:
    for kind, marks in KINDS:
        if any(mark in text for mark in marks):
            return kind
    return "other"


def announcements(language: str) -> list[str]:
    session, time = golden_session()
    speaker = RecordingSpeaker()
    commands = GameCommands(session, translation(language), Announcer(speaker, lambda text: None))
    LineTable(commands, typed_steps(language, time)).run()
    return speaker.texts


def seconds_to_say(program: str, text: str, voice: str, rate: int, folder: Path) -> float:
    path = folder / "a.wav"
    subprocess.run([program, "-v", voice, "-s", str(rate), "-w", str(path), text], check=True)
    with wave.open(str(path)) as wav:
        return wav.getnframes() / wav.getframerate()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--langue", default="fr", choices=("fr", "en"))
    parser.add_argument("--rate", type=int, default=175)
    args = parser.parse_args(argv)
    program = shutil.which("espeak-ng")
    if program is None:
        print("espeak-ng is needed (apt-get install espeak-ng)", file=sys.stderr)
        return 2
    by_kind: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as folder:
        for text in announcements(args.langue):
            by_kind[kind_of(text)].append(seconds_to_say(program, text, args.langue, args.rate, Path(folder)))
    print(f"espeak-ng, {args.langue}, {args.rate} words a minute, seconds per announcement")
    for kind, samples in sorted(by_kind.items()):
        report(kind, samples, "s", 1.0)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
