"""Property tests: over a thousand random legal games keep every invariant and replay exactly."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table.engine.records import parse_record
from canvas_table.engine.rng import Rng
from canvas_table.picktura.match import PickturaMatch, replay
from canvas_table.picktura.state import PickturaState
from tests.picktura.helpers import config

GAMES = 1000


def hand_score(groups: list[list[int]], hand: list[int]) -> int:
    """The rules page's table, worked out again here."""
    total = 0
    for group in groups:
        quarters = sum(1 for c in group if not 49 <= c <= 52)
        blank = len(group) > quarters
        total += 80 if quarters == 4 or (quarters == 3 and blank) else {3: 40, 2: 10}[quarters]
    return total - 5 * len(hand)


def places(state: PickturaState) -> Counter:
    cards = [c for hand in state.hands for c in hand] + state.visible + state.hidden
    return Counter(cards + [c for works in state.works for group in works for c in group])


def check_invariants(state: PickturaState, players: int, expected: int) -> None:
    """What must hold in every reachable position."""
    found = places(state)
    assert sum(found.values()) == expected and set(found) == set(state.setup.deck)  # each card once
    for seat, hand in enumerate(state.hands):
        collecting = state.phase == "discard" and seat == state.seat
        assert len(hand) <= (6 if collecting else 5)
        assert state.public[seat] <= set(hand)
        assert state.score(seat) == hand_score(state.works[seat], hand)
    assert not (not state.visible and state.hidden)  # an empty visible pile takes the hidden bottom
    assert state.rebuilds == 2 or state.hidden or not state.visible  # an empty hidden pile is rebuilt
    assert state.rebuilds <= 2 and (state.rebuilds < 2 or state.is_over() or state.phase != "turn")
    view = state.view_for(players - 1)
    assert not {"hands", "hidden", "public"} & set(view) and view["hand"] == state.hands[players - 1]


def check_redeal(state: PickturaState, rng: Rng) -> None:
    """A re-deal for the seat to act keeps everything it knows and the cards in play."""
    seat = state.current_seat
    copy = state.clone()
    copy.redeal(rng, seat)
    assert copy.hands[seat] == state.hands[seat]
    assert copy.visible == state.visible and copy.works == state.works
    assert [len(h) for h in copy.hands] == [len(h) for h in state.hands]
    assert len(copy.hidden) == len(state.hidden)
    for other, known in enumerate(state.public):
        assert known <= set(copy.hands[other])
    if state.hidden_public:
        assert copy.hidden == state.hidden
    assert places(copy) == places(state)


@pytest.mark.slow
@settings(max_examples=GAMES, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    seed=st.integers(0, 2**63),
    players=st.integers(2, 4),
    blanks=st.booleans(),
    complete_three=st.booleans(),
    remix=st.booleans(),
    ages=st.booleans(),
    lay_bias=st.floats(0.0, 1.0),
)
def test_random_legal_games_keep_the_invariants_and_replay(seed, players, blanks, complete_three, remix,
                                                          ages, lay_bias):
    chosen_ages = tuple(7 + (seed >> k) % 3 for k in range(players)) if ages else None
    match = PickturaMatch.new(config(players, seed, blanks=blanks, complete_three=complete_three,
                                     remix=remix, ages=chosen_ages))
    state = match.state
    expected = 48 * (2 if remix else 1) + (players if blanks else 0)
    rng = Rng(seed).derive("test")
    check_invariants(state, players, expected)
    while not state.is_over():
        actions = state.legal_actions()
        assert actions, "a seat to act always has a legal action"
        laying = [a for a in actions if type(a).__name__ not in ("Collect", "Discard", "Draw")]
        action = rng.choice(laying if laying and rng.random() < lay_bias else actions)
        assert state.why_illegal(action) is None
        match.play(action)
        check_invariants(state, players, expected)
        if state.moves % 17 == 0 and not state.is_over():
            check_redeal(state, rng)
    assert state.current_seat is None and state.legal_actions() == []
    scores = [hand_score(state.works[s], state.hands[s]) for s in range(players)]
    keys = [(scores[s], -len(state.hands[s])) for s in range(players)]
    tied = [s for s in range(players) if keys[s] == max(keys)]
    if chosen_ages and len(tied) > 1:
        tied = [s for s in tied if chosen_ages[s] == min(chosen_ages[t] for t in tied)]
    assert state.winners() == tied
    assert state.rebuilds == 2 or not any(state.can_act(s) for s in range(players))
    record = json.loads(json.dumps(match.to_record()))
    again = replay(parse_record(json.dumps(record), "game", "picktura"), "game")
    assert again.state.to_json() == state.to_json()
    assert len(again.actions) == len(record["actions"])
