"""The Picktura table in Persian: mirrored places (the paintings themselves never), Persian digits,
and a real mouse drag."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from canvas_table.picktura.actions import Expose
from tests.picktura.ui.conftest import ada_and
from tests.table.view_driver import centre


def test_the_hand_and_the_piles_are_mirrored_the_quarters_keep_their_places(qtbot, table, persian):
    t = table(ada_and())
    c, at = t.controller, t.board.layout
    assert at.rtl and QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    # the hand is centred on x = 960; its first card starts on the right: 960 + 2 × 175 − 150 × 1.35 / 2,
    # its top 730 + 24 + 2² × 4 (the fan's arc)
    assert t.item(1).pos() == QPointF(1208.75, 770)
    assert t.item(49).pos() == QPointF(960 - 2 * 175 - 101.25, 770)
    # the hidden pile at 1920 − 560 − 150, the visible one at 1920 − 740 − 150
    assert t.item(3).pos() == QPointF(1210, 390) and t.item(8).pos() == QPointF(1030, 390)
    t.click(qtbot, 1)
    t.click(qtbot, 2)
    t.drag(qtbot, centre(t.item(1)), t.board.expo_zone.rect.center())
    assert c.game.actions[0][1].steps == (Expose((1, 2)),)
    # the first work's frame starts at the right of the area (its right edge 1920 − 930 = 990):
    # x = 990 − 18 − 2 × 150 × 0.42; inside it quarter 0 stays top left and quarter 1 top right
    assert t.item(1).pos() == QPointF(846, 380) and t.item(2).pos() == QPointF(909, 380)


def test_the_figures_are_in_persian_digits(qtbot, table, persian):
    t = table(ada_and())
    t.click(qtbot, 5)
    t.click(qtbot, 6)
    t.press(qtbot, centre(t.item(5)))
    t.move(qtbot, t.board.expo_zone.rect.center())
    big, small = t.board.preview.lines
    assert "+۲۰" in big and "۵" in small  # +20, and the score −5
    t.release(qtbot)
    assert "۵" in t.board.panels[0].content["hand"]  # Bo holds 5 cards
