"""A Canvas state read back from its JSON (``state_from_json``), as a network window gets it.

Round trips over random games (every option, random points of play), the seen snapshot the
server sends (a re-dealt copy), and hostile JSON: each malformed field is a RecordError that
names it.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table import games
from canvas_table.canvas.setup import GameConfig, PlayerSpec, resolve
from canvas_table.canvas.snapshot import state_from_json
from canvas_table.canvas.state import CanvasState
from canvas_table.engine.rng import Rng
from canvas_table.errors import RecordError
from tests.snapshot_checks import (
    check_hostile,
    check_refused,
    check_round_trip,
    play_moves,
    set_field,
    wire,
)

SCENARIOS = (None, "first_game", "family", "chill")


def new_state(seed: int, players: int, vincent: bool = False, scenario: str | None = None) -> CanvasState:
    """A fresh game of ``players`` seats (seat 1 a bot); Vincent only where the rules allow him."""
    seats = tuple(PlayerSpec(f"P{i}", "bot:easy" if i == 1 else "human") for i in range(players))
    vincent = players == 1 or (vincent and players <= 3)
    return CanvasState(resolve(GameConfig(seats, seed, scenario=scenario, vincent=vincent)))


def played(seed: int, players: int, moves: int, **options: Any) -> CanvasState:
    """A game after up to ``moves`` random legal moves."""
    return play_moves(new_state(seed, players, **options), seed, moves)



@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(1, 5), vincent=st.booleans(),
       scenario=st.sampled_from(SCENARIOS), moves=st.integers(0, 80))
def test_a_state_read_back_is_the_same_game(seed, players, vincent, scenario, moves):
    state = played(seed, players, moves, vincent=vincent, scenario=scenario)
    check_round_trip(state, state_from_json, seed)


@pytest.mark.slow
def test_hundreds_of_seeded_games_read_back_at_random_points():
    rng = Rng(2024)
    for game in range(300):
        players = 1 + game % 5
        state = played(rng.next64(), players, rng.below(70), vincent=rng.coin())
        check_round_trip(state, state_from_json, game)


def test_the_record_s_setup_comes_back_but_not_its_seed():
    state = played(77, 1, 9, scenario="family")
    rebuilt = state_from_json(wire(state))
    setup, again = state.setup, rebuilt.setup
    assert again.players == setup.players and again.scoring == setup.scoring
    assert (again.first_player, again.vincent, again.target, again.scenario) == (
        setup.first_player, True, 18, "family")
    assert again.backgrounds == setup.backgrounds
    assert again.seed == 0 and again.deck == ()  # they would tell the hidden cards
    assert "77" not in json.dumps(state.to_json()).replace(",", " ").split()


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(1, 5), vincent=st.booleans(),
       moves=st.integers(0, 60), k=st.integers(0, 2**64 - 1))
def test_the_seen_snapshot_shows_the_seat_what_the_true_state_does(seed, players, vincent, moves, k):
    state = played(seed, players, moves, vincent=vincent)
    seat = state.current_seat if state.current_seat is not None else 0
    seen = state.clone()
    seen.redeal(Rng(k), observer=seat)
    rebuilt = state_from_json(wire(seen))
    assert rebuilt.view_for(seat) == state.view_for(seat)
    assert rebuilt.legal_actions() == state.legal_actions()
    assert sorted(rebuilt.deck) == sorted(state.deck)  # the same cards, in the re-dealt order
    check_round_trip(seen, state_from_json, k)


def test_the_registry_reads_a_state_back():
    state = played(5, 3, 12, vincent=True)
    assert games.game("canvas").state_from_json(wire(state)).to_json() == state.to_json()


# -- hostile JSON ----------------------------------------------------------------------------------


def base() -> dict[str, Any]:
    """A game of 2 seats with Vincent, a few moves in (seat 0 holds cards)."""
    state = played(11, 2, 6, vincent=True)
    assert state.seats[0].hand and state.seats[1].hand
    return wire(state)



SIX = [{"name": f"P{i}", "kind": "human"} for i in range(6)]


def drop(key: str):
    return lambda data: data.pop(key)


def steal_market_card(data: dict[str, Any]) -> None:
    data["seats"][1]["hand"].append(data["market"][0])


def spare_token(data: dict[str, Any]) -> None:
    data["seats"][0]["inspiration"] += 1


def share_backgrounds(data: dict[str, Any]) -> None:
    data["seats"][1]["backgrounds"] = data["seats"][0]["backgrounds"]


def lose_a_card(data: dict[str, Any]) -> None:
    data["deck"].pop()
    data["deck_left"] -= 1


HOSTILE = [
    ("missing key", drop("market"), "state: missing field 'market'"),
    ("unknown key", set_field(("cheat",), 1), "state: unknown field 'cheat'"),
    ("wrong type", set_field(("moves",), "6"), "state: moves: should be a whole number, got '6'"),
    ("bool for int", set_field(("seats", 0, "inspiration"), True),
     "state: seats[0].inspiration: should be a whole number"),
    ("card out of range", set_field(("seats", 0, "hand", 0), 999),
     "state: seats[0].hand[0]: 999 is not a card"),
    ("card as text", set_field(("market", 1), "12"), "state: market[1]: '12' is not a card"),
    ("card twice", steal_market_card, "state: seats[1].hand["),
    ("card lost", lose_a_card, "is nowhere"),
    ("list of wrong length", set_field(("scoring",), ["variety", None, None]),
     "state: scoring: should hold 4 entries, not 3"),
    ("too many seats", set_field(("setup", "players"), SIX),
     "state: setup.players: Canvas plays with 1 to 5 players, got 6"),
    ("no seats", set_field(("setup", "players"), []),
     "state: setup.players: Canvas plays with 1 to 5 players, got 0"),
    ("bad kind", set_field(("setup", "players", 1, "kind"), "bot:god"),
     "state: setup.players[1]: kind should be"),
    ("missing kind", lambda data: data["setup"]["players"][0].pop("kind"),
     "state: setup.players[0]: missing field 'kind'"),
    ("first player out of range", set_field(("setup", "first_player"), 2),
     "state: setup.first_player: should be from 0 to 1"),
    ("target for two", set_field(("setup", "target"), 30),
     "state: setup.target: a target score is for a solo game"),
    ("unknown scoring card", set_field(("scoring", 3), "rainbow"),
     "state: scoring: unknown scoring card 'rainbow'"),
    ("backgrounds not a list", set_field(("seats", 1, "backgrounds"), None),
     "state: seats[1].backgrounds: should be a list"),
    ("backgrounds shared", share_backgrounds, "state: seats: two seats share a background"),
    ("token made up", spare_token, "hold 13 inspiration tokens, not the game's 12"),
    ("derived count", set_field(("deck_left",), 3),
     "state: deck_left: 3 does not follow from the rest of the state"),
    ("wrong ribbons", set_field(("seats", 0, "ribbons", 0), 7),
     "state: seats[0].ribbons[0]: 7 does not follow"),
    ("moves", set_field(("moves",), 5), "state: moves: 5, but the hands and paintings took 6 moves"),
    ("game over too soon", set_field(("turn",), None), "state: turn: null (the game is over), but seat 0"),
    ("turn out of range", set_field(("turn",), 2), "state: turn: should be from 0 to 1, got 2"),
    ("rng too big", set_field(("vincent_rng",), 2**64), "state: vincent_rng: should be from 0 to"),
    ("Vincent malformed", set_field(("vincent",), {"tokens": 4}), "state: vincent: missing field 'cards'"),
    ("market tokens", set_field(("market_tokens",), [0, 0]),
     "state: market_tokens: should hold 5 entries, not 2"),
]


@pytest.mark.parametrize(("change", "message"), [case[1:] for case in HOSTILE], ids=[c[0] for c in HOSTILE])
def test_malformed_json_is_a_record_error_naming_the_field(change, message):
    data = base()
    change(data)
    check_refused(state_from_json, data, re.escape(message))


def test_a_scenario_with_other_scoring_cards_is_refused():
    data = wire(played(8, 2, 4, scenario="family"))
    assert data["scoring"][:2] == ["composition", "variety"]  # the rules' Family scenario
    data["scoring"][1] = "space"
    with pytest.raises(RecordError, match=r"^state: scoring: not the scoring cards of the scenario 'family"):
        state_from_json(data)
    data["setup"]["scenario"] = ["family"]
    with pytest.raises(RecordError, match=r"^state: setup\.scenario: no scenario \['family'\]$"):
        state_from_json(data)


@pytest.mark.parametrize("data", [[], None, "state", 3])
def test_json_that_is_no_object_is_refused(data):
    with pytest.raises(RecordError, match=r"^state: should be an object, got "):
        state_from_json(data)


def test_a_painting_on_a_used_or_foreign_background_is_refused():
    state = played(3, 2, 200)
    data = wire(state)
    painted = data["seats"][0]["paintings"]
    assert len(painted) >= 2
    painted[1]["background"] = painted[0]["background"]
    with pytest.raises(RecordError, match=r"^state: seats\[0\]\.paintings\[1\]\.background: \d+ is none"):
        state_from_json(data)
    painted[1]["background"] = data["seats"][1]["backgrounds"][0]
    with pytest.raises(RecordError, match=r"seats\[0\]\.paintings\[1\]\.background"):
        state_from_json(data)


@pytest.mark.slow
def test_changed_json_is_refused_or_read_exactly():
    refused = 0
    for seed in range(40):
        state = played(seed, 1 + seed % 3, seed % 30, vincent=True)
        refused += check_hostile(state, state_from_json, Rng(seed), 50)
    assert refused > 1500  # most changes break a rule (the others: a counter, a name, the generator)
