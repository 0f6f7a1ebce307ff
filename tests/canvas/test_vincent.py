"""Vincent: the automated player of solo games (and optionally of 2 or 3 players)."""

from __future__ import annotations

import pytest

from canvas_table.canvas.actions import Paint, Take
from canvas_table.canvas.setup import SetupError
from canvas_table.engine.rng import Rng
from tests.canvas.positions import new_state

DECK = tuple(range(1, 61))


def heads(rng: Rng, tokens: int) -> int:
    """How many of ``tokens`` coins land face up, flipped with a copy of ``rng``."""
    flips = rng.copy()
    return sum(flips.coin() for _ in range(tokens))


def test_solo_vincent_takes_the_card_at_his_heads_after_every_turn():
    state = new_state(1, deck=DECK)
    assert state.setup.vincent
    slot = heads(state.vincent_rng, 4)
    market_after_player = [2, 3, 4, 5, 6]
    state.apply(Take(0))
    taken = market_after_player[slot]
    assert state.vincent_cards == [taken]
    assert state.vincent_tokens == 4 - slot
    assert state.market_tokens[:slot] == [1] * slot
    assert taken not in state.market and taken not in state.seats[0].hand
    assert state.current_seat == 0


def test_vincent_acts_only_after_the_last_player_of_the_round():
    state = new_state(3, deck=DECK, vincent=True, first=1)
    state.apply(Take(0))  # seat 1
    state.apply(Take(0))  # seat 2
    assert state.vincent_cards == []
    state.apply(Take(0))  # seat 0 ends the round
    assert len(state.vincent_cards) == 1
    assert state.current_seat == 1


def test_vincent_takes_the_rightmost_card_of_a_short_market():
    state = new_state(1, deck=DECK)
    state._deck = []
    state.market, state.market_tokens = [7, 8, 9], [0, 0, 0]
    state.vincent_tokens = 4
    state.vincent_rng = next(Rng(s) for s in range(100) if heads(Rng(s), 4) >= 2)
    state.apply(Take(0))  # the player takes 7; the market is [8, 9]
    assert state.vincent_cards == [9]
    assert state.market == [8]
    assert state.market_tokens == [1]
    assert state.vincent_tokens == 3


def test_vincent_coins_never_come_from_the_deck_stream():
    a = new_state(1, seed=5, deck=DECK)
    b = new_state(1, seed=5)
    assert a.vincent_rng.state == b.vincent_rng.state


def test_vincent_only_with_one_to_three_players():
    with pytest.raises(SetupError, match="Vincent joins games of 1 to 3 players, not 4"):
        new_state(4, vincent=True)
    with pytest.raises(SetupError, match="a solo game always plays against Vincent"):
        new_state(1, vincent=False)


def test_solo_win_and_loss_against_the_target():
    state = new_state(1, deck=DECK, target=30, scoring=("emphasis", None, None, None))
    seat = state.seats[0]
    seat.grey = 15
    assert state.winners() == [0]
    seat.grey = 14
    assert state.winners() == []
    assert state.returns() == [0.0]


def test_solo_target_from_scenario_or_level():
    assert new_state(1, scoring=None).setup.target == 30
    from canvas_table.canvas.setup import GameConfig, PlayerSpec, resolve

    setup = resolve(GameConfig((PlayerSpec("Ada"),), 3, scenario="spatial"))
    assert setup.target == 37
    assert setup.scoring == ("movement", "proximity", "space", "symmetry")
    chill = resolve(GameConfig((PlayerSpec("Ada"),), 3, scenario="chill"))
    assert chill.target == 25 and chill.scoring[3] is None and all(chill.scoring[:3])


def test_a_solo_game_ends_after_three_paintings():
    state = new_state(1, deck=DECK)
    seat = state.seats[0]
    for bg in seat.backgrounds:
        seat.hand = [state._deck.pop(0) for _ in range(3)]  # from the dispenser's bottom
        state.apply(Paint(tuple(seat.hand), bg))
    assert state.is_over()
    assert len(state.vincent_cards) == 2  # after the first two paintings; not after the end
