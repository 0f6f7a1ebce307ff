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
