"""Game > Statistics: a table of the finished games (the window's commands: app/stats_commands.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from canvas_table import games
from canvas_table.app.stats import PEOPLE, SOLO, Bucket, Stats, reset_stats
from canvas_table.errors import UsageError
from canvas_table.i18n import _


def level_name(level: str) -> str:
    """The opponents of a bucket, as the table shows them."""
    names = {"easy": _("Easy"), "normal": _("Normal"), "hard": _("Hard"), "master": _("Master"),
             PEOPLE: _("People only"), SOLO: _("Solo")}
    return names.get(level, level)


def _order(bucket: Bucket) -> tuple[int, int, int]:
    game = games.GAME_IDS.index(bucket.game) if bucket.game in games.GAME_IDS else len(games.GAME_IDS)
    levels = ("random", "easy", "normal", "hard", "master")
    rank = -2 if bucket.opponents == SOLO else -1 if bucket.opponents == PEOPLE else \
        levels.index(bucket.opponents) if bucket.opponents in levels else len(levels)
    return game, bucket.players, rank


def game_name(game_id: str) -> str:
    try:
        return _(games.game(game_id).name)
    except UsageError:  # a game this version does not know
        return game_id


class StatsDialog(QDialog):
    """The statistics table; Reset clears every figure after asking (not in a read-only window)."""

    COLUMNS = 8

    def __init__(self, stats: Stats, read_only: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Statistics"))
        self.setAccessibleName(_("Statistics"))
        self.stats = stats
        self.read_only = read_only
        layout = QVBoxLayout(self)
        self.problem = QLabel(stats.problem or "")
        self.problem.setWordWrap(True)
        self.problem.setVisible(bool(stats.problem))
        layout.addWidget(self.problem)
        self.empty = QLabel(_("No finished game yet: the figures appear here after your first one."))
        layout.addWidget(self.empty)
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.setAccessibleName(_("Statistics"))
        self.table.setHorizontalHeaderLabels([_("Game"), _("Players"), _("Opponents"), _("Played"), _("Won"),
                                              _("Win %"), _("Best"), _("Average")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.reset_button = QPushButton(_("&Reset…"))
        self.reset_button.setAccessibleName(_("Reset the statistics"))
        self.reset_button.setEnabled(not read_only and not stats.frozen)
        self.reset_button.clicked.connect(self.ask_reset)
        self.close_button = QPushButton(_("&Close"))
        self.close_button.setAccessibleName(_("Close"))
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.fill()
        self.resize(760, 420)

    def rows(self) -> list[list[str]]:
        """The table's texts, row by row."""
        rows = []
        for b in sorted((b for b in self.stats.buckets if b.played), key=_order):
            rows.append([game_name(b.game), str(b.players), level_name(b.opponents), str(b.played),
                         str(b.won), f"{b.win_rate:.0f}", str(b.best), f"{b.average:.1f}"])
        return rows

    def fill(self) -> None:
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.empty.setVisible(not rows)
        self.table.setVisible(bool(rows))
        self.reset_button.setEnabled(bool(rows) and not self.read_only and not self.stats.frozen)

    def ask_reset(self) -> None:
        answer = QMessageBox.question(self, _("Reset the statistics"), _(
            "Clear every figure of every game? This cannot be undone."))
        if answer != QMessageBox.StandardButton.Yes:
            return
        problem = reset_stats()
        if problem:
            QMessageBox.warning(self, _("Statistics"), problem)
            return
        self.stats = Stats()
        self.problem.setVisible(False)
        self.fill()
