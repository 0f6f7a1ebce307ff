"""Table pieces every game uses: a pile (card backs with a count), a button and a toast."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from canvas_table.art import style
from canvas_table.i18n import _, digits, isolate
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.painted import INK, MUTED, TEXT, PaintedItem, rounded, ui_font


class PileItem(PaintedItem):
    """A face-down pile: card backs stacked by how many are left, the count and a detail line."""

    def __init__(self, faces: FaceCache, size: QSizeF, label: str) -> None:
        super().__init__(size)
        self.faces = faces
        self.label = label
        self.count = 0
        self.detail = ""

    def set_count(self, count: int, detail: str = "") -> None:
        """Show ``count`` cards (and a detail line)."""
        if (count, detail) != (self.count, self.detail):
            self.count, self.detail = count, detail
            self.update()

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        depth = min(6, (self.count + 9) // 10)
        for i in range(depth, -1, -1):
            card = r.translated(i * 2.0, -i * 2.0)
            if self.count == 0 and i == 0:
                painter.setPen(QPen(MUTED, 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(card, 8, 8)
                continue
            draw_face(painter, card, self.faces, "back")
        painter.setPen(TEXT)
        painter.setFont(ui_font(15, bold=True))
        painter.drawText(QRectF(r.left(), r.bottom() + 4, r.width(), 22),
                         Qt.AlignmentFlag.AlignHCenter,
                         _("{label}: {count}").format(label=self.label, count=isolate(digits(self.count))))
        if self.detail:
            painter.setFont(ui_font(13))
            painter.drawText(QRectF(r.left() - 10, r.bottom() + 24, r.width() + 20, 20),
                             Qt.AlignmentFlag.AlignHCenter, self.detail)


class ButtonItem(PaintedItem):
    """A table button: a rounded label that calls ``on_click`` when enabled."""

    def __init__(self, text: str, size: QSizeF, on_click: Callable[[], None],
                 primary: bool = False) -> None:
        super().__init__(size)
        self.text = text
        self.on_click = on_click
        self.primary = primary
        self.enabled = True
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_enabled(self, enabled: bool) -> None:
        """Enable or grey out the button."""
        if enabled != self.enabled:
            self.enabled = enabled
            self.update()

    def draw(self, painter: QPainter) -> None:
        fill = QColor(style.HIGHLIGHT) if self.primary else QColor(255, 255, 255, 40)
        if not self.enabled:
            fill = QColor(255, 255, 255, 22)
        rounded(painter, self.rect, self.rect.height() / 2, fill,
                QPen(QColor(255, 255, 255, 90), 1.2))
        painter.setPen(INK if self.primary and self.enabled else (TEXT if self.enabled else MUTED))
        painter.setFont(ui_font(19, bold=True))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.enabled and self.rect.contains(event.pos()):
            self.on_click()
        event.accept()


def sentence(text: str) -> str:
    """``text`` as a sentence: its first letter capitalised (a no-op in Persian, which shows its
    own digits instead: the numbers a message carries were formatted before it was translated)."""
    return digits(text[:1].upper() + text[1:])


class ToastItem(PaintedItem):
    """A pill of text near the bottom of the table that fades after a few seconds.

    ``text`` is the message as given (the rules' and controllers' reasons start lower case);
    it is shown as a sentence. A long message wraps to two lines, growing the pill upwards
    from the bottom of its place, and the font shrinks when two lines are not enough.
    """

    PAD_X, PAD_Y = 28.0, 8.0
    FONT = 20.0
    MIN_FONT = 12.0
    MAX_LINES = 2

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.setZValue(2000)
        self.place = QRectF(rect)  # the one-line pill's place; the bottom stays put
        self.text = ""
        self._font = ui_font(self.FONT, bold=True)
        self._timer = QTimer(self)  # owned by the item: it dies with it
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        self.setVisible(False)

    def set_place(self, rect: QRectF) -> None:
        """Move the one-line pill's place to ``rect`` (the table was laid out anew)."""
        self.place = QRectF(rect)
        self.prepareGeometryChange()
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self._fit()

    @property
    def shown(self) -> str:
        """The text as the toast shows it."""
        return sentence(self.text)

    def say(self, text: str, seconds: float = 3.5) -> None:
        """Show ``text`` for ``seconds``."""
        self.text = text
        self._fit()
        self.setVisible(bool(text))
        self.update()
        self._timer.start(round(seconds * 1000))

    def clear(self) -> None:
        """Hide the toast."""
        self.text = ""
        self.setVisible(False)

    def text_rect(self) -> QRectF:
        """Where the text goes inside the pill (in item coordinates)."""
        return self.pill().adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)

    def pill(self) -> QRectF:
        """The pill's rectangle (in item coordinates), as wide as the text needs."""
        metrics = QFontMetricsF(self._font)
        width = metrics.boundingRect(QRectF(0, 0, self.place.width() - 2 * self.PAD_X, 1e4),
                                     self._flags(), self.shown).width()
        width = min(self.rect.width(), width + 2 * self.PAD_X + 2)
        return QRectF(self.rect.center().x() - width / 2, 0, width, self.rect.height())

    @staticmethod
    def _flags() -> int:
        return int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)

    def _fit(self) -> None:
        """Choose the font and the pill's height so that the whole text shows."""
        inner = self.place.width() - 2 * self.PAD_X
        size = self.FONT
        while True:
            font = ui_font(size, bold=True)
            metrics = QFontMetricsF(font)
            needed = metrics.boundingRect(QRectF(0, 0, inner, 1e4), self._flags(), self.shown)
            lines = round(needed.height() / metrics.lineSpacing())
            if (lines <= self.MAX_LINES and needed.width() <= inner) or size <= self.MIN_FONT:
                break
            size -= 1
        self._font = font
        height = max(self.place.height(), needed.height() + 2 * self.PAD_Y)
        if height != self.rect.height():
            self.prepareGeometryChange()
            self.rect = QRectF(0, 0, self.place.width(), height)
            self.setPos(self.place.left(), self.place.bottom() - height)

    def draw(self, painter: QPainter) -> None:
        if not self.text:
            return
        pill = self.pill()
        radius = min(pill.height() / 2, self.place.height() / 2)
        rounded(painter, pill, radius, QColor(16, 24, 20, 225))
        painter.setPen(TEXT)
        painter.setFont(self._font)
        painter.drawText(self.text_rect(), self._flags(), self.shown)
