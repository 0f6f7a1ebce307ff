"""Where the application keeps its files: the platform's user data folder, never the working folder.

``CANVAS_TABLE_DATA_DIR`` overrides the folder (tests point it at a temporary folder).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

APP_NAME = "Canvas Table"
ENV_DATA_DIR = "CANVAS_TABLE_DATA_DIR"


def user_data_dir() -> Path:
    """The folder for settings, autosave and saves (created if missing)."""
    override = os.environ.get(ENV_DATA_DIR)
    folder = Path(override).expanduser() if override else _platform_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _platform_data_dir() -> Path:
    """QStandardPaths.AppDataLocation for the application name "Canvas Table"."""
    old_app, old_org = QCoreApplication.applicationName(), QCoreApplication.organizationName()
    try:
        QCoreApplication.setApplicationName(APP_NAME)
        QCoreApplication.setOrganizationName("")
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        QCoreApplication.setApplicationName(old_app)
        QCoreApplication.setOrganizationName(old_org)
    if location:
        return Path(location)
    return Path.home() / ".local" / "share" / APP_NAME


def autosave_path() -> Path:
    """The autosave file, rewritten after every committed action."""
    return user_data_dir() / "autosave.json"


def saves_dir() -> Path:
    """The folder offered for saved games (created if missing)."""
    folder = user_data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def settings_path() -> Path:
    """The settings file."""
    return user_data_dir() / "settings.json"
