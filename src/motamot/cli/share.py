"""``motamot partager``: a game played here, shared on the home network (``application.sharing``)."""

from __future__ import annotations

import argparse
from gettext import NullTranslations

from motamot.application.output import EXIT_USAGE, Output
from motamot.application.sharing import share
from motamot.cli.output import language_of
from motamot.cli.play import start_play
from motamot.describe.command_line import said_value
from motamot.describe.messages import Message, message
from motamot.net.protocol import machine_name


def run_share(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    if args.host is not None and not machine_name(args.host):
        out(message(tr, Message.NOT_THIS_MACHINE, address=said_value(tr, args.host)), error=True)
        return EXIT_USAGE
    return share(start_play(args, out), args.port, args.host, args.clock or 0, language_of(args))
