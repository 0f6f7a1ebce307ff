"""Game > Join a table: the tables announced on the local network, or an address and a code typed
in, and the name to sit down with.

The local network is searched (zeroconf) in a background thread, so the dialog never waits;
choosing a table found fills in its address and code.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from canvas_table import games
from canvas_table.app import theme
from canvas_table.app.net_bar import isolated
from canvas_table.i18n import _, digits

SEARCH_SECONDS = 2.0
DEFAULT_PORT = 8765


class Finder(QObject):
    """Searches the local network for announced tables in a thread; ``found`` brings the list."""

    found = Signal(object)  # list of canvas_table.net.discovery.Found, or a one-line problem (str)

    def search(self) -> None:
        """Start one search (its answer comes as ``found``)."""
        threading.Thread(target=self._search, name="net-discovery", daemon=True).start()

    def _search(self) -> None:
        from canvas_table.net.discovery import discover

        try:
            self.found.emit(asyncio.run(discover(SEARCH_SECONDS)))
        except Exception as err:  # no network interface, multicast refused...
            self.found.emit(" ".join(str(err).split()) or type(err).__name__)


def normal_address(text: str) -> str:
    """The server's URL from what was typed: ``host``, ``host:port`` or ``ws://host:port``."""
    text = text.strip()
    if not text:
        return ""
    if "://" not in text:
        text = f"ws://{text}"
    rest = text.split("://", 1)[1]
    if ":" not in rest.split("/", 1)[0].rsplit("]", 1)[-1]:
        host, _slash, path = rest.partition("/")
        text = f"{text.split('://', 1)[0]}://{host}:{DEFAULT_PORT}" + (f"/{path}" if path else "")
    return text


class JoinDialog(QDialog):
    """Choose a table to join: one found on the local network, or its address and code."""

    def __init__(self, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Join a table"))
        self.setAccessibleName(_("Join a table"))
        self.setStyleSheet(theme.FOCUS_STYLE)
        layout = QVBoxLayout(self)
        found_label = QLabel(_("Tables on the &local network:"))
        self.tables = QListWidget()
        self.tables.setAccessibleName(_("Tables on the local network"))
        self.tables.setMinimumSize(460, 140)
        found_label.setBuddy(self.tables)
        layout.addWidget(found_label)
        layout.addWidget(self.tables)
        self.search_button = QPushButton(_("&Search again"))
        layout.addWidget(self.search_button, 0, Qt.AlignmentFlag.AlignLeading)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("ws://192.168.1.20:8765")
        self.address.setAccessibleName(_("Server address"))
        self.code = QLineEdit()
        self.code.setPlaceholderText("ABCD-EFGH-JKMN")
        self.code.setAccessibleName(_("Table code"))
        self.name = QLineEdit(name)
        self.name.setMaxLength(24)
        self.name.setAccessibleName(_("Your name"))
        for edit in (self.address, self.code):  # addresses and codes read left to right everywhere
            edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        form.addRow(_("&Address:"), self.address)
        form.addRow(_("&Code:"), self.code)
        form.addRow(_("Your &name:"), self.name)
        layout.addLayout(form)
        self.error = QLabel()
        self.error.setStyleSheet(theme.ERROR_STYLE)
        self.error.setAccessibleName(_("Problem"))
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok | cancel)
        self.ok_button = self.buttons.button(ok)
        self.ok_button.setText(_("&Join"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.finder = Finder(self)
        self.finder.found.connect(self.show_found)
        self.search_button.clicked.connect(self.search)
        self.tables.currentItemChanged.connect(self._chosen)
        for edit in (self.address, self.code, self.name):
            edit.textChanged.connect(self._validate)
        self._validate()

    def search(self) -> None:
        """Look for tables on the local network again."""
        self.search_button.setEnabled(False)
        self.tables.clear()
        self.tables.addItem(_("Searching…"))
        self.finder.search()

    def show_found(self, found: Any) -> None:
        """List the tables found (or say why none could be looked for)."""
        self.search_button.setEnabled(True)
        self.tables.clear()
        if isinstance(found, str):
            self.tables.addItem(_("Cannot search the local network: {problem}").format(problem=found))
            return
        if not found:
            self.tables.addItem(_("No table found: type the address and the code you were given."))
            return
        for table in found:
            game = games.game(table.game) if table.game in games.GAME_IDS else None
            title = _(game.name) if game is not None else table.game
            text = _("{game}, table {code}: {free} free of {players} seats").format(
                game=title, code=isolated(table.table), free=digits(table.free),
                players=digits(table.players))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, (table.url, table.table))
            self.tables.addItem(item)

    def _chosen(self, item: QListWidgetItem | None) -> None:
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if data:
            self.address.setText(data[0])
            self.code.setText(data[1])

    def url(self) -> str:
        """The server's URL."""
        return normal_address(self.address.text())

    def table(self) -> str:
        """The table's code as typed (the server reads it in any case, with or without dashes)."""
        return self.code.text().strip().upper()

    def problem(self) -> str | None:
        """What is missing before joining, in one line (None if nothing)."""
        if not self.url():
            return _("Type the table's address, or choose a table found.")
        if not self.table():
            return _("Type the table's code.")
        if not self.name.text().strip():
            return _("Type your name.")
        return None

    def _validate(self) -> None:
        problem = self.problem()
        self.error.setText(problem or "")
        self.ok_button.setEnabled(problem is None)
