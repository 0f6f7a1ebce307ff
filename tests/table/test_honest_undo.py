"""The honest undo at the table (issue 11, findings 1 and 11), with the keys a player would press.

Undo takes back your last move, and the bots' after it, only when nothing hidden was turned up
since; otherwise it says why and the game, its log and its autosave stay as they were. An
arrangement step still undoes, and Enter then paints a ready painting wherever the focus is.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from canvas_table.app import paths
from tests.table.conftest import after_takes
from tests.table.test_keyboard_game import focus_card

REFILLED = "can't undo: a new market card has been turned up since your move"


def log_lines(window) -> list[str]:
    return [window.log.item(k).text() for k in range(window.log.count())]


def autosaved_actions(window) -> list:
    return json.loads(paths.autosave_path().read_text())["actions"]


def press_undo(qtbot, window) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def paint_with_keys(qtbot, window, cards: tuple[int, int, int]) -> None:
    """Lay ``cards`` in layers 1, 2, 3 with the arrow keys and 1-2-3, then Enter."""
    for key, card_id in zip((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3), cards, strict=True):
        focus_card(qtbot, window, card_id)
        qtbot.keyClick(window.view, key)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)


def wait_for_ada(qtbot, window, actions: int) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: len(c.game.actions) == actions and c.human_to_act, timeout=20000)


@pytest.mark.slow
def test_undo_after_a_take_that_refilled_the_market_is_refused_and_changes_nothing(qtbot, window):
    window.start_game(after_takes(8, bo="bot:normal"))  # Ada holds 1, 3, 5, 7; the market 9..13
    window._autosave(window.controller.game.to_record())
    c = window.controller
    window.view.setFocus()
    focus_card(qtbot, window, 9)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # Ada takes 9: 14 comes up from the dispenser
    assert c.state.seats[0].hand == [1, 3, 5, 7, 9] and c.state.market[-1] == 14
    wait_for_ada(qtbot, window, 10)  # Bo has answered
    state, record, log = c.state.to_json(), c.game.to_record(), log_lines(window)
    saved = autosaved_actions(window)
    press_undo(qtbot, window)
    assert window.status.text() == "Can't undo: a new market card has been turned up since your move"
    assert window.board.toast.text == REFILLED
    assert c.state.to_json() == state and c.game.to_record() == record
    assert log_lines(window) == log and autosaved_actions(window) == saved


@pytest.mark.slow
def test_undo_after_a_painting_answered_by_a_painting_takes_both_back_and_trims_the_log(qtbot, window):
    window.start_game(after_takes(10, bo="bot:normal"))  # both hold five cards: both must paint
    c = window.controller
    before = c.state.to_json()
    log = log_lines(window)
    assert len(log) == 11  # "New game", then the ten takes
    window.view.setFocus()
    paint_with_keys(qtbot, window, (1, 3, 5))
    assert c.state.seats[0].paintings[0].layers == (1, 3, 5)
    wait_for_ada(qtbot, window, 12)  # Bo painted too: a painting turns up nothing
    assert len(c.state.seats[1].paintings) == 1
    assert len(log_lines(window)) == 13
    press_undo(qtbot, window)
    assert c.state.to_json() == before and len(c.game.actions) == 10
    assert log_lines(window) == [*log, "Undo: your last move is taken back."]
    assert len(autosaved_actions(window)) == 10
    assert c.human_to_act and not window.thinker.busy  # Ada chooses again; Bo waits for her
    paint_with_keys(qtbot, window, (9, 7, 3))  # another painting; Bo answers it anew
    wait_for_ada(qtbot, window, 12)
    assert c.state.seats[0].paintings[0].layers == (9, 7, 3)


def test_enter_paints_after_undoing_an_arrangement_step_by_keys(qtbot, window):
    window.start_game(after_takes(10))
    c = window.controller
    window.view.setFocus()
    for key, card_id in zip((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3), (1, 3, 5), strict=True):
        focus_card(qtbot, window, card_id)
        qtbot.keyClick(window.view, key)
    assert c.layers == [1, 3, 5]
    press_undo(qtbot, window)  # the step, not a move
    assert c.layers == [1, 3, None] and len(c.game.actions) == 10
    focus_card(qtbot, window, 7)
    qtbot.keyClick(window.view, Qt.Key.Key_3)  # another card in layer 3
    focus_card(qtbot, window, c.state.market[0])  # the focus on market card 1, as in finding 1
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert c.state.seats[0].paintings[0].layers == (1, 3, 7)
    assert c.state.seats[0].hand == [5, 9] and len(c.state.market) == 5
    assert "finish or cancel" not in window.board.toast.text


def test_hot_seat_undo_takes_back_the_last_persons_painting(qtbot, window):
    window.start_game(after_takes(10))  # Ada and Bo both people
    c = window.controller
    before = c.state.to_json()
    window.view.setFocus()
    paint_with_keys(qtbot, window, (1, 3, 5))
    assert c.viewer == 1  # the table turned to Bo
    press_undo(qtbot, window)
    assert c.state.to_json() == before and c.viewer == 0
    assert log_lines(window)[-1] == "Undo: Ada's last move is taken back."


def test_undo_while_the_bot_answers_a_painting_takes_it_back_and_the_answer_is_dropped(qtbot, window):
    window.start_game(after_takes(10, bo="bot:normal"))
    c = window.controller
    before = c.state.to_json()
    window.view.setFocus()
    paint_with_keys(qtbot, window, (1, 3, 5))  # Bo starts thinking (or has already answered)
    press_undo(qtbot, window)
    qtbot.waitUntil(lambda: not window.thinker.busy, timeout=20000)  # answered or dropped
    QCoreApplication.processEvents()  # an answer signalled would be delivered now
    assert window._pending is None and not window._bot_timer.isActive()
    assert c.state.to_json() == before and len(c.game.actions) == 10 and c.human_to_act
