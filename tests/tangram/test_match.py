"""Records: the issue's shapes, a round trip through the registry, replays that never depend on the
puzzles' seconds, a game under way, and one-line errors naming the field or the entry."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canvas_table import games
from canvas_table.cli import main
from canvas_table.engine.platform import PlayerSpec
from canvas_table.errors import RecordError, SetupError
from canvas_table.tangram.actions import action_from_json
from canvas_table.tangram.game import GAME
from canvas_table.tangram.match import rules_version

SEATS = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal"), PlayerSpec("Cy", "bot:easy"))


def _played(seed: int = 3, goal: str = "quick", until: int | None = None):
    match = GAME.new_match(SEATS, seed, {"goal": goal, "champions": [None, "owl", "fox"]})
    bots = [GAME.make_bot(level, k) for k, level in enumerate(("hard", "normal", "random"))]
    while not match.state.is_over() and (until is None or len(match.actions) < until):
        match.play(bots[match.state.current_seat].choose(match.state))
    return match


def _load(record: dict):
    return games.load_match(json.loads(json.dumps(record)), "game.json")


def test_a_record_holds_one_entry_an_action_in_the_issues_shapes():
    match = _played()
    record = match.to_record()
    assert record["game"] == "tangram" and record["rules_version"] == rules_version()
    assert record["seed"] == 3 and record["options"] == {"goal": "quick", "bot_puzzles": "level"}
    assert record["champions"] == ["bear", "owl", "fox"]  # seat 0 gets the first free one
    assert record["players"][1] == {"name": "Bo", "kind": "bot:normal"}
    assert len(record["actions"]) == len(match.actions)
    shapes = {tuple(sorted(entry)) for entry in record["actions"]}
    assert ("seat", "seconds", "tangram") in shapes and ("roll", "seat") in shapes
    assert shapes <= {("roll", "seat"), ("seat", "seconds", "tangram"), ("seat", "take"),
                      ("return", "seat"), ("give", "seat"), ("seat", "steal")}
    for entry in record["actions"]:
        if "tangram" in entry:
            assert entry["tangram"] in ("black", "white", "failed") and 0 < entry["seconds"] <= 60
        if "roll" in entry:
            assert entry["roll"] is True


def test_a_record_replays_to_the_same_state_and_the_same_record():
    match = _played()
    again = _load(match.to_record())
    assert again.state.to_json() == match.state.to_json()
    assert again.to_record() == match.to_record()
    assert again.state.is_over() and again.state.winner == match.state.winner


def test_a_replay_never_depends_on_the_puzzles_seconds():
    match = _played()
    record = match.to_record()
    for entry in record["actions"]:
        if "tangram" in entry:
            entry["seconds"] = 59.5 if entry["seconds"] < 30 else 12
    assert _load(record).state.to_json() == match.state.to_json()


def test_a_game_under_way_is_saved_and_goes_on_after_its_replay():
    match = _played(until=9)
    again = _load(match.to_record())
    assert again.state.to_json() == match.state.to_json() and not again.state.is_over()
    bot = GAME.make_bot("normal", 1)
    action = bot.choose(again.state)
    again.play(action)
    assert again.to_record()["actions"][-1] == {"seat": again.actions[-1][0], **action.to_json()}


@pytest.mark.parametrize(("change", "message"), [
    (lambda r: r["actions"].__setitem__(0, {"seat": 0, "take": "red"}),
     "game.json: action 0 is illegal: roll the dice first"),
    (lambda r: r["actions"].__setitem__(0, {"seat": 1, "roll": True}),
     "game.json: action 0 is illegal: it is Ada's turn, not Bo's"),
    (lambda r: r["actions"].__setitem__(0, {"seat": 0, "roll": 1}),
     "game.json: action 0: 'roll' should be true"),
    (lambda r: r["actions"].__setitem__(0, {"seat": 0, "tangram": "grey", "seconds": 3}),
     "game.json: action 0: 'tangram' should be black, white or failed, got 'grey'"),
    (lambda r: r["actions"].__setitem__(0, {"seat": 0, "tangram": "black", "seconds": 0}),
     "game.json: action 0: 'seconds' should be a number of seconds 0 < t <= 60, got 0"),
    (lambda r: r["actions"].__setitem__(0, {"seat": 0, "tangram": "black"}),
     "game.json: action 0: a tangram outcome has the keys 'tangram' and 'seconds'"),
    (lambda r: r["actions"].__setitem__(0, {"seat": 0, "steal": {"from": 1}}),
     "game.json: action 0: 'steal' should be an object with 'from' and 'colour'"),
    (lambda r: r["actions"].__setitem__(0, {"seat": 0, "take": "grey"}),
     "game.json: action 0: 'take' should be one of orange, blue, pink, green, red, yellow, purple"),
    (lambda r: r["actions"].__setitem__(0, {"seat": 0, "jump": True}),
     "game.json: action 0: an action has one of the keys roll, tangram, take, return, give, steal"),
    (lambda r: r.__setitem__("options", {"goal": "eternal"}),
     "game.json: 'options': goal should be quick, standard or long, got 'eternal'"),
    (lambda r: r.__setitem__("options", {"speed": 2}), "game.json: 'options': unknown option 'speed'"),
    (lambda r: r.__setitem__("champions", ["owl", "owl", "fox"]),
     "game.json: champions: two players chose the same champion"),
    (lambda r: r.__setitem__("champions", ["dragon", None, None]),
     "game.json: champions[0]: no champion 'dragon'"),
    (lambda r: r.__setitem__("champions", "owl"), "game.json: 'champions' should be a list of champion ids"),
    (lambda r: r.__setitem__("colour", "red"), "game.json: unknown field 'colour'"),
])
def test_a_bad_record_is_refused_in_one_line_naming_what_is_wrong(change, message):
    record = json.loads(json.dumps(_played(until=6).to_record()))
    change(record)
    with pytest.raises(RecordError) as caught:
        games.load_match(record, "game.json")
    assert str(caught.value).startswith(message) and "\n" not in str(caught.value)


def test_new_games_refuse_bad_options_in_one_line():
    with pytest.raises(SetupError, match="colour: Tangram Champions has no such option"):
        GAME.new_match(SEATS, 1, {"colour": "red"})
    with pytest.raises(SetupError, match="players: Tangram Champions plays with 2 to 6 players, got 1"):
        GAME.new_match(SEATS[:1], 1, {})
    with pytest.raises(SetupError, match="goal: quick, standard or long"):
        GAME.new_match(SEATS, 1, {"goal": 5})
    with pytest.raises(SetupError, match="champions: one champion \\(or none\\) for each of the 3 players"):
        GAME.new_match(SEATS, 1, {"champions": ["owl"]})


def test_replay_prints_the_champion_and_each_players_colours(tmp_path, capsys):
    match = _played()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(match.to_record()), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    state = match.state
    assert report["over"] is True and report["winners"] == [state.winner] == [report["champion"]]
    assert report["goal"] == "quick" and report["colours_to_win"] == 3
    for seat, entry in enumerate(report["seats"]):
        assert entry["name"] == SEATS[seat].name
        assert entry["score"] == sum(1 for count in state.hands[seat].values() if count)
        assert entry["colours"] == {c: n for c, n in state.hands[seat].items() if n}
        assert entry["square"] == state.positions[seat]
    assert report["seats"][state.winner]["score"] >= 3
    assert main(["replay", str(path)]) == 0
    text = capsys.readouterr().out
    assert f"champion: {SEATS[state.winner].name}" in text


def test_the_champion_option_gives_the_first_seat_its_champion_and_the_others_the_next_free_ones():
    match = GAME.new_match(SEATS, 1, {"champion": "fox"})
    assert match.state.setup.champions == ("fox", "owl", "bear")
    match = GAME.new_match(SEATS, 1, {"champion": "owl"})
    assert match.state.setup.champions == ("owl", "fox", "bear")
    match = GAME.new_match(SEATS, 1, {"champion": "owl", "champions": ["wolf", None, "fox"]})
    assert match.state.setup.champions == ("wolf", "owl", "fox")
    with pytest.raises(SetupError, match="champions\\[0\\]: no champion 'dragon'"):
        GAME.new_match(SEATS, 1, {"champion": "dragon"})


def test_the_time_used_on_a_puzzle_under_way_is_saved_and_read_back():
    match = GAME.new_match(SEATS, 4, {})
    bot = GAME.make_bot("normal", 1)
    while match.state.phase != "tangram":
        match.play(bot.choose(match.state))
    match.puzzle_used = 21.25
    record = match.to_record()
    assert record["puzzle_used"] == 21.2
    assert _load(record).puzzle_used == 21.2
    with pytest.raises(RecordError, match="'puzzle_used' should be the seconds used on the puzzle under way"):
        _load({**record, "puzzle_used": 60})
    match.play(bot.choose(match.state))
    assert "puzzle_used" not in match.to_record()  # no puzzle under way any more


JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 70) | st.floats(allow_nan=False) |
                    st.sampled_from(["red", "black", "white", "failed", "roll", "take", "from", "colour"]),
                    lambda inner: st.lists(inner, max_size=3) |
                    st.dictionaries(st.sampled_from(["roll", "tangram", "seconds", "take", "return", "give",
                                                     "steal", "from", "colour", "seat"]), inner, max_size=3),
                    max_leaves=8)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(data=JSON)
def test_any_json_is_an_action_that_round_trips_or_a_value_error(data):
    try:
        action = action_from_json(data)
    except ValueError as err:
        assert str(err) and "\n" not in str(err)
        return
    assert action_from_json(action.to_json()) == action
    assert action.to_json() == {key: value for key, value in data.items() if key != "seat"}
