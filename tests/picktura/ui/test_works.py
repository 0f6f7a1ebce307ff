"""Completing a work, laying and covering a blank canvas, and the "Picktura!" moment."""

from __future__ import annotations

from canvas_table.picktura.actions import Collect, Complete, Discard, ReplaceBlank, UseBlank
from canvas_table.picktura.ui import layout as L
from tests.picktura.ui.conftest import ada_and, set_position
from tests.table.view_driver import centre


def test_completing_a_work_by_dragging_its_two_missing_quarters(qtbot, table):
    match = ada_and()
    # Ada has exposed work 1's top quarters (1, 2) and holds its bottom ones (3, 4)
    set_position(match, [[3, 4, 9, 49], [13, 14, 17, 21, 25]], [8], list(range(26, 45)), [[[1, 2]], []])
    t = table(match)
    c = t.controller
    t.click(qtbot, 3)
    t.click(qtbot, 4)
    frame = t.board.zones["work:0"]
    assert frame in t.board.targets(t.item(3))  # lit while held
    t.press(qtbot, centre(t.item(3)))
    t.move(qtbot, frame.inner.center())
    # whole: 80 instead of 10, two cards fewer in hand: 70 + 10 = +80; −5·4 + 10 → 80 − 10 = 70
    assert t.board.preview.lines == ("+80 points", "Your score would be 70")
    t.release(qtbot)
    assert c.game.actions[-1][1].steps == (Complete(0, (3, 4)),)
    assert c.state.works[0] == [[1, 2, 3, 4]]
    rect = t.board.layout.work_rect(0)
    assert t.item(4).pos() == L.quarter_pos(rect, 3, L.WORK_SCALE)  # bottom right in its place
    assert t.board.moment.isVisible() and t.board.moment.work == 1
    assert t.board.moment.who == "Ada completes a masterpiece"


def test_a_blank_canvas_finishes_a_three_card_work_then_its_quarter_covers_it(qtbot, table):
    match = ada_and()
    set_position(match, [[49, 4, 9, 10], [13, 14, 17, 21, 25]], [8], list(range(26, 45)), [[[1, 2, 3]], []])
    t = table(match)
    c = t.controller
    frame = t.board.zones["work:0"]
    t.drag(qtbot, centre(t.item(49)), frame.inner.center())
    assert c.game.actions[-1][1].steps[0] == UseBlank(0, 49)
    rect = t.board.layout.work_rect(0)
    assert t.item(49).pos() == L.quarter_pos(rect, 3, L.WORK_SCALE)  # where quarter 4 is missing
    assert t.board.moment.isVisible()
    t.board.moment.setVisible(False)
    # draw back up to 5 (3 left in hand), then let Bo play a turn
    c.take("visible")
    c.take("hidden")
    c.apply_bot_action(Collect("visible"))
    c.apply_bot_action(Discard(13))
    assert c.state.current_seat == 0
    t.drag(qtbot, centre(t.item(4)), frame.inner.center())
    assert c.game.actions[-1][1].steps[0] == ReplaceBlank(0, 4)
    assert t.item(4).pos() == L.quarter_pos(rect, 3, L.WORK_SCALE)
    assert t.item(4).zValue() > t.item(49).zValue()  # the quarter lies over the blank canvas
    assert not t.board.moment.isVisible()  # the work was already whole: no new moment


def test_the_wrong_quarters_on_a_work_slide_back_with_the_reason(qtbot, table):
    match = ada_and()
    set_position(match, [[3, 9, 10, 11], [13, 14, 17, 21, 25]], [8], list(range(26, 45)), [[[1, 2]], []])
    t = table(match)
    c = t.controller
    item = t.item(3)
    home = item.pos()
    assert t.board.zones["work:0"] not in t.board.targets(item)  # one quarter of two: not lit
    t.drag(qtbot, centre(item), t.board.zones["work:0"].inner.center())
    assert c.game.actions == [] and not t.board.moment.isVisible()
    assert t.board.toast.text == "complete the work with its missing cards: 3, 4"
    qtbot.waitUntil(lambda: item.pos() == home, timeout=2000)
    t.click(qtbot, 3)
    t.click(qtbot, 9)  # work 1's bottom left and work 3's top left
    t.drag(qtbot, centre(t.item(9)), t.board.zones["work:0"].inner.center())
    assert t.board.toast.text == "complete the work with its missing cards: 3, 4"
    assert c.game.actions == [] and c.state.works[0] == [[1, 2]]


def test_in_hot_seat_the_next_persons_works_leave_their_corner_for_the_middle(qtbot, table):
    match = ada_and("human")  # Bo a person at the same screen: the table turns to him
    set_position(match, [[3, 4, 9, 49], [21, 25, 30]], [8], list(range(26, 30)), [[], [[13, 14]]])
    t = table(match)
    c, board = t.controller, t.board
    assert set(board.frames) == {"seat1:0"}  # Bo's work in his corner
    t.drag(qtbot, centre(t.item(8)), board.layout.hand.center())  # Ada collects the visible 8
    t.drag(qtbot, centre(t.item(9)), board.layout.visible.center())  # and discards 9: Bo's turn
    assert c.viewer == 1
    assert set(board.frames) == {"work:0"}  # his work in the middle, no frame left in a corner
    assert board.frames["work:0"].rect == board.layout.work_rect(0).adjusted(-6, -6, 6, 6)
