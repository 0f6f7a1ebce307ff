"""Scoring and ranking, computed by hand from the rules page's table."""

from __future__ import annotations

from canvas_table.picktura.scoring import is_whole, seat_score, winners, work_points
from tests.picktura.helpers import position


def test_work_points():
    assert work_points([1, 2]) == 10
    assert work_points([1, 2, 3]) == 40
    assert work_points([1, 2, 3, 4]) == 80
    assert work_points([2, 3, 4, 49]) == 80  # a blank canvas counts as one card
    assert work_points([2, 3, 4, 49, 1]) == 80  # replaced: the blank stays under, still whole
    assert is_whole([5, 6, 7, 50]) and not is_whole([5, 6, 7])


def test_a_seats_score():
    # 10 + 80 + 40 − 5 × 3 (a blank canvas in hand counts too)
    assert seat_score([[1, 2], [5, 6, 7, 49], [9, 10, 11]], [13, 17, 50]) == 115
    assert seat_score([], [1, 2, 3, 4, 5]) == -25


def test_ties_fewest_cards_then_the_youngest_else_shared():
    assert winners([50, 50, 20], [3, 2, 0], [None, None, None]) == [1]
    assert winners([50, 50], [2, 2], [None, None]) == [0, 1]
    assert winners([50, 50], [2, 2], [30, 9]) == [1]
    assert winners([50, 50], [2, 2], [9, 9]) == [0, 1]
    assert winners([50, 50, 60], [2, 2, 5], [30, 9, 40]) == [2]
    assert winners([50, 50], [2, 2], [30, None]) == [0, 1]  # an age not given: shared


def test_the_states_scores_and_returns():
    state = position([[13, 14], [17]], works=[[[1, 2, 3, 4]], [[5, 6, 7, 8]]], ages=(40, 12))
    assert state.scores() == [70, 75]
    assert state.winners() == [1] and state.returns() == [0.0, 1.0]
    tied = position([[13], [17]], works=[[[1, 2]], [[5, 6]]])
    assert tied.returns() == [0.5, 0.5]
