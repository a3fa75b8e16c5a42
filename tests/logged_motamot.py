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


Announcer.announce = announce
sys.argv[0] = "motamot"
sys.exit(main())
