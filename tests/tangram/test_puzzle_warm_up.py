"""The puzzle's modules and figures are read ahead of a first puzzle, only once the table has been
painted: on a slow or busy machine the warm-up (Shapely, NumPy) never delays the first paint."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from canvas_table.tangram.ui import overlay


def test_the_warm_up_waits_for_the_table_s_first_paint(qtbot, monkeypatch):
    warmed: list[bool] = []
    monkeypatch.setattr(overlay, "WARM_UP_MS", 0)
    monkeypatch.setattr(overlay, "_warm_up", lambda: warmed.append(True))
    view = QGraphicsView(QGraphicsScene())
    qtbot.addWidget(view)
    overlay.PuzzleHost(view, may_pause=lambda: True)
    QApplication.processEvents()  # a timer started at the host's making would have fired here
    assert warmed == []
    view.show()
    qtbot.waitUntil(lambda: warmed == [True])
    view.viewport().repaint()
    QApplication.processEvents()
    assert warmed == [True]  # once
