"""A Tangram Champions state read back from its JSON (``state_from_json``): round trips over random
games, the seen snapshots a network table sends, and hostile JSON refused with the field named."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table import games
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.rng import Rng
from canvas_table.tangram.actions import Roll
from canvas_table.tangram.setup import TangramConfig, resolve
from canvas_table.tangram.snapshot import state_from_json
from canvas_table.tangram.state import TangramState
from tests.snapshot_checks import (
    check_hostile,
    check_refused,
    check_round_trip,
    check_seen,
    play_to_end,
    wire,
)
from tests.tangram.helpers import give_cards, new_state, on_top, roll, seats

GAMES = 200
GOALS = ("quick", "standard", "long")


def game(count: int, seed: int, goal: str, bot_puzzles: str = "level") -> TangramState:
    return TangramState(resolve(TangramConfig(seats(count), seed, goal, None, bot_puzzles)))


def random_game(seed: int) -> TangramState:
    """A game with random seats and goal, played at random to a random point (maybe its end)."""
    rng = Rng(seed)
    state = game(2 + rng.below(5), seed, rng.choice(GOALS), rng.choice(("level", "same")))
    for _ in range(rng.below(250)):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.slow
def test_round_trip_over_seeded_random_games() -> None:
    phases = set()
    for seed in range(GAMES):
        state = random_game(seed)
        phases.add(state.phase)
        check_round_trip(state, state_from_json, seed + 1)
        for seat in range(state.num_seats):
            check_seen(state, state_from_json, seat, seed * 10 + seat)
    assert phases == {"roll", "tangram", "choose", "over"}  # every phase was read back


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**64 - 1), steps=st.integers(0, 400), count=st.integers(2, 6),
       goal=st.sampled_from(GOALS), k=st.integers(0, 2**32))
def test_round_trip_property(seed: int, steps: int, count: int, goal: str, k: int) -> None:
    state = game(count, seed, goal)
    rng = Rng(k)
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    check_round_trip(state, state_from_json, k)
    seen = check_seen(state, state_from_json, k % count, k)
    assert seen.legal_actions() == state.legal_actions()  # nothing of a hand is hidden
    play_to_end(seen, Rng(k + 1))  # the window's state plays on to an end
    assert seen.is_over()


def test_the_generator_goes_on_from_its_state() -> None:
    state = new_state(2, 9)
    again = state_from_json(wire(state))
    for _ in range(5):
        state.apply(Roll())
        again.apply(Roll())
        assert again.dice == state.dice
        play_to_end_of_turn(state, again)


def play_to_end_of_turn(state: TangramState, again: TangramState) -> None:
    """Answer both games alike (the first legal action) until the next roll."""
    while state.phase not in ("roll", "over"):
        action = state.legal_actions()[0]
        state.apply(action)
        again.apply(action)
    assert again.to_json() == state.to_json()


def test_a_seen_snapshot_has_new_decks_and_dice_but_the_same_table() -> None:
    state = new_state(3, 4)
    seen = state.clone()
    seen.redeal(Rng(2), observer=1)
    rebuilt = state_from_json(wire(seen))
    assert rebuilt.rng.state != state.rng.state and rebuilt.decks != state.decks
    assert rebuilt.view_for(1) == state.view_for(1)


def test_the_json_holds_no_seed_and_the_bots_puzzles() -> None:
    state = game(2, 777, "quick", "same")
    data = state.to_json()
    assert "seed" not in data and data["bot_puzzles"] == "same"
    again = state_from_json(wire(state))
    assert again.setup.seed == 0 and again.setup.bot_puzzles == "same" and again.setup.goal == "quick"


def test_a_puzzle_and_a_choice_under_way_read_back() -> None:
    state = new_state(2, 1)
    roll(state, 1, 2)  # square 3: a blue tangram square
    assert state.phase == "tangram" and state.figure.startswith("blue-")
    again = state_from_json(wire(state))
    assert again.figure == state.figure and again.phase == "tangram"
    state = new_state(2, 1)
    give_cards(state, 1, red=1, blue=1)
    on_top(state, "steal")
    roll(state, 6, 6, coin=True)  # a double six: the favourable deck's top card, steal
    assert state.phase == "choose"
    again = state_from_json(wire(state))
    assert again.legal_actions() == state.legal_actions() and len(again.legal_actions()) == 2


def test_the_game_module_reads_it() -> None:
    state = new_state(2, 5)
    state.apply(Roll())
    assert games.game("tangram").state_from_json(wire(state)).to_json() == state.to_json()


# -- hostile input -------------------------------------------------------------------------------

def base() -> dict[str, Any]:
    """A 3-seat game's JSON before the first roll: every pawn on the start, no colour card held."""
    return wire(new_state(3, 21))


def refused(data: Any, pattern: str) -> None:
    """``state_from_json`` raises a one-line RecordError matching ``pattern``."""
    check_refused(state_from_json, data, pattern)


def changed(**fields: Any) -> dict[str, Any]:
    data = base()
    data.update(fields)
    return data


def test_not_an_object() -> None:
    refused("roll", r"^state: should be an object")


@pytest.mark.parametrize("key", ["rng", "decks", "champions", "bot_puzzles", "pending", "deck_sizes"])
def test_a_missing_field_is_named(key: str) -> None:
    data = base()
    del data[key]
    refused(data, rf"^state: missing field '{key}'$")


def test_an_unknown_field_is_named() -> None:
    refused(changed(seed=1), r"^state: unknown field 'seed'$")


@pytest.mark.parametrize(("field", "value", "pattern"), [
    ("rng", -1, r"^state: rng: should be from 0 to 18446744073709551615, got -1"),
    ("rng", 2**64, r"^state: rng: should be from 0 to"),
    ("rng", True, r"^state: rng: should be a whole number, got True"),
    ("moves", 1.0, r"^state: moves: should be a whole number, got 1\.0"),
    ("seat_to_roll", 3, r"^state: seat_to_roll: should be from 0 to 2, got 3"),
    ("goal", "eternal", r"^state: goal: quick, standard or long, got 'eternal'$"),
    ("goal", {"a": 1}, r"^state: goal: quick, standard or long, got \{'a': 1\}$"),  # no TypeError
    ("bot_puzzles", None, r"^state: bot_puzzles: level or same, got None$"),
    ("positions", [0, 0], r"^state: positions: should hold 3 entries, not 2"),
    ("positions", [0, 0, 40], r"^state: positions\[2\]: should be from 0 to 39, got 40"),
    ("positions", [5, 0, 5], r"^state: positions\[2\]: square 5 holds the pawn of seat 0 too"),
    ("prison", [False, 0, False], r"^state: prison\[1\]: should be true or false, got 0"),
    ("passes", [0, -1, 0], r"^state: passes\[1\]: should be from 0 to 2, got -1"),
    ("dice", [0, 3], r"^state: dice\[0\]: should be from 1 to 6, got 0"),
    ("dice", [3], r"^state: dice: should hold 2 entries, not 1"),
    ("figure", "blue-9", r"^state: figure: should be null or a colour and a tangram card"),
    ("tangram_cards", [1, 1, 2, 3, 4], r"^state: tangram_cards: should hold each card 1 to 5 once"),
    ("tangram_cards", [1, 2, 3, 4], r"^state: tangram_cards: should hold 5 entries, not 4"),
    ("pending", [{"seat": 0}], r"^state: pending\[0\]: missing field 'choice'"),
    ("pending", [{"seat": 0, "choice": "pray"}], r"^state: pending\[0\]\.choice: should be one of take, "),
    ("shown", [{"seat": 0, "card": "joker"}], r"^state: shown\[0\]\.card: should be one of take_any"),
    ("winner", 5, r"^state: winner: should be from 0 to 2, got 5"),
])
def test_a_field_of_the_wrong_kind_is_named(field: str, value: Any, pattern: str) -> None:
    refused(changed(**{field: value}), pattern)


@pytest.mark.parametrize(("players", "pattern"), [
    ([{"name": "Solo", "kind": "human"}],
     r"^state: players: Tangram Champions plays with 2 to 6 players, got 1"),
    ([{"name": f"P{k}", "kind": "human"} for k in range(7)], r"plays with 2 to 6 players, got 7"),
    ([{"name": "Ada", "kind": "human"}, {"name": "", "kind": "human"}, {"name": "Cy", "kind": "human"}],
     r"^state: players\[1\]: the name is empty"),
])
def test_seats_the_game_could_not_have(players: list[Any], pattern: str) -> None:
    refused(changed(players=players), pattern)


def test_champions_the_game_could_not_have() -> None:
    refused(changed(champions=["fox", "owl"]), r"^state: champions: should hold 3 entries, not 2")
    refused(changed(champions=["fox", "owl", "fox"]),
            r"^state: champions: two players chose the same champion$")
    refused(changed(champions=["fox", "owl", "dragon"]), r"^state: champions\[2\]: no champion 'dragon'")
    refused(changed(champions=["fox", None, "owl"]),  # a new game would fill it with a free champion
            r"^state: champions\[1\]: should be a champion's id, got None$")


def test_colour_cards_that_are_not_all_there() -> None:
    data = base()
    data["hands"][1]["red"] = 1  # not taken from the stock
    refused(data, r"^state: stock\.red: 5 red cards in the stock and hands, not 4$")
    data = base()
    del data["hands"][2]["purple"]
    refused(data, r"^state: hands\[2\]: missing field 'purple'$")
    data = base()
    data["stock"]["gold"] = 1
    refused(data, r"^state: stock: unknown field 'gold'$")


def test_deck_cards_that_are_not_all_there() -> None:
    data = base()
    data["decks"]["unfavourable"].pop()
    refused(data, r"^state: decks\.unfavourable: 3 '\w+' cards with the discards and kept cards, not 4$")
    data = base()
    data["decks"]["favourable"].remove("leave_prison")
    data["passes"][0] = 2  # one more kept than the deck lost
    refused(data, r"^state: decks\.favourable: 3 'leave_prison' cards")
    data = base()
    data["discards"]["favourable"].append("prison")  # an unfavourable card
    refused(data, r"^state: discards\.favourable\[0\]: should be one of take_any")


def test_a_phase_that_does_not_fit() -> None:
    refused(changed(winner=1), r"^state: winner: 1 in the phase 'roll'$")
    refused(changed(phase="over"), r"^state: winner: None in the phase 'over'$")
    refused(changed(phase="tangram"), r"^state: figure: None in the phase 'tangram'$")
    refused(changed(phase="choose"), r"^state: pending: the first choice should have several answers")
    refused(changed(pending=[{"seat": 1, "choice": "give"}]),
            r"^state: pending: no choice waits in the phase 'roll'")
    refused(changed(prison=[True, False, False]), r"^state: prison: seat 0 is in prison, yet to roll$")
    data = changed(phase="tangram", figure="orange-2", positions=[3, 0, 0])  # square 3 is blue
    refused(data, r"^state: figure: 'orange-2' is not of the colour of square 3")
    data = base()
    data["hands"][2] = {colour: 1 for colour in data["hands"][2]}  # seven colours, goal five
    data["stock"] = {colour: 3 for colour in data["stock"]}
    refused(data, r"^state: hands\[2\]: 5 colours make the champion, but the game is on$")


def test_a_derived_field_that_does_not_follow() -> None:
    refused(changed(colours_to_win=7),
            r"^state: colours_to_win: 7 does not follow from the rest of the state \(it would be 5\)$")
    data = base()
    data["deck_sizes"]["favourable"] = 23
    refused(data, r"^state: deck_sizes\.favourable: 23 does not follow")
    refused(changed(turn=True),
            r"^state: turn: True does not follow from the rest of the state \(it would be 0\)$")


def test_the_start_reads_back_with_its_seats() -> None:
    data = base()
    data["players"] = [{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "bot:easy"},
                       {"name": "Cy", "kind": "human"}]
    state = state_from_json(data)
    assert state.setup.players == (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:easy"), PlayerSpec("Cy"))


@pytest.mark.slow
def test_changed_json_is_refused_or_read_exactly() -> None:
    refused = 0
    for seed in range(40):
        refused += check_hostile(random_game(seed), state_from_json, Rng(seed), 50)
    assert refused > 1800  # most changes break a rule (the others: a counter, a seat, the generator)
