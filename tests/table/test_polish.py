"""Issue 11's table findings, each pinned with the events a player would use."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

from canvas_table.canvas.record import CanvasGame
from canvas_table.canvas.setup import GameConfig, PlayerSpec
from canvas_table.canvas.ui.layout import CARD
from canvas_table.canvas.ui.preview import PreviewData
from canvas_table.table.pieces import ToastItem, sentence
from tests.table.conftest import DECK, two_people
from tests.table.helpers import card, centre, drag, to_view


def layer_centre(window, j: int) -> QPointF:
    return window.board.layout.layer_pos(j) + QPointF(CARD.width() / 2, CARD.height() / 2)


def give_three_cards(qtbot, window) -> list[int]:
    """Ada and Bo each take the free market card three times, by mouse."""
    for _ in range(6):
        first = card(window, window.controller.state.market[0])
        drag(qtbot, window, centre(first), window.board.layout.hand_rect().center())
    return window.controller.state.seats[0].hand[:]


def click_scene(qtbot, window, point: QPointF) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=to_view(window, point))


# -- finding 1: Enter paints a ready painting, whatever has the focus ---------------------------


def test_enter_paints_after_an_undo_even_with_a_market_card_focused(qtbot, window):
    window.start_game(two_people())
    hand = give_three_cards(qtbot, window)
    c = window.controller
    for j, card_id in enumerate(hand):
        drag(qtbot, window, centre(card(window, card_id)), layer_centre(window, j))
    drag(qtbot, window, centre(card(window, hand[0])), layer_centre(window, 2))  # a swap, then take it back
    window.view.setFocus()
    window.undo()
    assert c.layers == hand and c.can_commit() is None
    market_card = card(window, c.state.market[0])
    click_scene(qtbot, window, centre(market_card))  # the focus sits on market card 1
    assert window.board.focus is market_card
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert c.state.seats[0].paintings[0].layers == tuple(hand)
    assert "finish or cancel" not in window.board.toast.text


def test_enter_on_a_market_card_still_takes_it_when_no_painting_is_ready(qtbot, window):
    window.start_game(two_people())
    c = window.controller
    first = c.state.market[0]
    window.view.setFocus()
    click_scene(qtbot, window, centre(card(window, first)))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert c.state.seats[0].hand == [first]


# -- finding 2: a click on an empty sleeve chooses the background ------------------------------


def sleeve_centre(window, k: int) -> QPointF:
    layout = window.board.layout
    return QRectF(layout.sleeve_pos(k), layout.sleeve_size).center()


def test_clicking_an_empty_sleeve_chooses_it_as_the_background(qtbot, window):
    window.start_game(two_people())
    c = window.controller
    backgrounds = c.state.seats[0].backgrounds
    assert c.background == backgrounds[0]
    click_scene(qtbot, window, sleeve_centre(window, 2))
    assert c.background == backgrounds[2]
    assert window.board.sleeves[2].selected and not window.board.sleeves[0].selected
    click_scene(qtbot, window, sleeve_centre(window, 1))
    assert c.background == backgrounds[1]


def test_a_painted_sleeve_is_not_chosen_and_says_why(qtbot, window):
    window.start_game(two_people())
    hand = give_three_cards(qtbot, window)
    c = window.controller
    for j, card_id in enumerate(hand):
        drag(qtbot, window, centre(card(window, card_id)), layer_centre(window, j))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    painted = c.state.seats[0].paintings[0].background
    hand = window.board.layout.hand_rect().center()
    drag(qtbot, window, centre(card(window, c.state.market[0])), hand)  # Bo
    assert c.human_to_act
    k = c.state.seats[0].backgrounds.index(painted)
    click_scene(qtbot, window, sleeve_centre(window, k))
    assert c.background != painted
    assert window.board.toast.shown == "Choose one of your empty sleeves"


# -- finding 7: a long toast wraps and never clips ---------------------------------------------


def test_a_long_toast_wraps_to_two_lines_inside_the_table(qtbot, window):
    window.start_game(two_people())
    toast = window.board.toast
    long = ("take Moonlit Harbour at Dusk (slot 4, costs 4, collects 3 inspiration): with Sunflowers "
            "in a Blue Vase and The Quiet Orchard (from the market) it could make a painting worth 12")
    toast.say(long)
    metrics = QFontMetricsF(toast._font)
    inner = toast.text_rect()
    needed = metrics.boundingRect(QRectF(0, 0, inner.width(), 1e4),
                                  int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                                  toast.shown)
    assert needed.width() <= inner.width() + 0.5
    assert needed.height() <= inner.height() + 0.5
    assert round(needed.height() / metrics.lineSpacing()) == 2
    on_scene = toast.mapRectToScene(toast.pill())
    assert window.board.layout.scene.contains(on_scene)
    assert on_scene.bottom() == toast.place.bottom()  # it grows upwards from its place
    toast.say("short")  # back to one line in its place
    assert toast.mapRectToScene(toast.rect) == toast.place


def test_a_very_long_toast_shrinks_its_font_rather_than_clip(qtbot):
    toast = ToastItem(QRectF(0, 0, 400, 44))
    toast.say(" ".join(["inspiration"] * 30))
    metrics = QFontMetricsF(toast._font)
    assert toast._font.pixelSize() < ToastItem.FONT
    inner = toast.text_rect()
    needed = metrics.boundingRect(QRectF(0, 0, inner.width(), 1e4),
                                  int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                                  toast.shown)
    assert needed.height() <= inner.height() + 0.5


# -- finding 9: the easel's hint is readable; the solo target shows -----------------------------


def test_the_empty_easels_hint_sits_on_a_dark_pill_over_a_light_background(qtbot, window):
    window.start_game(two_people())
    preview = window.board.preview
    preview.show(PreviewData((), None, "", ((),) * 5, (), 0, 0, ""))  # no background: bare paper
    image = QImage(preview.rect.size().toSize(), QImage.Format.Format_ARGB32)
    image.fill(QColor("#fbf6ea"))  # a light cream background under the text
    painter = QPainter(image)
    preview.draw(painter)
    painter.end()
    pill = preview.hint_rect()
    assert preview.painting.contains(pill)
    for x, y in ((pill.left() + 6, pill.center().y()), (pill.right() - 6, pill.center().y()),
                 (pill.center().x(), pill.top() + 4)):
        assert QColor(image.pixel(round(x), round(y))).lightness() < 100, (x, y)


def test_a_solo_game_shows_its_target_in_the_header(qtbot, window):
    config = GameConfig((PlayerSpec("Ada"),), 5, deck=DECK, target=23)
    window.start_game(CanvasGame.new(config))
    assert window.board.header.content["target"] == "Target: 23 points"
    window.start_game(two_people())
    assert window.board.header.content["target"] == ""


# -- finding 12: sentences, the turn line, one name for the painting hint ------------------------


def test_a_refusal_shows_as_a_sentence(qtbot, window):
    window.start_game(two_people())
    drag(qtbot, window, centre(card(window, 1)), QPointF(1500, 400))
    toast = window.board.toast
    assert toast.text == "drop the card on your hand to take it"  # the reason as given
    assert toast.shown == "Drop the card on your hand to take it"  # shown as a sentence
    assert sentence("à vous") == "À vous" and sentence("") == "" and sentence("نوبت") == "نوبت"


def test_the_turn_line_offers_painting_only_when_a_painting_is_possible(qtbot, window):
    window.start_game(two_people())
    header = window.board.header
    assert header.content["status"] == "Your turn: take a card"
    hand = give_three_cards(qtbot, window)
    assert header.content["status"] == "Your turn: take a card, or lay three cards in the layers to paint"
    for j, card_id in enumerate(hand):  # the hand row is empty now: the line says what is left
        drag(qtbot, window, centre(card(window, card_id)), layer_centre(window, j))
    assert window.controller.hand_shown() == []
    assert header.content["status"] == "Your turn: paint it, or take a card"
    state = window.controller.state
    held = {*state.market, *(c for seat in state.seats for c in seat.hand)}
    state.seats[0].hand += [c for c in range(1, 61) if c not in held][:2]  # five: no more taking
    window.controller.changed.emit()
    assert header.content["status"] == "Your turn: your hand is full, so paint now"


def test_the_painting_hint_button_is_called_best_painting(qtbot, window):
    window.start_game(two_people())
    assert window.board.hint_painting_button.text == "Best painting"
