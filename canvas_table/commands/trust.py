"""``canvas-table fuzz`` and ``canvas-table killtest``: figures that say bad files and kill -9 lose nothing.

``fuzz --records N --seed S`` makes N mutated game records of every game from one seed: cut
short, values of the wrong type, huge and negative numbers (thousands of digits), nesting
bombs, other encodings (UTF-16, Latin-1, lone surrogates), unknown, duplicated and missing
keys, illegal actions at random places, odd names and seats, and a few files that are no record
at all (a FIFO, a link to /dev/zero, a folder, a file over the size limit). Each goes through
what ``canvas-table replay`` does and what the window's Load does, in worker processes watched
by a per-record timeout, and counts as one of:

- ``loaded``: both read it, it saves and reloads as the same game, and its bots exist;
- ``clean_error``: both refuse it with one line (exit code 2 and ``error: ...`` on stderr; a
  RecordError in the window);
- ``traceback``: every other end: an exception, a message of several lines, the command line
  and the window disagreeing, a loaded game that cannot be saved or reloaded, a worker that died;
- ``hang``: no answer within ``--timeout`` seconds (the worker is killed, the next record goes on).

``killtest --kills N`` starts a child process that plays games (bots, no window) and autosaves
after every action through the window's autosave, with ``CANVAS_TABLE_DATA_DIR`` set to a
temporary folder, and kills it (SIGKILL) at a random moment, N times. Each child starts as the
program does (it takes the data folder's lock, tidies what interrupted saves left, resumes the
autosave) and reports each save on a pipe once it is written. After each kill the autosave must
load (``unreadable`` counts those that do not); ``lost_actions`` counts actions reported saved
that the autosave lacks; ``temp_files_left`` counts temporary files of interrupted saves still
there once the next start has tidied up (the files are first aged by a day, as if that start came
later: a start leaves young ones alone, they may be a write in progress).

Both stop by themselves: a fixed number of records or kills, every wait bounded; no network.
The replay check runs the ``replay`` subcommand's own handler with the command line's error
handling (``cli.main`` itself cannot be imported here: the command line imports this module);
the tests run the real ``cli.main`` and the real program on the same mutants.
"""

from __future__ import annotations

from typing import Any

from canvas_table.commands.common import MAX_JOBS, MAX_SEED, add_bounded
from canvas_table.commands.fuzz import MAX_RECORDS, cmd_fuzz
from canvas_table.commands.killtest import MAX_KILLS, cmd_killtest


def register(subparsers: Any) -> None:
    """Add ``fuzz`` and ``killtest`` to the ``canvas-table`` parser."""
    fuzz = subparsers.add_parser("fuzz", help="put mutated game records through replay and Load")
    add_bounded(fuzz, "--records", 1, MAX_RECORDS, default=1000, help="how many mutated records")
    add_bounded(fuzz, "--seed", 0, MAX_SEED, default=1, help="the seed of the mutations")
    add_bounded(fuzz, "--timeout", 0.1, 3600.0, default=10.0, kind=float,
                help="seconds a record may take before it counts as a hang")
    add_bounded(fuzz, "--jobs", 0, MAX_JOBS, default=0, help="worker processes, 0: every core")
    fuzz.add_argument("--keep", metavar="DIR", help="copy every record that did not end cleanly into DIR")
    fuzz.add_argument("--json", action="store_true", help="as JSON")
    fuzz.set_defaults(func=cmd_fuzz)

    kill = subparsers.add_parser("killtest", help="kill -9 a playing process during autosaves")
    add_bounded(kill, "--kills", 1, MAX_KILLS, default=100, help="how many kills")
    add_bounded(kill, "--seed", 0, MAX_SEED, default=1, help="the seed of the kill moments")
    kill.add_argument("--json", action="store_true", help="as JSON")
    kill.set_defaults(func=cmd_killtest)


