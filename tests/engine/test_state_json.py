"""The shared readers of a state's JSON: exact types, and every problem named by its field."""

from __future__ import annotations

import pytest

from canvas_table.engine import state_json as read
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.rng import Rng
from canvas_table.errors import RecordError, SetupError


def test_a_tuple_of_the_state_agrees_with_the_list_json_made_of_it():
    read.agree({"votes": [[0, 1]], "turn": None}, {"votes": [(0, 1)], "turn": None})


@pytest.mark.parametrize(("given", "message"), [
    ({"a": {"b": [1, True]}},
     r"^state: a\.b\[1\]: True does not follow from the rest of the state \(it would be 2\)$"),
    ({"a": {"b": [1, 2.0]}}, r"^state: a\.b\[1\]: 2\.0 does not follow"),
    ({"a": {"b": [1]}}, r"^state: a\.b: \[1\] does not follow"),
    ({"a": {"b": [1, 2], "c": 3}}, r"^state: a: unknown field 'c'$"),
    ({"a": {}}, r"^state: a: missing field 'b'$"),
])
def test_the_first_field_that_differs_is_named(given, message):
    with pytest.raises(RecordError, match=message):
        read.agree(given, {"a": {"b": [1, 2]}})


@pytest.mark.parametrize(("value", "message"), [
    (True, r"^state: n: should be a whole number, got True$"),
    (3.0, r"^state: n: should be a whole number, got 3\.0$"),
    (6, r"^state: n: should be from 0 to 5, got 6$"),
])
def test_a_whole_number_is_exactly_one(value, message):
    with pytest.raises(RecordError, match=message):
        read.whole(value, "n", 0, 5)


def test_cards_are_known_ids_in_exactly_one_place():
    assert read.cards([3, 1], "hand", {1, 2, 3}, most=2) == [3, 1]
    with pytest.raises(RecordError, match=r"^state: hand\[1\]: 4 is not a card$"):
        read.cards([3, 4], "hand", {1, 2, 3})
    with pytest.raises(RecordError, match=r"^state: hand: should hold at most 1 entries, not 2$"):
        read.cards([3, 1], "hand", {1, 2, 3}, most=1)
    with pytest.raises(RecordError, match=r"^state: pile\[0\]: card 3 is also at hand\[0\]$"):
        read.one_place([("hand", [3]), ("pile", [3, 1])], {1, 2, 3})
    with pytest.raises(RecordError, match=r"^state: card 2 is nowhere"):
        read.one_place([("hand", [3]), ("pile", [1])], {1, 2, 3})


def test_a_setup_s_refusal_names_the_json_field():
    err = read.setup_error(SetupError("backgrounds[2]: no background 99"), {"backgrounds": "seats"})
    assert str(err) == "state: seats[2]: no background 99"
    err = read.setup_error(SetupError("rounds: 3, 5 or 7, got 4"), {})
    assert str(err) == "state: rounds: 3, 5 or 7, got 4"


def test_players_are_read_with_their_kinds_and_checked_as_a_setup_does():
    data = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot:easy"}]
    seats = read.players(data, "players", "Game", 5, ("easy",))
    assert seats == (PlayerSpec("Ann"), PlayerSpec("Bot", "bot:easy"))
    with pytest.raises(RecordError, match=r"^state: players\[1\]\.name: should be a text, got 7$"):
        read.players([data[0], {"name": 7, "kind": "human"}], "players", "Game", 5, ("easy",))
    with pytest.raises(RecordError, match=r"^state: players: Game plays with 1 to 1 players, got 2$"):
        read.players(data, "players", "Game", 1, ("easy",))


def test_a_generator_comes_back_at_its_point_of_the_stream():
    rng = Rng(99)
    rng.next64()
    again = read.rng(rng.state, "rng")
    assert [again.next64() for _ in range(3)] == [rng.next64() for _ in range(3)]
    with pytest.raises(RecordError, match=r"^state: rng: should be from 0 to 18446744073709551615"):
        read.rng(2**64, "rng")
