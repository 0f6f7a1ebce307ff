"""The words round the play: the header (turn, hint, your score, the piles' turnings) and the other
seats' corners (name, kind, score, hand size; their backs and works are cards the board lays)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
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


class HeaderItem(ContentItem):
    """The game's name, whose turn it is, a hint, and your score.

    Content keys: ``title``, ``status``, ``hint``, ``score``, ``piles``."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        w = self.rect.width()
        draw_rows(painter, w, [
            (d["title"], title_font(50), TEXT, QRectF(0, 0, w, 62), False),
            (d["piles"], ui_font(18, bold=True), MUTED, QRectF(0, 62, w, 28), False),
            (d["status"], ui_font(24, bold=True), GOLD, QRectF(0, 96, w, 64), True),
            (d["hint"], ui_font(17), TEXT, QRectF(0, 164, w, 90), True),
            (d["score"], ui_font(22, bold=True), TEXT, QRectF(0, 258, w, 36), False),
        ])


class SeatPanelItem(ContentItem):
    """Another seat's corner: its name, kind, score and hand size, gold while it plays or has won.

    Content keys: name, kind, score, hand, active, winner, works (the words for none)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.setZValue(-20)

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        r, w = self.rect, self.rect.width()
        border = QPen(GOLD, 3) if d["active"] or d["winner"] else QPen(QColor(255, 255, 255, 40), 1)
        rounded(painter, r, 14, QColor(10, 20, 16, 120), border)
        painter.setPen(TEXT)
        painter.setFont(title_font(28))
        painter.drawText(mirrored(QRectF(16, 6, w * 0.55, 40), w), Qt.AlignmentFlag.AlignVCenter, d["name"])
        painter.setFont(ui_font(30, bold=True))
        painter.setPen(GOLD if d["active"] or d["winner"] else TEXT)
        painter.drawText(
            mirrored(QRectF(w * 0.55, 6, w * 0.45 - 16, 40), w),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            d["score"],
        )
        painter.setPen(MUTED)
        painter.setFont(ui_font(15))
        hand_x = 16 + 5 * 22 + 150 * 0.3 + 14
        painter.drawText(
            mirrored(QRectF(hand_x, 56, w - hand_x - 16, 24), w), Qt.AlignmentFlag.AlignVCenter, d["hand"]
        )
        painter.drawText(
            mirrored(QRectF(hand_x, 80, w - hand_x - 16, 24), w), Qt.AlignmentFlag.AlignVCenter, d["kind"]
        )
        if d["works"]:
            painter.drawText(
                mirrored(QRectF(16, 130, w - 32, 30), w), Qt.AlignmentFlag.AlignVCenter, d["works"]
            )
