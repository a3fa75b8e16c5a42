"""motamot as a player runs it, with every announcement also logged to ``$MM_LOG`` (one JSON
line each) so the screen-reader tests know what motamot meant to say at each key."""

import json
import os
import sys

from motamot.cli.main import main
from motamot.speech.announcer import Announcer

LOG = open(os.environ["MM_LOG"], "a", buffering=1, encoding="utf-8")  # noqa: SIM115  (open for the run)
_announce = Announcer.announce


def announce(self, text, interrupt=False, kept=True):
    LOG.write(json.dumps({"text": str(text), "interrupt": interrupt}, ensure_ascii=False) + "\n")
    return _announce(self, text, interrupt, kept)


def log_said_again(said_again):
    def said(self, text):
        LOG.write(json.dumps({"text": str(text), "interrupt": True}, ensure_ascii=False) + "\n")
        return said_again(self, text)

    return said


Announcer.announce = announce
Announcer._say_again = log_said_again(Announcer._say_again)  # F2 to F6: an answer said again
sys.argv[0] = "motamot"
sys.exit(main())
