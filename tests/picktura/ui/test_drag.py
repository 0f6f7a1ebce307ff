"""Real mouse drags on the viewport: collecting from each pile, discarding, exposing a chosen group,
drawing back up to 5, refusals that slide back with the rules' reason, and the score preview."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from canvas_table.picktura.actions import Collect, Discard, Draw, Expose
from canvas_table.picktura.match import Turn
from canvas_table.picktura.state import DISCARD, DRAW, TURN
from canvas_table.picktura.ui import layout as L
from tests.picktura.ui.conftest import ada_and
from tests.table.view_driver import centre


def test_the_deal_is_as_the_fixed_deck_says(table):
    t = table(ada_and())
    state = t.controller.state
    assert state.hands == [[1, 2, 5, 6, 49], [13, 14, 17, 21, 25]]
    assert state.hidden[-1] == 3 and state.visible == [8]
    assert t.board.pile.count == 50 - 10 - 1


def test_collect_from_the_visible_pile_then_discard_by_drag(qtbot, table):
    t = table(ada_and())
    c, at = t.controller, t.board.layout
    t.drag(qtbot, centre(t.item(8)), at.hand.center())
    assert c.state.phase == DISCARD and 8 in c.state.hands[0]
    assert t.item(8).face == "pk:8" and t.item(8).draggable  # now in Ada's hand, face up
    t.drag(qtbot, centre(t.item(49)), at.visible.center())
    assert c.game.actions == [(0, Turn((Collect("visible"), Discard(49))))]
    assert c.state.visible[-1] == 49 and c.state.current_seat == 1
    assert t.item(49).pos() == at.visible.topLeft()
    assert t.saves[-1] == c.game.to_record()


def test_collect_from_the_hidden_pile_shows_the_card_to_its_taker_only(qtbot, table):
    t = table(ada_and())
    c, at = t.controller, t.board.layout
    top = t.item(3)
    assert top.face == "back" and top.toolTip() == ""
    t.drag(qtbot, centre(top), at.hand.center())
    assert c.game.actions == [(0, Turn((Collect("hidden"),)))]
    assert top.face == "pk:3" and c.state.hands[0][-1] == 3
    assert t.board.pile.count == 38  # 39 less the card taken


def test_expose_a_group_chosen_by_clicks_then_draw_back_card_by_card(qtbot, table):
    t = table(ada_and())
    c, at = t.controller, t.board.layout
    t.click(qtbot, 1)
    t.click(qtbot, 2)
    assert t.board.selected == {1, 2} and t.item(1).selected
    t.drag(qtbot, centre(t.item(2)), t.board.expo_zone.rect.center())
    assert c.state.works[0] == [[1, 2]] and c.state.phase == DRAW
    frame = t.board.zones["work:0"]
    assert frame.inner == at.work_rect(0)
    assert t.item(1).pos() == L.quarter_pos(frame.inner, 0, L.WORK_SCALE)  # the carried card too
    assert t.item(2).pos() == L.quarter_pos(frame.inner, 1, L.WORK_SCALE)
    t.click(qtbot, 8)  # a click on the visible pile draws its top card
    assert c.state.hands[0] == [5, 6, 49, 8] and c.state.phase == DRAW
    t.drag(qtbot, centre(t.item(4 if c.state.visible[-1] == 4 else c.state.hidden[-1])), at.hand.center())
    assert len(c.state.hands[0]) == 5 and c.state.current_seat == 1
    steps = c.game.actions[0][1].steps
    assert steps[0] == Expose((1, 2)) and steps[1] == Draw("visible") and len(steps) == 3


def test_a_group_of_two_works_is_refused_and_slides_back_with_the_reason(qtbot, table):
    t = table(ada_and())
    c = t.controller
    t.click(qtbot, 1)
    t.click(qtbot, 5)
    item = t.item(5)
    home = item.pos()
    assert "expo" not in [zone.key for zone in t.board.targets(item)]  # not lit up
    t.drag(qtbot, centre(item), t.board.expo_zone.rect.center())
    assert c.game.actions == [] and c.state.phase == TURN
    assert t.board.toast.text == "the cards exposed together must all belong to one work"
    qtbot.waitUntil(lambda: item.pos() == home and not item.moving, timeout=2000)
    assert t.item(1).pos() == t.board.layout.hand_pos(0, 5, raised=True)  # still chosen, in the hand


def test_a_discard_before_collecting_gives_the_rules_reason(qtbot, table):
    t = table(ada_and())
    c = t.controller
    assert c.cards_reason([49], "visible") == "you discard only after collecting a card"
    t.drag(qtbot, centre(t.item(49)), t.board.layout.visible.center())
    assert c.game.actions == [] and t.board.toast.text == "you discard only after collecting a card"


def test_the_preview_shows_what_the_move_would_score_while_hovering(qtbot, table):
    t = table(ada_and())
    at = t.board.layout
    t.click(qtbot, 5)
    t.click(qtbot, 6)
    # Ada holds 5 cards (−25); exposing 5 and 6 makes a 2-card work (+10) and leaves 3 in hand (−15):
    # her score goes from −25 to −5, a gain of 20.
    t.press(qtbot, centre(t.item(5)))
    t.move(qtbot, t.board.expo_zone.rect.center())
    assert t.board.preview.isVisible()
    assert t.board.preview.lines == ("+20 points", "Your score would be −5")
    t.move(qtbot, at.header.center())  # over no target: the preview goes
    assert not t.board.preview.isVisible()
    t.release(qtbot)
    assert t.controller.game.actions == []


def test_the_piles_show_their_counts(qtbot, table):
    t = table(ada_and())
    assert t.board.pile.count == 39 and t.board.visible_caption.text == "Visible pile: 1"
    t.drag(qtbot, centre(t.item(3)), t.board.layout.hand.center())  # collect the hidden pile's top
    t.drag(qtbot, centre(t.item(49)), t.board.layout.visible.center())  # discard the blank
    assert t.board.pile.count == 38 and t.board.visible_caption.text == "Visible pile: 2"
    assert t.board.visible_caption.scene() is t.scene


def test_the_chosen_cards_follow_the_lifted_one_and_go_home_after_a_refusal(qtbot, table):
    t = table(ada_and())
    t.click(qtbot, 5)
    t.click(qtbot, 6)
    six, home = t.item(6), t.item(6).pos()
    t.press(qtbot, centre(t.item(5)))
    t.move(qtbot, t.board.layout.header.center())
    five = t.item(5)
    assert six.pos() == five.pos() + QPointF(-16, -12)  # carried just behind the lifted card
    t.release(qtbot)  # over nothing: refused
    qtbot.waitUntil(lambda: six.pos() == home and not six.moving, timeout=2000)
    t.move(qtbot, centre(t.item(1)))
    assert six.pos() == home  # no longer carried
