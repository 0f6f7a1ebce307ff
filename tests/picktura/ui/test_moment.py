"""The "Picktura!" moment's timer never outlives the table it shows on."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from shiboken6 import delete, isValid

from canvas_table.app.settings import Settings
from canvas_table.app.window import MainWindow
from tests.picktura.ui.conftest import ada_and, set_position


def test_a_window_closed_during_the_moment_leaves_no_timer_to_fire(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setattr("canvas_table.picktura.ui.board.MOMENT_MS", 60)  # 30 ms at speed 2
    window = MainWindow(Settings(animation_speed=2), build_art=False)
    window.resize(1600, 900)
    window.show()
    qtbot.waitExposed(window)
    match = ada_and("human")
    set_position(match, [[3, 4, 9, 49], [13, 14, 17, 21, 25]], [8], list(range(26, 45)), [[[1, 2]], []])
    window.start_game(match)
    board, view = window.board, window.view
    view.setFocus()
    for card in (3, 4):  # work 1's missing quarters, chosen with Space, laid on it with 1
        while board.focus is None or int(board.focus.key) != card:
            qtbot.keyClick(view, Qt.Key.Key_Tab)
        qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert window.controller.state.works[0] == [[1, 2, 3, 4]] and board.moment.isVisible()
    timers: list[QObject] = [*board.findChildren(QTimer), *board.moment.findChildren(QTimer)]
    assert any(timer.isActive() for timer in timers)  # the moment goes by itself at this speed
    window.close()
    window.thinker.cancel()
    window.thinker.wait()
    delete(window)  # the scene and its items go with the window; the board's Python object stays
    # the old timer fired into a deleted item here (an exception in the event loop fails the test)
    qtbot.waitUntil(lambda: all(not isValid(t) or not t.isActive() for t in timers), timeout=3000)
