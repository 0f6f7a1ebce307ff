"""Words on the table: the bottom seat's header line and a toast for one-line messages."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter

from canvas_table.art import style
from canvas_table.canvas.cards import SLOT_COLOURS
from canvas_table.canvas.ui.items import draw_ribbons
from canvas_table.i18n import _, is_rtl
from canvas_table.table.painted import MUTED, TEXT, PaintedItem, mirrored, title_font, ui_font


class HeaderItem(PaintedItem):
    """The bottom seat's name, status, score, inspiration and ribbons."""

    def __init__(self, size: QSizeF) -> None:
        super().__init__(size)
        self.content: dict = {}

    def show(self, content: dict) -> None:
        """Show keys name, status, score, inspiration, ribbons (5 counts)."""
        if content != self.content:
            self.content = content
            self.update()

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        painter.setPen(TEXT)
        painter.setFont(title_font(34))
        full = self.rect.width()
        painter.drawText(mirrored(QRectF(0, 0, 300, 50), full), Qt.AlignmentFlag.AlignVCenter, d["name"])
        width = painter.fontMetrics().horizontalAdvance(d["name"])
        painter.setFont(ui_font(19, bold=True))
        painter.setPen(QColor(style.HIGHLIGHT))
        painter.drawText(mirrored(QRectF(width + 18, 0, 520, 50), full), Qt.AlignmentFlag.AlignVCenter,
                         d["status"])
        painter.setPen(MUTED)
        painter.setFont(ui_font(17))
        line = _("{score} pts  ·  {inspiration} inspiration").format(**d)
        painter.drawText(mirrored(QRectF(0, 48, 300, 24), full), Qt.AlignmentFlag.AlignVCenter, line)
        chips = painter.fontMetrics().horizontalAdvance(line) + 18
        start = full - chips - 250 if is_rtl() else chips
        end = draw_ribbons(painter, QPointF(start, 51), d["ribbons"], [*SLOT_COLOURS, "grey"], 18)
        if d.get("target"):  # a solo game's goal, after the ribbons (before them, right to left)
            painter.setPen(QColor(style.HIGHLIGHT))
            painter.setFont(ui_font(17, bold=True))
            box = QRectF(0, 48, start - 24, 24) if is_rtl() else QRectF(end + 24, 48, full - end - 24, 24)
            side = Qt.AlignmentFlag.AlignRight if is_rtl() else Qt.AlignmentFlag.AlignLeft
            painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignAbsolute | side,
                             d["target"])
