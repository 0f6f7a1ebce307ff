"""Session-wide test settings: Qt offscreen, and user folders that never touch the real ones."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_SANDBOX = tempfile.mkdtemp(prefix="canvas-table-tests-")
os.environ.setdefault("CANVAS_TABLE_DATA_DIR", os.path.join(_SANDBOX, "data"))
os.environ.setdefault("CANVAS_TABLE_CONFIG_DIR", os.path.join(_SANDBOX, "config"))
os.environ.setdefault("CANVAS_TABLE_ART_DIR", os.path.join(_SANDBOX, "no-art"))
