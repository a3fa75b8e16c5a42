"""``motamot partager``: a game played here, shared on the home network (``application.sharing``)."""

from __future__ import annotations

import argparse
from gettext import NullTranslations

from motamot.application.output import Output
from motamot.application.sharing import share
from motamot.cli.output import language_of
from motamot.cli.play import start_play


def run_share(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    return share(start_play(args, out), args.port, args.host, args.clock or 0, language_of(args))
