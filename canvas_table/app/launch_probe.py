"""Timing a real launch for ``canvas-table bench --gui``: when the window is first visible, and
when its table is first painted with the real art of every visible card.

With ``$CANVAS_TABLE_LAUNCH_PROBE`` set, :func:`canvas_table.app.main.run_window` calls
:func:`watch` on the window it shows: it prints one JSON line (``visible_at``, ``painted_at``
as ``time.time()``, and ``art``) and quits. Nothing of this runs in a normal start.

The window is visible when the window system exposes it: that moment is taken from the events
of its native window (not from a later look, which would wait for whatever the start does right
after). The table is painted when a paint of the view that began with every card's art decoded
has ended, having drawn none plain (timed in the next turn of the event loop, before whatever
the start queued after it).
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer

ENV = "CANVAS_TABLE_LAUNCH_PROBE"
GIVE_UP_S = 60.0  # the art not drawn after this long: report the visible window only


def wanted() -> bool:
    """True when this start is being timed."""
    return bool(os.environ.get(ENV))


class _Exposed(QObject):
    """Notes the moment the native window it watches is first exposed."""

    def __init__(self) -> None:
        super().__init__()
        self.at: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.at is None and watched.isExposed():  # type: ignore[attr-defined]
            self.at = time.time()
        return False


class _Paints(QObject):
    """Notes when a paint of the table that began with every card's art decoded has ended
    (and drew none plain): what the start does next waits for its turn of the event loop."""

    def __init__(self, ready: Any) -> None:
        super().__init__()
        self.ready = ready
        self.done_at: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.ready():
            QTimer.singleShot(0, self._ended)
        return False

    def _ended(self) -> None:
        if self.done_at is None and self.ready():
            self.done_at = time.time()


def watch(window: Any) -> None:
    """Time ``window``'s start (see the module's docstring); the application quits once done.

    Without the art (it is being built) only the visible window is timed.
    """
    from PySide6.QtWidgets import QApplication

    exposed = _Exposed()
    handle = window.windowHandle()  # the window is shown: it has its native window
    handle.installEventFilter(exposed)

    def ready() -> bool:
        return (window.art_dir is not None and window._mat_laid and window.board is not None
                and window.faces.awaited == 0 and window.face_cache.plain_count == 0)

    paints = _Paints(ready)  # watching the table's paints from the moment it is visible
    found: dict[str, Any] = {"visible_at": None, "painted_at": None, "art": False}
    asked = [False]
    started = time.time()
    timer = QTimer(window)

    def poll() -> None:
        now = time.time()
        if found["visible_at"] is None and exposed.at is not None:
            found["visible_at"] = exposed.at
            handle.removeEventFilter(exposed)
            window.view.viewport().installEventFilter(paints)
        if found["visible_at"] is not None and paints.done_at is not None:
            found["painted_at"], found["art"] = paints.done_at, True
        elif found["visible_at"] is not None and ready() and not asked[0]:
            asked[0] = True
            window.scene.update()  # should no paint be on its way
        no_art = window.art.checked and window.art.found(0) is None  # it is being built
        done = found["painted_at"] is not None or (
            no_art and found["visible_at"] is not None and window.board is not None)
        if done or now - started > GIVE_UP_S:
            timer.stop()
            print(json.dumps(found), flush=True)
            window.thinker.shutdown()
            QApplication.exit(0)

    timer.timeout.connect(poll)
    timer.start(2)
