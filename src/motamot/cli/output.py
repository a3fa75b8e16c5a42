"""What the subcommands share: a GCG record read, the language files are written in."""

from __future__ import annotations

import argparse
import os
import shutil
from gettext import NullTranslations
from pathlib import Path

from motamot.application.output import Output
from motamot.describe.files import describe_record_error
from motamot.files import RecordError
from motamot.i18n import language_from_environment
from motamot.records.gcg import GcgRecord, read_gcg


def read_record(path: str, tr: NullTranslations, out: Output) -> GcgRecord | None:
    """The GCG record at ``path``, or None once the reason it cannot be read is said."""
    try:
        return read_gcg(path)
    except RecordError as error:
        out(describe_record_error(tr, error, path), error=True)
        return None


def language_of(args: argparse.Namespace) -> str:
    """The language files are written in: --langue, else the settings', else the system's."""
    return str(args.language or args.settings.language or language_from_environment())


def started_as(argv0: str) -> str:
    """motamot as the player can type it again: ``motamot`` when that name on the PATH is
    this program, else the path it was started by (installed in a folder not on the PATH,
    as the README's first lines do), so that a sentence naming a command can be followed."""
    if not Path(argv0).name.startswith("motamot"):
        return "motamot"  # python -m motamot, or a test: the name the docs use
    found = shutil.which("motamot")
    if found is not None and Path(found).resolve() == Path(argv0).resolve():
        return "motamot"
    return typed_path(argv0)


def typed_path(path: str) -> str:
    """A path as the player typed it: the shell turned ``~/motamot/bin/motamot`` into the whole
    path, which a screen reader would read sign by sign in every sentence that names it."""
    home = Path.home()
    if not Path(path).is_absolute() or home == Path(home.anchor) or not Path(path).is_relative_to(home):
        return path
    inside = Path(path).relative_to(home)
    return f"%USERPROFILE%\\{inside}" if os.name == "nt" else f"~/{inside.as_posix()}"
