"""Parsed data files kept as JSON in the user's cache: a TOML file (the games' card data) is
parsed once, and read back the next times as JSON, which Python reads in a fraction of a
millisecond where its TOML reader takes some 8-10 ms of a start, its import included.

A kept copy holds the text it was parsed from and is used only for that very text (its name, a
checksum of the text, only finds it quickly), so an edited file is parsed afresh. A copy that
cannot be read (missing, corrupt, too large, another text) is parsed afresh and written again; one
that cannot be written (a full disk, a read-only cache) costs nothing but the speed. Only what
JSON holds as it is (text, numbers, true/false, lists, tables) is kept.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import stat
import zlib
from pathlib import Path
from typing import Any

from canvas_table.engine.user_cache import cache_root

ENV_DIR = "CANVAS_TABLE_PARSED_DIR"  # where the copies are kept, instead of the user's cache
KEPT_LIMIT = 4 * 1024 * 1024  # a kept copy larger than this is not read


def parsed_dir() -> Path:
    """Where parsed copies are kept: ``$CANVAS_TABLE_PARSED_DIR`` or ``<cache>/canvas-table/parsed``."""
    override = os.environ.get(ENV_DIR)
    return Path(override) if override else cache_root() / "canvas-table" / "parsed"


def kept_path(text: str, kind: str) -> Path:
    """The file that keeps the parse of ``text`` (a ``kind`` of file: ``toml``)."""
    encoded = text.encode("utf-8", "surrogatepass")
    return parsed_dir() / f"{kind}-{len(encoded):x}-{zlib.crc32(encoded):08x}.json"


def read_kept(text: str, kind: str) -> dict[str, Any] | None:
    """The kept parse of ``text``, or None when there is none to trust."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)  # a pipe put there must not keep us waiting
    try:
        with os.fdopen(os.open(kept_path(text, kind), flags), "rb") as kept:
            regular = stat.S_ISREG(os.fstat(kept.fileno()).st_mode)
            raw = kept.read(KEPT_LIMIT + 1) if regular else b""
        copy = json.loads(raw) if regular and len(raw) <= KEPT_LIMIT else None
    except (OSError, ValueError, RecursionError):  # missing, unreadable, not JSON, nested too deeply
        return None
    if not isinstance(copy, dict) or copy.get("text") != text or not isinstance(copy.get("data"), dict):
        return None
    return copy["data"]


def keep(text: str, kind: str, data: dict[str, Any]) -> None:
    """Keep ``data``, the parse of ``text``, if JSON holds it as it is; failing to is no error."""
    if not _plain(data):
        return
    from canvas_table.engine.storage import atomic_write_text

    # a full disk, a read-only cache, a text no file could hold: the next start parses it again
    with contextlib.suppress(OSError, UnicodeError):
        atomic_write_text(kept_path(text, kind), json.dumps({"text": text, "data": data}, ensure_ascii=False))


def _plain(value: Any) -> bool:
    """True when JSON gives ``value`` back equal and of the same types (no dates, no infinities)."""
    if isinstance(value, dict):
        return all(isinstance(key, str) and _plain(item) for key, item in value.items())
    if isinstance(value, list):
        return all(_plain(item) for item in value)
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or isinstance(value, (str, bool, int))
