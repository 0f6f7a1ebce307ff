"""A card's close-up: what it shows (:class:`CloseUp`, from a game's kit) and how it is painted.

A dark veil over the table, the card large (about two thirds of the viewport's height) beside a
panel of its title, a paragraph and its icons with their names. The card's faces are drawn at the
exact device size, so they stay sharp at any pixel ratio. In a right-to-left language the card
stands on the right and the panel reads from the right. :mod:`canvas_table.table.closeup_overlay`
opens and closes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from canvas_table.art import style
from canvas_table.i18n import _, is_rtl
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.painted import MUTED, TEXT, rounded, title_font, ui_font


@dataclass(frozen=True)
class CloseUpIcon:
    """One icon or symbol of a card: its picture (a face key), its name, and a colour behind it."""

    face: str
    name: str
    chip: str | None = None  # e.g. the colour of the swatch the icon sits in


@dataclass(frozen=True)
class CloseUp:
    """What a card's close-up shows.

    The card is ``faces`` drawn one over the other (a see-through film over its ground), over
    ``ground`` if given, or, for a card drawn by the game rather than from art, ``paint`` into
    the card's rectangle. ``kind`` says what the card is ("Art card"), ``text`` is a paragraph
    (a scoring card's rule).
    """

    title: str
    kind: str = ""
    faces: tuple[str, ...] = ()
    ground: str | None = None
    paint: Callable[[QPainter, QRectF], None] | None = None
    text: str = ""
    icons: tuple[CloseUpIcon, ...] = ()
    aspect: float = 5 / 7  # the card's width over its height

    def names(self) -> str:
        """The icons' names in one line (what a screen reader says after the title)."""
        return ", ".join(icon.name for icon in self.icons)


VEIL = QColor(9, 15, 12, 222)
PLATE = QColor(17, 27, 22, 242)
CARD_SHARE = 0.68  # of the viewport's height
CORNER = 0.036  # of the card's width, as the table's faces


@dataclass(frozen=True)
class CloseUpLayout:
    """Where the parts of a close-up go in a viewport (in its pixels)."""

    card: QRectF
    panel: QRectF
    scale: float  # text size relative to a viewport 820 pixels tall


def layout(view: QRectF, aspect: float, rtl: bool) -> CloseUpLayout:
    """The card and the panel, side by side and centred in ``view``; mirrored when ``rtl``."""
    scale = min(1.6, max(0.72, view.height() / 820))
    gap = 56 * scale
    panel_w = min(max(view.width() * 0.3, 300 * scale), 470 * scale)
    card_h = view.height() * CARD_SHARE
    card_w = card_h * aspect
    room = view.width() * 0.94 - gap - panel_w
    if card_w > room:
        card_w, card_h = room, room / aspect
    left = view.left() + (view.width() - (card_w + gap + panel_w)) / 2
    top = view.top() + (view.height() - card_h) / 2
    card_x, panel_x = (left + panel_w + gap, left) if rtl else (left, left + card_w + gap)
    return CloseUpLayout(QRectF(card_x, top, card_w, card_h), QRectF(panel_x, top, panel_w, card_h), scale)


def paint_closeup(painter: QPainter, view: QRectF, closeup: CloseUp, faces: FaceCache) -> None:
    """Paint ``closeup`` over the whole of ``view``."""
    rtl = is_rtl()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setLayoutDirection(Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
    painter.fillRect(view, VEIL)
    place = layout(view, closeup.aspect, rtl)
    _paint_card(painter, place.card, closeup, faces)
    _paint_panel(painter, place, closeup, faces, rtl)


def _paint_card(painter: QPainter, rect: QRectF, closeup: CloseUp, faces: FaceCache) -> None:
    radius = CORNER * rect.width()
    painter.setPen(Qt.PenStyle.NoPen)
    for k in range(6, 0, -1):  # a soft shadow, lower than the card
        grow = k * rect.width() * 0.012
        painter.setBrush(QColor(0, 0, 0, 22))
        painter.drawRoundedRect(rect.adjusted(-grow, -grow + grow * 0.8, grow, grow * 1.8),
                                radius + grow, radius + grow)
    if closeup.ground is not None:
        rounded(painter, rect, radius, QColor(closeup.ground))
    for face in closeup.faces:
        draw_face(painter, rect, faces, face)
    if closeup.paint is not None:
        painter.save()
        closeup.paint(painter, rect)
        painter.restore()
    edge = QColor(style.CARD_EDGE)
    edge.setAlpha(150)
    painter.setPen(QPen(edge, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, radius, radius)


def _text_height(font: QFont, width: float, text: str) -> float:
    flags = int(Qt.TextFlag.TextWordWrap)
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e5), flags, text).height()


def _paint_panel(painter: QPainter, place: CloseUpLayout, closeup: CloseUp, faces: FaceCache,
                 rtl: bool) -> None:
    s, panel = place.scale, place.panel
    plate = panel.adjusted(-28 * s, 0, 28 * s, 0)  # a quiet plate, so no table shows behind the words
    edge = QColor(style.HIGHLIGHT)
    edge.setAlpha(55)
    rounded(painter, plate, 16 * s, PLATE, QPen(edge, 1))
    panel = panel.adjusted(0, 26 * s, 0, -22 * s)
    lead = Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft
    wrap = lead | Qt.AlignmentFlag.AlignAbsolute | Qt.TextFlag.TextWordWrap
    kind_font, title_face = ui_font(15 * s, bold=True), title_font(48 * s)
    if not rtl:  # small capitals, spaced; Persian letters join and are never spaced apart
        kind_font.setCapitalization(QFont.Capitalization.AllUppercase)
        kind_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
    text_font, name_font, hint_font = ui_font(20 * s), ui_font(21 * s), ui_font(14 * s)
    width = panel.width()
    row, pic = 54 * s, 42 * s
    kind_h = _text_height(kind_font, width, closeup.kind) + 6 * s if closeup.kind else 0.0
    title_h = _text_height(title_face, width, closeup.title)
    text_h = _text_height(text_font, width, closeup.text) + 18 * s if closeup.text else 0.0
    icons_h = 22 * s + row * len(closeup.icons) if closeup.icons else 0.0
    hint = _("Space, Esc or a click closes the close-up")
    hint_h = _text_height(hint_font, width, hint)
    content = kind_h + title_h + 26 * s + text_h + icons_h
    y = panel.top() + max(0.0, (panel.height() - hint_h - 20 * s - content) / 2)
    if closeup.kind:
        painter.setFont(kind_font)
        painter.setPen(QColor(style.HIGHLIGHT))
        painter.drawText(QRectF(panel.left(), y, width, kind_h), wrap, closeup.kind)
        y += kind_h
    painter.setFont(title_face)
    painter.setPen(TEXT)
    painter.drawText(QRectF(panel.left(), y, width, title_h), wrap, closeup.title)
    y += title_h + 10 * s
    rule = QColor(style.HIGHLIGHT)
    rule.setAlpha(170)
    line_w = 72 * s
    line_x = panel.right() - line_w if rtl else panel.left()
    painter.fillRect(QRectF(line_x, y, line_w, max(1.0, 2 * s)), rule)
    y += 16 * s
    if closeup.text:
        painter.setFont(text_font)
        painter.setPen(TEXT)
        painter.drawText(QRectF(panel.left(), y, width, text_h), wrap, closeup.text)
        y += text_h
    if closeup.icons:
        y += 6 * s
        painter.setFont(name_font)
        for icon in closeup.icons:
            _paint_icon_row(painter, QRectF(panel.left(), y, width, row), pic, icon, faces, rtl, s)
            y += row
    painter.setFont(hint_font)
    painter.setPen(MUTED)
    painter.drawText(QRectF(panel.left(), panel.bottom() - hint_h, width, hint_h), wrap, hint)


def _paint_icon_row(painter: QPainter, row: QRectF, pic: float, icon, faces: FaceCache, rtl: bool,
                    s: float) -> None:
    """An icon's picture (on its chip) and its name, in one row of the panel."""
    top = row.top() + (row.height() - pic) / 2
    box = QRectF(row.right() - pic if rtl else row.left(), top, pic, pic)
    if icon.chip is not None:
        rounded(painter, box, 8 * s, QColor(icon.chip), QPen(QColor(255, 255, 255, 70), 1))
        inner = box.adjusted(pic * 0.1, pic * 0.1, -pic * 0.1, -pic * 0.1)
    else:
        inner = box
    draw_face(painter, inner, faces, icon.face)
    gap = pic + 16 * s
    text = row.adjusted(0, 0, -gap, 0) if rtl else row.adjusted(gap, 0, 0, 0)
    align = (Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft) | \
        Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
    painter.setPen(TEXT)
    painter.drawText(text, align, icon.name)
