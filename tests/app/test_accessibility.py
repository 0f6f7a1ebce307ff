"""Every control a person can reach has a name a screen reader can say, and text can grow."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLineEdit,
    QWidget,
)

from canvas_table.app.settings import Settings


def unnamed(root: QWidget) -> list[str]:
    """Focusable widgets under ``root`` with neither an accessible name nor visible text."""
    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(root):
            continue
        if widget.metaObject().className() in ("QScrollBar", "QTabBar"):
            continue
        if widget.objectName().startswith("qt_"):  # Qt's own parts of a named control
            continue
        name = widget.accessibleName()
        if not name and isinstance(widget, QAbstractButton):
            name = widget.text().replace("&", "")
        if not name and isinstance(widget, QLineEdit):
            name = widget.placeholderText()
        if not name:
            parent = widget.parentWidget()
            owner = parent.metaObject().className() if parent is not None else "-"
            missing.append(f"{widget.metaObject().className()} {widget.objectName()!r} in {owner}")
    return missing


def test_main_window_controls_are_named(qtbot, tmp_path, monkeypatch):
    from canvas_table.app.window import MainWindow

    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path))
    window = MainWindow(Settings(animation_speed=0), build_art=False)
    qtbot.addWidget(window)
    window.show()
    assert unnamed(window) == []


@pytest.mark.slow
@pytest.mark.parametrize("which", ["new_game", "settings", "rules", "end"])
def test_dialog_controls_are_named(qtbot, tmp_path, monkeypatch, which, finished_game):
    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path))
    if which == "new_game":
        from canvas_table.app.new_game_dialog import NewGameDialog

        dialog = NewGameDialog()
    elif which == "settings":
        from canvas_table.app.settings_dialog import SettingsDialog

        dialog = SettingsDialog(Settings())
    elif which == "rules":
        from canvas_table.app.rules_dialog import RulesDialog

        dialog = RulesDialog()
    else:
        from canvas_table.app.end_dialog import EndDialog
        from canvas_table.canvas.report import final_report
        from canvas_table.canvas.ui.kit import KIT

        dialog = EndDialog(final_report(finished_game.state), KIT, None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.accessibleName()
    assert unnamed(dialog) == []


def test_table_text_follows_the_system_font_size(qtbot):
    from canvas_table.canvas.ui import items

    app = QApplication.instance()
    original = app.font()
    try:
        base = items.ui_font(20).pixelSize()
        bigger = app.font()
        bigger.setPointSizeF(original.pointSizeF() * 1.25)
        app.setFont(bigger)
        assert items.ui_font(20).pixelSize() > base
    finally:
        app.setFont(original)
