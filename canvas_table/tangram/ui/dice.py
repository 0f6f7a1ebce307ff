"""The two dice on the table: they tumble visibly for a moment, then show the rolled faces.

The tumble is for the eye only (its faces come from a private generator, never the game's): the
rolled faces come from the state. Clicking the dice rolls them when the person may roll (the board
says so with :meth:`DiceItem.set_clickable`, and the dice glow).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen

from canvas_table.art import style
from canvas_table.table.painted import PaintedItem, rounded

TUMBLE_MS = 700  # how long the dice tumble at normal speed
FRAME_MS = 60  # one tumbling face
PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
GLOW = QColor(style.HIGHLIGHT)


def paint_die(painter: QPainter, rect: QRectF, face: int, tilt: float = 0.0) -> None:
    """A die showing ``face`` (1..6) in ``rect``, turned by ``tilt`` degrees about its centre."""
    painter.save()
    painter.translate(rect.center())
    painter.rotate(tilt)
    box = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
    rounded(painter, box.translated(0, 4), rect.width() * 0.18, QColor(0, 0, 0, 70))
    rounded(painter, box, rect.width() * 0.18, QColor("#fbf6ea"), QPen(QColor("#9c8f78"), 1.5))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2b2420"))
    radius = rect.width() * 0.085
    for fx, fy in PIPS.get(face, ()):
        centre = QPointF(box.left() + fx * box.width(), box.top() + fy * box.height())
        painter.drawEllipse(centre, radius, radius)
    painter.restore()


class DiceItem(PaintedItem):
    """Two dice side by side; ``roll`` tumbles them then settles on the faces given."""

    def __init__(self, rect: QRectF, die: float) -> None:
        super().__init__(QSizeF(rect.width(), rect.height()))
        self.setPos(rect.topLeft())
        self.die = die
        self.faces: tuple[int, int] = (0, 0)  # (0, 0): not rolled yet this game
        self.tilts = (0.0, 0.0)
        self.clickable = False
        self.on_click: Callable[[], None] | None = None
        self._final: tuple[int, int] = (0, 0)
        self._frames = 0
        self._done: Callable[[], None] | None = None
        self._shake = random.Random(7)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tumble)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    @property
    def rolling(self) -> bool:
        """True while the dice tumble."""
        return self._timer.isActive()

    def set_clickable(self, clickable: bool) -> None:
        """Let a click roll the dice (they glow), or not."""
        if clickable != self.clickable:
            self.clickable = clickable
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            self.update()

    def show_faces(self, faces: tuple[int, int]) -> None:
        """Show ``faces`` at once (a resumed game, or a sync without animation)."""
        self._timer.stop()
        self.faces, self._final, self.tilts = faces, faces, (-6.0, 8.0)
        self.update()

    def roll(self, faces: tuple[int, int], duration_ms: int, done: Callable[[], None] | None = None) -> None:
        """Tumble for ``duration_ms`` (0: at once), then show ``faces`` and call ``done``."""
        self._final, self._done = faces, done
        self._frames = duration_ms // FRAME_MS
        if self._frames <= 0:
            self._finish()
            return
        self._timer.start(FRAME_MS)
        self._tumble()

    def _tumble(self) -> None:
        if self._frames <= 0:
            self._timer.stop()
            self._finish()
            return
        self._frames -= 1
        shake = self._shake
        self.faces = (shake.randint(1, 6), shake.randint(1, 6))
        self.tilts = (shake.uniform(-40, 40), shake.uniform(-40, 40))
        self.update()

    def _finish(self) -> None:
        self.show_faces(self._final)
        done, self._done = self._done, None
        if done is not None:
            done()

    def draw(self, painter: QPainter) -> None:
        if self.clickable:
            for grow, alpha in ((12, 50), (7, 110), (3, 220)):
                painter.setPen(QPen(QColor(GLOW.red(), GLOW.green(), GLOW.blue(), alpha), 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(self.rect.adjusted(-grow, -grow, grow, grow), 18, 18)
        for k in range(2):
            rect = QRectF(k * (self.rect.width() - self.die), 0, self.die, self.die)
            face = self.faces[k] or (k + 5)  # before the first roll: a five and a six, resting
            paint_die(painter, rect, face, self.tilts[k])

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.clickable and self.on_click is not None and self.rect.contains(event.pos()):
            self.on_click()
        event.accept()
