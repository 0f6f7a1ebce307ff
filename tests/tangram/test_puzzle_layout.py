"""Where the pieces wait at the start: in two trays beside the silhouette, on the stage, apart."""

from __future__ import annotations

import pytest
import shapely

from canvas_table.tangram.figures import figures
from canvas_table.tangram.pieces import SET, Placement, placed_points, placed_polygon
from canvas_table.tangram.ui.puzzle_layout import (
    HALF_HEIGHT,
    HALF_WIDTH,
    PIECES,
    centre,
    middle,
    solution_by_piece,
    start_placements,
    turned_about_middle,
)

FIGURES = list(figures().values())


@pytest.mark.parametrize("figure", FIGURES, ids=[f.id for f in FIGURES])
def test_the_pieces_wait_on_the_stage_apart_from_each_other_and_the_silhouette(figure):
    start = start_placements(figure)
    assert [p.piece for p in start] == list(PIECES)
    polygons = [placed_polygon(p) for p in start]
    for k, polygon in enumerate(polygons):
        assert polygon.distance(figure.silhouette) >= 0.5
        assert all(polygon.distance(other) >= 0.4 for other in polygons[k + 1:])
    cx, cy = centre(figure)
    for placement in start:
        for x, y in placed_points(placement):
            assert abs(x - cx) <= HALF_WIDTH - 0.2 and abs(y - cy) <= HALF_HEIGHT - 0.2
    left, bottom, right, top = figure.silhouette.bounds
    assert abs(right - left) <= 2 * HALF_WIDTH and abs(top - bottom) <= 2 * HALF_HEIGHT


def test_the_solution_is_handed_out_in_the_pieces_order():
    figure = figures()["orange-1"]
    ordered = solution_by_piece(figure)
    assert [p.piece for p in ordered] == list(PIECES)
    assert sorted(ordered, key=repr) == sorted(figure.solution, key=repr)
    assert sum(1 for p in ordered if p.piece == "large") == SET["large"]


@pytest.mark.parametrize("piece", sorted(SET))
def test_a_turn_or_a_flip_keeps_the_pieces_middle_and_shape(piece):
    placement = Placement(piece, 0.3, -1.2, 135)
    for steps, flip in ((1, False), (-3, False), (0, True), (2, True)):
        turned = turned_about_middle(placement, steps, flip)
        assert middle(turned) == pytest.approx(middle(placement))
        assert turned.flipped == flip
        assert shapely.area(placed_polygon(turned)) == pytest.approx(shapely.area(placed_polygon(placement)))
    assert turned_about_middle(placement, 1).rotation == 180
    # flipping a piece turned 135 degrees mirrors it: the mirror of a 135 turn is a 225 turn
    assert turned_about_middle(placement, 0, True).rotation == 225
