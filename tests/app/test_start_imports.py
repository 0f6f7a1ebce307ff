"""What a start of the window leaves unloaded. Into any game, none of the heavy libraries its
table does not draw with: NumPy, Pillow and Shapely (the art's drawing tools, the tangram
geometry) cost a start some 100 ms each, and are loaded when a build or a first puzzle needs
them; nor the modules of the close-ups' and the end's records (some 3 ms each, made by
dataclasses), loaded when one is shown. And before its first frame, none of the table's pieces."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from canvas_table.games import GAME_IDS

START = """
import sys
from PySide6.QtCore import QTimer
from canvas_table.app.main import finish_start, open_window
window = open_window(build_art=False, finish=False)
window.show()
finish_start(window, sys.argv[1])
UNLOADED = ("numpy", "PIL", "shapely", "canvas_table.table.closeup", "canvas_table.table.kit")


def shown():  # the table is painted, and what waited for it has run
    print(" ".join(name for name in UNLOADED if name in sys.modules))
    window.close()


window.when_table_shows(lambda: QTimer.singleShot(0, shown))
from PySide6.QtWidgets import QApplication
QApplication.exec()
assert window.board is not None and window.controller is not None
"""


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_start_into_a_game_loads_neither_numpy_pillow_shapely_nor_the_close_ups(tmp_path, game_id):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "CANVAS_TABLE_DATA_DIR": str(tmp_path / "data"),
           "CANVAS_TABLE_CONFIG_DIR": str(tmp_path / "config"),
           "CANVAS_TABLE_ART_DIR": str(tmp_path / "no-art")}
    done = subprocess.run([sys.executable, "-c", START, game_id], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == ""  # the names of those loaded


FIRST_FRAME = """
import sys
from PySide6 import QtCore
from PySide6.QtWidgets import QApplication
from canvas_table.app.main import open_window
window = open_window(build_art=False, finish=False)
window.show()
while not window.windowHandle().isExposed():
    QApplication.processEvents()
window.view.viewport().repaint()
print(" ".join(name for name in ("canvas_table.table.items", "canvas_table.table.painted",
                                 "canvas_table.table.faces", "canvas_table.table.pieces")
               if name in sys.modules), "Qt" in vars(QtCore))
"""


def test_the_window_s_first_frame_loads_none_of_the_table_s_pieces_nor_qt_s_namespace(tmp_path):
    """The first frame is the mat: the cards' and painted items' modules (some 8 ms) load once
    the window shows, with the first board, and so do Qt's namespace of enums (``Qt``, some
    25 ms to make) in a start left to right."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "CANVAS_TABLE_DATA_DIR": str(tmp_path / "data"),
           "CANVAS_TABLE_CONFIG_DIR": str(tmp_path / "config")}
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["False"]  # the names of those loaded, then whether Qt was made
