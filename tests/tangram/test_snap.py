"""The puzzle's snap (snap.py): corners first, then edges, never beyond the radius."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Polygon

from canvas_table.tangram.check import judge
from canvas_table.tangram.figures import figures
from canvas_table.tangram.pieces import BASE, Placement, placed_points
from canvas_table.tangram.snap import snap, snap_to, targets

FIGURES = list(figures().values())
IDS = [figure.id for figure in FIGURES]
BOX = Polygon([(0, 0), (4, 0), (4, 4), (0, 4)])  # a 4 x 4 silhouette: corners far from its edges' middles


def others_of(solution: tuple[Placement, ...], index: int) -> tuple[Placement, ...]:
    return solution[:index] + solution[index + 1:]


@pytest.mark.parametrize("figure", FIGURES, ids=IDS)
def test_a_piece_dropped_near_its_place_snaps_onto_it(figure):
    for index, placement in enumerate(figure.solution):
        landed = snap(placement.moved(0.1, -0.05), figure.silhouette, others_of(figure.solution, index), 0.15)
        assert (landed.x, landed.y) == pytest.approx((placement.x, placement.y), abs=1e-9)
        assert (landed.rotation, landed.flipped) == (placement.rotation, placement.flipped)


def test_a_piece_beyond_the_radius_does_not_move():
    dropped = Placement("square", 1.5, 0.3)  # 0.3 above the bottom edge, 1.5 from a corner
    assert snap(dropped, BOX, [], radius=0.2) == dropped


def test_a_corner_near_another_pieces_corner_lands_on_it():
    lone = Placement("square", 0, 0)
    dropped = Placement("small", 1.08, 0.04)  # its right-angle corner near the square's (1, 0)
    landed = snap(dropped, Polygon(), [lone], radius=0.2)
    assert (landed.x, landed.y) == pytest.approx((1, 0))


def test_a_corner_near_the_silhouettes_edge_lands_on_the_edge():
    dropped = Placement("square", 1.5, 0.06)  # its lower corners 0.06 above the bottom edge, far from corners
    landed = snap(dropped, BOX, [], radius=0.1)
    assert (landed.x, landed.y) == pytest.approx((1.5, 0.0), abs=1e-12)


def test_a_corner_of_another_piece_near_the_pieces_edge_closes_the_gap():
    # a small triangle points down at the middle of the square's top edge, 0.04 above it
    above = Placement("small", 0.5, 1.04, 45)
    assert placed_points(above)[0] == pytest.approx((0.5, 1.04))
    landed = snap(Placement("square", 0, 0), Polygon(), [above], radius=0.1)
    assert (landed.x, landed.y) == pytest.approx((0.0, 0.04), abs=1e-12)


def test_corners_win_over_a_nearer_edge():
    # the square's corner is 0.02 from the bottom edge but 0.09 from the silhouette's corner (0, 0)
    dropped = Placement("square", 0.087, 0.02)
    landed = snap(dropped, BOX, [], radius=0.1)
    assert (landed.x, landed.y) == pytest.approx((0.0, 0.0), abs=1e-12)


@settings(max_examples=60, deadline=None)
@given(index=st.integers(0, len(FIGURES) - 1), piece=st.integers(0, 6), distance=st.floats(0, 0.14),
       angle=st.floats(0, 6.283))
def test_the_last_piece_dropped_near_its_place_lands_exactly(index, piece, distance, angle):
    figure = FIGURES[index]
    dropped = figure.solution[piece].moved(distance * math.cos(angle), distance * math.sin(angle))
    landed = snap(dropped, figure.silhouette, others_of(figure.solution, piece), radius=0.15)
    place = figure.solution[piece]
    assert (landed.x, landed.y) == pytest.approx((place.x, place.y), abs=1e-9)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(index=st.integers(0, len(FIGURES) - 1), distance=st.floats(0, 0.01), angle=st.floats(0, 6.283))
def test_an_honest_solution_dropped_a_pixel_off_lands_well_inside_the_tolerance(index, distance, angle):
    figure = FIGURES[index]
    dx, dy = distance * math.cos(angle), distance * math.sin(angle)
    placed: list[Placement] = []
    for piece in figure.solution:  # each piece dropped a pointer's pixel off its place, one after the other
        placed.append(snap(piece.moved(dx, dy), figure.silhouette, placed, radius=0.15))
    verdict = judge(figure.silhouette, placed)
    assert verdict.solved
    # a quarter of the tolerance: a piece laid first inside the figure (the fir tree's medium triangle)
    # has no corner or edge within reach and stays a pixel off; its outline of under 5 units moved by
    # at most 0.01 leaves at most 0.04 of a unit bare or doubled, 0.005 of the 8
    assert verdict.difference < 0.005 and verdict.overlap < 0.005


def test_a_piece_fits_its_neighbours_as_a_whole_rather_than_one_corner():
    # a medium triangle lies a little off; a small triangle dropped right on the silhouette's corner
    # (1, 0) is 0.05 from two of the medium's corners: meeting two beats meeting one
    box = Polygon([(-1, 0), (1, 0), (1, -1), (-1, -1)])
    medium = Placement("medium", 0.05, 0, 45)  # corners (0.05, 0), (1.05, 1), (-0.95, 1)
    dropped = Placement("small", 1.0, 0.0, 90)  # corners (1, 0), (1, 1), (0, 0)
    landed = snap(dropped, box, [medium], radius=0.15)
    assert (landed.x, landed.y) == pytest.approx((1.05, 0.0), abs=1e-12)


@settings(max_examples=150, deadline=None)
@given(piece=st.sampled_from(sorted(BASE)), x=st.floats(-1, 5), y=st.floats(-1, 5),
       rotation=st.sampled_from(range(0, 360, 45)), flipped=st.booleans(), radius=st.floats(0.01, 0.5))
def test_a_snap_moves_no_farther_than_the_radius_and_never_turns(piece, x, y, rotation, flipped, radius):
    others = [Placement("large", 1, 1, 90), Placement("parallelogram", 2, 2, 0)]
    dropped = Placement(piece, x, y, rotation, flipped)
    landed = snap(dropped, BOX, others, radius)
    assert (landed.piece, landed.rotation, landed.flipped) == (piece, rotation, flipped)
    assert math.hypot(landed.x - x, landed.y - y) <= radius + 1e-12


def test_corners_only_leave_a_piece_near_an_edge_where_it_is():
    dropped = Placement("square", 1.5, 0.06)  # near the bottom edge, far from every corner
    assert snap_to(dropped, targets(BOX, []), 0.1, edges=False) == dropped
    near_corner = Placement("square", 0.05, 0.02)
    landed = snap_to(near_corner, targets(BOX, []), 0.1, edges=False)
    assert (landed.x, landed.y) == pytest.approx((0.0, 0.0), abs=1e-12)


def test_a_piece_already_touching_slides_along_its_contact_onto_the_next_edge():
    # the horse (pink-2): its first large triangle's place (0, 1) has no silhouette corner near its own
    # corners; the silhouette's corner (1, 1) lies on the triangle's bottom edge, the left edge x = 0
    # and the right edge x = 2 run through its other corners. Dropped a little right and up, the
    # triangle closes the horizontal gap and then slides down its contact onto (1, 1): on its place.
    horse = figures()["pink-2"]
    place = Placement("large", 0.0, 1.0, 0)
    assert place in horse.solution
    for dx, dy in ((0.0078125, 0.0), (0.006, 0.005), (-0.004, 0.007)):
        landed = snap(place.moved(dx, dy), horse.silhouette, [], radius=0.15)
        assert (landed.x, landed.y) == pytest.approx((0.0, 1.0), abs=1e-9)
