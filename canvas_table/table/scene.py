"""The table scene: owns dragging cards in its own mouse handlers (no QDrag), like KPatience.

On press it asks the :class:`DragRules` whether the card may be lifted; while moving it lights
the legal zones and hovers the best one (largest overlap among the legal zones under the card);
on release it hands (card, zone) to the rules, which accept it or return a one-line reason, and
the card glides home. The scene never decides legality itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6 import QtCore  # QtCore.Qt when used: see TableView.lay_table
from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from canvas_table.table.theme import THEME, at_speed

if TYPE_CHECKING:  # loaded with the first board: the window's first frame needs no card
    from canvas_table.table.items import CardItem, Zone

DRAG_THRESHOLD = 4.0  # scene units a press must travel before it is a drag


class DragRules(Protocol):
    """What the game's controller answers while the player drags cards."""

    def can_lift(self, card: CardItem) -> str | None:
        """None if ``card`` may be dragged, else why not."""
        ...

    def targets(self, card: CardItem) -> list[Zone]:
        """The zones where ``card`` may be dropped now."""
        ...

    def hover(self, card: CardItem, zone: Zone | None) -> None:
        """The dragged card is over ``zone`` (None: over none): preview the result."""
        ...

    def drop(self, card: CardItem, zone: Zone | None) -> str | None:
        """Apply the drop: None if accepted, else a one-line reason (the card goes home)."""
        ...

    def click(self, card: CardItem) -> None:
        """The card was clicked without dragging."""
        ...

    # Optional: ``lifted(card) -> CardItem``: the card that follows the mouse once ``can_lift``
    # allowed ``card`` (another one when lifting turned up a card this window did not know: a
    # network table's pile, whose top only the server knows).

    def double_click(self, card: CardItem) -> None:
        """The card was double-clicked."""
        ...


class TableScene(QGraphicsScene):
    """A scene of cards and zones with press-drag-release card moves."""

    refused = Signal(str)  # a one-line reason a drag was refused

    def __init__(self, rect: QRectF, parent: QObject | None = None) -> None:
        super().__init__(rect, parent)
        self.rules: DragRules | None = None
        self.zones: list[Zone] = []
        self.speed = 1.0  # animation speed (settings): 2 twice as fast, 0 at once
        self._card: CardItem | None = None
        self._press = QPointF()
        self._grab = QPointF()
        self._dragging = False
        self._targets: list[Zone] = []
        self._hovered: Zone | None = None

    @property
    def glide_ms(self) -> int:
        """How long a card slides to its place at the current speed."""
        return at_speed(THEME.glide_ms, self.speed)

    @property
    def return_ms(self) -> int:
        """How long a refused card takes to return, and its zone flashes, at the current speed."""
        return at_speed(THEME.snap_back_ms, self.speed)

    # -- queries ------------------------------------------------------------------------------

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card under ``pos``."""
        from canvas_table.table.items import CardItem

        for item in self.items(pos, QtCore.Qt.ItemSelectionMode.IntersectsItemShape,
                               QtCore.Qt.SortOrder.DescendingOrder, QTransform()):
            if isinstance(item, CardItem) and item.isVisible() and \
                    item.mapRectToScene(item.card_rect()).contains(pos):
                return item
        return None

    def best_zone(self, card: CardItem, zones: list[Zone]) -> Zone | None:
        """The zone with the largest overlap with the card's rectangle, if any overlaps."""
        rect = card.mapRectToScene(card.card_rect())
        best, best_area = None, 0.0
        for zone in zones:
            overlap = rect.intersected(zone.mapRectToScene(zone.rect))
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = zone, area
        return best

    @property
    def dragged(self) -> CardItem | None:
        """The card being dragged, if a drag is under way."""
        return self._card if self._dragging else None

    # -- mouse --------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != QtCore.Qt.MouseButton.LeftButton or self.rules is None:
            super().mousePressEvent(event)
            return
        card = self.card_at(event.scenePos())
        if card is None or not card.draggable:
            super().mousePressEvent(event)
            return
        self._card = card
        self._press = event.scenePos()
        self._grab = event.scenePos() - card.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        card = self._card
        if card is None or self.rules is None:
            super().mouseMoveEvent(event)
            return
        if not self._dragging:
            if (event.scenePos() - self._press).manhattanLength() < DRAG_THRESHOLD:
                return
            reason = self.rules.can_lift(card)
            if reason is not None:
                self._card = None
                self.refused.emit(reason)
                return
            lifted = getattr(self.rules, "lifted", None)  # lifting may turn another card up
            if lifted is not None:
                card = self._card = lifted(card)
            self._start_drag(card)
        card.setPos(event.scenePos() - self._grab)
        zone = self.best_zone(card, self._targets)
        if zone is not self._hovered:
            if self._hovered is not None:
                self._hovered.set_state(self._hovered.TARGET)
            if zone is not None:
                zone.set_state(zone.HOVER)
            self._hovered = zone
            self.rules.hover(card, zone)
        event.accept()

    def _start_drag(self, card: CardItem) -> None:
        assert self.rules is not None
        self._dragging = True
        card.stop_motion()
        card.lifted = True
        card.setZValue(1000)
        card.setScale(max(card.scale(), THEME.lift_scale))
        self._targets = self.rules.targets(card)
        for zone in self._targets:
            zone.set_state(zone.TARGET)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        card = self._card
        if card is None or self.rules is None or event.button() != QtCore.Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        self._card = None
        if not self._dragging:
            self.rules.click(card)
            event.accept()
            return
        self._dragging = False
        zone = self._hovered
        self._end_drag(card)
        reason = self.rules.drop(card, zone)
        if reason is not None:
            card.go_home(self.return_ms)
            if zone is not None:
                zone.flash_refused(self.return_ms)
            self.refused.emit(reason)
        event.accept()

    def _end_drag(self, card: CardItem) -> None:
        card.lifted = False
        card.update()
        for zone in self._targets:
            zone.set_state(zone.IDLE)
        self._targets = []
        self._hovered = None

    def cancel_drag(self) -> None:
        """Abandon a drag under way (the game changed under it): the card goes home."""
        card = self._card
        self._card = None
        if card is not None and self._dragging:
            self._dragging = False
            self._end_drag(card)
            card.go_home(self.return_ms)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        card = self.card_at(event.scenePos())
        if card is not None and self.rules is not None and event.button() == QtCore.Qt.MouseButton.LeftButton:
            self._card = None
            self.rules.double_click(card)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)
