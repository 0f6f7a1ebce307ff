"""Canvas card faces for the table: PNGs from the art cache, or plain faces until it is ready.

Face keys: ``art:<id>``, ``bg:<id>``, ``back``, ``icon:<name>``, ``ui:<name>``. The loading (lazy,
1x or 2x, off the GUI thread when asynchronous) is :class:`~canvas_table.table.png_faces.PngFaces`';
this module says where each face's file is and paints the plain faces.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from canvas_table.art import style
from canvas_table.canvas.cards import SWATCH_COLOURS, CardSet, default_card_set
from canvas_table.table.png_faces import PngFaces

BASE_WIDTH = 500
ICON_WIDTH = 64
ICON_LETTERS = {"hue": "H", "shape": "S", "texture": "X", "tone": "T"}


class CanvasFaces(PngFaces):
    """A :class:`canvas_table.table.faces.FaceSource` for Canvas."""

    def __init__(self, art_dir: Path | None, cards: CardSet | None = None,
                 limit_mb: int = 96, asynchronous: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(art_dir, asynchronous=asynchronous, limit_mb=limit_mb, parent=parent)
        self._cards = cards

    @property
    def cards(self) -> CardSet:
        """The card set the plain faces are drawn from (read when first needed: not at start)."""
        if self._cards is None:
            self._cards = default_card_set()
        return self._cards

    def path(self, face: str, large: bool) -> Path | None:
        """The PNG of ``face``: ``art/``, ``backgrounds/``, ``icons/``, ``ui/`` (``@2x`` twins)."""
        if self.art_dir is None:
            return None
        kind, _, name = face.partition(":")
        suffix = "@2x" if large else ""
        folders = {"art": "art", "bg": "backgrounds", "icon": "icons", "ui": "ui"}
        if face == "back":
            return self.art_dir / f"ui{suffix}" / "card_back.png"
        if kind not in folders:
            return None
        return self.art_dir / f"{folders[kind]}{suffix}" / f"{name}.png"

    def base_width(self, face: str) -> int:
        """The 1x icons are 64 pixels wide; every other 1x face is drawn for a card 500 wide."""
        return ICON_WIDTH if face.startswith("icon:") else BASE_WIDTH

    # -- plain faces --------------------------------------------------------------------------

    def paint_fallback(self, face: str, painter: QPainter, rect: QRectF) -> None:
        """A clean plain face: pale film with icon chips (the table draws its name), or colour bands."""
        kind, _, name = face.partition(":")
        if kind == "art":
            self._plain_art(int(name), painter, rect)
        elif kind == "bg":
            self._plain_background(int(name), painter, rect)
        else:
            painter.fillRect(rect, QColor(style.CARD_BACK))

    def _plain_art(self, card_id: int, painter: QPainter, rect: QRectF) -> None:
        card = self.cards.art[card_id]
        painter.fillRect(rect, QColor(255, 255, 255, 46))
        w, h = rect.width(), rect.height()
        font = QFont(style.FONT_FAMILY_TITLE)
        strip_top = h * style.STRIP_TOP / style.CARD_HEIGHT
        chip_w = w / 5
        for i, icons in enumerate(card.swatches):
            if not icons:
                continue
            chip = QRectF(i * chip_w + 2, strip_top + 2, chip_w - 4, h - strip_top - 4)
            painter.setBrush(QColor(style.SWATCH_COLOURS[SWATCH_COLOURS[i]]))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(chip, 4, 4)
            painter.setPen(QPen(QColor(style.INK)))
            font.setPixelSize(max(5, int(chip.height() * 0.45)))
            painter.setFont(font)
            text = " ".join(
                ("+" + ICON_LETTERS[i[6:]]) if i.startswith("bonus_") else ICON_LETTERS[i]
                for i in icons
            )
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)

    def _plain_background(self, bg_id: int, painter: QPainter, rect: QRectF) -> None:
        background = self.cards.backgrounds[bg_id]
        painter.fillRect(rect, QColor(style.PAPER))
        band = rect.width() / 5
        for i, colour in enumerate(background.colours):
            tint = QColor(colour)
            tint.setAlpha(120)
            painter.fillRect(QRectF(rect.left() + i * band, rect.top(), band, rect.height()), tint)
