"""Layers pieces drawn from faces: a film card on a canvas backing, symbols, whole paintings.

A Layers card is a transparent film; on the dark mat it would hardly read, so a film on the
table lies on a faint copy of the painting board (:class:`FilmCard`). A painting is the board
with three films over it, composed with real alpha (:func:`paint_painting`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from canvas_table.art import style
from canvas_table.art.motif_families import FAMILY_OF
from canvas_table.layers.cards import LayersCard
from canvas_table.layers.ui.faces import symbol_face
from canvas_table.layers.ui.names import card_name
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.items import CardItem, Zone
from canvas_table.table.name_tag import NameTag
from canvas_table.table.painted import PaintedItem, mirrored, rounded, ui_font
from canvas_table.table.theme import THEME

BOARD = "lboard"
BACK = "back"


#: The tag's lane for each depth of picture, as the card art had them: far things at the left, the
#: middle distance in the centre, near things at the right.
LANE = {"far": "left", "middle": "centre", "near": "right"}


def name_tag(card: LayersCard) -> NameTag:
    """A Layers card's name tag, in its family's lane."""
    return NameTag(card_name(card), LANE[FAMILY_OF[card.motif]])


def film_face(card: int) -> str:
    """The face key of card ``card``'s film."""
    return f"layers:{card}"


class FilmCard(CardItem):
    """A card on the table; face up, its film lies on a faint canvas so that it reads."""

    def __init__(self, card: int, size: QSizeF, faces: FaceCache) -> None:
        super().__init__(str(card), BACK, size, faces)
        self.card = card
        self.backing = True

    @property
    def face_up(self) -> bool:
        """True when the film shows (not the back)."""
        return self.face != BACK

    def turn(self, face_up: bool) -> None:
        """Show the film or the back."""
        face = film_face(self.card) if face_up else BACK
        if face != self.face:
            self.face = face
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not (self.face_up and self.backing):
            super().paint(painter, option, widget)
            return
        rect = self.card_rect()
        radius = self.faces.corner_ratio * rect.width()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_shadow(painter, rect, radius)
        draw_face(painter, rect, self.faces, BOARD)
        draw_face(painter, rect, self.faces, self.face)
        self.paint_name(painter, rect)
        if self.decorate is not None:
            self.decorate(painter, rect)
        ring = QColor(THEME.highlight) if self.highlighted else (
            QColor(THEME.focus) if self.focused else QColor(255, 255, 255, 60))
        painter.setPen(QPen(ring, 4 if self.focused else (3 if self.highlighted else 1.2)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        grow = 3 if (self.focused or self.highlighted) else 0
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)


def paint_symbol(painter: QPainter, rect: QRectF, faces: FaceCache, kind: str, negative: bool,
                 opacity: float = 1.0) -> None:
    """Symbol ``kind`` (with its minus mark if ``negative``) into ``rect``."""
    if opacity < 1.0:
        painter.save()
        painter.setOpacity(painter.opacity() * opacity)
        draw_face(painter, rect, faces, symbol_face(kind, negative))
        painter.restore()
    else:
        draw_face(painter, rect, faces, symbol_face(kind, negative))


def paint_painting(painter: QPainter, rect: QRectF, faces: FaceCache, layers: Sequence[int]) -> None:
    """A painting into ``rect``: the board, then each layer's film over it (bottom first)."""
    draw_face(painter, rect, faces, BOARD)
    for card in layers:
        draw_face(painter, rect, faces, film_face(card))


def render_painting(faces: FaceCache, layers: Sequence[int], width: int) -> QImage:
    """A painting as an image ``width`` pixels wide (5:7), for the end screen and exports."""
    height = round(width * 7 / 5)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    paint_painting(painter, QRectF(0, 0, width, height), faces, layers)
    painter.end()
    return image


class BandZone(Zone):
    """A third of the large painting as a drop target: invisible until a card may go there, then
    a gold outline with the layer's name on a dark pill (readable over any painting)."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.state == Zone.IDLE:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hover = self.state == Zone.HOVER
        gold = QColor(style.HIGHLIGHT)
        fill = QColor(gold)
        fill.setAlpha(46 if hover else 16)
        painter.setBrush(fill)
        line = Qt.PenStyle.SolidLine if hover else Qt.PenStyle.DashLine
        painter.setPen(QPen(gold, 4 if hover else 2, line))
        painter.drawRect(self.rect.adjusted(3, 3, -3, -3))
        if self.label:
            painter.setFont(ui_font(20, bold=True))
            width = painter.fontMetrics().horizontalAdvance(self.label) + 36
            corner = QRectF(self.rect.left() + 14, self.rect.top() + 14, width, 40)  # clear of the card
            pill = mirrored(corner, self.rect.width(), self.rect.left())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(16, 24, 20, 215 if hover else 170))
            painter.drawRoundedRect(pill, 20, 20)
            painter.setPen(gold if hover else QColor(style.TEXT_ON_MAT))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.label)


class CaptionItem(PaintedItem):
    """A line of text on the mat (a count, a label), centred in its rectangle; ``boxed``, on a dark
    rounded panel like the seats' (a note that stands alone)."""

    def __init__(self, rect: QRectF, pixels: float = 16, bold: bool = True, boxed: bool = False) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.text = ""
        self.pixels = pixels
        self.bold = bold
        self.boxed = boxed

    def set_text(self, text: str) -> None:
        """Show ``text``."""
        if text != self.text:
            self.text = text
            self.update()

    def draw(self, painter: QPainter) -> None:
        text = self.rect
        if self.boxed:
            rounded(painter, self.rect, 14, QColor(10, 20, 16, 120), QPen(QColor(255, 255, 255, 40), 1))
            text = self.rect.adjusted(18, 14, -18, -14)
        painter.setPen(QColor(style.TEXT_ON_MAT))
        painter.setFont(ui_font(self.pixels, bold=self.bold))
        painter.drawText(text, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
