"""The view of a table scene: fits the whole table into the window at any size and DPR, and
shows a card's close-up over it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from canvas_table.table.theme import THEME

if TYPE_CHECKING:
    from canvas_table.table.closeup_overlay import CloseUpOverlay


def _draw_nothing(*_args: object) -> None:
    return None


class _LookingPainter(QPainter):
    """A painter whose drawing calls from Python do nothing (text, shapes, images): the items
    that paint on it still ask for the faces they draw, at their sizes, but lay out no text."""


for _name in ("drawText", "drawStaticText", "drawRoundedRect", "drawRect", "drawRects", "fillRect",
              "drawEllipse", "drawLine", "drawLines", "drawPath", "fillPath", "strokePath",
              "drawPolygon", "drawPolyline", "drawConvexPolygon", "drawArc", "drawPie", "drawChord",
              "drawPoint", "drawPoints", "drawPixmap", "drawImage", "drawTiledPixmap", "drawPicture"):
    setattr(_LookingPainter, _name, _draw_nothing)


class TableView(QGraphicsView):
    """Shows the whole scene scaled to the window, over a tiled mat texture.

    While :attr:`holding` (a new table whose faces are being decoded) it paints the mat alone,
    so that the table's first paint shows the real art rather than plain faces.
    """

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here: the one Qt makes is unknown to Python, and the first viewport()
        # would have PySide look through every widget class for its type (their enums made:
        # some 25 ms at start).
        viewport = QWidget()
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setAutoFillBackground(True)
        self.setViewport(viewport)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        self._laid = False  # see lay_table
        self._colour = QColor(THEME.mat)  # the mat's flat colour, under its texture if any
        self._mat: QBrush | None = None  # what drawBackground fills with, from lay_table on
        # until then the viewport's own background: Qt fills it with no paint of ours, which is
        # all a start's first frame shows (a style sheet put on later may change it)
        palette = viewport.palette()
        palette.setColor(QPalette.ColorRole.Base, self._colour)
        viewport.setPalette(palette)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None  # True: the key was used
        self.before_fit: Callable[[float], None] | None = None  # told the viewport's width / height
        self.holding = False
        self._closeup: CloseUpOverlay | None = None

    @property
    def closeup(self) -> CloseUpOverlay:
        """A card's close-up over the table (made when first used: a start shows the window
        sooner without it, as it watches every event of the view)."""
        if self._closeup is None:
            from canvas_table.table.closeup_overlay import CloseUpOverlay

            self._closeup = CloseUpOverlay(self)
        return self._closeup

    def hold(self, holding: bool) -> None:
        """Paint the mat alone (True) or the whole table again (False)."""
        self.holding = holding
        self.viewport().update()

    def paint_unseen(self) -> None:
        """Paint the table as the view shows it, drawing nothing (into a one-pixel image, with a
        painter whose drawing calls do nothing): whatever the items ask while painting (the
        faces they draw, at the size they draw them) is asked now."""
        dpr = self.devicePixelRatioF()
        image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        painter = _LookingPainter(image)
        area = self.viewport().rect()
        self.render(painter, QRectF(area), area)
        painter.end()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.holding:
            super().paintEvent(event)
            return
        painter = QPainter(self.viewport())
        self.drawBackground(painter, self.mapToScene(event.rect()).boundingRect())
        painter.end()

    def set_mat(self, texture: QImage | None, colour: str = THEME.mat) -> None:
        """Tile ``texture`` (or a flat colour) under the table."""
        self._colour = QColor(colour)
        self._mat = QBrush(QPixmap.fromImage(texture)) if texture is not None else QBrush(self._colour)
        self.viewport().update()

    def lay_table(self) -> None:
        """Make the view ready for a table: no scroll bars, the keyboard's focus, and the scene
        fitted to the viewport from now on (:meth:`fit`). A start's first frame, the mat alone,
        needs none of it: their values live in Qt's namespace of enums (``Qt``), which takes
        some 25 ms to make, so the window lays its table once it shows."""
        from PySide6.QtCore import Qt

        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        if self._mat is None:
            self._mat = QBrush(self._colour)
        self._laid = True
        self.fit()

    def fit(self) -> None:
        """Scale the scene to fill the viewport, keeping its proportions (the board may first lay
        the table out anew for the viewport's shape, see ``before_fit``); nothing before
        :meth:`lay_table`."""
        if not self._laid:
            return
        from PySide6.QtCore import Qt

        viewport = self.viewport().size()
        if self.before_fit is not None and viewport.height() > 0:
            self.before_fit(viewport.width() / viewport.height())
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        # A textured brush filled through the view's scale takes Qt's slow transformed path;
        # filled in viewport pixels (no transform, texture at the screen's pixel ratio) it is a
        # plain tiled copy.
        if self._mat is None:
            return  # before lay_table: the viewport's own background shows the flat colour
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        texture = self._mat.texture()
        brush = self._mat
        if not texture.isNull() and texture.devicePixelRatio() != dpr:
            texture.setDevicePixelRatio(dpr)
            brush = self._mat = QBrush(texture)
        area = self.mapFromScene(rect).boundingRect().adjusted(-1, -1, 1, 1)
        painter.save()
        painter.resetTransform()
        painter.fillRect(area, brush)
        painter.restore()
