"""Picktura with the keyboard alone in the window, where Space also opens a card's close-up."""

from __future__ import annotations

from PySide6.QtCore import Qt

from canvas_table.picktura.actions import Complete, Expose
from tests.picktura.ui.conftest import ada_and, set_position
from tests.table import helpers


def focus_card(qtbot, window, card: int) -> None:
    """Tab to ``card`` as a player would."""
    helpers.focus_card(qtbot, window, card, Qt.Key.Key_Tab)


def test_space_chooses_the_focused_quarter_and_e_exposes_them(qtbot, window):
    window.start_game(ada_and("human"))  # Bo a person too: nothing plays between
    c, view = window.controller, window.view
    view.setFocus()
    for card in (1, 2):
        focus_card(qtbot, window, card)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert view.closeup.shown is None, "Space opened the close-up instead of choosing the card"
    assert window.board.selected == {1, 2}
    qtbot.keyClick(view, Qt.Key.Key_E)
    assert c.game.actions[0][1].steps == (Expose((1, 2)),)


def test_space_still_shows_a_piles_card_which_it_does_not_choose(qtbot, window):
    window.start_game(ada_and("human"))
    view = window.view
    view.setFocus()
    focus_card(qtbot, window, 8)  # the visible pile's top
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.closeup.shown is not None and view.closeup.item is window.board.cards[8]
    assert window.board.selected == set()


def test_the_tenth_work_is_reached_by_tabbing_to_it_and_enter(qtbot, window):
    match = ada_and("human")
    works = [[4 * k + 1, 4 * k + 2] for k in range(10)]  # the top quarters of works 1 to 10
    set_position(match, [[39, 40, 41, 45, 49], [47, 48, 50, 43, 44]], [42], [46, 3, 4], [works, []])
    window.start_game(match)
    c, view = window.controller, window.view
    view.setFocus()
    for card in (39, 40):  # work 10's bottom quarters
        focus_card(qtbot, window, card)
        qtbot.keyClick(view, Qt.Key.Key_Space)
    focus_card(qtbot, window, 37)  # work 10 on the table
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert c.game.actions[0][1].steps == (Complete(9, (39, 40)),)
    assert c.state.works[0][9] == [37, 38, 39, 40]


def test_shift_space_shows_the_focused_hand_cards_close_up_without_choosing_it(qtbot, window):
    window.start_game(ada_and("human"))
    view = window.view
    view.setFocus()
    focus_card(qtbot, window, 1)
    qtbot.keyClick(view, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert view.closeup.shown is not None and view.closeup.item is window.board.cards[1]
    assert window.board.selected == set()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # Space closes it; the next chooses the card
    assert view.closeup.shown is None and window.board.selected == set()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert window.board.selected == {1}
