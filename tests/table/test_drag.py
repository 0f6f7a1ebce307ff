"""Real mouse drags on the viewport: taking, refusing, arranging, reordering, committing."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from canvas_table.canvas.actions import Paint, Take
from canvas_table.canvas.ui.layout import CARD
from canvas_table.canvas.ui.preview import preview_data
from tests.table.conftest import two_people
from tests.table.helpers import card, centre, drag, to_view


def hand_centre(window) -> QPointF:
    return window.board.layout.hand_rect().center()


def layer_centre(window, j: int) -> QPointF:
    return window.board.layout.layer_pos(j) + QPointF(CARD.width() / 2, CARD.height() / 2)


def test_dragging_a_market_card_to_the_hand_takes_it(qtbot, window):
    window.start_game(two_people())
    state = window.controller.state
    drag(qtbot, window, centre(card(window, 3)), hand_centre(window))
    assert state.seats[0].hand == [3]
    assert state.seats[0].inspiration == 2
    assert state.market_tokens[:2] == [1, 1]
    assert state.current_seat == 1
    assert card(window, 3).pos() == card(window, 3).home


def test_unaffordable_card_is_refused_and_slides_back(qtbot, window):
    window.start_game(two_people())
    state = window.controller.state
    state.seats[0].inspiration = 1
    item = card(window, 4)
    home = item.pos()
    before = state.to_json()
    drag(qtbot, window, centre(item), hand_centre(window))
    assert state.to_json() == before
    assert window.status.text() == "That card costs 3 inspiration and you have 1"  # a sentence
    qtbot.waitUntil(lambda: item.pos() == home, timeout=2000)


def test_drop_away_from_the_hand_is_refused_with_a_reason(qtbot, window):
    window.start_game(two_people())
    item = card(window, 1)
    drag(qtbot, window, centre(item), QPointF(1500, 400))
    assert window.controller.state.seats[0].hand == []
    assert window.status.text() == "Drop the card on your hand to take it"


def _give_three_cards(qtbot, window) -> list[int]:
    for _ in range(3):  # Ada and Bo each take the free card three times
        for _ in range(2):
            market_first = window.controller.state.market[0]
            drag(qtbot, window, centre(card(window, market_first)), hand_centre(window))
    return window.controller.state.seats[0].hand[:]


def test_arrange_reorder_preview_and_commit_by_mouse(qtbot, window):
    window.start_game(two_people())
    hand = _give_three_cards(qtbot, window)
    c = window.controller
    assert c.viewer == 0 and c.human_to_act
    for j, card_id in enumerate(hand):
        drag(qtbot, window, centre(card(window, card_id)), layer_centre(window, j))
    assert c.layers == hand
    drag(qtbot, window, centre(card(window, hand[0])), layer_centre(window, 2))  # swap bottom and top
    assert c.layers == [hand[2], hand[1], hand[0]]
    shown = window.board.preview.content
    expected = preview_data(c.state, 0, c.layers, c.background)
    verdict = c.state.judge.score(c.layers)
    assert shown == expected
    assert [line[2] for line in shown.lines] == list(verdict.ribbons)
    assert shown.grey == verdict.grey and shown.title == c.state.judge.title(c.layers)
    button = window.board.commit_button
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=to_view(window, button.mapRectToScene(button.rect).center()))
    painting = c.state.seats[0].paintings[0]
    assert painting.layers == (hand[2], hand[1], hand[0])
    assert c.state.seats[0].hand == []
    assert c.state.current_seat == 1


def test_hovering_a_layer_slot_previews_the_drop(qtbot, window):
    window.start_game(two_people())
    hand = _give_three_cards(qtbot, window)
    c = window.controller
    viewport = window.view.viewport()
    start = to_view(window, centre(card(window, hand[0])))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + (to_view(window, layer_centre(window, 1)) - start) / 2)
    qtbot.mouseMove(viewport, to_view(window, layer_centre(window, 1)))
    assert window.board.preview.content.layers == (hand[0],)
    assert c.layers == [None, None, None]  # only a preview until the drop
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=to_view(window, layer_centre(window, 1)))
    assert c.layers == [None, hand[0], None]


def test_dragging_a_layer_card_out_returns_it_to_the_hand(qtbot, window):
    window.start_game(two_people())
    hand = _give_three_cards(qtbot, window)
    c = window.controller
    drag(qtbot, window, centre(card(window, hand[1])), layer_centre(window, 0))
    drag(qtbot, window, centre(card(window, hand[1])), QPointF(1500, 300))
    assert c.layers == [None, None, None]
    assert hand[1] in c.hand_shown()


def test_keyboard_alone_takes_arranges_and_commits(qtbot, window):
    window.start_game(two_people())
    view = window.view
    view.setFocus()
    for _ in range(6):  # each seat takes the focused (first) market card three times
        qtbot.keyClick(view, Qt.Key.Key_Right)
        window.board.set_focus(card(window, window.controller.state.market[0]))
        qtbot.keyClick(view, Qt.Key.Key_Return)
    c = window.controller
    hand = c.state.seats[0].hand[:]
    assert len(hand) == 3 and c.human_to_act
    for j, card_id in enumerate(hand):
        window.board.set_focus(card(window, card_id))
        qtbot.keyClick(view, [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3][j])
    assert c.layers == hand
    assert window.board.focus is not None and window.board.focus.focused
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert c.state.seats[0].paintings[0].layers == tuple(hand)


def test_undo_takes_back_an_arrangement_step(qtbot, window):
    window.start_game(two_people())
    hand = _give_three_cards(qtbot, window)
    c = window.controller
    drag(qtbot, window, centre(card(window, hand[0])), layer_centre(window, 0))
    window.undo()
    assert c.layers == [None, None, None]


def test_forced_painting_is_explained(qtbot, window):
    game = two_people()
    window.start_game(game)
    c = window.controller
    c.state.seats[0].hand = [40, 41, 42, 43, 44]
    c.start()
    assert "must complete a painting" in window.board.preview.content.note
    assert window.controller.take_reason(0) == "your hand is full (5 cards): you must complete a painting"
    assert isinstance(c.state.legal_actions()[0], Paint)


def test_confirm_before_commit_when_the_setting_asks(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    window.settings.confirm_commit = True
    window.start_game(two_people())
    hand = _give_three_cards(qtbot, window)
    c = window.controller
    for j, card_id in enumerate(hand):
        assert c.place(card_id, j) is None
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a: asked.append(a[2]) or QMessageBox.StandardButton.No)
    window.commit()
    assert asked == [f"Paint “{c.state.judge.title(hand)}” now?"]
    assert c.state.seats[0].paintings == []
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    window.commit()
    assert len(c.state.seats[0].paintings) == 1


def test_play_and_arrange_do_what_a_person_would(qtbot, window):
    window.start_game(two_people())
    c = window.controller
    assert c.play(Take(0)) is None and c.state.seats[0].hand == [1]
    for _ in range(5):
        c.play(Take(0))
    hand = c.state.seats[0].hand[:]
    bg = c.state.seats[0].backgrounds[1]
    assert c.arrange(tuple(hand), bg) is None
    assert c.layers == hand and c.background == bg
    assert c.play(Paint((hand[2], hand[0], hand[1]), bg)) is None
    assert c.state.seats[0].paintings[0].layers == (hand[2], hand[0], hand[1])
    assert c.play(Take(9)) == "market slot 10 is empty (the market holds 5 cards)"
