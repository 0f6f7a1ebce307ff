"""The art cache: generated PNGs live in the user's cache folder, built on first start.

This module says where the folder is and whether it is complete; :func:`canvas_table.art.build.
ensure_art` fills it. Bump ``ART_VERSION`` whenever drawings change: the folder name carries it,
so a new version builds afresh beside the old one.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ART_VERSION = "2"
MANIFEST = "manifest.json"
ENV_DIR = "CANVAS_TABLE_ART_DIR"


def _platform_cache_root() -> Path:
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches"
    if sys.platform.startswith("win"):
        local = os.environ.get("LOCALAPPDATA")
        return Path(local) if local else Path.home() / "AppData" / "Local"
    xdg = os.environ.get("XDG_CACHE_HOME")
    return Path(xdg) if xdg else Path.home() / ".cache"


def art_cache_dir() -> Path:
    """Where the art lives: ``$CANVAS_TABLE_ART_DIR`` or ``<cache>/canvas-table/art-<version>``."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    return _platform_cache_root() / "canvas-table" / f"art-{ART_VERSION}"


def read_manifest(folder: Path) -> dict | None:
    """The folder's manifest, or None when missing, unreadable or of another art version."""
    try:
        data = json.loads((Path(folder) / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("art_version") != ART_VERSION:
        return None
    if not isinstance(data.get("files"), dict):
        return None
    return data


def is_complete(folder: Path) -> bool:
    """True when ``folder`` has a manifest of this art version and every file it lists."""
    data = read_manifest(folder)
    if data is None or not data["files"]:
        return False
    return all((Path(folder) / rel).is_file() for rel in data["files"])
