"""What an action turns up that a person at the table could not know before: the honest undo's test.

In Tangram Champions the colour cards, the pawns and the discards are face up; the decks' orders and
the dice to come are unknown. An action reveals something when

- it rolls the dice (:data:`DICE`): taking it back and rolling again would choose other dice;
- it draws a card from a deck or the tangram deck (:data:`CARD`): a surprise, a square's card, a
  case's card, a tangram figure.

A puzzle's outcome that draws no card and every colour card choice show nothing new. Pure Python.
"""

from __future__ import annotations

from canvas_table.tangram.actions import Action, Roll
from canvas_table.tangram.state import TangramState

DICE = "dice"
CARD = "card"


def revealed(state: TangramState, action: Action) -> str | None:
    """What playing the legal ``action`` on ``state`` turns up (a kind above), or None."""
    if isinstance(action, Roll):
        return DICE
    after = state.clone()
    after.apply_unchecked(action)
    return CARD if after.shown else None  # a tangram card is only drawn after a roll or a drawn card
