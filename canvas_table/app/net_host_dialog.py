"""Game > Host a table: the new-game dialog's game, seats and options, where a seat may also be a
person on another machine, with where the table is served and how long a dropped player is
waited for before the host may let a bot take the seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLineEdit, QSpinBox, QWidget

from canvas_table.app.new_game_dialog import NewGameDialog
from canvas_table.app.seat_row import BOT_NAMES
from canvas_table.engine.platform import PlayerSpec
from canvas_table.i18n import _

REMOTE = "remote"  # a seat for a person on another machine
LOCAL = "human"  # a person at this window
WAIT_DEFAULT = 60  # seconds


@dataclass(frozen=True)
class HostPlan:
    """What the host chose: the game, each seat (``human`` here, ``remote`` or ``bot:<level>``),
    the names, the options, the wait before a bot is offered, and the server (None: this window's)."""

    game_id: str
    kinds: tuple[str, ...]
    names: tuple[str, ...]
    options: dict[str, Any]
    wait_seconds: int
    server: str | None
    lan: bool = False  # serve to the local network (else this computer only), announced there

    @property
    def local(self) -> frozenset[int]:
        """The seats played at this window."""
        return frozenset(k for k, kind in enumerate(self.kinds) if kind == LOCAL)

    def server_seats(self) -> list[str]:
        """The seats as the server's ``create`` takes them (a person anywhere is ``remote``)."""
        return [REMOTE if kind == LOCAL else kind for kind in self.kinds]


class HostDialog(NewGameDialog):
    """Choose the game, its seats (here, remote or bot), its options and the server."""

    def __init__(self, parent: QWidget | None = None, choices: dict[str, Any] | None = None) -> None:
        super().__init__(parent, choices)
        self.setWindowTitle(_("Host a table"))
        self.setAccessibleName(_("Host a table"))
        self.ok_button.setText(_("&Host"))
        self.ok_button.setAccessibleName(_("Host the table"))
        for layout in self.layout().children():  # the seed: the server deals a table's cards
            if isinstance(layout, QFormLayout) and layout.indexOf(self.seed_edit) >= 0:
                layout.setRowVisible(self.seed_edit, False)
                layout.setRowVisible(self.seed_hint, False)
        box = QGroupBox(_("Network"))
        form = QFormLayout(box)
        self.server_edit = QLineEdit()
        self.server_edit.setPlaceholderText(_("this computer"))
        self.server_edit.setAccessibleName(_("Server address"))
        self.server_edit.setToolTip(_("Leave empty to serve the table from this computer, or type "
                                      "the address of a server (ws://host:port)"))
        form.addRow(_("Ser&ver:"), self.server_edit)
        self.lan = QCheckBox(_("Open to the local network (friends at home find the table)"))
        self.lan.setChecked(True)
        self.lan.setToolTip(_("Off: only windows on this computer can join"))
        self.server_edit.textChanged.connect(lambda text: self.lan.setEnabled(not text.strip()))
        form.addRow("", self.lan)
        self.wait = QSpinBox()
        self.wait.setRange(10, 600)
        self.wait.setValue(WAIT_DEFAULT)
        self.wait.setSuffix(_(" s"))
        self.wait.setAccessibleName(_("Wait for a dropped player"))
        form.addRow(_("&Wait for a dropped player:"), self.wait)
        self.layout().insertWidget(self.layout().indexOf(self.error), box)
        self._add_remote()
        self._fit_screen()

    def _game_changed(self) -> None:
        super()._game_changed()
        self._add_remote()

    def _add_remote(self) -> None:
        """Offer every seat to a person on another machine as well."""
        for row in getattr(self, "rows", []):
            if row.kind.findData(REMOTE) < 0:
                row.kind.insertItem(1, _("Person on another computer"), REMOTE)
                row.kind.currentIndexChanged.connect(lambda _i, row=row: self._name_remote(row))

    def _name_remote(self, row: Any) -> None:
        """A seat for someone elsewhere is called "Player n" until they join with their name."""
        if row.kind.currentData() == REMOTE and row.name.text().strip() in ("", *BOT_NAMES):
            row.name.setText(_("Player {n}").format(n=row.seat + 1))

    def kinds(self) -> tuple[str, ...]:
        """Each active seat's kind: ``human`` (here), ``remote`` or ``bot:<level>``."""
        return tuple(row.kind.currentData() for row in self._active_rows())

    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats as the game sees them (a person elsewhere is a person)."""
        return tuple(PlayerSpec(p.name, LOCAL if p.kind == REMOTE else p.kind) for p in super().players())

    def problem(self) -> str | None:
        """What keeps the choices from making a network table (a person must play here)."""
        if LOCAL not in self.kinds():
            return _("One seat at least is played here: choose Person for yours.")
        return super().problem()

    def plan(self) -> HostPlan:
        """The table to host."""
        server = self.server_edit.text().strip() or None
        return HostPlan(self.game_id(), self.kinds(), tuple(p.name for p in self.players()),
                        self.options(), self.wait.value(), server,
                        server is None and self.lan.isChecked())
