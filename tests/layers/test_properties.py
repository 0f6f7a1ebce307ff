"""Property tests: over a thousand random legal games keep every invariant and replay exactly."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table.engine.records import parse_record
from canvas_table.engine.rng import Rng
from canvas_table.layers.match import LayersMatch, replay
from canvas_table.layers.state import LayersState
from tests.layers.helpers import DECK, config, new_state

GAMES = 2000


def check_invariants(state: LayersState) -> None:
    """What must hold in every reachable position."""
    boards = [card for board in state.boards for card in board]
    everything = boards + state.market + state.pile + state.discards
    assert len(everything) == 108 and set(everything) == set(range(1, 109))
    assert all(len(board) == 3 for board in state.boards)
    assert len(state.market) == 4
    assert state.is_over() or state.pile_left > 0
    assert state.pile_left == len(state.pile)
    assert state.pile_top == (state.pile[-1] if state.pile else None)
    assert 1 <= state.round <= state.rounds
    view = state.view_for(0)
    assert "pile" not in view and "reshuffle_rng" not in view


@pytest.mark.slow
@settings(max_examples=GAMES, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    seed=st.integers(0, 2**63),
    players=st.integers(1, 5),
    rounds=st.sampled_from((3, 5, 7)),
    pile_bias=st.floats(0.0, 1.0),
)
def test_random_legal_games_keep_the_invariants_and_replay(seed, players, rounds, pile_bias):
    match = LayersMatch.new(config(players, seed, rounds=rounds))
    state = match.state
    rng = Rng(seed).derive("test")
    check_invariants(state)
    while not state.is_over():
        actions = state.legal_actions()
        assert actions, "a seat to act always has a legal action"
        pile = [a for a in actions if a.source == "pile"]
        action = rng.choice(pile if rng.random() < pile_bias else actions)
        covered = state.boards[state.current_seat][action.layer - 1]  # type: ignore[index]
        match.play(action)
        assert state.last_covered == covered and covered in state.discards + state.pile
        check_invariants(state)
    assert state.moves == players * rounds and state.current_seat is None
    record = json.loads(json.dumps(match.to_record()))
    again = replay(parse_record(json.dumps(record), "game", "layers"), "game")
    assert again.state.to_json() == state.to_json()


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**63), players=st.integers(1, 5), extra=st.integers(1, 12))
def test_small_decks_reshuffle_the_discards_and_lose_no_card(seed, players, extra):
    size = 3 * players + 4 + extra
    small = {i: DECK[i] for i in range(1, size + 1)}
    state, twin = (new_state(players, seed, cards=small, rounds=7) for _ in range(2))
    rng = Rng(seed)
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        twin.apply(action)
        everything = [c for b in state.boards for c in b] + state.market + state.pile + state.discards
        assert sorted(everything) == list(range(1, size + 1))
        assert state.is_over() or state.pile_left > 0
    assert twin.to_json() == state.to_json()
