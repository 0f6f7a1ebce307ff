"""Property tests: thousands of random legal games keep every invariant of the rules."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table.canvas.actions import Paint
from canvas_table.canvas.record import CanvasGame, replay
from canvas_table.canvas.setup import GameConfig, PlayerSpec
from canvas_table.canvas.state import HAND_LIMIT, CanvasState
from canvas_table.engine.rng import Rng

GAMES = 2000


def check_invariants(state: CanvasState) -> None:
    """Everything that must hold in every reachable position."""
    everywhere = state.deck + state.market + state.vincent_cards
    for seat in state.seats:
        everywhere += seat.hand
        everywhere += [c for p in seat.paintings for c in p.layers]
    assert sorted(everywhere) == list(range(1, 61)), "all 60 art cards accounted for"
    tokens = sum(s.inspiration for s in state.seats) + sum(state.market_tokens)
    tokens += state.vincent_tokens
    assert tokens == 4 * (len(state.seats) + (1 if state.setup.vincent else 0))
    assert len(state.market) == len(state.market_tokens) <= 5
    assert len(state.market) == 5 or state.deck_left == 0
    for s, seat in enumerate(state.seats):
        assert len(seat.hand) <= HAND_LIMIT
        assert seat.inspiration >= 0
        assert len(seat.paintings) <= 3
        backgrounds = [p.background for p in seat.paintings]
        assert len(set(backgrounds)) == len(backgrounds)
        assert set(backgrounds) <= set(seat.backgrounds)
        ribbons, grey = [0, 0, 0, 0], 0
        for painting in seat.paintings:
            assert len(set(painting.layers)) == 3
            verdict = state.painter.score(painting.layers)
            assert verdict.ribbons == painting.ribbons
            for k, earned in enumerate(verdict.ribbons):
                if earned:
                    cap = state.setup.cards.scoring[state.setup.scoring[k]].cap
                    ribbons[k] = min(cap, ribbons[k] + earned)
            grey += verdict.grey
        assert seat.ribbons == ribbons and seat.grey == grey
        points = sum(
            state.setup.cards.scoring[n].points_for(ribbons[k])
            for k, n in enumerate(state.setup.scoring)
            if n
        )
        assert state.score(s) == points + 2 * grey


@settings(max_examples=GAMES, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    seed=st.integers(0, 2**63),
    players=st.integers(1, 5),
    vincent=st.booleans(),
    paint_bias=st.floats(0.0, 1.0),
)
def test_random_legal_games_keep_the_invariants(seed, players, vincent, paint_bias):
    names = tuple(PlayerSpec(f"P{i}") for i in range(players))
    config = GameConfig(names, seed, vincent=(vincent and players <= 3) or None)
    game = CanvasGame.new(config)
    state = game.state
    rng = Rng(seed).derive("test")
    check_invariants(state)
    while not state.is_over():
        actions = state.legal_actions()
        assert actions, "a seat to act always has a legal action"
        paints = [a for a in actions if isinstance(a, Paint)]
        takes = [a for a in actions if not isinstance(a, Paint)]
        pool = paints if paints and (not takes or rng.random() < paint_bias) else takes
        action = rng.choice(pool)
        assert state.why_illegal(action) is None
        game.play(action)
        check_invariants(state)
    assert all(len(seat.paintings) == 3 for seat in state.seats)
    assert state.legal_actions() == []
    winners = state.winners()
    if players > 1:
        assert winners and all(state.score(w) == max(map(state.score, range(players))) for w in winners)
    again = replay(game.to_record())
    assert again.state.to_json() == state.to_json()


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**63), action=st.one_of(
    st.builds(lambda s: ("take", s), st.integers(-3, 9)),
    st.builds(lambda cards, b: ("paint", tuple(cards), b), st.lists(st.integers(0, 62), max_size=5),
              st.integers(0, 22)),
))
def test_illegal_actions_never_change_the_state(seed, action):
    from canvas_table.canvas.actions import Take
    from canvas_table.engine.game import IllegalAction

    game = CanvasGame.new(GameConfig((PlayerSpec("A"), PlayerSpec("B")), seed))
    rng = Rng(seed)
    for _ in range(rng.below(20)):
        if game.state.is_over():
            break
        game.play(rng.choice(game.state.legal_actions()))
    move = Take(action[1]) if action[0] == "take" else Paint(action[1], action[2])
    before = game.state.to_json()
    reason = game.state.why_illegal(move)
    if reason is None:
        assert move in game.state.legal_actions()
        return
    try:
        game.state.apply(move)
    except IllegalAction as err:
        assert str(err) == reason
    else:
        raise AssertionError("an illegal action was applied")
    assert game.state.to_json() == before


def test_legal_actions_are_exactly_the_actions_without_a_reason():
    game = CanvasGame.new(GameConfig((PlayerSpec("A"), PlayerSpec("B")), 9))
    rng = Rng(2)
    from canvas_table.canvas.actions import Take

    while not game.state.is_over():
        state = game.state
        legal = state.legal_actions()
        assert len(set(legal)) == len(legal)
        candidates = [Take(k) for k in range(-1, 7)]
        hand = state.seats[state.current_seat].hand
        for bg in range(1, 21):
            if len(hand) >= 3:
                candidates.append(Paint(tuple(hand[:3]), bg))
        for c in candidates:
            assert (state.why_illegal(c) is None) == (c in legal)
        counts = Counter(type(a).__name__ for a in legal)
        assert counts["Take"] <= 5
        game.play(rng.choice(legal))
