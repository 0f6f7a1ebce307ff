"""The Layers table's geometry for 1 to 5 players, left to right and mirrored for Persian."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, QSizeF

from canvas_table.layers.ui import layout as L

SEATS = (1, 2, 3, 4, 5)
SCENE = QRectF(0, 0, 1920, 1080)


def flipped(rect: QRectF) -> QRectF:
    """``rect`` mirrored across a 1920-wide table, worked out here: x -> 1920 - x - width."""
    return QRectF(1920 - rect.x() - rect.width(), rect.y(), rect.width(), rect.height())


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("seats", SEATS)
def test_every_zone_is_inside_the_table_and_none_overlap(seats, rtl):
    zones = L.table_layout(seats, rtl).zones()
    assert {"header", "pile", "drawn", "discards", "painting", "symbols"} <= set(zones)
    assert sum(name.startswith("market") for name in zones) == 4
    assert sum(name.startswith("panel") for name in zones) == min(4, seats - 1)
    assert ("note" in zones) == (seats == 1)
    outside = [name for name, rect in zones.items() if not SCENE.contains(rect)]
    assert outside == []
    overlapping = [(a, b) for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2)
                   if ra.intersects(rb)]
    assert overlapping == []


@pytest.mark.parametrize("seats", SEATS)
def test_right_to_left_is_the_mirror_of_left_to_right(seats):
    ltr, rtl = L.table_layout(seats, False), L.table_layout(seats, True)
    assert not ltr.rtl and rtl.rtl
    ltr_zones, rtl_zones = ltr.zones(), rtl.zones()
    assert ltr_zones.keys() == rtl_zones.keys()
    for name, rect in ltr_zones.items():
        assert rtl_zones[name] == flipped(rect), name
    for layer in (1, 2, 3):
        assert rtl.slot_rect(layer) == flipped(ltr.slot_rect(layer))
        assert rtl.band_rect(layer) == flipped(ltr.band_rect(layer))
    for k in range(len(ltr.panels)):
        assert rtl.panel_painting(k) == flipped(ltr.panel_painting(k))
    assert rtl.pile_pos == flipped(ltr.pile).topLeft() and rtl.discard_pos == flipped(ltr.discard).topLeft()


def test_the_market_and_the_slots_run_from_the_reading_side():
    ltr, rtl = L.table_layout(2, False), L.table_layout(2, True)
    # left to right: the header at the left edge, the market after it, slot 0 first
    assert ltr.header.left() == 24 and ltr.market_pos(0).x() == 548
    assert [ltr.market_pos(k).x() for k in range(4)] == [548, 706, 864, 1022]
    # right to left: 1920 - 548 - 150 = 1222 for slot 0, then leftwards
    assert [rtl.market_pos(k).x() for k in range(4)] == [1222, 1064, 906, 748]
    assert rtl.header.right() == 1920 - 24
    assert rtl.slot_rect(1).left() > rtl.painting.right()  # the slots beside the painting, at the right
    assert ltr.slot_rect(1).right() < ltr.painting.left()


def test_the_other_seats_fill_their_area_with_larger_paintings_when_fewer():
    widths = {seats: L.table_layout(seats).panel_painting(0).width() for seats in (2, 3, 4, 5)}
    assert widths[2] > widths[3] > widths[5]
    assert widths[4] >= widths[5]
    # the painting's frame ends at 328 + 651 + 36 (its titles) + 10 = 1025, and so do the panels
    assert L.table_layout(3).painting_frame().bottom() == 1025
    for seats in (3, 4, 5):  # the column, top to bottom, with 16 between panels
        panels = L.table_layout(seats).panels
        assert panels[0].top() == 20 and panels[-1].bottom() == pytest.approx(1025)
        for upper, lower in itertools.pairwise(panels):
            assert lower.top() - upper.bottom() == pytest.approx(16)
    lone = L.table_layout(2).panels[0]  # one other seat: the lower right, down to the painting's foot
    assert lone.right() == 1896 and lone.bottom() == 1025 and lone.height() > 700


def test_a_panel_painting_stays_inside_its_panel_at_every_size():
    for seats, rtl in itertools.product((2, 3, 4, 5), (False, True)):
        at = L.table_layout(seats, rtl)
        for k, panel in enumerate(at.panels):
            picture = at.panel_painting(k)
            assert panel.contains(picture), (seats, rtl, k)
            assert picture.height() == pytest.approx(picture.width() * 7 / 5)


def test_alone_the_seat_s_table_is_centred():
    at = L.table_layout(1)
    left = at.slot_rect(3).left()
    right = max(rect.right() for rect in at.zones().values())
    assert at.panels == ()
    assert abs(left - (1920 - right)) < 60  # about as much room on either side
    assert left > 100


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("seats", SEATS)
def test_the_painting_s_title_tags_are_inside_its_frame_and_never_overlap(seats, rtl):
    at = L.table_layout(seats, rtl)
    tags = at.title_rects()
    frame = at.painting_frame()
    assert len(tags) == 3
    assert all(frame.contains(tag) for tag in tags)
    assert all(not tag.intersects(at.painting) for tag in tags)  # under the art, not over it
    assert not any(a.intersects(b) for a, b in itertools.combinations(tags, 2))
    ordered = sorted(tags, key=QRectF.left)
    assert (tags == ordered) != rtl  # layer 1 first in reading order


def test_tall_and_short_panels():
    assert L.is_tall(QSizeF(340, 502)) and not L.is_tall(QSizeF(340, 243))
    assert not L.is_tall(QSizeF(625, 732))  # wide: the figures beside the painting


def test_a_long_title_shrinks_then_is_shortened_to_fit_its_tag(qtbot, table):
    from canvas_table.layers.ui.easel import TAG_MIN_PIXELS, TAG_PAD, TAG_PIXELS, tag_metrics
    from canvas_table.layers.ui.names import card_name
    from tests.layers.ui.conftest import ada_and

    t = table(ada_and())
    painting, at = t.board.painting, t.board.layout
    assert [tag.translated(painting.pos()) for tag in painting.tags] == at.title_rects()
    deck = t.controller.state.deck  # Ada's layers are 3, 6 and 13 (see conftest)
    assert painting.titles == (card_name(deck[3]), card_name(deck[6]), card_name(deck[13]))
    room = at.title_rects()[1].width() - 2 * TAG_PAD
    long = "The Very Long Title of a Painting That Never Seems to End"
    # the shortest start of a phrase too wide at the full size: a letter over, so it fits smaller
    phrase = "Beyond the Distant Blue Ranges of the Horizon"
    snug = next(phrase[:end] for end in range(1, len(phrase) + 1)
                if tag_metrics(TAG_PIXELS).horizontalAdvance(phrase[:end]) > room)
    painting.show(painting.layers, painting.caption, painting.score_text, False, ("Mist", long, snug))
    (p0, mist), (p1, shortened), (p2, shrunk) = painting.tag_texts()
    assert (p0, mist) == (TAG_PIXELS, "Mist")
    assert p1 == TAG_MIN_PIXELS and shortened.endswith("…") and long.startswith(shortened[:-1])
    assert tag_metrics(p1).horizontalAdvance(shortened) <= room
    assert shrunk == snug and TAG_MIN_PIXELS <= p2 < TAG_PIXELS
    assert tag_metrics(p2).horizontalAdvance(snug) <= room
