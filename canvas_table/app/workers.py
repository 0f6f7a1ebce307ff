"""Work off the GUI thread: a bot's decision (in a worker process) and building the art cache.

A bot thinks in a separate process, so even a long search never competes with the window for
Python's interpreter lock. It receives the game record (small JSON), replays it, re-deals what
its seat cannot see, and sends back the action as JSON. A newer request or ``cancel()`` makes
the search stop at its next iteration (it polls a shared counter) and its answer be ignored.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from canvas_table.i18n import _

if TYPE_CHECKING:
    from concurrent.futures import Future

_LATEST: Any = None  # in the worker: the shared number of the newest request
SHUTDOWN_WAIT_S = 5.0  # BotThinker.shutdown waits this long for the worker to end, then ends it


def _init_worker(latest: Any) -> None:
    global _LATEST
    _LATEST = latest
    from canvas_table.engine.parent_watch import exit_with_parent  # here: the window's start

    exit_with_parent()  # a window killed or crashed leaves no worker behind


def _cancelled(request: int) -> Any:
    latest = _LATEST
    return lambda: latest is not None and latest.value != request


def _bot_view(game_id: str, record: dict[str, Any], seed: int) -> tuple[Any, Any, Any]:
    """(game, state, the seat to act's view): the recorded game replayed, and a copy of it whose
    hidden cards are re-dealt for that seat, so a bot never peeks."""
    from canvas_table import games
    from canvas_table.engine.rng import Rng

    game = games.game(game_id)
    state = games.load_match(record).state
    view = state.clone()
    view.redeal(Rng(seed).derive("view"), state.current_seat)
    return game, state, view


def decide(game_id: str, record: dict[str, Any], level: str, seed: int, request: int) -> dict[str, Any]:
    """In the worker: the action the ``level`` bot plays in the recorded game, as JSON."""
    game, state, view = _bot_view(game_id, record, seed)
    action = game.make_bot(level, seed, cancel=_cancelled(request)).choose(view)
    settle = getattr(game, "settle", None)  # a choice that reveals a card to the seat taking it
    return game.action_to_json(settle(state, action) if settle is not None else action)


def prepare(game_id: str, record: dict[str, Any], levels: tuple[str, ...], request: int) -> None:
    """In the worker, while a person plays: think once as each of ``levels`` about the recorded
    game (answers thrown away), so the search's tables for this game (a Canvas game's painting
    values for its scoring cards) are filled before the first real decision. The tables are
    pure memos: a decision made after this is the one made without it. Any newer request
    stops it at its next iteration."""
    from canvas_table import games

    if games.load_match(record).state.is_over():
        return
    cancelled = _cancelled(request)
    game, _state, view = _bot_view(game_id, record, 0)
    for level in levels:
        if cancelled():
            return
        game.make_bot(level, 0, cancel=cancelled).choose(view)


def hint(game_id: str, record: dict[str, Any], seed: int, request: int) -> tuple[str, Any]:
    """In the worker: what Master would play for the seat to act, as the game's JSON payload.

    The window words the reason itself (in its language) from the payload.
    """
    from canvas_table import games

    state = games.load_match(record).state
    return "hint", games.game(game_id).suggest_move(state, seed, _cancelled(request))  # type: ignore[attr-defined]


def hint_seen(game_id: str, seen: dict[str, Any], seed: int, request: int) -> tuple[str, Any]:
    """In the worker: :func:`hint` on a seen snapshot (a network table's window has no record:
    what its seat cannot see was re-dealt by the server)."""
    from canvas_table import games

    game = games.game(game_id)
    return "hint", game.suggest_move(game.state_from_json(seen), seed, _cancelled(request))  # type: ignore[attr-defined]


class BotThinker(QObject):
    """Runs bot decisions (and move hints) one at a time in a worker process."""

    decided = Signal(int, object)  # (request number, action)
    hinted = Signal(int, object)  # (request number, the game's hint payload)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.request = 0
        self._pool: Any = None  # a ProcessPoolExecutor once a bot plays
        self._latest: Any = None
        self._future: Future | None = None
        self._warmed: set[str] = set()  # games whose bots the worker has imported
        self.closed = False  # shut down: no worker starts until this is set False again
        self._answered = threading.Event()  # the latest request's answer was signalled or dropped

    def warm_up(self, game_id: str, record: dict[str, Any] | None = None,
                kinds: tuple[str, ...] = ()) -> None:
        """Start the worker process now and import the game's bots, so the first decision
        does not wait for them; with the game's ``record`` and its seats' ``kinds``
        (``human``, ``bot:hard``...), also :func:`prepare` its bots (stopped by the first real
        request)."""
        if self.closed:  # a job queued before its window closed
            return
        if self._pool is None:
            import multiprocessing  # here, not at start-up: the window opens faster
            from concurrent.futures import ProcessPoolExecutor

            context = multiprocessing.get_context("spawn")
            self._latest = context.Value("q", self.request, lock=False)
            self._pool = ProcessPoolExecutor(1, mp_context=context, initializer=_init_worker,
                                             initargs=(self._latest,))
        if game_id not in self._warmed:
            self._warmed.add(game_id)
            self._pool.submit(_warm, game_id)
        levels = tuple(dict.fromkeys(k.removeprefix("bot:") for k in kinds if k.startswith("bot:")))
        if record is not None and levels:
            self._pool.submit(prepare, game_id, record, levels, self.request)

    def think(self, game_id: str, record: dict[str, Any], level: str, seed: int) -> int:
        """Start deciding for the seat to act in the recorded game; returns the request number."""
        return self._submit(game_id, decide, record, level, seed)

    def hint(self, game_id: str, record: dict[str, Any], seed: int) -> int:
        """Start looking for the move Master would make; ``hinted`` carries the game's payload."""
        return self._submit(game_id, hint, record, seed)

    def hint_seen(self, game_id: str, seen: dict[str, Any], seed: int) -> int:
        """:meth:`hint` on the seen snapshot ``seen`` (a state's JSON)."""
        return self._submit(game_id, hint_seen, seen, seed)

    def _submit(self, game_id: str, job: Any, *args: Any) -> int:
        self.warm_up(game_id)
        self.request += 1
        if self._pool is None:  # closed: the request is never answered
            return self.request
        request = self.request
        self._latest.value = request
        future = self._pool.submit(job, game_id, *args, request)
        answered = self._answered = threading.Event()
        future.add_done_callback(lambda done: self._finished(request, game_id, done, answered))
        self._future = future
        return request

    def _finished(self, request: int, game_id: str, future: Future, answered: threading.Event) -> None:
        """Called in the pool's thread; signals are queued to the GUI thread."""
        try:
            self._answer(request, game_id, future)
        finally:
            answered.set()

    def _answer(self, request: int, game_id: str, future: Future) -> None:
        if future.cancelled() or request != self.request:
            return
        error = future.exception()
        if error is not None:
            self.failed.emit(_("a bot failed: {error}").format(error=error))
            return
        from canvas_table import games

        result = future.result()
        if isinstance(result, tuple):
            self.hinted.emit(request, result[1])
        else:
            self.decided.emit(request, games.game(game_id).action_from_json(result))

    def cancel(self) -> None:
        """Stop the decision under way (its search ends at the next iteration); ignore its answer."""
        self.request += 1
        if self._latest is not None:
            self._latest.value = self.request

    @property
    def busy(self) -> bool:
        """True while a decision is being made, until its answer is signalled (queued to the
        GUI thread) or dropped."""
        return self._future is not None and not self._answered.is_set()

    def wait(self, seconds: float = 5.0) -> None:
        """Wait for the decision under way to end (tests and shutdown)."""
        if self._future is not None:
            self._answered.wait(seconds)

    @property
    def processes(self) -> list[Any]:
        """The worker's processes alive now (none before the first bot plays or after shutdown)."""
        found = getattr(self._pool, "_processes", None) or {}
        return [process for process in list(found.values()) if process.is_alive()]

    def shutdown(self, timeout: float = SHUTDOWN_WAIT_S) -> None:
        """Stop the decision under way, end the worker process and wait for it (and the pool's
        own thread): within ``timeout`` seconds, then the process is terminated. Requests are
        then ignored until :attr:`closed` is set False again (a new game in the same window)."""
        self.closed = True
        self.cancel()
        pool, self._pool = self._pool, None
        self._warmed.clear()
        self._future = None
        if pool is None:
            return
        processes = list((getattr(pool, "_processes", None) or {}).values())
        manager = getattr(pool, "_executor_manager_thread", None)
        pool.shutdown(wait=False, cancel_futures=True)  # a search stops at its next iteration
        deadline = time.monotonic() + timeout
        for process in processes:
            process.join(max(0.0, deadline - time.monotonic()))
            if process.is_alive():  # busy in what does not poll the request number (an import)
                process.terminate()
                process.join(1.0)
        if manager is not None:
            manager.join(max(0.1, deadline - time.monotonic()))


def _warm(game_id: str) -> None:
    """Import the game's bots once, before the first decision."""
    from canvas_table import games

    games.game(game_id).make_bot("normal", 0)


class ArtBuilder(QObject):
    """Finds the art cache, or builds it, in a worker thread (a build itself uses two processes).

    Of a folder found complete, ``look`` is told its listing before :meth:`found` answers (what
    the window needs to draw from it at once), and ``prepare`` reads what may come a moment
    later (its result, :attr:`prepared`, is there when ``ready`` is emitted).
    """

    progress = Signal(int, int)
    ready = Signal(str)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None,
                 look: Callable[[Path, frozenset[str]], None] | None = None,
                 prepare: Callable[[Path], Any] | None = None) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._checked = threading.Event()
        self._found: str | None = None  # the complete art folder, once the check found one
        self._look = look
        self._prepare = prepare
        self.prepared: Any = None  # what ``prepare`` made of the folder found complete
        self._stopping = threading.Event()

    @property
    def checked(self) -> bool:
        """True once :meth:`start` has looked for the art (found or not)."""
        return self._checked.is_set()

    def found(self, timeout: float = 1.0) -> str | None:
        """The complete art folder that :meth:`start` found, None if it found none (it is being
        built); waits up to ``timeout`` seconds for the look to end (it takes milliseconds)."""
        self._checked.wait(timeout)
        return self._found

    def start(self) -> None:
        """Look for the art off the GUI thread, and build it unless complete; ``ready`` carries
        its folder either way. A folder found complete is first shown to ``look`` and then
        given to ``prepare`` (both in the thread). What interrupted builds and older art
        versions left in the cache is removed meanwhile."""

        def work() -> None:
            from canvas_table.art.cache import art_cache_dir, clean_stale_art, complete_listing

            folder = art_cache_dir()
            names = complete_listing(folder)
            if names is not None:
                if self._look is not None:
                    self._look(folder, names)
                self._found = str(folder)
                self._checked.set()  # the window may draw from it now; what follows comes with ready
                if self._prepare is not None:
                    self.prepared = self._prepare(folder)
                # Once the window is gone its signals raise RuntimeError: nobody is left to tell.
                with contextlib.suppress(RuntimeError):
                    self.ready.emit(self._found)
                clean_stale_art(folder)
                return
            self._checked.set()
            from canvas_table.games import ensure_all_art

            def progress(done: int, total: int) -> None:
                if self._stopping.is_set():
                    raise RuntimeError("the window closed")
                self.progress.emit(done, total)

            # The build stops where a signal fails (its temporary folder is removed).
            try:
                path = ensure_all_art(progress=progress)
            except Exception as err:  # no art is not fatal: the plain faces stay
                if self._stopping.is_set():
                    return
                with contextlib.suppress(RuntimeError):
                    self.failed.emit(_("the card art could not be built: {error}").format(error=err))
                return
            with contextlib.suppress(RuntimeError):
                self.ready.emit(str(Path(path)))

        self._stopping.clear()
        self._thread = threading.Thread(target=work, name="art", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = SHUTDOWN_WAIT_S) -> None:
        """Stop a build under way (at its next finished card; its processes end with it) and
        wait up to ``timeout`` seconds for the thread to end."""
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(timeout)
