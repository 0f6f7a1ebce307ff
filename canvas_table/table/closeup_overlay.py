"""The close-up over the table view: when it opens and closes.

It opens when the mouse rests on a card for :data:`HOLD_MS` without moving, or with Space on the
keyboard's card (else the card under the mouse) when the board does not play that card with Space
(the view's ``key_handler`` is asked first), or with Shift+Space whatever the board does; Space,
Esc, a click or the mouse leaving the card closes it. It never stands in a drag's way: no close-up
while a button is held, and a press goes on to the table (starting a drag as before) while the
close-up closes.

A table item offers a close-up through its ``closeup_key`` (a non-empty string, e.g. the face it
shows); the game's kit turns a key into a :class:`~canvas_table.table.closeup.CloseUp`
(``closeup(controller, key)``), so this module knows no game. The overlay is a widget over the
view's viewport that lets every mouse event through to the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QWidget
from shiboken6 import isValid

from canvas_table.table.faces import FaceCache

if TYPE_CHECKING:  # its module (and its records) only once a close-up is shown
    from canvas_table.table.closeup import CloseUp

#: How long (ms) the mouse rests on a card before its close-up opens; read each time a rest
#: begins, so a test (or a setting) may change it at any moment.
HOLD_MS = 600
WATCH_MS = 150  # how often an open close-up looks at its card and its art
STILL_PX = 4  # a rest may drift this many pixels (a hand is never quite still)
FOLLOW_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
               Qt.Key.Key_Backtab)


Source = Callable[[str], "CloseUp | None"]
Hook = Callable[[Any, str], "CloseUp | None"]  # a kit's closeup(controller, key)


def item_area(item: QGraphicsItem) -> QRectF:
    """The card's own rectangle in item coordinates (without shadow or margins)."""
    card_rect = getattr(item, "card_rect", None)
    if callable(card_rect):
        return card_rect()
    rect = getattr(item, "rect", None)
    return rect if isinstance(rect, QRectF) else item.boundingRect()


class CloseUpOverlay(QWidget):
    """The close-up over a :class:`QGraphicsView`; it watches the view's mouse and keys."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.faces: FaceCache | None = None
        self.source: Source | None = None
        self.shown: CloseUp | None = None
        self.item: QGraphicsItem | None = None  # the card whose close-up is shown
        self._key = ""
        self._by_keyboard = False
        self._mouse: QPoint | None = None  # where the mouse is on the viewport, if on it
        self._rest: tuple[QGraphicsItem, QPoint] | None = None  # the card being rested on, and where
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._rested)
        self.hide()
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)
        # Watching the scene's changed() signal would slow every view's updates (Qt then routes
        # them through the scene); while open, a light timer keeps the close-up in step instead.
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._keep_up)
        self._waited = False  # art was being decoded at the last look
        self._generation = 0  # the face cache's generation at the last look

    # -- what the window sets -----------------------------------------------------------------

    def use(self, faces: FaceCache | None, hook: Hook | None, controller: Any = None) -> None:
        """Draw with ``faces`` and ask the kit's ``hook(controller, key)`` for close-ups (None: the
        game has none)."""
        self.close_up()
        self.faces = faces
        self.source = (lambda key: hook(controller, key)) if hook is not None else None

    # -- queries ------------------------------------------------------------------------------

    def card_at(self, point: QPoint) -> QGraphicsItem | None:
        """The topmost item under viewport ``point`` that offers a close-up."""
        scene_pos = self.view.mapToScene(point)
        for item in self.view.items(point):
            if item.isVisible() and getattr(item, "closeup_key", "") and \
                    item.mapRectToScene(item_area(item)).contains(scene_pos):
                return item
        return None

    def focused_card(self) -> QGraphicsItem | None:
        """The card with the keyboard's focus ring, if it offers a close-up."""
        for item in self.view.scene().items():
            if getattr(item, "focused", False) is True and item.isVisible() and \
                    getattr(item, "closeup_key", ""):
                return item
        return None

    @property
    def resting(self) -> bool:
        """True while the mouse rests on a card and its close-up is about to open."""
        return self._timer.isActive()

    @property
    def dragging(self) -> bool:
        """True while the table drags a card."""
        return getattr(self.view.scene(), "dragged", None) is not None

    # -- opening and closing ------------------------------------------------------------------

    def open(self, item: QGraphicsItem) -> bool:
        """Show ``item``'s close-up; False when it has none (or a drag is under way)."""
        key = getattr(item, "closeup_key", "")
        closeup = self.source(key) if self.source is not None and key and not self.dragging else None
        if closeup is None:
            return False
        self.shown, self.item, self._key = closeup, item, key
        self.setGeometry(self.view.viewport().geometry())
        self.setAccessibleName(closeup.title)
        self.setAccessibleDescription(closeup.names())
        self.show()
        self.raise_()
        self.update()
        self._waited = True  # look once more: the large art may be on its way
        self._watch.start()
        return True

    def close_up(self) -> None:
        """Close the close-up (if open) and forget a rest under way."""
        self._timer.stop()
        self._rest = None
        self._by_keyboard = False
        if self.shown is not None or self.isVisible():
            self.shown, self.item, self._key = None, None, ""
            self._watch.stop()
            self.hide()

    def _rested(self) -> None:
        rest, self._rest = self._rest, None
        if rest is not None and isValid(rest[0]) and self._mouse is not None and \
                self.card_at(self._mouse) is rest[0]:
            self.open(rest[0])

    def _keep_up(self) -> None:
        """Close when the card left the table or turned over; repaint while its art arrives."""
        item = self.item
        if item is None or not isValid(item) or not item.isVisible() or \
                getattr(item, "closeup_key", "") != self._key:
            self.close_up()
            return
        waiting = self.faces is not None and getattr(self.faces.source, "pending", 0) > 0
        generation = self.faces.generation if self.faces is not None else 0  # new art folder
        if waiting or self._waited or generation != self._generation:
            self.update()
        self._waited, self._generation = waiting, generation

    # -- events -------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view:
            if event.type() == QEvent.Type.KeyPress:
                return self._key_press(event)  # type: ignore[arg-type]
            if event.type() == QEvent.Type.FocusOut and self._by_keyboard:
                self.close_up()
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseMove:
            self._mouse_move(event)  # type: ignore[arg-type]
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.Wheel,
                      QEvent.Type.Leave):
            if kind == QEvent.Type.Leave:
                self._mouse = None
            self.close_up()
        elif kind == QEvent.Type.Resize and self.shown is not None:
            self.setGeometry(self.view.viewport().geometry())
        elif kind == QEvent.Type.ToolTip:
            return self.shown is not None or self._timer.isActive()  # the close-up says more
        return False

    def _mouse_move(self, event: QMouseEvent) -> None:
        point = event.position().toPoint()
        self._mouse = point
        if event.buttons() != Qt.MouseButton.NoButton or self.dragging:
            self.close_up()
            return
        item = self.card_at(point)
        if self.shown is not None:
            if item is self.item:
                return
            self.close_up()
        if item is None or self.source is None:
            self._timer.stop()
            self._rest = None
            return
        if self._rest is None or self._rest[0] is not item or \
                (point - self._rest[1]).manhattanLength() > STILL_PX:
            self._rest = (item, point)
            self._timer.start(HOLD_MS)

    def _key_press(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key == Qt.Key.Key_Space and self.source is not None:
            if event.isAutoRepeat():
                return True
            if self.shown is not None:
                self.close_up()
                return True
            focused = self.focused_card()
            # Space may be how the board plays its focused card (Picktura chooses a quarter
            # with it): the board has it first, the close-up only what the board leaves.
            # (Shift+Space always shows the close-up: the keyboard's way to a card the board plays)
            handler = getattr(self.view, "key_handler", None)
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            if focused is not None and handler is not None and not shift and handler(event):
                return True
            item = focused or (self.card_at(self._mouse) if self._mouse is not None else None)
            if item is not None and self.open(item):
                self._by_keyboard = True
            return True
        if self.shown is None:
            return False
        if key == Qt.Key.Key_Escape:
            self.close_up()
            return True
        follow = self._by_keyboard and key in FOLLOW_KEYS
        self.close_up()
        if follow:  # the board moves the focus first; the close-up follows it
            QTimer.singleShot(0, self, self._follow_focus)
        return False

    def _follow_focus(self) -> None:
        item = self.focused_card()
        if item is not None and self.open(item):
            self._by_keyboard = True

    # -- painting -----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.shown is None or self.faces is None:
            return
        from canvas_table.table.closeup import paint_closeup  # loaded by the first close-up

        painter = QPainter(self)
        paint_closeup(painter, QRectF(self.rect()), self.shown, self.faces)
        painter.end()
