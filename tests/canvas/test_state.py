"""Tiny positions for every rule of a turn: market, tokens, hand limit, paintings, turn order."""

from __future__ import annotations

import pytest

from canvas_table.canvas.actions import Paint, Take
from canvas_table.canvas.state import CanvasState
from canvas_table.engine.game import IllegalAction
from tests.canvas.positions import new_state

DECK = tuple(range(1, 61))


def test_setup_deals_five_cards_in_deck_order():
    state = new_state(deck=DECK)
    assert state.market == [1, 2, 3, 4, 5]
    assert state.market_tokens == [0] * 5
    assert state.deck_left == 55
    assert all(seat.inspiration == 4 and not seat.hand for seat in state.seats)
    assert [len(seat.backgrounds) for seat in state.seats] == [3, 3]


def test_slot_zero_is_free():
    state = new_state(deck=DECK)
    state.apply(Take(0))
    assert state.seats[0].hand == [1]
    assert state.seats[0].inspiration == 4
    assert state.market == [2, 3, 4, 5, 6]
    assert state.current_seat == 1


def test_taking_slot_k_pays_one_token_on_each_card_before_it():
    state = new_state(deck=DECK)
    state.apply(Take(3))
    assert state.seats[0].hand == [4]
    assert state.seats[0].inspiration == 1
    assert state.market == [1, 2, 3, 5, 6]
    assert state.market_tokens == [1, 1, 1, 0, 0]


def test_taking_a_card_collects_its_tokens():
    state = new_state(deck=DECK)
    state.apply(Take(2))  # Ada pays on cards 1 and 2
    state.apply(Take(1))  # Bo pays on card 1, takes card 2 with its token
    assert state.seats[1].hand == [2]
    assert state.seats[1].inspiration == 4 - 1 + 1
    assert state.market == [1, 4, 5, 6, 7]
    assert state.market_tokens == [2, 0, 0, 0, 0]
    state.apply(Take(0))  # Ada takes card 1 with two tokens for free
    assert state.seats[0].inspiration == 2 + 2


def test_unaffordable_card_is_refused_and_nothing_changes():
    state = new_state(deck=DECK)
    state.seats[0].inspiration = 1
    before = state.to_json()
    assert state.why_illegal(Take(2)) == "that card costs 2 inspiration and you have 1"
    with pytest.raises(IllegalAction, match="costs 2 inspiration"):
        state.apply(Take(2))
    assert state.to_json() == before
    assert Take(2) not in state.legal_actions()


def test_sixth_card_is_refused_and_painting_is_forced():
    state = new_state(deck=DECK)
    state.seats[0].hand = [10, 11, 12, 13, 14]
    assert state.why_illegal(Take(0)) == "your hand is full (5 cards): you must complete a painting"
    actions = state.legal_actions()
    assert actions and all(isinstance(a, Paint) for a in actions)
    assert len(actions) == 60 * 3  # ordered triples of 5 cards times 3 backgrounds


def test_painting_needs_three_distinct_cards_from_hand_and_an_unused_own_background():
    state = new_state(deck=DECK)
    seat = state.seats[0]
    seat.hand = [10, 11, 12, 13]
    mine, theirs = seat.backgrounds[0], state.seats[1].backgrounds[0]
    assert state.why_illegal(Paint((10, 11), mine)) == "a painting needs exactly 3 art cards, not 2"
    assert state.why_illegal(Paint((10, 11, 12, 13), mine)).startswith("a painting needs exactly 3")
    assert state.why_illegal(Paint((10, 10, 11), mine)) == "a painting needs 3 different art cards"
    assert state.why_illegal(Paint((10, 11, 40), mine)) == "art card 40 is not in your hand"
    assert state.why_illegal(Paint((10, 11, 12), theirs)) == f"background {theirs} is not yours"
    state.apply(Paint((10, 11, 12), mine))
    assert seat.hand == [13]
    assert seat.paintings[0].layers == (10, 11, 12)
    state.apply(Take(0))
    seat.hand += [20, 21, 22]
    assert state.why_illegal(Paint((20, 21, 22), mine)) == f"background {mine} already holds a painting"


def test_painting_with_fewer_than_three_cards_is_not_offered():
    state = new_state(deck=DECK)
    state.seats[0].hand = [10, 11]
    assert all(isinstance(a, Take) for a in state.legal_actions())


def test_ribbons_are_capped_by_the_points_table():
    state = new_state(deck=DECK, scoring=("variety", None, None, None))
    seat = state.seats[0]
    seat.ribbons[0] = 2  # variety caps at 3 ribbons
    layers = _layers_earning(state, 0, 2)
    seat.hand = list(layers)
    state.apply(Paint(layers, seat.backgrounds[0]))
    assert seat.ribbons[0] == 3
    assert state.points(0)[0] == 13


def _layers_earning(state: CanvasState, slot: int, ribbons: int) -> tuple[int, ...]:
    from itertools import permutations

    for layers in permutations(range(1, 61), 3):
        if state.judge.verdict(layers).ribbons[slot] == ribbons:
            return layers
    raise LookupError


def test_grey_ribbons_score_two_points_each():
    state = new_state(deck=DECK, scoring=("emphasis", None, None, None))
    state.seats[0].grey = 3
    assert state.score(0) == 6


def test_seat_with_three_paintings_is_skipped_and_keeps_its_hand():
    state = new_state(3, deck=DECK)
    done = state.seats[1]
    for bg in done.backgrounds[:2]:
        done.paintings.append(_fake_painting(bg))
    done.hand = [30, 31, 32, 33]
    state.apply(Take(0))  # Ada
    assert state.current_seat == 1
    state.apply(Paint((30, 31, 32), done.backgrounds[2]))  # Bo's third painting
    assert done.hand == [33]
    state.apply(Take(0))  # Cy
    assert state.current_seat == 0
    state.apply(Take(0))  # Ada
    assert state.current_seat == 2  # Bo is skipped


def _fake_painting(background: int):
    from canvas_table.canvas.state import Painting

    return Painting((1, 2, 3), background, (0, 0, 0, 0), 0)


def test_game_ends_when_every_seat_has_three_paintings():
    state = new_state(2, deck=DECK)
    for seat in state.seats:
        for bg in seat.backgrounds[:2]:
            seat.paintings.append(_fake_painting(bg))
    state.seats[0].hand = [41, 42, 43]
    state.seats[1].hand = [44, 45, 46]
    state.apply(Paint((41, 42, 43), state.seats[0].backgrounds[2]))
    assert not state.is_over()
    state.apply(Paint((44, 45, 46), state.seats[1].backgrounds[2]))
    assert state.is_over()
    assert state.current_seat is None
    assert state.legal_actions() == []
    assert state.why_illegal(Take(0)) == "the game is over"


def test_highest_score_wins_ties_go_to_inspiration_then_shared():
    state = new_state(3, deck=DECK, scoring=("emphasis", None, None, None))
    for seat, grey in zip(state.seats, (5, 5, 4), strict=True):
        seat.grey = grey
    state.seats[0].inspiration, state.seats[1].inspiration = 2, 3
    assert state.winners() == [1]
    state.seats[0].inspiration = 3
    assert state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5, 0.0]


def test_dispenser_running_dry_shrinks_the_market():
    state = new_state(deck=DECK)
    state._deck = [60]
    state.apply(Take(0))
    assert state.market == [2, 3, 4, 5, 60]
    state.apply(Take(0))
    assert state.market == [3, 4, 5, 60]
    assert state.market_tokens == [0, 0, 0, 0]
    assert state.why_illegal(Take(4)) == "market slot 5 is empty (the market holds 4 cards)"


def test_a_seat_that_cannot_act_is_skipped_and_the_game_ends_when_none_can():
    state = new_state(deck=DECK)
    state._deck = []
    state.market, state.market_tokens = [7], [0]
    state.seats[1].hand = [1, 2]  # Bo cannot paint and will find the market empty
    state.apply(Take(0))  # Ada takes the last card
    assert state.is_over()


def test_first_player_drawn_from_the_seed_when_not_given():
    firsts = {new_state(4, seed=s, first=None).current_seat for s in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_clone_is_independent():
    state = new_state(deck=DECK)
    copy = state.clone()
    copy.apply(Take(1))
    assert state.market == [1, 2, 3, 4, 5] and state.seats[0].hand == []
    assert copy.to_json() != state.to_json()
    assert state.clone().to_json() == state.to_json()
