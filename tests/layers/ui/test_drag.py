"""Real mouse drags on the viewport: taking from the market and the pile, refusals, the preview."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from canvas_table.layers.actions import Place
from canvas_table.layers.scoring import painting_score
from canvas_table.layers.ui import layout as L
from tests.layers.ui.conftest import ada_and
from tests.table.view_driver import centre


def test_the_deal_is_as_the_fixed_pile_says(table):
    t = table(ada_and())
    state = t.controller.state
    assert state.boards == [[3, 6, 13], [4, 5, 9]]
    assert state.market == [7, 8, 11, 12] and state.pile_top == 14
    assert state.score(0) == 5  # stars 2 × (2 − 0) + blue 1 × (1 − 0), see conftest


def test_dragging_a_market_card_onto_layer_2_places_it_and_the_table_follows(qtbot, table):
    t = table(ada_and())
    c = t.controller
    t.drag(qtbot, centre(t.item(8)), t.board.layout.slot_rect(2).center())
    assert c.game.actions == [(0, Place("market", 2, 1))]
    state = c.state
    assert state.boards[0] == [3, 8, 13] and state.discards == [6]
    assert state.market == [7, 14, 11, 12]  # refilled from the pile at once
    placed = t.item(8)
    assert (placed.pos(), placed.scale()) == (t.board.layout.slot_pos(2), L.SMALL)
    assert t.item(6).pos() == t.board.layout.discard_pos  # the covered card lies on the discards, face up
    assert t.item(6).face == "layers:6"
    assert all(t.item(card).pos() != t.board.layout.slot_pos(layer) for layer, card in ((2, 6),))
    newcomer = t.item(14)
    assert newcomer.pos() == t.board.layout.market_pos(1) and newcomer.face == "layers:14"
    assert t.board.pile.count == state.pile_left
    assert t.saves and t.saves[-1] == c.game.to_record()


def test_the_pile_top_turns_over_while_dragged_and_lands_on_layer_1(qtbot, table):
    t = table(ada_and())
    c = t.controller
    left = c.state.pile_left
    top = t.item(14)
    assert top.face == "back" and top.toolTip() == ""  # nobody sees it yet
    t.press(qtbot, centre(top))
    t.move(qtbot, t.board.layout.band_rect(1).center())
    assert top.face == "layers:14" and c.drawn  # face up for the one who lifted it
    t.release(qtbot)
    assert c.game.actions == [(0, Place("pile", 1))]
    assert c.state.boards[0] == [14, 6, 13]
    assert c.state.pile_left == left - 1 == t.board.pile.count
    assert top.pos() == t.board.layout.slot_pos(1) and not c.drawn


def test_lifting_out_of_turn_is_refused_with_the_reason(qtbot, table):
    t = table(ada_and(first=1))  # Bo (a bot) plays first
    item = t.item(7)
    home = item.pos()
    t.drag(qtbot, centre(item), t.board.layout.slot_rect(3).center())
    assert t.controller.game.actions == []
    assert item.pos() == home
    assert t.board.toast.text == "it is not your turn"


def test_a_drop_on_the_market_slides_back_and_says_why(qtbot, table):
    t = table(ada_and())
    item = t.item(7)
    home = item.pos()
    t.drag(qtbot, centre(item), t.board.layout.market_pos(3) + QPointF(75, 105))
    assert t.controller.game.actions == []
    assert t.board.toast.text == "drop the card on one of your layers"
    qtbot.waitUntil(lambda: item.pos() == home and not item.moving, timeout=2000)
    assert t.board.symbols.view.before is None  # the preview is gone


def test_the_hover_preview_shows_the_score_change_worked_out_by_hand(qtbot, table):
    t = table(ada_and())
    c, deck = t.controller, t.controller.state.deck
    # card 8 is a negative star at 0. Over layer 3 it covers 13 (the blue): the stars at 2
    # and 1 and the negative star show, 3 × (2 − 1) = 3, so 5 → 3.
    assert [(s.position, s.kind, s.negative) for s in deck[8].symbols] == [(0, "star", True)]
    t.press(qtbot, centre(t.item(8)))
    t.move(qtbot, t.board.layout.band_rect(3).center())
    view = t.board.symbols.view
    assert (view.before, view.score, view.delta, view.changed) == (5, 3, -2, 3)
    rules = painting_score([deck[i] for i in (3, 6, 8)]) - painting_score([deck[i] for i in (3, 6, 13)])
    assert view.delta == rules == -2
    assert t.board.painting.layers == (3, 6, 8) and t.board.painting.previewing
    # over layer 1 it covers 3 (a star) and is itself hidden under the blue at 0: 1 + 1 = 2
    t.move(qtbot, t.board.layout.slot_rect(1).center())
    view = t.board.symbols.view
    assert (view.score, view.delta) == (2, -3)
    assert view.grid[0][0].kind == "star" and view.grid[0][0].negative and not view.grid[0][0].visible
    assert [line.kind for line in view.kinds] == ["blue", "star"]
    t.move(qtbot, QPointF(1400, 800))  # away from every layer: the painting as it is
    assert t.board.symbols.view.before is None and t.board.painting.layers == (3, 6, 13)
    t.release(qtbot)
    assert c.game.actions == []


def test_a_drawn_card_waits_face_up_and_must_be_placed_before_a_market_take(qtbot, table):
    t = table(ada_and())
    c = t.controller
    top = t.item(14)
    t.drag(qtbot, centre(top), QPointF(1400, 800))  # lifted, then dropped on the mat
    assert c.drawn and c.game.actions == []
    assert t.board.toast.text == "lay the card you drew on one of your layers"
    qtbot.waitUntil(lambda: top.pos() == t.board.layout.drawn_pos and not top.moving, timeout=2000)
    assert top.face == "layers:14" and t.board.drawn_zone.isVisible()
    market = t.item(7)
    t.drag(qtbot, centre(market), t.board.layout.slot_rect(3).center())
    assert t.board.toast.text == "place the card you drew from the pile first"
    assert c.game.actions == [] and market.pos() == t.board.layout.market_pos(0)
    assert t.controller.undo() == "place the card you drew from the pile first"
    t.drag(qtbot, centre(top), t.board.layout.slot_rect(3).center())
    assert c.game.actions == [(0, Place("pile", 3))] and not c.drawn
    assert not t.board.drawn_zone.isVisible()
