"""The settings dialog: language, animation speed, fullscreen, confirm before commit."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from canvas_table.app.new_game_dialog import FOCUS_STYLE
from canvas_table.app.settings import ANIMATION_SPEEDS, Settings
from canvas_table.i18n import LANGUAGES, _, language, system_language


def speed_label(label: str) -> str:
    """An animation speed's name (the keys of ANIMATION_SPEEDS) in the active language."""
    words = {"Instant": _("Instant"), "Slow": _("Slow"), "Normal": _("Normal"), "Fast": _("Fast")}
    return words.get(label, label)


class SettingsDialog(QDialog):
    """Edit a copy of ``settings``; after ``exec()`` returns true, :meth:`settings` has the choices."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Settings"))
        self.setAccessibleName(_("Settings"))
        self.setStyleSheet(FOCUS_STYLE)
        self._original = settings
        form = QFormLayout(self)
        self.language = QComboBox()
        system = LANGUAGES[system_language()]
        self.language.addItem(_("System ({language})").format(language=system), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.setAccessibleName(_("Language"))
        form.addRow(_("&Language:"), self.language)
        self.restart_note = QLabel(_("A new language applies when Canvas Table starts again."))
        self.restart_note.setWordWrap(True)
        self.restart_note.setAccessibleName(_("When the language changes"))
        form.addRow("", self.restart_note)
        self.language.currentIndexChanged.connect(self._language_changed)
        self._language_changed()
        self.speed = QComboBox()
        for label, speed in ANIMATION_SPEEDS.items():
            self.speed.addItem(speed_label(label), speed)
        self.speed.setAccessibleName(_("Animation speed"))
        self.speed.setToolTip(_("How fast cards move; Instant skips the animations"))
        nearest = min(ANIMATION_SPEEDS.values(), key=lambda v: abs(v - settings.animation_speed))
        self.speed.setCurrentIndex(self.speed.findData(nearest))
        form.addRow(_("&Animation speed:"), self.speed)
        self.fullscreen = QCheckBox(_("&Fullscreen"))
        self.fullscreen.setAccessibleName(_("Fullscreen"))
        self.fullscreen.setChecked(settings.fullscreen)
        form.addRow("", self.fullscreen)
        self.confirm_commit = QCheckBox(_("Ask before &committing a painting"))
        self.confirm_commit.setAccessibleName(_("Confirm before commit"))
        self.confirm_commit.setChecked(settings.confirm_commit)
        form.addRow("", self.confirm_commit)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        buttons.button(ok).setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 34)  # the note stays readable

    def _language_changed(self) -> None:
        """Say that a different language waits for a restart: the note is always there (so the
        dialog never grows and OK never moves under the mouse) and stands out when it applies."""
        chosen = self.language.currentData() or system_language()
        font = self.restart_note.font()
        font.setBold(chosen != language())
        self.restart_note.setFont(font)

    def settings(self) -> Settings:
        """The edited settings (a new object; the other fields are kept from the original)."""
        return dataclasses.replace(
            self._original,
            language=str(self.language.currentData()),
            animation_speed=float(self.speed.currentData()),
            fullscreen=self.fullscreen.isChecked(),
            confirm_commit=self.confirm_commit.isChecked(),
        )
