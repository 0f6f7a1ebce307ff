"""The seat's painting, large, and the symbols it shows with their scoring.

:class:`PaintingItem` composes the board and the three films, with the cards' titles on tags
along the frame under it (one lane per layer, so they never cover each other); :class:`SymbolsItem` lays the
symbols out as the rules see them: a row per layer (3 on top), hidden symbols greyed and struck,
the visible row below, then each kind's v × (p − n) and the total. While a card hovers over a
layer both show the painting as it would be, and the total shows the change.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from canvas_table.art import style
from canvas_table.i18n import _, is_rtl, isolate
from canvas_table.layers.ui.items import paint_painting, paint_symbol
from canvas_table.layers.ui.preview import Cell, PaintingView
from canvas_table.layers.ui.words import formula, kind_name, ltr, number, signed
from canvas_table.table.faces import FaceCache
from canvas_table.table.painted import INK, MUTED, TEXT, PaintedItem, mirrored, rounded, title_font, ui_font

GOLD = QColor(style.HIGHLIGHT)
GAIN = QColor("#8fd18a")
LOSS = QColor("#f08a74")
FRAME = QColor(12, 22, 18, 150)
TAG_PIXELS = 17  # the titles under the painting
TAG_MIN_PIXELS = 14  # a long title shrinks this far before it is shortened
TAG_PAD = 6.0


class PaintingItem(PaintedItem):
    """The large painting: a dark frame, the board and the three films (or the previewed ones)."""

    def __init__(self, faces: FaceCache, rect: QRectF, tags: Sequence[QRectF] = ()) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.faces = faces
        self.tags = [tag.translated(-rect.topLeft()) for tag in tags]  # layer 1 first
        self.titles: tuple[str, ...] = ()
        self._fitted: tuple[tuple[str, ...], list[tuple[int, str]]] = ((), [])  # titles, their tags' texts
        self.layers: tuple[int, ...] = ()
        self.caption = ""
        self.score_text = ""
        self.previewing = False
        self.clicked: Callable[[int], None] | None = None  # a click on the third of a layer (1..3)

    def show(self, layers: tuple[int, ...], caption: str, score_text: str, previewing: bool,
             titles: tuple[str, ...] = ()) -> None:
        """Show the painting of ``layers`` with a caption and its score above it and its cards'
        ``titles`` (layer 1 first) under it."""
        data = (layers, caption, score_text, previewing, titles)
        if data != (self.layers, self.caption, self.score_text, self.previewing, self.titles):
            self.layers, self.caption, self.score_text, self.previewing, self.titles = data
            self.update()

    def frame(self) -> QRectF:
        """The dark frame round the painting and the strip of its titles (item coordinates)."""
        bottom = max((tag.bottom() + 4 for tag in self.tags), default=self.rect.bottom())
        return QRectF(-10, -10, self.rect.width() + 20, bottom + 20)

    def boundingRect(self) -> QRectF:
        return self.frame().adjusted(-4, -42, 4, 4)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clicked is None or not self.rect.contains(event.pos()):
            event.ignore()
            return
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clicked is not None and self.rect.contains(event.pos()):
            third = int((event.pos().y() - self.rect.top()) / (self.rect.height() / 3))
            self.clicked(3 - min(2, max(0, third)))
        event.accept()

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        outer = self.frame()
        painter.fillRect(QRectF(outer.left(), outer.top(), outer.width(), 10), FRAME)
        painter.fillRect(QRectF(outer.left(), r.bottom(), outer.width(), outer.bottom() - r.bottom()), FRAME)
        painter.fillRect(QRectF(outer.left(), r.top(), 10, r.height()), FRAME)
        painter.fillRect(QRectF(r.right(), r.top(), 10, r.height()), FRAME)
        paint_painting(painter, r, self.faces, self.layers)
        self._titles(painter)
        if self.previewing:
            painter.setPen(QPen(GOLD, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(outer.adjusted(2, 2, -2, -2))
        width, left, top = r.width() + 16, r.left() - 8, r.top() - 52
        painter.setPen(TEXT)
        painter.setFont(title_font(30, italic=True))
        painter.drawText(mirrored(QRectF(0, 0, width, 40), width).translated(left, top),
                         Qt.AlignmentFlag.AlignVCenter, self.caption)
        gap = painter.fontMetrics().horizontalAdvance(self.caption) + 18
        painter.setPen(GOLD if self.previewing else MUTED)
        painter.setFont(ui_font(22, bold=True))
        painter.drawText(mirrored(QRectF(gap, 0, width - gap, 40), width).translated(left, top + 2),
                         Qt.AlignmentFlag.AlignVCenter, self.score_text)

    def tag_texts(self) -> list[tuple[int, str]]:
        """Each title as its tag shows it, (font pixels, text): a long title in a smaller size, and
        if that is not enough shortened with … (isolated, so that in right-to-left text the …
        stays at the title's own end). Worked out once per set of titles."""
        if self._fitted[0] == self.titles:
            return self._fitted[1]
        shown = []
        for tag, title in zip(self.tags, self.titles, strict=False):
            room = tag.width() - 2 * TAG_PAD
            pixels = TAG_PIXELS
            while pixels > TAG_MIN_PIXELS and tag_metrics(pixels).horizontalAdvance(title) > room:
                pixels -= 1
            text = tag_metrics(pixels).elidedText(title, Qt.TextElideMode.ElideRight, room)
            shown.append((pixels, isolate(text)))
        self._fitted = (self.titles, shown)
        return shown

    def _titles(self, painter: QPainter) -> None:
        """Each card's title on a paper tag in its layer's lane."""
        for tag, (pixels, text) in zip(self.tags, self.tag_texts(), strict=False):
            rounded(painter, tag, 5, QColor(style.PAPER), QPen(QColor(0, 0, 0, 60), 1))
            painter.setFont(title_font(pixels, italic=True))
            painter.setPen(INK)
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)


def tag_metrics(pixels: int) -> QFontMetricsF:
    """The metrics of the title tags' face at ``pixels``."""
    return QFontMetricsF(title_font(pixels, italic=True))


class SymbolsItem(PaintedItem):
    """The symbols of the painting by layer, what shows, and the scoring of each kind."""

    LABEL = 150.0  # the row labels' column
    COLUMN = 60.0  # one position
    ROW = 62.0  # one layer's row

    def __init__(self, faces: FaceCache, rect: QRectF) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.faces = faces
        self.view: PaintingView | None = None

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-18, -12, 18, 12)  # the panel's backdrop reaches out a little

    def show(self, view: PaintingView | None) -> None:
        """Show ``view`` (a preview when its ``before`` is set)."""
        if view != self.view:
            self.view = view
            self.update()

    def _cell(self, x: float, y: float, w: float, h: float) -> QRectF:
        return mirrored(QRectF(x, y, w, h), self.rect.width())

    def _place(self, position: int, y: float, inset: float, side: float) -> QRectF:
        """A symbol's square in the column of ``position``: the positions run left to right as on
        the cards in every language (the labels' column moves to the right in right-to-left)."""
        left = self.rect.width() - self.LABEL - 5 * self.COLUMN if is_rtl() else self.LABEL
        return QRectF(left + position * self.COLUMN + inset, y, side, side)

    def draw(self, painter: QPainter) -> None:
        v = self.view
        if v is None:
            return
        width = self.rect.width()
        rounded(painter, self.rect.adjusted(-16, -10, 16, 10), 16, QColor(10, 20, 16, 96))
        painter.setPen(TEXT)
        painter.setFont(title_font(30))
        heading = _("What your painting shows") if v.before is None else _("If you lay it there")
        painter.drawText(self._cell(0, 0, width, 44), Qt.AlignmentFlag.AlignVCenter, heading)
        y = self._grid(painter, v, 54)
        y = self._lines(painter, v, y + 16)
        self._total(painter, v, y + 10)
        painter.setPen(MUTED)
        painter.setFont(ui_font(17))
        painter.drawText(self._cell(8, self.rect.height() - 96, width - 16, 92),
                         Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap,
                         _("A symbol shows unless a higher layer has a symbol in the same place. "
                           "Each kind scores v × (p − n): v symbols showing, p of them plain, "
                           "n with a minus mark."))

    # -- the grid -----------------------------------------------------------------------------

    def _grid(self, painter: QPainter, v: PaintingView, top: float) -> float:
        labels = (_("Layer 3 · top"), _("Layer 2"), _("Layer 1 · bottom"))
        y = top
        for row, layer in enumerate((3, 2, 1)):
            cells = v.grid[layer - 1] if layer - 1 < len(v.grid) else ()
            band = self._cell(0, y, self.rect.width(), self.ROW - 4)
            if v.changed == layer:
                rounded(painter, band, 10, QColor(242, 200, 112, 60), QPen(GOLD, 1.5))
            elif row % 2 == 0:
                rounded(painter, band, 10, QColor(255, 255, 255, 14))
            painter.setPen(GOLD if v.changed == layer else MUTED)
            painter.setFont(ui_font(17, bold=v.changed == layer))
            painter.drawText(self._cell(10, y, self.LABEL - 10, self.ROW - 4),
                             Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, labels[row])
            for q, cell in enumerate(cells):
                if cell is not None:
                    self._symbol(painter, cell, self._place(q, y + 5, 8, 44))
            y += self.ROW
        painter.setPen(QPen(QColor(239, 230, 207, 90), 1.5))
        painter.drawLine(QPointF(0, y + 2), QPointF(self.rect.width(), y + 2))
        y += 8
        painter.setPen(TEXT)
        painter.setFont(ui_font(17, bold=True))
        painter.drawText(self._cell(10, y, self.LABEL - 10, 76),
                         Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, _("Visible"))
        for q, cell in enumerate(v.visible):
            box = self._place(q, y + 6, 2, 56)
            if cell is None:
                painter.setPen(QPen(QColor(239, 230, 207, 60), 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(box.adjusted(8, 8, -8, -8))
            else:
                paint_symbol(painter, box, self.faces, cell.kind, cell.negative)
        return y + 76

    def _symbol(self, painter: QPainter, cell: Cell, box: QRectF) -> None:
        if cell.visible:
            paint_symbol(painter, box, self.faces, cell.kind, cell.negative)
            return
        paint_symbol(painter, box, self.faces, cell.kind, cell.negative, opacity=0.3)
        painter.setPen(QPen(QColor(20, 26, 22, 200), 3.5))
        painter.drawLine(box.bottomLeft() + QPointF(6, -6), box.topRight() + QPointF(-6, 6))

    # -- the scoring ----------------------------------------------------------------------------

    def _lines(self, painter: QPainter, v: PaintingView, top: float) -> float:
        y = top
        right = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
        for line in v.kinds:
            paint_symbol(painter, self._cell(8, y + 2, 36, 36), self.faces, line.kind, line.negative > 0
                         and line.positive == 0)
            painter.setPen(TEXT)
            painter.setFont(ui_font(20))
            painter.drawText(self._cell(56, y, 150, 40), Qt.AlignmentFlag.AlignVCenter, kind_name(line.kind))
            painter.setPen(MUTED)
            painter.setFont(ui_font(19))
            painter.drawText(self._cell(190, y, 150, 40), Qt.AlignmentFlag.AlignVCenter,
                             formula(line.visible, line.positive, line.negative))
            painter.setPen(LOSS if line.score < 0 else TEXT)
            painter.setFont(ui_font(21, bold=True))
            painter.drawText(self._cell(330, y, self.rect.width() - 340, 40), right,
                             _("= {n}").format(n=number(line.score)))
            y += 42
        return y

    def _total(self, painter: QPainter, v: PaintingView, y: float) -> None:
        width = self.rect.width()
        painter.setPen(QPen(QColor(239, 230, 207, 90), 1.5))
        painter.drawLine(QPointF(0, y), QPointF(width, y))
        painter.setPen(TEXT)
        painter.setFont(ui_font(22, bold=True))
        painter.drawText(self._cell(8, y + 8, 220, 56), Qt.AlignmentFlag.AlignVCenter, _("Painting score"))
        right = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
        delta = v.delta
        if delta is None:
            painter.setFont(ui_font(40, bold=True))
            painter.drawText(self._cell(220, y + 4, width - 228, 64), right, number(v.score))
            return
        chip = self._cell(width - 104, y + 14, 96, 44)
        colour = GAIN if delta > 0 else (LOSS if delta < 0 else MUTED)
        rounded(painter, chip, 22, colour)
        painter.setPen(INK)
        painter.setFont(ui_font(24, bold=True))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, signed(delta))
        painter.setPen(GOLD)
        painter.setFont(ui_font(34, bold=True))
        painter.drawText(self._cell(200, y + 4, width - 320, 64), right,
                         ltr(_("{before} → {after}").format(before=number(v.before), after=number(v.score))))

