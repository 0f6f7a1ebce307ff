"""What a Canvas action turns up that was hidden (the honest undo's test), on tiny positions.

Expectations from rules/canvas.md: a take is refilled "from the dispenser" into slot 4 unless the
dispenser is empty; Vincent "flips each of his tokens" after the last player of each round and
takes a card like a player; every other card is face up.
"""

from __future__ import annotations

from canvas_table.canvas.actions import Paint, Take
from canvas_table.canvas.reveal import MARKET_CARD, VINCENT_COINS, revealed
from canvas_table.canvas.state import CanvasState
from tests.canvas.positions import new_state

DECK = tuple(range(1, 61))


def give(state: CanvasState, seat: int, cards: list[int]) -> None:
    """Put ``cards`` (taken out of the dispenser) in ``seat``'s hand."""
    state._deck = [c for c in state._deck if c not in cards]
    state.seats[seat].hand = list(cards)


def empty_dispenser(state: CanvasState) -> None:
    state._deck = []


def check(state: CanvasState, action, expected: str | None) -> None:
    before = state.to_json()
    assert revealed(state, action) == expected
    assert state.to_json() == before  # the position is untouched


def test_a_take_turns_up_the_dispensers_top_card():
    state = new_state(2, deck=DECK, vincent=False)  # market 1..5, the dispenser's top is 6
    check(state, Take(0), MARKET_CARD)
    check(state, Take(3), MARKET_CARD)


def test_a_take_from_an_empty_dispenser_turns_up_nothing():
    state = new_state(2, deck=DECK, vincent=False)
    empty_dispenser(state)
    check(state, Take(0), None)
    check(state, Take(2), None)


def test_a_painting_turns_up_nothing_without_vincent():
    state = new_state(2, deck=DECK, vincent=False)
    give(state, 0, [20, 21, 22])
    check(state, Paint((20, 21, 22), state.seats[0].backgrounds[0]), None)


def test_the_last_painting_of_a_round_with_vincent_turns_up_a_market_card():
    state = new_state(2, deck=DECK, vincent=True, first=0)
    state.turn = 1  # Bo is the last player of the round: Vincent acts after him
    give(state, 1, [20, 21, 22])
    check(state, Paint((20, 21, 22), state.seats[1].backgrounds[0]), MARKET_CARD)


def test_the_first_painting_of_a_round_with_vincent_turns_up_nothing():
    state = new_state(2, deck=DECK, vincent=True, first=0)
    give(state, 0, [20, 21, 22])  # Ada plays first: Bo still has to act before Vincent
    check(state, Paint((20, 21, 22), state.seats[0].backgrounds[0]), None)


def test_vincent_flipping_his_tokens_over_an_empty_dispenser_is_revealed():
    state = new_state(1, deck=DECK)  # solo: Vincent acts after every turn, with 4 tokens
    empty_dispenser(state)
    check(state, Take(0), VINCENT_COINS)


def test_vincent_without_tokens_over_an_empty_dispenser_turns_up_nothing():
    state = new_state(1, deck=DECK)
    empty_dispenser(state)
    state.vincent_tokens = 0  # no coin to flip: he takes the free card, known to all
    check(state, Take(0), None)


def test_a_solo_take_is_revealed_as_the_market_card_first():
    state = new_state(1, deck=DECK)
    check(state, Take(0), MARKET_CARD)
