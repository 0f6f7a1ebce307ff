"""The cards on the Tangram table: colour cards (in the stock and in the seats' panels), the decks
with their discards, and the moment a drawn card is shown face up with its effect in words.

A colour card or a stack may be *offered*: it glows and a click on it chooses it (the board says
which, from the rules' legal actions); nothing here knows the rules.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from canvas_table.art import style
from canvas_table.i18n import digits, is_rtl, isolate
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.painted import INK, MUTED, PAPER, TEXT, PaintedItem, rounded, title_font, ui_font

GOLD = QColor(style.HIGHLIGHT)


def glow(painter: QPainter, rect: QRectF, radius: float) -> None:
    """The gold glow round something a click may choose."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for grow, alpha in ((9, 60), (5, 130), (2, 240)):
        painter.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), alpha), 3.5))
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)


class ClickableCard(PaintedItem):
    """A card face (with an optional count badge) that a click chooses while it is offered."""

    def __init__(self, key: str, face: str, size: QSizeF, faces: FaceCache) -> None:
        super().__init__(size)
        self.key = key
        self.face = face
        self.faces = faces
        self.count = 1
        self.offered = False
        self.dim = False  # drawn paler: an empty stack, or a repeated colour that does not count
        self.on_click: Callable[[str], None] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_state(self, count: int, offered: bool, dim: bool = False) -> None:
        """Show ``count`` cards, glowing when ``offered``, pale when ``dim``."""
        if (count, offered, dim) != (self.count, self.offered, self.dim):
            self.count, self.offered, self.dim = count, offered, dim
            self.setCursor(Qt.CursorShape.PointingHandCursor if offered else Qt.CursorShape.ArrowCursor)
            self.update()

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        radius = r.width() * 0.1
        if self.offered:
            glow(painter, r, radius)
        if self.count == 0:
            painter.setPen(QPen(MUTED, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, radius, radius)
            return
        for k in range(min(3, self.count - 1), 0, -1):  # a stack shows its depth
            draw_face(painter, r.translated(k * 2.0, -k * 2.0), self.faces, self.face)
        painter.setOpacity(0.45 if self.dim else 1.0)
        draw_face(painter, r, self.faces, self.face)
        painter.setOpacity(1.0)
        if self.count > 1:
            badge = QRectF(r.right() - 26, r.bottom() - 22, 30, 26)
            rounded(painter, badge, 12, QColor(16, 24, 20, 220), QPen(QColor(255, 255, 255, 120), 1))
            painter.setPen(TEXT)
            painter.setFont(ui_font(15, bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, digits(self.count))

    def shape(self) -> QPainterPath:
        """The face alone: the glow's margin round it takes no press, so a click on a card that the
        next one's margin overlaps reaches the card under the pointer."""
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.offered and self.on_click is not None and self.rect.contains(event.pos()):
            self.on_click(self.key)
        event.accept()


class DeckItem(PaintedItem):
    """A face-down deck (backs stacked by how many are left) with its name and count below."""

    def __init__(self, face: str, size: QSizeF, faces: FaceCache, label: str) -> None:
        super().__init__(QSizeF(size.width(), size.height() + 28))
        self.card = QRectF(0, 0, size.width(), size.height())
        self.face = face
        self.faces = faces
        self.label = label
        self.count = 0

    def set_count(self, count: int) -> None:
        """Show ``count`` cards."""
        if count != self.count:
            self.count = count
            self.update()

    def draw(self, painter: QPainter) -> None:
        r = self.card
        if self.count == 0:
            painter.setPen(QPen(MUTED, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 8, 8)
        for k in range(min(5, (self.count + 3) // 4) - 1, -1, -1):
            draw_face(painter, r.translated(k * 1.5, -k * 1.5), self.faces, self.face)
        painter.setPen(INK)  # the decks lie on the board's paper
        painter.setFont(ui_font(14, bold=True))
        painter.drawText(QRectF(-30, r.bottom() + 4, r.width() + 60, 22), Qt.AlignmentFlag.AlignHCenter,
                         f"{self.label} {isolate(digits(self.count))}")


class MomentItem(PaintedItem):
    """A drawn card shown face up for a moment, with who drew it and its effect in words."""

    def __init__(self, rect: QRectF, faces: FaceCache) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.faces = faces
        self.face = ""
        self.title = ""
        self.text = ""
        self.on_click: Callable[[], None] | None = None  # a click ends the moment
        self.setZValue(900)
        self.setVisible(False)

    def present(self, face: str, title: str, text: str) -> None:
        """Show the card ``face`` with ``title`` and ``text`` (hide with ``setVisible(False)``)."""
        self.face, self.title, self.text = face, title, text
        self.setVisible(True)
        self.update()

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        rounded(painter, r, 16, PAPER, QPen(GOLD, 3))
        height = r.height() - 24
        card = QRectF(12, 12, height * 5 / 7, height)
        if is_rtl():
            card.moveRight(r.width() - 12)
        draw_face(painter, card, self.faces, self.face)
        words = QRectF(card.right() + 20, 14, r.width() - card.width() - 48, r.height() - 28)
        if is_rtl():
            words.moveLeft(20)
        painter.setPen(INK)
        painter.setFont(title_font(30, italic=True))
        painter.drawText(words, Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.title)
        painter.setFont(ui_font(20))
        painter.drawText(words.adjusted(0, 52, 0, 0), Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.text)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.on_click is not None:
            self.on_click()
        event.accept()
