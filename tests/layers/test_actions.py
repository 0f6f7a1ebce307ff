"""Place and its record form: exact JSON both ways, anything else refused with one line."""

from __future__ import annotations

import pytest

from canvas_table.layers.actions import Place, action_from_json


def test_to_json_is_exact():
    assert Place("market", 2, 3).to_json() == {"take": "market", "slot": 3, "layer": 2}
    assert Place("pile", 1).to_json() == {"take": "pile", "layer": 1}


@pytest.mark.parametrize("action", [Place("market", layer, slot) for slot in range(4)
                                    for layer in (1, 2, 3)] + [Place("pile", k) for k in (1, 2, 3)])
def test_round_trip(action):
    assert action_from_json(action.to_json()) == action


def test_a_seat_key_is_ignored():
    assert action_from_json({"seat": 1, "take": "pile", "layer": 3}) == Place("pile", 3)


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ([1, 2], "an action is an object"),
        ({"take": "deck", "layer": 1}, "'take' should be 'market' or 'pile'"),
        ({"layer": 1}, "'take' should be 'market' or 'pile', got None"),
        ({"take": "pile", "layer": 0}, "'layer' should be 1, 2 or 3, got 0"),
        ({"take": "pile", "layer": 4}, "'layer' should be 1, 2 or 3, got 4"),
        ({"take": "pile", "layer": True}, "'layer' should be 1, 2 or 3, got True"),
        ({"take": "pile", "layer": 1.0}, "'layer' should be 1, 2 or 3, got 1.0"),
        ({"take": "pile"}, "'layer' should be 1, 2 or 3, got None"),
        ({"take": "pile", "layer": 1, "slot": 0}, "unknown key 'slot'"),
        ({"take": "market", "layer": 1}, "'slot' should be a market slot 0..3, got None"),
        ({"take": "market", "layer": 1, "slot": 4}, "'slot' should be a market slot 0..3, got 4"),
        ({"take": "market", "layer": 1, "slot": False}, "'slot' should be a market slot 0..3"),
        ({"take": "market", "layer": 1, "slot": 0, "card": 7}, "unknown key 'card'"),
    ],
)
def test_anything_else_is_refused_in_one_line(data, problem):
    with pytest.raises(ValueError) as caught:
        action_from_json(data)
    assert problem in str(caught.value)
    assert "\n" not in str(caught.value)
