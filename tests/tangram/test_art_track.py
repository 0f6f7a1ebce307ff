"""The board's square geometry: 40 squares round the edge, inside the image, clockwise, no overlap."""

from __future__ import annotations

import math

from canvas_table.tangram.art.track import SquareBox, centre_space, track
from canvas_table.tangram.board import BOARD, PRISON, START

EPS = 1e-9


def _overlap(a, b) -> float:
    width = min(a.left + a.width, b.left + b.width) - max(a.left, b.left)
    height = min(a.top + a.height, b.top + b.height) - max(a.top, b.top)
    return max(0.0, width) * max(0.0, height)


def test_forty_squares_in_board_order():
    boxes = track()
    assert len(boxes) == 40
    assert [box.index for box in boxes] == list(range(40))


def test_every_square_lies_inside_the_image():
    for box in track():
        assert box.left >= 0 and box.top >= 0
        assert box.left + box.width <= 1 + EPS and box.top + box.height <= 1 + EPS
        assert box.width > 0.05 and box.height > 0.05  # big enough for a pawn at 700 px


def test_no_two_squares_overlap():
    boxes = track()
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert _overlap(a, b) < EPS, (a.index, b.index)


def test_neighbours_touch_along_a_side():
    boxes = track()
    for i, a in enumerate(boxes):
        b = boxes[(i + 1) % 40]
        touch_x = math.isclose(a.left + a.width, b.left) or math.isclose(b.left + b.width, a.left)
        touch_y = math.isclose(a.top + a.height, b.top) or math.isclose(b.top + b.height, a.top)
        assert touch_x or touch_y, (a.index, b.index)


def test_the_loop_runs_clockwise_on_screen_once():
    # with y growing downwards, the angle atan2(dy, dx) about the centre grows clockwise
    total = 0.0
    boxes = track()
    for i, a in enumerate(boxes):
        b = boxes[(i + 1) % 40]
        ax, ay = a.centre
        bx, by = b.centre
        step = math.atan2(by - 0.5, bx - 0.5) - math.atan2(ay - 0.5, ax - 0.5)
        step = (step + math.pi) % (2 * math.pi) - math.pi
        assert step > 0, (a.index, b.index)
        total += step
    assert math.isclose(total, 2 * math.pi)


def test_start_bottom_right_and_prisons_in_the_other_corners():
    boxes = track()
    assert BOARD[0] == START and all(BOARD[i] == PRISON for i in (10, 20, 30))
    x, y = boxes[0].centre
    assert x > 0.8 and y > 0.8
    corners = {(round(boxes[i].centre[0]), round(boxes[i].centre[1])) for i in (10, 20, 30)}
    assert corners == {(0, 1), (0, 0), (1, 0)}
    assert [boxes[i].side for i in (0, 10, 20, 30)] == ["corner"] * 4
    assert boxes[5].side == "bottom" and boxes[15].side == "left"
    assert boxes[25].side == "top" and boxes[35].side == "right"


def test_the_centre_space_is_free_of_squares():
    left, top, width, height = centre_space()
    assert width > 0.6 and height > 0.6
    inner = SquareBox(-1, left, top, width, height)
    for box in track():
        assert _overlap(box, inner) < EPS
