"""The state on small positions: deal, market refill, pile draw, discards, reshuffle, turns."""

from __future__ import annotations

import re

import pytest

from canvas_table.engine.reasons import match
from canvas_table.engine.rng import Rng
from canvas_table.errors import IllegalAction
from canvas_table.layers import reasons
from canvas_table.layers.actions import Place
from canvas_table.layers.state import vote_winners
from tests.layers.helpers import DECK, new_state, single

TOP = (10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 30, 31)


def test_the_deal_goes_round_the_table_into_layers_1_2_3_then_the_market():
    state = new_state(2, 1, deck=TOP)
    assert state.boards == [[10, 12, 14], [11, 13, 15]]
    assert state.market == [20, 21, 22, 23]
    assert state.pile_top == 30
    assert state.pile_left == 108 - 10
    assert state.discards == [] and state.last_covered is None
    assert (state.round, state.moves, state.rounds) == (1, 0, 3)


def test_taking_from_the_market_refills_its_slot_and_discards_the_covered_card():
    state = new_state(2, 1, deck=TOP, first_player=0)
    state.apply(Place("market", 2, 2))
    assert state.boards[0] == [10, 22, 14]
    assert state.market == [20, 21, 30, 23]
    assert state.discards == [12] and state.last_covered == 12
    assert state.pile_top == 31 and state.pile_left == 108 - 11
    assert state.current_seat == 1


def test_drawing_from_the_pile_leaves_the_market_alone():
    state = new_state(2, 1, deck=TOP, first_player=1)
    state.apply(Place("pile", 3))
    assert state.boards[1] == [11, 13, 30]
    assert state.market == [20, 21, 22, 23]
    assert state.discards == [15] and state.pile_top == 31


@pytest.mark.parametrize("rounds", [3, 5, 7])
@pytest.mark.parametrize("count", [1, 3, 5])
def test_rounds_and_turn_order_from_the_first_player(rounds, count):
    first = count - 1
    state = new_state(count, 3, rounds=rounds, first_player=first)
    order = []
    while not state.is_over():
        assert state.round == len(order) // count + 1
        order.append(state.current_seat)
        state.apply(Place("pile", 1))
    assert order == [(first + k) % count for k in range(rounds * count)]
    assert state.current_seat is None and state.round == rounds and state.moves == rounds * count
    assert state.legal_actions() == []


def test_an_empty_pile_is_refilled_from_the_shuffled_discards():
    small = {i: DECK[i] for i in range(1, 21)}  # 2 seats: 6 dealt, 4 in the market, pile of 10
    state = new_state(2, 8, cards=small, rounds=7)
    for _ in range(9):
        state.apply(Place("pile", 2))
    assert state.pile_left == 1 and len(state.discards) == 9
    last = state.pile_top
    discards = [*state.discards, state.boards[state.current_seat][1]]
    state.apply(Place("pile", 2))  # the last card: the covered one joins the discards, then reshuffle
    assert sorted(state.pile) == sorted(discards) and state.discards == []
    assert last in state.boards[(state.current_seat + 1) % 2]
    again = new_state(2, 8, cards=small, rounds=7)
    for _ in range(10):
        again.apply(Place("pile", 2))
    assert again.to_json() == state.to_json()  # the reshuffle follows the seed
    while not state.is_over():
        state.apply(Place("market", 1, 0))
    everything = [c for b in state.boards for c in b] + state.market + state.pile + state.discards
    assert sorted(everything) == list(range(1, 21))


def test_scores_and_shared_wins():
    heart, star, moon = single("heart", 1), single("star", 3), single("moon", 2)
    eye, bird, blue = single("eye", 1), single("bird", 3), single("blue", 2)
    green = single("green", 0)
    deck = (heart, eye, green, star, bird, single("red", 4), moon, blue, single("star", 4))
    state = new_state(3, 1, deck=deck)
    assert state.boards == [[heart, star, moon], [eye, bird, blue], [green, single("red", 4),
                                                                      single("star", 4)]]
    # seat 2 shows a green, and two symbols at 4 of which only the top star is visible
    assert state.scores() == [3, 3, 2]
    assert state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5, 0.0]


def test_solo_wins_alone():
    state = new_state(1, 2)
    assert state.winners() == [0] and state.returns() == [1.0]


def test_vote_winners():
    assert vote_winners([0, 2], {}) == [0, 2]  # everyone abstains (bots)
    assert vote_winners([0, 2], {0: 2, 1: 2, 2: 0}) == [2]
    assert vote_winners([0, 1, 2], {0: 1, 1: 2}) == [0, 1, 2]  # a tied vote stays a shared win
    assert vote_winners([1, 3], {3: 3}) == [3]
    with pytest.raises(ValueError, match="not among"):
        vote_winners([0, 1], {0: 2})


@pytest.mark.parametrize(
    ("action", "seat", "template"),
    [
        (Place("market", 1, 0), 1, reasons.NOT_YOUR_TURN),
        (Place("market", 1, 0), 7, reasons.NO_SEAT),
        ("take 1", None, reasons.NOT_AN_ACTION),
        (Place("deck", 1), None, reasons.BAD_SOURCE),
        (Place("market", 1), None, reasons.NO_SLOT),
        (Place("market", 1, 4), None, reasons.BAD_SLOT),
        (Place("market", 1, True), None, reasons.BAD_SLOT),  # type: ignore[arg-type]
        (Place("pile", 1, 0), None, reasons.PILE_SLOT),
        (Place("pile", 0), None, reasons.BAD_LAYER),
        (Place("market", 4, 1), None, reasons.BAD_LAYER),
        (Place("pile", True), None, reasons.BAD_LAYER),  # type: ignore[arg-type]
    ],
)
def test_illegal_actions_change_nothing_and_say_why(action, seat, template):
    state = new_state(2, 5, first_player=0)
    before = state.to_json()
    reason = state.why_illegal(action, seat)
    assert reason is not None and match(reason, reasons.TEMPLATES)[0] == template  # type: ignore[index]
    if seat is None:
        with pytest.raises(IllegalAction, match="^" + re.escape(reason) + "$"):
            state.apply(action)
    assert state.to_json() == before


def test_nothing_is_legal_once_the_game_is_over():
    state = new_state(1, 5)
    for _ in range(3):
        state.apply(Place("pile", 3))
    before = state.to_json()
    assert state.why_illegal(Place("pile", 1)) == reasons.GAME_OVER
    with pytest.raises(IllegalAction):
        state.apply(Place("pile", 1))
    assert state.to_json() == before


def test_legal_actions_in_a_fixed_order():
    actions = new_state(2, 1).legal_actions()
    assert actions[:3] == [Place("market", 1, 0), Place("market", 2, 0), Place("market", 3, 0)]
    assert actions[-3:] == [Place("pile", 1), Place("pile", 2), Place("pile", 3)]
    assert len(actions) == len(set(actions)) == 15


def test_clone_is_independent():
    state = new_state(3, 4)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert copy.to_json() != state.to_json()
    assert state.clone().to_json() == state.to_json()


def test_view_for_shows_no_card_of_the_pile():
    state = new_state(3, 6)
    state.apply(Place("market", 3, 1))
    view = state.view_for(1)
    assert "pile" not in view and view["pile_left"] == state.pile_left and view["seat"] == 1
    shown = {c for b in view["boards"] for c in b} | set(view["market"]) | set(view["discards"])
    assert not shown & set(state.pile)
    other = state.clone()
    other.redeal(Rng(99))
    assert other.pile != state.pile and other.view_for(1) == view  # nothing in it follows the pile
    with pytest.raises(ValueError):
        state.view_for(3)


def test_redeal_keeps_everything_the_observer_sees():
    state = new_state(4, 6)
    for action in (Place("market", 1, 0), Place("pile", 2), Place("market", 3, 3)):
        state.apply(action)
    for observer in (None, 0, 3):
        copy = state.clone()
        copy.redeal(Rng(5), observer)
        assert sorted(copy.pile) == sorted(state.pile) and copy.pile != state.pile
        assert all(copy.view_for(s) == state.view_for(s) for s in range(4))


def test_to_json_is_complete_and_equal_for_equal_histories():
    one, two = new_state(2, 3), new_state(2, 3)
    for state in (one, two):
        state.apply(Place("market", 1, 2))
    data = one.to_json()
    assert data == two.to_json()
    assert data["pile"] == one.pile[::-1] and data["pile"][0] == one.pile_top
