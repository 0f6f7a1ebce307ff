"""Saved games and the autosave: game records as JSON, written atomically, read with clear errors.

A corrupt or foreign autosave is never deleted: it is moved aside to ``autosave.corrupt-<n>.json``
and the error line says which file had which problem and where it was kept.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.app.paths import autosave_path, saves_dir
from canvas_table.engine.platform import Match
from canvas_table.engine.storage import atomic_write_json
from canvas_table.errors import RecordError
from canvas_table.i18n import _


def write_autosave(record: dict[str, Any]) -> None:
    """Replace the autosave with ``record`` (a game record, as ``Match.to_record()`` gives)."""
    atomic_write_json(autosave_path(), record)


def read_autosave() -> tuple[Match | None, str | None]:
    """The autosaved game, or ``(None, None)`` without one, or ``(None, error line)``.

    A file that cannot be replayed is moved aside (``autosave.corrupt-<n>.json``) so the next
    start does not trip on it again and nothing is lost.
    """
    path = autosave_path()
    if not path.exists():
        return None, None
    try:
        return load_game_file(path), None
    except RecordError as err:
        problem = str(err)
    aside = _move_aside(path)
    if aside is None:
        return None, _("{problem} (the file could not be moved aside)").format(problem=problem)
    return None, _("{problem} (kept as {file} in {folder})").format(problem=problem, file=aside.name,
                                                                     folder=aside.parent)


def clear_autosave() -> None:
    """Remove the autosave (after a finished game or a deliberate new game)."""
    with contextlib.suppress(FileNotFoundError):
        autosave_path().unlink()


def save_game(path: str | os.PathLike[str], game: Match) -> None:
    """Save ``game``'s record to ``path`` atomically."""
    atomic_write_json(path, game.to_record())


def load_game_file(path: str | os.PathLike[str]) -> Match:
    """Read and replay a saved game; any problem raises RecordError with a one-line message."""
    source = Path(path).name
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise RecordError(_("{file}: cannot be read: {error}").format(file=source,
                                                                       error=err.strerror or err)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(_("{file}: not a text file, so not a saved game").format(file=source)) from None
    try:
        return games.load_match_text(text, source)
    except RecordError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as err:
        line = " ".join(str(err).split()) or type(err).__name__
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


def _move_aside(path: Path) -> Path | None:
    """Rename ``path`` to the first free ``<stem>.corrupt-<n>.json``; None if that fails."""
    n = 1
    while True:
        aside = path.with_name(f"{path.stem}.corrupt-{n}.json")
        if not aside.exists():
            break
        n += 1
    try:
        os.replace(path, aside)
    except OSError:
        return None
    return aside
