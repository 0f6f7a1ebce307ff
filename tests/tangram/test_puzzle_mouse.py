"""The puzzle played with the mouse on the view's viewport: drags, the wheel, right-drags, double-clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, Qt, QVariantAnimation
from PySide6.QtTest import QTest

from canvas_table.tangram.figures import figures
from canvas_table.tangram.ui.puzzle_items import SCALE, BurstItem
from canvas_table.tangram.ui.puzzle_layout import (
    HALF_HEIGHT,
    HALF_WIDTH,
    PIECES,
    middle,
    solution_by_piece,
    start_placements,
)
from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel
from canvas_table.tangram.ui.puzzle_scene import STAGE_MARGIN, TURN_PX
from tests.tangram.puzzle_driver import (
    FakeTime,
    drag,
    expected_corners,
    on_screen,
    piece_point,
    place_with_mouse,
    scene_corners,
    shown_panel,
    wheel,
)

PARALLELOGRAM = PIECES.index("parallelogram")
NO_KEY = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def panel(qtbot):
    return shown_panel(qtbot, 1600, 900)


def outcomes(panel: PuzzlePanel) -> list[tuple[str, float]]:
    got: list[tuple[str, float]] = []
    panel.finished.connect(lambda outcome, seconds: got.append((outcome, seconds)))
    return got


@pytest.mark.slow
@pytest.mark.parametrize("figure_id", list(figures()))  # every figure, flipped parallelograms too
def test_a_figure_solved_with_the_mouse_is_black(panel, figure_id):
    figure = figures()[figure_id]
    got = outcomes(panel)
    panel.start(figure)
    panel.fake_time.now += 37.25
    goals = solution_by_piece(figure)
    for index, goal in enumerate(goals):
        assert got == []
        place_with_mouse(panel, index, goal)
        landed = panel.scene.pieces[index].placement
        # snapped: on the place (a piece that only touches edges when it lands may slide along one by
        # the pointer's last pixel, a hundredth of a unit at most)
        assert (landed.x, landed.y) == pytest.approx((goal.x, goal.y), abs=0.01)
        assert (landed.rotation % 360, landed.flipped) == (goal.rotation % 360, goal.flipped)
    for index, item in enumerate(panel.scene.pieces):  # the scene draws each piece where it lies
        assert scene_corners(panel, index) == pytest.approx(expected_corners(panel, item.placement), abs=1e-6)
    assert got == [("black", 37.2)] or got == [("black", 37.3)]
    assert panel.scene.verdict.solved and panel.scene.verdict.difference < 0.001
    assert not panel.scene.interactive


def test_some_figures_need_the_parallelogram_flipped():
    assert solution_by_piece(figures()["blue-1"])[PARALLELOGRAM].flipped
    assert not solution_by_piece(figures()["orange-1"])[PARALLELOGRAM].flipped


def test_a_piece_dropped_near_a_silhouette_corner_lands_on_it(panel):
    figure = figures()["red-1"]  # the pencil: its silhouette has a corner at (0, 0)
    panel.start(figure)
    goal = solution_by_piece(figure)[0]  # the first large triangle, corner at (0, 0), not turned
    start = panel.scene.pieces[0].placement
    assert start.rotation == goal.rotation
    gx, gy = middle(goal)
    drag(panel, piece_point(panel, 0), on_screen(panel, gx + 0.1, gy - 0.07))  # 0.12 off: within 0.18
    landed = panel.scene.pieces[0].placement
    assert (landed.x, landed.y) == pytest.approx((0.0, 0.0), abs=1e-9)


def test_a_piece_dropped_far_from_everything_stays_where_it_is_dropped(panel):
    figure = figures()["orange-1"]
    panel.start(figure)
    before = panel.scene.pieces[3].placement  # the square, in its tray
    target = on_screen(panel, middle(before)[0], middle(before)[1] - 1.1)  # down the empty tray side
    drag(panel, piece_point(panel, 3), target)
    landed = panel.scene.pieces[3].placement
    assert landed.y == pytest.approx(before.y - 1.1, abs=0.02)  # the pointer's pixel, nothing more
    assert landed.x == pytest.approx(before.x, abs=0.02)
    assert landed != before


def test_the_held_piece_is_drawn_above_the_others_and_put_down_on_top(panel):
    panel.start(figures()["orange-1"])
    viewport = panel.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, NO_KEY, piece_point(panel, 4))
    QTest.mouseMove(viewport, on_screen(panel, 0.5, 0.5))
    held = panel.scene.pieces[4]
    assert held.lifted and all(held.zValue() > i.zValue() for i in panel.scene.pieces if i is not held)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       on_screen(panel, 0.5, 0.5))
    assert not held.lifted and all(held.zValue() > i.zValue() for i in panel.scene.pieces if i is not held)


def test_the_wheel_over_a_piece_turns_it_an_eighth_each_notch_about_its_middle(panel):
    panel.start(figures()["orange-1"])
    before = panel.scene.pieces[0].placement
    wheel(panel, piece_point(panel, 0), 3)
    after = panel.scene.pieces[0].placement
    assert after.rotation == (before.rotation + 135) % 360
    assert middle(after) == pytest.approx(middle(before), abs=0.2)  # turned in place (a snap may nudge it)
    wheel(panel, piece_point(panel, 0), -3)
    assert panel.scene.pieces[0].placement.rotation == before.rotation


def test_a_right_drag_turns_the_piece_a_step_per_distance(panel):
    panel.start(figures()["orange-1"])
    viewport = panel.view.viewport()
    start = piece_point(panel, 3)
    pixels = round(2.5 * TURN_PX * panel.view.transform().m11())  # two and a half steps' width
    QTest.mousePress(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(viewport, start + type(start)(pixels * k // 5, 0))
    QTest.mouseRelease(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                       start + type(start)(pixels, 0))
    assert panel.scene.pieces[3].placement.rotation == 90


def test_a_double_click_flips_the_parallelogram_only(panel):
    panel.start(figures()["orange-1"])
    viewport = panel.view.viewport()
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      piece_point(panel, PARALLELOGRAM))
    assert panel.scene.pieces[PARALLELOGRAM].placement.flipped
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, NO_KEY, piece_point(panel, 3))
    assert panel.scene.pieces[3].placement == start_placements(figures()["orange-1"])[3]


def test_the_flip_button_turns_the_parallelogram_over(panel):
    panel.start(figures()["orange-1"])
    QTest.mouseClick(panel.flip_button, Qt.MouseButton.LeftButton)
    flipped = panel.scene.pieces[PARALLELOGRAM].placement
    assert flipped.flipped and flipped.piece == "parallelogram"


def test_turning_the_card_shows_the_solution_and_a_solve_then_is_white(panel):
    figure = figures()["pink-1"]
    got = outcomes(panel)
    panel.start(figure)
    QTest.mouseClick(panel.turn_button, Qt.MouseButton.LeftButton)
    assert panel.scene.stage.turned and not panel.turn_button.isEnabled()
    panel.fake_time.now += 12.0
    for index, goal in enumerate(solution_by_piece(figure)):
        place_with_mouse(panel, index, goal)
    assert got == [("white", 12.0)]


def test_nothing_moves_while_the_puzzle_is_paused(panel):
    panel.start(figures()["orange-1"])
    panel.pause()
    before = panel.scene.placements()
    drag(panel, piece_point(panel, 0), on_screen(panel, 0, 0))
    wheel(panel, piece_point(panel, 1), 1)
    assert panel.scene.placements() == before
    panel.resume()
    drag(panel, piece_point(panel, 0), on_screen(panel, 1, 1))
    assert panel.scene.placements() != before


def test_a_dropped_piece_is_checked_on_every_drop(panel):
    figure = figures()["red-1"]
    panel.start(figure)
    drag(panel, piece_point(panel, 0), on_screen(panel, *middle(solution_by_piece(figure)[0])))
    assert panel.scene.verdict is not None and not panel.scene.verdict.solved
    # the large triangle covers 2 of the 8 units: 6 of the silhouette are bare, and the six pieces
    # still in their trays (6 units) lie outside it: 12 of 8
    assert panel.scene.verdict.difference == pytest.approx(12 / 8, abs=1e-9)


def test_a_piece_dragged_past_the_edge_stays_on_the_stage(panel):
    panel.start(figures()["orange-1"])
    viewport = panel.view.viewport()
    start = piece_point(panel, 3)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, NO_KEY, start)
    QTest.mouseMove(viewport, start + type(start)(0, 40))
    outside = type(start)(viewport.width() + 400, viewport.height() + 300)  # the pointer leaves the window
    QTest.mouseMove(viewport, outside)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, NO_KEY, outside)
    mx, my = middle(panel.scene.pieces[3].placement)
    cx, cy = panel.scene.centre
    assert abs(mx - cx) <= HALF_WIDTH - STAGE_MARGIN and abs(my - cy) <= HALF_HEIGHT - STAGE_MARGIN
    # held at the stage's bottom right corner (where a snap to the small triangle nearby may pull it)
    corner = (cx + HALF_WIDTH - STAGE_MARGIN, cy - HALF_HEIGHT + STAGE_MARGIN)
    assert (mx, my) == pytest.approx(corner, abs=0.2)


def test_a_held_piece_turns_with_the_wheel_and_with_a_right_drag_and_stays_in_the_hand(panel):
    panel.start(figures()["orange-1"])
    viewport = panel.view.viewport()
    start = piece_point(panel, 0)  # the large triangle
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, NO_KEY, start)
    here = on_screen(panel, -1.0, 2.0)
    QTest.mouseMove(viewport, here)
    wheel(panel, here, 2)
    assert panel.scene.pieces[0].placement.rotation == 90 and panel.scene.pieces[0].lifted
    step = round(TURN_PX * panel.view.transform().m11()) + 2
    QTest.mousePress(viewport, Qt.MouseButton.RightButton, NO_KEY, here)
    QTest.mouseMove(viewport, here + type(here)(step, 0))
    QTest.mouseRelease(viewport, Qt.MouseButton.RightButton, NO_KEY, here + type(here)(step, 0))
    assert panel.scene.pieces[0].placement.rotation == 135
    before = middle(panel.scene.pieces[0].placement)
    there = on_screen(panel, -1.5, 1.0)
    QTest.mouseMove(viewport, there)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, NO_KEY, there)
    held = panel.scene.pieces[0]
    assert not held.lifted and held.placement.rotation == 135
    # the piece followed the pointer from where the right-drag left it (a snap may pull it a little)
    moved = panel.view.mapToScene(there) - panel.view.mapToScene(here + type(here)(step, 0))
    after = middle(held.placement)
    assert (after[0] - before[0], after[1] - before[1]) == pytest.approx(
        (moved.x() / SCALE, -moved.y() / SCALE), abs=0.2)


@pytest.mark.slow
def test_a_solve_is_celebrated_before_the_outcome_comes(qtbot):
    time = FakeTime()
    panel = PuzzlePanel(speed=4.0, source=time)  # fast animations: a quarter of a second
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    panel.show()
    got = outcomes(panel)
    figure = figures()["orange-1"]
    panel.start(figure)
    goals = solution_by_piece(figure)
    for index, goal in enumerate(goals[:-1]):
        panel.scene.put(index, goal)
    time.now += 9.0
    place_with_mouse(panel, len(goals) - 1, goals[-1])
    assert got == [] and any(isinstance(item, BurstItem) for item in panel.scene.items())
    qtbot.waitUntil(lambda: any(item.glow > 0 for item in panel.scene.pieces))
    time.now += 50.0  # the clock stopped at the solve: the celebration costs no game time
    qtbot.waitUntil(lambda: got != [])
    assert got == [("black", 9.0)]
    assert not any(isinstance(item, BurstItem) for item in panel.scene.items())  # the burst is over


def test_a_puzzle_stopped_during_its_celebration_says_nothing(qtbot):
    panel = PuzzlePanel(speed=0.5, source=FakeTime())
    qtbot.addWidget(panel)
    got = outcomes(panel)
    figure = figures()["orange-1"]
    panel.start(figure)
    for index, goal in enumerate(solution_by_piece(figure)):
        panel.scene.put(index, goal)
    panel.scene.check()
    celebrations = panel.findChildren(QVariantAnimation)
    assert any(a.state() == QAbstractAnimation.State.Running for a in celebrations)
    panel.stop()
    # its end, which would say how the puzzle went, never comes: the celebration is stopped
    assert all(a.state() == QAbstractAnimation.State.Stopped for a in celebrations)
    assert got == [] and not any(isinstance(item, BurstItem) for item in panel.scene.items())
