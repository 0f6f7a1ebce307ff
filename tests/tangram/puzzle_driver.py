"""Driving the puzzle like a person: the mouse and the wheel on the view's viewport, the keys on the view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canvas_table.tangram.pieces import Placement, placed_points
from canvas_table.tangram.ui.puzzle_items import to_scene
from canvas_table.tangram.ui.puzzle_layout import middle
from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel


class FakeTime:
    """A time source the test moves by hand (seconds)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def shown_panel(qtbot, width: int, height: int) -> PuzzlePanel:
    """A puzzle panel on screen at ``width`` x ``height``, its clock on a FakeTime (``fake_time``)
    and no animations."""
    clock = FakeTime()
    widget = PuzzlePanel(speed=0, source=clock)
    widget.fake_time = clock
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def on_screen(panel: PuzzlePanel, x: float, y: float) -> QPoint:
    """The viewport pixel of a point in the figure's coordinates."""
    return panel.view.mapFromScene(to_scene(x, y, panel.scene.centre))


def piece_point(panel: PuzzlePanel, index: int) -> QPoint:
    """The viewport pixel of a piece's middle (inside it: every piece is convex)."""
    return on_screen(panel, *middle(panel.scene.pieces[index].placement))


def wheel(panel: PuzzlePanel, at: QPoint, notches: int) -> None:
    """Roll the mouse wheel over ``at`` (positive: away from the person)."""
    viewport = panel.view.viewport()
    for _ in range(abs(notches)):
        event = QWheelEvent(QPointF(at), QPointF(viewport.mapToGlobal(at)), QPoint(0, 0),
                            QPoint(0, 120 if notches > 0 else -120), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport, event)


def drag(panel: PuzzlePanel, start: QPoint, end: QPoint, steps: int = 8) -> None:
    """Press the left button at ``start``, move to ``end`` in steps, release there."""
    viewport = panel.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * (k / steps))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def turns_needed(now: Placement, goal: Placement) -> int:
    """Wheel notches (45 degrees counter-clockwise each) from ``now``'s turn to ``goal``'s."""
    return ((goal.rotation - now.rotation) % 360) // 45


def place_with_mouse(panel: PuzzlePanel, index: int, goal: Placement) -> None:
    """Flip (double-click) if needed, turn with the wheel, then drag piece ``index`` onto ``goal``."""
    viewport = panel.view.viewport()
    if panel.scene.pieces[index].placement.flipped != goal.flipped:
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                          piece_point(panel, index))
    wheel(panel, piece_point(panel, index), turns_needed(panel.scene.pieces[index].placement, goal))
    drag(panel, piece_point(panel, index), on_screen(panel, *middle(goal)))


def scene_corners(panel: PuzzlePanel, index: int) -> list[float]:
    """The corners of piece ``index`` as the scene draws them (scene units, x y x y ...)."""
    item = panel.scene.pieces[index]
    polygon = item.mapToScene(item.path).toFillPolygon()
    return [v for p in list(polygon)[:-1] for v in (p.x(), p.y())]


def expected_corners(panel: PuzzlePanel, placement: Placement) -> list[float]:
    """Where ``placement``'s corners belong on the scene (x y x y ...)."""
    points = (to_scene(x, y, panel.scene.centre) for x, y in placed_points(placement))
    return [v for p in points for v in (p.x(), p.y())]
