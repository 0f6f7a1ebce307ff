"""Loading or resuming a long game (issue 40, finding 1): the log is filled in one batch with one
scroll, each line is measured a constant number of times whatever the record's length (and a move
after the load measures only its own lines), and every line of the game is there, in the order it
was played.

Each line used to be added with its own scroll to the bottom, and a scroll lays out every line
above it: a record of a thousand actions froze the window for minutes. These tests count that work
rather than time it (the machine may be busy)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from canvas_table import games
from canvas_table.app import autosave
from canvas_table.app.log_view import LogLineDelegate
from canvas_table.engine.platform import PlayerSpec, option_values
from canvas_table.i18n import digits

NAMES = ("Ada", "Bo", "Cy", "Di", "Ed", "Fay")


def tangram_game(actions: int, seed: int = 15) -> Any:
    """A long Tangram Champions game of six people (no bot process), ``actions`` random actions in."""
    game = games.game("tangram")
    players = tuple(PlayerSpec(name) for name in NAMES)
    match = game.new_match(players, seed, option_values(game.options, len(players), {"goal": "long"}))
    bot = game.make_bot("random", seed)
    while len(match.actions) < actions and not match.state.is_over():
        match.play(bot.choose(match.state))
    assert len(match.actions) == actions, "the game ended early: pick another seed"
    return match


def saved(tmp_path: Path, actions: int) -> Path:
    path = tmp_path / f"tangram-{actions}.json"
    autosave.save_game(path, tangram_game(actions))
    return path


def log_lines(window: Any) -> list[str]:
    return [window.log.item(k).text() for k in range(window.log.count())]


@pytest.fixture
def measured(monkeypatch) -> list[str]:
    """The texts the log measures (wraps to the list's width to find their height), in turn."""
    texts: list[str] = []
    text_rect = LogLineDelegate.text_rect

    def counted(self: LogLineDelegate, width: int, text: str, metrics: Any) -> Any:
        texts.append(text)
        return text_rect(self, width, text, metrics)

    monkeypatch.setattr(LogLineDelegate, "text_rect", counted)
    return texts


def test_loading_a_long_game_scrolls_the_log_once(window, tmp_path, monkeypatch, qtbot):
    path = saved(tmp_path, 300)
    window.start_game(tangram_game(0))  # the log exists and shows a game
    scrolls = []
    scroll = window.log.scrollToBottom
    monkeypatch.setattr(window.log, "scrollToBottom", lambda: scrolls.append(1) or scroll())
    assert window.load_file(str(path)) is None
    assert window.log.count() > 300  # a line a move at least, and the first
    assert len(scrolls) == 1
    bar = window.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    qtbot.wait(50)  # the scroll bar shows, the list narrows, its lines grow taller: still at the end
    last = window.log.visualItemRect(window.log.item(window.log.count() - 1))
    assert last.top() >= 0 and last.bottom() <= window.log.viewport().height()  # whole


def test_the_log_measures_each_line_a_constant_number_of_times_whatever_the_length(
        window, tmp_path, measured, qtbot):
    window.start_game(tangram_game(0))
    per_line = {}
    for actions in (100, 400):
        path = saved(tmp_path, actions)
        qtbot.wait(20)
        measured.clear()
        assert window.load_file(str(path)) is None
        qtbot.wait(50)  # what the event loop does after the load: the layout, a repaint
        per_line[actions] = len(measured) / window.log.count()
    assert per_line[100] > 0, per_line
    # a line is measured as it comes, and once more should the scroll bar narrow the list; the
    # lines painted are measured too (as many for a long log as for a short one)
    assert per_line[400] <= per_line[100] + 0.5
    assert per_line[400] <= 3


def test_a_loaded_long_game_logs_every_line_in_the_order_played(qtbot, window, tmp_path):
    long_path = saved(tmp_path, 400)
    assert window.load_file(str(long_path)) is None
    history = window.controller.history()
    assert len(history) >= 400
    lines = log_lines(window)
    assert lines == [digits(window.kit.new_match_log(window.controller.game))] + \
        [digits(line) for _moves, line in history]
    assert window._log_moves == [0] + [moves for moves, _line in history]
    assert window._log_moves == sorted(window._log_moves) and window._log_moves[-1] == 400

    # the same moves played one by one at the table write the same log as their record loads
    match = tangram_game(40)
    window.start_game(tangram_game(0))
    for _seat, action in match.actions:
        assert window.controller.play(action) is None
    live = log_lines(window)
    path = tmp_path / "forty.json"
    autosave.save_game(path, window.controller.game)
    window.start_game(tangram_game(0))
    assert window.load_file(str(path)) is None
    assert log_lines(window) == live
    assert len(live) > 41


def test_a_move_after_a_long_load_measures_only_its_own_lines(window, tmp_path, measured, qtbot):
    assert window.load_file(str(saved(tmp_path, 400))) is None
    qtbot.wait(50)  # the table shows, the log's scroll bar with it (a new width measures once)
    measured.clear()
    before = window.log.count()
    bot = games.game("tangram").make_bot("random", 3)
    assert window.controller.play(bot.choose(window.controller.state)) is None
    added = window.log.count() - before
    assert added >= 1
    # the list lays out every line again for a new one; the lines it knew keep their height
    assert len(measured) <= added, measured


def test_resuming_a_long_autosaved_game_scrolls_its_log_once(qtbot, monkeypatch, data_dir):
    from PySide6.QtWidgets import QListWidget, QMessageBox

    from canvas_table.app.settings import Settings
    from canvas_table.app.window import MainWindow

    autosave.write_autosave(tangram_game(400).to_record())
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    scrolls = []
    scroll = QListWidget.scrollToBottom
    monkeypatch.setattr(QListWidget, "scrollToBottom", lambda log: scrolls.append(1) or scroll(log))
    second = MainWindow(Settings(animation_speed=0), build_art=False)
    qtbot.addWidget(second)
    assert second.offer_resume()
    assert len(second.controller.game.actions) == 400 and second.log.count() > 400
    assert len(scrolls) == 1
