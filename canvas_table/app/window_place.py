"""The window's size, place and docks, remembered from one session to the next.

Qt's own ``saveGeometry``/``saveState`` blobs are kept in the settings as base64 text. A blob that
is not valid base64 or that Qt refuses is ignored: the window then opens at its default size.
"""

from __future__ import annotations

import binascii

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QApplication, QMainWindow

from canvas_table.app.settings import Settings


def remember_place(window: QMainWindow, settings: Settings) -> None:
    """Keep the window's geometry and dock layout in ``settings`` (not yet written)."""
    settings.window_geometry = bytes(window.saveGeometry().toBase64().data()).decode("ascii")
    settings.window_docks = bytes(window.saveState().toBase64().data()).decode("ascii")


def _blob(text: str) -> QByteArray | None:
    try:
        raw = binascii.a2b_base64(text.encode("ascii"))
    except (binascii.Error, UnicodeEncodeError):
        return None
    return QByteArray(raw) if raw else None


def restore_place(window: QMainWindow, settings: Settings) -> bool:
    """Give the window its remembered geometry and docks; False (and a default size) when there
    is none or Qt refuses it."""
    geometry = _blob(settings.window_geometry)
    if geometry is None or not window.restoreGeometry(geometry):
        screen = QApplication.primaryScreen().availableGeometry()
        window.resize(round(screen.width() * 0.92), round(screen.height() * 0.9))
        return False
    docks = _blob(settings.window_docks)
    if docks is not None:
        window.restoreState(docks)
    return True
