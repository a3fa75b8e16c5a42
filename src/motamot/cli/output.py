"""What the subcommands share: a GCG record read, the language files are written in."""

from __future__ import annotations

import argparse
from gettext import NullTranslations

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
