"""The practice grid's tiles: each figure's silhouette on its colour, its name and its best time."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QToolButton, QWidget

from canvas_table.i18n import _, isolate
from canvas_table.tangram.figures import Figure
from canvas_table.tangram.ui.names import figure_name
from canvas_table.tangram.ui.puzzle_items import GROUNDS, SILHOUETTE, shape_path
from canvas_table.tangram.ui.puzzle_layout import centre
from canvas_table.tangram.ui.puzzle_panel import clock_text

THUMB = QSize(150, 112)


def thumbnail(figure: Figure, size: QSize = THUMB, dpr: float = 1.0) -> QPixmap:
    """The figure's black silhouette on its colour, fitted into ``size`` (at pixel ratio ``dpr``)."""
    pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(GROUNDS.get(figure.colour, "#c9b99a")))
    painter.drawRoundedRect(QRectF(0, 0, size.width(), size.height()), 10, 10)
    path = shape_path(figure.silhouette, centre(figure))
    box = path.boundingRect()
    scale = min((size.width() - 20) / box.width(), (size.height() - 16) / box.height())
    fit = QTransform()
    fit.translate(size.width() / 2, size.height() / 2)
    fit.scale(scale, scale)
    fit.translate(-box.center().x(), -box.center().y())
    painter.setBrush(SILHOUETTE)
    painter.drawPath(fit.map(path))
    painter.end()
    return pixmap


class FigureTile(QToolButton):
    """A button showing one figure: its thumbnail, its name, and its best time in practice."""

    def __init__(self, figure: Figure, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figure = figure
        self.best: float | None = None
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.setIconSize(THUMB)
        self.setAutoRaise(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        dpr = parent.devicePixelRatioF() if parent is not None else 1.0
        self.setIcon(QIcon(thumbnail(figure, THUMB, dpr)))
        self.show_best(None)

    def show_best(self, seconds: float | None) -> None:
        """Show the figure's best time (None: not solved yet)."""
        self.best = seconds
        name = isolate(figure_name(self.figure.id))
        if seconds is None:
            line = _("not solved yet")
        else:
            line = _("best {time}").format(time=clock_text(seconds, False))
        self.setText(f"{name}\n{line}")
        self.setAccessibleName(f"{name}, {line}")
