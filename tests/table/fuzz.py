"""What the table fuzz tests share: the mouse on the viewport, seats, and gestures checked one by one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt

from canvas_table.app.window import MainWindow
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.rng import Rng
from canvas_table.table.items import CardItem, Zone

MAX_GESTURES = 700  # a bound: every case plays its game to the end well before it
CANVAS_CASES = [(11, 1), (17, 2), (23, 3), (31, 4), (29, 5), (41, 1), (43, 2), (47, 3), (53, 5)]
LAYERS_CASES = [(5, 1), (7, 2), (13, 3), (19, 5), (37, 1), (59, 2), (61, 3), (67, 4), (71, 5)]



class Mouse:
    """Press, move in steps and release the left button on the window's viewport."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window
        self.at = QPoint()

    def view_point(self, scene_point: QPointF) -> QPoint:
        return self.window.view.mapFromScene(scene_point)

    def press(self, scene_point: QPointF) -> None:
        self.at = self.view_point(scene_point)
        self.qtbot.mousePress(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=self.at)

    def move(self, scene_point: QPointF, steps: int = 5) -> None:
        a, b = self.at, self.view_point(scene_point)
        for k in range(1, steps + 1):
            p = a + (b - a) * k / steps
            self.qtbot.mouseMove(self.window.view.viewport(), QPoint(round(p.x()), round(p.y())))
        self.at = b

    def release(self) -> None:
        self.qtbot.mouseRelease(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=self.at)

    def click(self, scene_point: QPointF) -> None:
        self.press(scene_point)
        self.release()


def centre(item: CardItem) -> QPointF:
    return item.mapRectToScene(item.card_rect()).center()


def hovered(zones) -> Zone | None:
    lit = [zone for zone in zones if zone.state == Zone.HOVER]
    assert len(lit) <= 1
    return lit[0] if lit else None


def random_point(rng: Rng) -> QPointF:
    return QPointF(rng.below(1920), rng.below(1080))



def scene_mismatches(cards: dict[int, Any], expected: dict[int, tuple],
                     shown: Callable[[Any, tuple], tuple[tuple, tuple]], places: str) -> list[str]:
    """What is wrong on the table, card by card: a card left lifted; a card the state places
    (``expected[card]``) whose item does not show it there (``shown(item, expected[card])`` gives
    what the item shows and what the state wants); a card shown that the state puts in none of
    its ``places``."""
    wrong = []
    for card, item in cards.items():
        if item.lifted:
            wrong.append(f"card {card} left lifted")
        if card in expected:
            got, want = shown(item, expected[card])
            if got != want:
                wrong.append(f"card {card}: shown {got}, the state says {want}")
        elif item.isVisible():
            wrong.append(f"card {card} is shown at {item.pos()} but is in no {places}")
    return wrong

def people(count: int) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(name) for name in ("Ada", "Bo", "Cy", "Dee", "Eve")[:count])



class TableFuzz:
    """Gestures on one game's table, each checked; a game's fuzz says how to check the hover and
    the scene (``check_hover``, ``check_scene``) and which gesture comes next (``step``)."""

    def __init__(self, qtbot, window: MainWindow, rng: Rng) -> None:
        self.window, self.rng, self.mouse = window, rng, Mouse(qtbot, window)
        self.gestures = 0

    @property
    def c(self):
        return self.window.controller

    @property
    def board(self):
        return self.window.board

    def check_hover(self, card: int) -> None:
        """While ``card`` hovers, what the table previews must be the engine's."""

    def check_scene(self) -> None:
        """After a gesture, the scene must match the state."""

    def drag(self, card: int, target: QPointF, via: tuple[QPointF, ...] = ()) -> None:
        """Drag ``card`` (through ``via``) to ``target``, checking the hover wherever it passes,
        then the whole scene."""
        self.gestures += 1
        self.mouse.press(centre(self.board.cards[card]))
        for point in (*via, target):
            self.mouse.move(point)
            self.check_hover(card)
        self.mouse.release()
        self.check_scene()
