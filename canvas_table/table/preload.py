"""Faces decoded and scaled before they are needed: the cards a person may soon see large.

A card's face drawn small on the table comes from its 1x image; dragged over the easel, the same
face is drawn several times larger (from the 2x file on a high-density screen), and decoding
that PNG and scaling it in the middle of a drag would cost many frames. :class:`FacePreloader`
asks the face source to decode those images in its worker threads as soon as the cards appear,
and renders each face at the easel's device size into the :class:`FaceCache`, one face per
turn of the event loop so that no frame waits long. It looks again whenever the game changes or
an image arrives. A game's kit says which faces and where
they would be drawn large (its ``upcoming`` hook).
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRectF, QTimer
from PySide6.QtWidgets import QGraphicsItem

from canvas_table.table.faces import FaceCache

Upcoming = Callable[[Any], tuple[list[str], QGraphicsItem, QRectF]]  # of the board


class FacePreloader(QObject):
    """Keeps the faces that ``upcoming(board)`` names decoded and scaled for the easel it names.

    It lives as long as ``board`` (its child), which it holds weakly: no reference cycle keeps
    a removed board alive until a garbage collection that may run on another thread.
    """

    def __init__(self, faces: FaceCache, board: QObject, upcoming: Upcoming) -> None:
        super().__init__(board)
        self.faces = faces
        self._board = weakref.ref(board)
        self.upcoming = upcoming
        self._queue: list[tuple[str, int, int, float]] = []
        self._wanted: set[tuple[str, int, int, float]] = set()  # what was last asked for
        self._step = QTimer(self)
        self._step.setInterval(0)
        self._step.timeout.connect(self._next)
        self._scene = board.scene  # type: ignore[attr-defined]
        decoded = getattr(faces.source, "decoded", None)
        if decoded is not None:  # a face's image arrived: it may be scaled now
            decoded.connect(self._decoded)

    def refresh(self) -> None:
        """Look again at which faces are wanted and at what size; work through what is missing.

        Called when the game changes and when an image arrives. Once the board has left the
        table (its items off the scene) or the scene is gone, it stops for good.
        """
        board = self._board()
        scene = self._scene
        if board is None or scene is None or not shiboken6.isValid(scene):
            self._stop()
            return
        names, item, rect = self.upcoming(board)
        if not shiboken6.isValid(item) or item.scene() is not scene:  # a table replaced at once
            self._stop()
            return
        views = scene.views()
        if not views or not names:
            self._queue = []
            return
        if getattr(self.faces.source, "awaited", 0):
            return  # the faces on show come first; this runs again when they are decoded
        view = views[0]
        dpr = view.devicePixelRatioF()
        target = item.deviceTransform(view.viewportTransform()).mapRect(rect)
        width, height = max(1, round(target.width() * dpr)), max(1, round(target.height() * dpr))
        wanted = {(name, width, height, dpr) for name in names}
        for key in self._wanted - wanted:  # cards gone from hand and market: their large faces too
            self.faces.drop(key)
        self._wanted = wanted
        self._queue = [key for key in wanted if not self.faces.has(*key)]
        self._resume()

    def _stop(self) -> None:
        self._step.stop()
        self._queue = []
        self._scene = None
        decoded = getattr(self.faces.source, "decoded", None)
        if decoded is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already disconnected
                decoded.disconnect(self._decoded)

    def _decoded(self, _face: str) -> None:
        if self._scene is None:
            return
        if self._queue:
            self._resume()
        elif not getattr(self.faces.source, "awaited", 0):
            self.refresh()  # what is on show is decoded: now the faces that come next

    def _resume(self) -> None:
        if self._queue and not self._step.isActive():
            self._step.start()

    def _next(self) -> None:
        """Scale one face whose image is ready; ask for the decoding of the others. Not while
        faces on show are awaited: the last of them to arrive (``decoded``) resumes this."""
        if getattr(self.faces.source, "awaited", 0):
            self._step.stop()
            return
        waiting = []
        while self._queue:
            job = self._queue.pop(0)
            if self.faces.prepare(*job):
                break  # one scaling per turn of the event loop
            waiting.append(job)
        self._queue = waiting + self._queue
        if not self._queue or len(waiting) == len(self._queue):
            self._step.stop()  # nothing to scale until an image arrives (``loaded``)

    @property
    def done(self) -> bool:
        """True when every wanted face is decoded and scaled."""
        return not self._queue
