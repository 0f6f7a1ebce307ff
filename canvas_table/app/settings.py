"""The player's settings, kept as JSON in the user config folder.

A missing file gives the defaults; a file that cannot be read gives the defaults too, with a line
saying why, and a corrupt one (bad JSON, too large, not UTF-8, a pipe or a device in its place) is
moved aside to ``settings.json.corrupt`` so it can be inspected; a field of the wrong type falls
back to its default. Settings kept in the data folder by older versions are moved here once.
Nothing here raises on a bad file or a failed save: both come back as a line for the window.
"""

from __future__ import annotations

import logging
import math
import shutil
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from canvas_table.app.paths import old_settings_path, settings_path, shown
from canvas_table.engine.files import MISSING, SETTINGS_LIMIT, UNREADABLE, FileProblem, read_json_object
from canvas_table.engine.storage import atomic_write_json, move_aside
from canvas_table.i18n import _

SETTINGS_VERSION = 1
ANIMATION_SPEEDS: dict[str, float] = {"Instant": 0.0, "Slow": 0.5, "Normal": 1.0, "Fast": 2.0}
MAX_ANIMATION_SPEED = 4.0

log = logging.getLogger(__name__)


@dataclass
class Settings:
    """What the player chose in the settings dialog, plus the last new-game choices."""

    animation_speed: float = 1.0  # 0 instant, 0.5 slow, 1 normal, 2 fast
    fullscreen: bool = False
    confirm_commit: bool = False
    language: str = ""  # "" follows the system
    last_new_game: dict[str, Any] = field(default_factory=dict)
    tutorial_offered: bool = False  # the guided first game was offered once, on the first start
    tangram_coached: bool = False  # the tangram puzzle's lessons (drag, turn, flip) have been shown
    window_geometry: str = ""  # the window's size and place, as Qt saves them (base64)
    window_docks: str = ""  # the docks' sizes and visibility, as Qt saves them (base64)

    def to_json(self) -> dict[str, Any]:
        """The settings as a JSON object, with a schema version."""
        return {"schema_version": SETTINGS_VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Settings from a JSON object; unknown keys are ignored, bad values take the default."""
        settings = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(settings, f.name)
            if f.name == "animation_speed":
                if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
                    settings.animation_speed = min(max(float(value), 0.0), MAX_ANIMATION_SPEED)
            elif type(value) is type(default):
                setattr(settings, f.name, value)
        return settings


def read_settings(repair: bool = True) -> tuple[Settings, str | None]:
    """The saved settings (or the defaults) and a line saying what went wrong, if anything did.

    With ``repair`` (the window that owns the data folder), settings left in the data folder by an
    older version are moved to the config folder, and a corrupt file is moved aside; a read-only
    window changes nothing.
    """
    path = settings_path()
    if repair:
        path = _move_old_settings(path)
    elif not _exists(path) and _exists(old_settings_path()):
        path = old_settings_path()
    try:
        return Settings.from_json(read_json_object(path, SETTINGS_LIMIT, path.name)), None
    except FileProblem as problem:
        if problem.kind == MISSING or not path.parent.is_dir():  # no file, or no folder to hold one
            return Settings(), None
        if problem.kind == UNREADABLE or path.is_dir() or not repair:
            return Settings(), _("The settings could not be read ({problem}); the defaults apply.").format(
                problem=problem)
        aside = move_aside(path)
        if aside is None:
            return Settings(), _("The settings could not be read ({problem}); the defaults apply.").format(
                problem=problem)
        return Settings(), _("The settings could not be read ({problem}); the file is kept as {file} "
                             "in {folder}, and the defaults apply.").format(
            problem=problem, file=aside.name, folder=shown(aside.parent))


def load_settings() -> Settings:
    """The saved settings, or the defaults (a problem is logged; nothing is raised)."""
    settings, problem = read_settings()
    if problem:
        log.warning("%s", problem)
    return settings


def save_settings(settings: Settings) -> str | None:
    """Write the settings atomically; None, or a line saying why they could not be saved."""
    path = settings_path()
    try:
        atomic_write_json(path, settings.to_json())
    except (OSError, ValueError) as err:
        error = getattr(err, "strerror", None) or str(err)
        log.warning("%s: cannot save the settings: %s", path, error)
        return _("The settings could not be saved to {file} in {folder} ({error}); they apply until "
                 "you quit.").format(file=path.name, folder=shown(path.parent), error=error)
    return None


def _exists(path: Path) -> bool:
    return path.exists() or path.is_symlink()


def _move_old_settings(path: Path) -> Path:
    """Move the data folder's settings (older versions kept them there) to ``path``, once.

    Returns the file to read: ``path``, or the old one should it not move.
    """
    old = old_settings_path()
    if old == path or _exists(path) or not old.is_file() or old.is_symlink():
        return path
    try:
        shutil.move(old, path)  # a rename, or a copy when the folders are on different disks
    except OSError as err:
        log.warning("%s: could not move the settings to %s: %s", old, path.parent, err)
        return old
    return path
