"""The puzzle as one widget to embed: a header (the figure's name, the clock, "Turn the card", "Flip")
over the puzzle's view. A person plays it (:meth:`PuzzlePanel.start`) or watches a bot's attempt
(:meth:`PuzzlePanel.play_bot`); either way ``finished(outcome, seconds)`` comes once: "black" (solved
on the silhouette side), "white" (solved after turning the card) or "failed" (the time ran out),
after a short celebration of a solve. See ``/work/wt/puzzle-api.md`` for the table's use.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from canvas_table.art import style
from canvas_table.i18n import _, digits, isolate
from canvas_table.table.painted import title_font, ui_font
from canvas_table.table.theme import THEME, at_speed
from canvas_table.tangram.actions import BLACK, CLOCK_SECONDS, FAILED, OUTCOMES, WHITE
from canvas_table.tangram.figures import Figure
from canvas_table.tangram.ui.names import figure_name
from canvas_table.tangram.ui.puzzle_bot import BotAttempt
from canvas_table.tangram.ui.puzzle_clock import PuzzleClock
from canvas_table.tangram.ui.puzzle_coach import PARALLELOGRAM, PuzzleCoach
from canvas_table.tangram.ui.puzzle_items import BurstItem
from canvas_table.tangram.ui.puzzle_layout import solution_by_piece, start_placements
from canvas_table.tangram.ui.puzzle_scene import PuzzleScene
from canvas_table.tangram.ui.puzzle_view import PuzzleView

CELEBRATION_MS = 1000
TURN_CARD_KEY = Qt.Key.Key_T  # "Turn the card" from the keyboard
HURRY = 10.0  # seconds left from which the clock turns red
HURRY_COLOUR = "#ff8a6e"
# the header sits on the table's dark backdrop, its words in the mat's chalk
HEADER_STYLE = (f"#puzzleHeader {{ background: {THEME.backdrop}; }}"
                f"#puzzleHeader QLabel {{ color: {style.TEXT_ON_MAT}; }}")


def clock_text(seconds: float, counting_down: bool) -> str:
    """``m:ss`` of a time: a countdown shows the whole seconds still to come (0:00 only at the end)."""
    whole = math.ceil(seconds - 1e-9) if counting_down else math.floor(seconds)
    return digits(f"{whole // 60}:{whole % 60:02d}")


class PuzzlePanel(QWidget):
    """The tangram puzzle: a person's game against the clock, or a bot's attempt shown."""

    finished = Signal(str, float)  # outcome, seconds used
    coached = Signal()  # the guided lessons are all learnt

    def __init__(self, parent: QWidget | None = None, speed: float = 1.0,
                 source: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.speed = speed
        self.scene = PuzzleScene(self)
        self.view = PuzzleView(self.scene, self)
        self.view.setAccessibleName(_("Tangram puzzle"))
        self.setFocusProxy(self.view)  # focusing the panel gives the keys to the pieces
        self.clock = PuzzleClock(source=source, parent=self)
        self.figure: Figure | None = None
        self.turned = False
        self.bot: BotAttempt | None = None
        self.coach: PuzzleCoach | None = None
        self._done = True
        self._celebration: QVariantAnimation | None = None
        self.name = QLabel()
        self.name.setFont(title_font(30, italic=True))
        self.time = QLabel()
        self.time.setFont(ui_font(30, bold=True))
        self.time.setAccessibleName(_("Time"))
        self.turn_button = QPushButton(_("Turn the card"))
        # the key is named after the words, as the Flip button's is, and never translated
        self.turn_button.setToolTip(f'{_("Show the solution side: the pieces outlined on the figure.")} (T)')
        self.flip_button = QPushButton(_("Flip"))
        self.flip_button.setToolTip(_("Turn the parallelogram over (F)"))
        for button in (self.turn_button, self.flip_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the pieces
            button.setMinimumHeight(40)
        bar = QWidget()
        bar.setObjectName("puzzleHeader")
        bar.setStyleSheet(HEADER_STYLE)
        header = QHBoxLayout(bar)
        header.setContentsMargins(16, 6, 16, 6)
        header.addWidget(self.name)
        header.addStretch(1)
        header.addWidget(self.time)
        header.addSpacing(24)
        header.addWidget(self.flip_button)
        header.addWidget(self.turn_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(bar)
        layout.addWidget(self.view, 1)
        self.turn_button.clicked.connect(self.turn_card)
        self.flip_button.clicked.connect(lambda: self.scene.flip(PARALLELOGRAM))
        self.clock.ticked.connect(self._ticked)
        self.clock.expired.connect(lambda: self._finish(FAILED))
        self.scene.solved.connect(self._solved)

    # -- the owner's calls --------------------------------------------------------------------------

    def _lay_out(self, figure: Figure, limit: float | None, remaining: float | None) -> None:
        self.stop()
        if self.coach is not None:
            if not self.coach.done:
                self.coach.detach()
            self.coach = None
        self.figure, self.turned, self.bot, self._done = figure, False, None, False
        self.scene.set_figure(figure)
        self.name.setText(isolate(figure_name(figure.id)))
        self.clock.start(limit, remaining)
        self.view.fit()

    def start(self, figure: Figure, limit: float | None = CLOCK_SECONDS, remaining: float | None = None,
              coach: bool = False) -> None:
        """A person plays ``figure`` with ``limit`` seconds (None: no limit, the time used is shown),
        or with ``remaining`` of them left; ``coach`` shows the guided lessons."""
        self._lay_out(figure, limit, remaining)
        self.scene.interactive = not self._done  # resumed with no time left: it failed at once
        if coach and not self._done:
            self.coach = PuzzleCoach(self.scene)
            self.coach.learnt.connect(self._learnt)
        self._buttons()
        self.view.setFocus()

    def play_bot(self, figure: Figure, outcome: str, seconds: float, limit: float = CLOCK_SECONDS) -> None:
        """Show a bot's attempt at ``figure``: the pieces slide to the solution over ``seconds`` of
        the clock ("white": after turning the card), or stop short and the clock runs out ("failed")."""
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome should be black, white or failed, got {outcome!r}")
        self._lay_out(figure, limit, None)
        self.scene.interactive = False
        seconds = limit if outcome == FAILED else min(max(seconds, 0.0), limit)
        self.bot = BotAttempt(start_placements(figure), solution_by_piece(figure), outcome, seconds)
        self._buttons()
        self._ticked()

    def pause(self) -> None:
        """Stop the clock (and a bot's attempt); the pieces wait until :meth:`resume`."""
        self.clock.pause()
        self.scene.interactive = False
        self._buttons()

    def resume(self) -> None:
        """Go on after :meth:`pause`."""
        if self._done:
            return
        self.clock.resume()
        self.scene.interactive = self.bot is None
        self._buttons()

    def used(self) -> float:
        """Seconds of game time used on this puzzle so far."""
        return self.clock.elapsed()

    def stop(self) -> None:
        """Abandon the puzzle: no ``finished`` signal will come."""
        self._done = True
        self.clock.stop()
        self.scene.interactive = False
        if self._celebration is not None:
            self._celebration.stop()  # its end never comes: no signal
            self._celebration = None
            for item in self.scene.items():
                if isinstance(item, BurstItem):
                    self.scene.removeItem(item)

    def turn_card(self) -> None:
        """Show the solution side (while time remains; a solve then counts as "white")."""
        if self._done or self.turned or not self.clock.running:
            return
        self.turned = True
        if self.scene.stage is not None:
            self.scene.stage.turn()
        self._buttons()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """T turns the card (the pieces' own keys reach the puzzle's view first)."""
        if event.key() == TURN_CARD_KEY and self.turn_button.isVisible():
            self.turn_card()
            event.accept()
            return
        super().keyPressEvent(event)

    # -- inside ---------------------------------------------------------------------------------------

    def _buttons(self) -> None:
        person = self.scene.interactive
        self.turn_button.setEnabled(person and not self.turned and self.clock.limit is not None)
        self.turn_button.setVisible(self.clock.limit is not None)
        self.flip_button.setEnabled(person)
        self._show_time()

    def _show_time(self) -> None:
        counting_down = self.clock.limit is not None
        text = clock_text(self.clock.shown(), counting_down)
        if self.clock.paused:
            text = _("{time} (paused)").format(time=text)
        self.time.setText(text)
        hurry = counting_down and self.clock.shown() <= HURRY
        self.time.setStyleSheet(f"color: {HURRY_COLOUR};" if hurry else "")

    def _ticked(self) -> None:
        self._show_time()
        if self.bot is None or self._done:
            return
        t = self.clock.elapsed()
        if self.bot.card_turned(t) and not self.turned:
            self.turned = True
            if self.scene.stage is not None:
                self.scene.stage.turn()
        for index, placement in enumerate(self.bot.placements(t)):
            if placement != self.scene.pieces[index].placement:
                self.scene.raise_piece(index)
                self.scene.put(index, placement)
        if self.bot.outcome != FAILED and t >= self.bot.seconds and self.scene.check().solved:
            self._finish(WHITE if self.turned else BLACK)

    def _learnt(self) -> None:
        self.coach = None
        self.coached.emit()

    def _solved(self) -> None:
        self._finish(WHITE if self.turned else BLACK)

    def _finish(self, outcome: str) -> None:
        if self._done:
            return
        self._done = True
        self.clock.stop()
        self.scene.interactive = False
        self._buttons()
        seconds = max(0.1, round(self.clock.elapsed(), 1))  # a record's seconds are above 0
        if self.bot is not None:  # a bot's result is the rules' own, whatever the clock's last tick
            seconds = self.bot.seconds
        if outcome == FAILED:
            if self.scene.stage is not None:
                self.scene.stage.turn()  # the answer, for next time
            self.finished.emit(outcome, seconds)
            return
        self._celebrate(lambda: self.finished.emit(outcome, seconds))

    def _celebrate(self, then: Callable[[], None]) -> None:
        """Pieces glow and paint dots fly out of the figure (about a second), then ``then``."""
        duration = at_speed(CELEBRATION_MS, self.speed)
        if duration <= 0 or self.scene.stage is None:
            then()
            return
        burst = BurstItem(self.scene.stage.silhouette.boundingRect())
        self.scene.addItem(burst)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.Linear)

        def step(value: float) -> None:
            burst.set_progress(value)
            for item in self.scene.pieces:
                item.set_look(glow=math.sin(math.pi * value))

        def end() -> None:
            self._celebration = None
            self.scene.removeItem(burst)
            then()

        animation.valueChanged.connect(step)
        animation.finished.connect(end)
        self._celebration = animation
        animation.start()
