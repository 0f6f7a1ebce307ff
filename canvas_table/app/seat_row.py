"""One seat's row in the new-game dialog: who plays it, the name, and its backgrounds."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from canvas_table.canvas.ui.words import level_name
from canvas_table.i18n import _

BOT_NAMES = ("Berthe", "Claude", "Frida", "Henri", "Sofonisba")  # painters, for the bots


def _auto_names(seat: int) -> set[str]:
    return {"You", f"Player {seat + 1}", _("You"), _("Player {n}").format(n=seat + 1), BOT_NAMES[seat]}


class SeatRow:
    """The widgets of one seat: who plays it, the name, and its backgrounds."""

    def __init__(self, seat: int, grid: QGridLayout, levels: tuple[str, ...], backgrounds: dict) -> None:
        self.seat = seat
        n = seat + 1
        self.label = QLabel(_("Seat &{n}").format(n=n))
        self.kind = QComboBox()
        self.kind.addItem(_("Person"), "human")
        for level in levels:
            self.kind.addItem(_("Bot: {level}").format(level=level_name(level)), f"bot:{level}")
        self.kind.setAccessibleName(_("Seat {n} player").format(n=n))
        self.label.setBuddy(self.kind)
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.name.setAccessibleName(_("Seat {n} name").format(n=n))
        self.name.setPlaceholderText(_("Name"))
        self.bg_mode = QComboBox()
        self.bg_mode.addItem(_("Random backgrounds"), "random")
        self.bg_mode.addItem(_("Choose backgrounds"), "choose")
        self.bg_mode.setAccessibleName(_("Seat {n} backgrounds").format(n=n))
        self.bgs: list[QComboBox] = []
        for k in range(3):
            combo = QComboBox()
            for bg_id, bg in backgrounds.items():
                combo.addItem(bg.name, bg_id)
            combo.setAccessibleName(_("Seat {n} background {k}").format(n=n, k=k + 1))
            combo.setCurrentIndex((3 * seat + k) % len(backgrounds))
            self.bgs.append(combo)
        self.widgets: list[QWidget] = [self.label, self.kind, self.name, self.bg_mode, *self.bgs]
        for col, widget in enumerate(self.widgets):
            grid.addWidget(widget, seat, col)
        self.kind.currentIndexChanged.connect(self._rename)

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
        """Show or hide the whole row (background choosers only when choosing)."""
        for widget in self.widgets[:4]:
            widget.setVisible(visible)
        choose = visible and self.bg_mode.currentData() == "choose"
        for combo in self.bgs:
            combo.setVisible(choose)

    def chosen_backgrounds(self) -> tuple[int, int, int] | None:
        """The 3 chosen backgrounds, or None for random."""
        if self.bg_mode.currentData() != "choose":
            return None
        a, b, c = (int(combo.currentData()) for combo in self.bgs)
        return a, b, c

    def choices(self) -> dict[str, Any]:
        """This seat as JSON-able data."""
        chosen = self.chosen_backgrounds()
        return {"kind": self.kind.currentData(), "name": self.name.text().strip(),
                "backgrounds": list(chosen) if chosen else None}

    def set_choices(self, data: dict[str, Any]) -> None:
        """Restore a seat from :meth:`choices` data, ignoring what no longer fits."""
        index = self.kind.findData(data.get("kind"))
        if index < 0 and str(data.get("kind", "")).startswith("bot:"):
            index = self.kind.findData("bot:normal")
        self.kind.setCurrentIndex(max(index, 0))
        name = data.get("name")
        valid = isinstance(name, str) and name.strip()
        self.name.setText(name.strip()[:24] if valid else self.default_name())
        bgs = data.get("backgrounds")
        indexes = [self.bgs[0].findData(b) for b in bgs] if isinstance(bgs, list) and len(bgs) == 3 else []
        if indexes and min(indexes) >= 0:
            for combo, i in zip(self.bgs, indexes, strict=True):
                combo.setCurrentIndex(i)
            self.bg_mode.setCurrentIndex(1)
        else:
            self.bg_mode.setCurrentIndex(0)
