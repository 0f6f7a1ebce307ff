"""The Layers table in Persian: mirrored places, Persian digits, names isolated, a real mouse drag."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from canvas_table.i18n import FSI, PDI
from canvas_table.layers.actions import Place
from canvas_table.layers.ui.names import card_name
from tests.layers.ui.conftest import ada_and
from tests.table.view_driver import centre


def test_dragging_a_market_card_onto_a_layer_in_persian(qtbot, table, persian):
    t = table(ada_and())
    c, at = t.controller, t.board.layout
    assert at.rtl and QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    # the market runs from the right: slot 0 at 1920 - 548 - 150 = 1222, slot 1 at 1064
    assert t.item(7).pos() == QPointF(1222, 40) and t.item(8).pos() == QPointF(1064, 40)
    # the layer slots sit at the right edge: x = 1920 - 28 - 120; layer 2's top is the
    # painting's top 328 + a band of 651 / 3 = 217 + (217 - 168 + 30) / 2
    assert t.item(6).pos() == QPointF(1772, 584.5)
    t.drag(qtbot, centre(t.item(8)), at.slot_rect(2).center())
    assert c.game.actions == [(0, Place("market", 2, 1))]  # layer 2, market slot 1
    state = c.state
    assert state.boards[0] == [3, 8, 13] and state.discards == [6] and state.market == [7, 14, 11, 12]
    assert (t.item(8).pos(), t.item(8).scale()) == (QPointF(1772, 584.5), 0.8)
    # the discards of a two-seat game wait in the top corner: 1649 left to right, so 1920 - 1649 - 120
    assert t.item(6).pos() == QPointF(151, 40) and t.item(6).face == "layers:6"
    assert t.item(14).pos() == QPointF(1064, 40)  # refilled into slot 1
    # Persian digits in the texts made of numbers; the painting scores 2 (a star at 2 and the blue at
    # 0 show; the negative star at 0 is under the blue): 1 × (1 − 0) + 1 × (1 − 0)
    assert t.board.header.content["round"] == "دور ۱ از ۳"
    assert t.board.discard_caption.text == "۱ کارت دورریخته"
    assert t.board.painting.score_text == f"{FSI}۲{PDI} امتیاز"
    assert t.board.painting.caption == "نقاشی شما"  # "Your painting"


def test_names_and_numbers_are_isolated_in_the_hot_seat_texts(qtbot, table, persian):
    t = table(ada_and(kind="human"))
    t.drag(qtbot, centre(t.item(8)), t.board.layout.band_rect(2).center())
    assert t.controller.viewer == 1  # Bo's turn at the same screen
    board, title = t.board, card_name(t.controller.state.deck[8])
    assert board.painting.caption == f"نقاشی {FSI}Bo{PDI}"
    ada = board.panels[0].content
    assert ada["name"] == "Ada"
    assert ada["last"] == f"آخرین حرکت: {FSI}{title}{PDI} از بازار روی لایهٔ ۲"


def test_the_arrow_keys_follow_the_mirrored_market(qtbot, table, persian):
    t = table(ada_and())
    view = t.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # market slot 0, at the right
    assert t.board.focus is t.item(7)
    qtbot.keyClick(view, Qt.Key.Key_Left)  # leftwards: slot 1
    assert t.board.focus is t.item(8)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert t.board.focus is t.item(7)
