"""Picktura pieces: a card that can be selected, an exposed work's frame, the move's preview and
the "Picktura!" moment (a completed masterpiece shown large with its museum label)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from canvas_table.art import style
from canvas_table.i18n import _, digits, is_rtl, isolate, ngettext
from canvas_table.picktura.cards import default_works, is_blank, quarter_of, work_of
from canvas_table.picktura.ui.faces import back_face, card_face, work_face
from canvas_table.picktura.ui.names import work_story, work_title
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.items import CardItem, Zone
from canvas_table.table.painted import MUTED, TEXT, PaintedItem, mirrored, rounded, title_font, ui_font

GOLD = QColor(style.HIGHLIGHT)


class PickturaCard(CardItem):
    """A card on the table: face up or as its back; in your hand it may be selected (raised, with a
    gold edge), and while a group is dragged the lifted card carries the group's count."""

    def __init__(self, card: int, size: QSizeF, faces: FaceCache) -> None:
        super().__init__(str(card), back_face(card), size, faces)
        self.card = card
        self.selected = False
        self.group = 1  # cards moving with this one while it is dragged
        self.badge = False  # show which work and quarter it is (in a hand and on the piles)

    @property
    def face_up(self) -> bool:
        """True when the card's face shows."""
        return self.face == card_face(self.card)

    @property
    def closeup_key(self) -> str:
        """A face-up card offers its close-up; a back none."""
        return self.face if self.face_up else ""

    def turn(self, face_up: bool) -> None:
        """Show the face or the back."""
        face = card_face(self.card) if face_up else back_face(self.card)
        if face != self.face:
            self.face = face
            self.update()

    def set_selected(self, selected: bool) -> None:
        """Mark the card as chosen for a group."""
        if selected != self.selected:
            self.selected = selected
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        rect = self.card_rect()
        if self.face_up and self.badge:
            paint_badge(painter, rect, self.card)
        if self.selected:
            painter.setPen(QPen(GOLD, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 8, 8)
        if self.lifted and self.group > 1:
            badge = QRectF(rect.right() - 52, rect.top() - 16, 64, 40)
            rounded(painter, badge, 20, GOLD)
            painter.setPen(QColor(style.INK))
            painter.setFont(ui_font(22, bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{digits(self.group)}")


def paint_badge(painter: QPainter, rect: QRectF, card: int) -> None:
    """A card's badge in its bottom corner: its work's number beside a 2 x 2 grid with its quarter lit
    (a blank canvas: an empty grid). It reads at a glance which cards go together."""
    size = rect.width() * 0.34
    box = QRectF(rect.left() + 6, rect.bottom() - size * 0.62 - 6, size, size * 0.62)
    if is_rtl():  # the hand fans the other way: the corner left uncovered is the right one
        box.moveRight(rect.right() - 6)
    rounded(painter, box, 6, QColor(16, 24, 20, 210))
    cell = box.height() * 0.34
    grid = QRectF(box.right() - 2 * cell - 6, box.center().y() - cell, cell, cell)
    lit = quarter_of(card) if not is_blank(card) else -1
    for quarter in range(4):
        square = grid.translated((quarter % 2) * cell, (quarter // 2) * cell)
        painter.setPen(QPen(QColor(239, 230, 207, 160), 1))
        painter.setBrush(GOLD if quarter == lit else Qt.BrushStyle.NoBrush)
        painter.drawRect(square)
    painter.setPen(TEXT)
    painter.setFont(ui_font(box.height() * 0.62, bold=True))
    text = "□" if is_blank(card) else digits(work_of(card))
    painter.drawText(
        QRectF(box.left() + 4, box.top(), grid.left() - box.left() - 6, box.height()),
        Qt.AlignmentFlag.AlignCenter,
        text,
    )


class WorkFrame(Zone):
    """An exposed work: a gilt frame round its 2 x 2 places, empty places dashed; your own works are
    drop targets (to complete them or lay a blank canvas)."""

    def __init__(self, key: str, rect: QRectF, points: str = "") -> None:
        super().__init__(key, rect.adjusted(-6, -6, 6, 6), "", 4)
        self.inner = rect
        self.points = points
        self.setZValue(-4)

    def place(self, rect: QRectF, points: str) -> None:
        """Move the frame round ``rect`` and caption it with ``points``."""
        self.set_rect(rect.adjusted(-6, -6, 6, 6))
        self.inner = rect
        if points != self.points:
            self.points = points
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 30)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lit = {Zone.TARGET: GOLD, Zone.HOVER: GOLD, Zone.REFUSED: QColor(style.INVALID)}.get(self.state)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 14, 8, 150))
        painter.drawRect(self.rect)
        inner = self.inner
        painter.setPen(QPen(QColor(239, 230, 207, 70), 1, Qt.PenStyle.DashLine))
        painter.drawLine(inner.center().x(), inner.top(), inner.center().x(), inner.bottom())
        painter.drawLine(inner.left(), inner.center().y(), inner.right(), inner.center().y())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = 5 if self.state == Zone.HOVER else 3
        painter.setPen(QPen(lit if lit is not None else QColor("#b08a3e"), width))
        painter.drawRect(self.rect)
        if self.points:
            painter.setPen(GOLD if lit is not None else TEXT)
            painter.setFont(ui_font(max(11.0, self.rect.width() * 0.1), bold=True))
            painter.drawText(
                QRectF(self.rect.left() - 20, self.rect.bottom() + 2, self.rect.width() + 40, 24),
                Qt.AlignmentFlag.AlignHCenter,
                self.points,
            )


class PreviewItem(PaintedItem):
    """What the move held over a target would score: ``+30`` large, then the score it would make."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.setZValue(900)
        self.lines: tuple[str, str] = ("", "")
        self.setVisible(False)

    def show_lines(self, big: str, small: str) -> None:
        """Show a figure and a line under it (empty: hide)."""
        self.lines = (big, small)
        self.setVisible(bool(big))
        self.update()

    def draw(self, painter: QPainter) -> None:
        big, small = self.lines
        rounded(painter, self.rect, 16, QColor(16, 24, 20, 225), QPen(GOLD, 2))
        w = self.rect.width()
        painter.setPen(GOLD)
        painter.setFont(ui_font(40, bold=True))
        painter.drawText(mirrored(QRectF(20, 6, w - 40, 56), w), Qt.AlignmentFlag.AlignVCenter, big)
        painter.setPen(TEXT)
        painter.setFont(ui_font(18))
        painter.drawText(
            mirrored(QRectF(20, 62, w - 40, 40), w),
            Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            small,
        )


class MasterpieceItem(PaintedItem):
    """The "Picktura!" moment: a veil over the table, the whole masterpiece large with its label
    (title, artist, year, story) and who completed it. A click puts it away."""

    def __init__(self, rect: QRectF, faces: FaceCache) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.setZValue(1500)
        self.faces = faces
        self.work = 0
        self.who = ""
        self.setVisible(False)
        # The item's own child: the timer goes with the item (with its scene, its window), so it
        # never fires on an item already deleted.
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.put_away)

    def show_work(self, work: int, who: str, ms: int = 0) -> None:
        """Show masterpiece ``work``, completed by ``who``, for ``ms`` milliseconds (0: until a click)."""
        self.work, self.who = work, who
        self.setVisible(True)
        self.update()
        if ms > 0:
            self.timer.start(ms)
        else:
            self.timer.stop()

    def put_away(self) -> None:
        """Hide the moment (its time is up, or a click)."""
        self.timer.stop()
        self.setVisible(False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.put_away()
        event.accept()

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        painter.fillRect(r, QColor(9, 15, 12, 225))
        label = default_works().get(self.work)
        if label is None:
            return
        height = r.height() * 0.8
        picture = QRectF(r.width() * 0.1, r.height() * 0.1, height * 5 / 7, height)
        text = QRectF(picture.right() + 60, picture.top(), r.width() * 0.9 - picture.right() - 60, height)
        picture, text = mirrored(picture, r.width()), mirrored(text, r.width())
        painter.setPen(QPen(QColor("#b08a3e"), 14))
        painter.drawRect(picture.adjusted(-7, -7, 7, 7))
        draw_face(painter, picture, self.faces, work_face(self.work))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        painter.setPen(GOLD)
        painter.setFont(title_font(96, italic=True))
        painter.drawText(QRectF(text.left(), text.top(), text.width(), 120), flags, _("Picktura!"))
        painter.setPen(TEXT)
        painter.setFont(ui_font(24))
        painter.drawText(QRectF(text.left(), text.top() + 130, text.width(), 40), flags, self.who)
        painter.setFont(title_font(44))
        painter.drawText(
            QRectF(text.left(), text.top() + 200, text.width(), 120), flags, work_title(self.work)
        )
        painter.setPen(MUTED)
        painter.setFont(ui_font(26))
        byline = _("{artist}, {year}").format(artist=label.artist, year=isolate(digits(label.year)))
        painter.drawText(QRectF(text.left(), text.top() + 330, text.width(), 40), flags, byline)
        painter.setPen(TEXT)
        painter.setFont(title_font(28, italic=True))
        story = QRectF(text.left(), text.top() + 390, text.width(), 240)
        painter.drawText(story, flags, work_story(self.work))
        painter.setPen(MUTED)
        painter.setFont(ui_font(18))
        painter.drawText(
            QRectF(text.left(), text.bottom() - 30, text.width(), 30),
            flags,
            _("Click to go back to the table"),
        )


def points_caption(points: int) -> str:
    """``"40 points"`` under an exposed work."""
    return ngettext("{n} point", "{n} points", points).format(n=digits(points))


class CaptionItem(PaintedItem):
    """A line of text on the mat (a pile's count), centred in its rectangle."""

    def __init__(self, rect: QRectF, pixels: float = 16) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.text = ""
        self.pixels = pixels

    def set_text(self, text: str) -> None:
        """Show ``text``."""
        if text != self.text:
            self.text = text
            self.update()

    def draw(self, painter: QPainter) -> None:
        painter.setPen(TEXT)
        painter.setFont(ui_font(self.pixels, bold=True))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)
