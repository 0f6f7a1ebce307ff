"""The puzzle's scene: the stage and the seven pieces, moved by the mouse and the keyboard.

Mouse: drag a piece with the left button (it is lifted above the others and snaps as it goes); the
wheel over a piece, or over the held one, turns it by 45 degrees; a right-drag turns it a step per
:data:`TURN_PX`; a double-click flips the parallelogram. Keyboard (:meth:`PuzzleScene.key`): Tab and
Shift+Tab or 1..7 choose the piece, the arrows move it (Shift: fine steps), Q or [ and E or ] turn it,
F flips it. Every put-down runs the rules' check (:func:`~canvas_table.tangram.check.judge`); the
scene says ``solved`` once the pieces match the silhouette.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent
from shapely.geometry import Polygon

from canvas_table.tangram.check import Verdict, judge
from canvas_table.tangram.figures import Figure
from canvas_table.tangram.pieces import Placement
from canvas_table.tangram.snap import Targets, snap_to, targets
from canvas_table.tangram.ui.puzzle_items import PieceItem, StageItem, stage_rect, to_units
from canvas_table.tangram.ui.puzzle_layout import (
    HALF_HEIGHT,
    HALF_WIDTH,
    PIECES,
    centre,
    middle,
    start_placements,
    turned_about_middle,
)

SNAP_RADIUS = 0.18  # units: a corner or edge this close pulls the piece onto it
STEP, FINE_STEP = 0.25, 0.05  # units an arrow key moves the piece (with Shift: the fine step)
KEY_SNAP = 0.75  # of a key's step: the snap radius after it
STAGE_MARGIN = 0.3  # units: a piece's middle stays this far inside the stage's edge
TURN_PX = 40.0  # scene units of a right-drag per 45-degree turn
DRAG, TURN, FLIP = "drag", "turn", "flip"  # what a person did (the coach listens)
ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1)}
TURN_KEYS = {Qt.Key.Key_Q: 1, Qt.Key.Key_BracketLeft: 1, Qt.Key.Key_E: -1, Qt.Key.Key_BracketRight: -1}


class PuzzleScene(QGraphicsScene):
    """The stage and the pieces of one figure, played with the mouse and the keys."""

    acted = Signal(str)  # DRAG, TURN or FLIP: a person moved, turned or flipped a piece
    solved = Signal()  # the check found the figure solved

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(stage_rect(), parent)
        self.figure: Figure | None = None
        self.centre = (0.0, 0.0)
        self.stage: StageItem | None = None
        self.pieces: list[PieceItem] = []
        self.interactive = False  # a person may move the pieces
        self.selected = 0
        self.verdict: Verdict | None = None  # the last check's answer
        self._held: int | None = None
        self._grab = QPointF()
        self._lifted_from: Placement | None = None  # where the held piece was picked up
        self._targets: Targets | None = None
        self._turning: tuple[int, float, Placement] | None = None  # piece, start x, placement then
        self._top = 0.0

    def set_figure(self, figure: Figure) -> None:
        """Lay out ``figure``: its stage and the pieces waiting in their trays."""
        self.clear()
        self.figure, self.centre = figure, centre(figure)
        self.stage = StageItem(figure.colour, figure.silhouette, figure.solution, self.centre)
        self.addItem(self.stage)
        self.pieces = []
        for index, placement in enumerate(start_placements(figure)):
            item = PieceItem(index, placement, self.centre)
            item.setZValue(index)
            self.addItem(item)
            self.pieces.append(item)
        self._top = len(self.pieces)
        self._held, self._turning, self.verdict = None, None, None
        self.select(0)

    def placements(self) -> tuple[Placement, ...]:
        """Where the seven pieces lie, in the puzzle's piece order."""
        return tuple(item.placement for item in self.pieces)

    def put(self, index: int, placement: Placement) -> None:
        """Put piece ``index`` at ``placement`` as it is (no snap, no check)."""
        self.pieces[index].place(placement)

    def raise_piece(self, index: int) -> None:
        """Draw piece ``index`` above all the others."""
        self._top += 1
        self.pieces[index].setZValue(self._top)

    def select(self, index: int) -> None:
        """Make piece ``index`` the keyboard's piece (drawn with a white outline)."""
        self.selected = index % len(PIECES)
        for item in self.pieces:
            item.set_look(selected=item.index == self.selected)

    def piece_at(self, pos: QPointF) -> int | None:
        """The topmost piece under ``pos``, if any."""
        for item in self.items(pos, Qt.ItemSelectionMode.ContainsItemShape, Qt.SortOrder.DescendingOrder,
                               QTransform()):
            if isinstance(item, PieceItem):
                return item.index
        return None

    # -- what a person does -----------------------------------------------------------------------

    def on_stage(self, placement: Placement) -> Placement:
        """``placement`` moved back, if need be, so the piece's middle stays on the stage (a piece
        dragged past the window's edge is never lost)."""
        mx, my = middle(placement)
        cx, cy = self.centre
        reach_x, reach_y = HALF_WIDTH - STAGE_MARGIN, HALF_HEIGHT - STAGE_MARGIN
        dx = min(max(mx, cx - reach_x), cx + reach_x) - mx
        dy = min(max(my, cy - reach_y), cy + reach_y) - my
        return placement if dx == 0 and dy == 0 else placement.moved(dx, dy)

    def _others(self, index: int) -> list[Placement]:
        return [item.placement for item in self.pieces if item.index != index]

    def _snapped(self, index: int, placement: Placement) -> Placement:
        assert self.figure is not None
        return snap_to(placement, targets(self.figure.silhouette, self._others(index)), SNAP_RADIUS)

    def check(self) -> Verdict:
        """Run the rules' check on the pieces as they lie; say ``solved`` when they solve the figure."""
        silhouette = self.figure.silhouette if self.figure is not None else Polygon()
        self.verdict = judge(silhouette, self.placements())
        if self.verdict.solved and self.interactive:
            self.solved.emit()
        return self.verdict

    def turn(self, index: int, steps: int) -> None:
        """Turn piece ``index`` by ``steps`` x 45 degrees counter-clockwise about its middle."""
        if not self.interactive or steps == 0:
            return
        placement = turned_about_middle(self.pieces[index].placement, steps)
        self._after_turn(index, placement)

    def flip(self, index: int) -> None:
        """Turn the parallelogram over (the other pieces look the same either side up)."""
        if not self.interactive or self.pieces[index].placement.piece != "parallelogram":
            return
        self._after_turn(index, turned_about_middle(self.pieces[index].placement, flip=True), FLIP)

    def _after_turn(self, index: int, placement: Placement, what: str = TURN) -> None:
        self.raise_piece(index)
        if self._held == index:  # still in the hand: keep the grab under the pointer, snap on release
            self.put(index, placement)
            self._targets = targets(self.figure.silhouette, self._others(index)) if self.figure else None
        else:
            self.put(index, self._snapped(index, placement))
            self.check()
        self.acted.emit(what)

    def nudge(self, index: int, dx: float, dy: float) -> None:
        """Move piece ``index`` by (dx, dy) units, then snap and check.

        A key's step snaps to corners only, within three quarters of the step: the next step in any
        direction always gets away (an edge would hold a piece sliding along it)."""
        if not self.interactive:
            return
        self.raise_piece(index)
        assert self.figure is not None
        moved = self.on_stage(self.pieces[index].placement.moved(dx, dy))
        goal = targets(self.figure.silhouette, self._others(index))
        self.put(index, snap_to(moved, goal, KEY_SNAP * max(abs(dx), abs(dy)), edges=False))
        self.check()
        self.acted.emit(DRAG)

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key for the keyboard's piece; True when the key was the puzzle's."""
        if not self.interactive or not self.pieces:
            return False
        key, shift = event.key(), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key == Qt.Key.Key_Tab or key == Qt.Key.Key_Backtab:
            self.select(self.selected + (-1 if key == Qt.Key.Key_Backtab or shift else 1))
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_7:
            self.select(key - Qt.Key.Key_1)
        elif key in ARROWS:
            step = FINE_STEP if shift else STEP
            self.nudge(self.selected, ARROWS[key][0] * step, ARROWS[key][1] * step)
        elif key in TURN_KEYS:
            self.turn(self.selected, TURN_KEYS[key])
        elif key == Qt.Key.Key_F:
            self.flip(self.selected)
        else:
            return False
        return True

    # -- mouse ------------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        index = self.piece_at(event.scenePos()) if self.interactive else None
        if event.button() == Qt.MouseButton.RightButton:
            index = self._held if self._held is not None else index
            if index is not None:
                self._turning = (index, event.scenePos().x(), self.pieces[index].placement)
                event.accept()
                return
        if event.button() != Qt.MouseButton.LeftButton or index is None:
            super().mousePressEvent(event)
            return
        self.select(index)
        self.raise_piece(index)
        self._held = index
        item = self.pieces[index]
        self._grab = event.scenePos() - item.pos()
        self._lifted_from = item.placement
        self._targets = targets(self.figure.silhouette, self._others(index)) if self.figure else None
        item.set_look(lifted=True)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._turning is not None and event.buttons() & Qt.MouseButton.RightButton:
            index, start, before = self._turning
            steps = int((event.scenePos().x() - start) / TURN_PX)
            wanted = turned_about_middle(before, steps)
            if wanted.rotation != self.pieces[index].placement.rotation:
                self.put(index, wanted)
                if self._held == index:
                    self._grab = event.scenePos() - self.pieces[index].pos()
            event.accept()
            return
        if self._held is None:
            super().mouseMoveEvent(event)
            return
        item = self.pieces[self._held]
        x, y = to_units(event.scenePos() - self._grab, self.centre)
        placement = self.on_stage(Placement(item.placement.piece, x, y, item.placement.rotation,
                                            item.placement.flipped))
        if self._targets is not None:
            placement = snap_to(placement, self._targets, SNAP_RADIUS)
        item.place(placement)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self._turning is not None:
            index, _, before = self._turning
            self._turning = None
            if self._held != index:
                self.put(index, self._snapped(index, self.pieces[index].placement))
                self.check()
            if self.pieces[index].placement.rotation != before.rotation:
                self.acted.emit(TURN)
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton or self._held is None:
            super().mouseReleaseEvent(event)
            return
        index, self._held, self._targets = self._held, None, None
        item = self.pieces[index]
        moved = item.placement != self._lifted_from
        item.set_look(lifted=False)
        self.check()
        if moved:
            self.acted.emit(DRAG)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        index = self.piece_at(event.scenePos()) if self.interactive else None
        if index is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        self.select(index)
        self.flip(index)
        event.accept()

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        index = self._held if self._held is not None else (
            self.piece_at(event.scenePos()) if self.interactive else None)
        if index is None or event.delta() == 0:
            super().wheelEvent(event)
            return
        self.select(index)
        self.turn(index, 1 if event.delta() > 0 else -1)
        if self._held == index:
            self._grab = event.scenePos() - self.pieces[index].pos()
        event.accept()
