"""Canvas's own pieces on the table: scoring cards, dispenser, sleeves, seat panels, buttons.

Each item paints from plain data the board gives it; none of them reads or changes the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from canvas_table.art import style
from canvas_table.canvas.art.composite import compose_painting
from canvas_table.canvas.cards import SLOT_COLOURS, ArtCard, ScoringCard
from canvas_table.canvas.ui.layout import CARD, PanelGeometry
from canvas_table.canvas.ui.names import art_card_name
from canvas_table.canvas.ui.words import colour_name, number, scoring_text, scoring_title
from canvas_table.i18n import _, digits
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.name_tag import NameTag
from canvas_table.table.painted import (
    INK,
    MUTED,
    PAPER,
    TEXT,
    PaintedItem,
    rounded,
    title_font,
    ui_font,
)
from canvas_table.table.pieces import sentence


def name_tag(card: ArtCard) -> NameTag:
    """An art card's name tag: a left word at the card's left, a right word at its right (the
    sides its words take in a painting's title)."""
    return NameTag(art_card_name(card), "left" if card.side == "left" else "right")


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
        self.closeup_key = f"scoring:{slot}" if card else ""  # see canvas.ui.closeup
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
                             _("{n}×").format(n=number(i + 1)))
            painter.setFont(ui_font(20, bold=True))
            painter.drawText(cell_rect.adjusted(0, 16, 0, 0), Qt.AlignmentFlag.AlignHCenter,
                             digits(value))


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

    @property
    def closeup_key(self) -> str:
        """An empty sleeve offers its background's close-up, a full one its painting's."""
        if self.background is None:
            return ""
        return f"painting:{self.background}" if self.layers else f"bg:{self.background}"

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


def ribbon_chips(origin: QPointF, size: float = 18) -> list[QRectF]:
    """The five ribbon chips' rectangles in a row from ``origin``, left to right."""
    return [QRectF(origin.x() + k * (size * 2.2 + 6), origin.y(), size * 2.2, size) for k in range(5)]


def draw_ribbons(painter: QPainter, chips: Sequence[QRectF], counts: Sequence[int],
                 colours: Sequence[str]) -> None:
    """Ribbon chips with their counts (in the language's digits), one per rectangle."""
    for chip, count, colour in zip(chips, counts, colours, strict=True):
        rounded(painter, chip, chip.height() / 2, QColor(style.RIBBON_COLOURS[colour]))
        painter.setPen(QColor("#fffaf0"))
        painter.setFont(ui_font(chip.height() * 0.72, bold=True))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, digits(count))


class SeatPanelItem(PaintedItem):
    """Another seat's corner of the table: name, score, inspiration, ribbons, sleeves.

    Where each thing sits comes from the layout's :class:`PanelGeometry` (mirrored already in a
    right-to-left language); the mini hand cards are card items the board lays over the panel.
    """

    def __init__(self, faces: FaceCache, geometry: PanelGeometry) -> None:
        super().__init__(geometry.size)
        self.faces = faces
        self.geometry = geometry
        self.content: dict = {}

    def show(self, data: dict) -> None:
        """Show a seat: keys name, score, inspiration, ribbons (5), active, kind, sleeves."""
        if data != self.content:
            self.content = data
            self.update()

    def draw(self, painter: QPainter) -> None:
        d, g = self.content, self.geometry
        if not d:
            return
        r = self.rect
        border = QPen(QColor(style.HIGHLIGHT), 3) if d["active"] else QPen(QColor(255, 255, 255, 40), 1)
        rounded(painter, r, 14, QColor(10, 20, 16, 110), border)
        painter.setPen(TEXT)
        painter.setFont(title_font(30 if g.stacked else 26))
        painter.drawText(g.name, Qt.AlignmentFlag.AlignVCenter, d["name"])
        painter.setFont(ui_font(15 if g.stacked else 14))
        painter.setPen(MUTED)
        info = _("{kind}  ·  {score} pts  ·  {inspiration} inspiration").format(
            kind=sentence(d["kind"]), score=number(d["score"]), inspiration=number(d["inspiration"]))
        side = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap if g.stacked else \
            Qt.AlignmentFlag.AlignRight
        painter.drawText(g.info, Qt.AlignmentFlag.AlignVCenter | side, info)
        painter.setPen(QPen(QColor(255, 255, 255, 34), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for corner in g.hand:  # the hand's places: the mini cards lie on them
            painter.drawRoundedRect(QRectF(corner, CARD * g.scale), 6, 6)
        for rect, (background, layers) in zip(g.sleeves, d["sleeves"], strict=False):
            paint_painting(painter, rect, self.faces, background, layers)
            if not layers:
                painter.fillRect(rect, QColor(20, 30, 26, 110))
        draw_ribbons(painter, g.chips, d["ribbons"], [*SLOT_COLOURS, "grey"])
        if d["active"]:
            painter.setPen(QColor(style.HIGHLIGHT))
            painter.setFont(ui_font(15, bold=True))
            painter.drawText(g.status, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             sentence(d["status"]))


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
                         Qt.AlignmentFlag.AlignCenter, _("×{n}").format(n=number(count)))

    return paint
