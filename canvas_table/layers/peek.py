"""Turning the pile's top card over at a table played across machines.

In Layers a person draws from the pile, sees the card, and only then chooses its layer. A window
that plays on a seen snapshot (the pile re-dealt by the server) cannot know that card: it asks
the server, which shows it the true top card and from then on plays for that seat only a
placement of that card (the market is closed to it, as at the table). Pure functions of the rules.
"""

from __future__ import annotations

from typing import Any

from canvas_table.layers.actions import PILE, Place
from canvas_table.layers.state import LayersState

DRAWN_FIRST = "place the card you drew from the pile first"


def peek(state: LayersState) -> dict[str, Any]:
    """What the seat to act sees when it turns the pile's top card over."""
    return {"card": state.pile_top}


def peek_bound(state: LayersState, action: Place) -> str | None:
    """Why ``action`` is refused to a seat that turned the pile's top card over (None: it lays
    that card)."""
    del state
    return None if action.source == PILE else DRAWN_FIRST


def show_peek(state: LayersState, shown: Any) -> None:
    """Lay the card ``shown`` (what :func:`peek` told) on top of the pile of a seen snapshot, whose
    pile was re-dealt; ValueError when that card is not in its pile."""
    card = shown.get("card") if isinstance(shown, dict) else None
    if type(card) is not int or card not in state.pile:
        raise ValueError(f"the card turned over ({card!r}) is not in the pile")
    k = state.pile.index(card)
    state.pile[k], state.pile[-1] = state.pile[-1], state.pile[k]
