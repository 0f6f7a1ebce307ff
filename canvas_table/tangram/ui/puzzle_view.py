"""The puzzle's view: the whole stage fitted to the widget at any size, keys handed to the scene."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from canvas_table.table.theme import THEME
from canvas_table.tangram.ui.puzzle_scene import PuzzleScene


class PuzzleView(QGraphicsView):
    """Shows a :class:`PuzzleScene` scaled to fit; Tab and the puzzle's keys go to the scene."""

    def __init__(self, scene: PuzzleScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.puzzle = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(QColor(THEME.backdrop))
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # the stage is a picture: never mirrored
        scene.sceneRectChanged.connect(lambda _rect: self.fit())  # the coach's room below the stage

    def fit(self) -> None:
        """Scale the stage to fill the view, keeping its proportions."""
        self.fitInView(self.sceneRect().adjusted(-12, -12, 12, 12), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def event(self, event: QEvent) -> bool:
        # Tab would move the focus out of the view: here it chooses the next piece instead
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self.puzzle.key(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.puzzle.key(event):
            event.accept()
            return
        super().keyPressEvent(event)
