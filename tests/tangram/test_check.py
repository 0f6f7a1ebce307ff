"""The puzzle's check on the shipped figures (rules page, "Geometry")."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely import affinity

from canvas_table.tangram.check import judge, solved
from canvas_table.tangram.figures import figures
from canvas_table.tangram.pieces import Placement

FIGURES = list(figures().values())
IDS = [figure.id for figure in FIGURES]


def replaced(solution, index, placement):
    return [placement if i == index else p for i, p in enumerate(solution)]


@pytest.mark.parametrize("figure", FIGURES, ids=IDS)
def test_every_figure_is_solved_by_its_own_solution(figure):
    verdict = judge(figure.silhouette, figure.solution)
    assert verdict.solved
    assert verdict.difference < 1e-6 and verdict.overlap < 1e-6


@pytest.mark.slow
@pytest.mark.parametrize("figure", FIGURES, ids=IDS)
def test_one_piece_moved_by_three_tenths_is_not_solved(figure):
    for index, placement in enumerate(figure.solution):
        for dx, dy in ((0.3, 0), (0, -0.3)):
            assert not solved(figure.silhouette, replaced(figure.solution, index, placement.moved(dx, dy)))


@pytest.mark.slow
@pytest.mark.parametrize("figure", FIGURES, ids=IDS)
def test_one_piece_turned_an_eighth_is_not_solved(figure):
    for index, p in enumerate(figure.solution):
        turned = Placement(p.piece, p.x, p.y, p.rotation + 45, p.flipped)
        assert not solved(figure.silhouette, replaced(figure.solution, index, turned))


@pytest.mark.parametrize("figure", FIGURES, ids=IDS)
def test_the_parallelogram_on_its_other_side_is_not_solved(figure):
    index = next(i for i, p in enumerate(figure.solution) if p.piece == "parallelogram")
    p = figure.solution[index]
    mirrored = Placement(p.piece, p.x, p.y, p.rotation, not p.flipped)
    assert not solved(figure.silhouette, replaced(figure.solution, index, mirrored))


def test_a_missing_piece_is_not_solved():
    figure = FIGURES[0]
    assert not solved(figure.silhouette, figure.solution[1:])


def test_two_pieces_on_top_of_each_other_overlap_and_do_not_solve():
    figure = FIGURES[0]
    # both large triangles on the same spot: they overlap by 2 square units, a quarter of 8
    large = next(p for p in figure.solution if p.piece == "large")
    stacked = [p for p in figure.solution if p.piece != "large"] + [large, large]
    verdict = judge(figure.silhouette, stacked)
    assert not verdict.solved
    assert verdict.overlap == pytest.approx(2 / 8)


@settings(max_examples=60, deadline=None)
@given(index=st.integers(0, len(FIGURES) - 1), dx=st.floats(-20, 20, allow_subnormal=False),
       dy=st.floats(-20, 20, allow_subnormal=False))
def test_the_whole_figure_moved_together_stays_solved(index, dx, dy):
    figure = FIGURES[index]
    silhouette = affinity.translate(figure.silhouette, dx, dy)
    assert solved(silhouette, [p.moved(dx, dy) for p in figure.solution])


@settings(max_examples=80, deadline=None)
@given(index=st.integers(0, len(FIGURES) - 1), piece=st.integers(0, 6),
       distance=st.floats(0.3, 3), angle=st.floats(0, 6.283))
def test_one_piece_moved_beyond_the_tolerance_is_refused(index, piece, distance, angle):
    figure = FIGURES[index]
    moved = figure.solution[piece].moved(distance * math.cos(angle), distance * math.sin(angle))
    assert not solved(figure.silhouette, replaced(figure.solution, piece, moved))
