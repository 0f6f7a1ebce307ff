"""The puzzle over the table: the puzzle panel laid over the table's view while a tangram square's
minute runs, for a person playing it or to show a bot's attempt.

The host keeps the panel covering the view (it follows the window's size), pauses its clock while
the application is inactive when no bot is seated (the game's own time stops with the window), and
autosaves the time used every few seconds of a person's puzzle so that a resumed game gives back
the time it had left.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGraphicsView, QLabel, QWidget

from canvas_table.i18n import _
from canvas_table.tangram.actions import CLOCK_SECONDS

if TYPE_CHECKING:
    from canvas_table.tangram.figures import Figure
    from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel

BACKDROP = "#puzzleBackdrop { background: rgba(8, 16, 12, 215); }"
SKIP_HINT = "#skipHint { color: #f3e7c9; font-weight: bold; }"
SAVE_EVERY_MS = 2000  # a person's puzzle autosaves its time used this often
MARGIN = 0.03  # of the view's size, round the panel
#: The puzzle's modules and the figures (their geometry loads Shapely and NumPy) are read this long
#: after the table's first paint: never in its way, however slow the machine, and long before a
#: first puzzle.
WARM_UP_MS = 1500


def _figures() -> dict[str, Figure]:
    from canvas_table.tangram.figures import figures

    return figures()


def _warm_up() -> None:
    """Read the puzzle's modules and the figures ahead of a first puzzle."""
    import canvas_table.tangram.ui.puzzle_panel  # noqa: F401

    _figures()


class PuzzleHost(QObject):
    """Opens and closes the puzzle panel over ``view``."""

    def __init__(self, view: QGraphicsView, may_pause: Callable[[], bool]) -> None:
        super().__init__(view)
        self.view = view
        self._warm_up_waits = True  # for the table's first paint (see WARM_UP_MS)
        self.may_pause = may_pause  # True when no bot is seated: the window's pause stops the clock
        self.panel: PuzzlePanel | None = None
        self.backdrop = QWidget(view)  # dims the table under the puzzle and takes its clicks
        self.backdrop.setObjectName("puzzleBackdrop")
        self.backdrop.setStyleSheet(BACKDROP)
        self.backdrop.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.backdrop.installEventFilter(self)
        self.skip_hint = QLabel(_("A bot's attempt: click here or press Esc to skip it."), self.backdrop)
        self.skip_hint.setObjectName("skipHint")
        self.skip_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.skip_hint.setStyleSheet(SKIP_HINT)
        self.skip_hint.hide()  # shown only over a bot's attempt
        self.backdrop.hide()
        self.speed = 1.0
        self.source: Callable[[], float] = time.monotonic  # the clock's time source (tests move it)
        self.person = False
        self._finished: Callable[[str, float], None] | None = None
        self._attempt: tuple[str, float] = ("failed", float(CLOCK_SECONDS))  # the bot's, while shown
        self._saver: Callable[[float], None] | None = None
        self._save_timer = QTimer(self)
        self._save_timer.timeout.connect(self._save)
        view.installEventFilter(self)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(self._application_state)
        view.viewport().installEventFilter(self)

    @property
    def open(self) -> bool:
        """True while a puzzle is over the table."""
        return self.panel is not None

    def play(self, figure_id: str, remaining: float, finished: Callable[[str, float], None],
             save: Callable[[float], None], coach: bool = False) -> None:
        """A person's puzzle of ``figure_id`` with ``remaining`` seconds left (``coach``: the guided
        lessons); ``finished(outcome, seconds used)`` when it ends; ``save(used)`` every few seconds."""
        panel = self._open(finished)
        self.person, self._saver = True, save
        self.skip_hint.hide()  # a person's puzzle cannot be skipped
        panel.start(_figures()[figure_id], limit=float(CLOCK_SECONDS), remaining=remaining, coach=coach)
        panel.setFocus(Qt.FocusReason.OtherFocusReason)
        self._save_timer.start(SAVE_EVERY_MS)

    def attempt(self, figure_id: str, outcome: str, seconds: float,
                finished: Callable[[str, float], None]) -> None:
        """Show a bot's attempt at ``figure_id`` ending in ``outcome`` after ``seconds``."""
        panel = self._open(finished)
        self.person, self._saver = False, None
        self._attempt = (outcome, seconds)
        self.skip_hint.show()
        panel.play_bot(_figures()[figure_id], outcome, seconds)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)  # the table's keys: Esc skips

    @property
    def attempting(self) -> bool:
        """True while a bot's attempt is being shown."""
        return self.panel is not None and not self.person

    def skip(self) -> None:
        """End a bot's attempt at once: its outcome stands, only the showing is cut short."""
        if self.attempting:
            self._done(*self._attempt)

    def used(self) -> float:
        """Game seconds used on the puzzle under way (0 when none is)."""
        return self.panel.used() if self.panel is not None else 0.0

    def close(self) -> None:
        """Take the puzzle off the table without an outcome (a new game, an undo)."""
        self._save_timer.stop()
        panel, self.panel = self.panel, None
        self._finished = None
        if panel is not None:
            panel.stop()
            panel.hide()
            panel.deleteLater()
            self.backdrop.hide()
            self.skip_hint.hide()
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def dispose(self) -> None:
        """Leave the view for good (the game left the table): the puzzle, the backdrop and the host go."""
        self.close()
        self.view.removeEventFilter(self)
        self.backdrop.deleteLater()
        self.deleteLater()

    def _open(self, finished: Callable[[str, float], None]) -> PuzzlePanel:
        from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel

        self.close()
        panel = PuzzlePanel(parent=self.backdrop, speed=self.speed, source=self.source)
        panel.finished.connect(self._done)
        self.panel, self._finished = panel, finished
        self._place()
        self.backdrop.show()
        self.backdrop.raise_()
        panel.show()
        return panel

    def _done(self, outcome: str, seconds: float) -> None:
        finished = self._finished
        self.close()
        if finished is not None:
            finished(outcome, seconds)

    def save_now(self) -> None:
        """Save the time used on a person's puzzle now (the window pauses, or closes)."""
        self._save()

    def _save(self) -> None:
        if self.panel is not None and self._saver is not None:
            self._saver(self.panel.used())

    def _place(self) -> None:
        if self.panel is None:
            return
        size = self.view.size()
        self.backdrop.setGeometry(0, 0, size.width(), size.height())
        dx, dy = round(size.width() * MARGIN), round(size.height() * MARGIN)
        self.panel.setGeometry(dx, dy, size.width() - 2 * dx, size.height() - 2 * dy)
        self.skip_hint.setGeometry(dx, size.height() - dy, size.width() - 2 * dx, dy)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._warm_up_waits and event.type() == QEvent.Type.Paint and watched is self.view.viewport():
            self._warm_up_waits = False
            watched.removeEventFilter(self)
            QTimer.singleShot(WARM_UP_MS, self, _warm_up)
        elif watched is self.view and event.type() == QEvent.Type.Resize:
            self._place()
        elif watched is self.backdrop and event.type() == QEvent.Type.MouseButtonPress and self.attempting:
            self.skip()  # a click round the bot's attempt
            return True
        return False

    def _application_state(self, state: Qt.ApplicationState) -> None:
        """The window went to the background (or came back): a person's puzzle saves its time used,
        and its clock pauses (resumes) when no bot is seated."""
        if self.panel is None or not self.person:
            return
        active = state == Qt.ApplicationState.ApplicationActive
        if not active:
            self._save()
        if not self.may_pause():
            return
        if active:
            self.panel.resume()
        else:
            self.panel.pause()
