"""One running window per data folder (issue 10, finding 2).

The first window takes the data folder's lock (Qt's QLockFile) and owns the autosave and the
settings. A second start is told so and may open read-only, which writes nothing, or quit. A lock
left by a window that died is taken over. Two starts in one process show it: QLockFile refuses a
lock held by a live process, this one included.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from canvas_table import games
from canvas_table.app import lock, main, paths
from canvas_table.app.lock import OWNED, TAKEN, DataLock, SecondStartBox
from canvas_table.app.new_game_dialog import NewGameDialog
from canvas_table.app.settings_dialog import SettingsDialog
from canvas_table.engine.platform import PlayerSpec, option_values


def start(qtbot) -> main.MainWindow | None:
    window = main.open_window(build_art=False)
    if window is not None:
        qtbot.addWidget(window)
        window.settings.animation_speed = 0
    return window


def answer_second_start(button: str) -> None:
    """Click ``button`` ("read_only_button" or "quit_button") of the question, once it shows."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, SecondStartBox):
            QTimer.singleShot(20, click)
            return
        getattr(box, button).click()

    QTimer.singleShot(0, click)


def people(game_id: str = "canvas"):
    game = games.game(game_id)
    return game.new_match((PlayerSpec("Ada"), PlayerSpec("Bo")), 4, option_values(game.options, 2))


def test_the_lock_api_refuses_a_second_holder_until_the_first_lets_go(data_dir):
    first, second = DataLock(), DataLock()
    assert first.acquire() == OWNED and first.owned
    assert first.acquire() == OWNED  # asking again keeps it
    assert second.acquire() == TAKEN and not second.owned
    assert second.holder() == os.getpid()
    assert first.path == paths.lock_path() and first.path.parent == data_dir
    first.release()
    assert second.acquire() == OWNED


def test_a_second_window_opens_read_only_writes_nothing_and_never_loses_the_first_ones_game(
        qtbot, data_dir, config_dir, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.No)
    first = start(qtbot)
    assert first is not None and not first.read_only and first.data_lock is not None
    assert "read-only" not in first.windowTitle()
    first.start_game(people())
    assert first.controller.take(0) is None
    autosave = paths.autosave_path().read_bytes()
    first._save_settings()
    settings = paths.settings_path().read_bytes()

    answer_second_start("read_only_button")
    second = start(qtbot)
    assert second is not None and second.read_only and second.data_lock is None
    assert second.windowTitle() == "Canvas Table (read-only)"
    assert any(line.startswith("Read-only:") for line in second.notices)
    # everything that would write: a new game played to its end, the settings, closing
    game = games.game("layers")
    match = game.new_match((PlayerSpec("Cy"), PlayerSpec("Di")), 9, option_values(game.options, 2))
    second.start_game(match)
    bot = game.make_bot("easy", 2)
    while not second.controller.state.is_over():
        assert second.controller.play(bot.choose(second.controller.state)) is None
    second._game_over()  # a finished game clears the autosave, in the window that owns it
    monkeypatch.setattr(SettingsDialog, "exec", lambda self: 1)
    monkeypatch.setattr(SettingsDialog, "settings", lambda self: second.settings.__class__(fullscreen=True))
    second.settings_dialog()
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)
    second.settings.last_new_game = {"game": "canvas", "seats": [{"kind": "human", "name": "Cy"},
                                                                 {"kind": "human", "name": "Di"}]}
    second.new_game_dialog()
    assert second.controller.game.players[0].name == "Cy"
    second.close()
    assert paths.autosave_path().read_bytes() == autosave
    assert paths.settings_path().read_bytes() == settings

    answer_second_start("quit_button")
    assert start(qtbot) is None  # quit: no window

    first.close()  # lets the folder go
    third = start(qtbot)
    assert third is not None and not third.read_only
    third.close()


def test_a_read_only_window_reads_the_autosave_but_never_moves_a_bad_one_aside(qtbot, data_dir,
                                                                               monkeypatch):
    owner = DataLock()
    assert owner.acquire() == OWNED
    paths.autosave_path().write_text("{\"schema_version\": 1, \"game\": \"canv")
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    monkeypatch.setattr(lock, "ask_read_only", lambda *a: True)
    window = start(qtbot)
    assert window is not None and window.read_only
    assert not window.offer_resume()
    assert len(warnings) == 1 and "truncated" in warnings[0]
    assert paths.autosave_path().read_text().endswith("canv")  # left for the window that owns it
    owner.release()


LOCK_AND_DIE = """
import os, sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
assert lock.tryLock(0)
os._exit(0)  # dies holding the lock, as a crash or kill -9 would
"""


def test_a_lock_left_by_a_window_that_died_is_taken_over_without_asking(qtbot, data_dir, monkeypatch):
    data_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-c", LOCK_AND_DIE, str(paths.lock_path())], check=True, timeout=60,
                   env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, cwd=Path(__file__).parents[2])
    assert paths.lock_path().exists()

    def asked(*args):
        raise AssertionError("a stale lock must not ask")

    monkeypatch.setattr(lock, "ask_read_only", asked)
    window = start(qtbot)
    assert window is not None and not window.read_only and window.data_lock.owned
    held = window.data_lock
    window.close()
    assert window.data_lock is None and not held.owned  # closing lets the folder go


@pytest.mark.parametrize("holder", [None, 4242])
def test_the_second_start_question_says_which_folder_and_offers_read_only_or_quit(qtbot, data_dir,
                                                                                  holder):
    box = SecondStartBox(data_dir, holder)
    qtbot.addWidget(box)
    assert str(data_dir) in box.text() and (holder is None or "4242" in box.text())
    assert box.read_only_button.text() == "Open &read-only" and box.quit_button.text() == "&Quit"
    assert box.defaultButton() is box.quit_button and box.escapeButton() is box.quit_button
