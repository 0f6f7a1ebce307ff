"""Every game of the registry offers what the shell needs, and the shell reaches it only that way."""

from __future__ import annotations

import json

import pytest

from canvas_table import games
from canvas_table.engine.platform import PlayerSpec, option_values
from canvas_table.engine.rng import Rng
from canvas_table.errors import RecordError, UsageError

GAMES = games.GAME_IDS


def defaults(game, players: int = 2) -> dict:
    return option_values(game.options, players)


def test_the_registry_names_canvas_layers_picktura_and_tangram_and_refuses_others():
    assert GAMES == ("canvas", "layers", "picktura", "tangram")
    message = "unknown game 'chess' \\(games: canvas, layers, picktura, tangram\\)"
    with pytest.raises(UsageError, match=message):
        games.game("chess")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_describes_itself(game_id):
    game = games.game(game_id)
    assert game.id == game_id and game.name and game.pitch.endswith(".")
    low, high = game.players
    assert 1 <= low <= high <= 6
    assert game.levels[0] == "easy" and "random" not in game.levels
    assert len(game.rules_version) == 12 and game.rules_version == games.game(game_id).rules_version
    assert {game.name, game.pitch} <= game.texts()
    for option in game.options:
        assert option.label in game.texts()
        assert not option.choices or option.default in [v for v, _label in option.choices]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("count", ["fewest", "most"])
def test_a_new_game_plays_to_its_end_and_replays_from_its_record(game_id, count):
    game = games.game(game_id)
    seats = game.players[0] if count == "fewest" else game.players[1]
    players = tuple(PlayerSpec(f"P{k}", "human" if k == 0 else "bot:normal") for k in range(seats))
    match = game.new_match(players, 7, defaults(game, seats))
    assert match.game_id == game_id and match.seed == 7 and match.players == players
    bots = [game.make_bot(level, 3) for level in ("random", "easy", "normal")]
    turn = 0
    while not match.state.is_over():
        action = bots[turn % 3].choose(match.state)
        assert match.state.why_illegal(action) is None
        match.play(action)
        turn += 1
    record = json.loads(json.dumps(match.to_record()))
    assert record["game"] == game_id and record["rules_version"] == game.rules_version
    again = games.load_match(record, "r.json")
    assert again.state.to_json() == match.state.to_json()
    report = game.report(again.state)
    assert report["over"] is True and report["winners"]
    assert [s["name"] for s in report["seats"]] == [p.name for p in players]
    assert all(isinstance(s["score"], int) for s in report["seats"])
    assert [game.action_from_json(game.action_to_json(a)) for _s, a in match.actions] == \
        [a for _s, a in match.actions]


@pytest.mark.parametrize("game_id", GAMES)
def test_records_of_other_rules_or_games_are_refused_in_one_line(game_id):
    game = games.game(game_id)
    players = (PlayerSpec("A"), PlayerSpec("B"))
    record = game.new_match(players, 1, defaults(game)).to_record()
    with pytest.raises(RecordError, match=f"rules version 'old'; this program plays {game_id} rules"):
        games.load_match({**record, "rules_version": "old"}, "x.json")
    with pytest.raises(RecordError, match="a record of the game 'chess', which this program does not play"):
        games.load_match({**record, "game": "chess"}, "x.json")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_search_bot_sees_only_its_own_seat_s_view(game_id):
    """A redeal for one seat changes only what that seat cannot see (the view stays the same)."""
    game = games.game(game_id)
    players = (PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C"))
    match = game.new_match(players, 11, defaults(game, 3))
    bot = game.make_bot("normal", 1)
    for _ in range(4):
        match.play(bot.choose(match.state))
    seat = match.state.current_seat
    copy = match.state.clone()
    copy.redeal(Rng(5), seat)
    assert copy.view_for(seat) == match.state.view_for(seat)
    assert match.state.to_json() == match.state.clone().to_json()


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_every_art_task_is_named_by_its_game(game_id):
    tasks = [task for owner, task in games.art_tasks() if owner == game_id]
    assert tasks and len(set(tasks)) == len(tasks)
    thumbnail = games.game(game_id).thumbnail
    produced = {rel for task in tasks if "thumbnail" in str(task)
                for rel, _image in games.render_art_task((game_id, task))}
    assert thumbnail in produced


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_kit_puts_the_game_on_a_scene(qtbot, game_id):
    from canvas_table.table.faces import FaceCache
    from canvas_table.table.items import CardItem
    from canvas_table.table.scene import TableScene

    kit = games.kit(game_id)
    game = games.game(game_id)
    match = game.new_match((PlayerSpec("A"), PlayerSpec("B")), 3, defaults(game))
    scene = TableScene(kit.scene_rect)
    faces = kit.faces(None, False, None)
    controller = kit.controller(match, None)
    board = kit.board(scene, FaceCache(faces), controller)
    assert scene.items()
    if scene.rules is None:  # a table of clicks (Tangram Champions): nothing on it can be dragged
        assert not [item for item in scene.items() if isinstance(item, CardItem) and item.draggable]
    else:
        assert scene.rules is board
    assert controller.play(game.make_bot("normal", 2).choose(match.state)) is None
    assert len(controller.game.actions) == 1
    board.remove()
    assert scene.rules is None and not scene.items()
