"""Name tags drawn by Qt on the cards: readable at 1366 x 768, in their lane, inside the card, and
left off the thumbnails too small to read."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from canvas_table.art import style
from canvas_table.i18n import set_language
from canvas_table.table.name_tag import NameTag, paint_name_tag, tag_rect
from tests.table.conftest import two_people

CARD = QRectF(0, 0, 150, 210)
SMALLEST_READABLE_PX = 11  # on screen


def test_the_tag_sits_in_its_lane_above_the_strip_inside_the_card(qapp):
    bottom = 210 * (style.STRIP_TOP - 4) / style.CARD_HEIGHT
    left, _ = tag_rect(CARD, NameTag("Le Sommet", "left"), 1.0)
    right, _ = tag_rect(CARD, NameTag("Le Sommet", "right"), 1.0)
    centre, _ = tag_rect(CARD, NameTag("Le Sommet", "centre"), 1.0)
    for rect in (left, right, centre):
        assert CARD.contains(rect) and rect.bottom() == pytest.approx(bottom)
    assert left.left() < 10 and right.right() > 140  # hugging their edges
    assert centre.center().x() == pytest.approx(75)
    assert left.width() == pytest.approx(right.width()) and left.width() < 120


def test_a_long_name_wraps_inside_the_card_and_stays_large(qapp):
    rect, px = tag_rect(CARD, NameTag("Coquelicots au bord du chemin", "centre"), 0.8)
    one_line, _ = tag_rect(CARD, NameTag("Fox", "centre"), 0.8)
    assert CARD.contains(rect) and rect.height() > 1.8 * one_line.height()  # two lines at least
    assert px * 0.8 == pytest.approx(20)  # the same size on the table as at scale 1


def test_thumbnails_and_empty_names_carry_no_tag(qapp):
    assert tag_rect(CARD, NameTag("Fox", "left"), 0.36) is None
    assert tag_rect(CARD, NameTag("", "left"), 1.0) is None
    with pytest.raises(ValueError, match="lane"):
        NameTag("Fox", "top")


def test_the_tag_is_painted_on_paper(qapp):
    image = QImage(150, 210, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    paint_name_tag(painter, CARD, NameTag("Willow", "right"), 1.0)
    painter.end()
    rect, _ = tag_rect(CARD, NameTag("Willow", "right"), 1.0)
    inside = image.pixelColor(round(rect.left()) + 3, round(rect.center().y()))
    assert inside.lightness() > 200  # the paper
    assert image.pixelColor(5, round(rect.center().y())).lightness() == 0  # the card, left of the tag


@pytest.mark.parametrize("code", ["fr", "fa"])
def test_names_read_at_least_11_px_at_1366_by_768(qtbot, window, code):
    set_language(code)
    try:
        shown = window.view.size()
        window.resize(1366, 768)
        qtbot.waitUntil(lambda: window.size() == QSize(1366, 768) and window.view.size() != shown)
        window.start_game(two_people())
        view_scale = window.view.transform().m11()
        for card in (1, 3):  # a right word and a left word in the market
            item = window.board.cards[card]
            _, px = tag_rect(item.card_rect(), item.name_tag, item.scale())
            assert px * item.scale() * view_scale >= SMALLEST_READABLE_PX, (px, view_scale)
    finally:
        set_language("en")
