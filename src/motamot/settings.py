"""The player's settings, kept in the user's config folder as JSON.

A damaged settings file never stops motamot: it starts with the defaults
and says so; the file is only rewritten when a setting is changed. Each
setting is checked on its own, so one bad value does not throw away the
others.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from pathlib import Path

import platformdirs

from motamot.files import RecordError, SystemReason, read_text, write_atomically

APP = "motamot"


def config_dir() -> Path:
    return platformdirs.user_config_path(APP)


def cache_dir() -> Path:
    return platformdirs.user_cache_path(APP)


def data_dir() -> Path:
    return platformdirs.user_data_path(APP)


class Verbosity(StrEnum):
    """How much each announcement says; the values are what settings files hold."""

    SHORT = "court"
    NORMAL = "normal"
    DETAILED = "detaille"


# The levels of detail by their English names (the ``--verbosity`` option takes both).
ENGLISH_VERBOSITIES = {"short": "court", "normal": "normal", "detailed": "detaille"}


class Voice(StrEnum):
    """Who speaks: the running screen reader, motamot's own voice, printed lines only, or nobody."""

    AUTO = "auto"
    SCREEN_READER = "lecteur"
    OWN_VOICE = "voix"
    TEXT = "texte"
    SILENT = "muet"

    @property
    def english(self) -> str:
        """The English name: the ``--voix`` option's alias, and the speaker's name in ``speech``."""
        return {"lecteur": "screen-reader", "voix": "voice", "texte": "text", "muet": "silent"}.get(
            self.value, self.value
        )

    @classmethod
    def named(cls, text: str) -> Voice:
        """The voice by its French value or its English name; ValueError for neither."""
        for voice in cls:
            if text in (voice.value, voice.english):
                return voice
        raise ValueError(text)


class Interface(StrEnum):
    """The full screen with the board, or plain lines."""

    SCREEN = "ecran"
    LINES = "lignes"


class Cursor(StrEnum):
    """Where the full screen puts the terminal cursor: on the focused square, or after the
    latest message, which a screen reader reading the terminal then speaks once."""

    AUTO = "auto"  # after the message when a screen reader is running
    SQUARE = "case"
    MESSAGE = "message"


VERBOSITIES = tuple(Verbosity)
VOICES = tuple(Voice)
INTERFACES = tuple(Interface)
CURSORS = tuple(Cursor)
OPPONENTS = ("debutant", "intermediaire", "expert", "champion", "2", "3", "4")  # a computer level, or people
RATES = (120, 150, 175, 200, 250, 300, 350)  # words per minute of motamot's own voice
# The sound cues' volume, in percent of their recorded level; 40 % (about -8 dB) puts
# them at the level of the voice.
VOLUMES = (0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
# Clock warnings, as remaining seconds; the player picks one of these sets.
WARNING_SETS = ((300, 60, 30, 10), (300, 60), (60, 10), (600, 300, 120, 60, 30, 10), ())
CLOCK_MINUTES = (0, 1, 2, 3, 5, 10, 15, 20, 25, 30, 45, 60)  # 0: no clock
# 000 §6: a chess clock (minutes per player for the game), a timer per move (001 §5:
# two minutes), or one credit shared by the players.
CLOCK_KINDS = ("chess", "per_move", "global")


@dataclass
class Settings:
    word_list: str | None = None  # path of the player's own word list; None: the shipped one
    verbosity: Verbosity = Verbosity.NORMAL
    spelling: bool = False  # letters said with the spelling table: "M comme Maroc"
    relief_names: bool = False  # premiums named by the braille board's relief: "triangle creux"
    dictate_moves: bool = False  # others' moves dictated tile by tile, for a physical board kept in step
    confirm_moves: bool = False  # every typed move is heard with its score and played only once confirmed
    sounds: bool = True  # short sound cues
    voice: Voice = Voice.AUTO
    rate: int = 175
    cue_volume: int = 40
    language: str | None = None  # fr or en; None: from the environment
    clock_warnings: list[int] = field(default_factory=lambda: list(WARNING_SETS[0]))
    board_visible: bool = True  # the visual board, for sighted partners and low vision
    interface: Interface = Interface.SCREEN
    cursor: Cursor = Cursor.AUTO
    opponent: str = "intermediaire"
    rules: str = "ffsc"
    clock_minutes: int = 0
    clock_kind: str = "chess"
    welcomed: bool = False  # the first start said how to get help and how to leave
    tour_step: int = 0  # how far the guided tour went (motamot visite resumes there)
    table_talk: bool = True  # what the others at a table on a server say is said (``dis``)


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


def _one_of(choices: tuple[object, ...]) -> Callable[[object], bool]:
    return lambda value: not isinstance(value, bool) and value in choices


def _is_rules(value: object) -> bool:
    from motamot.rules.variants import PRESETS  # the rules are not needed to read most settings

    return isinstance(value, str) and value in PRESETS


VALID: dict[str, Callable[[object], bool]] = {
    # A path: visible characters only (a NUL or a control code is no file name anyone typed).
    "word_list": lambda value: (
        value is None or (isinstance(value, str) and value.isprintable() and bool(value))
    ),
    "verbosity": _one_of(VERBOSITIES),
    "spelling": _is_bool,
    "relief_names": _is_bool,
    "dictate_moves": _is_bool,
    "confirm_moves": _is_bool,
    "sounds": _is_bool,
    "table_talk": _is_bool,
    "voice": _one_of(VOICES),
    "rate": _one_of(RATES),
    "cue_volume": _one_of(VOLUMES),
    "language": _one_of((None, "fr", "en")),
    "clock_warnings": lambda value: isinstance(value, list) and tuple(value) in WARNING_SETS,
    "board_visible": _is_bool,
    "welcomed": _is_bool,
    "tour_step": lambda value: isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 9,
    "interface": _one_of(INTERFACES),
    "cursor": _one_of(CURSORS),
    "opponent": _one_of(OPPONENTS),
    "rules": _is_rules,
    "clock_minutes": lambda value: type(value) is int and 0 <= value <= 180,
    "clock_kind": _one_of(CLOCK_KINDS),
}


# Settings whose values form a closed vocabulary: read back as their enum.
ENUMS: dict[str, type[StrEnum]] = {
    "verbosity": Verbosity,
    "voice": Voice,
    "interface": Interface,
    "cursor": Cursor,
}


SETTINGS_BYTES = 64 * 1024  # a settings file is under 1 KiB


def documents_dir() -> Path:
    """The player's documents folder: where a game goes when its own save is refused."""
    return Path(platformdirs.user_documents_dir())


def settings_path() -> Path:
    return config_dir() / "settings.json"


WHOLE_FILE = "*"  # in what ``load_settings`` found damaged: the file itself, not one value


def load_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """The settings, and what was damaged in their file: the settings whose values were
    refused (they take their default, the others are kept), or ``WHOLE_FILE``."""
    path = path or settings_path()
    try:
        data = json.loads(read_text(path, max_bytes=SETTINGS_BYTES))
    except RecordError as error:
        missing = error.details.get("reason") is SystemReason.MISSING
        return Settings(), [] if missing else [WHOLE_FILE]
    except (ValueError, RecursionError):
        return Settings(), [WHOLE_FILE]
    return settings_from_data(data)


def settings_from_data(data: object) -> tuple[Settings, list[str]]:
    """Settings read from plain data (a settings file, a remote player's settings sent to a
    motamot server): each value checked, a refused one left at its default and named."""
    if not isinstance(data, dict):
        return Settings(), [WHOLE_FILE]
    settings = Settings()
    damaged: list[str] = []
    for setting in fields(Settings):
        if setting.name not in data:
            continue
        value = data[setting.name]
        if VALID[setting.name](value):
            kind = ENUMS.get(setting.name)
            setattr(settings, setting.name, kind(value) if kind else value)
        else:
            damaged.append(setting.name)
    return settings, damaged


# What a remote player's settings change in what their seat on a motamot server tells them;
# the rest (their word list's path, their screen, their voice) stays on their own machine.
SEAT_SETTINGS = (
    "verbosity",
    "spelling",
    "relief_names",
    "dictate_moves",
    "confirm_moves",
    "sounds",
    "rate",
    "cue_volume",
    "clock_warnings",
    "table_talk",
)


def seat_values(settings: Settings) -> dict[str, object]:
    """The settings a remote seat is told of, as plain data."""
    return {name: getattr(settings, name) for name in SEAT_SETTINGS}


def seat_settings(data: dict[str, object], into: Settings | None = None) -> Settings:
    """The seat settings ``data`` holds, each checked, set on ``into`` (by default fresh
    settings); the others, and any refused value, left as they were."""
    checked, damaged = settings_from_data({k: v for k, v in data.items() if k in SEAT_SETTINGS})
    into = into or Settings()
    for name in SEAT_SETTINGS:
        if name in data and name not in damaged:
            setattr(into, name, getattr(checked, name))
    return into


def save_setting_changes(changes: dict[str, object], path: Path | None = None) -> None:
    """Write these settings' new values over what the file holds now: a setting another
    motamot changed since this one started stays as that one left it."""
    settings, _damaged = load_settings(path)
    for name, value in changes.items():
        setattr(settings, name, value)
    save_settings(settings, path)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_atomically(path or settings_path(), json.dumps(asdict(settings), ensure_ascii=False, indent=1))
