"""A card's close-up on the Canvas table: hover and hold, Space, Esc, and drags that still work.

The expected titles and icon names are read off ``canvas/data/art_cards.toml`` by hand: with the
deck in id order the market is cards 1..5; card 1 is "Rainbow" (hue and tone in the red swatch,
hue and shape in the yellow one), card 2 "Heron" (tone in green, shape and texture in purple).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from canvas_table.canvas.ui import layout as L
from canvas_table.table import closeup_overlay
from canvas_table.table.closeup import CloseUp, layout, paint_closeup
from canvas_table.table.faces import FaceCache
from tests.table.conftest import two_people
from tests.table.helpers import card, centre, to_view

RAINBOW = ["Hue (red swatch)", "Tone (red swatch)", "Hue (yellow swatch)", "Shape (yellow swatch)"]
HERON = ["Tone (green swatch)", "Shape (purple swatch)", "Texture (purple swatch)"]


@pytest.fixture(autouse=True)
def short_hold(monkeypatch):
    """A close-up opens after a 40 ms rest here (600 ms for people)."""
    monkeypatch.setattr(closeup_overlay, "HOLD_MS", 40)


def test_the_rest_before_a_close_up_is_the_setting_read_when_the_rest_begins(qtbot, table, monkeypatch):
    table.start_game(two_people())
    overlay = table.view.closeup
    monkeypatch.setattr(closeup_overlay, "HOLD_MS", 5000)
    hover(qtbot, table, centre(card(table, 2)))
    assert overlay.resting and overlay._timer.interval() == 5000
    monkeypatch.setattr(closeup_overlay, "HOLD_MS", 10)
    hover(qtbot, table, centre(card(table, 1)))  # a new rest: the new setting
    qtbot.waitUntil(lambda: overlay.shown is not None, timeout=1000)
    assert overlay.item is card(table, 1)


def hover(qtbot, window, scene_point: QPointF) -> None:
    """Move the mouse (no button) onto ``scene_point`` in a few steps, then let it rest there."""
    viewport = window.view.viewport()
    end = to_view(window, scene_point)
    for dx in (30, 12, 0):
        qtbot.mouseMove(viewport, QPoint(end.x() - dx, end.y()))


def names(closeup: CloseUp) -> list[str]:
    return [icon.name for icon in closeup.icons]


@pytest.mark.slow
def test_resting_on_a_market_card_shows_its_close_up_and_moving_away_hides_it(qtbot, table):
    table.start_game(two_people())
    overlay = table.view.closeup
    hover(qtbot, table, centre(card(table, 2)))
    qtbot.waitUntil(lambda: overlay.shown is not None, timeout=3000)
    assert overlay.isVisible() and overlay.item is card(table, 2)
    assert overlay.shown.title == "Heron" and overlay.shown.kind == "Art card"
    assert names(overlay.shown) == HERON
    assert [icon.face for icon in overlay.shown.icons] == ["icon:tone", "icon:shape", "icon:texture"]
    assert overlay.accessibleName() == "Heron"
    leave(qtbot, table)
    assert overlay.shown is None and not overlay.isVisible()
    assert not overlay.resting


def test_space_on_the_focused_card_shows_it_and_esc_hides_it_without_playing(qtbot, table):
    table.start_game(two_people())
    state = table.controller.state
    overlay = table.view.closeup
    qtbot.keyClick(table.view, Qt.Key.Key_Tab)  # the focus goes to the first market card
    assert table.board.focus is card(table, 1)
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert overlay.isVisible() and overlay.shown.title == "Rainbow"
    assert names(overlay.shown) == RAINBOW
    qtbot.keyClick(table.view, Qt.Key.Key_Right)  # the close-up follows the focus
    qtbot.waitUntil(lambda: overlay.shown is not None and overlay.shown.title == "Heron", timeout=2000)
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert overlay.shown is None and not overlay.isVisible()
    assert state.seats[0].hand == [] and state.market[:2] == [1, 2]  # nothing was taken
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    qtbot.keyClick(table.view, Qt.Key.Key_Space)  # Space again closes it
    assert overlay.shown is None


def test_space_shows_the_card_under_the_mouse_when_no_card_has_the_focus(qtbot, table):
    table.start_game(two_people())
    overlay = table.view.closeup
    hover(qtbot, table, centre(card(table, 3)))
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert overlay.shown is not None and overlay.shown.title == "Velvet"


def test_the_close_up_closes_when_its_card_leaves_the_table(qtbot, table):
    table.start_game(two_people())
    overlay = table.view.closeup
    item = card(table, 4)
    assert overlay.open(item) and overlay.shown.title == "Willow"
    item.setVisible(False)  # as a card that went into a sleeve
    qtbot.waitUntil(lambda: overlay.shown is None and not overlay.isVisible(), timeout=2000)


@pytest.mark.slow
def test_a_drag_from_a_shown_close_up_takes_the_card_and_closes_it(qtbot, table):
    table.start_game(two_people())
    state = table.controller.state
    overlay = table.view.closeup
    item = card(table, 1)
    hover(qtbot, table, centre(item))
    qtbot.waitUntil(lambda: overlay.shown is not None, timeout=3000)
    viewport = table.view.viewport()
    start, end = to_view(table, centre(item)), to_view(table, table.board.layout.hand_rect().center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    assert overlay.shown is None and not overlay.isVisible()  # the press closes it at once
    for k in range(1, 7):
        p = start + (end - start) * k / 6
        qtbot.mouseMove(viewport, QPoint(round(p.x()), round(p.y())))
        assert table.scene.dragged is item and not overlay.resting  # no close-up while dragging
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert overlay.shown is None  # not even with Space
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert state.seats[0].hand == [1]


@pytest.mark.slow
def test_an_empty_sleeve_and_a_scoring_card_have_close_ups(qtbot, table):
    table.start_game(two_people())
    state = table.controller.state
    overlay = table.view.closeup
    sleeve = table.board.sleeves[0]
    background = state.setup.cards.backgrounds[state.seats[0].backgrounds[0]]
    hover(qtbot, table, sleeve.mapRectToScene(sleeve.rect).center())
    qtbot.waitUntil(lambda: overlay.shown is not None, timeout=3000)
    assert overlay.shown.title == background.name and overlay.shown.faces == (f"bg:{background.id}",)
    overlay.close_up()
    hover(qtbot, table, table.board.layout.scoring_pos(0) + QPointF(L.CARD.width() / 2, L.CARD.height() / 2))
    qtbot.waitUntil(lambda: overlay.shown is not None, timeout=3000)
    # the first game's red slot holds Composition (scenarios.toml, scoring_cards.toml)
    assert overlay.shown.title == "Composition" and overlay.shown.kind == "Scoring card · red ribbons"
    assert overlay.shown.text.splitlines() == [
        "1 ribbon if every swatch shows at least one icon, element or bonus.", "",
        "1 ribbon: 1 point", "2 ribbons: 3 points", "3 ribbons: 9 points"]
    leave(qtbot, table)


@pytest.mark.slow
def test_a_sleeve_with_a_finished_painting_shows_the_painting_and_the_icons_that_show(qtbot, table):
    from canvas_table.canvas.actions import Paint, Take

    table.start_game(two_people())
    c = table.controller
    for _turn in range(6):  # Ada takes 1, 3, 5 and Bo 2, 4, 6 (always the free card)
        assert c.play(Take(0)) is None
    background = c.state.seats[0].backgrounds[0]
    assert c.play(Paint((1, 3, 5), background)) is None
    assert c.play(Take(0)) is None  # Bo's turn: the table shows Ada's side again after it
    assert c.viewer == 0
    overlay = table.view.closeup
    sleeve = table.board.sleeves[0]
    hover(qtbot, table, sleeve.mapRectToScene(sleeve.rect).center())
    qtbot.waitUntil(lambda: overlay.shown is not None, timeout=3000)
    assert overlay.shown.kind == "Painting"
    assert overlay.shown.faces == (f"bg:{background}", "art:1", "art:3", "art:5")
    # by hand, from the top card down per swatch: red shows Velvet's hue, yellow Velvet's hue and
    # texture, green Village's shape, blue nothing, purple Village's tone
    assert names(overlay.shown) == ["Hue (red swatch)", "Hue (yellow swatch)", "Texture (yellow swatch)",
                                    "Shape (green swatch)", "Tone (purple swatch)"]
    leave(qtbot, table)
    assert overlay.shown is None


def leave(qtbot, window) -> None:
    """Move the mouse onto the empty mat below the easel (the close-up closes).

    A test that ends with the mouse resting on a sleeve (an item with a cursor of its own) makes
    a later window crash in Qt when that window sets a sleeve's cursor; the mouse leaves first."""
    hover(qtbot, window, QPointF(1500, 760))


class Recorder:
    """A face source that records the widths asked for and hands out blank images."""

    def __init__(self) -> None:
        self.asked: dict[str, int] = {}

    def image(self, face: str, width: int) -> QImage:
        self.asked[face] = width
        image = QImage(max(1, width), max(1, width), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.white)
        return image

    def paint_fallback(self, face, painter, rect) -> None:
        raise AssertionError("the recorder always has the face")


def test_the_card_is_drawn_at_the_device_size_at_pixel_ratio_2(qapp):
    # a viewport of 1000 x 600 logical pixels at ratio 2: the card is 0.68 x 600 = 408 tall and
    # 408 x 5 / 7 = 291.43 wide, so 582.86 -> 583 device pixels
    recorder = Recorder()
    image = QImage(2000, 1200, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    painter = QPainter(image)
    paint_closeup(painter, QRectF(0, 0, 1000, 600), CloseUp("Heron", faces=("art:2",)), FaceCache(recorder))
    painter.end()
    assert recorder.asked["art:2"] == 583


def test_the_card_stands_on_the_right_in_a_right_to_left_language():
    view = QRectF(0, 0, 1000, 600)
    ltr, rtl = layout(view, 5 / 7, False), layout(view, 5 / 7, True)
    assert ltr.card.right() < ltr.panel.left() and rtl.panel.right() < rtl.card.left()
    assert rtl.card.width() == ltr.card.width() and abs(rtl.card.right() - (1000 - ltr.card.left())) < 1e-6
