"""The squares a pawn passes on the table for one action (no Qt here): a roll's steps forward to
the square it lands on, then a card's three squares forward or back from there; a pawn moved
back in another's turn walks back. The table glides the pawn through them one by one."""

from __future__ import annotations

from canvas_table.tangram.actions import Action, Roll
from canvas_table.tangram.board import SQUARES, forward
from canvas_table.tangram.cards import BACK
from canvas_table.tangram.moves import stop
from canvas_table.tangram.state import TangramState


def walk(start: int, end: int, step: int) -> list[int]:
    """The squares from ``start`` (excluded) to ``end`` (included) going ``step`` (+1 or -1)."""
    squares, square = [], start
    for _ in range(SQUARES):
        if square == end:
            break
        square = forward(square, step)
        squares.append(square)
    return squares


def pawn_path(before: TangramState, action: Action, after: TangramState, seat: int) -> list[int]:
    """Every square ``seat``'s pawn passes through in ``action``, its last square last (empty when
    it does not move)."""
    start, end = before.positions[seat], after.positions[seat]
    if start == end:
        return []
    squares: list[int] = []
    here = start
    if isinstance(action, Roll) and seat == before.current_seat and after.dice is not None \
            and after.dice != (6, 6):
        here = stop(start, sum(after.dice), before.positions, seat)
        squares += walk(start, here, 1)
    if here != end:
        back = any(who == seat and card == BACK for who, card in after.shown)
        squares += walk(here, end, -1 if back else 1)
    return squares
