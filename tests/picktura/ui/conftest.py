"""A Picktura table on a view (no window): scene, faces, controller and board, shown at 1600x900.

The deck is fixed whole, so every position can be worked out by hand:

- Ada (seat 0, a person) is dealt 1, 2 (work 1's top quarters), 5, 6 (work 2's) and 49 (a blank);
- Bo (seat 1) is dealt 13, 14, 17, 21, 25;
- the hidden pile's top is 3 (work 1, bottom left), then 4 (bottom right), then 7;
- the deck's last card, 8 (work 2, bottom right), is turned up as the visible pile.
"""

from __future__ import annotations

import pytest

from canvas_table.engine.platform import PlayerSpec
from canvas_table.picktura.match import PickturaMatch
from canvas_table.picktura.setup import PickturaConfig
from canvas_table.picktura.state import TURN
from canvas_table.picktura.ui.kit import KIT
from tests.table.view_driver import table_factory

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


@pytest.fixture
def table(qtbot):
    """A factory: ``table(match, art_dir=None, size=(1600, 900))`` shows that game's table,
    animations off."""
    yield from table_factory(qtbot, KIT)
