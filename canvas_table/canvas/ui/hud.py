"""Words on the table: the bottom seat's header line and a toast for one-line messages."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from canvas_table.art import style
from canvas_table.canvas.cards import SLOT_COLOURS
from canvas_table.canvas.ui.items import draw_ribbons, ribbon_chips
from canvas_table.canvas.ui.words import number
from canvas_table.i18n import _
from canvas_table.table.painted import MUTED, TEXT, ContentItem, mirrored, title_font, ui_font


class HeaderItem(ContentItem):
    """The bottom seat's name, status, score, inspiration and ribbons.

    Content keys: name, status, score, inspiration, ribbons (5 counts)."""

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        full = self.rect.width()

        def place(rect: QRectF) -> QRectF:  # worked out left to right, mirrored right to left
            return mirrored(rect, full)

        leading = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.setPen(TEXT)
        painter.setFont(title_font(34))
        name_width = min(300.0, painter.fontMetrics().horizontalAdvance(d["name"]) + 4)
        painter.drawText(place(QRectF(0, 0, name_width, 50)), leading, d["name"])
        painter.setFont(ui_font(19, bold=True))
        painter.setPen(QColor(style.HIGHLIGHT))
        painter.drawText(place(QRectF(name_width + 18, 0, full - name_width - 18, 50)), leading, d["status"])
        painter.setPen(MUTED)
        painter.setFont(ui_font(17))
        line = _("{score} pts  ·  {inspiration} inspiration").format(
            score=number(d["score"]), inspiration=number(d["inspiration"]))
        width = painter.fontMetrics().horizontalAdvance(line) + 4
        painter.drawText(place(QRectF(0, 48, width, 24)), leading, line)
        chips = ribbon_chips(QPointF(width + 18, 51), 18)
        draw_ribbons(painter, [place(chip) for chip in chips], d["ribbons"], [*SLOT_COLOURS, "grey"])
        if d.get("target"):  # a solo game's goal, after the ribbons
            painter.setPen(QColor(style.HIGHLIGHT))
            painter.setFont(ui_font(17, bold=True))
            end = chips[-1].right() + 24
            painter.drawText(place(QRectF(end, 48, full - end, 24)), leading, d["target"])
