"""Python's collections wait while a start of the window sets up its table."""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QApplication

from canvas_table import cli
from canvas_table.app import main
from canvas_table.app.window import MainWindow


def test_a_start_pauses_python_collections_until_its_table_shows(qtbot, tmp_path, monkeypatch):
    """The command line pauses them for a start (it makes many objects and frees few); a start
    that never turned them back on would grow for the whole game."""
    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    begin = []
    monkeypatch.setattr(main, "when_visible", lambda window, then: begin.append(then))
    monkeypatch.setattr(QApplication, "exec", staticmethod(lambda: 0))  # returns once shown
    try:
        assert cli.main(["--game", "canvas"]) == 0
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
        qtbot.addWidget(window)
        assert not gc.isenabled()  # the window shows; its game is not set up yet
        begin[0]()  # the window is on screen: the rest of the start
        qtbot.waitUntil(lambda: not window.view.holding and window.controller is not None)
        qtbot.waitUntil(gc.isenabled)
        window.close()  # lets the data folder's lock go
    finally:
        gc.enable()
