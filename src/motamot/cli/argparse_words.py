"""argparse's own words (usage, options, its errors) in the player's language.

argparse writes them in English through ``gettext`` and offers no other hook: while the
command line is read, ``in_language`` hands argparse a translation of the words a player
can meet (the programming errors argparse raises to developers stay as they are).
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Iterator

FRENCH = {
    "usage: ": "utilisation : ",
    "positional arguments": "arguments",
    "options": "options",
    "show this help message and exit": "dit cette aide",
    "argument %(argument_name)s: %(message)s": "Option %(argument_name)s, %(message)s",
    "the following arguments are required: %s": "Il manque %s.",
    "expected one argument": "il faut une valeur.",
    "expected %s argument": "il faut %s valeur.",
    "expected %s arguments": "il faut %s valeurs.",
    "expected at least one argument": "il faut au moins une valeur.",
    "expected at most one argument": "une valeur au plus.",
    "not allowed with argument %s": "impossible avec %s.",
    "one of the arguments %s is required": "Il faut l'une des options %s.",
    "ambiguous option: %(option)s could match %(matches)s": (
        "Option %(option)s ambiguë, peut-être %(matches)s."
    ),
    # The value given is not said back (%.0r writes none of it): it may be anything, of any length.
    "ignored explicit argument %r": "elle ne prend pas de valeur%.0r.",
    "can't open '%(filename)s': %(error)s": "impossible d'ouvrir %(filename)s, %(error)s.",
}
# argparse's English, made into sentences a screen reader reads well.
ENGLISH = {
    "show this help message and exit": "says this help",
    "argument %(argument_name)s: %(message)s": "Option %(argument_name)s, %(message)s",
    "the following arguments are required: %s": "Missing %s.",
    "expected one argument": "it needs a value.",
    "expected %s argument": "it needs %s value.",
    "expected %s arguments": "it needs %s values.",
    "expected at least one argument": "it needs at least one value.",
    "expected at most one argument": "one value at most.",
    "not allowed with argument %s": "not allowed with %s.",
    "ignored explicit argument %r": "it takes no value%.0r.",
    "one of the arguments %s is required": "One of the options %s is needed.",
    "ambiguous option: %(option)s could match %(matches)s": (
        "Option %(option)s is ambiguous, perhaps %(matches)s."
    ),
}
WORDS = {"fr": FRENCH, "en": ENGLISH}


@contextlib.contextmanager
def in_language(language: str) -> Iterator[None]:
    """argparse's words in ``language`` while the block runs (English has them already)."""
    words = WORDS.get(language)
    if words is None:
        yield
        return
    english, english_plural = argparse._, argparse.ngettext  # type: ignore[attr-defined]  # argparse's own gettext names, absent from its stubs

    def plural(singular: str, many: str, count: int) -> str:
        return words.get(singular if count == 1 else many, english_plural(singular, many, count))

    argparse._ = lambda text: words.get(text, text)  # type: ignore[attr-defined]  # argparse's own gettext names, absent from its stubs
    argparse.ngettext = plural  # type: ignore[attr-defined]  # argparse's own gettext names, absent from its stubs
    try:
        yield
    finally:
        argparse._, argparse.ngettext = english, english_plural  # type: ignore[attr-defined]  # argparse's own gettext names, absent from its stubs
