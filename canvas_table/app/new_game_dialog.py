"""The new-game dialog: the game (thumbnail, name, pitch, players), the seats, its options, the seed.

The options' controls are built from each game's declared :class:`~canvas_table.engine.platform.
Option` list: a choice is a combo box, a yes/no option a check box; a closed option (wrong player
count, or another option's value) shows its closed value, and the player's own choice comes back
when it opens again. Use: ``dialog = NewGameDialog(parent, choices=settings.last_new_game)``; when
``dialog.exec()`` is true, keep ``dialog.choices()`` and start ``dialog.game_id()``,
``dialog.players()``, ``dialog.seed()`` and ``dialog.options()``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRegularExpression, QSize, Qt
from PySide6.QtGui import QRegularExpressionValidator, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from canvas_table import games
from canvas_table.app import theme
from canvas_table.app.game_tile import THUMB, GameTile
from canvas_table.app.seat_row import BOT_NAMES, SeatRow
from canvas_table.app.seeds import new_seed
from canvas_table.engine.ladder_data import Ladder, load_ladder, variant
from canvas_table.engine.platform import GameModule, Option, PlayerSpec
from canvas_table.errors import DataError, SetupError
from canvas_table.i18n import _, digits

MAX_SEATS = max(game.players[1] for game in games.all_games())
SEED_DIGITS = 18
WINDOW_FRAME = 48  # a title bar and borders around a dialog, on most desktops
TIGHT_SPACING = 2  # between the dialog's parts when even a one-row game list leaves it too tall

#: A visible keyboard focus for the dialogs' widgets (the application's theme draws it; kept for the
#: dialogs that set it as their own style sheet).
FOCUS_STYLE = theme.FOCUS_STYLE
ERROR_STYLE = theme.ERROR_STYLE


class NewGameDialog(QDialog):
    """Choose the game, its seats and options, and the seed."""

    def __init__(self, parent: QWidget | None = None, choices: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("New game"))
        self.setAccessibleName(_("New game"))
        self.setStyleSheet(FOCUS_STYLE)
        self._games = games.all_games()
        self._seed: int | None = None
        self._last_seed: int | None = None
        self._wanted: dict[str, dict[str, Any]] = {g.id: {} for g in self._games}
        self._controls: dict[str, QComboBox | QCheckBox] = {}
        self._building = False
        self._build()
        self.set_choices(choices or {})

    # ----------------------------------------------------------------- building
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # grows with the chosen rows
        self.game_list = QListWidget()
        self.game_list.setAccessibleName(_("Game"))
        self.game_list.setIconSize(QSize(THUMB, THUMB))
        for game in self._games:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, self._game_text(game))
            item.setSizeHint(QSize(0, THUMB + 12))
            self.game_list.addItem(item)
            self.game_list.setItemWidget(item, GameTile(game))
        self.game_list.setFixedHeight(len(self._games) * (THUMB + 12) + 6)
        self.game_list.setMinimumWidth(560)
        game_label = QLabel(_("&Game:"))
        game_label.setBuddy(self.game_list)
        layout.addWidget(game_label)
        layout.addWidget(self.game_list)

        top = QFormLayout()
        self.seat_count = QSpinBox()
        self.seat_count.setAccessibleName(_("Number of players"))
        top.addRow(_("&Players:"), self.seat_count)
        layout.addLayout(top)
        seats_box = QGroupBox(_("Seats"))
        grid = self.seats_grid = QGridLayout(seats_box)
        self.rows = [SeatRow(s, grid, ()) for s in range(MAX_SEATS)]
        self._ladder_shown: tuple[str, str] | None = None  # the game and variant the rows show
        layout.addWidget(seats_box)

        self.options_box = QGroupBox(_("Options"))
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)

        form = QFormLayout()
        self.seed_edit = QLineEdit()
        self.seed_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(rf"[0-9]{{0,{SEED_DIGITS}}}"), self.seed_edit))
        self.seed_edit.setPlaceholderText(_("random"))
        self.seed_edit.setMinimumWidth(self.seed_edit.fontMetrics().horizontalAdvance("0" * 22))
        self.seed_edit.setAccessibleName(_("Seed"))
        self.seed_edit.setToolTip(_("Leave empty for a new deal; type a seed to replay a shared deal"))
        self.seed_hint = QLabel()
        self.seed_hint.setAccessibleName(_("Seed of the last deal"))
        self.seed_hint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(_("S&eed:"), self.seed_edit)
        form.addRow("", self.seed_hint)
        layout.addLayout(form)

        self.error = QLabel()
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setAccessibleName(_("Problem"))
        self.error.setMinimumHeight(self.error.fontMetrics().height())
        layout.addWidget(self.error)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok | cancel)
        self.ok_button = self.buttons.button(ok)
        self.ok_button.setText(_("&Start"))
        self.ok_button.setAccessibleName(_("Start the game"))
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.game_list.currentRowChanged.connect(self._game_changed)
        self.seat_count.valueChanged.connect(self._refresh)
        self.seed_edit.textChanged.connect(self._show_seed)
        for row in self.rows:
            row.kind.currentIndexChanged.connect(self._refresh)
            row.name.textChanged.connect(self._refresh)

    def _game_text(self, game: GameModule) -> str:
        low, high = game.players
        players = _("{low} to {high} players").format(low=low, high=high)
        return f"{_(game.name)}. {_(game.pitch)} {players}"

    def _game_changed(self) -> None:
        """Rebuild the option controls and the seats' bot levels for the chosen game."""
        game = self.game()
        self._building = True
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._controls = {}
        for option in game.options:
            self._controls[option.key] = self._control(option)
        self.options_box.setVisible(bool(game.options))
        self._ladder_shown = None  # the rows' levels are offered anew, with the ladder's notes
        self.seat_count.setRange(*game.players)
        self._building = False
        self._refresh()

    def _show_ladder(self) -> None:
        """Offer the game's levels, each with its note from the ladder measured with the chosen
        options (Layers keeps one per number of rounds); none when its file is unreadable."""
        game = self.game()
        shown = (game.id, variant(game, self.options()))
        if shown == self._ladder_shown:
            return
        self._ladder_shown = shown
        try:
            ladder: Ladder | None = load_ladder(game.id, variant_name=shown[1])
        except DataError:
            ladder = None
        for row in self.rows:
            row.set_levels(game.levels, ladder)

    def _control(self, option: Option) -> QComboBox | QCheckBox:
        if option.choices:
            control: QComboBox | QCheckBox = QComboBox()
            for value, label in option.choices:
                control.addItem(_(label), value)
            control.currentIndexChanged.connect(lambda _i, o=option: self._option_changed(o))
            self.options_form.addRow(_(option.label) + ":", control)
        else:
            control = QCheckBox(_(option.label))
            control.toggled.connect(lambda _on, o=option: self._option_changed(o))
            self.options_form.addRow("", control)
        control.setAccessibleName(_(option.label))
        if option.help:
            control.setToolTip(_(option.help))
        return control

    # ----------------------------------------------------------------- state
    def game(self) -> GameModule:
        """The chosen game."""
        return self._games[max(self.game_list.currentRow(), 0)]

    def control(self, key: str) -> QComboBox | QCheckBox:
        """The control of the chosen game's option ``key``."""
        return self._controls[key]

    def game_id(self) -> str:
        """The chosen game's id."""
        return self.game().id

    def _option_changed(self, option: Option) -> None:
        control = self._controls[option.key]
        if not self._building and control.isEnabled():
            self._wanted[self.game_id()][option.key] = _control_value(control)
            self._refresh()

    def _show_seed(self) -> None:
        """Say which deal Start begins: the typed seed, or the fresh one drawn for this dialog."""
        if self.seed_edit.text().strip():
            text = _("Replays the deal of seed {seed}")
        else:
            text = _("A new deal, seed {seed} (share it to replay this deal)")
        text = text.format(seed=self.seed())
        if self._last_seed is not None:
            text = _("{text}; last game's seed: {seed}").format(text=text, seed=self._last_seed)
        self.seed_hint.setText(digits(text))

    def _active_rows(self) -> list[SeatRow]:
        return self.rows[: self.seat_count.value()]

    def _refresh(self) -> None:
        """Bring every dependent widget in line with the choices, then validate."""
        if self._building:
            return
        count = self.seat_count.value()
        for row in self.rows:
            row.set_visible(row.seat < count)
        wanted = self._wanted[self.game_id()]
        self._building = True
        for _pass in range(2):  # an option may open another
            values = self.options()
            for option in self.game().options:
                control = self._controls[option.key]
                is_open = option.is_open(count, values)
                control.setEnabled(is_open)
                value = wanted.get(option.key, option.default) if is_open else option.value(count, values)
                _set_control(control, value)
        self._show_ladder()
        self._building = False
        self._validate()
        self._fit_screen()

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the screen again once styled: the style sheet's paddings count only from now."""
        self._fit_screen()
        super().showEvent(event)

    def _fit_screen(self) -> None:
        """Keep the dialog on the screen: on a short one (1366×768) the game list gives up rows
        (it scrolls), and then the parts and the seats their spacing, so that the seats, the options and the
        buttons all show."""
        layout = self.layout()
        full = len(self._games) * (THUMB + 12) + 6
        self.game_list.setFixedHeight(full)
        layout.setSpacing(-1)  # the style's
        self.seats_grid.setVerticalSpacing(-1)
        screen = (self.parentWidget() or self).screen()
        if screen is None:
            return
        room = screen.availableGeometry().height() - WINDOW_FRAME
        layout.invalidate()  # the rows shown and the boxes added since the last reading
        overflow = layout.sizeHint().height() - room
        if overflow <= 0:
            return
        self.game_list.setFixedHeight(max(THUMB + 18, full - overflow))
        current = self.game_list.currentItem()
        if current is not None:
            self.game_list.scrollToItem(current)
        layout.invalidate()
        if layout.sizeHint().height() > room:
            layout.setSpacing(TIGHT_SPACING)
            self.seats_grid.setVerticalSpacing(TIGHT_SPACING)

    def options(self) -> dict[str, Any]:
        """The chosen options' values, as the game takes them."""
        return {key: _control_value(control) for key, control in self._controls.items()}

    def players(self) -> tuple[PlayerSpec, ...]:
        """The chosen seats."""
        return tuple(PlayerSpec(row.name.text().strip(), row.kind.currentData())
                     for row in self._active_rows())

    def problem(self) -> str | None:
        """What keeps the current choices from making a game, in one line (None if nothing)."""
        rows = self._active_rows()
        names = [row.name.text().strip() for row in rows]
        for row, name in zip(rows, names, strict=True):
            if not name:
                return _("Seat {n} needs a name.").format(n=row.seat + 1)
        for k, name in enumerate(names):
            if name.casefold() in (n.casefold() for n in names[:k]):
                return _("Two seats are called {name}: give each a different name.").format(name=name)
        try:
            self.game().new_match(self.players(), 0, self.options())
        except SetupError as err:
            return str(err)
        return None

    def _validate(self) -> None:
        problem = self.problem()
        self.error.setText(problem or "")
        self.ok_button.setEnabled(problem is None)

    def seed(self) -> int:
        """The seed of this deal: the typed one, or one drawn once per dialog and then kept."""
        text = self.seed_edit.text().strip()
        if _is_seed(text):
            return int(text)
        if self._seed is None:
            self._seed = new_seed()
        return self._seed

    def accept(self) -> None:
        """Start: the seed of this deal becomes the last game's."""
        self._last_seed = self.seed()
        super().accept()

    # ----------------------------------------------------------------- memory
    def choices(self) -> dict[str, Any]:
        """The dialog's choices as JSON-able data for Settings.last_new_game."""
        return {
            "version": 2,
            "game": self.game_id(),
            "seats": [row.choices() for row in self._active_rows()],
            "options": {game_id: dict(values) for game_id, values in self._wanted.items()},
            "seed": self.seed_edit.text().strip(),
            "last_seed": self._last_seed,
        }

    def set_choices(self, data: dict[str, Any]) -> None:
        """Restore :meth:`choices` data; missing or outdated parts take the first-run defaults."""
        options = data.get("options")
        if isinstance(options, dict):
            for game_id, values in options.items():
                if game_id in self._wanted and isinstance(values, dict):
                    self._wanted[game_id] = {k: v for k, v in values.items()
                                             if isinstance(v, str | bool | int)}
        ids = [g.id for g in self._games]
        game_id = data.get("game")
        self.game_list.setCurrentRow(ids.index(game_id) if game_id in ids else 0)
        self._game_changed()
        seats = data.get("seats")
        low, high = self.game().players
        if not isinstance(seats, list) or not low <= len(seats) <= high:
            seats = [{"kind": "human", "name": _("You")}, {"kind": "bot:normal", "name": BOT_NAMES[1]}]
        for row in self.rows:
            seat = seats[row.seat] if row.seat < len(seats) and isinstance(seats[row.seat], dict) else {}
            row.set_choices(seat or {"kind": "bot:normal"})
        self.seat_count.setValue(len(seats))
        seed = data.get("seed")
        self.seed_edit.setText(seed if isinstance(seed, str) and _is_seed(seed) else "")
        last = data.get("last_seed")
        self._last_seed = last if isinstance(last, int) and not isinstance(last, bool) else None
        self._show_seed()
        self._refresh()


def _is_seed(text: str) -> bool:
    """True for a typed seed: 1 to SEED_DIGITS ASCII digits ("²" and "٣" pass ``isdigit()`` and
    are no seed)."""
    return 0 < len(text) <= SEED_DIGITS and text.isascii() and text.isdigit()


def _control_value(control: QComboBox | QCheckBox) -> Any:
    return control.currentData() if isinstance(control, QComboBox) else control.isChecked()


def _set_control(control: QComboBox | QCheckBox, value: Any) -> None:
    if isinstance(control, QComboBox):
        index = control.findData(value)
        control.setCurrentIndex(index if index >= 0 else 0)
    else:
        control.setChecked(bool(value))
