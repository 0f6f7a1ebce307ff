"""What a Layers action turns up that was hidden (the honest undo's test), on tiny positions.

Expectations from rules/layers.md: the market "is refilled at once from the pile"; the pile's top
is "seen only by you until you place it" face up; "when the pile is empty, shuffle the discards
into a new pile".
"""

from __future__ import annotations

from canvas_table.layers.actions import Place
from canvas_table.layers.reveal import MARKET_CARD, PILE_CARD, revealed
from canvas_table.layers.state import LayersState
from tests.layers.helpers import new_state


def check(state: LayersState, action: Place, expected: str) -> None:
    before = state.to_json()
    assert revealed(state, action) == expected
    assert state.to_json() == before  # the position is untouched


def test_a_market_take_turns_up_the_piles_top_card_into_the_market():
    state = new_state(2)
    top = state.pile_top
    check(state, Place("market", 2, 1), MARKET_CARD)
    state.apply(Place("market", 2, 1))
    assert state.market[1] == top  # the card it turned up, now face up for everyone


def test_a_pile_take_lays_the_hidden_top_card_face_up():
    state = new_state(3)
    top = state.pile_top
    check(state, Place("pile", 3), PILE_CARD)
    state.apply(Place("pile", 3))
    assert state.boards[0][2] == top


def test_a_bots_blind_draw_is_revealed_when_placed():
    state = new_state(2, first_player=1)  # seat 1 (a bot, say) draws and places at once
    check(state, Place("pile", 1), PILE_CARD)


def test_the_take_that_empties_the_pile_reveals_its_card_and_the_reshuffle_nothing_more():
    state = new_state(2)
    state.pile = state.pile[-1:]  # one card left: the take empties it and the discards reshuffle
    check(state, Place("market", 1, 0), MARKET_CARD)
    check(state, Place("pile", 1), PILE_CARD)
