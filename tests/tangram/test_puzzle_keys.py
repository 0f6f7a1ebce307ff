"""The puzzle played with the keyboard alone: Tab chooses, arrows move, Q/E and [ ] turn, F flips,
T turns the card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canvas_table.tangram.figures import figures
from canvas_table.tangram.ui.puzzle_layout import PIECES, solution_by_piece
from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel
from canvas_table.tangram.ui.puzzle_scene import FINE_STEP, STEP
from tests.tangram.puzzle_driver import shown_panel

SHIFT = Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def panel(qtbot):
    return shown_panel(qtbot, 1366, 768)


def key(panel: PuzzlePanel, which: Qt.Key, modifier: Qt.KeyboardModifier = NONE) -> None:
    QTest.keyClick(panel.view, which, modifier)


def test_tab_and_shift_tab_choose_the_piece_and_the_choice_is_drawn(panel):
    panel.start(figures()["orange-1"])
    assert panel.scene.selected == 0 and panel.scene.pieces[0].selected
    key(panel, Qt.Key.Key_Tab)
    key(panel, Qt.Key.Key_Tab)
    assert panel.scene.selected == 2
    assert [item.selected for item in panel.scene.pieces] == [False, False, True, False, False, False, False]
    key(panel, Qt.Key.Key_Backtab, SHIFT)
    assert panel.scene.selected == 1
    key(panel, Qt.Key.Key_7)
    assert panel.scene.selected == 6
    key(panel, Qt.Key.Key_Tab)
    assert panel.scene.selected == 0  # round again


def test_arrows_move_the_chosen_piece_a_step_and_shift_a_fine_step(panel):
    panel.start(figures()["orange-1"])
    key(panel, Qt.Key.Key_4)  # the square, in the right tray, open space on its left
    before = panel.scene.pieces[3].placement
    key(panel, Qt.Key.Key_Left)
    key(panel, Qt.Key.Key_Left)
    key(panel, Qt.Key.Key_Up, SHIFT)
    after = panel.scene.pieces[3].placement
    assert (after.x, after.y) == pytest.approx((before.x - 2 * STEP, before.y + FINE_STEP))


def test_q_e_and_brackets_turn_f_flips_the_parallelogram(panel):
    panel.start(figures()["orange-1"])
    key(panel, Qt.Key.Key_Q)
    assert panel.scene.pieces[0].placement.rotation == 45
    key(panel, Qt.Key.Key_BracketLeft)
    key(panel, Qt.Key.Key_E)
    key(panel, Qt.Key.Key_E)
    key(panel, Qt.Key.Key_BracketRight)
    assert panel.scene.pieces[0].placement.rotation == 315
    key(panel, Qt.Key.Key_F)  # a triangle looks the same turned over: nothing happens
    assert not panel.scene.pieces[0].placement.flipped
    key(panel, Qt.Key.Key_7)
    key(panel, Qt.Key.Key_F)
    assert panel.scene.pieces[PIECES.index("parallelogram")].placement.flipped


def steer(panel: PuzzlePanel, index: int, gx: float, gy: float) -> None:
    """Press arrows (Shift for the last stretch) until the piece lies on (gx, gy), or as near as the
    fine step allows when no corner pulls it there."""
    for _ in range(200):
        here = panel.scene.pieces[index].placement
        dx, dy = gx - here.x, gy - here.y
        if (abs(dx) <= FINE_STEP / 2 and abs(dy) <= FINE_STEP / 2) or not panel.scene.interactive:
            return  # there, or near enough that the check found the figure solved
        horizontal = abs(dx) >= abs(dy)
        gap = abs(dx) if horizontal else abs(dy)
        if horizontal:
            which = Qt.Key.Key_Right if dx > 0 else Qt.Key.Key_Left
        else:
            which = Qt.Key.Key_Up if dy > 0 else Qt.Key.Key_Down
        key(panel, which, SHIFT if gap < STEP else NONE)
    raise AssertionError(f"piece {index} never reached ({gx}, {gy})")


def solve_with_keys(panel, figure) -> None:
    """Lay every piece of ``figure``'s solution with the keyboard alone: Tab to the piece, F to
    flip it, Q to turn it, the arrows to steer it home."""
    for index, goal in enumerate(solution_by_piece(figure)):
        while panel.scene.selected != index:
            key(panel, Qt.Key.Key_Tab)
        if panel.scene.pieces[index].placement.flipped != goal.flipped:
            key(panel, Qt.Key.Key_F)
        while panel.scene.pieces[index].placement.rotation % 360 != goal.rotation % 360:
            key(panel, Qt.Key.Key_Q)
        steer(panel, index, goal.x, goal.y)


@pytest.mark.slow
@pytest.mark.parametrize("figure_id", list(figures()))
def test_a_figure_solved_with_the_keyboard_alone(panel, figure_id):
    figure = figures()[figure_id]
    got: list[tuple[str, float]] = []
    panel.finished.connect(lambda outcome, seconds: got.append((outcome, seconds)))
    panel.start(figure)
    panel.fake_time.now += 52.0
    solve_with_keys(panel, figure)
    assert got == [("black", 52.0)] and panel.scene.verdict.solved


def test_focusing_the_panel_gives_the_keys_to_the_pieces(panel):
    panel.start(figures()["orange-1"])
    panel.turn_button.setFocus()
    panel.setFocus()
    QTest.keyClick(panel.focusWidget(), Qt.Key.Key_3)
    assert panel.view.hasFocus() and panel.scene.selected == 2


@pytest.mark.slow
def test_t_turns_the_card_as_its_button_does_and_its_tooltip_says_so(panel):
    figure = figures()["pink-1"]
    panel.start(figure)
    assert panel.turn_button.toolTip().endswith("(T)")
    key(panel, Qt.Key.Key_T)
    assert panel.turned and panel.scene.stage.turned and not panel.turn_button.isEnabled()
    got: list[tuple[str, float]] = []
    panel.finished.connect(lambda outcome, seconds: got.append((outcome, seconds)))
    panel.fake_time.now += 9.0
    solve_with_keys(panel, figure)  # then solved with the keyboard
    assert got == [("white", 9.0)]
