"""The bar above a network table: the table's code and address to share, whose turn it is, who is
connected, who the table waits for, the host's offer of a bot for a dropped seat, and reactions."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from canvas_table.i18n import _
from canvas_table.table.words import level_name

BAR_STYLE = ("QFrame#netBar { background: #e8eef3; border-bottom: 1px solid #9fb2c2; }"
             " QLabel { color: #1d2b36; }")
ON, OFF = "#2e8b57", "#b03a2e"  # a connected seat's dot, a dropped one's


def reactions() -> dict[str, str]:
    """The preset reactions a player may send, by the protocol's id, in the active language."""
    return {"nice": _("Nice painting!"), "well_played": _("Well played"), "oops": _("Oops"),
            "thanks": _("Thanks"), "hurry": _("Hurry up!")}


def isolated(text: str) -> str:
    """A code or an address as typed: left to right in any language, its digits never localised."""
    return f"\u2066{text}\u2069"


def seat_text(seat: dict[str, Any]) -> str:
    """A seat as the bar lists it: a dot (connected or not) and the name, with its bot level."""
    kind = str(seat.get("kind", "remote"))
    name = escape(str(seat.get("name", "")))
    if kind.startswith("bot:"):
        label = _("{name} ({level} bot)").format(name=name, level=level_name(kind.removeprefix("bot:")))
        return f"<span style='color:{ON}'>●</span> {label}"
    colour = ON if seat.get("connected") else OFF
    return f"<span style='color:{colour}'>●</span> {name}"


class NetBar(QFrame):
    """The network table's bar; the :class:`~canvas_table.app.net_table.NetTable` fills it."""

    def __init__(self, react: Callable[[str], None], offer_bot: Callable[[], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("netBar")
        self.setStyleSheet(BAR_STYLE)
        self.setAccessibleName(_("Network table"))
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 4)
        self.share = QLabel()
        self.share.setAccessibleName(_("Table code and address"))
        self.share.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy = QPushButton(_("&Copy"))
        self.copy.setToolTip(_("Copy the table's code and address to share them"))
        self.copy.clicked.connect(self.copy_invitation)
        self.turn = QLabel()
        self.turn.setAccessibleName(_("Whose turn"))
        self.seats = QLabel()
        self.seats.setAccessibleName(_("Players at the table"))
        self.seats.setTextFormat(Qt.TextFormat.RichText)
        # the seats never widen the window: at 1366 px the table keeps its room
        self.seats.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.bot = QPushButton()
        self.bot.setVisible(False)
        self.bot.clicked.connect(offer_bot)
        row.addWidget(self.share)
        row.addWidget(self.copy)
        row.addSpacing(16)
        row.addWidget(self.turn)
        row.addSpacing(16)
        row.addWidget(self.seats, 1)
        row.addWidget(self.bot)
        self.react = QToolButton()
        self.react.setText(_("&React"))
        self.react.setToolTip(_("Send a short message to the table"))
        self.react.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.react)
        self.reaction_actions: dict[str, QAction] = {}
        for key, text in reactions().items():
            action = menu.addAction(text)
            action.triggered.connect(lambda _checked=False, key=key: react(key))
            self.reaction_actions[key] = action
        self.react.setMenu(menu)
        row.addWidget(self.react)
        self.invitation = ""

    def set_table(self, code: str, url: str) -> None:
        """Show the table's code and address (what a friend types in Game > Join a table)."""
        self.invitation = f"{code} {url}"
        self.share.setText(_("Table {code} at {address}").format(code=isolated(code), address=isolated(url)))

    def copy_invitation(self) -> None:
        """Put the code and the address on the clipboard."""
        QGuiApplication.clipboard().setText(self.invitation)

    def show_state(self, seats: list[dict[str, Any]], turn_line: str) -> None:
        """Show who sits at the table (and who is connected) and the line about the turn."""
        self.seats.setText("&nbsp;&nbsp;".join(seat_text(seat) for seat in seats))
        self.seats.setToolTip(self.seats.text())
        self.turn.setText(turn_line)

    def offer(self, text: str | None) -> None:
        """Show the host's button to let a bot play a dropped seat (None hides it)."""
        self.bot.setVisible(text is not None)
        if text is not None:
            self.bot.setText(text)
