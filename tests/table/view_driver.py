"""A game's table on a bare view (no window), driven with real mouse events on its viewport: the
shared half of the Layers and Picktura UI tests' fixtures."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt

from canvas_table.table.faces import FaceCache
from canvas_table.table.items import CardItem
from canvas_table.table.scene import TableScene
from canvas_table.table.view import TableView


@dataclass
class Table:
    """What a test drives: the view, the scene, the controller and the board."""

    view: TableView
    scene: TableScene
    faces: FaceCache
    controller: Any
    board: Any
    saves: list = field(default_factory=list)

    def to_view(self, point: QPointF) -> QPoint:
        """A scene point in viewport pixels."""
        return self.view.mapFromScene(point)

    def item(self, card: int) -> CardItem:
        """The table item of card ``card``."""
        return self.board.cards[card]

    def press(self, qtbot, start: QPointF) -> None:
        """Press the left button at ``start``."""
        qtbot.mousePress(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.to_view(start))
        self._at = self.to_view(start)

    def move(self, qtbot, end: QPointF, steps: int = 6) -> None:
        """Move the mouse in steps to ``end`` (button held)."""
        a, b = self._at, self.to_view(end)
        for k in range(1, steps + 1):
            p = a + (b - a) * k / steps
            qtbot.mouseMove(self.view.viewport(), QPoint(round(p.x()), round(p.y())))
        self._at = b

    def release(self, qtbot) -> None:
        """Let go where the mouse is."""
        qtbot.mouseRelease(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at)

    def drag(self, qtbot, start: QPointF, end: QPointF, steps: int = 6) -> None:
        """Press at ``start``, move to ``end`` and release, on the viewport."""
        self.press(qtbot, start)
        self.move(qtbot, end, steps)
        self.release(qtbot)

    def click(self, qtbot, card: int) -> None:
        """Click card ``card`` (press and release without moving)."""
        qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=self.to_view(centre(self.item(card))))


def centre(item: CardItem) -> QPointF:
    """The scene centre of a card."""
    return item.mapRectToScene(item.card_rect()).center()


def table_factory(qtbot, kit: Any) -> Iterator[Callable[..., Table]]:
    """A fixture's body: ``make(match, art_dir=None, size=(1600, 900))`` shows ``kit``'s table of
    that game, animations off; every board made is removed at the end."""
    made: list[Table] = []

    def make(match: Any, art_dir=None, size=(1600, 900)) -> Table:
        scene = TableScene(kit.scene_rect)
        faces = FaceCache(kit.faces(art_dir, False, None))
        saves: list = []
        controller = kit.controller(match, saves.append)
        board = kit.board(scene, faces, controller)
        board.speed = 0
        view = TableView(scene)
        view.key_handler = board.key
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        view.lay_table()
        controller.start()
        made.append(t := Table(view, scene, faces, controller, board, saves))
        return t

    yield make
    for t in made:
        t.board.remove()
