"""Starting the window: the application, the icon, the first-start flow, or the smoke test."""

from __future__ import annotations

import argparse
import os

from PySide6.QtGui import QIcon

from canvas_table.app.application import make_app


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
    elif args.window_game:
        window.quick_start(args.window_game)
    else:
        window.first_start()
    return app.exec()
