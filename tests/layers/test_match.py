"""Records: the exact shape, replay to the identical state, and strict one-line refusals."""

from __future__ import annotations

import json

import pytest

from canvas_table.engine.platform import rules_hash
from canvas_table.engine.records import parse_record
from canvas_table.errors import IllegalAction, RecordError
from canvas_table.layers.actions import Place
from canvas_table.layers.cards import DATA_FILE
from canvas_table.layers.match import GAME_ID, RULES_VERSION, LayersMatch, replay
from tests.layers.helpers import config

VERSION = rules_hash("layers-1", DATA_FILE)


def _played(**options: object) -> LayersMatch:
    match = LayersMatch.new(config(2, 12, **options))
    for action in (Place("market", 3, 1), Place("pile", 1), Place("market", 2, 0)):
        match.play(action)
    return match


def _replayed(record: dict) -> LayersMatch:
    return replay(parse_record(json.dumps(record), "game.json", "layers"), "game.json")


def test_constants():
    assert (GAME_ID, RULES_VERSION) == ("layers", "layers-1")


def test_the_record_has_exactly_this_shape():
    match = _played()
    first = match.state.setup.first_player
    assert match.to_record() == {
        "schema_version": 1,
        "game": "layers",
        "rules_version": VERSION,
        "seed": 12,
        "players": [{"name": "P0", "kind": "human"}, {"name": "P1", "kind": "human"}],
        "rounds": 3,
        "actions": [
            {"seat": first, "take": "market", "slot": 1, "layer": 3},
            {"seat": 1 - first, "take": "pile", "layer": 1},
            {"seat": first, "take": "market", "slot": 0, "layer": 2},
        ],
    }
    assert list(match.to_record()) == ["schema_version", "game", "rules_version", "seed", "players",
                                       "rounds", "actions"]


def test_chosen_options_are_written_only_when_set():
    record = _played(rounds=5, vote=True, first_player=1, deck=(7, 8)).to_record()
    assert (record["rounds"], record["vote"], record["first_player"], record["deck"]) == (5, True, 1,
                                                                                        [7, 8])
    assert [a["seat"] for a in record["actions"]] == [1, 0, 1]


def test_match_properties_and_illegal_play():
    match = _played()
    assert match.game_id == "layers" and match.seed == 12 and match.players == config(2).players
    before = match.state.to_json()
    with pytest.raises(IllegalAction):
        match.play(Place("pile", 4))
    assert match.state.to_json() == before and len(match.actions) == 3


@pytest.mark.parametrize("options", [{}, {"rounds": 7, "vote": True, "first_player": 0,
                                          "deck": (100, 1, 55)}])
def test_replay_gives_the_identical_state(options):
    match = _played(**options)
    again = _replayed(match.to_record())
    assert again.state.to_json() == match.state.to_json()
    assert again.to_record() == match.to_record()
    assert again.actions == match.actions


def test_another_rules_version_is_refused_naming_both():
    record = _played().to_record()
    record["rules_version"] = "0123456789ab"
    with pytest.raises(RecordError) as caught:
        _replayed(record)
    assert "0123456789ab" in str(caught.value) and VERSION in str(caught.value)


def _broken(change) -> str:
    record = _played().to_record()
    change(record)
    with pytest.raises(RecordError) as caught:
        _replayed(record)
    message = str(caught.value)
    assert "\n" not in message and message.startswith("game.json: ")
    return message


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda r: r.update(rounds=4), "'rounds' should be 3, 5 or 7, got 4"),
        (lambda r: r.update(rounds=True), "'rounds' should be 3, 5 or 7, got True"),
        (lambda r: r.pop("rounds"), "'rounds' should be 3, 5 or 7, got None"),
        (lambda r: r.update(vote=1), "'vote' should be true or false, got 1"),
        (lambda r: r.update(first_player=True), "'first_player' should be a seat number"),
        (lambda r: r.update(first_player=2), "first_player: no seat 2 among 2 players"),
        (lambda r: r.update(deck=[1, False]), "'deck' should be a list of card ids"),
        (lambda r: r.update(deck=[1, 1]), "deck: a card is listed twice"),
        (lambda r: r.update(colour="red"), "unknown field 'colour'"),
        (lambda r: r["players"].extend([{"name": f"X{i}"} for i in range(4)]), "players: Layers plays"),
        (lambda r: r["actions"][1].update(seat=True), "action 1: 'seat' should be a seat number"),
        (lambda r: r["actions"][1].pop("seat"), "action 1: needs the 'seat' that plays it"),
        (lambda r: r["actions"][2].update(seat=r["actions"][1]["seat"]), "action 2 is illegal: it is"),
        (lambda r: r["actions"][0].update(seat=9), "action 0: no seat 9"),
        (lambda r: r["actions"][1].update(layer=0), "action 1: 'layer' should be 1, 2 or 3, got 0"),
        (lambda r: r["actions"][0].update(slot=True), "action 0: 'slot' should be a market slot"),
        (lambda r: r["actions"][0].update(card=3), "action 0: unknown key 'card'"),
        (lambda r: r["actions"].append("pile"), "action 3: an action is an object"),
        (lambda r: r["actions"].extend([{"seat": s % 2, "take": "pile", "layer": 1}
                                        for s in range(r["actions"][-1]["seat"] + 1,
                                                       r["actions"][-1]["seat"] + 5)]),
         "action 6 is illegal: the game is over"),
    ],
)
def test_bad_records_name_the_field_or_the_action(change, words):
    assert words in _broken(change)


def test_a_record_of_another_game_is_refused():
    record = _played().to_record()
    record["game"] = "canvas"
    with pytest.raises(RecordError, match="not 'layers'"):
        replay(record, "game.json")


# ------------------------------------------------------------------ issue 10: exact validation
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.update(schema_version=True),
         "game.json: unknown schema_version True (this program reads 1)"),
        (lambda r: r.update(schema_version=1.0),
         "game.json: unknown schema_version 1.0 (this program reads 1)"),
        (lambda r: r.update(first_player=False),
         "game.json: 'first_player' should be a seat number, got False"),
        (lambda r: r.update(seed=-3), "game.json: 'seed' should be from 0 to 2**64 - 1, got -3"),
        (lambda r: r["players"][1].update(kind="bot:nonsense"),
         "game.json: players[1]: kind should be 'human' or one of bot:random, bot:easy, bot:normal, "
         "bot:hard, bot:master, bot:greedy, got 'bot:nonsense'"),
        (lambda r: r["players"][1].update(name="p0"),
         "game.json: players[1]: the name 'p0' is players[0]'s too (names must differ, ignoring case)"),
        (lambda r: r["players"][1].update(name="P\n1"),
         "game.json: players[1]: the name holds a control character (U+000A)"),
        (lambda r: r["players"][1].update(name="P" * 41),
         "game.json: players[1]: the name has 41 characters, more than 40"),
        (lambda r: r["players"][1].update(name=" "), "game.json: players[1]: the name is empty"),
        (lambda r: r["actions"][0].update(layer=True),
         "game.json: action 0: 'layer' should be 1, 2 or 3, got True"),
    ],
)
def test_records_that_could_not_be_played_or_saved_are_refused(change, message):
    """Findings 4 and 10: bools taken for whole numbers, bot:nonsense, names that cannot be saved."""
    assert _broken(change) == message


def test_every_chosen_option_loads_saves_and_reloads_identically():
    match = _played(rounds=5, vote=True, first_player=1, deck=(7, 8))
    record = match.to_record()
    record["players"] = [{"name": "Zoë 🎨"}, {"name": "نیلوفر\u200cها", "kind": "bot:greedy"}]
    record["seed"] = 2**64 - 1
    record["actions"] = []
    loaded = _replayed(record)
    again = _replayed(json.loads(json.dumps(loaded.to_record(), ensure_ascii=False)))
    assert again.state.to_json() == loaded.state.to_json()
    assert again.to_record() == loaded.to_record()
