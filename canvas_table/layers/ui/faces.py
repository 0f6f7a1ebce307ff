"""Layers faces for the table: the films, the symbols, the painting board and the card back.

Face keys: ``layers:<id>`` (a transparent film), ``lsym:<kind>`` and ``lsym:<kind>_neg`` (a
symbol, the second with its minus mark), ``lboard`` (the opaque canvas the layers lie on) and
``back``. The PNGs come from the art folder (``layers/``, ``layers_symbols/``, ``layers_ui/``, each
with an ``@2x`` twin); until they are there the table paints plain faces: a pale film with its
title and its symbols as coloured discs with a letter (a minus mark on the negative ones).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen, QRadialGradient

from canvas_table.art import style
from canvas_table.layers.art.symbol_colours import SYMBOL_COLOURS
from canvas_table.table.png_faces import PngFaces

CARD_WIDTH = 500
SYMBOL_WIDTH = 64
#: A letter per kind for the plain symbols (a glyph, not a word: not translated).
LETTERS: dict[str, str] = {
    "red": "R", "blue": "B", "yellow": "Y", "green": "G", "purple": "P", "heart": "H",
    "star": "S", "butterfly": "Bu", "moon": "M", "leaf": "L", "eye": "E", "bird": "Bi",
}
#: Where a symbol's centre sits on a film, as fractions of its width and height, by position.
SYMBOL_Y = 656 / 700  # the middle of the bottom strip (612..700 of 700)
WASHES = ("#c8483a", "#3e6eb6", "#e8ba3c", "#569654", "#8056a0", "#d08a4a", "#4a9a9a")
SYMBOL_SIZE = 0.15  # the plain disc's diameter as a fraction of the film's width


def symbol_colours() -> dict[str, str]:
    """Each kind's colour, as the art draws it."""
    return SYMBOL_COLOURS


def symbol_face(kind: str, negative: bool) -> str:
    """The face key of a symbol."""
    return f"lsym:{kind}_neg" if negative else f"lsym:{kind}"


def symbol_x(position: int) -> float:
    """A symbol's centre along a film's width, as a fraction, for ``position`` 0..4."""
    return (position + 0.5) / 5


class LayersFaces(PngFaces):
    """A :class:`canvas_table.table.faces.FaceSource` for Layers."""

    def __init__(self, art_dir: Path | None, asynchronous: bool = False,
                 parent: QObject | None = None, deck: dict | None = None) -> None:
        super().__init__(art_dir, asynchronous, parent=parent)
        self._deck = deck

    @property
    def deck(self) -> dict:
        """The cards by id (the default deck unless one was given)."""
        if self._deck is None:
            from canvas_table.layers.cards import default_deck

            self._deck = dict(default_deck())
        return self._deck

    def path(self, face: str, large: bool) -> Path | None:
        """The PNG of ``face`` in the art folder."""
        if self.art_dir is None:
            return None
        kind, _, name = face.partition(":")
        x2 = "@2x" if large else ""
        if kind == "layers":
            return self.art_dir / f"layers{x2}" / f"{name}.png"
        if kind == "lsym":
            return self.art_dir / f"layers_symbols{x2}" / f"{name}.png"
        if face == "lboard":
            return self.art_dir / f"layers_ui{x2}" / "board.png"
        if face == "back":
            return self.art_dir / f"layers_ui{x2}" / "card_back.png"
        return None

    def base_width(self, face: str) -> int:
        """Symbols are 64 px wide at 1x; cards, board and back 500."""
        return SYMBOL_WIDTH if face.startswith("lsym:") else CARD_WIDTH

    # -- plain faces --------------------------------------------------------------------------

    def paint_fallback(self, face: str, painter: QPainter, rect: QRectF) -> None:
        """A plain film, symbol, board or back."""
        kind, _, name = face.partition(":")
        if kind == "layers":
            card = self.deck.get(int(name))
            if card is not None:
                paint_plain_film(painter, rect, card.id, card.symbols)
        elif kind == "lsym":
            base = name.removesuffix("_neg")
            paint_plain_symbol(painter, rect, base, name.endswith("_neg"))
        elif face == "lboard":
            paint_plain_board(painter, rect)
        else:
            paint_plain_back(painter, rect)


def paint_plain_symbol(painter: QPainter, rect: QRectF, kind: str, negative: bool) -> None:
    """A symbol as a disc of its colour with its letter; a negative one gets a minus badge."""
    side = min(rect.width(), rect.height())
    disc = QRectF(rect.center().x() - side * 0.44, rect.center().y() - side * 0.4, side * 0.84, side * 0.84)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(style.INK), max(1.0, side * 0.06)))
    painter.setBrush(QColor(symbol_colours().get(kind, "#888888")))
    painter.drawEllipse(disc)
    font = QFont(style.FONT_FAMILY_UI)
    font.setBold(True)
    letter = LETTERS.get(kind, "?")
    font.setPixelSize(max(4, round(side * (0.42 if len(letter) == 1 else 0.34))))
    painter.setFont(font)
    painter.setPen(QColor("#fffaf0"))
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, letter)
    if negative:
        centre = rect.center()
        pill = QRectF(centre.x() + side * 0.06, centre.y() - side * 0.5, side * 0.44, side * 0.26)
        painter.setPen(QPen(QColor("#fffaf0"), max(1.0, side * 0.04)))
        painter.setBrush(QColor("#7d2a1e"))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        bar = QRectF(pill.left() + pill.width() * 0.22, pill.center().y() - pill.height() * 0.13,
                     pill.width() * 0.56, pill.height() * 0.26)
        painter.fillRect(bar, QColor("#fffaf0"))
    painter.restore()


def paint_plain_film(painter: QPainter, rect: QRectF, card_id: int, symbols) -> None:
    """A plain see-through film: a soft wash of colour in one band of the picture (so that three
    films still layer visibly) and its symbols along the bottom edge (the table draws the name)."""
    w, h = rect.width(), rect.height()
    hue = WASHES[card_id % len(WASHES)]
    band = card_id % 3  # far, middle or near
    across = 0.3 + 0.4 * ((card_id * 7) % 5) / 4
    centre = QPointF(rect.left() + w * across, rect.top() + h * (0.22 + 0.24 * band))
    glow = QRadialGradient(centre, w * 0.42)
    colour = QColor(hue)
    colour.setAlpha(150)
    glow.setColorAt(0.0, colour)
    colour.setAlpha(0)
    glow.setColorAt(1.0, colour)
    painter.fillRect(rect, glow)
    size = w * SYMBOL_SIZE
    for symbol in symbols:
        centre = QPointF(rect.left() + w * symbol_x(symbol.position), rect.top() + h * SYMBOL_Y)
        paint_plain_symbol(painter, QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size),
                           symbol.kind, symbol.negative)


def paint_plain_board(painter: QPainter, rect: QRectF) -> None:
    """The plain painting board: warm primed canvas, lighter in the middle."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, QColor("#efe3c8"))
    gradient.setColorAt(0.5, QColor("#f7eedb"))
    gradient.setColorAt(1.0, QColor("#e6d6b5"))
    painter.fillRect(rect, gradient)


def paint_plain_back(painter: QPainter, rect: QRectF) -> None:
    """The plain card back: deep blue with three offset frames (three layers)."""
    painter.fillRect(rect, QColor(style.CARD_BACK))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    for k in range(3):
        inset = w * (0.16 + 0.07 * k)
        frame = rect.adjusted(inset - w * 0.05 * (1 - k), inset, -inset + w * 0.05 * (1 - k), -inset)
        painter.setPen(QPen(QColor(242, 200, 112, 90 + 50 * k), max(1.0, w * 0.012)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(frame, w * 0.03, w * 0.03)
    painter.restore()
