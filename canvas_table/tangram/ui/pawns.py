"""The champions' pawns: a painted token per seat that glides along the loop square by square.

A move is a path of square centres; the pawn visits each in turn (a short hop per square, so
people can count), at the animation speed of the table (0: it is there at once).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from canvas_table.art import style
from canvas_table.table.faces import FaceCache, draw_face

STEP_MS = 150  # one square at normal speed
GOLD = QColor(style.HIGHLIGHT)


class PawnItem(QGraphicsObject):
    """A champion's token, centred on its position; it glows while its seat plays."""

    def __init__(self, seat: int, face: str, size: float, faces: FaceCache) -> None:
        super().__init__()
        self.seat = seat
        self.face = face
        self.size = size
        self.faces = faces
        self.active = False
        self.jailed = False
        self.route: list[QPointF] = []  # the points of the last glide, in order
        self._motion: QSequentialAnimationGroup | None = None
        self.setZValue(300)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        half = self.size / 2 + 10
        return QRectF(-half, -half, 2 * half, 2 * half + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = self.size / 2
        rect = QRectF(-half, -half, self.size, self.size)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(rect.translated(0, 5))
        if self.active:
            for grow, alpha in ((9, 60), (5, 130), (2, 230)):
                painter.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), alpha), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(rect.adjusted(-grow, -grow, grow, grow))
        draw_face(painter, rect, self.faces, self.face)
        if self.jailed:  # three bars over the token
            painter.setPen(QPen(QColor(40, 40, 48, 230), self.size * 0.07))
            for k in (-1, 0, 1):
                x = k * self.size * 0.24
                painter.drawLine(QPointF(x, -half * 0.85), QPointF(x, half * 0.85))

    def set_marks(self, active: bool, jailed: bool) -> None:
        """Glow while the seat plays; bars while it is in prison."""
        if (active, jailed) != (self.active, self.jailed):
            self.active, self.jailed = active, jailed
            self.update()

    @property
    def moving(self) -> bool:
        """True while the pawn glides."""
        return self._motion is not None

    def glide(self, path: Sequence[QPointF], step_ms: int, done: Callable[[], None] | None = None) -> None:
        """Visit each point of ``path`` in turn, ``step_ms`` each (0: jump to the last at once)."""
        self.stop()
        self.route = list(path)
        if step_ms <= 0 or not path:
            if path:
                self.setPos(path[-1])
            if done is not None:
                done()
            return
        group = QSequentialAnimationGroup(self)
        for point in path:
            hop = QPropertyAnimation(self, b"pos", group)
            hop.setDuration(step_ms)
            hop.setEndValue(point)
            hop.setEasingCurve(QEasingCurve.Type.InOutQuad)
            group.addAnimation(hop)
        self.setZValue(400)

        def finished() -> None:
            self._motion = None
            self.setZValue(300)
            if done is not None:
                done()

        group.finished.connect(finished)
        self._motion = group
        group.start()

    def stop(self) -> None:
        """Stop a glide where it is (the next sync puts the pawn in its place)."""
        if self._motion is not None:
            motion, self._motion = self._motion, None
            motion.stop()
            motion.deleteLater()
            self.setZValue(300)


def pawn_size(square: QSizeF) -> float:
    """A pawn's diameter on a square of ``square`` size (it leaves the square's colour showing)."""
    return min(square.width(), square.height()) * 0.62
