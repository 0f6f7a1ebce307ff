"""A Layers table on a view (no window): scene, faces, controller and board, shown at 1600x900.

Games use a fixed top of the pile so positions and scores can be worked out by hand:

- Ada (seat 0) gets 3 (star at 2), 6 (star at 1), 13 (blue at 0) on layers 1, 2, 3:
  stars 2 × (2 − 0) = 4, blue 1 × (1 − 0) = 1, so 5 points.
- Bo (seat 1) gets 4, 5, 9; the market is 7 (star at 3), 8 (negative star at 0), 11, 12;
  the pile's top card is 14 (eye at 4).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from canvas_table.engine.platform import PlayerSpec
from canvas_table.layers.match import LayersMatch
from canvas_table.layers.setup import LayersConfig
from canvas_table.layers.ui.kit import KIT
from canvas_table.table.faces import FaceCache
from canvas_table.table.items import CardItem
from canvas_table.table.scene import TableScene
from canvas_table.table.view import TableView

TOP = (3, 4, 6, 5, 13, 9, 7, 8, 11, 12, 14)


def ada_and(kind: str = "bot:normal", first: int = 0, rounds: int = 3, seed: int = 5) -> LayersMatch:
    """Ada (a person) and Bo (``kind``), the pile's top fixed as above."""
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", kind))
    return LayersMatch.new(LayersConfig(players, seed, rounds, first_player=first, deck=TOP))


@dataclass
class Table:
    """What a test drives: the view, the scene, the controller and the board."""

    view: TableView
    scene: TableScene
    faces: FaceCache
    controller: object
    board: object
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


def centre(item: CardItem) -> QPointF:
    """The scene centre of a card."""
    return item.mapRectToScene(item.card_rect()).center()


@pytest.fixture
def table(qtbot):
    """A factory: ``table(match, art_dir=None)`` shows that game's table at 1600x900, animations off."""
    made: list[Table] = []

    def make(match: LayersMatch, art_dir=None, size=(1600, 900)) -> Table:
        scene = TableScene(KIT.scene_rect)
        faces = FaceCache(KIT.faces(art_dir, False, None))
        saves: list = []
        controller = KIT.controller(match, saves.append)
        board = KIT.board(scene, faces, controller)
        board.speed = 0
        view = TableView(scene)
        view.key_handler = board.key
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        view.fit()
        controller.start()
        made.append(t := Table(view, scene, faces, controller, board, saves))
        return t

    yield make
    for t in made:
        t.board.remove()
