"""The puzzle's painted items: the stage (the figure's colour, the black silhouette, the solution's
outlines once the card is turned), the seven pieces, and the burst of paint dots of a solve.

Scene coordinates: :data:`SCALE` scene units to the rules page's unit, y pointing down, the stage's
centre (the silhouette's box centre) at the origin; :func:`to_scene` and :func:`to_units` convert.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from canvas_table.tangram.pieces import Placement, placed_points
from canvas_table.tangram.ui.puzzle_layout import HALF_HEIGHT, HALF_WIDTH

SCALE = 100.0  # scene units per unit of the rules page
# the figure colours' painted grounds, calm and light enough for a black silhouette
GROUNDS = {"orange": "#e9a865", "blue": "#86abcf", "pink": "#e5a9bb", "green": "#98bf8c",
           "red": "#d58474", "yellow": "#e8cf7c", "purple": "#ab97c6"}
# the seven pieces' colours, in the puzzle's piece order
PIECE_COLOURS = ("#c8553d", "#2f6f9f", "#e0a526", "#3f8f5e", "#7d4f9e", "#d9668a", "#2aa198")
SILHOUETTE = QColor("#1d1a19")
OUTLINE = QColor("#f4ecd8")  # the solution side's lines, paper-white
GLOW = QColor("#fff3c4")
SELECTED = QColor("#ffffff")


def round_pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen with round caps and joins (pieces' corners stay soft)."""
    return QPen(colour, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def to_scene(x: float, y: float, centre: tuple[float, float]) -> QPointF:
    """A point of the figure's coordinates on the scene."""
    return QPointF((x - centre[0]) * SCALE, -(y - centre[1]) * SCALE)


def to_units(point: QPointF, centre: tuple[float, float]) -> tuple[float, float]:
    """A scene point in the figure's coordinates."""
    return point.x() / SCALE + centre[0], -point.y() / SCALE + centre[1]


def stage_rect() -> QRectF:
    """The whole stage on the scene."""
    return QRectF(-HALF_WIDTH * SCALE, -HALF_HEIGHT * SCALE, 2 * HALF_WIDTH * SCALE, 2 * HALF_HEIGHT * SCALE)


def _ring_path(points, centre: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([to_scene(x, y, centre) for x, y in points]))
    path.closeSubpath()
    return path


def shape_path(shape: BaseGeometry, centre: tuple[float, float]) -> QPainterPath:
    """A polygon (holes included) as a scene path, filled odd-even so holes stay open."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for part in getattr(shape, "geoms", [shape]):
        if isinstance(part, Polygon) and not part.is_empty:
            path.addPath(_ring_path(part.exterior.coords, centre))
            for hole in part.interiors:
                path.addPath(_ring_path(hole.coords, centre))
    return path


class StageItem(QGraphicsItem):
    """The painted ground in the figure's colour and the black silhouette on it; turned, the card
    also shows its solution: every piece outlined on the silhouette."""

    def __init__(self, colour: str, silhouette: BaseGeometry, solution: tuple[Placement, ...],
                 centre: tuple[float, float]) -> None:
        super().__init__()
        self.rect = stage_rect()
        self.ground = QColor(GROUNDS.get(colour, "#c9b99a"))
        self.silhouette = shape_path(silhouette, centre)
        self.solution = [_ring_path(placed_points(p), centre) for p in solution]
        self.turned = False
        self.strokes = self._brush_strokes(colour)
        self._pixmap: QPixmap | None = None
        self._key: tuple[float, float, bool] | None = None
        self.setZValue(-10)

    def _brush_strokes(self, colour: str) -> list[tuple[QRectF, QColor]]:
        """A few soft, wide strokes of lighter and darker paint (the same for a colour every time)."""
        rng = random.Random(colour)
        strokes = []
        for _ in range(34):
            w, h = rng.uniform(380, 900), rng.uniform(18, 60)
            x, y = rng.uniform(self.rect.left() - 100, self.rect.right() - 200), rng.uniform(
                self.rect.top() - 20, self.rect.bottom() - 40)
            shade = self.ground.lighter(110) if rng.random() < 0.5 else self.ground.darker(106)
            shade.setAlpha(rng.randint(25, 55))
            strokes.append((QRectF(x, y, w, h), shade))
        return strokes

    def turn(self, turned: bool = True) -> None:
        """Show the solution side (True) or the silhouette side."""
        self.turned = turned
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # Painted once per size into our own pixmap and copied in viewport pixels: a stage at 2x
        # is larger than QPixmapCache holds, and a drag repaints it under the piece every frame.
        scale = painter.worldTransform().m11()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        key = (round(scale, 5), dpr, self.turned)
        if self._pixmap is None or self._key != key:
            self._pixmap, self._key = self._render(scale, dpr), key
        origin = painter.worldTransform().map(self.rect.topLeft())
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(origin.x()), round(origin.y())), self._pixmap)
        painter.restore()

    def _render(self, scale: float, dpr: float) -> QPixmap:
        size = self.rect.size() * scale * dpr
        image = QImage(max(1, math.ceil(size.width())), max(1, math.ceil(size.height())),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.scale(scale * dpr, scale * dpr)
        painter.translate(-self.rect.topLeft())
        self._draw(painter)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QRadialGradient(self.rect.center(), self.rect.width() * 0.6)
        glow.setColorAt(0, self.ground.lighter(118))
        glow.setColorAt(1, self.ground.darker(112))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(glow))
        painter.drawRoundedRect(self.rect, 36, 36)
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(self.rect, 36, 36)
        painter.setClipPath(clip)
        for box, shade in self.strokes:
            painter.setBrush(shade)
            painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.restore()
        painter.setPen(QPen(SILHOUETTE.lighter(160), 3))
        painter.setBrush(SILHOUETTE)
        painter.drawPath(self.silhouette)
        if self.turned:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(round_pen(OUTLINE, 3.5))
            for path in self.solution:
                painter.drawPath(path)


class PieceItem(QGraphicsObject):
    """One of the seven pieces: its placement's shape around the item's origin, moved with the item.

    A drag only moves the item; a turn or a flip rebuilds its shape. Painted with a soft shading and
    a thin light edge; a shadow when lifted, a white outline when it is the keyboard's piece, a
    warm glow in the celebration.
    """

    def __init__(self, index: int, placement: Placement, centre: tuple[float, float]) -> None:
        super().__init__()
        self.index = index
        self.centre = centre
        self.colour = QColor(PIECE_COLOURS[index])
        self.placement = placement
        self.path = QPainterPath()
        self.lifted = False
        self.selected = False
        self.glow = 0.0  # 0..1, the celebration's glow
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # a drag only moves the pixmap
        self.place(placement)

    def place(self, placement: Placement) -> None:
        """Put the piece where ``placement`` says."""
        turned = (placement.rotation % 360, placement.flipped) != (self.placement.rotation % 360,
                                                                   self.placement.flipped)
        if turned or self.path.isEmpty():
            self.prepareGeometryChange()
            shape = Placement(placement.piece, 0, 0, placement.rotation, placement.flipped)
            self.path = _ring_path(placed_points(shape), (0.0, 0.0))
        self.placement = placement
        self.setPos(to_scene(placement.x, placement.y, self.centre))

    def set_look(self, lifted: bool | None = None, selected: bool | None = None,
                 glow: float | None = None) -> None:
        """Change how the piece is drawn (None leaves that part as it is)."""
        look = (self.lifted if lifted is None else lifted, self.selected if selected is None else selected,
                self.glow if glow is None else glow)
        if look == (self.lifted, self.selected, self.glow):
            return  # unchanged: keep the cached pixmap
        self.prepareGeometryChange()
        self.lifted, self.selected, self.glow = look
        self.update()

    def shape(self) -> QPainterPath:
        return self.path

    def boundingRect(self) -> QRectF:
        grow = 22 if self.lifted else 10
        return self.path.boundingRect().adjusted(-grow, -grow, grow, grow + (14 if self.lifted else 0))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.lifted:
            for offset, alpha in ((14, 40), (10, 50), (6, 60)):
                painter.setBrush(QColor(0, 0, 0, alpha))
                painter.drawPath(self.path.translated(offset * 0.6, offset))
        if self.glow > 0:
            warm = QColor(GLOW)
            warm.setAlpha(round(200 * self.glow))
            painter.setPen(round_pen(warm, 14))
            painter.drawPath(self.path)
        box = self.path.boundingRect()
        shading = QLinearGradient(box.topLeft(), box.bottomRight())
        shading.setColorAt(0, self.colour.lighter(128))
        shading.setColorAt(1, self.colour.darker(118))
        painter.setBrush(QBrush(shading))
        painter.setPen(round_pen(QColor(255, 255, 255, 150), 2.2))
        painter.drawPath(self.path)
        if self.selected:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(round_pen(QColor(0, 0, 0, 120), 7))
            painter.drawPath(self.path)
            painter.setPen(round_pen(SELECTED, 3.5, Qt.PenStyle.DashLine))
            painter.drawPath(self.path)


class BurstItem(QGraphicsObject):
    """A burst of paint dots flying out from the silhouette as a solve is celebrated."""

    def __init__(self, around: QRectF, seed: int = 7) -> None:
        super().__init__()
        self.around = QRectF(around)
        rng = random.Random(seed)
        self.dots = []
        for _ in range(70):
            angle = rng.uniform(0, 2 * math.pi)
            reach = rng.uniform(0.35, 1.0) * max(around.width(), around.height()) * 0.9
            colour = QColor(rng.choice(PIECE_COLOURS))
            self.dots.append((angle, reach, rng.uniform(6, 16), colour))
        self.progress = 0.0
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_progress(self, progress: float) -> None:
        """How far the burst has gone, 0 (not yet) to 1 (faded out)."""
        self.progress = progress
        self.update()

    def boundingRect(self) -> QRectF:
        reach = max(self.around.width(), self.around.height())
        return self.around.adjusted(-reach, -reach, reach, reach)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.progress <= 0 or self.progress >= 1:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        centre = self.around.center()
        ease = 1 - (1 - self.progress) ** 3
        for angle, reach, size, colour in self.dots:
            colour = QColor(colour)
            colour.setAlpha(round(255 * (1 - self.progress)))
            painter.setBrush(colour)
            at = centre + QPointF(math.cos(angle), math.sin(angle)) * reach * ease
            painter.drawEllipse(at, size, size)
