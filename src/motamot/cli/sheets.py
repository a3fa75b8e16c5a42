"""``motamot feuilles``: the blank scoresheet and match sheet, to print and to emboss."""

from __future__ import annotations

import argparse
from gettext import NullTranslations
from pathlib import Path

from motamot.application.output import EXIT_USAGE, EXIT_YES, Output
from motamot.cli.output import language_of
from motamot.describe.files import describe_record_error
from motamot.describe.messages import Message, message
from motamot.files import RecordError
from motamot.publish.blank_sheets import write_blank_sheets


def run_blank_sheets(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    folder = Path(args.folder or ".")
    try:
        written = write_blank_sheets(tr, folder, language_of(args))
    except RecordError as error:
        out(describe_record_error(tr, error, str(folder)), error=True)
        return EXIT_USAGE
    out(message(tr, Message.SHEETS_WRITTEN, files=", ".join(str(path) for path in written)))
    return EXIT_YES
