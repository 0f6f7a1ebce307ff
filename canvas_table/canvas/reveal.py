"""What an action turns up that nobody at the table could know before: the honest undo's test.

In Canvas every card in the market, in a hand or in a painting is face up; only the dispenser's
order and Vincent's coins are hidden (see :meth:`CanvasState.view_for`). An action reveals
something when a card comes out of the dispenser to refill the market (a take, the person's or
Vincent's, while the dispenser holds cards) or when Vincent flips his tokens at the end of a
round. Taking back a move after that would let a person choose again knowing what comes next.
Pure Python, no Qt: the kinds below are English keys the table words in the active language.
"""

from __future__ import annotations

from canvas_table.canvas.actions import Action
from canvas_table.canvas.state import CanvasState

MARKET_CARD = "market card"  # a card turned up from the dispenser into the market
VINCENT_COINS = "Vincent's coins"  # Vincent flipped his tokens to choose his card


def revealed(state: CanvasState, action: Action) -> str | None:
    """What playing the legal ``action`` on ``state`` turns up (a kind above), or None.

    The action is played on a copy by the rules themselves, so whatever the rules do after it
    (the refill, Vincent's turn when the round ends) is seen as it happens; ``state`` is untouched.
    """
    after = state.clone()
    after.apply(action)
    if after.deck_left < state.deck_left:
        return MARKET_CARD
    if after.vincent_rng.state != state.vincent_rng.state:
        return VINCENT_COINS
    return None
