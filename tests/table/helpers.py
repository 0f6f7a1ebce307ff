"""Driving the table with real mouse events on the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt

from canvas_table.app.window import MainWindow
from canvas_table.table.items import CardItem


def to_view(window: MainWindow, scene_point: QPointF) -> QPoint:
    """A scene point in viewport pixels."""
    return window.view.mapFromScene(scene_point)


def centre(item: CardItem) -> QPointF:
    """The scene centre of a card."""
    return item.mapRectToScene(item.card_rect()).center()


def drag(qtbot, window: MainWindow, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start``, move in steps to ``end`` and release, on the viewport."""
    viewport = window.view.viewport()
    a, b = to_view(window, start), to_view(window, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, steps + 1):
        p = a + (b - a) * k / steps
        qtbot.mouseMove(viewport, QPoint(round(p.x()), round(p.y())))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def card(window: MainWindow, card_id: int) -> CardItem:
    """The table item of an art card."""
    assert window.board is not None
    return window.board.cards[card_id]


def focus_card(qtbot, window: MainWindow, card: int, key: Qt.Key = Qt.Key.Key_Right) -> None:
    """Move the keyboard focus to ``card`` with ``key`` (an arrow, or Tab), as a player would."""
    board = window.board
    for _ in range(len(board.focus_order()) + 1):
        if board.focus is not None and int(board.focus.key) == card:
            return
        qtbot.keyClick(window.view, key)
    raise AssertionError(f"card {card} never got the focus")
