"""The rules of every game in one dialog: a tab a game, each page given by the game's kit."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QVBoxLayout, QWidget

from canvas_table import games
from canvas_table.i18n import _


class RulesDialog(QDialog):
    """A tab per game, ``first`` (the game on the table) first and open."""

    def __init__(self, parent: QWidget | None = None, first: str = games.DEFAULT_GAME) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Rules"))
        self.setAccessibleName(_("Rules"))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(_("Games"))
        order = [first, *(g for g in games.GAME_IDS if g != first)]
        self.pages: dict[str, QWidget] = {}
        for game_id in order:
            page = games.kit(game_id).rules_page(self.tabs)
            self.pages[game_id] = page
            self.tabs.addTab(page, _(games.game(game_id).name))
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.tabs.currentWidget().setFocus()
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(860, screen.width() - 40), min(860, screen.height() - 60))
        self.finished.connect(self._stop)

    def _stop(self) -> None:
        for page in self.pages.values():
            stop = getattr(page, "stop", None)
            if stop is not None:
                stop()
