"""Tangram Champions in the main window: a whole bot game runs to the champion's trophy screen; a new
game takes the puzzle off the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from canvas_table.app.end_dialog import EndDialog
from canvas_table.engine.platform import PlayerSpec
from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel


@pytest.mark.slow
def test_a_bot_game_runs_to_the_trophy_screen(window, qtbot, monkeypatch):
    shown = []

    def exec_(dialog: EndDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(EndDialog, "exec", exec_)
    players = (PlayerSpec("Bo", "bot:random"), PlayerSpec("Cy", "bot:easy"), PlayerSpec("Di", "bot:normal"))
    assert window.new_game("tangram", players, 17, {"goal": "quick"}) is None
    qtbot.waitUntil(lambda: bool(shown), timeout=120_000)
    state = window.controller.state
    assert state.is_over() and state.colours(state.winner) >= 3
    report = shown[0].report
    assert report["champion"] == state.winner
    trophy, = (p for p in shown[0].paintings if p.title == "The champion's trophy")
    assert trophy.seat == state.winner
    assert len(shown[0].paintings) == len(players) + 1  # and every seat's collection
    image = trophy.render(200)
    assert image.width() == 200 and image.height() == 280
    header = window.board.header.content
    name = players[state.winner].name
    assert header["status"] == f"{name} is the champion!"
    last = window.log.item(window.log.count() - 1).text()
    assert last.startswith(f"{name} is the champion, with ")


def test_a_new_game_takes_an_open_puzzle_off_the_table(window, qtbot):
    players = (PlayerSpec("You"), PlayerSpec("Bo", "bot:easy"))
    assert window.new_game("tangram", players, 5, {}) is None  # the first roll: a tangram square
    board = window.board
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(board.dice.mapRectToScene(board.dice.rect).center()))
    host = board.host
    assert host.open and host.panel.isVisible() and host.backdrop.isVisible()
    assert window.new_game("picktura", players, 5, {}) is None
    qtbot.waitUntil(lambda: not window.view.findChildren(PuzzlePanel), timeout=2000)
    assert not [w for w in window.view.findChildren(QWidget) if w.objectName() == "puzzleBackdrop"]


def test_a_resumed_game_with_its_puzzle_open_plays_it_at_the_tables_speed(window, qtbot):
    from canvas_table.tangram.actions import Roll, Tangram
    from canvas_table.tangram.figures import figures
    from canvas_table.tangram.ui.puzzle_layout import solution_by_piece
    from tests.tangram.puzzle_driver import place_with_mouse
    from tests.tangram.table_driver import ada_and

    match = ada_and("human")  # seed 5: Ada's roll takes her to a red square, the figure red-4
    match.play(Roll())
    window.start_game(match)  # as Resume does: the puzzle opens as the table is laid
    host = window.board.host
    assert window.board.speed == 0 and host.open and host.person
    for index, goal in enumerate(solution_by_piece(figures()["red-4"])):
        place_with_mouse(host.panel, index, goal)
    # at speed 0 the solved figure counts at once: no celebration holds the puzzle open
    assert not host.open
    seat, action = window.controller.game.actions[-1]
    assert seat == 0 and isinstance(action, Tangram)
