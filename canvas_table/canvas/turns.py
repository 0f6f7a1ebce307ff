"""Passing the turn, on plain lists: who plays next and when Vincent's turn comes.

Seats play clockwise from the first player; a seat with its 3 paintings done is skipped. When
the turn passes the first player's place again a round ends, and in a game with Vincent he takes
his card then (:func:`~canvas_table.canvas.market.vincent_take`), before the next seat is
chosen. A seat that cannot act (fewer than 3 cards in hand and an empty market) is passed over
too. Both the game's state and the search's fast playouts pass the turn through :func:`pass_turn`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Sized

PAINTINGS_PER_SEAT = 3
LAYERS = 3  # cards in a painting


def pass_turn(
    turn: int,
    first: int,
    painted: Sequence[int],
    hands: Sequence[Sized],
    market: Sequence[int],
    round_end: Callable[[], None] | None = None,
) -> int | None:
    """The seat to act after ``turn``, or None when the game is over.

    ``painted`` holds each seat's paintings made, ``hands`` their hands, ``market`` the market
    row. The next seat with paintings left is found; when the turn reaches or passes the first
    player's place on the way, the round ends and ``round_end`` is called first (Vincent's
    turn, which may take from the market). Then the first seat from there on that has paintings
    left and can act (3 cards in hand to paint, or a card in the market to take) plays. None
    when every seat has made its paintings, or when no seat can act any more (the market and the
    dispenser ran dry).
    """
    n = len(painted)
    step = 1
    while painted[(turn + step) % n] >= PAINTINGS_PER_SEAT:
        if step == n:
            return None  # every seat has made all of its paintings
        step += 1
    if round_end is not None and (turn - first) % n + step >= n:
        round_end()
    for s in range(step, step + n):
        seat = (turn + s) % n
        if painted[seat] < PAINTINGS_PER_SEAT and (market or len(hands[seat]) >= LAYERS):
            return seat
    return None
