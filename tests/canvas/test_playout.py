"""The search's fast playout and the game's state play by the same rules.

Random games (players, scoring cards, Vincent, first player, moves already made drawn by
hypothesis) are finished by a playout; its moves are replayed through the real state, which must
give the turn to the same seat before every move and reach the same end: the same scores, the
same inspiration left, Vincent's cards taken by the state's own coin flips.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table.canvas.actions import Paint
from canvas_table.canvas.bots import GreedyBot
from canvas_table.canvas.policies import CanvasModel, playout_moves
from canvas_table.engine.bots import RandomBot
from canvas_table.engine.rng import Rng
from tests.canvas.positions import new_state


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(1, 5),
    seed=st.integers(0, 10**9),
    vincent=st.booleans(),
    first=st.integers(0, 4),
    moves=st.integers(0, 70),
    random_walk=st.booleans(),
)
def test_the_playout_and_the_state_agree_on_random_games(
    players: int, seed: int, vincent: bool, first: int, moves: int, random_walk: bool
) -> None:
    state = new_state(players, seed=seed, scoring=None, vincent=(vincent and players <= 3) or players == 1,
                      first=first % players)
    walker = RandomBot(seed) if random_walk else GreedyBot(seed)
    for _ in range(moves):
        if state.is_over():
            return
        state.apply(walker.choose(state))
    if state.is_over():
        return
    before = state.to_json()
    log, scores, inspiration = playout_moves(CanvasModel(state), state, Rng(seed))
    assert state.to_json() == before, "the playout changes nothing of the state it is given"
    replay = state.clone()
    for seat, move in log:
        assert replay.current_seat == seat, "the turn passes to the same seat"
        if isinstance(move, Paint):
            move = Paint(move.layers, replay.seats[seat].unused_backgrounds[0])
        replay.apply(move)  # legal in the real rules
    assert replay.is_over()
    assert [replay.score(s) for s in range(players)] == scores
    assert [seat.inspiration for seat in replay.seats] == inspiration
