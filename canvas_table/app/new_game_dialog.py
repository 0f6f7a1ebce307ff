"""The new-game dialog: seats (people and bots), scenario, Vincent, seed, backgrounds, solo target.

Use: ``dialog = NewGameDialog(parent, choices=settings.last_new_game)``; when ``dialog.exec()`` is
true, store ``dialog.choices()`` in ``settings.last_new_game`` and start ``dialog.config()``.
"""

from __future__ import annotations

import secrets
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from canvas_table.app.seat_row import BOT_NAMES, SeatRow
from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.setup import SOLO_TARGETS, GameConfig, PlayerSpec, SetupError, resolve
from canvas_table.canvas.ui.words import level_name, scoring_title
from canvas_table.engine.rng import Rng
from canvas_table.i18n import _, ngettext

MAX_SEATS = 5
DEFAULT_SCENARIO = "first_game"
SEED_DIGITS = 18
RANDOM_SCORING = ""  # the scenario box's data for "Random scoring cards"

#: A visible keyboard focus for the dialogs' widgets, whatever the platform style draws.
FOCUS_STYLE = (
    "QComboBox:focus { border: 2px solid #2a6fdb; border-radius: 3px; padding: 1px 4px; }"
    " QCheckBox { border: 2px solid transparent; border-radius: 3px; padding: 1px; }"
    " QCheckBox:focus { border-color: #2a6fdb; }"
    " QPushButton:focus { border: 2px solid #2a6fdb; border-radius: 4px; padding: 4px 14px;"
    " background: palette(button); }"
)
ERROR_STYLE = "color: #b3261e; font-weight: bold;"


def bot_levels() -> tuple[str, ...]:
    """The bot levels a player may choose (``random`` is for tests, not offered)."""
    from canvas_table.canvas.bots import LEVELS

    return tuple(level for level in LEVELS if level != "random")


def new_seed() -> int:
    """A fresh seed of at most 9 digits (short enough to read out)."""
    return secrets.randbelow(1_000_000_000)


class NewGameDialog(QDialog):
    """Choose the seats and options of a new game; :meth:`config` gives the GameConfig."""

    def __init__(self, parent: QWidget | None = None, choices: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("New game"))
        self.setAccessibleName(_("New game"))
        self.setStyleSheet(FOCUS_STYLE)
        self._cards = default_card_set()
        self._seed: int | None = None
        self._last_seed: int | None = None
        self._vincent_wanted = False
        self._build()
        self.set_choices(choices or {})

    # ----------------------------------------------------------------- building
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # grows with the chosen rows
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.seat_count = QSpinBox()
        self.seat_count.setRange(1, MAX_SEATS)
        self.seat_count.setAccessibleName(_("Number of players"))
        self.seat_count.setToolTip(_("1 plays solo against Vincent; up to 5 people and bots"))
        top.addRow(_("&Players:"), self.seat_count)
        layout.addLayout(top)

        seats_box = QGroupBox(_("Seats"))
        grid = QGridLayout(seats_box)
        levels = bot_levels()
        self.rows = [SeatRow(s, grid, levels, self._cards.backgrounds) for s in range(MAX_SEATS)]
        layout.addWidget(seats_box)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.scenario = QComboBox()
        for name, scenario in self._cards.scenarios.items():
            self.scenario.addItem(_(scenario.title), name)
        self.scenario.addItem(_("Random scoring cards"), RANDOM_SCORING)
        self.scenario.setAccessibleName(_("Scenario"))
        self.scoring_hint = QLabel()
        self.scoring_hint.setAccessibleName(_("Scoring cards of the scenario"))
        form.addRow(_("&Scenario:"), self.scenario)
        form.addRow("", self.scoring_hint)
        self.vincent = QCheckBox(_("Play with &Vincent, the automatic non-scoring painter"))
        self.vincent.setAccessibleName(_("Vincent"))
        form.addRow("", self.vincent)
        solo = QHBoxLayout()
        self.difficulty = QComboBox()
        for level, target in SOLO_TARGETS.items():
            label = _("{level} ({target} points)").format(level=level_name(level), target=target)
            self.difficulty.addItem(label, level)
        self.difficulty.setAccessibleName(_("Solo difficulty"))
        self.target_label = QLabel()
        self.target_label.setAccessibleName(_("Solo target"))
        solo.addWidget(self.difficulty)
        solo.addWidget(self.target_label, 1)
        solo_label = QLabel(_("Solo &target:"))
        solo_label.setBuddy(self.difficulty)
        form.addRow(solo_label, solo)
        self.seed_edit = QLineEdit()
        self.seed_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(rf"\d{{0,{SEED_DIGITS}}}"), self.seed_edit)
        )
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

        self.seat_count.valueChanged.connect(self._refresh)
        self.scenario.currentIndexChanged.connect(self._refresh)
        self.difficulty.currentIndexChanged.connect(self._refresh)
        self.vincent.toggled.connect(self._vincent_toggled)
        self.seed_edit.textChanged.connect(self._show_seed)
        for row in self.rows:
            for widget in (row.kind, row.bg_mode, *row.bgs):
                widget.currentIndexChanged.connect(self._refresh)
            row.name.textChanged.connect(self._refresh)

    # ----------------------------------------------------------------- state
    def _vincent_toggled(self, on: bool) -> None:
        if self.vincent.isEnabled():
            self._vincent_wanted = on

    def _show_seed(self) -> None:
        """Say which deal OK starts: the typed seed, or the fresh one drawn for this dialog."""
        if self.seed_edit.text().strip():
            text = _("Replays the deal of seed {seed}")
        else:
            text = _("A new deal, seed {seed} (share it to replay this deal)")
        text = text.format(seed=self.seed())
        if self._last_seed is not None:
            text = _("{text}; last game's seed: {seed}").format(text=text, seed=self._last_seed)
        self.seed_hint.setText(text)

    def _active_rows(self) -> list[SeatRow]:
        return self.rows[: self.seat_count.value()]

    def _refresh(self) -> None:
        """Bring every dependent widget in line with the choices, then validate."""
        seats = self.seat_count.value()
        for row in self.rows:
            row.set_visible(row.seat < seats)
        self.vincent.blockSignals(True)
        self.vincent.setEnabled(2 <= seats <= 3)
        self.vincent.setChecked(seats == 1 or (seats <= 3 and self._vincent_wanted))
        self.vincent.blockSignals(False)
        self.vincent.setToolTip(_("A solo game is always played against Vincent") if seats == 1 else
                                _("Vincent joins games of 1 to 3 players") if seats > 3 else
                                _("Vincent takes a card after each round, making the market move"))
        scenario = self._scenario()
        if scenario is None:
            self.scoring_hint.setText(_("4 scoring cards drawn at random"))
        else:
            sc = self._cards.scenarios[scenario]
            names = [scoring_title(self._cards.scoring[n]) for n in sc.scoring]
            if sc.random:
                names.append(ngettext("{n} random card", "{n} random cards", sc.random).format(n=sc.random))
            self.scoring_hint.setText(_(", ").join(names))
        self.difficulty.setEnabled(seats == 1 and scenario is None)
        target = self._target()
        if seats != 1:
            self.target_label.setText(_("only for a solo game"))
        elif scenario is None:
            self.target_label.setText(_("reach {target} points to win").format(target=target))
        else:
            self.target_label.setText(_("reach {target} points to win ({scenario})").format(
                target=target, scenario=self.scenario.currentText()))
        self._validate()

    def _scenario(self) -> str | None:
        """The chosen scenario's name, or None for random scoring cards."""
        return self.scenario.currentData() or None

    def _target(self) -> int:
        scenario = self._scenario()
        if scenario is not None:
            return self._cards.scenarios[scenario].target
        return SOLO_TARGETS[self.difficulty.currentData()]

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
        owner: dict[int, int] = {}
        for row in rows:
            chosen = row.chosen_backgrounds()
            if chosen is None:
                continue
            if len(set(chosen)) != 3:
                return _("Seat {n}: choose 3 different backgrounds.").format(n=row.seat + 1)
            for bg in chosen:
                if bg in owner:
                    title = self._cards.backgrounds[bg].name
                    return _("Seats {a} and {b} both chose {background}: seats cannot share.").format(
                        a=owner[bg] + 1, b=row.seat + 1, background=title)
                owner[bg] = row.seat
        try:
            resolve(self._build_config(0))
        except SetupError as err:
            return str(err)
        return None

    def _validate(self) -> None:
        problem = self.problem()
        self.error.setText(problem or "")
        self.ok_button.setEnabled(problem is None)

    # ----------------------------------------------------------------- results
    def seed(self) -> int:
        """The seed of this deal: the typed one, or one drawn once per dialog and then kept."""
        text = self.seed_edit.text().strip()
        if text:
            return int(text)
        if self._seed is None:
            self._seed = new_seed()
        return self._seed

    def _build_config(self, seed: int) -> GameConfig:
        rows = self._active_rows()
        seats = len(rows)
        chosen = [row.chosen_backgrounds() for row in rows]
        backgrounds = None
        if any(chosen):
            taken = {bg for three in chosen if three for bg in three}
            pool = [bg for bg in sorted(self._cards.backgrounds) if bg not in taken]
            missing = sum(1 for three in chosen if three is None)
            drawn = iter(Rng(seed).derive("dialog_bgs").sample(pool, min(3 * missing, len(pool))))
            backgrounds = tuple(three or (next(drawn), next(drawn), next(drawn)) for three in chosen)
        scenario = self._scenario()
        return GameConfig(
            players=tuple(PlayerSpec(row.name.text().strip(), row.kind.currentData()) for row in rows),
            seed=seed,
            scenario=scenario,
            vincent=True if seats == 1 else (seats <= 3 and self.vincent.isChecked()),
            backgrounds=backgrounds,
            target=SOLO_TARGETS[self.difficulty.currentData()] if seats == 1 and scenario is None else None,
        )

    def config(self) -> GameConfig:
        """The chosen game; an empty seed is filled in (and shown) once and kept."""
        seed = self.seed()
        self._last_seed = seed
        return self._build_config(seed)

    def choices(self) -> dict[str, Any]:
        """The dialog's choices as JSON-able data for Settings.last_new_game."""
        return {
            "version": 1,
            "seats": [row.choices() for row in self._active_rows()],
            "scenario": self._scenario(),
            "vincent": self._vincent_wanted,
            "difficulty": self.difficulty.currentData(),
            "seed": self.seed_edit.text().strip(),
            "last_seed": self._last_seed,
        }

    def set_choices(self, data: dict[str, Any]) -> None:
        """Restore :meth:`choices` data; missing or outdated parts take the first-run defaults."""
        seats = data.get("seats")
        if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
            seats = [{"kind": "human", "name": _("You")}, {"kind": "bot:normal", "name": BOT_NAMES[1]}]
        for row in self.rows:
            row.set_choices(seats[row.seat] if row.seat < len(seats) and isinstance(seats[row.seat], dict)
                            else {"kind": "bot:normal"})
        self.seat_count.setValue(len(seats))
        scenario = data.get("scenario", DEFAULT_SCENARIO) if "scenario" in data else DEFAULT_SCENARIO
        index = self.scenario.findData(scenario if isinstance(scenario, str) else RANDOM_SCORING)
        self.scenario.setCurrentIndex(index if index >= 0 else self.scenario.findData(DEFAULT_SCENARIO))
        self._vincent_wanted = data.get("vincent") is True
        self.difficulty.setCurrentIndex(max(self.difficulty.findData(data.get("difficulty", "normal")), 0))
        seed = data.get("seed")
        self.seed_edit.setText(seed if isinstance(seed, str) and seed.isdigit() else "")
        last = data.get("last_seed")
        self._last_seed = last if isinstance(last, int) and not isinstance(last, bool) else None
        self._show_seed()
        self._refresh()
