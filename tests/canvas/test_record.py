"""Game records: round trip, replay determinism, and one-line errors for every bad record."""

from __future__ import annotations

import json

import pytest

from canvas_table.canvas.actions import Paint, Take
from canvas_table.canvas.bots import GreedyBot
from canvas_table.canvas.record import CanvasGame, load_game, replay
from canvas_table.canvas.setup import GameConfig, PlayerSpec
from canvas_table.engine.records import RecordError, read_record, write_record

ISSUE_EXAMPLE = {
    "schema_version": 1, "game": "canvas", "seed": 7,
    "players": [{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "bot:greedy"}],
    "scoring": ["composition", "emphasis", "repetition", "variety"],
    "vincent": False, "first_player": 0,
    "deck": [12, 40, 7, 1, 2],
    "backgrounds": [[1, 2, 3], [4, 5, 6]],
    "actions": [{"seat": 0, "take": 2}, {"seat": 1, "take": 0}],
}


def played_game(seed: int = 3, players: int = 3) -> CanvasGame:
    names = tuple(PlayerSpec(f"P{i}", "bot:greedy") for i in range(players))
    game = CanvasGame.new(GameConfig(names, seed))
    bots = [GreedyBot(s) for s in range(players)]
    while not game.state.is_over():
        game.play(bots[game.state.current_seat].choose(game.state))
    return game


def test_the_issue_example_replays():
    game = replay(ISSUE_EXAMPLE)
    state = game.state
    assert state.seats[0].hand == [7]
    assert state.seats[1].hand == [12]
    assert state.market[:3] == [40, 1, 2]
    assert state.seats[1].backgrounds == (4, 5, 6)


def test_round_trip_gives_the_identical_state_byte_for_byte():
    game = played_game()
    text = json.dumps(game.to_record())
    again = load_game(text)
    assert json.dumps(again.state.to_json()) == json.dumps(game.state.to_json())
    assert json.dumps(again.to_record()) == text


def test_record_file_is_written_atomically_and_read_back(tmp_path):
    game = played_game(5, 2)
    path = tmp_path / "games" / "g.json"
    write_record(path, game.to_record())
    assert [p.name for p in path.parent.iterdir()] == ["g.json"]  # no temp file left behind
    assert replay(read_record(path)).state.to_json() == game.state.to_json()


def bad(record: dict, **changes) -> str:
    data = {**record, **changes}
    with pytest.raises(RecordError) as err:
        load_game(json.dumps(data), "g.json")
    message = str(err.value)
    assert "\n" not in message
    return message


def test_wrong_seat():
    actions = [{"seat": 1, "take": 0}]
    assert bad(ISSUE_EXAMPLE, actions=actions) == (
        "g.json: action 0 is illegal: it is Ada's turn, not Bo's"
    )


def test_unaffordable():
    actions = [{"seat": 0, "take": 4}, {"seat": 1, "take": 4}, {"seat": 0, "take": 4}]
    assert bad(ISSUE_EXAMPLE, actions=actions) == (
        "g.json: action 2 is illegal: that card costs 4 inspiration and you have 0"
    )


def test_sixth_card():
    actions = [{"seat": s, "take": 0} for _ in range(6) for s in (0, 1)]
    assert bad(ISSUE_EXAMPLE, actions=actions).startswith(
        "g.json: action 10 is illegal: your hand is full (5 cards)"
    )


def test_card_not_in_hand_background_not_yours_used_and_not_three_cards():
    takes = [{"seat": s, "take": 0} for _ in range(3) for s in (0, 1)]
    game = replay({**ISSUE_EXAMPLE, "actions": takes})
    hand = game.state.seats[0].hand
    paint = lambda layers, bg: {"seat": 0, "paint": {"layers": layers, "background": bg}}  # noqa: E731
    assert bad(ISSUE_EXAMPLE, actions=[*takes, paint([*hand[:2], 59], 1)]).endswith(
        "action 6 is illegal: art card 59 is not in your hand"
    )
    assert bad(ISSUE_EXAMPLE, actions=[*takes, paint(hand, 4)]).endswith(
        "action 6 is illegal: background 4 is not yours"
    )
    assert bad(ISSUE_EXAMPLE, actions=[*takes, paint(hand[:2], 1)]).endswith(
        "action 6 is illegal: a painting needs exactly 3 art cards, not 2"
    )
    hand_b = game.state.seats[1].hand
    second_round = [*takes, paint(hand, 1), {"seat": 1, "paint": {"layers": hand_b, "background": 4}}]
    second_round += takes
    again = replay({**ISSUE_EXAMPLE, "actions": second_round}).state.seats[0].hand
    assert bad(ISSUE_EXAMPLE, actions=[*second_round, paint(again, 1)]).endswith(
        "action 14 is illegal: background 1 already holds a painting"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"schema_version": 1, "game": "canv', "g.json: truncated (line 1, column 31)"),
        ("hello", "g.json: not valid JSON (line 1, column 1)"),
        ("[1, 2]", "g.json: a record is a JSON object"),
        ('{"schema_version": 9}', "g.json: unknown schema_version 9 (this program reads 1)"),
    ],
)
def test_unreadable_records(text, message):
    with pytest.raises(RecordError) as err:
        load_game(text, "g.json")
    assert str(err.value) == message


def test_foreign_game_and_bad_fields():
    assert bad(ISSUE_EXAMPLE, game="chess") == "g.json: a record of the game 'chess', not 'canvas'"
    assert bad(ISSUE_EXAMPLE, seed="x") == "g.json: 'seed' should be a whole number, got 'x'"
    assert bad(ISSUE_EXAMPLE, deck=[1, 1]) == "g.json: deck: a card is listed twice"
    assert bad(ISSUE_EXAMPLE, scoring=["beauty"] * 4).startswith("g.json: scoring: unknown")
    assert bad(ISSUE_EXAMPLE, backgrounds=[[1, 2, 3], [3, 4, 5]]) == (
        "g.json: backgrounds: two seats share a background"
    )
    assert bad(ISSUE_EXAMPLE, players=[]) == "g.json: 'players' should be a non-empty list"
    assert bad(ISSUE_EXAMPLE, actions=[{"seat": 0, "fly": 1}]) == (
        "g.json: action 0: an action has exactly one of 'take' or 'paint'"
    )
    assert bad(ISSUE_EXAMPLE, actions=[{"take": 0}]) == (
        "g.json: action 0: needs the 'seat' that plays it"
    )


def test_vincent_moves_follow_from_the_seed():
    record = {**ISSUE_EXAMPLE, "players": ISSUE_EXAMPLE["players"][:1], "vincent": True,
              "backgrounds": [[1, 2, 3]], "actions": [{"seat": 0, "take": 0}] * 4}
    first, second = replay(record).state, replay(record).state
    assert first.vincent_cards == second.vincent_cards and len(first.vincent_cards) == 4


def test_play_records_seat_and_illegal_play_is_not_recorded():
    game = CanvasGame.new(GameConfig((PlayerSpec("A"), PlayerSpec("B")), 1, first_player=1))
    game.play(Take(0))
    with pytest.raises(ValueError):
        game.play(Paint((1, 2, 3), 1))
    assert game.to_record()["actions"] == [{"seat": 1, "take": 0}]


# ------------------------------------------------------------------ issue 10: exact validation
SOLO = {key: value for key, value in ISSUE_EXAMPLE.items() if key not in ("backgrounds", "scoring")}
SOLO = {**SOLO, "players": [{"name": "Ada", "kind": "human"}], "vincent": True, "actions": []}


def test_a_bool_is_never_a_whole_number():
    """Finding 4: ``"first_player": false`` loaded as seat 0 and was written back as ``0``."""
    assert bad(ISSUE_EXAMPLE, first_player=False) == (
        "g.json: 'first_player' should be a whole number, got False")
    assert bad(SOLO, target=True) == "g.json: 'target' should be a whole number, got True"
    assert bad(ISSUE_EXAMPLE, vincent=0) == "g.json: 'vincent' should be true or false, got 0"
    assert bad(ISSUE_EXAMPLE, deck=[12, True]) == "g.json: 'deck' has the wrong shape: [12, True]"
    assert bad(ISSUE_EXAMPLE, actions=[{"seat": False, "take": 0}]) == (
        "g.json: action 0: 'seat' should be a seat number, got False")
    assert bad(ISSUE_EXAMPLE, actions=[{"seat": 0, "take": True}]) == (
        "g.json: action 0: 'take' needs a market slot number, got True")
    paint = {"seat": 0, "paint": {"layers": [1, 2, 3], "background": True}}
    assert bad(ISSUE_EXAMPLE, actions=[paint]) == (
        "g.json: action 0: 'background' needs a background id, got True")


def test_schema_version_true_or_1_0_is_refused():
    """Finding 10."""
    for version in (True, 1.0):
        assert bad(ISSUE_EXAMPLE, schema_version=version) == (
            f"g.json: unknown schema_version {version!r} (this program reads 1)")


def test_a_solo_record_with_an_unknown_scenario_is_a_record_error_not_a_key_error():
    """Finding 5: KeyError in setup.resolve."""
    assert bad(SOLO, scenario="picnic") == (
        "g.json: scenario: unknown scenario 'picnic' (scenarios: family, chill, synergy, first_game, "
        "balanced, no_elements, all_elements, spatial, bonus)")


def test_a_target_is_for_a_solo_game_and_is_positive():
    """Finding 10: a target on a multiplayer game and a negative solo target were accepted."""
    assert bad(ISSUE_EXAMPLE, target=30) == (
        "g.json: target: a target score is for a solo game, not one of 2 players")
    assert bad(SOLO, target=-5) == "g.json: target: a score from 1 to 999, got -5"
    assert bad(SOLO, target=0) == "g.json: target: a score from 1 to 999, got 0"
    assert replay({**SOLO, "target": 31}).state.setup.target == 31


@pytest.mark.parametrize(("players", "message"), [
    ([{"name": "Ada"}, {"name": "ada"}], "players[1]: the name 'ada' is players[0]'s too (names must differ, "
                                         "ignoring case)"),
    ([{"name": ""}, {"name": "Bo"}], "players[0]: the name is empty"),
    ([{"name": "Ada"}, {"name": "B\x07o"}], "players[1]: the name holds a control character (U+0007)"),
    ([{"name": "A" * 100_000}, {"name": "Bo"}], "players[0]: the name has 100000 characters, more than 40"),
    ([{"name": "Ada"}, {"name": "Bo", "kind": "bot:nonsense"}],
     "players[1]: kind should be 'human' or one of bot:random, bot:easy, bot:normal, bot:hard, bot:master, "
     "bot:greedy, got 'bot:nonsense'"),
])
def test_names_and_kinds_that_could_not_be_played_or_saved_are_refused(players, message):
    """Findings 4 and 10: empty, duplicate, control-character, 100,000-character names, bot:nonsense."""
    assert bad(ISSUE_EXAMPLE, players=players) == f"g.json: {message}"


def test_a_lone_surrogate_in_a_name_is_refused():
    """Finding 4: ``"\\ud800"`` loaded, then every save failed (UTF-8 cannot hold it)."""
    text = json.dumps({**ISSUE_EXAMPLE, "players": [{"name": "\ud800"}, {"name": "Bo"}]})
    with pytest.raises(RecordError) as err:
        load_game(text, "g.json")
    assert str(err.value) == "g.json: a text holds a lone surrogate (\\ud800), which is not a character"


def test_unknown_fields_are_refused_in_the_record_and_in_actions():
    assert bad(ISSUE_EXAMPLE, first_playr=1) == "g.json: unknown field 'first_playr'"
    assert bad(ISSUE_EXAMPLE, actions=[{"seat": 0, "take": 0, "slot": 1}]) == (
        "g.json: action 0: unknown key 'slot' in a 'take' action")
    paint = {"seat": 0, "paint": {"layers": [1, 2, 3], "background": 1, "frame": "gold"}}
    assert bad(ISSUE_EXAMPLE, actions=[paint]) == (
        "g.json: action 0: 'paint' needs {\"layers\": [...], \"background\": id} and nothing else")


def test_every_spelt_out_choice_loads_saves_and_reloads_identically():
    record = {**SOLO, "scenario": "chill", "target": 26, "first_player": 0, "deck": [5, 6],
              "players": [{"name": "نیلوفر\u200cها 🎨", "kind": "human"}], "seed": 2**64 - 1,
              "actions": [{"seat": 0, "take": 0}, {"seat": 0, "take": 1}]}
    loaded = load_game(json.dumps(record), "g.json")
    text = json.dumps(loaded.to_record(), indent=1, ensure_ascii=False)
    again = load_game(text, "g.json")
    assert again.state.to_json() == loaded.state.to_json()
    assert again.to_record() == loaded.to_record()
    assert loaded.state.setup.target == 26 and loaded.state.setup.scoring.count(None) == 1
