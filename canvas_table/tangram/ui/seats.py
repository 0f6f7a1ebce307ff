"""The words round the play: the header (the game, whose turn, what to do) and one panel per seat
(name, champion, kind, the different colours collected toward the goal, prison). The champion's
token and the colour cards are items the board lays over the panel."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from canvas_table.art import style
from canvas_table.table.painted import (
    MUTED,
    TEXT,
    ContentItem,
    draw_rows,
    mirrored,
    rounded,
    title_font,
    ui_font,
)

GOLD = QColor(style.HIGHLIGHT)
PRISON = QColor("#c9a0a0")


class HeaderItem(ContentItem):
    """The game's name, whose turn it is and what to do.

    Content keys: ``title``, ``goal`` (the goal in words), ``status``, ``hint``."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        w = self.rect.width()
        draw_rows(painter, w, [
            (d["title"], title_font(46), TEXT, QRectF(0, 0, w, 58), False),
            (d["goal"], ui_font(17, bold=True), MUTED, QRectF(0, 58, w, 26), False),
            (d["status"], ui_font(23, bold=True), GOLD, QRectF(0, 88, w, 36), False),
            (d["hint"], ui_font(19), TEXT, QRectF(0, 126, w - 236, 62), True),
        ])


class SeatPanelItem(ContentItem):
    """A seat's panel, gold while it plays or when it has won.

    Content keys: ``name``, ``kind`` (champion and level), ``colours`` (the different colours
    held), ``goal`` (how many make a champion), ``progress`` (the words for it), ``notes``
    (prison, a kept card, a lost bonus), ``active``, ``winner``, ``jailed``."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.setZValue(-20)

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        r, w = self.rect, self.rect.width()
        lit = d["active"] or d["winner"]
        border = QPen(GOLD, 3) if lit else QPen(QColor(255, 255, 255, 40), 1)
        rounded(painter, r, 14, QColor(10, 20, 16, 130), border)
        text_x = 80.0
        painter.setPen(TEXT)
        painter.setFont(title_font(27))
        painter.drawText(mirrored(QRectF(text_x, 6, w - text_x - 12, 36), w), Qt.AlignmentFlag.AlignVCenter,
                         d["name"])
        painter.setPen(MUTED)
        painter.setFont(ui_font(16))
        painter.drawText(mirrored(QRectF(text_x, 40, w - text_x - 12, 22), w), Qt.AlignmentFlag.AlignVCenter,
                         d["kind"])
        self._progress(painter, d["colours"], d["goal"], QRectF(text_x, 66, w - text_x - 12, 24))
        painter.setPen(GOLD if lit else TEXT)
        painter.setFont(ui_font(17, bold=True))
        dots = 14 * d["goal"] + 10
        painter.drawText(mirrored(QRectF(text_x + dots, 66, w - text_x - dots - 10, 24), w),
                         Qt.AlignmentFlag.AlignVCenter, d["progress"])
        if d["notes"]:
            painter.setPen(PRISON if d["jailed"] else MUTED)
            painter.setFont(ui_font(16, bold=d["jailed"]))
            painter.drawText(mirrored(QRectF(16, 92, w - 28, 22), w), Qt.AlignmentFlag.AlignVCenter,
                             d["notes"])

    def _progress(self, painter: QPainter, held: int, goal: int, rect: QRectF) -> None:
        """One dot per colour of the goal, filled for each different colour held."""
        w = self.rect.width()
        for k in range(goal):
            spot = mirrored(QRectF(rect.left() + k * 14, rect.top() + 6, 11, 11), w)
            painter.setPen(QPen(GOLD, 1.5))
            painter.setBrush(GOLD if k < held else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(spot.center() + QPointF(0, 0), 5.5, 5.5)
