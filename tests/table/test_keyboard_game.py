"""A whole game with the keyboard alone: the new-game dialog, every move, the end screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from canvas_table.app.window import MainWindow
from canvas_table.canvas.actions import Take
from canvas_table.canvas.bots import GreedyBot
from canvas_table.canvas.setup import PlayerSpec
from tests.table.helpers import focus_card


def press_in_modal(qtbot, key: Qt.Key, then=None, delay: int = 200) -> None:
    """Press ``key`` in the dialog that will be open ``delay`` ms from now."""

    def press() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog), "no dialog is open"
        if then is not None:
            then(dialog)
        qtbot.keyClick(dialog.focusWidget() or dialog, key)

    QTimer.singleShot(delay, press)


@pytest.mark.slow
def test_keyboard_only_from_new_game_to_the_end_screen(qtbot, window, monkeypatch):
    started = []
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal"))
    monkeypatch.setattr("canvas_table.app.new_game_dialog.NewGameDialog.players", lambda self: players)
    monkeypatch.setattr("canvas_table.app.new_game_dialog.NewGameDialog.seed", lambda self: 31)
    monkeypatch.setattr(MainWindow, "new_game",
                        lambda self, *args, new_game=MainWindow.new_game: started.append(args[1:3])
                        or new_game(self, *args))
    press_in_modal(qtbot, Qt.Key.Key_Return)  # Enter starts the default game
    window.new_game_dialog()
    assert started == [(players, 31)]
    c = window.controller
    window.view.setFocus()
    planner = GreedyBot(4)
    ends: list[int] = []
    monkeypatch.setattr(MainWindow, "show_end", lambda self: ends.append(1))
    while not c.state.is_over():
        if not c.human_to_act:
            moves = c.state.moves
            qtbot.waitUntil(lambda m=moves: c.state.moves > m, timeout=10000)
            continue
        action = planner.choose(c.state)
        if isinstance(action, Take):
            focus_card(qtbot, window, c.state.market[action.slot])
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
            continue
        while c.background != action.background:
            qtbot.keyClick(window.view, Qt.Key.Key_B)
        for layer, card in enumerate(action.layers):
            focus_card(qtbot, window, card)
            qtbot.keyClick(window.view, [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3][layer])
        assert tuple(c.placed) == action.layers
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
        assert c.state.seats[0].paintings[-1].layers == action.layers
    assert all(len(seat.paintings) == 3 for seat in c.state.seats)
    qtbot.waitUntil(lambda: ends == [1], timeout=3000)


def test_the_end_screen_answers_the_keyboard(qtbot, window):
    from tests.table.conftest import two_people

    game = two_people()
    planner = GreedyBot(1)
    while not game.state.is_over():
        game.play(planner.choose(game.state))
    window.start_game(game)
    replays = []
    window.new_game_dialog = lambda: replays.append(True)
    press_in_modal(qtbot, Qt.Key.Key_Return)  # the default button: play again
    window.show_end()
    assert replays == [True]
