"""The pieces' sizes and where a placement puts a piece (rules page, "Geometry")."""

from __future__ import annotations

import math

import pytest

from canvas_table.tangram.pieces import SET, Placement, area, placed_points

R = math.sqrt(2) / 2


@pytest.mark.parametrize(("piece", "expected"), [
    ("small", 0.5), ("medium", 1.0), ("large", 2.0), ("square", 1.0), ("parallelogram", 1.0)])
def test_each_piece_has_the_area_of_the_rules_page(piece, expected):
    assert area(piece) == pytest.approx(expected)


def test_the_seven_pieces_cover_eight_units():
    assert sum(area(piece) * count for piece, count in SET.items()) == pytest.approx(8.0)
    assert sum(SET.values()) == 7


def test_parallelogram_has_sides_one_and_root_two_at_45_degrees():
    (ax, ay), (bx, by), (cx, cy), _ = placed_points(Placement("parallelogram", 0, 0))
    assert math.dist((ax, ay), (bx, by)) == pytest.approx(1)
    assert math.dist((bx, by), (cx, cy)) == pytest.approx(math.sqrt(2))
    assert math.degrees(math.atan2(cy - by, cx - bx)) == pytest.approx(45)


def same(points, expected):
    assert len(points) == len(expected)
    for (x, y), (ex, ey) in zip(points, expected, strict=True):
        assert (x, y) == pytest.approx((ex, ey), abs=1e-12)


def test_small_triangle_turned_a_quarter_and_moved():
    # (1,0) -> (0,1) and (0,1) -> (-1,0) by a quarter turn counter-clockwise, then +(3, 2)
    same(placed_points(Placement("small", 3, 2, 90)), [(3, 2), (3, 3), (2, 2)])


def test_small_triangle_flipped_mirrors_before_turning():
    # mirrored: (0,0), (-1,0), (0,1); a quarter turn: (0,0), (0,-1), (-1,0)
    same(placed_points(Placement("small", 0, 0, 90, True)), [(0, 0), (0, -1), (-1, 0)])


def test_eighth_turn_lands_on_the_root_two_lattice():
    same(placed_points(Placement("square", 1, 0, 45)), [(1, 0), (1 + R, R), (1, 2 * R), (1 - R, R)])


def test_a_negative_or_full_turn_is_the_same_as_its_remainder():
    same(placed_points(Placement("large", 0, 0, -90)), placed_points(Placement("large", 0, 0, 270)))


@pytest.mark.parametrize("rotation", [30, 46, 1.5, True])
def test_rotation_not_a_multiple_of_45_is_refused_in_one_line(rotation):
    with pytest.raises(ValueError, match="multiple of 45") as err:
        Placement("small", 0, 0, rotation)
    assert "\n" not in str(err.value)


def test_unknown_piece_is_refused():
    with pytest.raises(ValueError, match="unknown piece 'circle'"):
        Placement("circle", 0, 0)
