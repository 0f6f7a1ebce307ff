"""Work off the GUI thread: a bot's decision and building the art cache.

Both run in Python threads and report back through Qt signals, which Qt queues to the GUI thread.
A bot thinks on its own copy of the state with the hidden deck re-dealt, so thinking never
changes the real game; a newer request or ``cancel()`` makes an older answer be ignored.
"""

from __future__ import annotations

import inspect
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from canvas_table.canvas.state import CanvasState
from canvas_table.engine.rng import Rng


def _make_bot(level: str, seed: int, cancel: threading.Event) -> Any:
    from canvas_table.canvas.bots import make_bot

    if "cancel" in inspect.signature(make_bot).parameters:
        return make_bot(level, seed, cancel=cancel)
    return make_bot(level, seed)


class BotThinker(QObject):
    """Runs one bot decision at a time in a worker thread."""

    decided = Signal(int, object)  # (request number, action)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.request = 0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    def think(self, state: CanvasState, level: str, seed: int) -> int:
        """Start deciding for the seat to act in ``state``; returns the request number."""
        self.cancel()
        self.request += 1
        request, cancel = self.request, threading.Event()
        self._cancel = cancel
        view = state.view_for(state.current_seat or 0, Rng(seed).derive("view"))

        def work() -> None:
            try:
                action = _make_bot(level, seed, cancel).choose(view)
            except Exception as err:  # a bot bug must not take the window down
                if not cancel.is_set():
                    self.failed.emit(f"the {level} bot failed: {err}")
                return
            if not cancel.is_set():
                self.decided.emit(request, action)

        self._thread = threading.Thread(target=work, name=f"bot-{request}", daemon=True)
        self._thread.start()
        return request

    def cancel(self) -> None:
        """Stop caring about the decision under way (and ask the search to stop)."""
        self._cancel.set()
        self.request += 1

    def wait(self, seconds: float = 5.0) -> None:
        """Wait for the worker thread to end (tests and shutdown)."""
        if self._thread is not None:
            self._thread.join(seconds)

    @property
    def busy(self) -> bool:
        """True while a worker thread runs."""
        return self._thread is not None and self._thread.is_alive()


class ArtBuilder(QObject):
    """Builds the art cache in a worker thread (itself using two processes)."""

    progress = Signal(int, int)
    ready = Signal(str)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Build (or find) the art; ``ready`` carries its folder."""
        from canvas_table.art.cache import art_cache_dir, is_complete

        folder = art_cache_dir()
        if is_complete(folder):
            self.ready.emit(str(folder))
            return

        def work() -> None:
            from canvas_table.art.cache import ensure_art

            try:
                path = ensure_art(progress=self.progress.emit)
            except Exception as err:  # no art is not fatal: the plain faces stay
                self.failed.emit(f"the card art could not be built: {err}")
                return
            self.ready.emit(str(Path(path)))

        self._thread = threading.Thread(target=work, name="art", daemon=True)
        self._thread.start()
