"""The settings dialog: animation speed, fullscreen, confirm before commit."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from canvas_table.app.new_game_dialog import FOCUS_STYLE
from canvas_table.app.settings import ANIMATION_SPEEDS, Settings


class SettingsDialog(QDialog):
    """Edit a copy of ``settings``; after ``exec()`` returns true, :meth:`settings` has the choices."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.setAccessibleName("Settings")
        self.setStyleSheet(FOCUS_STYLE)
        self._original = settings
        form = QFormLayout(self)
        self.speed = QComboBox()
        for label, speed in ANIMATION_SPEEDS.items():
            self.speed.addItem(label, speed)
        self.speed.setAccessibleName("Animation speed")
        self.speed.setToolTip("How fast cards move; Instant skips the animations")
        nearest = min(ANIMATION_SPEEDS.values(), key=lambda v: abs(v - settings.animation_speed))
        self.speed.setCurrentIndex(self.speed.findData(nearest))
        form.addRow("&Animation speed:", self.speed)
        self.fullscreen = QCheckBox("&Fullscreen")
        self.fullscreen.setAccessibleName("Fullscreen")
        self.fullscreen.setChecked(settings.fullscreen)
        form.addRow("", self.fullscreen)
        self.confirm_commit = QCheckBox("Ask before &committing a painting")
        self.confirm_commit.setAccessibleName("Confirm before commit")
        self.confirm_commit.setChecked(settings.confirm_commit)
        form.addRow("", self.confirm_commit)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        buttons.button(ok).setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def settings(self) -> Settings:
        """The edited settings (a new object; the other fields are kept from the original)."""
        return dataclasses.replace(
            self._original,
            animation_speed=float(self.speed.currentData()),
            fullscreen=self.fullscreen.isChecked(),
            confirm_commit=self.confirm_commit.isChecked(),
        )
