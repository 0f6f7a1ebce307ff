"""Saving never fails silently and never stops the game (issue 10, finding 1; settings of 8).

A failed autosave (a full disk, a read-only folder) is shown once in the window, the game goes on
in memory (the bot still moves), and the next save that works catches up and says so. Game > Save
to a place that cannot be written says so and changes nothing. A data folder that cannot be
written opens the window with a warning; settings that cannot be read or saved never raise.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from canvas_table import games
from canvas_table.app import autosave, main, paths
from canvas_table.app.settings import Settings, read_settings, save_settings
from canvas_table.app.window import MainWindow
from canvas_table.engine import storage
from canvas_table.engine.platform import PlayerSpec, option_values

FULL_DISK = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))




def two_people(game_id: str):
    game = games.game(game_id)
    return game.new_match((PlayerSpec("Ada"), PlayerSpec("Bo")), 1, option_values(game.options, 2))


def said(window, monkeypatch) -> list[str]:
    """Every line the window says (status line and toast) from now on."""
    lines: list[str] = []
    original = window._say
    monkeypatch.setattr(window, "_say", lambda line: lines.append(line) or original(line))
    return lines


def versus_a_bot(window, qtbot, game_id: str):
    """A game of ``game_id``: Ada against an easy bot, waiting until it is Ada's turn."""
    game = games.game(game_id)
    players = (PlayerSpec("Ada"), PlayerSpec("Bot", "bot:easy"))
    options = option_values(game.options, 2)
    if "rounds" in options:
        options["rounds"] = 7  # long enough for the moves of the tests
    window.start_game(game.new_match(players, 7, options))
    qtbot.waitUntil(lambda: window.controller.human_to_act, timeout=30000)
    return game.make_bot("easy", 3)


def human_moves(window, qtbot, chooser) -> int:
    """Ada plays one move and the bot answers; returns the number of actions after both."""
    c = window.controller
    before = len(c.game.actions)
    assert c.play(chooser.choose(c.state)) is None
    qtbot.waitUntil(lambda: (len(c.game.actions) >= before + 2 and c.human_to_act) or c.state.is_over(),
                    timeout=30000)
    return len(c.game.actions)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["canvas", "layers"])
def test_a_failed_autosave_is_shown_once_the_game_goes_on_and_the_next_save_catches_up(
        qtbot, window, monkeypatch, game_id):
    chooser = versus_a_bot(window, qtbot, game_id)
    lines = said(window, monkeypatch)
    real_write = storage.atomic_write_json

    def full_disk(path, data):
        raise FULL_DISK

    monkeypatch.setattr(autosave, "atomic_write_json", full_disk)
    human_moves(window, qtbot, chooser)  # the bot moved: the game went on after the failed save
    human_moves(window, qtbot, chooser)  # failing again is not said again
    failures = [line for line in lines if line.startswith("Autosave failed")]
    assert len(failures) == 1 and "\n" not in failures[0]
    assert "autosave.json" in failures[0] and str(paths.user_data_dir()) in failures[0]
    assert "No space left on device" in failures[0] and "Game > Save" in failures[0]
    assert window.notices == failures and window.notice.isVisible()

    monkeypatch.setattr(autosave, "atomic_write_json", real_write)
    count = human_moves(window, qtbot, chooser)
    assert not window.controller.state.is_over()
    saved = json.loads(paths.autosave_path().read_text(encoding="utf-8"))
    assert len(saved["actions"]) == count  # every move made while saving failed is in it
    assert saved == window.controller.game.to_record()
    assert "Autosave works again: the game is saved." in lines
    assert window.notices == [] and not window.notice.isVisible()


def test_an_autosave_that_cannot_encode_a_name_does_not_stop_the_game(qtbot, window, monkeypatch):
    window.start_game(two_people("canvas"))
    monkeypatch.setattr(autosave, "atomic_write_json",
                        lambda path, data: "\ud800".encode())  # UnicodeEncodeError, a ValueError
    c = window.controller
    seat = c.state.current_seat
    assert c.take(0) is None
    assert c.state.current_seat != seat  # _after_move ran: the turn passed
    assert window.notices and "Autosave failed" in window.notices[0]


def test_game_save_to_a_place_that_cannot_be_written_says_so_and_changes_nothing(
        qtbot, window, monkeypatch, tmp_path):
    window.start_game(two_people("canvas"))
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    target = blocker / "game.json"  # its folder is a file: cannot be written, even as root
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[1:3]))
    record = window.controller.game.to_record()
    window.status.setText("before")
    window.save_dialog()
    assert len(warnings) == 1
    title, text = warnings[0]
    assert title == "Cannot save this game" and "game.json" in text and str(blocker) in text
    assert "\n" not in text
    assert window.status.text() == "before" and not target.exists()
    assert window.controller.game.to_record() == record


@pytest.mark.slow
def test_first_start_on_a_data_folder_that_cannot_be_written_opens_with_a_warning(
        qtbot, qapp, monkeypatch, tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("folders cannot be made under a file")
    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(blocker / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(blocker / "config"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.No)
    from canvas_table.app.new_game_dialog import NewGameDialog

    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 0)
    window = main.open_window(build_art=False)
    assert window is not None and not window.read_only
    qtbot.addWidget(window)
    window.first_start()  # offers the guided game and saves that it did: the save fails quietly
    assert any("Cannot write in the data folder" in line and str(blocker / "data") in line
               for line in window.notices)
    assert any("The settings could not be saved" in line for line in window.notices)
    assert window.quick_start("canvas") is None  # a game still starts and plays, in memory
    window.close()


def test_settings_json_as_a_folder_gives_the_defaults_and_one_warning_on_saving(
        qtbot, config_dir, monkeypatch):
    paths.settings_path().mkdir(parents=True)
    settings, problem = read_settings()
    assert settings == Settings()
    assert problem is not None and "is a folder" in problem and "\n" not in problem
    assert paths.settings_path().is_dir()  # a folder is not a corrupt file: it stays
    line = save_settings(Settings(fullscreen=True))
    assert line is not None and "settings.json" in line and "\n" not in line
    window = MainWindow(build_art=False)
    qtbot.addWidget(window)
    assert any("is a folder" in notice for notice in window.notices)
    lines = said(window, monkeypatch)
    window._save_settings()
    window._save_settings()
    assert len([x for x in lines if x.startswith("The settings could not be saved")]) == 1
    window.close()


def test_a_corrupt_settings_file_is_moved_aside_once_with_a_message(qtbot, config_dir):
    paths.settings_path().write_text("[" * 1000 + "]" * 1000)  # a nesting bomb
    first = MainWindow(build_art=False)
    qtbot.addWidget(first)
    assert any("nested" in notice and "settings.json.corrupt" in notice for notice in first.notices)
    assert (config_dir / "settings.json.corrupt").is_file()
    second = MainWindow(build_art=False)  # the next start starts clean: no crash loop
    qtbot.addWidget(second)
    assert second.notices == [] and second.settings == Settings()


HOSTILE = r'''
import json, os, sys
from pathlib import Path
from canvas_table.app import autosave, paths
from canvas_table.app.settings import read_settings

def make(path, kind):
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "nesting":
        path.write_text("[" * 100000)
    elif kind == "huge number":
        path.write_text('{"seed": ' + "9" * 5000 + "}")
    elif kind == "not utf-8":
        path.write_bytes(b'{"name": "\xff\xfe"}')
    elif kind == "link to /dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)

results = {}
for kind in ("nesting", "huge number", "not utf-8", "link to /dev/zero", "fifo"):
    base = Path(sys.argv[1]) / kind.replace(" ", "-").replace("/", "")
    os.environ["CANVAS_TABLE_DATA_DIR"] = str(base / "data")
    os.environ["CANVAS_TABLE_CONFIG_DIR"] = str(base / "config")
    make(paths.settings_path(), kind)
    make(paths.autosave_path(), kind)
    settings, settings_line = read_settings()
    game, autosave_line = autosave.read_autosave()
    results[kind] = {
        "defaults": settings == type(settings)(), "settings_line": settings_line,
        "settings_left": os.path.lexists(paths.settings_path()),
        "settings_aside": os.path.lexists(paths.settings_path().with_name("settings.json.corrupt")),
        "game": game is not None, "autosave_line": autosave_line,
        "autosave_left": os.path.lexists(paths.autosave_path()),
        "autosave_aside": os.path.lexists(paths.autosave_path().with_name("autosave.corrupt-1.json")),
    }
print(json.dumps(results))
'''


def test_hostile_autosave_and_settings_files_are_moved_aside_with_a_message(tmp_path):
    """Nesting bombs, huge numbers, bad bytes, a link to /dev/zero, a pipe: never a hang, a
    traceback or a crash loop. In a child process with a memory cap: the old code grew without
    end on /dev/zero and waited forever on the pipe."""
    import resource
    import subprocess
    import sys

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", HOSTILE, str(tmp_path)], capture_output=True, text=True,
                          timeout=120, env=env, preexec_fn=cap, cwd=Path(__file__).parents[2])
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    for kind, result in results.items():
        assert result["defaults"] and not result["game"], kind
        for line in (result["settings_line"], result["autosave_line"]):
            assert line and "\n" not in line, (kind, line)
        assert "settings.json.corrupt" in result["settings_line"], kind
        assert "autosave.corrupt-1.json" in result["autosave_line"], kind
        assert not result["settings_left"] and result["settings_aside"], kind
        assert not result["autosave_left"] and result["autosave_aside"], kind
