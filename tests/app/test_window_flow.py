"""The window's care for a game in progress: asking before dropping it, the autosave after a Load,
the log after an undo, and status lines that fade."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from canvas_table.app import autosave, paths
from canvas_table.app.settings import Settings
from canvas_table.app.window import MainWindow
from canvas_table.canvas.actions import Paint
from canvas_table.canvas.record import CanvasGame
from canvas_table.canvas.setup import GameConfig, PlayerSpec
from tests.table.conftest import after_takes


def people(seed: int = 5) -> CanvasGame:
    return CanvasGame.new(GameConfig((PlayerSpec("Ada"), PlayerSpec("Bo")), seed, first_player=0))


def test_a_new_game_asks_before_it_drops_a_game_in_progress(window, monkeypatch):
    asked, opened = [], []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a: asked.append(a[2]) or QMessageBox.StandardButton.No)
    monkeypatch.setattr("canvas_table.app.new_game_dialog.NewGameDialog.exec",
                        lambda self: opened.append(1) or 0)
    window.start_game(people())
    window.new_game_dialog()  # no move yet: nothing to lose, no question
    assert asked == [] and opened == [1]
    window.controller.take(0)
    window.new_game_dialog()  # a move played and not saved: asked, and No keeps the game
    assert len(asked) == 1 and "A new game" in asked[0] and opened == [1]
    assert len(window.controller.game.actions) == 1


def test_a_game_just_saved_is_dropped_without_asking(window, monkeypatch, tmp_path):
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a: asked.append(a[2]) or QMessageBox.StandardButton.No)
    monkeypatch.setattr("canvas_table.app.window_files.QFileDialog.getSaveFileName",
                        lambda *a: (str(tmp_path / "kept.json"), ""))
    window.start_game(people())
    window.controller.take(0)
    assert window.dirty()
    window.save_dialog()
    assert not window.dirty() and asked == []
    window.controller.take(0)
    assert window.dirty()


def test_a_loaded_game_replaces_the_autosave(window, tmp_path):
    other = people(seed=9)
    other.play(other.state.legal_actions()[0])
    path = tmp_path / "other.json"
    autosave.save_game(path, other)
    window.start_game(people())
    window.controller.take(1)
    assert window.load_file(str(path)) is None
    resumed, error = autosave.read_autosave()
    assert error is None and resumed.to_record() == other.to_record()
    assert paths.autosave_path().exists()


def log_lines(window) -> list[str]:
    return [window.log.item(k).text() for k in range(window.log.count())]


def painted_by_both() -> CanvasGame:
    """Ada and Bo (a bot) after ten takes and a painting each: Ada is to act."""
    game = after_takes(10, bo="bot:normal")
    game.play(Paint((1, 3, 5), game.state.seats[0].backgrounds[0]))
    game.play(Paint((2, 4, 6), game.state.seats[1].backgrounds[0]))
    return game


def test_a_loaded_or_resumed_game_keeps_the_log_of_its_moves(qtbot, window, tmp_path, monkeypatch):
    window.start_game(after_takes(0))  # the same moves played live, by two people
    c = window.controller
    for _seat, action in painted_by_both().actions:
        assert c.play(action) is None
    live = log_lines(window)
    assert len(live) == 13  # "New game", ten takes, two paintings
    path = tmp_path / "painted.json"
    autosave.save_game(path, painted_by_both())
    window.start_game(people())
    assert window.load_file(str(path)) is None
    assert log_lines(window)[1:] == live[1:]
    assert log_lines(window)[0] == "New game: Ada, Bo. Seed 5."
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    second = MainWindow(Settings(animation_speed=0), build_art=False)
    qtbot.addWidget(second)
    assert second.offer_resume()  # the autosave holds the loaded game, its log comes back too
    assert log_lines(second) == log_lines(window)


def test_an_undo_takes_the_log_lines_of_the_moves_it_took_back_from_a_loaded_game(window, tmp_path):
    path = tmp_path / "painted.json"
    autosave.save_game(path, painted_by_both())  # two paintings: no card came up, so they undo
    assert window.load_file(str(path)) is None
    log = log_lines(window)
    assert len(log) == 13
    window.undo()
    assert len(window.controller.game.actions) == 10
    assert log_lines(window) == [*log[:11], "Undo: your last move is taken back."]
    resumed, error = autosave.read_autosave()
    assert error is None and len(resumed.actions) == 10  # the autosave follows the undo


def test_a_status_line_fades_and_a_new_game_starts_clean(qtbot, window):
    window.start_game(people())
    window._say("something happened")
    assert window.status.text() == "Something happened"  # shown as a sentence
    window.start_game(people(seed=6))
    assert window.status.text() == ""
    window._say("again")
    window._status_timer.setInterval(10)
    window._status_timer.start()
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=2000)


def resized(qtbot, window, width: int, height: int) -> None:
    """Resize ``window`` and wait until it has its new size and its log has laid its lines out."""
    from PySide6.QtCore import QCoreApplication, QSize

    window.resize(width, height)
    qtbot.waitUntil(lambda: window.size() == QSize(width, height))
    QCoreApplication.sendPostedEvents()  # the layouts' requests: the dock and the log take their sizes
    window.log.doItemsLayout()  # what the log's resize scheduled for the event loop's next turn


def test_the_log_wraps_long_lines_instead_of_scrolling_sideways(qtbot, window):
    window.log.addItem("A long line of the game log " * 12)
    window.log_dock.show()
    resized(qtbot, window, 700, 500)
    assert window.log.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert not window.log.horizontalScrollBar().isVisible()


def test_every_log_line_has_the_rows_its_words_need(qtbot, window):
    """A line of four rows once lost its last words to an ellipsis: each line's rectangle must
    hold its text wrapped to the list's width, whatever the dock's width was when it was added."""
    from PySide6.QtCore import QRect

    long_line = ("Claude takes Burning Leaves from the market and lays it on layer 3, covering "
                 "Distant Blue Ranges (6 points).")
    window.log.addItem(long_line)
    resized(qtbot, window, 760, 520)
    resized(qtbot, window, 1300, 700)
    item = window.log.item(window.log.count() - 1)
    rect = window.log.visualItemRect(item)
    flags = Qt.TextFlag.TextWordWrap
    needed = window.log.fontMetrics().boundingRect(QRect(0, 0, rect.width() - 4, 100000), flags, long_line)
    assert needed.height() > window.log.fontMetrics().height()  # it does wrap
    assert rect.height() >= needed.height() + 10  # the text and its padding
