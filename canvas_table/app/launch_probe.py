"""Timing a real launch for ``canvas-table bench --gui``: when the window is first visible, and
when its table is first painted with the real art of every visible card.

With ``$CANVAS_TABLE_LAUNCH_PROBE`` set, :func:`canvas_table.app.main.run_window` calls
:func:`watch` on the window it shows: it prints one JSON line (``visible_at``, ``painted_at``
as ``time.time()``, and ``art``) and quits. Nothing of this runs in a normal start.
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


class _Paints(QObject):
    """Counts the table's paints."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def watch(window: Any) -> None:
    """Time ``window``'s start (see the module's docstring); the application quits once done.

    Without a complete art folder (it would be built first) only the visible window is timed.
    """
    from PySide6.QtWidgets import QApplication

    from canvas_table.art.cache import art_cache_dir, is_complete

    art_expected = is_complete(art_cache_dir())

    paints = _Paints()
    window.view.viewport().installEventFilter(paints)
    found: dict[str, Any] = {"visible_at": None, "painted_at": None, "art": False}
    loads = [0]
    state = {"settled_at_paint": -1}
    window.faces.loaded.connect(lambda _face: loads.__setitem__(0, loads[0] + 1))
    started = time.time()
    timer = QTimer(window)

    def poll() -> None:
        now = time.time()
        handle = window.windowHandle()
        if found["visible_at"] is None and handle is not None and handle.isExposed():
            found["visible_at"] = now
        ready = (window.art_dir is not None and window.board is not None
                 and window.faces.awaited == 0 and window.face_cache.plain_count == 0)
        if found["visible_at"] is not None and ready:
            if state["settled_at_paint"] < 0:
                state["settled_at_paint"] = paints.count  # the next paint shows the real art
                window.scene.update()
            elif paints.count > state["settled_at_paint"]:
                found["painted_at"], found["art"] = now, True
        if found["painted_at"] is None and not ready:
            state["settled_at_paint"] = -1
        done = found["painted_at"] is not None or (
            not art_expected and found["visible_at"] is not None and window.board is not None)
        if done or now - started > GIVE_UP_S:
            timer.stop()
            print(json.dumps(found), flush=True)
            window.thinker.shutdown()
            QApplication.exit(0)

    timer.timeout.connect(poll)
    timer.start(2)
