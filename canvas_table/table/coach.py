"""A guided game's coach on any table: a paper callout with a heading and a few words, and a glow
round each place it points at. The game says what and where (:meth:`CoachCallout.point`); the
callout never takes a click (drags pass under it)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from canvas_table.art import style
from canvas_table.table.painted import INK, PAPER, PaintedItem, rounded, title_font, ui_font

GLOW = QColor(style.HIGHLIGHT)


class CoachCallout(PaintedItem):
    """The callout and its glows; hidden until pointed somewhere."""

    def __init__(self, size: QSizeF, heading_colour: QColor, text_px: float = 17, glow_px: float = 3) -> None:
        super().__init__(size)
        self.glow_px = glow_px
        self.heading_colour = heading_colour
        self.text_px = text_px
        self.heading = ""
        self.text = ""
        self.bubble = QRectF()
        self.targets: tuple[QRectF, ...] = ()
        self.setZValue(1500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # never in the way of a drag
        self.setVisible(False)

    def point(self, heading: str, text: str, bubble: QRectF, targets: Sequence[QRectF]) -> None:
        """Show ``heading`` and ``text`` in a callout at ``bubble`` (scene coordinates: the item
        stays at the origin) and glow round each of ``targets``."""
        self.prepareGeometryChange()
        self.heading, self.text, self.bubble, self.targets = heading, text, QRectF(bubble), tuple(targets)
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        """Hide the callout and its glows."""
        self.prepareGeometryChange()
        self.heading, self.text, self.bubble, self.targets = "", "", QRectF(), ()
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        if self.bubble.isEmpty():
            return QRectF()
        area = self.bubble.adjusted(-4, -4, 4, 10)
        for target in self.targets:
            area = area.united(target.adjusted(-14, -14, 14, 14))
        return area

    def shape(self) -> QPainterPath:  # the glows are not the item's: only the callout is
        path = QPainterPath()
        if not self.bubble.isEmpty():
            path.addRect(self.bubble)
        return path

    def draw(self, painter: QPainter) -> None:
        if self.bubble.isEmpty():
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for target in self.targets:
            for grow, alpha in ((10, 60), (6, 110), (3, 220)):
                painter.setPen(QPen(QColor(GLOW.red(), GLOW.green(), GLOW.blue(), alpha), self.glow_px))
                painter.drawRoundedRect(target.adjusted(-grow, -grow, grow, grow), 14, 14)
        box = self.bubble
        rounded(painter, box.translated(0, 5), 16, QColor(0, 0, 0, 70))
        rounded(painter, box, 16, PAPER, QPen(GLOW, 3))
        painter.setPen(self.heading_colour)
        painter.setFont(title_font(self.text_px * 1.4, italic=True))
        painter.drawText(box.adjusted(20, 10, -20, 0), Qt.AlignmentFlag.AlignTop, self.heading)
        painter.setPen(INK)
        painter.setFont(ui_font(self.text_px))
        painter.drawText(box.adjusted(20, 16 + self.text_px * 1.75, -20, -10),
                         Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.text)
