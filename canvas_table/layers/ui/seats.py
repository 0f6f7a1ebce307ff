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
from canvas_table.table.painted import (
    MUTED,
    TEXT,
    ContentItem,
    PaintedItem,
    mirrored,
    rounded,
    title_font,
    ui_font,
)

GOLD = QColor(style.HIGHLIGHT)
LAYERS_TOP = 240.0  # a high panel shows the seat's three cards from here down, beside its painting


class HeaderItem(ContentItem):
    """Round k of n, whose turn it is, the seat's score, and a one-line hint.

    Content keys: ``title``, ``round``, ``status``, ``score``, ``hint``, ``dots`` (k, n)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())

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


class SeatPanelItem(ContentItem):
    """Another seat's corner: its painting, name, score, visible symbols and whether it plays.

    Its painting is as large as the panel allows (:func:`~canvas_table.layers.ui.layout.panel_picture`),
    the figures beside it, or under it in a tall narrow panel.

    Content keys: name, kind, score, points, active, winner, status, last (the seat's last move),
        layers, visible (5 cells or None)."""

    def __init__(self, faces: FaceCache, size: QSizeF) -> None:
        super().__init__(size)
        self.faces = faces
        self.picture = L.panel_picture(size)
        self.tall = L.is_tall(size)

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        r, w = self.rect, self.rect.width()
        border = QPen(GOLD, 3) if d["active"] or d["winner"] else QPen(QColor(255, 255, 255, 40), 1)
        rounded(painter, r, 14, QColor(10, 20, 16, 120), border)
        picture = self.picture
        paint_painting(painter, mirrored(picture, w), self.faces, d["layers"])
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(mirrored(picture, w))
        painter.setPen(TEXT)
        painter.setFont(title_font(26))
        painter.drawText(mirrored(QRectF(14, 4, w - 28, 38), w), Qt.AlignmentFlag.AlignVCenter, d["name"])
        if self.tall:
            self._figures_below(painter, d)
        else:
            self._figures_beside(painter, d)

    def _figures_beside(self, painter: QPainter, d: dict[str, Any]) -> None:
        w = self.rect.width()
        x = self.picture.right() + 14
        side = w - x - 12
        painter.setFont(ui_font(15))
        painter.setPen(MUTED)
        painter.drawText(mirrored(QRectF(x, 44, side, 22), w), Qt.AlignmentFlag.AlignVCenter, d["kind"])
        self._score(painter, QRectF(x, 66, side, 56))
        self._symbols(painter, QRectF(x, 134, side, 34))
        room = self.rect.height() - LAYERS_TOP - 20
        if room < 3 * 150:
            self._status(painter, QRectF(x, 176, side, max(48.0, self.rect.height() - 186)))
            return
        self._status(painter, QRectF(x, 176, side, LAYERS_TOP - 182))
        self._layers(painter, QRectF(x, LAYERS_TOP, side, room))

    def _layers(self, painter: QPainter, box: QRectF) -> None:
        """The seat's three cards stacked (layer 3 on top), each under its layer's name."""
        w, step = self.rect.width(), box.height() / 3
        height = step - 30
        width = min(box.width(), height * 5 / 7)
        for row, layer in enumerate((3, 2, 1)):
            top = box.top() + row * step
            painter.setPen(MUTED)
            painter.setFont(ui_font(13, bold=True))
            painter.drawText(mirrored(QRectF(box.left(), top, box.width(), 22), w),
                             Qt.AlignmentFlag.AlignVCenter, layer_name(layer))
            card = mirrored(QRectF(box.left(), top + 24, width, width * 7 / 5), w)
            layers = self.content["layers"]
            if layer <= len(layers):
                paint_painting(painter, card, self.faces, layers[layer - 1:layer])
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(card)

    def _figures_below(self, painter: QPainter, d: dict[str, Any]) -> None:
        w = self.rect.width()
        painter.setFont(ui_font(15))
        painter.setPen(MUTED)
        painter.drawText(mirrored(QRectF(14, 4, w - 28, 38), w),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, d["kind"])
        top = self.picture.bottom() + 8
        self._score(painter, QRectF(14, top, w / 2 - 14, 56))
        self._symbols(painter, QRectF(w / 2, top + 11, w / 2 - 14, 34))
        self._status(painter, QRectF(14, top + 58, w - 28, self.rect.height() - top - 62))

    def _score(self, painter: QPainter, box: QRectF) -> None:
        d, w = self.content, self.rect.width()
        painter.setPen(TEXT)
        painter.setFont(ui_font(40, bold=True))
        score = number(d["score"])
        painter.drawText(mirrored(box, w), Qt.AlignmentFlag.AlignVCenter, score)
        gap = painter.fontMetrics().horizontalAdvance(score) + 10
        painter.setFont(ui_font(16))
        painter.setPen(MUTED)
        painter.drawText(mirrored(box.adjusted(gap, 0, 0, 4), w), Qt.AlignmentFlag.AlignVCenter, d["points"])

    def _symbols(self, painter: QPainter, box: QRectF) -> None:
        size = min(box.height(), box.width() / 5 - 2)
        row = mirrored(QRectF(box.left(), box.top(), 5 * (size + 2), size), self.rect.width())
        for q, cell in enumerate(self.content["visible"]):  # positions run left to right
            cell_box = QRectF(row.left() + q * (size + 2), row.top(), size, size)
            if cell is None:
                painter.setPen(QPen(QColor(239, 230, 207, 60), 1.2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(cell_box.adjusted(5, 5, -5, -5))
            else:
                paint_symbol(painter, cell_box, self.faces, cell.kind, cell.negative)

    def _status(self, painter: QPainter, box: QRectF) -> None:
        d, w = self.content, self.rect.width()
        wrap = Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        if d["active"] or d["winner"]:
            painter.setPen(GOLD)
            painter.setFont(ui_font(16, bold=True))
            painter.drawText(mirrored(box, w), wrap, d["status"])
        elif d["last"]:
            painter.setPen(MUTED)
            painter.setFont(ui_font(14))
            painter.drawText(mirrored(box, w), wrap, d["last"])


class SlotGuideItem(PaintedItem):
    """Each layer slot's name above it and a chalk arrow to its band of the large painting."""

    def __init__(self, layout: L.TableLayout) -> None:
        self.layout = layout
        area = layout.slot_rect(3).united(layout.band_rect(1)).adjusted(0, -40, 0, 0)
        super().__init__(area.size())
        self.setPos(area.topLeft())
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
            slot = self.layout.slot_rect(layer).translated(-origin)
            band = self.layout.band_rect(layer).translated(-origin)
            lit = layer == self.active
            painter.setPen(GOLD if lit else TEXT)
            painter.setFont(ui_font(17, bold=True))
            label = QRectF(slot.left(), slot.top() - 34, 300, 30)
            if self.layout.rtl:  # the label starts at the slot's right edge
                label.moveRight(slot.right())
            painter.drawText(label, Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter,
                             layer_name(layer))
            y = slot.center().y()
            towards = 1.0 if band.center().x() > slot.center().x() else -1.0
            near_edge = slot.right() if towards > 0 else slot.left()
            far_edge = band.left() if towards > 0 else band.right()
            start, end = QPointF(near_edge + 10 * towards, y), QPointF(far_edge - 16 * towards, y)
            colour = QColor(GOLD) if lit else QColor(239, 230, 207, 90)
            painter.setPen(QPen(colour, 2.5 if lit else 1.6, Qt.PenStyle.DashLine))
            painter.drawLine(start, end)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPolygon([end + QPointF(8 * towards, 0), end + QPointF(-4 * towards, -7),
                                 end + QPointF(-4 * towards, 7)])
