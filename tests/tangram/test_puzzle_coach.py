"""The guided first puzzle: drag, then turn, then flip, each lesson gone once done, remembered once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canvas_table.tangram.figures import figures
from canvas_table.tangram.ui.puzzle_coach import PARALLELOGRAM
from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel
from tests.tangram.puzzle_driver import FakeTime, drag, on_screen, piece_point, wheel


def test_the_lessons_follow_what_the_player_does(qtbot):
    panel = PuzzlePanel(speed=0, source=FakeTime())
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    panel.show()
    coached: list[bool] = []
    panel.coached.connect(lambda: coached.append(True))
    panel.start(figures()["orange-1"], coach=True)
    coach = panel.coach
    assert coach.isVisible() and coach.heading == "Drag a piece"
    wheel(panel, piece_point(panel, 1), 1)  # turning first does not skip the dragging lesson
    assert coach.heading == "Drag a piece"
    drag(panel, piece_point(panel, 0), on_screen(panel, 0.7, 0.7))
    assert coach.heading == "Turn a piece"
    wheel(panel, piece_point(panel, 0), 1)
    assert coach.heading == "Flip the parallelogram"
    assert coach.targets[0].contains(panel.view.mapToScene(piece_point(panel, PARALLELOGRAM)))
    assert coached == []
    QTest.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      piece_point(panel, PARALLELOGRAM))
    assert not coach.isVisible() and coached == [True] and panel.coach is None
    wheel(panel, piece_point(panel, 0), 1)
    assert coached == [True]


def test_without_the_coach_no_callout_shows(qtbot):
    panel = PuzzlePanel(speed=0, source=FakeTime())
    qtbot.addWidget(panel)
    panel.start(figures()["orange-1"])
    assert panel.coach is None


def test_the_lessons_sit_below_the_stage_and_the_scene_shrinks_back_after(qtbot):
    from canvas_table.tangram.ui.puzzle_items import stage_rect

    panel = PuzzlePanel(speed=0, source=FakeTime())
    qtbot.addWidget(panel)
    panel.start(figures()["orange-1"], coach=True)
    assert panel.scene.sceneRect().contains(panel.coach.bubble)
    assert panel.coach.bubble.top() > stage_rect().bottom()  # never over the figure
    panel.start(figures()["orange-2"])
    assert panel.scene.sceneRect() == stage_rect()
