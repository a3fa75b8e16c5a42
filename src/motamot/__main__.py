"""``python -m motamot``: the same as the ``motamot`` command."""

import sys

from motamot.cli.main import main

sys.exit(main())
