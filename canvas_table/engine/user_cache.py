"""The platform's folder for a user's caches, where the art and the parsed card data are kept."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def cache_root() -> Path:
    """``~/Library/Caches`` on macOS, ``%LOCALAPPDATA%`` on Windows, else ``$XDG_CACHE_HOME`` or
    ``~/.cache``."""
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches"
    if sys.platform.startswith("win"):
        local = os.environ.get("LOCALAPPDATA")
        return Path(local) if local else Path.home() / "AppData" / "Local"
    xdg = os.environ.get("XDG_CACHE_HOME")
    return Path(xdg) if xdg else Path.home() / ".cache"
