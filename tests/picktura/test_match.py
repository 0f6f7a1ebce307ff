"""Records: the issue's shape, a round trip, a turn under way, and one-line errors naming the entry."""

from __future__ import annotations

import json

import pytest

from canvas_table.engine.records import parse_record
from canvas_table.errors import RecordError
from canvas_table.picktura.actions import Collect, Discard, Draw, Expose, action_from_json, turn_from_json
from canvas_table.picktura.match import PickturaMatch, replay, rules_version
from tests.picktura.helpers import config

# seed 5, two players: the deal below was read from resolve() once and is pinned by the test
DECK = (1, 2, 3, 9, 13, 5, 6, 10, 14, 18)


def _match(**options) -> PickturaMatch:
    return PickturaMatch.new(config(2, 5, first_player=0, deck=DECK, **options))


def _load(record: dict) -> PickturaMatch:
    return replay(parse_record(json.dumps(record), "game.json", "picktura"), "game.json")


def test_a_turn_is_one_entry_in_the_issues_shape():
    match = _match()
    hidden_top = match.state.hidden[-1]
    match.play(Expose((1, 2, 3)))
    match.play(Draw("visible"))
    match.play(Draw("hidden"))
    match.play(Draw("hidden"))
    match.play(Collect("hidden"))
    match.play(Discard(18))
    record = match.to_record()
    assert record["game"] == "picktura" and record["rules_version"] == rules_version()
    assert record["variants"] == {"blanks": True, "complete_three": False, "remix": False}
    assert record["actions"] == [
        {"seat": 0, "expose": {"cards": [1, 2, 3], "draw": ["visible", "hidden", "hidden"]}},
        {"seat": 1, "collect": {"from": "hidden", "discard": 18}},
    ]
    assert len(match.actions) == len(record["actions"])  # actions[k] is the record's entry k
    again = _load(record)
    assert again.state.to_json() == match.state.to_json() and hidden_top in again.state.hands[0]


def test_a_turn_under_way_is_saved_and_replayed():
    match = _match(ages=(30, None), complete_three=True)
    match.play(Expose((1, 2)))
    match.play(Draw("hidden"))
    record = match.to_record()
    assert record["actions"] == [{"seat": 0, "expose": {"cards": [1, 2], "draw": ["hidden"]}}]
    assert record["ages"] == [30, None] and record["variants"]["complete_three"] is True
    again = _load(record)
    assert again.state.to_json() == match.state.to_json() and again.state.phase == "draw"
    again.play(Draw("visible"))
    assert again.to_record()["actions"][0]["expose"]["draw"] == ["hidden", "visible"]


def _record_with(actions: list) -> dict:
    record = _match().to_record()
    record["actions"] = actions
    return record


@pytest.mark.parametrize(("actions", "message"), [
    ([{"seat": 0, "expose": {"cards": [1, 9], "draw": []}}],
     r"^game.json: action 0 is illegal: the cards exposed together must all belong to one work$"),
    ([{"seat": 1, "collect": {"from": "hidden", "discard": 5}}],
     r"^game.json: action 0 is illegal: it is P0's turn, not P1's$"),
    ([{"seat": 0, "expose": {"cards": [1, 2]}}, {"seat": 1, "collect": {"from": "hidden", "discard": 5}}],
     r"^game.json: action 0: the turn is not finished \(its discard or draws are missing\)$"),
    ([{"seat": 0, "collect": {"from": "visible", "discard": 1}},
      {"seat": 1, "collect": {"from": "attic", "discard": 5}}],
     r"^game.json: action 1: collect: 'from' should be 'visible' or 'hidden', got 'attic'$"),
    ([{"seat": 0, "collect": {"from": "visible", "discard": 1, "why": 1}}],
     r"^game.json: action 0: collect: unknown key 'why'$"),
    ([{"seat": 0, "expose": {"cards": [1, 2], "draw": ["visible"] * 4}}],
     r"^game.json: action 0 is illegal: it is P1's turn, not P0's$"),
    ([{"collect": {"from": "visible", "discard": 1}}], r"^game.json: action 0: needs the 'seat'"),
    ([{"seat": True, "collect": {"from": "visible", "discard": 1}}], r"^game.json: action 0: no seat True$"),
    ([{"seat": 0, "draw": "visible"}], r"^game.json: action 0: an action has one of the keys collect"),
])
def test_a_bad_entry_is_one_line_naming_it(actions, message):
    with pytest.raises(RecordError, match=message):
        _load(_record_with(actions))


@pytest.mark.parametrize(("change", "message"), [
    ({"variants": {"blanks": "no"}}, r"^game.json: 'variants': blanks should be true or false, got 'no'$"),
    ({"variants": {"mirror": True}}, r"^game.json: 'variants': unknown variant 'mirror'"),
    ({"ages": [30, "old"]}, r"^game.json: 'ages' should be a list of whole numbers or nulls"),
    ({"ages": [30]}, r"^game.json: ages: one age \(or none\) for each of the 2 players"),
    ({"colour": 1}, r"^game.json: unknown field 'colour'$"),
    ({"rules_version": "0ld"}, r"^game.json: a record of rules version '0ld'"),
])
def test_bad_fields_are_one_line(change, message):
    record = {**_match().to_record(), **change}
    with pytest.raises(RecordError, match=message):
        _load(record)


def test_steps_and_turns_as_json():
    for step in (Collect("visible"), Discard(7), Draw("hidden"), Expose((1, 2))):
        assert action_from_json(json.loads(json.dumps(step.to_json()))) == step
    assert action_from_json({"seat": 1, "use_blank": {"work": 0, "card": 49}}).card == 49
    assert turn_from_json({"complete": {"work": 2, "cards": [3, 4], "draw": ["hidden", "visible"]}})[2] == \
        Draw("visible")
    with pytest.raises(ValueError, match=r"card id 1\.\.100"):
        action_from_json({"discard": 101})
    with pytest.raises(ValueError, match="'draw' should be a list of at most 5 piles"):
        turn_from_json({"expose": {"cards": [1, 2], "draw": "hidden"}})
