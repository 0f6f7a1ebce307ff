"""The large preview: the painting being arranged, what shows in each swatch, and its ribbons."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from canvas_table.art import style
from canvas_table.canvas.cards import SLOT_COLOURS, SWATCH_COLOURS
from canvas_table.canvas.gain import GREY_POINTS, gain_tables, painting_gain, slot_cards
from canvas_table.canvas.state import CanvasState
from canvas_table.canvas.ui.faces import ICON_LETTERS
from canvas_table.canvas.ui.items import paint_painting
from canvas_table.canvas.ui.names import painting_title
from canvas_table.canvas.ui.words import number, ribbons_text, scoring_title
from canvas_table.i18n import _, is_rtl, isolate
from canvas_table.table.faces import FaceCache
from canvas_table.table.painted import (
    INK,
    MUTED,
    TEXT,
    PaintedItem,
    device_scale,
    mirrored,
    rounded,
    title_font,
    ui_font,
)

INFO_WIDTH = 510  # the width of the easel's ribbon lines


@dataclass(frozen=True)
class PreviewData:
    """Everything the preview shows, computed by :func:`preview_data` from the engine."""

    layers: tuple[int, ...]
    background: int | None
    title: str
    swatches: tuple[tuple[str, ...], ...]
    lines: tuple[tuple[str, str, int, int], ...]  # (colour, card title, ribbons, points added)
    grey: int
    total: int
    note: str


def preview_data(state: CanvasState, seat: int, layers: list[int], background: int | None,
                 note: str = "") -> PreviewData:
    """What the painting of ``layers`` over ``background`` would show and earn ``seat``."""
    judge = state.judge
    cards = slot_cards(state.setup)
    lines = []
    grey = total = 0
    swatches: tuple[tuple[str, ...], ...] = ((),) * 5
    title = ""
    tables = gain_tables(cards, state.seats[seat].ribbons)
    verdict = judge.score(layers) if layers else None
    if verdict is not None:
        swatches = judge.visible(layers)
        title = painting_title(state.setup.cards, layers) if len(layers) == 3 else ""
        grey = verdict.grey
        total = painting_gain(verdict, tables)
    for k, table in tables:  # an empty easel lists the cards in play, earning 0
        earned = (verdict.ribbons[k] or 0) if verdict is not None else 0
        lines.append((SLOT_COLOURS[k], scoring_title(cards[k]), earned, table[earned]))
    return PreviewData(tuple(layers), background, title, swatches, tuple(lines), grey, total, note)


class PreviewItem(PaintedItem):
    """The easel: the composite painting on the left, its swatches and ribbons on the right."""

    def __init__(self, faces: FaceCache, painting: QRectF, info: QRectF) -> None:
        super().__init__(painting.united(info).size())
        self.faces = faces
        self.content: PreviewData | None = None
        self.set_rects(painting, info)

    def set_rects(self, painting: QRectF, info: QRectF) -> None:
        """Show the painting in ``painting`` and its lines in ``info`` (scene rectangles)."""
        whole = painting.united(info)
        self.prepareGeometryChange()
        self.rect = QRectF(0, 0, whole.width(), whole.height())
        self.setPos(whole.topLeft())
        self.painting = painting.translated(-whole.topLeft())
        self.info = info.translated(-whole.topLeft())
        self.update()

    def show(self, data: PreviewData | None) -> None:
        """Show ``data`` (None: an empty easel)."""
        if data != self.content:
            self.content = data
            self.update()

    def draw(self, painter: QPainter) -> None:
        d = self.content
        # the easel's dark frame: four flat strips round the painting (filling under the
        # painting would be wasted work, and antialiased strokes are slow at this size)
        outer, inner = self.painting.adjusted(-10, -10, 10, 10), self.painting
        shade = QColor(12, 22, 18, 150)
        painter.fillRect(QRectF(outer.left(), outer.top(), outer.width(), 10), shade)
        painter.fillRect(QRectF(outer.left(), inner.bottom(), outer.width(), 10), shade)
        painter.fillRect(QRectF(outer.left(), inner.top(), 10, inner.height()), shade)
        painter.fillRect(QRectF(inner.right(), inner.top(), 10, inner.height()), shade)
        if d is None:
            return
        # the faces come with rounded corners from the cache: no clipping needed (it is slow)
        paint_painting(painter, self.painting, self.faces, d.background, d.layers)
        if not d.layers:
            self._draw_hint(painter)
        self._draw_info(painter, d)

    def hint_rect(self) -> QRectF:
        """The dark pill behind the empty easel's hint (readable over any background)."""
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        text = QFontMetricsF(ui_font(18)).boundingRect(self.painting.adjusted(40, 0, -40, 0), flags,
                                                       self.hint_text())
        return text.adjusted(-16, -12, 16, 12)

    @staticmethod
    def hint_text() -> str:
        """The empty easel's hint."""
        return _("Drag three cards from your hand into the layer slots: the painting appears here.")

    def _draw_hint(self, painter: QPainter) -> None:
        rounded(painter, self.hint_rect(), 14, QColor(12, 20, 16, 200), QPen(QColor(255, 255, 255, 60), 1))
        painter.setPen(TEXT)
        painter.setFont(ui_font(18))
        painter.drawText(self.painting.adjusted(40, 0, -40, 0),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.hint_text())

    def _draw_info(self, painter: QPainter, d: PreviewData) -> None:
        box = self.info
        lead = box.right() - INFO_WIDTH if is_rtl() else box.left()  # the lines hug the painting
        painter.setPen(TEXT)
        painter.setFont(title_font(40, italic=True))
        heading = _("“{title}”").format(title=isolate(d.title)) if d.title else (
            _("Your painting") if d.layers else _("The easel"))
        painter.drawText(QRectF(box.left(), box.top(), box.width(), 56),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, heading)
        self._draw_swatches(painter, mirrored(QRectF(box.left(), box.top() + 66, box.width() - 20, 70),
                                              box.width(), box.left()), d)
        y = box.top() + 156

        def cell(x: float, w: float, h: float = 34) -> QRectF:
            return mirrored(QRectF(lead + x, y, w, h), INFO_WIDTH, lead)

        for colour, title, ribbons, added in d.lines:
            rounded(painter, cell(0, 14, 26).translated(0, 4), 4, QColor(style.RIBBON_COLOURS[colour]))
            painter.setPen(TEXT if d.layers else MUTED)
            painter.setFont(ui_font(21))
            painter.drawText(cell(24, 230), Qt.AlignmentFlag.AlignVCenter, title)
            painter.setFont(ui_font(21, bold=ribbons > 0))
            painter.setPen(TEXT if ribbons else MUTED)
            painter.drawText(cell(250, 130), Qt.AlignmentFlag.AlignVCenter, ribbons_text(ribbons))
            painter.drawText(cell(380, 130), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             _("+{n} pts").format(n=number(added)))
            y += 38
        if d.layers:
            rounded(painter, cell(0, 14, 26).translated(0, 4), 4, QColor(style.RIBBON_COLOURS["grey"]))
            painter.setPen(TEXT if d.grey else MUTED)
            painter.setFont(ui_font(21))
            painter.drawText(cell(24, 230), Qt.AlignmentFlag.AlignVCenter, _("Bonus"))
            painter.drawText(cell(250, 130), Qt.AlignmentFlag.AlignVCenter,
                             _("{n} grey").format(n=number(d.grey)))
            painter.drawText(cell(380, 130), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             _("+{n} pts").format(n=number(GREY_POINTS * d.grey)))
            y += 44
            painter.setPen(QColor(style.HIGHLIGHT))
            painter.setFont(ui_font(24, bold=True))
            label = _("This painting adds  +{n} points") if len(d.layers) == 3 else _("So far  +{n} points")
            right = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
            painter.drawText(cell(0, INFO_WIDTH, 36), right, label.format(n=number(d.total)))
            y += 40
        if d.note:
            painter.setPen(QColor(style.HIGHLIGHT))
            painter.setFont(ui_font(18, bold=True))
            painter.drawText(QRectF(lead, y, INFO_WIDTH, 60),
                             Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, d.note)

    def _draw_swatches(self, painter: QPainter, box: QRectF, d: PreviewData) -> None:
        width = box.width() / 5
        scale, dpr = device_scale(painter)
        for i, icons in enumerate(d.swatches):
            chip = QRectF(box.left() + i * width + 3, box.top(), width - 6, box.height())
            colour = QColor(style.SWATCH_COLOURS[SWATCH_COLOURS[i]])
            if not icons:
                painter.setPen(QPen(colour, 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(chip, 8, 8)
                continue
            rounded(painter, chip, 8, colour)
            size = min(chip.height() - 14, (chip.width() - 12) / max(1, len(icons)))
            x = chip.center().x() - size * len(icons) / 2
            for icon in icons:
                target = QRectF(x, chip.center().y() - size / 2, size, size)
                px = round(size * scale)
                if self.faces.source.image(f"icon:{icon}", px) is not None:
                    pixmap = self.faces.pixmap(f"icon:{icon}", px, px, dpr)
                    painter.drawPixmap(target, pixmap, QRectF(0, 0, px, px))
                else:
                    painter.setPen(INK)
                    painter.setFont(ui_font(size * 0.7, bold=True))
                    letter = ICON_LETTERS[icon.removeprefix("bonus_")]
                    painter.drawText(target, Qt.AlignmentFlag.AlignCenter,
                                     f"+{letter}" if icon.startswith("bonus_") else letter)
                x += size
