"""A Layers table on a view (no window): scene, faces, controller and board, shown at 1600x900.

Games use a fixed top of the pile so positions and scores can be worked out by hand:

- Ada (seat 0) gets 3 (star at 2), 6 (star at 1), 13 (blue at 0) on layers 1, 2, 3:
  stars 2 × (2 − 0) = 4, blue 1 × (1 − 0) = 1, so 5 points.
- Bo (seat 1) gets 4, 5, 9; the market is 7 (star at 3), 8 (negative star at 0), 11, 12;
  the pile's top card is 14 (eye at 4).
"""

from __future__ import annotations

import pytest

from canvas_table.engine.platform import PlayerSpec
from canvas_table.layers.match import LayersMatch
from canvas_table.layers.setup import LayersConfig
from canvas_table.layers.ui.kit import KIT
from tests.table.view_driver import table_factory

TOP = (3, 4, 6, 5, 13, 9, 7, 8, 11, 12, 14)


def ada_and(kind: str = "bot:normal", first: int = 0, rounds: int = 3, seed: int = 5) -> LayersMatch:
    """Ada (a person) and Bo (``kind``), the pile's top fixed as above."""
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", kind))
    return LayersMatch.new(LayersConfig(players, seed, rounds, first_player=first, deck=TOP))


@pytest.fixture
def table(qtbot):
    """A factory: ``table(match, art_dir=None, size=(1600, 900))`` shows that game's table,
    animations off, in the shipped fonts (as every start has them: a test measuring text must not
    depend on whether an earlier test loaded them)."""
    from canvas_table.app.application import load_fonts

    load_fonts()
    yield from table_factory(qtbot, KIT)
