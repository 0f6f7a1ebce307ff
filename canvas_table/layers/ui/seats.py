"""The words round the play: the header (round, turn, hint), the other seats' boards, and the
labels that tie each layer slot to its band of the large painting."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from canvas_table.art import style
from canvas_table.layers.ui import layout as L
from canvas_table.layers.ui.items import paint_painting, paint_symbol
from canvas_table.layers.ui.words import layer_name, number
from canvas_table.table.faces import FaceCache
from canvas_table.table.painted import MUTED, TEXT, PaintedItem, mirrored, rounded, title_font, ui_font

GOLD = QColor(style.HIGHLIGHT)


class HeaderItem(PaintedItem):
    """Round k of n, whose turn it is, the seat's score, and a one-line hint."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.content: dict[str, Any] = {}

    def show(self, content: dict[str, Any]) -> None:
        """Show keys ``title``, ``round``, ``status``, ``score``, ``hint``, ``dots`` (k, n)."""
        if content != self.content:
            self.content = content
            self.update()

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        w = self.rect.width()
        painter.setPen(TEXT)
        painter.setFont(title_font(50))
        painter.drawText(mirrored(QRectF(0, 0, w, 62), w), Qt.AlignmentFlag.AlignVCenter, d["title"])
        painter.setFont(ui_font(22, bold=True))
        painter.setPen(MUTED)
        painter.drawText(mirrored(QRectF(0, 64, w, 32), w), Qt.AlignmentFlag.AlignVCenter, d["round"])
        done, total = d["dots"]
        for k in range(total):
            x = w - 24 - (total - 1 - k) * 22
            centre = mirrored(QRectF(x - 7, 73, 14, 14), w).center()
            painter.setPen(QPen(GOLD, 1.5))
            painter.setBrush(GOLD if k < done else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, 7, 7)
        painter.setPen(GOLD)
        painter.setFont(ui_font(24, bold=True))
        painter.drawText(mirrored(QRectF(0, 104, w, 64), w),
                         Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, d["status"])
        painter.setPen(TEXT)
        painter.setFont(ui_font(17))
        painter.drawText(mirrored(QRectF(0, 172, w, 76), w),
                         Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, d["hint"])


class SeatPanelItem(PaintedItem):
    """Another seat's corner: its painting, name, score, visible symbols and whether it plays."""

    def __init__(self, faces: FaceCache, size: QSizeF) -> None:
        super().__init__(size)
        self.faces = faces
        self.content: dict[str, Any] = {}

    def show(self, content: dict[str, Any]) -> None:
        """Show keys name, kind, score, points, active, winner, status, last (the seat's last move),
        layers, visible (5 cells or None)."""
        if content != self.content:
            self.content = content
            self.update()

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        r, w = self.rect, self.rect.width()
        border = QPen(GOLD, 3) if d["active"] or d["winner"] else QPen(QColor(255, 255, 255, 40), 1)
        rounded(painter, r, 14, QColor(10, 20, 16, 120), border)
        picture = L.PANEL_PAINTING
        paint_painting(painter, mirrored(picture, w), self.faces, d["layers"])
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(mirrored(picture, w))
        x = picture.right() + 14
        side = w - x - 12
        painter.setPen(TEXT)
        painter.setFont(title_font(26))
        painter.drawText(mirrored(QRectF(14, 4, w - 28, 34), w), Qt.AlignmentFlag.AlignVCenter, d["name"])
        painter.setFont(ui_font(15))
        painter.setPen(MUTED)
        painter.drawText(mirrored(QRectF(x, 44, side, 22), w), Qt.AlignmentFlag.AlignVCenter, d["kind"])
        painter.setPen(TEXT)
        painter.setFont(ui_font(40, bold=True))
        score = number(d["score"])
        painter.drawText(mirrored(QRectF(x, 66, side, 56), w), Qt.AlignmentFlag.AlignVCenter, score)
        gap = painter.fontMetrics().horizontalAdvance(score) + 10
        painter.setFont(ui_font(16))
        painter.setPen(MUTED)
        painter.drawText(mirrored(QRectF(x + gap, 66, side - gap, 60), w), Qt.AlignmentFlag.AlignVCenter,
                         d["points"])
        size = min(34.0, side / 5 - 2)
        row = mirrored(QRectF(x, 134, 5 * (size + 2), size), w)  # positions run left to right
        for q, cell in enumerate(d["visible"]):
            box = QRectF(row.left() + q * (size + 2), row.top(), size, size)
            if cell is None:
                painter.setPen(QPen(QColor(239, 230, 207, 60), 1.2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(box.adjusted(5, 5, -5, -5))
            else:
                paint_symbol(painter, box, self.faces, cell.kind, cell.negative)
        if d["active"] or d["winner"]:
            painter.setPen(GOLD)
            painter.setFont(ui_font(16, bold=True))
            painter.drawText(mirrored(QRectF(x, 176, side, 48), w),
                             Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, d["status"])
        elif d["last"]:
            painter.setPen(MUTED)
            painter.setFont(ui_font(14))
            painter.drawText(mirrored(QRectF(x, 176, side, 56), w),
                             Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, d["last"])


class SlotGuideItem(PaintedItem):
    """Each layer slot's name above it and a chalk arrow to its band of the large painting."""

    def __init__(self) -> None:
        top = L.band_rect(3).top()
        super().__init__(QSizeF(L.PAINTING.left() - L.SLOT_X, L.PAINTING.height()))
        self.setPos(L.SLOT_X, top)
        self.setZValue(-5)
        self.active: int | None = None

    def set_active(self, layer: int | None) -> None:
        """Light up ``layer``'s guide (a card hovers there), or none."""
        if layer != self.active:
            self.active = layer
            self.update()

    def draw(self, painter: QPainter) -> None:
        origin = self.pos()
        for layer in (1, 2, 3):
            slot = L.slot_rect(layer).translated(-origin)
            band = L.band_rect(layer).translated(-origin)
            lit = layer == self.active
            painter.setPen(GOLD if lit else TEXT)
            painter.setFont(ui_font(17, bold=True))
            painter.drawText(QRectF(slot.left(), slot.top() - 34, 300, 30),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute
                             | Qt.AlignmentFlag.AlignVCenter, layer_name(layer))
            y = slot.center().y()
            start, end = QPointF(slot.right() + 10, y), QPointF(band.left() - 16, y)
            colour = QColor(GOLD) if lit else QColor(239, 230, 207, 90)
            painter.setPen(QPen(colour, 2.5 if lit else 1.6, Qt.PenStyle.DashLine))
            painter.drawLine(start, end)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPolygon([end + QPointF(8, 0), end + QPointF(-4, -7), end + QPointF(-4, 7)])
