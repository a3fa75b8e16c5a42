"""Short sound cues, played with miniaudio: a tile placed, a move accepted or
refused, the opponent's move, a scrabble, a clock warning, the game's end.

Sound is a help, never the only way to know: every cue goes with words. With
no sound device, or with cues turned off, motamot is simply silent.
"""

from __future__ import annotations

import contextlib
import os
from array import array
from collections.abc import Callable, Generator, Iterable
from typing import Literal, get_args

from motamot.files import shipped_folder
from motamot.rules.clock import ClockWarning, TimeExpired
from motamot.rules.events import Event, GameOver, MovePlayed
from motamot.settings import Settings

# A cue asked for by a name no sound has would never be heard: mypy checks each name.
CueName = Literal["placed", "accepted", "refused", "opponent", "scrabble", "clock", "game_over"]
CUES: tuple[CueName, ...] = get_args(CueName)
RATE = 22050


def cues_for(events: Iterable[Event], at_keyboard: Callable[[int], bool]) -> list[CueName]:
    """The cues a list of events calls for; ``at_keyboard(player)`` tells a person
    at this keyboard (their move accepted) from an opponent (the opponent played)."""
    cues: list[CueName] = []
    for event in events:
        if isinstance(event, MovePlayed):
            if event.placement.is_bingo:
                cues.append("scrabble")
            else:
                cues.append("accepted" if at_keyboard(event.player) else "opponent")
        elif isinstance(event, ClockWarning | TimeExpired):
            cues.append("clock")
        elif isinstance(event, GameOver):
            cues.append("game_over")
    return cues


class CuePlayer:
    """Plays one cue at a time (a new one cuts the last) on a miniaudio device."""

    def __init__(self, backends: list[object] | None = None, volume: int = 40) -> None:
        import miniaudio

        folder = shipped_folder("sounds")
        self._sounds: dict[str, array] = {
            name: miniaudio.decode_file(
                str(folder / f"{name}.wav"), miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE
            ).samples
            for name in CUES
        }
        self._device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE, backends=backends
        )
        self.played: list[str] = []
        self.volume = volume  # percent of the recorded level

    @classmethod
    def open(cls, backends: list[object] | None = None, volume: int = 40) -> CuePlayer | None:
        """A player on the sound device, or None when there is no device or no miniaudio.
        The sound libraries' complaints go nowhere: a screen reader would read them."""
        try:
            with _quiet_stderr():
                return cls(backends, volume)
        except Exception:  # no sound device, no library: silence
            return None

    @staticmethod
    def library_found() -> bool:
        """Whether miniaudio can be loaded (without it, no device is even looked for)."""
        try:
            import miniaudio  # noqa: F401
        except ImportError:
            return False
        return True

    def play(self, cue: str) -> None:
        self.played.append(cue)
        with contextlib.suppress(Exception):
            self._device.stop()
            stream = _stream(self.samples(cue))
            next(stream)
            self._device.start(stream)

    def samples(self, cue: str) -> array:
        """The cue at the chosen volume."""
        scale = max(0, min(100, self.volume)) / 100
        return array("h", (int(sample * scale) for sample in self._sounds[cue]))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._device.close()


def _stream(samples: array) -> Generator[array, int, None]:
    """Feeds the device what it asks for, then silence."""
    required = yield array("h")
    position = 0
    while True:
        chunk = samples[position : position + required]
        position += required
        if len(chunk) < required:
            chunk.extend([0] * (required - len(chunk)))
        required = yield chunk


@contextlib.contextmanager
def _quiet_stderr() -> Generator[None, None, None]:
    """Silence what C libraries write straight to the error stream (file 2)."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def played_at(player: CuePlayer | None, settings: Settings) -> Callable[[str], None] | None:
    """An answer's cues played by ``player`` at the volume ``settings`` say as each is played:
    the ``volume`` command changes the setting, and its own cue is heard at the new level."""
    if player is None:
        return None

    def play(cue: str) -> None:
        player.volume = settings.cue_volume
        player.play(cue)

    return play
