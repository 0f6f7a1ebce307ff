"""Graphics items of a card table: cards that move and glide, and zones that accept drops.

Items know how to look and move; they never decide what is legal. Card sizes are in scene units
and the pixmap drawn is fetched at the exact device size (view scale x item scale x dpr).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.name_tag import NameTag, paint_name_tag
from canvas_table.table.theme import THEME, Shadow

CardDecoration = Callable[[QPainter, QRectF], None]
FOCUS_MARGIN = 7.0  # the focus ring's reach beyond the card


SHADOW_RINGS = 4  # a shadow is drawn as this many stacked rounded rectangles, each a bit larger
_SHADOWS: dict[tuple, QPixmap] = {}


def shadow_reach(shadow: Shadow) -> tuple[float, float]:
    """How far a card's ``shadow`` reaches beyond it: (on the sides and above, below)."""
    spread = shadow.blur / 2
    return spread + abs(shadow.offset[0]), spread + shadow.offset[1]


SHADOW_MARGIN = max(shadow_reach(THEME.shadow)[0], shadow_reach(THEME.shadow_lifted)[0])
SHADOW_BELOW = max(shadow_reach(THEME.shadow)[1], shadow_reach(THEME.shadow_lifted)[1])


def _shadow(size: tuple[int, int], scale: float, card: QSizeF, radius: float, lifted: bool) -> QPixmap:
    """A card's soft shadow at one device size, drawn once and kept (cards share a few sizes).

    The style's blur radius is spread over :data:`SHADOW_RINGS` rings whose opacities add up to
    the style's opacity where they all overlap (under the card)."""
    key = (size, lifted)
    found = _SHADOWS.get(key)
    if found is not None:
        return found
    shadow = THEME.shadow_lifted if lifted else THEME.shadow
    image = QImage(max(1, size[0]), max(1, size[1]), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    painter.translate(SHADOW_MARGIN, SHADOW_MARGIN)
    painter.setPen(Qt.PenStyle.NoPen)
    rect = QRectF(QPointF(0, 0), card).translated(*shadow.offset)
    red, green, blue, alpha = shadow.colour
    ring = QColor(red, green, blue, round(255 * (1 - (1 - alpha / 255) ** (1 / SHADOW_RINGS))))
    step = shadow.blur / 2 / SHADOW_RINGS
    painter.setBrush(ring)
    for i in range(SHADOW_RINGS):
        grow = (SHADOW_RINGS - i) * step
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
    painter.end()
    if len(_SHADOWS) > 64:
        _SHADOWS.clear()
    _SHADOWS[key] = pixmap = QPixmap.fromImage(image)
    return pixmap


class CardItem(QGraphicsObject):
    """A card on the table: a face, a resting place ("home") it glides back to, and decorations."""

    def __init__(self, key: str, face: str, size: QSizeF, faces: FaceCache) -> None:
        super().__init__()
        self.key = key
        self.face = face
        self.size = size
        self.faces = faces
        self.home = QPointF()
        self.home_scale = 1.0
        self.draggable = False
        self.highlighted = False
        self.focused = False
        self.lifted = False
        self.decorate: CardDecoration | None = None  # extra drawing on top (tokens, badges)
        self.name_tag: NameTag | None = None  # the card's name, drawn over its face
        self.film: QColor | None = None  # a tint under the face, for see-through cards
        self.tooltip_text = ""
        self._animation: QPropertyAnimation | None = None
        self._scale_animation: QPropertyAnimation | None = None
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        margin = max(SHADOW_MARGIN, FOCUS_MARGIN)  # room for the shadow and the focus ring
        below = max(SHADOW_BELOW, FOCUS_MARGIN)
        return QRectF(-margin, -margin, self.size.width() + 2 * margin, self.size.height() + margin + below)

    @property
    def closeup_key(self) -> str:
        """What the card's close-up shows: its face (a face-down card's game offers none)."""
        return self.face

    def card_rect(self) -> QRectF:
        """The card itself, in item coordinates."""
        return QRectF(0, 0, self.size.width(), self.size.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        radius = self.faces.corner_ratio * rect.width()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_shadow(painter, rect, radius)
        if self.film is not None:
            painter.setBrush(self.film)
            painter.setPen(QPen(QColor(*THEME.card_edge), 1.2))
            painter.drawRoundedRect(rect, radius, radius)
        draw_face(painter, rect, self.faces, self.face)
        self.paint_name(painter, rect)
        if self.decorate is not None:
            self.decorate(painter, rect)
        if self.highlighted or self.focused:
            colour = QColor(THEME.highlight if self.highlighted else THEME.focus)
            painter.setPen(QPen(colour, 4 if self.focused else 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)

    def paint_name(self, painter: QPainter, rect: QRectF) -> None:
        """The card's name tag, if it has one, at a size that reads whatever the card's scale."""
        if self.name_tag is not None:
            paint_name_tag(painter, rect, self.name_tag, self.scale())

    def set_name_tag(self, tag: NameTag | None) -> None:
        """Show ``tag`` on the card (None: no name)."""
        if tag != self.name_tag:
            self.name_tag = tag
            self.update()

    def _paint_shadow(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        margin = SHADOW_MARGIN
        area = rect.adjusted(-margin, -margin, margin, SHADOW_BELOW)  # within boundingRect
        world = painter.worldTransform().mapRect(area)
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        size = (round(world.width() * dpr), round(world.height() * dpr))
        shadow = _shadow(size, world.width() / area.width() * dpr, rect.size(), radius, self.lifted)
        painter.drawPixmap(area, shadow, QRectF(0, 0, *size))

    # -- motion -------------------------------------------------------------------------------

    def glide_to(self, pos: QPointF, scale: float, duration_ms: int,
                 on_done: Callable[[], None] | None = None) -> None:
        """Move (and scale) to ``pos`` over ``duration_ms`` (0 = at once)."""
        self.stop_motion()
        if duration_ms <= 0 or (self.pos() == pos and self.scale() == scale):
            self.setPos(pos)
            self.setScale(scale)
            if on_done:
                on_done()
            return
        animation = QPropertyAnimation(self, b"pos", self)
        animation.setDuration(duration_ms)
        animation.setEndValue(pos)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        if on_done:
            animation.finished.connect(on_done)
        self._animation = animation
        animation.start()
        if self.scale() != scale:
            grow = QPropertyAnimation(self, b"scale", self)
            grow.setDuration(duration_ms)
            grow.setEndValue(scale)
            grow.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._scale_animation = grow
            grow.start()

    def go_home(self, duration_ms: int) -> None:
        """Glide back to the resting place."""
        self.glide_to(self.home, self.home_scale, duration_ms)

    def stop_motion(self) -> None:
        """Stop any running glide where it is."""
        for animation in (self._animation, self._scale_animation):
            if animation is not None:
                animation.stop()
        self._animation = self._scale_animation = None

    @property
    def moving(self) -> bool:
        """True while a glide runs."""
        return self._animation is not None and self._animation.state() == \
            QPropertyAnimation.State.Running


class Zone(QGraphicsObject):
    """A place that can receive cards: a chalk outline that lights up as a drop target."""

    IDLE, TARGET, HOVER, REFUSED = range(4)

    def __init__(self, key: str, rect: QRectF, label: str = "", corner: float = 10.0) -> None:
        super().__init__()
        self.key = key
        self.rect = rect
        self.label = label
        self.corner = corner
        self.state = Zone.IDLE
        self.outline = True
        self.label_font = QFont(THEME.label_family, THEME.label_points)
        self.setZValue(-10)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def set_rect(self, rect: QRectF) -> None:
        """Move the zone to ``rect`` (the table was laid out anew)."""
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def set_state(self, state: int) -> None:
        """Idle, a legal target, hovered by a dragged card, or refusing it."""
        if state != self.state:
            self.state = state
            self.update()

    def flash_refused(self, duration_ms: int) -> None:
        """Show that a drop here was refused for ``duration_ms`` (0: not at all), then go idle."""
        if duration_ms <= 0:
            return
        self.set_state(Zone.REFUSED)
        QTimer.singleShot(duration_ms, self, self._refusal_over)

    def _refusal_over(self) -> None:
        if self.state == Zone.REFUSED:
            self.set_state(Zone.IDLE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = {
            Zone.IDLE: QColor(*THEME.zone_idle),
            Zone.TARGET: QColor(*THEME.zone_target),
            Zone.HOVER: QColor(*THEME.zone_hover),
            Zone.REFUSED: QColor(*THEME.zone_refused),
        }
        if not self.outline and self.state == Zone.IDLE:
            return
        pen = QPen(colours[self.state], 3 if self.state == Zone.HOVER else 1.6)
        if self.state == Zone.IDLE:
            pen.setWidthF(THEME.zone_idle_width)
            pen.setDashPattern([length / THEME.zone_idle_width for length in THEME.zone_idle_dash])
        painter.setPen(pen)
        fill = QColor(colours[self.state])
        fill.setAlpha(40 if self.state != Zone.IDLE else 18)
        painter.setBrush(QBrush(fill))
        path = QPainterPath()
        path.addRoundedRect(self.rect, self.corner, self.corner)
        painter.drawPath(path)
        if self.label:
            painter.setFont(self.label_font)
            painter.setPen(QColor(*THEME.zone_label))
            painter.drawText(self.rect.adjusted(6, 6, -6, -6),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)

