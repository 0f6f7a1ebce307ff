"""The main window's dialogs: a new game, the first start's offer, the settings and the rules.

A mixin of :class:`~canvas_table.app.window.MainWindow`; each dialog's module is imported when it
is first opened, not at start-up.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox

from canvas_table.i18n import _


class WindowDialogs:
    """A mixin of the main window (which provides the attributes and methods named below)."""

    settings: Any
    kit: Any

    def new_game_dialog(self) -> None:
        """Ask for the options of a new game and start it."""
        from canvas_table.app.new_game_dialog import NewGameDialog

        self._drop_drag()  # the dialog takes the mouse: the card goes home
        if not self.may_drop_game(_("A new game")):
            return
        dialog = NewGameDialog(self, self.settings.last_new_game or None)
        if dialog.exec():
            self.settings.last_new_game = dialog.choices()
            self._save_settings()
            error = self.new_game(dialog.game_id(), dialog.players(), dialog.seed(), dialog.options())
            if error:
                QMessageBox.warning(self, _("Cannot start this game"), error)

    def first_start(self) -> None:
        """What the window does when it opens: resume, or offer the guided game once, or ask."""
        if self.offer_resume():
            return
        if not self.settings.tutorial_offered:
            self.settings.tutorial_offered = True
            self._save_settings()
            answer = QMessageBox.question(
                self, _("Welcome to Canvas Table"),
                _("New to Canvas? Play a guided first game: a coach shows you each move."))
            if answer == QMessageBox.StandardButton.Yes:
                self.start_tutorial()
                return
        self.new_game_dialog()

    def settings_dialog(self) -> None:
        """Edit and apply the settings."""
        from canvas_table.app.settings_dialog import SettingsDialog

        self._drop_drag()
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.settings = dialog.settings()
            self._save_settings()
            self._apply_settings()
            if self.settings.fullscreen != self.isFullScreen():
                self.toggle_fullscreen()

    def rules_dialog(self) -> None:
        """Show the rules, the current game's page first."""
        from canvas_table.app.rules_dialog import RulesDialog

        self._drop_drag()
        RulesDialog(self, self.kit.game_id).exec()
