"""The Tangram table's layout: every zone mirrored in right-to-left, the board's squares not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from canvas_table.tangram.ui import layout as L
from canvas_table.tangram.ui.kit import KIT
from tests.table.view_driver import table_factory
from tests.tangram.table_driver import ada_and


def flipped(rect: QRectF) -> tuple[float, ...]:
    """``rect`` mirrored across the 1920-unit table, rounded to a thousandth of a unit."""
    return tuple(round(v, 3) for v in (1920 - rect.right(), rect.top(), rect.width(), rect.height()))


def box(rect: QRectF) -> tuple[float, ...]:
    return tuple(round(v, 3) for v in (rect.left(), rect.top(), rect.width(), rect.height()))


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_every_zone_is_mirrored_in_right_to_left(seats):
    ltr, rtl = L.table_layout(seats, False), L.table_layout(seats, True)
    for name in ("board", "header", "roll", "dice", "favourable", "favourable_discard", "unfavourable",
                 "unfavourable_discard", "tangram", "stock", "moment"):
        assert box(getattr(rtl, name)) == flipped(getattr(ltr, name)), name
    assert [box(p) for p in rtl.panels] == [flipped(p) for p in ltr.panels]
    for k in range(7):  # the first colour's stack at the leading side: the right in Persian
        assert box(rtl.stock_slot(k)) == flipped(ltr.stock_slot(k))
    for seat in range(seats):
        assert box(rtl.panel_pawn(seat)) == flipped(ltr.panel_pawn(seat))
        assert box(rtl.panel_card(seat, 2)) == flipped(ltr.panel_card(seat, 2))


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_zones_stay_on_the_table_and_apart(seats):
    at = L.table_layout(seats)
    places = [at.board, at.header, at.moment, *at.panels]
    for rect in places:
        assert L.SCENE.contains(rect)
    for k, a in enumerate(places):
        for b in places[k + 1:]:
            assert not a.intersects(b)
    centre = at.board.adjusted(0.15 * 1024, 0.15 * 1024, -0.15 * 1024, -0.15 * 1024)
    for rect in (at.dice, at.favourable, at.unfavourable, at.tangram, at.stock):
        assert at.board.contains(rect) and rect.intersects(centre)


def test_the_persian_table_is_mirrored_and_its_pawns_still_stand_on_their_squares(qtbot, persian):
    made = table_factory(qtbot, KIT)
    t = next(made)(ada_and("human", "bot:easy"))
    board = t.board
    assert board.layout.rtl and board.layout.board.left() > 800  # the board at the right
    assert board.panels[0].pos().x() > board.panels[1].pos().x()  # the first seat's panel at the right
    start = board.square_rect(0)  # the board's picture is not mirrored: the start stays bottom right
    middle = board.layout.board.center()
    assert start.right() > middle.x() and start.bottom() > middle.y()
    for seat in (0, 1):
        assert board.pawns[seat].pos() == board.pawn_point(seat, t.controller.state.positions)
        assert start.contains(board.pawns[seat].pos())
    next(made, None)  # the factory removes the board
