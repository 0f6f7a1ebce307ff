"""Where the application keeps its files: the platform's folders, never the working folder.

Games (the autosave, saved games) live in the user data folder, the settings in the user config
folder. ``CANVAS_TABLE_DATA_DIR`` and ``CANVAS_TABLE_CONFIG_DIR`` override them (tests point them at
temporary folders). Asking for a folder creates it when it can; a folder that cannot be created
is still returned, and the reads and writes in it fail with the error the window shows.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

APP_NAME = "Canvas Table"
ENV_DATA_DIR = "CANVAS_TABLE_DATA_DIR"
ENV_CONFIG_DIR = "CANVAS_TABLE_CONFIG_DIR"
SETTINGS_FILE = "settings.json"
LOCK_FILE = "canvas-table.lock"


def _made(folder: Path) -> Path:
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def user_data_dir() -> Path:
    """The folder for the autosave, saved games and the window's lock (created if it can be)."""
    override = os.environ.get(ENV_DATA_DIR)
    return _made(Path(override).expanduser() if override else _platform_data_dir())


def user_config_dir() -> Path:
    """The folder for the settings (created if it can be)."""
    override = os.environ.get(ENV_CONFIG_DIR)
    return _made(Path(override).expanduser() if override else _platform_config_dir())


def _platform_dir(location: QStandardPaths.StandardLocation, fallback: Path) -> Path:
    """``location`` for the application name "Canvas Table" (no organisation folder)."""
    old_app, old_org = QCoreApplication.applicationName(), QCoreApplication.organizationName()
    try:
        QCoreApplication.setApplicationName(APP_NAME)
        QCoreApplication.setOrganizationName("")
        found = QStandardPaths.writableLocation(location)
    finally:
        QCoreApplication.setApplicationName(old_app)
        QCoreApplication.setOrganizationName(old_org)
    return Path(found) if found else fallback


def _platform_data_dir() -> Path:
    """QStandardPaths.AppDataLocation for "Canvas Table"."""
    return _platform_dir(QStandardPaths.StandardLocation.AppDataLocation,
                         Path.home() / ".local" / "share" / APP_NAME)


def _platform_config_dir() -> Path:
    """QStandardPaths.AppConfigLocation for "Canvas Table"."""
    return _platform_dir(QStandardPaths.StandardLocation.AppConfigLocation,
                         Path.home() / ".config" / APP_NAME)


def shown(path: str | os.PathLike[str]) -> str:
    """A path for a message: isolated left to right (Unicode LRI ... PDI), so that a path inside a
    Persian sentence keeps its slashes in place; invisible in a left-to-right text."""
    return f"\u2066{os.fspath(path)}\u2069"


def autosave_path() -> Path:
    """The autosave file, rewritten after every committed action."""
    return user_data_dir() / "autosave.json"


def saves_dir() -> Path:
    """The folder offered for saved games (created if it can be)."""
    return _made(user_data_dir() / "saves")


def settings_path() -> Path:
    """The settings file, in the config folder."""
    return user_config_dir() / SETTINGS_FILE


def old_settings_path() -> Path:
    """Where the settings were kept before they moved to the config folder."""
    return user_data_dir() / SETTINGS_FILE


def lock_path() -> Path:
    """The lock file of the window that owns the data folder."""
    return user_data_dir() / LOCK_FILE
