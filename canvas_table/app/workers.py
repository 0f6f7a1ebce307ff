"""Work off the GUI thread: a bot's decision (in a worker process) and building the art cache.

A bot thinks in a separate process, so even a long search never competes with the window for
Python's interpreter lock. It receives the game record (small JSON), replays it, re-deals what
its seat cannot see, and sends back the action as JSON. A newer request or ``cancel()`` makes
the search stop at its next iteration (it polls a shared counter) and its answer be ignored.
"""

from __future__ import annotations

import contextlib
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from canvas_table.i18n import _

_LATEST: Any = None  # in the worker: the shared number of the newest request


def _init_worker(latest: Any) -> None:
    global _LATEST
    _LATEST = latest


def decide(record: dict[str, Any], level: str, seed: int, request: int) -> dict[str, Any]:
    """In the worker: the action the ``level`` bot plays in the recorded game, as JSON."""
    from canvas_table.canvas.bots import make_bot
    from canvas_table.canvas.record import replay
    from canvas_table.engine.rng import Rng

    state = replay(record).state
    view = state.view_for(state.current_seat or 0, Rng(seed).derive("view"))
    latest = _LATEST
    bot = make_bot(level, seed, cancel=lambda: latest is not None and latest.value != request)
    return bot.choose(view).to_json()


def hint(record: dict[str, Any], seed: int, request: int) -> tuple[dict[str, Any], list[int] | None]:
    """In the worker: what Hard would play for the seat to act, and the painting behind it.

    The window words the reason itself (in its language) from the action and the painting.
    """
    from canvas_table.canvas.hints import suggest_move
    from canvas_table.canvas.record import replay

    latest = _LATEST
    move = suggest_move(replay(record).state, seed=seed,
                        cancel=lambda: latest is not None and latest.value != request)
    return move.action.to_json(), list(move.painting.layers) if move.painting else None


class BotThinker(QObject):
    """Runs bot decisions (and move hints) one at a time in a worker process."""

    decided = Signal(int, object)  # (request number, action)
    hinted = Signal(int, object, object)  # (request number, action, layers of its painting or None)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.request = 0
        self._pool: Any = None  # a ProcessPoolExecutor once a bot plays
        self._latest: Any = None
        self._future: Future | None = None

    def warm_up(self) -> None:
        """Start the worker process now, so the first decision does not wait for it."""
        if self._pool is None:
            import multiprocessing  # here, not at start-up: the window opens faster
            from concurrent.futures import ProcessPoolExecutor

            context = multiprocessing.get_context("spawn")
            self._latest = context.Value("q", 0, lock=False)
            self._pool = ProcessPoolExecutor(1, mp_context=context, initializer=_init_worker,
                                             initargs=(self._latest,))
            self._pool.submit(_warm)

    def think(self, record: dict[str, Any], level: str, seed: int) -> int:
        """Start deciding for the seat to act in the recorded game; returns the request number."""
        return self._submit(decide, record, level, seed)

    def hint(self, record: dict[str, Any], seed: int) -> int:
        """Start looking for the move Hard would make; ``hinted`` carries it with its reason."""
        return self._submit(hint, record, seed)

    def _submit(self, job: Any, *args: Any) -> int:
        self.warm_up()
        assert self._pool is not None
        self.request += 1
        request = self.request
        self._latest.value = request
        future = self._pool.submit(job, *args, request)
        future.add_done_callback(lambda done: self._finished(request, done))
        self._future = future
        return request

    def _finished(self, request: int, future: Future) -> None:
        """Called in the pool's thread; signals are queued to the GUI thread."""
        if future.cancelled() or request != self.request:
            return
        error = future.exception()
        if error is not None:
            self.failed.emit(_("a bot failed: {error}").format(error=error))
            return
        from canvas_table.canvas.actions import action_from_json

        result = future.result()
        if isinstance(result, tuple):
            self.hinted.emit(request, action_from_json(result[0]), result[1])
        else:
            self.decided.emit(request, action_from_json(result))

    def cancel(self) -> None:
        """Stop the decision under way (its search ends at the next iteration); ignore its answer."""
        self.request += 1
        if self._latest is not None:
            self._latest.value = self.request

    @property
    def busy(self) -> bool:
        """True while a decision is being made."""
        return self._future is not None and not self._future.done()

    def wait(self, seconds: float = 5.0) -> None:
        """Wait for the decision under way to end (tests and shutdown)."""
        if self._future is not None:
            with contextlib.suppress(Exception):
                self._future.exception(timeout=seconds)

    def shutdown(self) -> None:
        """Cancel and let the worker process go."""
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def _warm() -> None:
    import canvas_table.canvas.bots  # noqa: F401 - import once, before the first decision


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
                self.failed.emit(_("the card art could not be built: {error}").format(error=err))
                return
            self.ready.emit(str(Path(path)))

        self._thread = threading.Thread(target=work, name="art", daemon=True)
        self._thread.start()
