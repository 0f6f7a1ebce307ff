"""``python -m canvas_table``: the same as the ``canvas-table`` command."""

import sys

from canvas_table.cli import main

if __name__ == "__main__":  # spawned worker processes import this module too
    sys.exit(main())
