"""What a step turns up that a person at the table could not know before: the honest undo's test.

In Picktura the visible pile and the exposed works are face up; the hidden pile and the hands are
face down. A step reveals something when

- a person takes the hidden pile's top card (collecting or drawing) while its order is unknown:
  they now know that card (:data:`HIDDEN_CARD`);
- the visible pile empties and the hidden pile's bottom card is turned up to refill it
  (:data:`TURNED_UP`);
- a bot lays or discards a card the table had not seen it take (:data:`BOT_CARD`).

A rebuild turns over the face-up visible pile: nothing new shows. Pure Python, no Qt: the kinds
are English keys the table words in the active language.
"""

from __future__ import annotations

from canvas_table.engine.rng import Rng
from canvas_table.picktura.actions import HIDDEN, Action, Collect, Complete, Discard, Draw, Expose
from canvas_table.picktura.state import PickturaState

HIDDEN_CARD = "hidden card"
TURNED_UP = "turned up"
BOT_CARD = "bot card"


def _laid(action: Action) -> tuple[int, ...]:
    """The cards a step takes out of the hand, face up."""
    if isinstance(action, Expose | Complete):
        return tuple(action.cards)
    if isinstance(action, Collect | Draw):
        return ()
    return (action.card,)  # type: ignore[union-attr]


def revealed(state: PickturaState, action: Action) -> str | None:
    """What playing the legal step ``action`` on ``state`` turns up for the people at the table
    (a kind above), or None when it shows nothing new."""
    seat = state.current_seat
    assert seat is not None
    human = state.setup.players[seat].kind == "human"
    if isinstance(action, Collect | Draw) and action.pile == HIDDEN and human and not state.hidden_public:
        return HIDDEN_CARD
    if not human and any(card not in state.public[seat] for card in _laid(action)):
        return BOT_CARD
    after = state.clone()
    after.apply_unchecked(action)
    known = set(state.visible) | set(_laid(action)) if isinstance(action, Discard) else set(state.visible)
    if any(card not in known for card in after.visible):
        return TURNED_UP
    return None


def seen_before(state: PickturaState, seat: int, action: Action, rng: Rng) -> PickturaState:
    """A copy of ``state`` re-dealt for ``seat`` (what it cannot see drawn afresh) on which the
    legal ``action`` of another seat can be played: the cards it lays face up stay in that seat's
    hand. A network table's window plays another seat's step on it."""
    copy = state.clone()
    actor = state.current_seat
    assert actor is not None
    shown = {card for card in _laid(action) if card not in copy.public[actor]} if actor != seat else set()
    copy.public[actor] |= shown  # kept in place by the re-deal, as cards the seat knows
    copy.redeal(rng, seat)
    copy.public[actor] -= shown
    return copy
