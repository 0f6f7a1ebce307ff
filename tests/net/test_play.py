"""Three headless bot players finish a game of every game on a loopback server, and no message to
a seat depends on a card that seat cannot see."""

from __future__ import annotations

import asyncio
import json
import threading
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor

import pytest

from canvas_table import games
from canvas_table.engine.rng import Rng
from canvas_table.net.client import TableClient
from canvas_table.net.player import play_seat
from canvas_table.net.server import TableServer
from tests.net.helpers import OPTIONS, exported, run, serving

STATE_KEYS = {"type", "table", "seat", "version", "started", "over", "turn", "seats", "view", "legal",
              "waiting"}


def _canon(data):
    return json.dumps(data, sort_keys=True)


@pytest.fixture
def blind_views(monkeypatch):
    """For each (table, version, seat): what the seat would be shown were every card it cannot see
    re-dealt at random: its view and its legal actions on a copy of the live state whose hidden
    cards (other hands, the deck's order) were drawn again."""
    seen: dict[tuple[str, int, int], set[tuple[str, str]]] = defaultdict(set)  # joins rename at 0
    publish = TableServer._publish

    def watching(self, table, moved=None):
        state = table.match.state
        for seat in range(len(table.seats)):
            copy = state.clone()
            copy.redeal(Rng(table.version * 31 + seat).derive("test"), seat)
            legal = [table.game.action_to_json(a) for a in copy.legal_actions()] \
                if table.started and copy.current_seat == seat else []
            seen[(table.code, table.version, seat)].add((_canon(copy.view_for(seat)), _canon(legal)))
        publish(self, table, moved)

    monkeypatch.setattr(TableServer, "_publish", watching)
    return seen


async def _game_of_three(url: str, game_id: str, levels=("random", "random", "random")):
    host = TableClient(url)
    await host.connect()
    code = (await host.create(game_id, 3, OPTIONS.get(game_id, {})))["table"]
    await host.close()
    inbox: dict[int, list[dict]] = defaultdict(list)
    results = await asyncio.gather(*(
        play_seat(url, code, f"Player {k}", level, seed=k, watch=inbox[k].append)
        for k, level in enumerate(levels)))
    return code, results, inbox


@pytest.mark.slow
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_three_bots_finish_a_game_and_the_record_replays_to_what_they_print(game_id, tmp_path, blind_views):
    async def scenario():
        async with serving(tmp_path) as (_server, url):
            return await _game_of_three(url, game_id)

    code, results, inbox = run(scenario())
    assert {game for game, _report in results} == {game_id}
    reports = [report for _game, report in results]
    assert reports[0] == reports[1] == reports[2]
    assert reports[0]["over"] is True
    replayed = exported(tmp_path, code)
    assert replayed.state.is_over()
    assert games.game(game_id).report(replayed.state) == reports[0]
    assert sorted(p.name for p in replayed.players) == ["Player 0", "Player 1", "Player 2"]

    states = 0
    for player, messages in inbox.items():
        seat = [p.name for p in replayed.players].index(f"Player {player}")
        for message in messages:
            assert message["type"] in ("joined", "state", "moved", "ok", "over")
            if message["type"] == "over":
                break
            if message["type"] == "moved":  # a move is only ever what its seat chose from its own list
                offered = blind_views[(code, message["version"] - 1, message["seat"])]
                assert any(message["action"] in json.loads(legal) for _view, legal in offered)
                continue
            if message["type"] != "state":
                continue
            states += 1
            assert set(message) == STATE_KEYS
            assert message["seat"] == seat
            shown = (_canon(message["view"]), _canon(message["legal"]))
            assert shown in blind_views[(code, message["version"], seat)]
    assert states > 3 * len(replayed.actions) // 2


def test_a_level_bot_thinks_on_the_server_and_bot_seats_play_themselves(tmp_path):
    async def scenario():
        async with serving(tmp_path) as (_server, url):
            host = TableClient(url)
            await host.connect()
            created = await host.create("layers", 3, seats=["remote", "bot:easy", "bot:random"])
            assert created["players"] == 3
            _game, report = await play_seat(url, created["table"], "Ada", "easy")
            await host.close()
            return created["table"], report

    code, report = run(scenario())
    record = exported(tmp_path, code).to_record()
    assert [p["kind"] for p in record["players"]] == ["human", "bot:easy", "bot:random"]
    assert report["over"] is True
    assert [seat["name"] for seat in report["seats"]] == ["Ada", "Bot 2", "Bot 3"]


class HeldPool(ThreadPoolExecutor):
    """Bot decisions that wait for a gate before thinking: a bot as slow as the test wants."""

    def __init__(self) -> None:
        super().__init__(2)
        self.gate = threading.Event()

    def submit(self, fn, /, *args, **kwargs):
        def held():
            self.gate.wait(60)
            return fn(*args, **kwargs)

        return super().submit(held)


def test_a_thinking_bot_stalls_only_its_own_table():
    pool = HeldPool()

    async def scenario():
        async with serving(pool=pool) as (server, url):
            host = TableClient(url)
            await host.connect()
            slow = (await host.create("layers", 2, seats=["bot:easy", "bot:easy"]))["table"]
            table = server.tables[slow.replace("-", "")]
            _code, results, _inbox = await _game_of_three(url, "layers")
            stalled = table.version  # the other table played a whole game meanwhile
            pool.gate.set()
            while not table.over:
                await asyncio.sleep(0.02)
            await host.close()
            return stalled, results

    try:
        stalled, results = run(scenario())
    finally:
        pool.gate.set()
        pool.shutdown()
    assert stalled == 0
    assert all(report["over"] for _game, report in results)
