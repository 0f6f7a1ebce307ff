"""Atomic file writes: a file is either the old version or the complete new one, never half."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` atomically: temp file in the same folder, fsync, replace."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    _fsync_folder(target.parent)


def atomic_write_json(path: str | os.PathLike[str], data: Any) -> None:
    """Write ``data`` as indented JSON (keys in insertion order), atomically."""
    atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move_aside(path: str | os.PathLike[str]) -> Path | None:
    """Rename a corrupt file to ``NAME.corrupt`` (``NAME.corrupt-2``, ``-3``... when taken), so that
    it can be looked at and nothing is lost; the new name, or None when it could not be moved."""
    path = Path(path)
    aside, n = path.with_name(path.name + ".corrupt"), 2
    while aside.exists() or aside.is_symlink():
        aside, n = path.with_name(f"{path.name}.corrupt-{n}"), n + 1
    try:
        os.replace(path, aside)
    except OSError:
        return None
    return aside
