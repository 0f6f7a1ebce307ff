"""``python -m tests.load_record PATH``: the window's Load of one file, for tests that need it in a
process of its own (a FIFO or a link to /dev/zero would take the test process with it). Prints
``loaded`` or ``refused: <the one-line message>``; anything else escapes as a traceback."""

from __future__ import annotations

import sys

from canvas_table.app.autosave import load_game_file
from canvas_table.errors import RecordError

if __name__ == "__main__":
    try:
        load_game_file(sys.argv[1])
    except RecordError as err:
        print("refused:", err)
    else:
        print("loaded")
