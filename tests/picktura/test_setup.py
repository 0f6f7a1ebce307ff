"""Setup: the cards in play for each variant, the deal, and options checked one line each."""

from __future__ import annotations

import pytest

from canvas_table.engine.platform import PlayerSpec
from canvas_table.errors import SetupError
from canvas_table.picktura.setup import PickturaConfig, resolve
from tests.picktura.helpers import config, new_state


@pytest.mark.parametrize(("players", "options", "expected"), [
    (2, {}, [*range(1, 51)]),  # 48 work cards and one blank canvas a player
    (4, {}, [*range(1, 53)]),
    (3, {"blanks": False}, [*range(1, 49)]),
    (2, {"remix": True}, [*range(1, 51), *range(53, 101)]),
])
def test_the_cards_in_play(players, options, expected):
    assert sorted(resolve(config(players, 9, **options)).deck) == expected


def test_the_deal_five_each_the_rest_hidden_and_its_bottom_card_turned_up():
    state = new_state(3, 4)
    deck = state.setup.deck  # top first
    assert state.hands == [list(deck[0:5]), list(deck[5:10]), list(deck[10:15])]
    assert state.visible == [deck[-1]]  # the hidden pile's bottom card
    assert state.hidden == list(reversed(deck[15:-1]))  # top last
    assert (state.phase, state.rebuilds, state.current_seat) == ("turn", 0, state.setup.first_player)


def test_the_seed_draws_the_same_game_and_fixed_choices_stay():
    one, two = resolve(config(4, 77)), resolve(config(4, 77))
    assert one == two
    fixed = resolve(config(4, 77, first_player=2, deck=(5, 6, 7)))
    assert fixed.first_player == 2 and fixed.deck[:3] == (5, 6, 7)
    assert {resolve(config(4, seed)).first_player for seed in range(40)} == {0, 1, 2, 3}


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"players": (PlayerSpec("Solo"),)}, r"^players: Picktura plays with 2 to 4 players, got 1$"),
    ({"players": tuple(PlayerSpec(f"P{i}") for i in range(5))},
     r"^players: Picktura plays with 2 to 4 players, got 5$"),
    ({"players": (PlayerSpec("A"), PlayerSpec("a "))}, r"^players\[1\]: the name 'a ' is players\[0\]'s too"),
    ({"seed": -1}, r"^seed: "),
    ({"blanks": "yes"}, r"^blanks: true or false, got 'yes'$"),
    ({"ages": (7,)}, r"^ages: one age \(or none\) for each of the 2 players"),
    ({"ages": (7, 0)}, r"^ages\[1\]: a whole number of years 1..150, got 0$"),
    ({"first_player": 2}, r"^first_player: no seat 2 among 2 players$"),
    ({"deck": (49, 51)}, r"^deck: card 51 is not in play$"),
    ({"deck": (3, 3)}, r"^deck: a card is listed twice$"),
])
def test_bad_options_are_one_line_naming_the_option(kwargs, message):
    base = {"players": (PlayerSpec("A"), PlayerSpec("B")), "seed": 1}
    with pytest.raises(SetupError, match=message):
        resolve(PickturaConfig(**{**base, **kwargs}))
