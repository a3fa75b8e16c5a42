"""The player's settings, kept in the user's config folder as JSON.

A damaged settings file never stops motamot: it starts with the defaults
and says so; the file is only rewritten when a setting is changed.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

import platformdirs

from motamot.files import write_atomically

APP = "motamot"


def config_dir() -> Path:
    return platformdirs.user_config_path(APP)


def cache_dir() -> Path:
    return platformdirs.user_cache_path(APP)


def data_dir() -> Path:
    return platformdirs.user_data_path(APP)


VERBOSITIES = ("court", "normal", "detaille")


@dataclass
class Settings:
    word_list: str | None = None  # path of the player's own word list; None: the shipped one
    verbosity: str = "normal"  # court, normal, detaille
    spelling: bool = False  # letters said with the spelling table: "M comme Maroc"
    sounds: bool = True  # short sound cues


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, bool]:
    """The settings, and whether the file was damaged (then the defaults are used)."""
    path = path or settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings(), False
    except (OSError, ValueError, RecursionError):
        return Settings(), True
    if not isinstance(data, dict):
        return Settings(), True
    settings = Settings()
    word_list = data.get("word_list")
    verbosity = data.get("verbosity", settings.verbosity)
    spelling = data.get("spelling", settings.spelling)
    sounds = data.get("sounds", settings.sounds)
    if (
        not isinstance(sounds, bool)
        or (word_list is not None and not isinstance(word_list, str))
        or verbosity not in VERBOSITIES
        or not isinstance(spelling, bool)
    ):
        return Settings(), True
    return Settings(word_list=word_list, verbosity=verbosity, spelling=spelling, sounds=sounds), False


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_atomically(path or settings_path(), json.dumps(asdict(settings), ensure_ascii=False, indent=1))
