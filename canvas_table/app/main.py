"""Starting the window: the Qt application, fonts, the first-start flow, the smoke test."""

from __future__ import annotations

import argparse
import os
import sys

from PySide6.QtGui import QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from canvas_table import __version__


def make_app() -> QApplication:
    """The QApplication (created once), with the shipped fonts loaded."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    app.setApplicationName("Canvas Table")
    app.setOrganizationName("Canvas Table")
    app.setApplicationVersion(__version__)
    from canvas_table.art import style

    for path in style.FONT_FILES:
        QFontDatabase.addApplicationFont(str(path))
    return app  # type: ignore[return-value]


def _app_icon() -> QIcon:
    from canvas_table.art.cache import art_cache_dir

    icon = QIcon()
    folder = art_cache_dir() / "app"
    for size in (16, 32, 48, 64, 128, 256):
        path = folder / f"icon_{size}.png"
        if path.is_file():
            icon.addFile(str(path))
    return icon


def run_window(args: argparse.Namespace) -> int:
    """Open the window (or run the smoke test); returns the exit code."""
    if args.smoke_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from canvas_table.app.smoke import run_smoke

        return run_smoke()
    app = make_app()
    app.setWindowIcon(_app_icon())
    from canvas_table.app.window import MainWindow

    window = MainWindow()
    screen = app.primaryScreen().availableGeometry()
    window.resize(round(screen.width() * 0.92), round(screen.height() * 0.9))
    if args.fullscreen or window.settings.fullscreen:
        window.showFullScreen()
    else:
        window.show()
    if args.load:
        if window.load_file(args.load) is not None:
            return 2
    elif not window.offer_resume():
        window.new_game_dialog()
    return app.exec()
