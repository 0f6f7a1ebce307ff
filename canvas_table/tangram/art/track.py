"""Where the board's 40 squares lie in the board image, in normalised 0..1 coordinates.

The board is square. The loop runs round its edge, eleven squares a side with the four corners
shared: the start (square 0) in the bottom-right corner, then clockwise on screen along the bottom
to the left, up the left side, along the top to the right and down the right side, so the prisons
(10, 20, 30) sit in the other three corners. Corner squares are larger than the others, as on a
classic race board. Inside the loop lies the central space for the decks, the dice and the stock.
Coordinates are image coordinates: x grows to the right, y grows downwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from canvas_table.tangram.board import SQUARES

MARGIN = 0.025  # the painted frame round the loop
CORNER_RATIO = 1.5  # a corner square's side in side-squares' widths
SIDE_SQUARES = 9  # the squares along a side between two corners
_PER_SIDE = SIDE_SQUARES + 1


@dataclass(frozen=True)
class SquareBox:
    """One square of the loop: its index, its rectangle (left, top, width, height) and centre."""

    index: int
    left: float
    top: float
    width: float
    height: float

    @property
    def centre(self) -> tuple[float, float]:
        """The middle of the square, where a lone pawn stands."""
        return self.left + self.width / 2, self.top + self.height / 2

    @property
    def rect(self) -> tuple[float, float, float, float]:
        """(left, top, width, height)."""
        return self.left, self.top, self.width, self.height

    @property
    def side(self) -> str:
        """Which edge of the board the square is on: "bottom", "left", "top", "right" or "corner"."""
        if self.index % _PER_SIDE == 0:
            return "corner"
        return ("bottom", "left", "top", "right")[self.index // _PER_SIDE]


def _unit() -> float:
    return (1 - 2 * MARGIN) / (2 * CORNER_RATIO + SIDE_SQUARES)


@cache
def track() -> tuple[SquareBox, ...]:
    """The 40 squares in board order (clockwise from the start in the bottom-right corner)."""
    unit = _unit()
    corner = CORNER_RATIO * unit
    near, far = MARGIN, 1 - MARGIN - corner  # the left/top and right/bottom corner positions
    boxes: list[SquareBox] = []
    for index in range(SQUARES):
        side, step = divmod(index, _PER_SIDE)
        if step == 0:
            left, top = ((far, far), (near, far), (near, near), (far, near))[side]
            boxes.append(SquareBox(index, left, top, corner, corner))
            continue
        along = MARGIN + corner + (step - 1) * unit  # distance from the near edge, walking away
        back = 1 - MARGIN - corner - step * unit  # distance from the near edge, walking back
        if side == 0:  # bottom, right to left
            boxes.append(SquareBox(index, back, far, unit, corner))
        elif side == 1:  # left, bottom to top
            boxes.append(SquareBox(index, near, back, corner, unit))
        elif side == 2:  # top, left to right
            boxes.append(SquareBox(index, along, near, unit, corner))
        else:  # right, top to bottom
            boxes.append(SquareBox(index, far, along, corner, unit))
    return tuple(boxes)


def centre_space() -> tuple[float, float, float, float]:
    """The free space inside the loop (left, top, width, height), for decks, dice and stock."""
    inner = MARGIN + CORNER_RATIO * _unit()
    return inner, inner, 1 - 2 * inner, 1 - 2 * inner
