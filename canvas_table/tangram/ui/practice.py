"""Tangram practice: every figure in a grid (the five cards by the seven colours), any one played
with no clock (the time used is shown), the best time of each kept in the user's data folder.

The window opens with :func:`open_practice`; the shell hands it the data folder, the animation speed
and whether the guided lessons have been seen (the first practice puzzle teaches them otherwise).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from canvas_table.i18n import _, digits, isolate, ngettext
from canvas_table.table.painted import title_font
from canvas_table.tangram.actions import FAILED
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.figures import Figure, figures
from canvas_table.tangram.ui.names import colour_name, figure_name
from canvas_table.tangram.ui.practice_store import load_practice, save_practice
from canvas_table.tangram.ui.practice_tiles import FigureTile
from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel, clock_text


class PracticeDialog(QDialog):
    """The grid of figures and, once one is picked, the puzzle without a clock."""

    def __init__(self, parent: QWidget | None, folder: Path, speed: float = 1.0, coached: bool = True,
                 on_coached: Callable[[], None] | None = None, read_only: bool = False,
                 source: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Tangram practice"))
        self.folder = Path(folder)
        self.times = load_practice(self.folder, repair=not read_only)
        self.times.frozen = self.times.frozen or read_only  # a read-only window writes nothing
        self.coached = coached
        self.on_coached = on_coached
        self.pages = QStackedWidget()
        self.summary = QLabel()
        self.summary.setFont(title_font(24, italic=True))
        self.message = QLabel(self.times.problem or "")
        self.message.setWordWrap(True)
        self.tiles: dict[str, FigureTile] = {}
        self.pages.addWidget(self._grid_page())
        self.panel = PuzzlePanel(speed=speed, source=source)
        self.panel.finished.connect(self._finished)
        self.panel.coached.connect(self._coached)
        self.pages.addWidget(self._play_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.message)
        self._show_summary()

    def _grid_page(self) -> QWidget:
        grid = QGridLayout()
        grid.setSpacing(6)
        for column, colour in enumerate(COLOURS):
            heading = QLabel(colour_name(colour))
            heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(heading, 0, column)
        for figure in figures().values():
            tile = FigureTile(figure, self)
            tile.show_best(self.times.best.get(figure.id))
            tile.clicked.connect(lambda _checked=False, f=figure: self.play(f))
            grid.addWidget(tile, figure.card, COLOURS.index(figure.colour))
            self.tiles[figure.id] = tile
        inner = QWidget()
        inner.setLayout(grid)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.summary)
        layout.addWidget(scroll, 1)
        return page

    def _play_page(self) -> QWidget:
        self.back = QPushButton(_("Back to the figures"))
        self.back.clicked.connect(self.show_grid)
        self.again = QPushButton(_("Start again"))
        self.again.clicked.connect(lambda: self.play(self.panel.figure) if self.panel.figure else None)
        for button in (self.back, self.again):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        bar = QHBoxLayout()
        bar.addWidget(self.back)
        bar.addStretch(1)
        bar.addWidget(self.again)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.panel, 1)
        layout.addLayout(bar)
        return page

    def _show_summary(self) -> None:
        total = len(self.tiles)
        self.summary.setText(digits(ngettext("{solved} of {total} figure solved",
                                             "{solved} of {total} figures solved", total).format(
            solved=self.times.solved, total=total)))

    def play(self, figure: Figure) -> None:
        """Play ``figure`` with no clock."""
        self.pages.setCurrentIndex(1)
        self.panel.start(figure, limit=None, coach=not self.coached)
        self.message.setText("")

    def show_grid(self) -> None:
        """Leave the puzzle (unsolved it counts for nothing) and show the figures, the one just
        played holding the keyboard's focus."""
        self.panel.stop()
        self.pages.setCurrentIndex(0)
        if self.panel.figure is not None:
            self.tiles[self.panel.figure.id].setFocus()

    def reject(self) -> None:
        """Escape leaves a puzzle for the figures, and the figures for the window."""
        if self.pages.currentIndex() == 1:
            self.show_grid()
            return
        super().reject()

    def _coached(self) -> None:
        self.coached = True
        if self.on_coached is not None:
            self.on_coached()

    def _finished(self, outcome: str, seconds: float) -> None:
        figure = self.panel.figure
        if figure is None or outcome == FAILED:
            return
        name = isolate(figure_name(figure.id))
        text = _("{figure} solved in {time}.").format(figure=name, time=clock_text(seconds, False))
        if self.times.add(figure.id, seconds):
            text += " " + _("A new best time!")
            problem = save_practice(self.folder, self.times)
            if problem:
                text += " " + problem
        self.tiles[figure.id].show_best(self.times.best[figure.id])
        self._show_summary()
        self.message.setText(text)


def open_practice(parent: QWidget | None, folder: Path, speed: float, coached: bool,
                  on_coached: Callable[[], None], read_only: bool = False) -> None:
    """Open the practice window over ``parent`` until the player closes it."""
    dialog = PracticeDialog(parent, folder, speed, coached, on_coached, read_only)
    if parent is not None:
        dialog.resize(max(1000, round(parent.width() * 0.9)), max(700, round(parent.height() * 0.9)))
    dialog.exec()
