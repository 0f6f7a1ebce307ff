"""What a start of the window leaves until its table shows: Python's collections, glibc's
threshold for large blocks, and the new game's autosave (its record and the file's two flushes
to disk)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtWidgets import QApplication

from canvas_table import cli
from canvas_table.app import main


@pytest.mark.slow
def test_a_start_pauses_python_collections_until_its_table_shows(qtbot, tmp_path, monkeypatch):
    """The command line pauses them for a start (it makes many objects and frees few); a start
    that never turned them back on would grow for the whole game."""
    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    shown = []  # the window, and the rest of its start
    monkeypatch.setattr(main, "when_visible", lambda window, then: shown.append((window, then)))
    monkeypatch.setattr(QApplication, "exec", staticmethod(lambda: 0))  # returns once shown
    try:
        assert cli.main(["--game", "canvas"]) == 0
        window, begin = shown[0]
        qtbot.addWidget(window)
        assert not gc.isenabled()  # the window shows; its game is not set up yet
        begin()  # the window is on screen: the rest of the start
        qtbot.waitUntil(lambda: not window.view.holding and window.controller is not None)
        qtbot.waitUntil(gc.isenabled)
        window.close()  # lets the data folder's lock go
    finally:
        gc.enable()


def shown_with_art(qtbot, art_dir):
    """A window as a start shows it (its table to come), drawing from ``art_dir``."""
    window = main.open_window(build_art=False, finish=False)
    qtbot.addWidget(window)
    window._art_ready(str(art_dir))
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.slow
def test_a_start_returns_large_blocks_once_its_table_shows(qtbot, data_dir, art_dir, monkeypatch):
    """Set from the art thread, the threshold's ctypes import competed with the table's start;
    a start that never set it would keep some 50 MB of freed faces over a game."""
    from canvas_table.app import application

    window = shown_with_art(qtbot, art_dir)
    waited: list[bool] = []  # at each call, whether the table still waited for its art
    monkeypatch.setattr(application, "return_large_blocks", lambda: waited.append(window.view.holding))
    main.finish_start(window, "canvas")
    assert window.view.holding and waited == []  # its faces are decoding
    qtbot.waitUntil(lambda: bool(waited), timeout=10000)
    assert waited == [False]
    window.close()


@pytest.mark.slow
def test_a_new_game_is_autosaved_once_its_table_shows(qtbot, data_dir, art_dir, monkeypatch):
    window = shown_with_art(qtbot, art_dir)
    saved: list[tuple[int, bool]] = []  # each autosave's seed, and whether the table still waited
    monkeypatch.setattr(window, "_autosave",
                        lambda record: saved.append((record["seed"], window.view.holding)))
    main.finish_start(window, "canvas")
    assert window.view.holding  # its faces are decoding
    assert saved == []
    qtbot.waitUntil(lambda: bool(saved), timeout=10000)
    assert saved == [(window.controller.game.config.seed, False)]
    window.close()


@pytest.mark.slow
def test_a_game_replaced_before_its_table_shows_is_not_autosaved(qtbot, data_dir, art_dir, monkeypatch):
    """Only the game on the table is saved: a quick start replaced at once leaves no record. What
    the window itself waited to do (its icon, Python's collections) is still done."""
    window = shown_with_art(qtbot, art_dir)
    saved: list[int] = []
    monkeypatch.setattr(window, "_autosave", lambda record: saved.append(record["seed"]))
    main.finish_start(window, "canvas")
    first = window.controller.game
    assert window.view.holding
    done: list[str] = []
    window.when_table_shows(lambda: done.append("the window's own"))
    window.quick_start("canvas")  # a second game before the first one's table showed
    second = window.controller.game
    assert second is not first
    # the reveal queued the first game's save, the window's own job and the second's save, in order
    qtbot.waitUntil(lambda: bool(saved) and bool(done) and not window.view.holding, timeout=10000)
    assert saved == [second.config.seed]
    assert done == ["the window's own"]
    window.close()
