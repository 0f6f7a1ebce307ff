"""Clicks on colour cards that overlap in a seat's panel: each reaches the card under the pointer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.moves import Pending
from canvas_table.tangram.state import CHOOSE
from canvas_table.tangram.ui.kit import KIT
from tests.table.view_driver import table_factory
from tests.tangram.table_driver import ada_and, click


@pytest.fixture
def table(qtbot):
    """``table(match, size=...)`` shows that game's table, animations off."""
    yield from table_factory(qtbot, KIT)


@pytest.mark.parametrize("size", [(1600, 900), (843, 786)])
def test_a_card_is_chosen_where_the_next_cards_glow_overlaps_its_face(qtbot, table, size):
    t = table(ada_and("human"), size=size)
    c, board = t.controller, t.board
    state = c.state
    held = [COLOURS[0], COLOURS[1]]  # side by side in Ada's panel, the second over the first
    for colour in held:
        state.hands[0][colour] = 1
        state.stock[colour] -= 1
    state.pending = [Pending(0, "return")]
    state.phase = CHOOSE
    c.changed.emit()
    first, second = (board.cards[f"seat:0:{colour}"] for colour in held)
    assert first.offered and second.offered
    face, over = first.mapRectToScene(first.rect), second.mapRectToScene(second.rect)
    # on the first card's face, inside the second's glow margin (8 units) but not on its face
    point = QPointF(over.left() - 3, face.center().y())
    assert face.contains(point) and not over.contains(point)
    assert second.mapRectToScene(second.boundingRect()).contains(point)
    click(qtbot, t, point)
    assert state.hands[0][held[0]] == 0 and state.hands[0][held[1]] == 1, "the click was lost"
