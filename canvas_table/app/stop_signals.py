"""Ending the window cleanly when the system asks: SIGTERM (a logout, ``kill``) or SIGINT (Ctrl+C
in the terminal that started it).

Python runs a signal's handler only between two of its own instructions, and while Qt's event
loop waits nothing of Python runs: a signal would wait for the next mouse move. So the signal's
arrival is also written to a pipe (:func:`signal.set_wakeup_fd`; a socket on Windows) that Qt
watches; reading it runs Python, which runs the handler. The handler closes the window the
normal way (the autosave is kept, the data folder's lock released, the bot worker and the loader
threads ended) and quits Qt's loop, so the program ends with exit status 0 and multiprocessing's
clean-up runs (no "leaked semaphore" from its resource tracker).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QWidget

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


class SignalWatch(QObject):
    """While alive, ``signals`` close ``window`` and quit the application (see the module)."""

    def __init__(self, window: QWidget, signals: Iterable[signal.Signals] = STOP_SIGNALS) -> None:
        super().__init__(window)
        self.window = window
        self.received: list[int] = []  # the signals that came, in order
        self._reader, self._writer = _wake_up_pair()
        self._previous_fd = signal.set_wakeup_fd(self._writer, warn_on_full_buffer=False)
        self._notifier = QSocketNotifier(self._reader, QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self._previous: dict[int, Callable[..., object] | int | None] = {}
        for number in signals:
            self._previous[number] = signal.signal(number, self._handle)

    def _drain(self) -> None:
        """Empty the wake-up socket (Python has run the handler by the time this runs)."""
        with contextlib.suppress(OSError):  # empty now: a non-blocking read raises
            while os.read(self._reader, 64):
                pass

    def _handle(self, number: int, _frame: object) -> None:
        # in the middle of whatever Python code ran: the closing waits for the event loop
        self.received.append(number)
        QTimer.singleShot(0, self, self.stop)

    def stop(self) -> None:
        """Close the window the normal way and quit the application's event loops."""
        self.window.close()
        QApplication.quit()

    def restore(self) -> None:
        """Put back the handlers and wake-up descriptor found, and close the socket."""
        for number, previous in self._previous.items():
            signal.signal(number, previous if previous is not None else signal.SIG_DFL)
        self._previous.clear()
        signal.set_wakeup_fd(self._previous_fd)
        self._notifier.setEnabled(False)
        for end in (self._reader, self._writer):
            os.close(end)


def _wake_up_pair() -> tuple[int, int]:
    """A non-blocking (read, write) pair of descriptors for :func:`signal.set_wakeup_fd`."""
    if sys.platform == "win32":  # only a socket there (socket's import costs a start some 4 ms)
        import socket

        reader, writer = socket.socketpair()
        for end in (reader, writer):
            end.setblocking(False)
        return reader.detach(), writer.detach()
    reader, writer = os.pipe()
    for end in (reader, writer):
        os.set_blocking(end, False)
    return reader, writer
