"""motamot as a player runs it, with every announcement also logged to ``$MM_LOG`` (one JSON
line each, with the time it was written) so the screen-reader tests know what motamot meant to
say at each key, and when."""

import json
import os
import sys
import time

from motamot.cli.main import main
from motamot.speech.announcer import Announcer

LOG = open(os.environ["MM_LOG"], "a", buffering=1, encoding="utf-8")  # noqa: SIM115  (open for the run)
_announce = Announcer.announce


def logged(text, interrupt):
    said = {"text": str(text), "interrupt": interrupt, "at": time.time()}
    LOG.write(json.dumps(said, ensure_ascii=False) + "\n")


def announce(self, text, interrupt=False, kept=True):
    logged(text, interrupt)
    return _announce(self, text, interrupt, kept)


def log_said_again(said_again):
    def said(self, text):
        logged(text, True)
        return said_again(self, text)

    return said


Announcer.announce = announce
Announcer._say_again = log_said_again(Announcer._say_again)  # F2 to F6: an answer said again
sys.argv[0] = "motamot"
sys.exit(main())
