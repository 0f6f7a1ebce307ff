"""The puzzle's clock: the game's own time, paused with the game, restartable from the time left.

It reads a monotonic time source (seconds; tests give a fake one) only while running, so a pause
stops it exactly. With a limit it counts down and expires once; without one (practice) it counts up.
A timer polls it a few times a second while it runs; :meth:`PuzzleClock.poll` can be called by hand.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from canvas_table.tangram.actions import CLOCK_SECONDS

POLL_MS = 50  # how often a running clock looks at the time (the shown tenths stay honest)


class PuzzleClock(QObject):
    """Counts the seconds a puzzle has used; expires at ``limit`` (None: never)."""

    ticked = Signal()  # the shown time may have changed
    expired = Signal()  # the limit is reached (once per start)

    def __init__(self, limit: float | None = CLOCK_SECONDS, source: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.limit = limit
        self.source = source
        self._used = 0.0  # seconds used before the current run
        self._since: float | None = None  # the source's time when the current run began
        self._started = False
        self._expired = False
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.poll)

    def start(self, limit: float | None = CLOCK_SECONDS, remaining: float | None = None) -> None:
        """Start afresh with ``limit`` seconds (None: no limit), or with ``remaining`` of them left
        (a puzzle resumed from a save)."""
        self.limit = limit
        self._used = 0.0 if remaining is None or limit is None else max(0.0, limit - remaining)
        self._started, self._expired = True, False
        self._since = self.source()
        self._timer.start()
        self.ticked.emit()
        self.poll()

    def stop(self) -> None:
        """Stop counting for good (the puzzle is over); the time used stays readable."""
        self._used = self.elapsed()
        self._since = None
        self._started = False
        self._timer.stop()

    def pause(self) -> None:
        """Stop counting until :meth:`resume` (pausing twice changes nothing)."""
        if self._since is not None:
            self._used = self.elapsed()
            self._since = None
            self._timer.stop()
            self.ticked.emit()

    def resume(self) -> None:
        """Count on from where :meth:`pause` stopped (nothing if not paused or not started)."""
        if self._started and self._since is None and not self._expired:
            self._since = self.source()
            self._timer.start()
            self.ticked.emit()

    @property
    def running(self) -> bool:
        """Started, not paused, not stopped, not expired."""
        return self._since is not None

    @property
    def paused(self) -> bool:
        """Started and waiting for :meth:`resume`."""
        return self._started and self._since is None and not self._expired

    def elapsed(self) -> float:
        """Seconds used (capped at the limit)."""
        used = self._used + (self.source() - self._since if self._since is not None else 0.0)
        return min(used, self.limit) if self.limit is not None else used

    def remaining(self) -> float | None:
        """Seconds left, or None without a limit."""
        return None if self.limit is None else max(0.0, self.limit - self.elapsed())

    def shown(self) -> float:
        """The time to show: seconds left, or seconds used without a limit."""
        left = self.remaining()
        return self.elapsed() if left is None else left

    def poll(self) -> None:
        """Look at the time: tell the display, and expire when the limit is reached."""
        if self._since is None:
            return
        self.ticked.emit()
        if self.limit is not None and self.elapsed() >= self.limit and not self._expired:
            self._expired = True
            self.stop()
            self.expired.emit()
