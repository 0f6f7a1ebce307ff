"""Game > Tangram practice in the main window opens the practice over it and remembers the lessons."""

from __future__ import annotations

import pytest

from canvas_table.app.settings import read_settings
from canvas_table.tangram.ui import practice


def test_the_game_menu_opens_the_practice(window, monkeypatch):
    opened: list[practice.PracticeDialog] = []
    monkeypatch.setattr(practice.PracticeDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    game_menu = window.menuBar().actions()[0].menu()
    action = next(a for a in game_menu.actions() if a.text() == "Tangram p&ractice…")
    action.trigger()
    dialog = opened[0]
    assert dialog.parent() is window and dialog.windowTitle() == "Tangram practice"
    assert not dialog.coached  # a new player gets the lessons
    dialog.panel.coached.emit()  # the lessons have been shown
    assert window.settings.tangram_coached and read_settings()[0].tangram_coached
    action.trigger()
    assert opened[1].coached


def test_only_a_game_with_a_practice_mode_hands_one_out():
    from canvas_table import games
    from canvas_table.errors import UsageError

    assert games.practice("tangram") is practice.open_practice
    with pytest.raises(UsageError, match=r"^canvas has no practice mode$"):
        games.practice("canvas")
    with pytest.raises(UsageError, match="unknown game 'chess'"):
        games.practice("chess")
