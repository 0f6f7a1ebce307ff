"""A card's name on a small paper tag, drawn by Qt over the card in the active language.

The card art carries no names, so a painting composed of cards shows none and the name follows
the language. The tag sits just above the card's bottom strip, in a lane the game chooses (Canvas:
left words at the left, right words at the right; Layers: one lane per depth of picture), and its
text keeps one size on the table whatever the card's scale: :data:`TEXT_PX` scene units, which is
14 px on a 1366 x 768 screen where the 1920 x 1080 table is drawn at 0.71, and still 11.6 px when
the game log beside it leaves the table 1110 pixels (0.58). Cards drawn smaller
than :data:`SMALLEST_SCALE` (the thumbnails in the other seats' panels) carry no tag: a name could
not be read there.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from canvas_table.art import style
from canvas_table.i18n import is_rtl
from canvas_table.table.painted import INK, PAPER, title_font

LANES = ("left", "centre", "right")
TEXT_PX = 20.0
SMALLEST_SCALE = 0.5
MAX_LINES = 3
#: Where the tag's bottom edge sits, as a fraction of the card's height (just above the strip).
BOTTOM = (style.STRIP_TOP - 4) / style.CARD_HEIGHT
_MARGIN = 0.025  # of the card's width, between the tag and the card's edge
_PAD_X, _PAD_Y = 0.3, 0.1  # of the text size, inside the tag
_WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


@dataclass(frozen=True, slots=True)
class NameTag:
    """A name to show on a card, and the lane of its tag (one of :data:`LANES`)."""

    text: str
    lane: str = "left"

    def __post_init__(self) -> None:
        if self.lane not in LANES:
            raise ValueError(f"unknown tag lane {self.lane!r} (expected one of {', '.join(LANES)})")


def tag_rect(card: QRectF, tag: NameTag, scale: float) -> tuple[QRectF, float] | None:
    """The tag's rectangle on ``card`` (in the card's own units) and its text size, for a card
    drawn at ``scale``; None when the card is too small for a readable name."""
    if scale < SMALLEST_SCALE or not tag.text:
        return None
    px = TEXT_PX / scale
    margin = card.width() * _MARGIN
    room = card.width() - 2 * margin - 2 * _PAD_X * px
    metrics = QFontMetricsF(_font(px))
    text = metrics.boundingRect(QRectF(0, 0, room, metrics.height() * 10), _WRAP, tag.text)
    lines = max(1, round(text.height() / metrics.lineSpacing()))
    if lines > MAX_LINES:  # a very long name: smaller, down to three quarters of the size
        px *= max(0.75, (MAX_LINES / lines) ** 0.5)
        metrics = QFontMetricsF(_font(px))
        text = metrics.boundingRect(QRectF(0, 0, room, metrics.height() * 10), _WRAP, tag.text)
    width = min(text.width(), room) + 2 * _PAD_X * px
    height = min(text.height(), metrics.lineSpacing() * MAX_LINES) + 2 * _PAD_Y * px
    if tag.lane == "left":  # the art is not mirrored in right-to-left languages, nor are its lanes
        left = card.left() + margin
    elif tag.lane == "right":
        left = card.right() - margin - width
    else:
        left = card.center().x() - width / 2
    bottom = card.top() + card.height() * BOTTOM
    return QRectF(left, bottom - height, width, height), px


def paint_name_tag(painter: QPainter, card: QRectF, tag: NameTag, scale: float) -> None:
    """Draw ``tag`` on ``card`` for a card drawn at ``scale`` (nothing when it is too small)."""
    placed = tag_rect(card, tag, scale)
    if placed is None:
        return
    rect, px = placed
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    paper = QColor(PAPER)
    paper.setAlpha(240)
    painter.setPen(QPen(QColor(PAPER).darker(125), max(0.8, 1.0 / scale)))
    painter.setBrush(paper)
    radius = px * 0.3
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(INK)
    painter.setFont(_font(px))
    pad = _PAD_X * px - 0.5  # the text's measured width, and half a unit to spare
    painter.drawText(rect.adjusted(pad, 0, -pad, 0), _WRAP, tag.text)
    painter.restore()


def _font(px: float) -> QFont:
    """The title face, italic in the Latin scripts (the Persian face has no italic)."""
    return title_font(px, italic=not is_rtl())
