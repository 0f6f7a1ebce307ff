"""Starting the window: the data folder's lock, the application, the icon, the first-start flow,
or the smoke test."""

from __future__ import annotations

import argparse
import gc
import logging
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from canvas_table.app.feature_check import answer_faster

answer_faster()  # before the window's modules are imported (see app.feature_check)

if TYPE_CHECKING:
    from canvas_table.app.window import MainWindow

log = logging.getLogger(__name__)
WORKER_DELAY_MS = 1000  # the bot worker starts this long after the window shows (the art first)


def _app_icon() -> QIcon:
    from canvas_table.art.cache import art_cache_dir

    icon = QIcon()
    folder = art_cache_dir() / "app"
    for size in (16, 32, 48, 64, 128, 256):
        path = folder / f"icon_{size}.png"
        if path.is_file():
            icon.addFile(str(path))
    return icon


def open_window(build_art: bool = True, finish: bool = True) -> MainWindow | None:
    """The window, made as a start makes it; None when the player chose to quit.

    The window that takes the data folder's lock owns the autosave and the settings: it tidies
    what interrupted saves left and may move a corrupt file aside. When another running window
    holds the lock, the player is asked: open read-only (it writes nothing), or quit. Without
    ``finish`` the window and the application are left for :func:`finish_start` to complete
    once the window shows.
    """
    from canvas_table.app import autosave
    from canvas_table.app.application import make_app
    from canvas_table.app.lock import OWNED, TAKEN, DataLock, ask_read_only
    from canvas_table.app.paths import user_data_dir
    from canvas_table.app.settings import read_settings

    lock = DataLock()
    state = lock.acquire()
    settings, problem = read_settings(repair=state != TAKEN)
    app = make_app(settings.language, dressed=finish)
    if finish:
        app.setWindowIcon(_app_icon())  # else once the window shows (finish_start)
    read_only = state == TAKEN
    if read_only and not ask_read_only(user_data_dir(), lock.holder()):
        return None
    if not read_only:
        for path in autosave.clean_stale_files():
            log.info("removed %s, left by an interrupted save", path)
    from canvas_table.app.window import MainWindow

    window = MainWindow(settings, build_art=build_art, read_only=read_only,
                        notices=[problem] if problem else (), finish=finish)
    window.data_lock = lock if state == OWNED else None
    return window


def finish_start(window: MainWindow, game_id: str | None = None) -> None:
    """What a start leaves until its window shows: the fonts, the art found by then, the theme,
    the window's menus, log and status line (the table then has its final size, so its faces
    are decoded and drawn once, at the size they are shown), the quick start of ``game_id`` if
    any, and once that table shows the application's icon and glibc's threshold for large
    blocks (:func:`~canvas_table.app.application.return_large_blocks`)."""
    from PySide6.QtWidgets import QApplication

    from canvas_table.app.application import load_fonts, return_large_blocks
    from canvas_table.app.theme import apply_theme

    app = QApplication.instance()
    load_fonts()
    window.take_found_art()
    apply_theme(app)  # type: ignore[arg-type]
    window.finish(game_id)
    if game_id is not None:
        window.quick_start(game_id)
    # its six sizes decoded for the window system: some 5 ms the table's first paint need not wait
    window.when_table_shows(lambda: app.setWindowIcon(_app_icon()))  # type: ignore[union-attr]
    # from the art thread, ctypes' import (some 6 ms of Python) competed with the table's start;
    # glibc may raise its threshold for the few faces freed before the table shows, and setting
    # it brings it back and stops its adjustment for the rest of the game
    window.when_table_shows(return_large_blocks)


def run_window(args: argparse.Namespace) -> int:
    """Open the window (or run the smoke test); returns the exit code.

    The window shows as soon as it exists (the table's mat); the rest of it, then the game,
    follow once it is on screen. The art is looked for meanwhile, off the GUI thread. Python's
    collections, which the command line pauses for a start, resume once the table shows.
    SIGTERM and SIGINT close the window as the player would, and the exit code is then 0
    (see :mod:`canvas_table.app.stop_signals`).
    """
    if args.smoke_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from canvas_table.app.smoke import run_smoke

        return run_smoke(load=args.load)
    window = open_window(build_art=False, finish=bool(args.load))
    if window is None:
        return 0
    from canvas_table.app.stop_signals import SignalWatch

    watch = SignalWatch(window)
    try:
        return _run(window, args)
    finally:
        watch.restore()


def _run(window: MainWindow, args: argparse.Namespace) -> int:
    """Show ``window``, load or start its game as ``args`` say, and run the event loop."""
    from PySide6.QtWidgets import QApplication

    from canvas_table.app.window_place import restore_place

    restore_place(window, window.settings)
    if args.fullscreen or window.settings.fullscreen:
        window.showFullScreen()
    else:
        window.show()
    # Looked for now, while the window system exposes the window: started before the window was
    # made, the thread's reading (Python, holding the interpreter's lock) slowed its making.
    window.art.start()
    if args.load:
        window.take_found_art()
        failed = window.load_file(args.load) is not None
        gc.enable()  # paused by the command line for the start
        if failed:
            window.close()  # lets the data folder go
            return 2
    else:
        def begin() -> None:
            from PySide6.QtCore import QTimer

            finish_start(window, args.window_game)
            window.when_table_shows(gc.enable)  # paused by the command line for the start
            # the bot worker starts while the person sets up a game, not when a bot must move
            QTimer.singleShot(WORKER_DELAY_MS, window, lambda: window.thinker.warm_up(window.kit.game_id))
            if not args.window_game:
                window.first_start()

        when_visible(window, begin)
    from canvas_table.app import launch_probe

    if launch_probe.wanted():  # canvas-table bench --gui times this start
        launch_probe.watch(window)
    return QApplication.exec()


def when_visible(window: QWidget, then: Callable[[], None], limit_ms: int = 2000) -> None:
    """Call ``then`` once ``window`` is on screen (or after ``limit_ms``): the window shows at
    once, and setting up the game, finding the art and asking questions follow."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    clock = QElapsedTimer()
    clock.start()
    timer = QTimer(window)

    def check() -> None:
        handle = window.windowHandle()
        if (handle is not None and handle.isExposed()) or clock.elapsed() > limit_ms:
            timer.stop()
            timer.deleteLater()
            then()

    timer.timeout.connect(check)
    timer.start(1)
