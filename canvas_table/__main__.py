"""``python -m canvas_table``: the same as the ``canvas-table`` command."""

import sys

from canvas_table.cli import main

sys.exit(main())
