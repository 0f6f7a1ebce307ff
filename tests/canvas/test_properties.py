"""Property tests: thousands of random legal games keep every invariant of the rules, and every
ribbon and point agrees with the rules page.

The ribbons are checked against :mod:`tests.canvas.scoring_tables`, written by hand from
``rules/canvas.md`` (the 12 points tables, the 9 scenarios, each card's ribbon rule), never
against the scoring code under test. Player counts are drawn evenly (one run of 400 games per
count, 1 to 5); each game draws its scenario too (random scoring cards or one of the 9), Vincent
and the solo difficulty.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table import games
from canvas_table.canvas.actions import Paint
from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.record import CanvasGame, replay
from canvas_table.canvas.setup import SOLO_TARGETS, GameConfig, PlayerSpec
from canvas_table.canvas.state import HAND_LIMIT, CanvasState
from canvas_table.engine.rng import Rng
from tests.canvas import scoring_tables as pinned

GAMES = 2000
PLAYER_COUNTS = (1, 2, 3, 4, 5)
SCENARIOS = (None, *pinned.SCENARIOS)  # None: four random scoring cards


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
    for seat in state.seats:
        assert len(seat.hand) <= HAND_LIMIT
        assert seat.inspiration >= 0
        assert len(seat.paintings) <= 3
        backgrounds = [p.background for p in seat.paintings]
        assert len(set(backgrounds)) == len(backgrounds)
        assert set(backgrounds) <= set(seat.backgrounds)
        for painting in seat.paintings:
            assert len(set(painting.layers)) == 3
    check_ribbons_by_the_rules(state)


def check_ribbons_by_the_rules(state: CanvasState) -> None:
    """Every painting's ribbons, every seat's capped ribbons, grey ribbons and score, worked out
    from the rules page (:mod:`tests.canvas.scoring_tables`) and the card data."""
    art = state.setup.cards.art
    scoring = state.setup.scoring
    for s, seat in enumerate(state.seats):
        held, grey = [0, 0, 0, 0], 0
        for painting in seat.paintings:
            swatches = pinned.visible([art[card].swatches for card in painting.layers])
            for k, name in enumerate(scoring):
                if name is None:
                    continue
                earned = pinned.RULES[name](swatches)
                assert painting.ribbons[k] == earned, (
                    f"{name} on {painting.layers} (visible {swatches}): the rules give {earned} "
                    f"ribbons, the game {painting.ribbons[k]}")
                held[k] = min(len(pinned.POINTS[name]), held[k] + earned)
            assert painting.grey == pinned.grey(swatches), f"grey ribbons of {painting.layers}"
            grey += pinned.grey(swatches)
        assert seat.ribbons == held, f"seat {s}: ribbons held after the caps"
        assert seat.grey == grey
        points = sum(pinned.points(name, held[k]) for k, name in enumerate(scoring) if name)
        assert state.score(s) == points + pinned.GREY_POINTS * grey, f"seat {s}: score"


def check_setup_by_the_rules(state: CanvasState, players: int, scenario: str | None, level: str) -> None:
    """The scoring cards in play and the solo target, as the rules page says for the scenario."""
    scoring = state.setup.scoring
    if scenario is None:
        fixed, drawn = (), 4
    else:
        fixed, drawn = pinned.SCENARIOS[scenario]["scoring"], pinned.SCENARIOS[scenario]["random"]
    assert scoring[: len(fixed)] == fixed
    random_cards = scoring[len(fixed): len(fixed) + drawn]
    assert len(set(random_cards)) == drawn and set(random_cards) <= set(pinned.POINTS) - set(fixed)
    assert scoring[len(fixed) + drawn:] == (None,) * (4 - len(fixed) - drawn)
    if players == 1:
        expected = pinned.SCENARIOS[scenario]["target"] if scenario else pinned.SOLO_TARGETS[level]
        assert state.setup.target == expected
        assert state.setup.vincent
    else:
        assert state.setup.target is None


def winners_by_the_rules(state: CanvasState) -> list[int]:
    """Highest score; ties to the most inspiration left; then a shared win. Solo: the target."""
    scores = [state.score(s) for s in range(len(state.seats))]
    if len(scores) == 1:
        return [0] if scores[0] >= state.setup.target else []
    best = max(scores)
    tied = [s for s in range(len(scores)) if scores[s] == best]
    most = max(state.seats[s].inspiration for s in tied)
    return [s for s in tied if state.seats[s].inspiration == most]


@pytest.mark.slow
@pytest.mark.parametrize("players", PLAYER_COUNTS, ids=lambda n: f"{n}-players")
@settings(max_examples=GAMES // len(PLAYER_COUNTS), deadline=None, suppress_health_check=list(HealthCheck))
@given(
    seed=st.integers(0, 2**63),
    scenario=st.sampled_from(SCENARIOS),
    vincent=st.booleans(),
    level=st.sampled_from(tuple(pinned.SOLO_TARGETS)),
    paint_bias=st.floats(0.0, 1.0),
)
def test_random_legal_games_keep_the_invariants_and_score_by_the_rules(
        players, seed, scenario, vincent, level, paint_bias):
    names = tuple(PlayerSpec(f"P{i}") for i in range(players))
    options = {"scenario": scenario or "random", "difficulty": level}
    if 2 <= players <= 3:
        options["vincent"] = vincent
    game = games.game("canvas").new_match(names, seed, options)
    state = game.state
    check_setup_by_the_rules(state, players, scenario, level)
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
    assert state.winners() == winners_by_the_rules(state)
    again = replay(game.to_record())
    assert again.state.to_json() == state.to_json()


def test_the_shipped_card_data_is_the_rules_pages_tables():
    cards = default_card_set()
    assert {name: card.points for name, card in cards.scoring.items()} == pinned.POINTS
    assert {name: card.cap for name, card in cards.scoring.items()} == {
        name: len(table) for name, table in pinned.POINTS.items()}
    shipped = {name: {"title": s.title, "scoring": s.scoring, "random": s.random, "target": s.target}
               for name, s in cards.scenarios.items()}
    assert shipped == pinned.SCENARIOS
    assert dict(SOLO_TARGETS) == pinned.SOLO_TARGETS


def test_the_points_tables_read_as_the_rules_page_says():
    for name, table in pinned.POINTS.items():
        card = default_card_set().scoring[name]
        assert [card.points_for(n) for n in range(0, len(table) + 3)] == [
            pinned.points(name, n) for n in range(0, len(table) + 3)], name
        assert card.points_for(len(table) + 2) == table[-1]  # more ribbons than the cap: the cap's


def test_every_rule_agrees_with_the_rules_page_on_random_paintings():
    """All 12 rules (not only 4 in play) on 3,000 random paintings, against the pinned rules."""
    cards = default_card_set()
    names = list(pinned.RULES)
    judges = [PaintingJudge(names[k:k + 4]) for k in range(0, 12, 4)]
    rng = Rng(2026).derive("paintings")
    wrong = []
    for _ in range(3000):
        layers = tuple(rng.sample(sorted(cards.art), 3))
        swatches = pinned.visible([cards.art[card].swatches for card in layers])
        assert judges[0].visible(layers) == swatches
        for judge in judges:
            verdict = judge.score(layers)
            for k, name in enumerate(judge.slots):
                if verdict.ribbons[k] != pinned.RULES[name](swatches):
                    wrong.append(f"{name} {layers}: game {verdict.ribbons[k]}, "
                                 f"rules {pinned.RULES[name](swatches)} (visible {swatches})")
            assert verdict.grey == pinned.grey(swatches), layers
    assert wrong == []


@pytest.mark.slow
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
