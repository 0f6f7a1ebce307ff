"""The champion's trophy, drawn with Qt for the end screen: a gold cup on a laurel ground, the
champion's pawn on its foot and the colours of the winning collection along its base."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.tangram.ui.faces import TangramFaces, colour_face, pawn_face

GOLD_LIGHT, GOLD, GOLD_DARK = QColor("#ffe9a3"), QColor("#e0b340"), QColor("#9a6c12")


def _cup(width: float, height: float) -> QPainterPath:
    """The cup's outline: a bowl with two handles on a stem and a stepped foot."""
    w, h = width, height
    path = QPainterPath()
    path.moveTo(w * 0.24, h * 0.12)
    path.lineTo(w * 0.76, h * 0.12)
    path.cubicTo(w * 0.76, h * 0.42, w * 0.64, h * 0.52, w * 0.55, h * 0.56)
    path.lineTo(w * 0.55, h * 0.68)
    path.lineTo(w * 0.66, h * 0.74)
    path.lineTo(w * 0.34, h * 0.74)
    path.lineTo(w * 0.45, h * 0.68)
    path.lineTo(w * 0.45, h * 0.56)
    path.cubicTo(w * 0.36, h * 0.52, w * 0.24, h * 0.42, w * 0.24, h * 0.12)
    path.closeSubpath()
    for side in (-1, 1):  # the handles, as rings
        centre = QPointF(w * (0.5 + side * 0.29), h * 0.26)
        ring = QPainterPath()
        ring.addEllipse(centre, w * 0.09, h * 0.09)
        hole = QPainterPath()
        hole.addEllipse(centre, w * 0.055, h * 0.055)
        path = path.united(ring.subtracted(hole))
    return path


def render_trophy(faces: FaceCache, champion: str, colours: Sequence[str], width: int) -> QImage:
    """The trophy ``width`` pixels wide (5:7), with ``champion``'s pawn and ``colours``' cards."""
    height = round(width * 7 / 5)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    ground = QRadialGradient(QPointF(width / 2, height * 0.4), width * 0.8)
    ground.setColorAt(0, QColor("#2f5a46"))
    ground.setColorAt(1, QColor("#12261c"))
    painter.fillRect(QRectF(0, 0, width, height), ground)
    for k in range(14):  # rays of light behind the cup
        painter.save()
        painter.translate(width / 2, height * 0.36)
        painter.rotate(k * 360 / 14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 233, 163, 26))
        painter.drawPolygon([QPointF(0, 0), QPointF(-width * 0.06, -width), QPointF(width * 0.06, -width)])
        painter.restore()
    cup = _cup(width, height)
    shine = QLinearGradient(0, 0, width, 0)
    shine.setColorAt(0.2, GOLD_DARK)
    shine.setColorAt(0.45, GOLD_LIGHT)
    shine.setColorAt(0.7, GOLD)
    shine.setColorAt(0.95, GOLD_DARK)
    painter.setPen(QPen(GOLD_DARK, max(1.0, width / 160)))
    painter.setBrush(shine)
    painter.drawPath(cup)
    plinth = QRectF(width * 0.28, height * 0.74, width * 0.44, height * 0.07)
    painter.setBrush(QColor("#3b2a1a"))
    painter.drawRoundedRect(plinth, width * 0.01, width * 0.01)
    pawn = width * 0.2
    draw_face(painter, QRectF(width / 2 - pawn / 2, height * 0.2, pawn, pawn), faces, pawn_face(champion))
    if colours:
        card_w = min(width * 0.12, width * 0.86 / len(colours) - 4)
        total = len(colours) * (card_w + 4) - 4
        for k, colour in enumerate(colours):
            left = width / 2 - total / 2 + k * (card_w + 4)
            card = QRectF(left, height * 0.84, card_w, card_w * 7 / 5)
            draw_face(painter, card, faces, colour_face(colour))
    painter.end()
    return image


def trophy_faces(art_dir: Path | None) -> FaceCache:
    """Faces for drawing trophies off the table (read synchronously)."""
    return FaceCache(TangramFaces(art_dir), corner_ratio=0.0)
