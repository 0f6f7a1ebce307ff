"""Asking before a game in progress is dropped (issue 11, findings 3 and 11).

New game, Load and the guided game replace the game and its autosave: they ask, unless every move
was kept by Game > Save or the Load itself (Save, Discard or Cancel). Quitting keeps the game in the
autosave (the next start offers it), so it asks only when the autosave cannot keep it: a read-only
window or a failing autosave.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox

from canvas_table.app import autosave
from canvas_table.app.settings import Settings
from canvas_table.app.window import MainWindow
from canvas_table.canvas.record import CanvasGame
from canvas_table.canvas.setup import GameConfig, PlayerSpec

Button = QMessageBox.StandardButton




@pytest.fixture
def answer(monkeypatch):
    """Answer every question with ``answer.button``; ``answer.asked`` lists the questions' texts."""

    said = SimpleNamespace(button=Button.Cancel, asked=[])
    monkeypatch.setattr(QMessageBox, "question", lambda *a: said.asked.append(a[2]) or said.button)
    return said


def people(seed: int = 5) -> CanvasGame:
    return CanvasGame.new(GameConfig((PlayerSpec("Ada"), PlayerSpec("Bo")), seed, first_player=0))


def in_progress(window) -> None:
    window.start_game(people())
    assert window.controller.take(0) is None


class TitleBarClose(QCloseEvent):
    """A close that comes from the window system (the title bar's button), as Qt marks it."""

    def spontaneous(self) -> bool:
        return True


def test_a_new_game_asks_and_discard_goes_on_cancel_stays(window, answer, monkeypatch):
    opened = []
    monkeypatch.setattr("canvas_table.app.new_game_dialog.NewGameDialog.exec",
                        lambda self: opened.append(1) or 0)
    in_progress(window)
    window.new_game_dialog()
    assert len(answer.asked) == 1 and answer.asked[0].startswith("A new game ends the game in progress")
    assert opened == []
    answer.button = Button.Discard
    window.new_game_dialog()
    assert opened == [1]


def test_save_in_the_question_keeps_the_game_first_then_goes_on(window, answer, monkeypatch, tmp_path):
    opened = []
    monkeypatch.setattr("canvas_table.app.new_game_dialog.NewGameDialog.exec",
                        lambda self: opened.append(1) or 0)
    saved = tmp_path / "kept.json"
    monkeypatch.setattr("canvas_table.app.window_files.QFileDialog.getSaveFileName",
                        lambda *a: (str(saved), ""))
    in_progress(window)
    answer.button = Button.Save
    window.new_game_dialog()
    assert opened == [1] and autosave.load_game_file(saved).to_record() == window.controller.game.to_record()


def test_save_cancelled_in_the_question_keeps_the_game_on_the_table(window, answer, monkeypatch):
    opened = []
    monkeypatch.setattr("canvas_table.app.new_game_dialog.NewGameDialog.exec",
                        lambda self: opened.append(1) or 0)
    monkeypatch.setattr("canvas_table.app.window_files.QFileDialog.getSaveFileName", lambda *a: ("", ""))
    in_progress(window)
    answer.button = Button.Save
    window.new_game_dialog()
    assert opened == [] and len(window.controller.game.actions) == 1


def test_load_asks_before_it_drops_the_game_and_a_loaded_game_drops_without_asking(
        window, answer, monkeypatch, tmp_path):
    other = people(seed=9)
    path = tmp_path / "other.json"
    autosave.save_game(path, other)
    picked = []
    monkeypatch.setattr("canvas_table.app.window_files.QFileDialog.getOpenFileName",
                        lambda *a: picked.append(1) or (str(path), ""))
    in_progress(window)
    window.load_dialog()
    assert len(answer.asked) == 1 and answer.asked[0].startswith("Loading a game ends")
    assert picked == [] and window.controller.game.seed == 5
    answer.button = Button.Discard
    window.load_dialog()
    assert picked == [1] and window.controller.game.seed == 9
    assert not window.dirty()  # the file keeps it: nothing to ask
    assert window.controller.take(0) is None and window.dirty()


def test_a_resumed_game_with_moves_is_asked_about(window, answer, monkeypatch):
    in_progress(window)  # autosaved
    second = MainWindow(Settings(animation_speed=0), build_art=False)
    answer.button = Button.Yes  # resume
    assert second.offer_resume() and len(second.controller.game.actions) == 1
    assert second.dirty()  # only the autosave holds it, and a new game would replace that
    second.thinker.cancel()
    second.thinker.wait()
    second.deleteLater()


def test_the_guided_game_asks_before_it_drops_a_game(window, answer):
    in_progress(window)
    window.start_tutorial()
    assert len(answer.asked) == 1 and answer.asked[0].startswith("The guided first game ends")
    assert window.controller.game.seed == 5 and len(window.controller.game.actions) == 1


def test_quit_does_not_ask_while_the_autosave_keeps_the_game(window, answer):
    in_progress(window)
    window.quit_window()
    assert answer.asked == [] and not window.isVisible()
    resumed, error = autosave.read_autosave()
    assert error is None and len(resumed.actions) == 1


def test_quit_asks_when_the_autosave_fails_and_cancel_keeps_the_window(window, answer, monkeypatch):
    def full_disk(record):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave, "write_autosave", full_disk)
    in_progress(window)
    window.quit_window()
    assert len(answer.asked) == 1 and answer.asked[0].startswith("Quitting ends the game")
    assert window.isVisible()
    event = TitleBarClose()
    window.closeEvent(event)  # the title bar's button asks as well
    assert len(answer.asked) == 2 and not event.isAccepted() and window.isVisible()
    answer.button = Button.Discard
    window.quit_window()
    assert not window.isVisible()


def test_quit_from_a_read_only_window_asks_unless_the_game_was_just_saved(
        qtbot, data_dir, answer, monkeypatch, tmp_path):
    window = MainWindow(Settings(animation_speed=0), build_art=False, read_only=True)
    qtbot.addWidget(window)
    window.show()
    in_progress(window)
    event = TitleBarClose()
    window.closeEvent(event)
    assert len(answer.asked) == 1 and not event.isAccepted()
    monkeypatch.setattr("canvas_table.app.window_files.QFileDialog.getSaveFileName",
                        lambda *a: (str(tmp_path / "kept.json"), ""))
    window.save_dialog()
    event = TitleBarClose()
    window.closeEvent(event)
    assert len(answer.asked) == 1 and event.isAccepted()
