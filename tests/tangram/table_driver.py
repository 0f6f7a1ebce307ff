"""A Tangram Champions table on a bare view (no window), and games whose first moves are known.

With seed 5 the first roll is a 3 and a 4: seat 0 lands on square 7, a red tangram square, and
draws the figure red-4; with seed 9 she rolls 2 and 6 to square 8, a favourable square, and draws
"take a colour card of your choice" (both worked out once from the seeds and pinned by the tests).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from canvas_table.engine.platform import PlayerSpec
from canvas_table.tangram.game import GAME
from canvas_table.tangram.match import TangramMatch

SEED = 5
TAKE_ANY_SEED = 9  # Ada rolls 2 and 6 to square 8, favourable, and draws "take a colour card of your choice"


def ada_and(*kinds: str, seed: int = SEED, goal: str = "standard") -> TangramMatch:
    """Ada (a person) and one seat per kind (Bo, Cy, Di, ...)."""
    names = ("Bo", "Cy", "Di", "Ed", "Flo")
    players = (PlayerSpec("Ada"), *(PlayerSpec(name, kind) for name, kind in zip(names, kinds, strict=False)))
    return GAME.new_match(players, seed, {"goal": goal})


def click(qtbot, table, point: QPointF) -> None:
    """Click the left button at a scene point, on the viewport."""
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.to_view(point))


def centre_of(item) -> QPointF:
    """The scene centre of a painted item's rectangle."""
    return item.mapRectToScene(item.rect).center()
