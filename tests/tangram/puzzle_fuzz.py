"""Random gestures on a tangram puzzle (the table's or the practice's), each checked: the pieces are
drawn where their placements say, none is left lifted, and a solve with the mouse ends it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from canvas_table.engine.rng import Rng
from canvas_table.tangram.ui.puzzle_items import to_scene
from canvas_table.tangram.ui.puzzle_layout import HALF_HEIGHT, HALF_WIDTH, middle, solution_by_piece
from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel
from tests.tangram.puzzle_driver import (
    drag,
    expected_corners,
    piece_point,
    place_with_mouse,
    scene_corners,
    wheel,
)

PUZZLE_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_1, Qt.Key.Key_4, Qt.Key.Key_7, Qt.Key.Key_Left, Qt.Key.Key_Right,
               Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Q, Qt.Key.Key_E, Qt.Key.Key_BracketLeft,
               Qt.Key.Key_F)


def check_puzzle(panel: PuzzlePanel) -> None:
    """Every piece is drawn where its placement says, on the stage, and none is left lifted."""
    scene = panel.scene
    for index, item in enumerate(scene.pieces):
        assert scene_corners(panel, index) == pytest.approx(expected_corners(panel, item.placement), abs=0.05)
        assert not item.lifted, f"piece {index} left lifted"
        mx, my = middle(item.placement)  # a piece's middle stays on the stage: never lost
        assert abs(mx - scene.centre[0]) < HALF_WIDTH and abs(my - scene.centre[1]) < HALF_HEIGHT, \
            f"piece {index} off the stage"
    assert [item.selected for item in scene.pieces].count(True) == 1


def puzzle_gesture(panel: PuzzlePanel, rng: Rng) -> None:
    """One random gesture on the puzzle: a piece dragged anywhere on the view, the wheel over a
    piece, a double-click, or a key; then the check."""
    viewport = panel.view.viewport()
    index = rng.below(len(panel.scene.pieces))
    kind = rng.below(4)
    if kind == 0:
        end = QPoint(rng.below(max(1, viewport.width())), rng.below(max(1, viewport.height())))
        drag(panel, piece_point(panel, index), end)
    elif kind == 1:
        wheel(panel, piece_point(panel, index), rng.below(5) - 2)
    elif kind == 2:
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                          piece_point(panel, index))
    else:
        QTest.keyClick(panel.view, rng.choice(PUZZLE_KEYS))
    if panel.scene.interactive:
        check_puzzle(panel)


def solve_with_mouse(panel: PuzzlePanel) -> None:
    """Put every piece on its place of the solution with the mouse (a piece under another is first
    brought up with its digit and an arrow there and back, as a player would)."""
    assert panel.figure is not None
    scene = panel.scene
    for index, goal in enumerate(solution_by_piece(panel.figure)):
        if not scene.interactive:
            return  # solved on the way (two pieces alike may swap places)
        if scene.piece_at(to_scene(*middle(scene.pieces[index].placement), scene.centre)) != index:
            for key in (getattr(Qt.Key, f"Key_{index + 1}"), Qt.Key.Key_Left, Qt.Key.Key_Right):
                QTest.keyClick(panel.view, key)
        place_with_mouse(panel, index, goal)
