"""Checks shared by the games' snapshot tests: a state read back from its JSON, and a seen snapshot
(the state re-dealt for one seat) read back, must play on exactly like the state they came from."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from canvas_table.engine.rng import Rng
from canvas_table.errors import RecordError

FromJson = Callable[[Any], Any]


def wire(state: Any) -> Any:
    """The state's JSON as another machine receives it: written out as text and parsed again."""
    return json.loads(json.dumps(state.to_json()))


def set_field(path: tuple[Any, ...], value: Any) -> Callable[[Any], None]:
    """A change of JSON data: the field at ``path`` (keys and indexes) set to ``value``."""
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value
    return change


def play_moves(state: Any, seed: int, moves: int) -> Any:
    """``state`` after up to ``moves`` random legal moves drawn from ``seed``; returns it."""
    rng = Rng(seed).derive("moves")
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def play_to_end(state: Any, rng: Rng) -> None:
    """Random legal actions until the game ends."""
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))


def check_round_trip(state: Any, from_json: FromJson, continuation: int) -> None:
    """The rebuilt state has the same JSON, legal actions and views, and the same random
    continuation plays both games alike, move by move, to the same end."""
    again = from_json(wire(state))
    assert again.to_json() == state.to_json()
    assert again.current_seat == state.current_seat and again.is_over() == state.is_over()
    for seat in range(state.num_seats):
        assert again.view_for(seat) == state.view_for(seat)
    original, rng = state.clone(), Rng(continuation)
    while True:
        actions = original.legal_actions()
        assert again.legal_actions() == actions
        if original.is_over():
            break
        action = rng.choice(actions)
        original.apply(action)
        again.apply(action)  # chance after it follows the rebuilt generators
    assert again.is_over() and again.to_json() == original.to_json()
    assert again.returns() == original.returns()


def check_refused(from_json: FromJson, data: Any, pattern: str) -> None:
    """``from_json`` refuses ``data`` with a one-line RecordError matching ``pattern``."""
    with pytest.raises(RecordError) as caught:
        from_json(data)
    message = str(caught.value)
    assert "\n" not in message and message.startswith("state: ")
    assert re.search(pattern, message), message


def check_seen(state: Any, from_json: FromJson, seat: int, k: int) -> Any:
    """The snapshot a network table sends ``seat`` (the state re-dealt for it) read back: the seat
    sees what it saw, and when it is to act it has the same legal actions. Returns it."""
    seen = state.clone()
    seen.redeal(Rng(k), observer=seat)
    data = wire(seen)
    rebuilt = from_json(data)
    assert rebuilt.to_json() == seen.to_json()
    assert rebuilt.view_for(seat) == state.view_for(seat)
    if state.current_seat == seat:
        assert rebuilt.legal_actions() == state.legal_actions()
    return rebuilt


ODD_VALUES: tuple[Any, ...] = (None, True, False, -1, 0, 1, 7, 999, 2**64, 1.5, "", "x", "red", [], [0], {},
                               {"a": 1})


def mutate(data: Any, rng: Rng) -> Any:
    """A copy of JSON ``data`` with one place changed at random: a value replaced by an odd one
    (another type, out of range...), a key or an item dropped, or an item repeated."""
    data = json.loads(json.dumps(data))
    holder: Any = None
    key: Any = None
    node = data
    while isinstance(node, dict | list) and node and (holder is None or rng.below(3)):
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        holder, key = node, rng.choice(keys)
        node = node[key]
    if holder is None:
        return rng.choice(ODD_VALUES)
    change = rng.below(4)
    if change == 0:
        del holder[key]
    elif change == 1 and isinstance(holder, list):
        holder.insert(key, holder[key])
    else:
        holder[key] = rng.choice(ODD_VALUES)
    return data


def check_hostile(state: Any, from_json: FromJson, rng: Rng, tries: int) -> int:
    """Changed copies of the state's JSON are refused with a one-line RecordError naming a field,
    or read back into a state whose JSON is exactly theirs; never another exception. Returns how
    many were refused."""
    data = wire(state)
    refused = 0
    for _ in range(tries):
        changed = mutate(data, rng)
        try:
            again = from_json(changed)
        except RecordError as err:
            message = str(err)
            assert message.startswith("state: ") and "\n" not in message, message
            refused += 1
        else:
            assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(changed, sort_keys=True)
    return refused
