"""Saved games and the autosave: game records as JSON, written atomically, read with clear errors.

Every file is read through :mod:`canvas_table.engine.files` (a regular file of at most 4 MB,
strict UTF-8, checked JSON), so a pipe, a link to a device, a nesting bomb or a huge number is a
one-line error like any other. A corrupt or foreign autosave is never deleted: it is moved aside
to ``autosave.corrupt-<n>.json`` and the error line says which file had which problem and where it
was kept. Writes raise OSError (or ValueError for text UTF-8 cannot hold); the window shows them.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.app.paths import autosave_path, saves_dir, shown, user_config_dir, user_data_dir
from canvas_table.engine.files import RECORD_LIMIT, FileProblem, read_text
from canvas_table.engine.platform import Match
from canvas_table.engine.storage import atomic_write_json
from canvas_table.errors import DataError, RecordError
from canvas_table.i18n import _

STALE_TEMP_SECONDS = 60.0  # an atomic write takes milliseconds: an older temp file was interrupted


def write_autosave(record: dict[str, Any]) -> None:
    """Replace the autosave with ``record`` (a game record, as ``Match.to_record()`` gives)."""
    atomic_write_json(autosave_path(), record)


def read_autosave(repair: bool = True) -> tuple[Match | None, str | None]:
    """The autosaved game, or ``(None, None)`` without one, or ``(None, error line)``.

    A file that cannot be replayed is moved aside (``autosave.corrupt-<n>.json``) so the next
    start does not trip on it again and nothing is lost; with ``repair`` false (a read-only
    window) it stays where it is. A folder in its place stays too.
    """
    path = autosave_path()
    if not (path.exists() or path.is_symlink()):
        return None, None
    try:
        return load_game_file(path), None
    except DataError as err:  # the program's card data is broken, not the autosave
        return None, str(err)
    except RecordError as err:
        problem = str(err)
    if not repair or path.is_dir():
        return None, problem
    aside = _move_aside(path)
    if aside is None:
        return None, _("{problem} (the file could not be moved aside)").format(problem=problem)
    return None, _("{problem} (kept as {file} in {folder})").format(problem=problem, file=aside.name,
                                                                     folder=shown(aside.parent))


def clear_autosave() -> None:
    """Remove the autosave (after a finished game or a deliberate new game)."""
    with contextlib.suppress(FileNotFoundError):
        autosave_path().unlink()


def save_game(path: str | os.PathLike[str], game: Match) -> None:
    """Save ``game``'s record to ``path`` atomically."""
    atomic_write_json(path, game.to_record())


def load_game_file(path: str | os.PathLike[str]) -> Match:
    """Read and replay a saved game; any problem of the file raises RecordError with one line.

    A broken card data file of the program raises DataError (it is not the record's fault).
    """
    source = Path(path).name
    try:
        text = read_text(path, RECORD_LIMIT, source)
    except FileProblem as err:
        raise RecordError(str(err)) from None
    try:
        return games.load_match_text(text, source)
    except (RecordError, DataError):
        raise
    except (ValueError, KeyError, TypeError, AttributeError, IndexError, RecursionError) as err:
        line = " ".join(str(err).split())[:200] or type(err).__name__
        message = _("{file}: not a valid game record: {error}").format(file=source, error=line)
        raise RecordError(message) from None


def default_save_path(game_name: str) -> Path:
    """A fresh file name in the saves folder, from the game's name and the current local time."""
    stamp = time.strftime("%Y-%m-%d %H.%M.%S")
    path = saves_dir() / f"{game_name} {stamp}.json"
    n = 2
    while path.exists():
        path = saves_dir() / f"{game_name} {stamp} ({n}).json"
        n += 1
    return path


def folder_problem(folder: Path | None = None) -> str | None:
    """None when a file can be written in ``folder`` (the data folder), else the reason (one line)."""
    folder = user_data_dir() if folder is None else folder
    try:
        fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
    except OSError as err:
        return err.strerror or str(err)
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(probe)
    return None


def clean_stale_files(max_age: float = STALE_TEMP_SECONDS, now: float | None = None) -> list[Path]:
    """Remove the temporary files of interrupted atomic writes (``.<name>.<random>.tmp``) older than
    ``max_age`` seconds from the data, saves and config folders; returns what was removed.

    A write in progress (in this window or another) is younger than that, so it is never touched.
    """
    now = time.time() if now is None else now
    removed = []
    for folder in {user_data_dir(), user_data_dir() / "saves", user_config_dir()}:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
                continue
            try:
                if not entry.is_file(follow_symlinks=False) or \
                        now - entry.stat(follow_symlinks=False).st_mtime < max_age:
                    continue
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed


def _move_aside(path: Path) -> Path | None:
    """Rename ``path`` to the first free ``<stem>.corrupt-<n>.json``; None if that fails."""
    n = 1
    while True:
        aside = path.with_name(f"{path.stem}.corrupt-{n}.json")
        if not (aside.exists() or aside.is_symlink()):
            break
        n += 1
    try:
        os.replace(path, aside)
    except OSError:
        return None
    return aside
