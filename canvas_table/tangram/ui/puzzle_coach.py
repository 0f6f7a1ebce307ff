"""The guided first puzzle: three callouts that teach dragging, turning and flipping, one after the
other, each gone as soon as the player has done what it shows."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Signal
from PySide6.QtGui import QColor

from canvas_table.i18n import _
from canvas_table.table.coach import CoachCallout
from canvas_table.tangram.ui.puzzle_items import stage_rect
from canvas_table.tangram.ui.puzzle_layout import PIECES
from canvas_table.tangram.ui.puzzle_scene import DRAG, FLIP, TURN, PuzzleScene

LESSONS = (DRAG, TURN, FLIP)
# under the stage, in scene units (the scene grows to show it while the lessons last: over the stage
# it would hide a part of the figure)
BUBBLE = QRectF(-440, stage_rect().bottom() + 16, 880, 140)
PARALLELOGRAM = PIECES.index("parallelogram")


def lesson_words(lesson: str) -> tuple[str, str]:
    """The heading and the words of a lesson, in the player's language."""
    if lesson == DRAG:
        return _("Drag a piece"), _("Press on a piece and drag it onto the black shape. Near a corner "
                                    "or an edge it snaps into place.")
    if lesson == TURN:
        return _("Turn a piece"), _("Roll the mouse wheel over a piece, or press Q or E, to turn it by "
                                    "an eighth of a turn.")
    return _("Flip the parallelogram"), _("Double-click the parallelogram, or press F, to turn it over. "
                                          "Tab chooses a piece, the arrow keys move it.")


class PuzzleCoach(CoachCallout):
    """Shows the lessons in order over the stage; says ``learnt`` once the last one is done."""

    learnt = Signal()

    def __init__(self, scene: PuzzleScene) -> None:
        super().__init__(QSizeF(BUBBLE.size()), QColor("#7a3b2e"), text_px=22, glow_px=5)
        self.puzzle = scene
        self.lesson = 0
        scene.addItem(self)
        scene.setSceneRect(stage_rect().united(BUBBLE))
        scene.acted.connect(self._acted)
        self._show()

    @property
    def done(self) -> bool:
        """Every lesson has been learnt."""
        return self.lesson >= len(LESSONS)

    def detach(self) -> None:
        """Stop listening to the scene and give it back its own size (the lessons are over, or the
        scene is cleared for another figure)."""
        self.puzzle.acted.disconnect(self._acted)
        self.puzzle.setSceneRect(stage_rect())

    def _target(self) -> QRectF:
        index = PARALLELOGRAM if LESSONS[self.lesson] == FLIP else self.puzzle.selected
        item = self.puzzle.pieces[index]
        return item.mapRectToScene(item.path.boundingRect())

    def _show(self) -> None:
        if self.done:
            self.clear()
            return
        heading, text = lesson_words(LESSONS[self.lesson])
        self.point(heading, text, BUBBLE, [self._target()])

    def _acted(self, what: str) -> None:
        if self.done:
            return
        if what == LESSONS[self.lesson]:
            self.lesson += 1
        self._show()
        if self.done:
            self.detach()
            self.learnt.emit()
