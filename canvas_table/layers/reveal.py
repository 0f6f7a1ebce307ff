"""What an action turns up that nobody at the table could know before: the honest undo's test.

In Layers the paintings, the market and the discards are face up; the pile is face down (and a
reshuffle's order too). Every turn takes a card that comes from the pile sooner or later:

- a take from the pile lays the pile's top card face up on a painting (a bot's blind draw is
  hidden from the person until then; a person's own draw is seen by them alone as they place it);
- a take from the market refills its slot at once with the pile's top card, face up.

A reshuffle of the discards shows no card by itself; the draw that emptied the pile did. So in
Layers every move reveals a card, and a move cannot honestly be taken back once made.
Pure Python, no Qt: the kinds below are English keys the table words in the active language.
"""

from __future__ import annotations

from canvas_table.layers.actions import PILE, Place
from canvas_table.layers.state import LayersState

PILE_CARD = "pile card"  # the pile's top card laid face up on a painting
MARKET_CARD = "market card"  # the pile's top card turned up to refill the market


def revealed(state: LayersState, action: Place) -> str | None:
    """What playing the legal ``action`` on ``state`` turns up (a kind above).

    Never None: the pile is never empty at a turn (the discards refill it at once), so the answer
    does not depend on the position; ``state`` is there because every game's test takes one.
    """
    return PILE_CARD if action.source == PILE else MARKET_CARD
