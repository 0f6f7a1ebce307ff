"""One theme for the whole program (issue 11, finding 13): make_app puts the table's paper, ink,
green and gold on every dialog, the text stays readable, the focus stays visible, and the screens
script renders a screen offscreen."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QMessageBox, QPushButton

from canvas_table.app import theme
from canvas_table.app.application import make_app
from canvas_table.app.new_game_dialog import FOCUS_STYLE, NewGameDialog
from canvas_table.app.rules_dialog import RulesDialog
from canvas_table.app.settings import Settings
from canvas_table.app.settings_dialog import SettingsDialog
from canvas_table.art import style

ROOT = Path(__file__).parents[2]
ROLE, GROUP = QPalette.ColorRole, QPalette.ColorGroup


@pytest.fixture
def themed(qapp, data_dir):
    """The application as make_app leaves it (English)."""
    return make_app("en")


def test_make_app_applies_the_palette_the_style_sheet_and_the_fonts(themed):
    app = QApplication.instance()
    assert app.styleSheet() == theme.style_sheet(False)
    assert app.palette().color(ROLE.Window).name() == style.PAPER
    assert app.palette().color(ROLE.WindowText).name() == style.INK
    assert app.font().families()[0] == style.FONT_FAMILY_UI
    assert style.HIGHLIGHT in app.styleSheet() and style.MAT in app.styleSheet()
    assert style.FONT_FAMILY_TITLE in app.styleSheet()


def test_right_to_left_takes_the_persian_faces(themed):
    app = QApplication.instance()
    try:
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        theme.apply_theme(app)
        assert app.font().families()[0] == style.FONT_FAMILY_PERSIAN
        assert f'font-family: "{style.FONT_FAMILY_PERSIAN}"' in app.styleSheet()
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        theme.apply_theme(app)
    assert app.font().families() == [style.FONT_FAMILY_UI]


def test_the_palettes_text_roles_are_readable():
    p = theme.palette()
    pairs = [(ROLE.WindowText, ROLE.Window), (ROLE.Text, ROLE.Base), (ROLE.ButtonText, ROLE.Button),
             (ROLE.HighlightedText, ROLE.Highlight), (ROLE.ToolTipText, ROLE.ToolTipBase),
             (ROLE.PlaceholderText, ROLE.Base), (ROLE.Link, ROLE.Base)]
    for fore, back in pairs:
        assert theme.contrast(p.color(fore), p.color(back)) >= 4.5, (fore, back)
    # disabled text is dimmer but still legible; the focus ring and the error stand out on paper
    assert theme.contrast(p.color(GROUP.Disabled, ROLE.WindowText), p.color(ROLE.Window)) >= 3
    for colour in (theme.GOLD_DEEP, theme.ERROR, theme.INK_MUTED):
        assert theme.contrast(colour, theme.PAPER) >= 4.5 and theme.contrast(colour, theme.PAPER_LIGHT) >= 4.5
    assert theme.contrast(theme.ON_FELT, theme.FELT) >= 4.5  # tabs, group titles' green
    assert theme.contrast(theme.FELT, theme.PAPER) >= 4.5
    assert theme.contrast(theme.INK, theme.GOLD) >= 4.5  # the default button


def test_the_theme_images_exist():
    for name in ("arrow-down", "arrow-up", "arrow-down-off", "arrow-up-off"):
        assert Path(theme._image(name)).is_file()


def _labels_readable(dialog) -> None:
    """Every visible label's text against the dialog's background: at least 4.5:1."""
    labels = [w for w in dialog.findChildren(QLabel) if w.isVisible() and w.text()]
    assert labels
    background = dialog.palette().color(ROLE.Window)
    for label in labels:
        fore = label.palette().color(label.foregroundRole())
        assert theme.contrast(fore, background) >= 4.5, (label.text(), fore.name(), background.name())


@pytest.mark.slow
def test_every_dialog_opens_themed_and_readable(themed, qtbot):
    new_game = NewGameDialog()
    settings = SettingsDialog(Settings())
    rules = RulesDialog(None, "canvas")
    box = QMessageBox(QMessageBox.Icon.Question, "Resume?", "Resume your last game where you left it?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    for dialog in (new_game, settings, rules, box):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.palette().color(ROLE.Window).name() == theme.PAPER
        if dialog is not rules:
            _labels_readable(dialog)
    assert new_game.ok_button.isDefault()
    assert new_game.game_list.palette().color(ROLE.Base).name() == theme.PAPER_LIGHT
    rules.done(0)


def test_end_dialog_keeps_its_focus_style_import_and_opens_themed(themed, qtbot, finished_game):
    from canvas_table.app.end_dialog import EndDialog
    from canvas_table.canvas.report import final_report
    from canvas_table.canvas.ui.kit import KIT

    assert FOCUS_STYLE == theme.FOCUS_STYLE
    dialog = EndDialog(final_report(finished_game.state), KIT, None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.palette().color(ROLE.Window).name() == theme.PAPER
    _labels_readable(dialog)


def test_keyboard_focus_draws_a_gold_ring(themed, qtbot):
    """The focus ring is in the style sheet for buttons, fields, check boxes and lists, and a
    focused button is drawn differently from an unfocused one."""
    sheet = QApplication.instance().styleSheet()
    for selector in ("QPushButton:focus", "QLineEdit:focus", "QCheckBox:focus", "QListWidget:focus"):
        assert selector in sheet
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    button = next(b for b in dialog.findChildren(QPushButton) if not b.isDefault())
    check = dialog.findChildren(QCheckBox)[0]
    check.setFocus()
    qtbot.waitUntil(check.hasFocus)
    before = button.grab().toImage()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    assert button.grab().toImage() != before


def _screens_module():
    spec = importlib.util.spec_from_file_location("screens_script", ROOT / "scripts" / "screens.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["screens_script"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_the_screens_script_renders_a_screen_offscreen(themed, qtbot, tmp_path):
    from PIL import Image

    screens = _screens_module()
    written = screens.render_screens("en", [(1024, 640)], ["settings"], tmp_path, quiet=True)
    assert [p.name for p in written] == ["en-1024x640-settings.png"]
    picture = Image.open(written[0])
    assert picture.size == (1024, 640) and picture.mode == "P"  # quantized: small files
    assert written[0].stat().st_size < 600_000
