"""A Picktura table on a view (no window): scene, faces, controller and board, shown at 1600x900.

The deck is fixed whole, so every position can be worked out by hand:

- Ada (seat 0, a person) is dealt 1, 2 (work 1's top quarters), 5, 6 (work 2's) and 49 (a blank);
- Bo (seat 1) is dealt 13, 14, 17, 21, 25;
- the hidden pile's top is 3 (work 1, bottom left), then 4 (bottom right), then 7;
- the deck's last card, 8 (work 2, bottom right), is turned up as the visible pile.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from canvas_table.engine.platform import PlayerSpec
from canvas_table.picktura.match import PickturaMatch
from canvas_table.picktura.setup import PickturaConfig
from canvas_table.picktura.state import TURN
from canvas_table.picktura.ui.kit import KIT
from canvas_table.table.faces import FaceCache
from canvas_table.table.items import CardItem
from canvas_table.table.scene import TableScene
from canvas_table.table.view import TableView

TOP = (1, 2, 5, 6, 49, 13, 14, 17, 21, 25, 3, 4, 7)
LAST = 8
DECK = TOP + tuple(c for c in (*range(1, 49), 50) if c not in TOP and c != LAST) + (LAST,)


def ada_and(kind: str = "bot:normal", first: int = 0, seats: int = 2) -> PickturaMatch:
    """Ada (a person) and Bo (``kind``) (and bots Cy, Di), the deck fixed as above."""
    names = [
        PlayerSpec("Ada"),
        PlayerSpec("Bo", kind),
        PlayerSpec("Cy", "bot:random"),
        PlayerSpec("Di", "bot:random"),
    ][:seats]
    deck = DECK if seats == 2 else None
    return PickturaMatch.new(PickturaConfig(tuple(names), 5, first_player=first, deck=deck))


def set_position(match: PickturaMatch, hands, visible, hidden, works) -> None:
    """Put ``match`` in a hand-built position at the start of seat 0's turn (for what needs one)."""
    state = match.state
    state.hands = [list(hand) for hand in hands]
    state.visible, state.hidden = list(visible), list(hidden)
    state.works = [[list(group) for group in groups] for groups in works]
    state.public = [set() for _ in hands]
    state.seat, state.phase = 0, TURN


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

    def click(self, qtbot, card: int) -> None:
        """Click card ``card`` (press and release without moving)."""
        qtbot.mouseClick(
            self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.to_view(centre(self.item(card)))
        )


def centre(item: CardItem) -> QPointF:
    """The scene centre of a card."""
    return item.mapRectToScene(item.card_rect()).center()


@pytest.fixture
def table(qtbot):
    """A factory: ``table(match)`` shows that game's table at 1600x900, animations off."""
    made: list[Table] = []

    def make(match: PickturaMatch, size=(1600, 900)) -> Table:
        scene = TableScene(KIT.scene_rect)
        faces = FaceCache(KIT.faces(None, False, None))
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
