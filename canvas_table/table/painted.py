"""Items that paint themselves, and the fonts, colours and shapes they share, for every game's table.

Table text follows the person's system font size (:func:`text_scale`) and turns to the Persian face
in Persian; the colours and faces are the app's style (``art/style.py``, mirrored from
``assets/STYLE.md``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from canvas_table.art import style
from canvas_table.i18n import is_rtl

PAPER = QColor(style.PAPER)
INK = QColor(style.INK)
TEXT = QColor(style.TEXT_ON_MAT)
MUTED = QColor(style.TEXT_MUTED)


REFERENCE_POINTS = 10.0  # the usual desktop font size; larger system text makes table text larger


def text_scale() -> float:
    """How much larger than usual the person's system font is (kept within 0.85..1.35)."""
    app = QGuiApplication.instance()
    points = app.font().pointSizeF() if app is not None else REFERENCE_POINTS
    return min(1.35, max(0.85, points / REFERENCE_POINTS)) if points > 0 else 1.0


def font(family: str, pixels: float, bold: bool = False, italic: bool = False) -> QFont:
    """A font of ``pixels`` scene units at the usual system size (the Persian face for Persian)."""
    f = QFont(family)
    if is_rtl():
        f.setFamilies([style.FONT_FAMILY_PERSIAN, family])
    f.setPixelSize(max(1, round(pixels * text_scale())))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def ui_font(pixels: float, bold: bool = False) -> QFont:
    """The interface face (Lato; Noto Naskh Arabic for Persian)."""
    return font(style.FONT_FAMILY_UI, pixels, bold)


def title_font(pixels: float, italic: bool = False) -> QFont:
    """The title face (EB Garamond; Noto Naskh Arabic for Persian)."""
    return font(style.FONT_FAMILY_TITLE, pixels, italic=italic)


def device_scale(painter: QPainter) -> tuple[float, float]:
    """(scene-to-device scale, device pixel ratio) of the painter's target."""
    t = painter.deviceTransform()
    device = painter.device()
    return (t.m11() ** 2 + t.m12() ** 2) ** 0.5, device.devicePixelRatioF() if device else 1.0


def rounded(painter: QPainter, rect: QRectF, radius: float, fill: QColor,
            pen: QPen | None = None) -> None:
    """Fill a rounded rectangle (and outline it with ``pen``)."""
    painter.setPen(pen if pen is not None else Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)


def mirrored(rect: QRectF, width: float, left: float = 0.0) -> QRectF:
    """``rect`` inside a box from ``left``, ``width`` wide, flipped left-right in a right-to-left language.

    The painter already flips text alignment (AlignLeft reads as "leading"); rectangles placed
    side by side must be flipped by hand so that lines do not run into each other.
    """
    if not is_rtl():
        return rect
    return QRectF(2 * left + width - rect.right(), rect.top(), rect.width(), rect.height())


TextRow = tuple[str, QFont, QColor, QRectF, bool]  # text, font, colour, box, wrapped (else one line)


def draw_rows(painter: QPainter, width: float, rows: list[TextRow]) -> None:
    """Draw each row's text in its box (mirrored in a right-to-left language), a wrapped row from
    the box's top, a single line centred on its height."""
    wrap, line = Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, Qt.AlignmentFlag.AlignVCenter
    for text, font, colour, box, wrapped in rows:
        flags = wrap if wrapped else line
        painter.setPen(colour)
        painter.setFont(font)
        painter.drawText(mirrored(box, width), flags, text)


class PaintedItem(QGraphicsObject):
    """An item of a fixed rectangle that paints itself through ``draw``."""

    def __init__(self, size: QSizeF) -> None:
        super().__init__()
        self.rect = QRectF(QPointF(0, 0), size)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        """Paint the item in its own coordinates."""


class ContentItem(PaintedItem):
    """A painted item showing ``content``, a dict of words and figures (its keys are the
    subclass's); it is redrawn only when the content changes."""

    def __init__(self, size: QSizeF) -> None:
        super().__init__(size)
        self.content: dict[str, Any] = {}

    def show(self, content: dict[str, Any]) -> None:  # type: ignore[override]
        """Show ``content`` (the same content again redraws nothing)."""
        if content != self.content:
            self.content = content
            self.update()
