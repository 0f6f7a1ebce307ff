"""A Picktura state read back from its JSON (``state_from_json``): round trips over random games, the
seen snapshots a network table sends, and hostile JSON refused with the field named."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table import games
from canvas_table.engine.rng import Rng
from canvas_table.picktura.actions import Collect
from canvas_table.picktura.snapshot import state_from_json
from canvas_table.picktura.state import PickturaState
from tests.picktura.helpers import new_state
from tests.snapshot_checks import (
    check_hostile,
    check_refused,
    check_round_trip,
    check_seen,
    play_to_end,
    wire,
)

GAMES = 300


def random_game(seed: int) -> PickturaState:
    """A game with random seats and variants, played at random to a random point (maybe its end)."""
    rng = Rng(seed)
    seats = 2 + rng.below(3)
    ages = tuple(1 + rng.below(80) for _ in range(seats)) if rng.coin() else None
    state = new_state(seats, seed, blanks=rng.coin(), complete_three=rng.coin(), remix=rng.coin(), ages=ages)
    for _ in range(rng.below(300)):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.slow
def test_round_trip_over_seeded_random_games() -> None:
    ended = 0
    for seed in range(GAMES):
        state = random_game(seed)
        ended += state.is_over()
        check_round_trip(state, state_from_json, seed + 1)
        for seat in range(state.num_seats):
            check_seen(state, state_from_json, seat, seed * 10 + seat)
    assert 0 < ended < GAMES  # the points fall before the end and at it


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**64 - 1), steps=st.integers(0, 400), seats=st.integers(2, 4),
       blanks=st.booleans(), complete_three=st.booleans(), remix=st.booleans(),
       ages=st.lists(st.none() | st.integers(1, 150), min_size=4, max_size=4), k=st.integers(0, 2**32))
def test_round_trip_property(seed: int, steps: int, seats: int, blanks: bool, complete_three: bool,
                             remix: bool, ages: list[int | None], k: int) -> None:
    state = new_state(seats, seed, blanks=blanks, complete_three=complete_three, remix=remix,
                      ages=tuple(ages[:seats]))
    rng = Rng(k)
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    check_round_trip(state, state_from_json, k)
    seat = k % seats
    seen = check_seen(state, state_from_json, seat, k)
    play_to_end(seen, Rng(k + 1))  # the window's state plays on to an end
    assert seen.is_over()


def test_ages_break_the_tie_after_the_round_trip() -> None:
    # at the deal both seats stand level (-25 points, 5 cards each): the younger, seat 1, is ahead
    again = state_from_json(wire(new_state(2, 3, ages=(40, 9))))
    assert again.setup.ages == (40, 9)
    assert again.winners() == [1]


def test_the_json_holds_no_seed_and_no_deck_order() -> None:
    state = new_state(3, 12345)
    data = state.to_json()
    assert "seed" not in data and "deck" not in data
    again = state_from_json(wire(state))
    assert again.setup.seed == 0
    assert list(again.setup.deck) == sorted(again.setup.deck)


def test_a_seen_snapshot_hides_the_others_hands_but_keeps_the_seats_own() -> None:
    state = new_state(2, 8)
    seen = state.clone()
    seen.redeal(Rng(4), observer=0)
    rebuilt = state_from_json(wire(seen))
    assert rebuilt.hands[0] == state.hands[0]
    assert rebuilt.hands[1] != state.hands[1]  # re-dealt from the unknown cards
    assert sorted(rebuilt.hands[1] + rebuilt.hidden) == sorted(state.hands[1] + state.hidden)


def test_the_game_module_reads_it() -> None:
    state = new_state(2, 5)
    state.apply(Collect("hidden"))
    again = games.game("picktura").state_from_json(wire(state))
    assert again.to_json() == state.to_json() and again.phase == "discard"


# -- hostile input -------------------------------------------------------------------------------

def base() -> dict[str, Any]:
    """A 2-seat game's JSON at the start of its first turn (P0: 5 cards, P1: 5 cards)."""
    return wire(new_state(2, 21))


def refused(data: Any, pattern: str) -> None:
    """``state_from_json`` raises a one-line RecordError matching ``pattern``."""
    check_refused(state_from_json, data, pattern)


def changed(**fields: Any) -> dict[str, Any]:
    data = base()
    data.update(fields)
    return data


def test_not_an_object() -> None:
    refused([1, 2], r"^state: should be an object")


@pytest.mark.parametrize("key", ["hands", "players", "variants", "ages", "rebuilds", "taken", "scores"])
def test_a_missing_field_is_named(key: str) -> None:
    data = base()
    del data[key]
    refused(data, rf"^state: missing field '{key}'$")


def test_an_unknown_field_is_named() -> None:
    refused(changed(seed=7), r"^state: unknown field 'seed'$")


@pytest.mark.parametrize(("field", "value", "pattern"), [
    ("moves", "3", r"^state: moves: should be a whole number, got '3'"),
    ("moves", True, r"^state: moves: should be a whole number, got True"),
    ("first_player", False, r"^state: first_player: should be a whole number, got False"),
    ("first_player", 2, r"^state: first_player: should be from 0 to 1, got 2"),
    ("rebuilds", 3, r"^state: rebuilds: should be from 0 to 2, got 3"),
    ("hidden_public", 0, r"^state: hidden_public: should be true or false, got 0"),
    ("phase", "dance", r"^state: phase: should be one of turn, discard, draw, over, got 'dance'"),
    ("hands", [[1, 2]], r"^state: hands: should hold 2 entries, not 1"),
    ("hidden", {"top": 1}, r"^state: hidden: should be a list"),
    ("ages", [None], r"^state: ages: should hold 2 entries, not 1"),
    ("ages", [None, 0], r"^state: ages\[1\]: a whole number of years 1\.\.150, got 0"),
    ("variants", {"blanks": True, "remix": False}, r"^state: variants: missing field 'complete_three'"),
    ("variants", {"blanks": 1, "remix": False, "complete_three": False},
     r"^state: variants\.blanks: true or false, got 1"),
])
def test_a_field_of_the_wrong_kind_is_named(field: str, value: Any, pattern: str) -> None:
    refused(changed(**{field: value}), pattern)


def test_a_card_out_of_range() -> None:
    data = base()
    data["hands"][1][2] = 999
    refused(data, r"^state: hands\[1\]\[2\]: 999 is not a card$")
    data["hands"][1][2] = True
    refused(data, r"^state: hands\[1\]\[2\]: True is not a card$")


def test_a_card_in_two_places() -> None:
    data = base()
    card = data["hands"][0][0]
    data["hands"][1][3] = card
    refused(data, rf"^state: hands\[1\]\[3\]: card {card} is also at hands\[0\]\[0\]$")


def test_a_card_lost() -> None:
    data = base()
    lost = data["hidden"].pop(0)
    refused(data, rf"^state: card {lost} is nowhere")


def test_a_card_not_in_play() -> None:
    data = changed(variants={"blanks": False, "complete_three": False, "remix": False})
    order = data["hands"][0] + data["hands"][1] + data["hidden"] + data["visible"]  # as checked
    blanks = [card for card in order if 49 <= card <= 52]
    assert blanks  # the seed's game has its two blank canvases somewhere
    refused(data, rf": {blanks[0]} is not a card$")


@pytest.mark.parametrize(("players", "pattern"), [
    ([{"name": "Solo", "kind": "human"}], r"^state: players: Picktura plays with 2 to 4 players, got 1"),
    ([{"name": f"P{k}", "kind": "human"} for k in range(5)], r"plays with 2 to 4 players, got 5"),
    ([{"name": "Ada", "kind": "human"}, {"name": "ada", "kind": "human"}],
     r"^state: players\[1\]: the name 'ada' is players\[0\]'s too"),
    ([{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "bot:genius"}], r"^state: players\[1\]: kind"),
    ([{"name": "Ada", "kind": "human"}, {"name": "Bo"}], r"^state: players\[1\]: missing field 'kind'"),
    ([{"name": "Ada", "kind": "human"}, "Bo"], r"^state: players\[1\]: should be an object"),
])
def test_seats_the_game_could_not_have(players: list[Any], pattern: str) -> None:
    refused(changed(players=players), pattern)


def test_a_derived_field_that_does_not_follow() -> None:
    data = base()
    data["scores"][1] = 100
    refused(data, r"^state: scores\[1\]: 100 does not follow from the rest of the state \(it would be -25\)$")
    data = base()
    data["hidden_left"] = float(data["hidden_left"])
    refused(data, r"^state: hidden_left: .* does not follow")
    data = base()
    data["over"] = 0
    refused(data, r"^state: over: 0 does not follow from the rest of the state \(it would be False\)$")


def test_an_exposed_work_that_could_not_be_laid() -> None:
    data = base()
    # take cards 1 and 5 (quarters of works 1 and 2) from wherever they are and lay them as one work
    for card in (1, 5):
        for place in (*data["hands"], data["hidden"], data["visible"]):
            if card in place:
                place.remove(card)
    data["works"][0] = [[1, 5]]
    refused(data, r"^state: works\[0\]\[0\]: holds quarters of different works$")
    data["works"][0] = [[1]]
    data["hidden"].append(5)
    refused(data, r"^state: works\[0\]\[0\]: an exposed work holds 2 to 4 quarters, got 1$")


def test_a_public_card_not_in_the_hand() -> None:
    data = base()
    data["public"][0] = [data["hands"][1][0]]
    refused(data, r"^state: public\[0\]\[0\]: card \d+ is not in hands\[0\]$")


def test_piles_that_break_their_rules() -> None:
    data = base()
    data["hidden"] = data["visible"] + data["hidden"]
    data["visible"] = []
    refused(data, r"^state: visible: empty while the hidden pile is not")
    data = base()
    data["hidden_public"] = True
    refused(data, r"^state: hidden_public: the hidden pile's order is known to all exactly when")


def test_a_phase_that_does_not_fit() -> None:
    refused(changed(phase="discard"), r"^state: taken: should be the card just collected, in hands\[\d\], "
                                      r"got None")
    data = base()
    refused(changed(taken=data["hands"][0][0]), r"^state: taken: should be null outside a collect")
    refused(changed(turn=None), r"^state: turn: should be a whole number, got None")
    refused(changed(phase="over"), r"^state: turn: should be null once the game is over")
    refused(changed(phase="draw"), r"^state: hands\[\d\]: holds 5 cards, more than the rules allow now$")


def test_a_collect_under_way_reads_back_and_a_bad_one_does_not() -> None:
    state = new_state(2, 21)
    state.apply(Collect("visible"))
    data = wire(state)
    assert state_from_json(copy.deepcopy(data)).taken == state.taken
    data["taken"] = data["hands"][1 - state.seat][0]
    refused(data, r"^state: taken: should be the card just collected")


def test_a_hidden_collect_seen_by_another_seat_follows_the_redeal() -> None:
    state = new_state(2, 21)
    collector = state.seat
    state.apply(Collect("hidden"))
    moved = 0
    for k in range(20):
        seen = check_seen(state, state_from_json, 1 - collector, k)
        assert seen.taken in seen.hands[collector] and seen.taken not in seen.public[collector]
        assert seen.view_for(1 - collector)["taken"] is None  # its face stays the collector's
        moved += seen.taken != state.taken
    assert moved  # the card taken was re-drawn too, not left where it no longer is


@pytest.mark.slow
def test_changed_json_is_refused_or_read_exactly() -> None:
    refused = 0
    for seed in range(40):
        refused += check_hostile(random_game(seed), state_from_json, Rng(seed), 50)
    assert refused > 1800  # most changes break a rule (the others: a counter, a seat, the generator)
