"""Languages: every sentence a player reads or hears goes through gettext.

Messages are written in French in the code (French is the source of truth
for wording); the ``en`` catalog translates them, and the ``fr`` catalog
carries the French plural rule.
"""

from __future__ import annotations

import gettext
import os
import sys
import unicodedata
from collections.abc import Callable
from functools import cache
from pathlib import Path

from motamot.files import shipped_folder

DOMAIN = "motamot"
LANGUAGES = ("fr", "en")
DEFAULT_LANGUAGE = "fr"


def locale_dir() -> Path:
    """The compiled catalogs: inside the installed package, or the source tree's ``locales``."""
    return shipped_folder("locales")


@cache
def translation(language: str) -> gettext.NullTranslations:
    """The catalog for ``fr`` or ``en``; raises FileNotFoundError if it is not installed."""
    if language not in LANGUAGES:
        raise ValueError(language)
    return gettext.translation(DOMAIN, localedir=locale_dir(), languages=[language])


def windows_ui_language() -> int | None:
    """The primary language of Windows' interface (``GetUserDefaultUILanguage``), or None."""
    try:
        import ctypes

        return int(ctypes.windll.kernel32.GetUserDefaultUILanguage()) & 0x3FF  # type: ignore[attr-defined]  # ctypes.windll: Windows only
    except Exception:
        return None


LANG_ENGLISH = 0x09  # Windows' primary language identifiers
LANG_FRENCH = 0x0C


def language_from_environment(
    environ: dict[str, str] | None = None,
    platform: str = sys.platform,
    ui_language: Callable[[], int | None] = windows_ui_language,
) -> str:
    """``en`` if the user's locale asks for English, else French. Windows sets no ``LANG``:
    there, the language of its interface decides."""
    env = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        if value:
            return "en" if value.lower().startswith("en") else DEFAULT_LANGUAGE
    if platform == "win32" and ui_language() == LANG_ENGLISH:
        return "en"
    return DEFAULT_LANGUAGE


def N_(message: str) -> str:
    """Marks a message for extraction; it is translated where it is said."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a message with a count for extraction: said with ``ngettext`` and its ``count``."""
    return singular, plural


def fold(word: str) -> str:
    """Lower case without accents: how typed command words and setting values are compared."""
    decomposed = unicodedata.normalize("NFD", word.strip().lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def is_control(character: str) -> bool:
    """A control character (escape, a stray NUL, a bell), which no command, move or name
    holds; a tab is a space."""
    return unicodedata.category(character) == "Cc" and character != "\t"


def control_characters(text: str) -> list[str]:
    """The control characters ``text`` holds, each once, in the order met."""
    return [c for c in dict.fromkeys(text) if is_control(c)]


def typed(text: str) -> str:
    """A line as people type or paste it, made plain: composed Unicode (E and a combining
    accent are É), and no control characters (escape and its sequences, a stray NUL).
    Invisible format characters stay, so that a refusal can name them (a zero-width space
    pasted inside a word)."""
    composed = unicodedata.normalize("NFC", text)
    return "".join(c for c in composed if not is_control(c))
