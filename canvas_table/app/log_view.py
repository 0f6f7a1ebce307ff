"""The game log beside the table: a list of lines that wrap to the dock's width, never elided.

Qt's own size hint for a word-wrapped list item ignores the item's style-sheet padding, so a line
of three or four rows lost its last words ("covering Distant Blue Ranges (6 …"). A small delegate
measures and paints each line itself, with the padding and the rule between lines included.

The list lays out every line again whenever one is added (its lines differ in height). So a line
is measured once, as it is added (and again only when the list's width changes), and its height
kept as the item's size hint, which the layout reads without calling Python: a log of a thousand
lines costs a thousand measurements when it is filled, not one more thousand per new line.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import QListWidget, QStyledItemDelegate, QStyleOptionViewItem, QWidget

LOG_STYLE = (
    "QListWidget { background: #1f332c; color: #efe6cf; border: none; padding: 6px;"
    " font-family: Lato; font-size: 10.5pt; }"
)
RULE = QColor("#2f4a3f")  # the line between two log lines
PAD_X, PAD_Y = 2, 5
WRAP = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter

Index = QModelIndex | QPersistentModelIndex
MEASURED_MAX = 20_000  # heights kept before the memo starts again (a long resizing of the dock)


class LogLineDelegate(QStyledItemDelegate):
    """Measures and paints a log line wrapped to the list's width: each line's height is its
    item's size hint, set when the line is added and when the width changes."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        self.measured: dict[tuple[int, str, str], int] = {}  # (width, font, text) -> height
        self.width = -1  # the width the lines were measured for
        view.model().rowsInserted.connect(self._measure_rows)

    def text_rect(self, width: int, text: str, metrics: QFontMetrics) -> QRect:
        """Where ``text`` goes in a line ``width`` wide (its height is what the text needs)."""
        inner = max(1, width - 2 * PAD_X)
        needed = metrics.boundingRect(QRect(0, 0, inner, 1_000_000), WRAP, text)
        return QRect(PAD_X, PAD_Y, inner, needed.height())

    def line_size(self, text: str) -> QSize:
        """The size of a line holding ``text`` at the list's width (measured once per width and font)."""
        width = self.view.viewport().width()
        font = self.view.font()
        key = (width, font.key(), text)
        height = self.measured.get(key)
        if height is None:
            if len(self.measured) >= MEASURED_MAX:
                self.measured.clear()
            height = self.text_rect(width, text, QFontMetrics(font)).height() + 2 * PAD_Y + 1
            self.measured[key] = height
        return QSize(width, height)

    def _measure_rows(self, _parent: Index, first: int, last: int) -> None:
        self.view.ensurePolished()  # the style sheet's font
        for row in range(first, last + 1):
            item = self.view.item(row)
            item.setSizeHint(self.line_size(item.text()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The viewport's new width: every line measured again, before the list lays them out."""
        if event.type() == QEvent.Type.Resize and self.view.viewport().width() != self.width:
            self.width = self.view.viewport().width()
            self._measure_rows(QModelIndex(), 0, self.view.count() - 1)
        return False

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        text = str(index.data() or "")
        rect = option.rect
        painter.save()
        painter.setPen(option.palette.text().color())
        box = self.text_rect(rect.width(), text, option.fontMetrics).translated(rect.topLeft())
        painter.drawText(box.adjusted(0, 0, 0, 2), WRAP, text)
        painter.setPen(QPen(RULE, 1))
        painter.drawLine(rect.left(), rect.bottom(), rect.right(), rect.bottom())
        painter.restore()


def make_log_view(parent: QWidget | None = None) -> QListWidget:
    """The log's list: dark paper, lines wrapped to the width, no sideways scrolling."""
    log = QListWidget(parent)
    viewport = QWidget()  # made here, as the table's (see TableView): its first use costs nothing
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    log.setViewport(viewport)
    log.setStyleSheet(LOG_STYLE)
    log.setWordWrap(True)
    log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    log.setResizeMode(QListWidget.ResizeMode.Adjust)  # measure the lines again when the dock resizes
    delegate = LogLineDelegate(log)
    log.setItemDelegate(delegate)
    viewport.installEventFilter(delegate)
    log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)  # the last line shows whole
    log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    _keep_to_the_end(log)
    return log


def _keep_to_the_end(log: QListWidget) -> None:
    """A log scrolled to its last line stays there when its lines grow taller: the list narrows
    once its scroll bar shows (after a long game is loaded), or the dock does."""
    bar = log.verticalScrollBar()
    at_end = [True]

    def moved(value: int) -> None:
        at_end[0] = value >= bar.maximum()

    def grew(_low: int, high: int) -> None:
        if at_end[0]:
            bar.setValue(high)

    bar.valueChanged.connect(moved)
    bar.rangeChanged.connect(grew)
