"""A Layers state read back from its JSON (``state_from_json``), as a network window gets it.

Round trips over random games (every player count and length, small decks that reshuffle, the
beauty vote), the seen snapshot the server sends (a re-dealt copy), and hostile JSON: each
malformed field is a RecordError that names it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table import games
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.rng import Rng
from canvas_table.errors import RecordError
from canvas_table.layers.cards import LayersCard
from canvas_table.layers.setup import LayersConfig, resolve
from canvas_table.layers.snapshot import state_from_json
from canvas_table.layers.state import LayersState
from tests.layers.helpers import DECK
from tests.snapshot_checks import (
    check_hostile,
    check_refused,
    check_round_trip,
    play_moves,
    set_field,
    wire,
)


def new_state(seed: int, players: int, rounds: int = 3, vote: bool = False,
              cards: dict[int, LayersCard] | None = None, bot: bool = True) -> LayersState:
    """A fresh game of ``players`` seats, seat 1 a bot unless ``bot`` is false."""
    seats = tuple(PlayerSpec(f"P{i}", "bot:easy" if bot and i == 1 else "human") for i in range(players))
    return LayersState(resolve(LayersConfig(seats, seed, rounds, vote), cards))


def played(seed: int, players: int, moves: int, **options: Any) -> LayersState:
    """A game after up to ``moves`` random legal moves."""
    return play_moves(new_state(seed, players, **options), seed, moves)



def small_deck(players: int, extra: int) -> dict[int, LayersCard]:
    """A deck just large enough for the deal and ``extra`` more cards: the pile runs out often."""
    return {i: DECK[i] for i in range(1, 3 * players + 4 + extra + 1)}


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(1, 5), rounds=st.sampled_from((3, 5, 7)),
       vote=st.booleans(), moves=st.integers(0, 40))
def test_a_state_read_back_is_the_same_game(seed, players, rounds, vote, moves):
    state = played(seed, players, moves, rounds=rounds, vote=vote)
    check_round_trip(state, state_from_json, seed)


@pytest.mark.slow
@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(1, 5), extra=st.integers(1, 6),
       moves=st.integers(0, 35))
def test_a_small_deck_read_back_reshuffles_as_the_original(seed, players, extra, moves):
    cards = small_deck(players, extra)
    state = played(seed, players, moves, rounds=7, cards=cards)
    check_round_trip(state, lambda data: state_from_json(data, cards), seed)


def test_hundreds_of_seeded_games_read_back_at_random_points():
    rng = Rng(2025)
    for game in range(300):
        players, rounds = 1 + game % 5, (3, 5, 7)[game % 3]
        state = played(rng.next64(), players, rng.below(players * rounds + 1), rounds=rounds)
        check_round_trip(state, state_from_json, game)


def test_the_options_come_back_but_not_the_seed():
    state = played(4242, 3, 5, rounds=5, vote=True)
    again = state_from_json(wire(state)).setup
    setup = state.setup
    assert (again.players, again.rounds, again.vote, again.first_player) == (
        setup.players, 5, True, setup.first_player)
    assert again.seed == 0 and again.deck == ()  # they would tell the pile


def tied_game(vote: bool) -> LayersState:
    """The first seeded game of 2 people that ends in a tie."""
    for seed in range(500):
        state = played(seed, 2, 6, vote=vote, bot=False)
        if state.is_over() and len(state.tied()) == 2:
            return state
    raise AssertionError("no tie in 500 games")


def test_the_beauty_vote_comes_back():
    state = tied_game(vote=True)
    state.cast_votes({0: 1, 1: 1})
    rebuilt = state_from_json(wire(state))
    assert rebuilt.votes == {0: 1, 1: 1} and rebuilt.winners() == [1] == state.winners()
    assert rebuilt.to_json() == state.to_json()


def test_a_vote_the_rules_refuse_is_a_record_error():
    state = tied_game(vote=False)
    data = wire(state)
    data["votes"] = [[0, 1]]
    with pytest.raises(RecordError, match=r"^state: votes: this game was set up without the beauty vote$"):
        state_from_json(data)
    data["vote"] = True
    data["votes"] = [[0, 1], [0, 0]]
    with pytest.raises(RecordError, match=r"^state: votes\[1\]\[0\]: seat 0 votes twice$"):
        state_from_json(data)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(1, 5), moves=st.integers(0, 20),
       k=st.integers(0, 2**64 - 1), extra=st.sampled_from((None, 2, 5)))
def test_the_seen_snapshot_shows_the_seat_what_the_true_state_does(seed, players, moves, k, extra):
    cards = small_deck(players, extra) if extra else None
    state = played(seed, players, moves, rounds=7, cards=cards)
    seat = state.current_seat if state.current_seat is not None else 0
    seen = state.clone()
    seen.redeal(Rng(k), observer=seat)
    rebuilt = state_from_json(wire(seen), cards)
    assert rebuilt.view_for(seat) == state.view_for(seat)
    assert rebuilt.legal_actions() == state.legal_actions()
    assert sorted(rebuilt.pile) == sorted(state.pile)  # the same cards, in the re-dealt order
    check_round_trip(seen, lambda data: state_from_json(data, cards), k)


def test_the_registry_reads_a_state_back():
    state = played(5, 4, 9)
    assert games.game("layers").state_from_json(wire(state)).to_json() == state.to_json()


# -- hostile JSON ----------------------------------------------------------------------------------


def base() -> dict[str, Any]:
    """A game of 2 seats, 3 turns in."""
    return wire(played(11, 2, 3))



def board_card_to_market(data: dict[str, Any]) -> None:
    data["market"][2] = data["boards"][1][0]


def pile_to_discards(data: dict[str, Any]) -> None:
    data["discards"] += data["pile"]
    data["pile"] = []
    data["pile_left"] = 0


def lose_a_card(data: dict[str, Any]) -> None:
    data["pile"].pop()


SIX = [{"name": f"P{i}", "kind": "human"} for i in range(6)]

HOSTILE = [
    ("missing key", lambda data: data.pop("pile"), "state: missing field 'pile'"),
    ("unknown key", set_field(("seed",), 1), "state: unknown field 'seed'"),
    ("wrong type", set_field(("moves",), "3"), "state: moves: should be a whole number, got '3'"),
    ("bool for int", set_field(("first_player",), True),
     "state: first_player: should be a whole number, got True"),
    ("bad rounds", set_field(("rounds",), 4), "state: rounds: 3, 5 or 7, got 4"),
    ("bool rounds", set_field(("rounds",), True), "state: rounds: 3, 5 or 7, got True"),
    ("vote not a flag", set_field(("vote",), 1), "state: vote: should be true or false, got 1"),
    ("card out of range", set_field(("boards", 0, 1), 999), "state: boards[0][1]: 999 is not a card"),
    ("card as null", set_field(("pile", 0), None), "state: pile[0]: None is not a card"),
    ("card twice", board_card_to_market, "state: market[2]: card "),
    ("card lost", lose_a_card, "is nowhere"),
    ("board of wrong length", set_field(("boards", 0), [1, 2]),
     "state: boards[0]: should hold 3 entries, not 2"),
    ("seats and boards differ", set_field(("boards",), [[1, 2, 3]]),
     "state: boards: should hold 2 entries, not 1"),
    ("too many seats", set_field(("players",), SIX),
     "state: players: Layers plays with 1 to 5 players, got 6"),
    ("same names", set_field(("players", 1, "name"), "p0"),
     "state: players[1]: the name 'p0' is players[0]'s too"),
    ("player not an object", set_field(("players", 0), "P0"), "state: players[0]: should be an object"),
    ("moves beyond the game", set_field(("moves",), 7), "state: moves: should be from 0 to 6, got 7"),
    ("empty pile", pile_to_discards, "state: pile: empty"),
    ("wrong covered card", set_field(("last_covered",), 1), "state: last_covered: "),
    ("covered before any turn", set_field(("moves",), 0),
     "state: last_covered: no card is covered before the first"),
    ("derived score", set_field(("scores", 0), 99),
     "state: scores[0]: 99 does not follow from the rest of the state"),
    ("derived end", set_field(("over",), True), "state: over: True does not follow"),
    ("derived turn", set_field(("turn",), None), "state: turn: None does not follow"),
    ("rng negative", set_field(("reshuffle_rng",), -1), "state: reshuffle_rng: should be from 0 to"),
    ("votes not a list", set_field(("votes",), {}), "state: votes: should be a list, got {}"),
]


@pytest.mark.parametrize(("change", "message"), [case[1:] for case in HOSTILE], ids=[c[0] for c in HOSTILE])
def test_malformed_json_is_a_record_error_naming_the_field(change, message):
    data = base()
    change(data)
    check_refused(state_from_json, data, re.escape(message))


@pytest.mark.parametrize("data", [[], None, "state", 3])
def test_json_that_is_no_object_is_refused(data):
    with pytest.raises(RecordError, match=r"^state: should be an object, got "):
        state_from_json(data)


def test_changed_json_is_refused_or_read_exactly():
    refused = 0
    for seed in range(40):
        state = played(seed, 1 + seed % 4, seed % 30, rounds=5)
        refused += check_hostile(state, state_from_json, Rng(seed), 50)
    assert refused > 1500  # most changes break a rule (the others: a counter, a name, the generator)
