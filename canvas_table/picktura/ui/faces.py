"""Picktura faces for the table: the quarter cards, the blank canvases, the whole works and the backs.

Face keys: ``pk:<id>`` (a card: a quarter of a masterpiece, or a blank canvas), ``pkwork:<n>``
(masterpiece n whole, for the "Picktura!" moment and the end screen), ``back`` (the base box's back)
and ``back2`` (the remix set's). The PNGs come from the art folder (``picktura/card-<id>.png``,
``blank.png``, ``work-<n>.png``, ``back.png``, ``back-remix.png``, and their ``picktura@2x/``
twins); until they are there the table paints plain faces:
each work is a simple landscape of its own colours, and a quarter card shows exactly its quarter of
it, so four quarters side by side tile their painting.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen

from canvas_table.art import style
from canvas_table.picktura.cards import is_blank, quarter_of, work_of
from canvas_table.table.png_faces import PngFaces

CARD_WIDTH = 500
#: A plain work's sky, land and sun, by work number (1..24): warm and cool palettes in turn.
PALETTES = (
    ("#f3b76b", "#3f5f7a", "#fde7a6"),
    ("#9fc3d9", "#587a3c", "#fff4c8"),
    ("#d98c7a", "#5b3f57", "#ffe2b8"),
    ("#bcd6c6", "#2f5b4f", "#f7f1d9"),
    ("#e9c46a", "#8a4b2b", "#fff0c2"),
    ("#a7b8e8", "#404a7c", "#f9e9ff"),
)


def card_face(card: int) -> str:
    """The face key of card ``card``."""
    return f"pk:{card}"


def work_face(work: int) -> str:
    """The face key of masterpiece ``work`` shown whole."""
    return f"pkwork:{work}"


def back_face(card: int | None = None) -> str:
    """The back of ``card`` (the base box's back when None)."""
    return "back2" if card is not None and card >= 53 else "back"


class PickturaFaces(PngFaces):
    """A :class:`canvas_table.table.faces.FaceSource` for Picktura."""

    def path(self, face: str, large: bool) -> Path | None:
        """The PNG of ``face`` in the art folder (``picktura/``, its 2x twin ``picktura@2x/``)."""
        if self.art_dir is None:
            return None
        kind, _, name = face.partition(":")
        if kind == "pk" and name.isdigit():
            file = "blank.png" if is_blank(int(name)) else f"card-{name}.png"
        elif kind == "pkwork" and name.isdigit():
            file = f"work-{name}.png"
        elif face in ("back", "back2"):
            file = "back.png" if face == "back" else "back-remix.png"
        else:
            return None
        return self.art_dir / ("picktura@2x" if large else "picktura") / file

    def base_width(self, face: str) -> int:
        """Cards and backs are 500 px wide at 1x; a whole work twice that."""
        return 2 * CARD_WIDTH if face.startswith("pkwork:") else CARD_WIDTH

    def paint_fallback(self, face: str, painter: QPainter, rect: QRectF) -> None:
        """A plain quarter, blank canvas, whole work or back."""
        kind, _, name = face.partition(":")
        if kind == "pk" and name.isdigit():
            paint_plain_card(painter, rect, int(name))
        elif kind == "pkwork" and name.isdigit():
            paint_plain_work(painter, rect, int(name))
        else:
            paint_plain_back(painter, rect, face == "back2")


def paint_plain_work(painter: QPainter, rect: QRectF, work: int) -> None:
    """Masterpiece ``work`` as a plain picture: a sky, a sun and two hills of its palette."""
    sky, land, sun = PALETTES[(work - 1) % len(PALETTES)]
    painter.save()
    painter.setClipRect(rect)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, QColor(sky).lighter(125))
    gradient.setColorAt(1.0, QColor(sky).darker(110))
    painter.fillRect(rect, gradient)
    across = 0.2 + 0.6 * ((work * 5) % 7) / 6
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(sun))
    painter.drawEllipse(QPointF(rect.left() + w * across, rect.top() + h * 0.3), w * 0.12, w * 0.12)
    for k, (height, shade) in enumerate(((0.55, 100), (0.7, 135))):
        painter.setBrush(QColor(land).darker(shade))
        crest = rect.top() + h * height
        centre = rect.left() + w * ((work * (3 + k)) % 5) / 4
        painter.drawEllipse(QPointF(centre, crest + h * 0.6), w * 0.9, h * 0.6)
    painter.restore()


def paint_plain_card(painter: QPainter, rect: QRectF, card: int) -> None:
    """A plain quarter (its part of the plain work, a small number in its corner) or a blank canvas."""
    if is_blank(card):
        paint_blank(painter, rect)
        return
    quarter = quarter_of(card)
    whole = QRectF(
        rect.left() - (quarter % 2) * rect.width(),
        rect.top() - (quarter // 2) * rect.height(),
        2 * rect.width(),
        2 * rect.height(),
    )
    painter.save()
    painter.setClipRect(rect)
    paint_plain_work(painter, whole, work_of(card))
    painter.restore()


def paint_blank(painter: QPainter, rect: QRectF) -> None:
    """A blank canvas: primed linen with its stretcher's shadow."""
    painter.save()
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, QColor("#f5efe1"))
    gradient.setColorAt(1.0, QColor("#e4dac4"))
    painter.fillRect(rect, gradient)
    inset = rect.width() * 0.08
    painter.setPen(QPen(QColor(120, 100, 70, 70), max(1.0, rect.width() * 0.012)))
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
    painter.restore()


def paint_plain_back(painter: QPainter, rect: QRectF, remix: bool) -> None:
    """The plain back: deep blue (plum for the remix set) with a gilt frame split in four."""
    painter.fillRect(rect, QColor("#5a2f4f" if remix else style.CARD_BACK))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    frame = rect.adjusted(w * 0.14, w * 0.14, -w * 0.14, -w * 0.14)
    painter.setPen(QPen(QColor(242, 200, 112, 170), max(1.0, w * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(frame)
    painter.setPen(QPen(QColor(242, 200, 112, 110), max(1.0, w * 0.012)))
    painter.drawLine(QPointF(frame.center().x(), frame.top()), QPointF(frame.center().x(), frame.bottom()))
    painter.drawLine(QPointF(frame.left(), frame.center().y()), QPointF(frame.right(), frame.center().y()))
    painter.restore()
