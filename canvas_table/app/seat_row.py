"""One seat's row in the new-game dialog: who plays it, the name, and how strong a bot seat is."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from canvas_table.engine.ladder_data import Ladder
from canvas_table.i18n import _, digits, isolate
from canvas_table.table.words import level_name

BOT_NAMES = ("Berthe", "Claude", "Frida", "Henri", "Sofonisba", "Vincent")  # painters, for six bots
AT_ONCE_MS = 50  # a level whose median decision is quicker than this "moves at once"


def level_note(level: str, below: str, ladder: Ladder | None) -> str:
    """How strong ``level`` is and how long it thinks, from the game's measured ``ladder``:
    its win rate against ``below`` (the level under it) and its median decision time."""
    pair = ladder.pair(level, below) if ladder else None
    if ladder is None or pair is None:
        return _("Not measured yet.")
    rate = digits(round(100 * pair.win_rate))
    weaker = isolate(level_name(pair.weaker))
    ms = ladder.decision_ms.get(level)
    if ms is None or ms < AT_ONCE_MS:
        return _("Wins {rate}% of games against {weaker}; moves at once.").format(
            rate=rate, weaker=weaker)
    seconds = digits(f"{ms / 1000:.1f}")
    return _("Wins {rate}% of games against {weaker}; thinks about {seconds} s a move.").format(
        rate=rate, weaker=weaker, seconds=seconds)


def _auto_names(seat: int) -> set[str]:
    return {"You", f"Player {seat + 1}", _("You"), _("Player {n}").format(n=seat + 1), BOT_NAMES[seat]}


class SeatRow:
    """The widgets of one seat: who plays it, and the name."""

    def __init__(self, seat: int, grid: QGridLayout, levels: tuple[str, ...]) -> None:
        self.seat = seat
        n = digits(seat + 1)  # English keeps 1..5, so Alt+1 still reaches the seat's choice
        self.label = QLabel(_("Seat &{n}").format(n=n))
        self.kind = QComboBox()
        self.kind.setAccessibleName(_("Seat {n} player").format(n=n))
        self.label.setBuddy(self.kind)
        self.note = QLabel()
        self.note.setAccessibleName(_("Seat {n} bot strength").format(n=n))
        self.notes: dict[str, str] = {}  # level -> how strong it is and how long it thinks
        self.set_levels(levels)
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.name.setAccessibleName(_("Seat {n} name").format(n=n))
        self.name.setPlaceholderText(_("Name"))
        self.widgets: list[QWidget] = [self.label, self.kind, self.name]
        for col, widget in enumerate([*self.widgets, self.note]):
            grid.addWidget(widget, seat, col)
        self.kind.currentIndexChanged.connect(self._rename)
        self.kind.currentIndexChanged.connect(self._show_note)

    def set_levels(self, levels: tuple[str, ...], ladder: Ladder | None = None) -> None:
        """Offer a person or a bot of one of ``levels`` (the game's), keeping the choice if it fits;
        each level says how strong it is from the game's measured ``ladder``."""
        chosen = self.kind.currentData()
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(_("Person"), "human")
        self.notes = {level: level_note(level, below, ladder)
                      for below, level in zip(("random", *levels), levels, strict=False)}
        for level in levels:
            self.kind.addItem(_("Bot: {level}").format(level=level_name(level)), f"bot:{level}")
            self.kind.setItemData(self.kind.count() - 1, self.notes[level],
                                  Qt.ItemDataRole.ToolTipRole)
        index = self.kind.findData(chosen)
        if index < 0 and str(chosen or "").startswith("bot:"):
            index = self.kind.findData("bot:normal")
        self.kind.setCurrentIndex(max(index, 0))
        self.kind.blockSignals(False)
        self._show_note()

    def _show_note(self) -> None:
        """Say how strong the chosen bot is (nothing for a person)."""
        kind = str(self.kind.currentData() or "")
        self.note.setText(self.notes.get(kind[4:], "") if kind.startswith("bot:") else "")

    def _rename(self) -> None:
        """Follow the kind with the default name unless the player typed one."""
        if self.name.text().strip() in _auto_names(self.seat) | {""}:
            self.name.setText(self.default_name())

    def default_name(self) -> str:
        """The name a seat gets when nobody typed one."""
        if self.kind.currentData() == "human":
            return _("You") if self.seat == 0 else _("Player {n}").format(n=self.seat + 1)
        return BOT_NAMES[self.seat]

    def set_visible(self, visible: bool) -> None:
        """Show or hide the whole row."""
        for widget in [*self.widgets, self.note]:
            widget.setVisible(visible)

    def choices(self) -> dict[str, Any]:
        """This seat as JSON-able data."""
        return {"kind": self.kind.currentData(), "name": self.name.text().strip()}

    def set_choices(self, data: dict[str, Any]) -> None:
        """Restore a seat from :meth:`choices` data, ignoring what no longer fits."""
        index = self.kind.findData(data.get("kind"))
        if index < 0 and str(data.get("kind", "")).startswith("bot:"):
            index = self.kind.findData("bot:normal")
        self.kind.setCurrentIndex(max(index, 0))
        name = data.get("name")
        valid = isinstance(name, str) and name.strip()
        self.name.setText(name.strip()[:24] if valid else self.default_name())
