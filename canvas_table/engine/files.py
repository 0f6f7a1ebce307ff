"""One reading path for every file the program opens: records, autosave, settings, card data, catalogues.

:func:`read_text` opens regular files only (a FIFO, a device or a folder is refused before it is
opened, so nothing hangs or grows without end), refuses files over a size limit, and decodes strict
UTF-8. :func:`parse_json` turns every way JSON can go wrong (syntax, truncation, nesting, numbers
of thousands of digits, NaN, a key given twice, a lone surrogate) into one line; :func:`parse_toml`
does the same for TOML. All raise :class:`FileProblem` naming the file; a caller re-raises it as its
own kind of error (RecordError, DataError...) with the same line. :func:`read_json_object` is the
whole path for a small JSON file holding one object (settings).
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

KB = 1024
MB = 1024 * KB
RECORD_LIMIT = 4 * MB
SETTINGS_LIMIT = 64 * KB
DATA_LIMIT = 1 * MB  # card data files and catalogues
MAX_DEPTH = 64  # JSON nesting deeper than this is refused (our files nest a few levels)
MAX_DIGITS = 100  # a JSON whole number longer than this is refused (seeds have at most 20 digits)

#: Why a file was refused (:attr:`FileProblem.kind`): a caller may treat some kinds apart, e.g.
#: settings use the defaults quietly when the file is ``missing`` but move a ``corrupt`` one aside.
MISSING, UNREADABLE, NOT_A_FILE, TOO_LARGE, CORRUPT = "missing", "unreadable", "not a file", "too large", \
    "corrupt"

__all__ = ["CORRUPT", "DATA_LIMIT", "MAX_DEPTH", "MAX_DIGITS", "MISSING", "NOT_A_FILE", "RECORD_LIMIT",
           "SETTINGS_LIMIT", "TOO_LARGE", "UNREADABLE", "FileProblem", "parse_json", "parse_toml",
           "read_json_object", "read_text"]


class FileProblem(ValueError):
    """A file that cannot be read as the program needs it; the message is one line.

    ``kind`` says why: ``missing`` (no such file), ``unreadable`` (permissions, I/O error),
    ``not a file`` (a folder, a device, a pipe), ``too large``, or ``corrupt`` (not UTF-8, not
    valid JSON or TOML, or not the shape the file must have).
    """

    def __init__(self, message: str, kind: str = CORRUPT) -> None:
        super().__init__(message)
        self.kind = kind


def _size(count: int) -> str:
    return f"{count / MB:.1f} MB" if count >= MB else f"{max(1, round(count / KB))} KB"


def read_text(path: str | os.PathLike[str], limit: int, source: str | None = None) -> str:
    """The UTF-8 text of the regular file ``path``, at most ``limit`` bytes; FileProblem otherwise."""
    name = source or Path(path).name
    try:
        info = os.stat(path)  # follows a link: a link to /dev/zero is a device
    except FileNotFoundError:
        raise FileProblem(f"{name}: no such file", MISSING) from None
    except (OSError, ValueError) as err:  # ValueError: a NUL byte in the name
        raise FileProblem(f"{name}: cannot be read: {_why(err)}", UNREADABLE) from None
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(f"{name}: {_what(info.st_mode)}, not a file", NOT_A_FILE)
    if info.st_size > limit:
        raise FileProblem(f"{name}: {_size(info.st_size)}, larger than the {_size(limit)} such a file may be",
                          TOO_LARGE)
    try:
        # O_NONBLOCK: should a pipe be swapped in after the stat, opening it does not wait for a writer
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as handle:
            mode = os.fstat(handle.fileno()).st_mode
            if not stat.S_ISREG(mode):
                raise FileProblem(f"{name}: {_what(mode)}, not a file", NOT_A_FILE)
            raw = handle.read(limit + 1)
    except OSError as err:
        raise FileProblem(f"{name}: cannot be read: {_why(err)}", UNREADABLE) from None
    if len(raw) > limit:  # it grew while we looked
        raise FileProblem(f"{name}: larger than the {_size(limit)} such a file may be", TOO_LARGE)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise FileProblem(f"{name}: not UTF-8 text (byte {err.start})") from None


def _what(mode: int) -> str:
    """What a path that is not a regular file is, in a few words."""
    if stat.S_ISDIR(mode):
        return "is a folder"
    if stat.S_ISFIFO(mode):
        return "is a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is a device"
    return "is a socket" if stat.S_ISSOCK(mode) else "is something other than a file"


def _why(err: Exception) -> str:
    return getattr(err, "strerror", None) or str(err) or type(err).__name__


class _Refused(ValueError):
    """A value the JSON hooks refuse; its message is the second half of the line."""


def _no_constant(name: str) -> Any:
    raise _Refused(f"{name} is not a number JSON allows")


def _whole_number(digits: str) -> int:
    count = len(digits.lstrip("-"))
    if count > MAX_DIGITS:
        raise _Refused(f"a number of {count} digits (at most {MAX_DIGITS} are read)")
    return int(digits)


def _real_number(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Refused(f"the number {text[:20]}{'...' if len(text) > 20 else ''} is too large")
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise _Refused(f"the key {_brief(key)} appears twice in one object")
            seen.add(key)
    return data


def _brief(text: str, limit: int = 40) -> str:
    shown = repr(text if len(text) <= limit else text[:limit] + "...")
    return shown.encode("utf-8", "backslashreplace").decode("utf-8")


# a string (closed or not) or one bracket: brackets inside strings do not nest anything
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def _check_depth(text: str, source: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH before the recursive parser meets a [[[[... bomb."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    depth = 0
    for match in _TOKENS.finditer(text):
        char = match.group()[0]
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, match.start()) + 1
                raise FileProblem(f"{source}: nested more than {MAX_DEPTH} levels deep (line {line})")
        elif char in "]}":
            depth -= 1


def _check_text(value: Any, source: str) -> None:
    """Every string (keys too) must be text that UTF-8 can hold: no lone surrogate from ``\\ud800``."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            strings = [item]
        elif isinstance(item, dict):
            strings = list(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
            continue
        else:
            continue
        for text in strings:
            try:
                text.encode("utf-8")
            except UnicodeEncodeError as err:
                code = ord(text[err.start])
                raise FileProblem(f"{source}: a text holds a lone surrogate (\\u{code:04x}), "
                                  "which is not a character") from None


def parse_json(text: str, source: str) -> Any:
    """Parse JSON text; FileProblem with one line for every failure.

    Refused besides syntax errors: nesting deeper than :data:`MAX_DEPTH`, whole numbers longer than
    :data:`MAX_DIGITS` digits, NaN and Infinity, numbers too large for a float, a key given twice in
    one object, and strings holding a lone surrogate (they could not be written back as UTF-8).
    """
    _check_depth(text, source)
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_int=_whole_number,
                          parse_float=_real_number, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as err:
        ended_early = err.pos >= len(text.rstrip()) or err.msg.startswith("Unterminated string")
        problem = "truncated" if ended_early else "not valid JSON"
        raise FileProblem(f"{source}: {problem} (line {err.lineno}, column {err.colno})") from None
    except _Refused as err:
        raise FileProblem(f"{source}: {err}") from None
    except RecursionError:
        raise FileProblem(f"{source}: nested too deeply") from None
    except ValueError as err:  # anything else the parser refuses, in its first line
        first = str(err).split(";")[0].split("\n")[0]
        raise FileProblem(f"{source}: {first}") from None
    if _SURROGATE_ESCAPE.search(text) or not _is_utf8(text):  # escaped, or given as a str already
        _check_text(data, source)
    return data


def _is_utf8(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse_toml(text: str, source: str) -> dict[str, Any]:
    """Parse TOML text; FileProblem with one line for every failure (deep nesting, huge numbers too).

    The same text parsed before is read back from its kept copy (:mod:`canvas_table.engine.parse_cache`)."""
    from canvas_table.engine import parse_cache

    kept = parse_cache.read_kept(text, "toml")
    if kept is not None:
        return kept
    data = _parse_toml(text, source)
    parse_cache.keep(text, "toml", data)
    return data


def _parse_toml(text: str, source: str) -> dict[str, Any]:
    import tomllib  # here: a window shows before any card data is read

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise FileProblem(f"{source}: not valid TOML: {str(err).splitlines()[0]}") from None
    except RecursionError:
        raise FileProblem(f"{source}: not valid TOML: nested too deeply") from None
    except ValueError as err:  # a whole number of thousands of digits
        digits = re.search(r"value has (\d+) digits", str(err))
        problem = f"a number of {digits.group(1)} digits" if digits else str(err).split(";")[0]
        raise FileProblem(f"{source}: not valid TOML: {problem}") from None


def read_json_object(path: str | os.PathLike[str], limit: int, source: str | None = None) -> dict[str, Any]:
    """The JSON object in the regular file ``path`` (at most ``limit`` bytes); FileProblem otherwise."""
    name = source or Path(path).name
    data = parse_json(read_text(path, limit, name), name)
    if not isinstance(data, dict):
        raise FileProblem(f"{name}: should hold a JSON object {{...}}, not {_json_kind(data)}")
    return data


def _json_kind(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int | float):
        return "a number"
    return "a list" if isinstance(value, list) else "a string"
