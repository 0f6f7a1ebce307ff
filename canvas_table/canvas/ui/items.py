"""Canvas's own pieces on the table: scoring cards, dispenser, sleeves, seat panels, buttons.

Each item paints from plain data the board gives it; none of them reads or changes the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from canvas_table.art import style
from canvas_table.canvas.art.composite import compose_painting
from canvas_table.canvas.cards import SLOT_COLOURS, ScoringCard
from canvas_table.canvas.ui.words import colour_name, scoring_text, scoring_title
from canvas_table.i18n import _
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.painted import (
    INK,
    MUTED,
    PAPER,
    TEXT,
    PaintedItem,
    mirrored,
    rounded,
    title_font,
    ui_font,
)


def paint_painting(painter: QPainter, rect: QRectF, faces: FaceCache, background: int | None,
                   layers: Sequence[int]) -> None:
    """Compose a painting into ``rect`` (:func:`~canvas_table.canvas.art.composite.compose_painting`)."""
    compose_painting(background, layers, lambda face: draw_face(painter, rect, faces, face))


def render_painting(faces: FaceCache, layers: Sequence[int], background: int | None,
                    width: int) -> QImage:
    """A composed painting as an image ``width`` pixels wide (for export and comparisons)."""
    height = round(width * 7 / 5)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    paint_painting(painter, QRectF(0, 0, width, height), faces, background, layers)
    painter.end()
    return image


class ScoringCardItem(PaintedItem):
    """A scoring card on its coloured slot: title, rule, and the points table."""

    def __init__(self, slot: int, card: ScoringCard | None, size: QSizeF) -> None:
        super().__init__(size)
        self.slot = slot
        self.card = card
        colour = SLOT_COLOURS[slot]
        self.colour = QColor(style.RIBBON_COLOURS[colour])
        self.setToolTip(_("{card} ({colour} ribbons): {rule}").format(
            card=scoring_title(card), colour=colour_name(colour), rule=scoring_text(card))
            if card else _("empty slot"))
        self.setAcceptHoverEvents(True)

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        band = QColor(self.colour)
        band.setAlpha(90)
        rounded(painter, r.adjusted(-6, -6, 6, 6), 14, band)
        if self.card is None:
            painter.setPen(QPen(MUTED, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 10, 10)
            return
        rounded(painter, r, 10, PAPER)
        rounded(painter, QRectF(r.left(), r.top(), r.width(), 34), 10, self.colour)
        painter.fillRect(QRectF(r.left(), r.top() + 22, r.width(), 12), self.colour)
        painter.setPen(QColor("#fffaf0"))
        painter.setFont(title_font(21))
        painter.drawText(QRectF(r.left(), r.top() + 2, r.width(), 32), Qt.AlignmentFlag.AlignCenter,
                         scoring_title(self.card))
        painter.setPen(INK)
        painter.setFont(ui_font(12.5))
        painter.drawText(r.adjusted(10, 42, -10, -70),
                         Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, scoring_text(self.card))
        self._draw_table(painter, QRectF(r.left() + 8, r.bottom() - 62, r.width() - 16, 54))

    def _draw_table(self, painter: QPainter, box: QRectF) -> None:
        points = self.card.points if self.card else ()
        cell = box.width() / max(1, len(points))
        for i, value in enumerate(points):
            cell_rect = QRectF(box.left() + i * cell + 2, box.top(), cell - 4, box.height())
            tint = QColor(self.colour)
            tint.setAlpha(40 + 40 * i)
            rounded(painter, cell_rect, 6, tint)
            painter.setPen(INK)
            painter.setFont(ui_font(11))
            painter.drawText(cell_rect.adjusted(0, 3, 0, 0), Qt.AlignmentFlag.AlignHCenter,
                             _("{n}×").format(n=i + 1))
            painter.setFont(ui_font(20, bold=True))
            painter.drawText(cell_rect.adjusted(0, 16, 0, 0), Qt.AlignmentFlag.AlignHCenter,
                             str(value))


class SleeveItem(PaintedItem):
    """One of a seat's three sleeves: its background, or the finished painting in it."""

    def __init__(self, faces: FaceCache, size: QSizeF) -> None:
        super().__init__(size)
        self.faces = faces
        self.background: int | None = None
        self.layers: tuple[int, ...] = ()
        self.selected = False
        self.caption = ""
        self.on_click: Callable[[], None] | None = None  # a click chooses this sleeve

    def mousePressEvent(self, event) -> None:
        if self.on_click is None or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.on_click is not None and self.rect.contains(event.pos()):
            self.on_click()
        event.accept()

    def show(self, background: int | None, layers: Sequence[int], selected: bool,
             caption: str = "") -> None:
        """Show a background (with its painting's layers, if finished)."""
        data = (background, tuple(layers), selected, caption)
        if data != (self.background, self.layers, self.selected, self.caption):
            self.background, self.layers, self.selected, self.caption = data
            self.update()

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        paint_painting(painter, r, self.faces, self.background, self.layers)
        if not self.layers and self.background is not None:
            rounded(painter, r, 6, QColor(20, 30, 26, 70))  # an empty sleeve is dimmer
        pen = QPen(QColor(style.HIGHLIGHT), 4) if self.selected else QPen(QColor(255, 255, 255, 70), 1.5)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r, 6, 6)
        if self.caption:
            painter.setPen(TEXT)
            painter.setFont(title_font(max(10.0, r.width() * 0.11), italic=True))
            painter.drawText(QRectF(r.left() - 20, r.bottom() + 2, r.width() + 40, 40),
                             Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, self.caption)


def draw_ribbons(painter: QPainter, origin: QPointF, counts: Sequence[int], colours: Sequence[str],
                 size: float = 18) -> float:
    """Ribbon chips with counts in a row from ``origin``; returns the x after the last."""
    x = origin.x()
    for count, colour in zip(counts, colours, strict=True):
        chip = QRectF(x, origin.y(), size * 2.2, size)
        rounded(painter, chip, size / 2, QColor(style.RIBBON_COLOURS[colour]))
        painter.setPen(QColor("#fffaf0"))
        painter.setFont(ui_font(size * 0.72, bold=True))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, str(count))
        x += chip.width() + 6
    return x


class SeatPanelItem(PaintedItem):
    """Another seat's corner of the table: name, score, inspiration, ribbons, sleeves."""

    def __init__(self, faces: FaceCache, size: QSizeF) -> None:
        super().__init__(size)
        self.faces = faces
        self.content: dict = {}

    def show(self, data: dict) -> None:
        """Show a seat: keys name, score, inspiration, ribbons (5), active, kind, sleeves."""
        if data != self.content:
            self.content = data
            self.update()

    def draw(self, painter: QPainter) -> None:
        d = self.content
        if not d:
            return
        r = self.rect
        border = QPen(QColor(style.HIGHLIGHT), 3) if d["active"] else QPen(QColor(255, 255, 255, 40), 1)
        rounded(painter, r, 14, QColor(10, 20, 16, 110), border)
        painter.setPen(TEXT)
        painter.setFont(title_font(26))
        name = mirrored(QRectF(16, 8, 260, 36), r.width())
        painter.drawText(name, Qt.AlignmentFlag.AlignVCenter, d["name"])
        painter.setFont(ui_font(14))
        painter.setPen(MUTED)
        painter.drawText(QRectF(16, 8, r.width() - 32, 36),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         _("{kind}  ·  {score} pts  ·  {inspiration} inspiration").format(**d))
        for k, (background, layers) in enumerate(d["sleeves"]):
            rect = QRectF(14 + k * 62, 60, 54, 76)
            paint_painting(painter, rect, self.faces, background, layers)
            if not layers:
                painter.fillRect(rect, QColor(20, 30, 26, 110))
        draw_ribbons(painter, QPointF(214, 72), d["ribbons"], [*SLOT_COLOURS, "grey"], 20)
        if d["active"]:
            painter.setPen(QColor(style.HIGHLIGHT))
            painter.setFont(ui_font(15, bold=True))
            painter.drawText(QRectF(214, 100, 230, 30), Qt.AlignmentFlag.AlignLeft, d["status"])


def tokens_decoration(count: int):
    """A decoration that stacks ``count`` inspiration tokens on a market card."""
    if not count:
        return None

    def paint(painter: QPainter, rect: QRectF) -> None:
        for i in range(count):
            centre = QPointF(rect.left() + 26 + i * 10, rect.top() + 26 - i * 3)
            painter.setPen(QColor(120, 80, 20))
            painter.setBrush(QColor("#e9b949"))
            painter.drawEllipse(centre, 17, 17)
            painter.setBrush(QColor("#f6d77a"))
            painter.drawEllipse(centre, 10, 10)
        painter.setPen(QColor(style.INK))
        painter.setFont(ui_font(17, bold=True))
        painter.drawText(QRectF(rect.left() + 4, rect.top() + 44, 70, 26),
                         Qt.AlignmentFlag.AlignCenter, _("×{n}").format(n=count))

    return paint
