"""Options into a starting position: seeded first player and deck, and one-line refusals."""

from __future__ import annotations

import pytest

from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.rng import Rng
from canvas_table.errors import SetupError
from canvas_table.layers.setup import LayersConfig, resolve
from tests.layers.helpers import config, seats


def test_the_first_player_comes_from_the_seed_stream():
    for seed in range(20):
        for count in (1, 2, 5):
            expected = Rng(seed).derive("first_player").below(count)
            assert resolve(config(count, seed)).first_player == expected


def test_a_chosen_first_player_is_kept():
    assert resolve(config(3, 7, first_player=2)).first_player == 2


def test_the_deck_is_a_seeded_shuffle_of_all_108_cards():
    one, again, other = (resolve(config(2, s)).deck for s in (4, 4, 5))
    assert sorted(one) == list(range(1, 109))
    assert one == again and one != other


def test_given_top_cards_come_first_and_the_rest_follows_the_seed():
    setup = resolve(config(2, 4, deck=(50, 3, 99)))
    assert setup.deck[:3] == (50, 3, 99)
    assert sorted(setup.deck) == list(range(1, 109))
    assert resolve(config(2, 4, deck=(50, 3, 99))).deck == setup.deck


def test_options_are_kept():
    setup = resolve(config(4, 9, rounds=7, vote=True))
    assert (setup.rounds, setup.vote, setup.seed, len(setup.players)) == (7, True, 9, 4)


@pytest.mark.parametrize(
    ("make", "starts"),
    [
        (lambda: LayersConfig((), 1), "players:"),
        (lambda: LayersConfig(seats(6), 1), "players:"),
        (lambda: LayersConfig(("Ada",), 1), "players:"),  # type: ignore[arg-type]
        (lambda: config(2, True), "seed:"),
        (lambda: config(2, 1, rounds=4), "rounds:"),
        (lambda: config(2, 1, rounds=True), "rounds:"),
        (lambda: config(2, 1, vote="yes"), "vote:"),
        (lambda: config(2, 1, first_player=2), "first_player:"),
        (lambda: config(2, 1, first_player=-1), "first_player:"),
        (lambda: config(2, 1, deck=(0,)), "deck:"),
        (lambda: config(2, 1, deck=(5, 5)), "deck:"),
        (lambda: config(2, 1, deck=(True,)), "deck:"),
    ],
)
def test_impossible_options_name_the_option(make, starts):
    with pytest.raises(SetupError) as caught:
        resolve(make())
    assert str(caught.value).startswith(starts)
    assert "\n" not in str(caught.value)


def test_a_deck_too_small_for_the_table_is_refused():
    from canvas_table.layers.cards import default_deck

    small = {i: default_deck()[i] for i in range(1, 15)}  # 5 seats need 3 × 5 + 4 + 1 cards
    with pytest.raises(SetupError, match=r"^deck:"):
        resolve(LayersConfig(tuple(PlayerSpec(f"P{i}") for i in range(5)), 1), small)
