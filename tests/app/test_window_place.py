"""The window comes back at the size and place it was closed at, with the log shown or hidden."""

from __future__ import annotations

from canvas_table.app.settings import Settings, read_settings
from canvas_table.app.window import MainWindow
from canvas_table.app.window_place import restore_place


def _window(qtbot, settings: Settings) -> MainWindow:
    window = MainWindow(settings=settings, build_art=False)
    qtbot.addWidget(window)
    return window


def test_size_and_hidden_log_are_remembered_across_sessions(qtbot, data_dir):
    first = _window(qtbot, Settings())
    first.resize(711, 466)  # inside the offscreen screen (800 x 600)
    first.show()
    first.log_dock.hide()
    first.close()  # closing keeps the place in the settings file
    settings, _problem = read_settings()
    assert settings.window_geometry and settings.window_docks

    second = _window(qtbot, settings)
    assert restore_place(second, settings)
    second.show()
    assert (second.width(), second.height()) == (711, 466)
    assert not second.log_dock.isVisible()


def test_a_damaged_place_gives_the_default_size(qtbot, data_dir):
    settings = Settings(window_geometry="not base64 at all!", window_docks="")
    window = _window(qtbot, settings)
    assert not restore_place(window, settings)
    assert window.width() > 0 and window.height() > 0
