"""The player's settings, kept as JSON in the user data folder.

A missing file gives the defaults; a corrupt one gives the defaults too and is moved aside to
``settings.json.corrupt`` so it can be inspected; a field of the wrong type falls back to its default.
Nothing here raises on a bad file.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from canvas_table.app.paths import settings_path
from canvas_table.engine.storage import atomic_write_json

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


def load_settings() -> Settings:
    """The saved settings, or the defaults (a corrupt file is moved aside, nothing is raised)."""
    path = settings_path()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Settings()
    except OSError as err:
        log.warning("%s: cannot read the settings (%s); using the defaults", path, err.strerror)
        return Settings()
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except ValueError as err:  # UnicodeDecodeError and JSONDecodeError included
        aside = path.with_name(path.name + ".corrupt")
        with contextlib.suppress(OSError):
            os.replace(path, aside)
        log.warning("%s: corrupt settings (%s); moved to %s, using the defaults", path, err, aside.name)
        return Settings()
    return Settings.from_json(data)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically."""
    atomic_write_json(settings_path(), settings.to_json())
