"""One reading path for every file the program opens: records, autosave, settings, card data, catalogues.

:func:`read_text` opens regular files only (a FIFO, a device or a folder is refused before it is
opened, so nothing hangs or grows without end), refuses files over a size limit, and decodes strict
UTF-8. :func:`parse_json` turns every way JSON can go wrong (syntax, truncation, nesting, numbers
of thousands of digits, NaN) into one line. Both raise :class:`FileProblem` naming the file; a
caller re-raises it as its own kind of error (RecordError, DataError...) with the same line.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

KB = 1024
MB = 1024 * KB
RECORD_LIMIT = 4 * MB
SETTINGS_LIMIT = 64 * KB
DATA_LIMIT = 1 * MB  # card data files and catalogues
MAX_DEPTH = 64  # JSON nesting deeper than this is refused (our files nest a few levels)


class FileProblem(ValueError):
    """A file that cannot be read as the program needs it; the message is one line."""


def _size(count: int) -> str:
    return f"{count / MB:.1f} MB" if count >= MB else f"{max(1, round(count / KB))} KB"


def read_text(path: str | os.PathLike[str], limit: int, source: str | None = None) -> str:
    """The UTF-8 text of the regular file ``path``, at most ``limit`` bytes; FileProblem otherwise."""
    name = source or Path(path).name
    try:
        info = os.stat(path)  # follows a link: a link to /dev/zero is a device
    except FileNotFoundError:
        raise FileProblem(f"{name}: no such file") from None
    except OSError as err:
        raise FileProblem(f"{name}: cannot be read: {err.strerror or err}") from None
    if stat.S_ISDIR(info.st_mode):
        raise FileProblem(f"{name}: is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(f"{name}: not a regular file (a device, a pipe or a socket)")
    if info.st_size > limit:
        raise FileProblem(f"{name}: {_size(info.st_size)}, larger than the {_size(limit)} such a file may be")
    try:
        with open(path, "rb") as handle:
            raw = handle.read(limit + 1)
    except OSError as err:
        raise FileProblem(f"{name}: cannot be read: {err.strerror or err}") from None
    if len(raw) > limit:  # it grew while we looked
        raise FileProblem(f"{name}: larger than the {_size(limit)} such a file may be")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise FileProblem(f"{name}: not UTF-8 text (byte {err.start})") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json(text: str, source: str) -> Any:
    """Parse JSON text; FileProblem with one line for every failure, nesting and huge numbers too."""
    depth = 0
    for char in text:  # before the recursive parser meets a [[[[... bomb; brackets in strings
        # count too, which only our short names could hold, never 64 deep
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise FileProblem(f"{source}: nested more than {MAX_DEPTH} levels deep")
        elif char in "]}":
            depth -= 1
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        ended_early = err.pos >= len(text.rstrip()) or err.msg.startswith("Unterminated string")
        problem = "truncated" if ended_early else "not valid JSON"
        raise FileProblem(f"{source}: {problem} (line {err.lineno}, column {err.colno})") from None
    except RecursionError:
        raise FileProblem(f"{source}: nested too deeply") from None
    except ValueError as err:  # a number of thousands of digits, NaN, Infinity
        first = str(err).split(";")[0].split("\n")[0]
        raise FileProblem(f"{source}: {first}") from None
