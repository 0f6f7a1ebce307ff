"""Whole games at the table: a person's drags against a bot, the keyboard, undo, hot seat."""

from __future__ import annotations

from PySide6.QtCore import Qt

from canvas_table.layers.actions import Place
from canvas_table.layers.bots import make_bot
from canvas_table.layers.match import replay
from tests.layers.ui.conftest import ada_and
from tests.table.view_driver import centre


def _person_drags(qtbot, t, turn: int) -> None:
    """One move by mouse: the market card of slot ``turn % 4``, or the pile's top every third turn,
    onto layer ``turn % 3 + 1`` (its slot or its band, by turns)."""
    c = t.controller
    layer = turn % 3 + 1
    target = (t.board.layout.slot_rect if turn % 2 else t.board.layout.band_rect)(layer).center()
    item = t.item(c.state.pile_top) if turn % 3 == 2 else t.item(c.state.market[turn % 4])
    t.drag(qtbot, centre(item), target)


def test_a_whole_game_against_a_bot_ends_with_game_over(qtbot, table):
    t = table(ada_and(rounds=3, seed=11))
    c = t.controller
    bot = make_bot("normal", 1)
    wanted = []
    c.bot_turn.connect(wanted.append)
    turn = 0
    with qtbot.waitSignal(c.game_over, timeout=20000):
        while not c.state.is_over():
            if c.human_to_act:
                before = len(c.game.actions)
                _person_drags(qtbot, t, turn)
                assert len(c.game.actions) == before + 1, t.board.toast.text
                turn += 1
            else:
                assert wanted and wanted[-1] == c.state.current_seat
                c.apply_bot_action(bot.choose(c.state))
    assert turn == 3 and len(c.game.actions) == 6
    assert replay(c.game.to_record()).state.to_json() == c.state.to_json()
    assert len(t.saves) == 6
    assert "win" in t.board.header.content["status"]
    assert not c.human_to_act
    # the table shows the final state
    for layer, card in enumerate(c.state.boards[0], 1):
        assert t.item(card).pos() == t.board.layout.slot_pos(layer)


def test_undo_is_refused_once_a_card_came_from_the_pile_and_nothing_changes(qtbot, table):
    t = table(ada_and())
    c = t.controller
    assert c.undo() == "nothing to undo"
    t.drag(qtbot, centre(t.item(7)), t.board.layout.slot_rect(3).center())  # market slot 0 refills with 14
    assert c.state.market[0] == 14
    c.apply_bot_action(make_bot("normal", 1).choose(c.state))
    assert len(c.game.actions) == 2
    record, saves = c.game.to_record(), len(t.saves)
    assert c.undo() == "can't undo: the market has been refilled from the pile since your move"
    assert c.game.to_record() == record and len(t.saves) == saves
    assert c.state.boards[0][2] == 7 and t.item(7).pos() == t.board.layout.slot_pos(3)


def test_undo_after_laying_the_pile_card_is_refused_with_its_reason(qtbot, table):
    t = table(ada_and())
    c = t.controller
    assert c.play(Place("pile", 1)) is None  # 14, face down until Ada laid it
    assert c.undo() == "can't undo: a card from the pile has been laid face up since your move"
    assert c.state.boards[0][0] == 14 and len(c.game.actions) == 1


def test_the_keyboard_chooses_a_card_and_lays_it(qtbot, table):
    t = table(ada_and())
    c, view = t.controller, t.view
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert t.board.focus is t.item(8)
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert c.game.actions == [(0, Place("market", 3, 1))]


def test_enter_turns_the_pile_card_over_and_1_lays_it(qtbot, table):
    t = table(ada_and())
    c, view = t.controller, t.view
    for _ in range(5):
        qtbot.keyClick(view, Qt.Key.Key_Tab)  # market 0..3, then the pile
    assert t.board.focus is t.item(14)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert c.drawn and t.item(14).face == "layers:14"
    qtbot.keyClick(view, Qt.Key.Key_Left)  # the focus stays on the drawn card
    assert t.board.focus is t.item(14)
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert c.game.actions == [(0, Place("pile", 1))]


def test_double_click_chooses_then_a_click_on_the_painting_lays_it(qtbot, table):
    t = table(ada_and())
    c = t.controller
    item = t.item(11)
    qtbot.mouseDClick(t.view.viewport(), Qt.MouseButton.LeftButton, pos=t.to_view(centre(item)))
    assert t.board.focus is item and "Press 1, 2 or 3" in t.board.toast.text
    band = t.to_view(t.board.layout.band_rect(2).center())
    qtbot.mouseClick(t.view.viewport(), Qt.MouseButton.LeftButton, pos=band)
    assert c.game.actions == [(0, Place("market", 2, 2))]


def test_a_click_chooses_and_a_click_on_a_layer_slot_lays_it(qtbot, table):
    t = table(ada_and())
    c, viewport = t.controller, t.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=t.to_view(centre(t.item(6))))
    assert "choose a card first" in t.board.toast.text and c.game.actions == []
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=t.to_view(centre(t.item(12))))
    assert t.board.focus is t.item(12)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=t.to_view(centre(t.item(3))))
    assert c.game.actions == [(0, Place("market", 1, 3))]


def test_the_cards_of_the_painting_stay_put(qtbot, table):
    t = table(ada_and())
    item = t.item(6)
    t.drag(qtbot, centre(item), t.board.layout.slot_rect(3).center())
    assert t.controller.game.actions == [] and item.pos() == t.board.layout.slot_pos(2)
    assert "stay where they are" in t.board.toast.text


def test_hot_seat_turns_the_table_to_the_seat_to_act(qtbot, table):
    t = table(ada_and(kind="human"))
    c = t.controller
    assert c.viewer == 0
    t.drag(qtbot, centre(t.item(7)), t.board.layout.slot_rect(1).center())
    assert c.viewer == 1 and c.human_to_act
    assert t.item(4).pos() == t.board.layout.slot_pos(1)  # Bo's board now sits at the bottom
    ada = t.board.panels[0].content
    assert ada["name"] == "Ada"
    assert (ada["kind"], ada["status"]) == ("Person", "To play")
    assert ada["last"].startswith("Last: ")  # lines on the table start with a capital
    assert c.undo() == "can't undo: the market has been refilled from the pile since your move"
    assert c.viewer == 1
