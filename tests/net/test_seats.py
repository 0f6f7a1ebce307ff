"""A dropped player: the table waits and says for whom; the host hands the seat to a bot; the
player's token takes it back. The data folder restores every table, and reports one it cannot."""

from __future__ import annotations

import asyncio

from canvas_table import games
from canvas_table.net.client import ServerError, TableClient
from canvas_table.net.server import TableServer
from canvas_table.net.store import META_SUFFIX, named, restore, save, write_table
from canvas_table.net.tables import Table
from tests.net.helpers import run, serving


async def _next(client: TableClient, kind: str, test=lambda m: True) -> dict:
    async for message in client.messages():
        if message["type"] == kind and test(message):
            return message
    raise AssertionError(f"no {kind}")


def test_a_dropped_seat_is_waited_for_handed_to_a_bot_and_taken_back(tmp_path):
    async def scenario():
        async with serving(tmp_path) as (server, url):
            host = TableClient(url)
            await host.connect()
            created = await host.create("layers", 2)
            code = created["table"]
            ada, bo = TableClient(url), TableClient(url)
            await ada.connect()
            await bo.connect()
            await ada.join(code, "Ada")
            await bo.join(code, "Bo")
            bo_token = bo.seats[code][1]
            await bo.close()
            dropped = await _next(ada, "state", lambda m: m["waiting"] == ["Bo"])
            # the host hands Bo's seat to a bot: the bot plays Bo's turns
            await host.set_seat(code, created["host_token"], 1, "bot:random")
            table = server.tables[code.replace("-", "")]
            moved_by_bot = asyncio.Event()
            while not moved_by_bot.is_set():
                state = ada.latest[code]
                if state["legal"]:
                    await ada.act(code, state["legal"][0], state["version"])
                message = await _next(ada, "moved")
                if message["seat"] == 1:
                    moved_by_bot.set()
            # Bo comes back with the token: the seat is a person's again
            back = TableClient(url)
            await back.connect()
            joined = await back.rejoin(code, bo_token)
            again = await _next(back, "state")
            try:
                await back.request({"type": "rejoin", "table": code, "token": "0" * 32})
            except ServerError as err:
                wrong = err.code
            kinds = [seat.kind for seat in table.seats]
            for client in (host, ada, back):
                await client.close()
            return dropped, joined, again, wrong, kinds

    dropped, joined, again, wrong, kinds = run(scenario())
    assert dropped["seats"][1] == {"name": "Bo", "kind": "remote", "taken": True, "connected": False}
    assert joined["seat"] == 1 and "token" not in joined
    assert again["seats"][1]["connected"] is True and again["waiting"] == []
    assert wrong == "bad_token"
    assert kinds == ["remote", "remote"]


def test_a_restarted_server_restores_its_tables_and_reports_a_broken_file(tmp_path):
    async def first():
        async with serving(tmp_path) as (_server, url):
            client = TableClient(url)
            await client.connect()
            code = (await client.create("canvas", 2, {"scenario": "random"}))["table"]
            await client.join(code, "Ada")
            await client.close()
            return code

    code = run(first())
    (tmp_path / f"ZZZZZZZZZZZZ{META_SUFFIX}").write_text('{"table": "ZZZ', encoding="utf-8")
    items = list(restore(tmp_path))
    tables = [item for item in items if not isinstance(item, str)]
    problems = [item for item in items if isinstance(item, str)]
    assert [t.code for t in tables] == [code]
    assert [s.name for s in tables[0].seats] == ["Ada", "Seat 2"] and tables[0].seats[0].taken
    assert problems == [f"a table not restored: ZZZZZZZZZZZZ{META_SUFFIX}: truncated (line 1, column 11)"]

    async def second():
        server = TableServer(tmp_path)
        async with server.serving("127.0.0.1", 0) as url:
            client = TableClient(url)
            await client.connect()
            info = await client.info(code.lower().replace("-", ""))
            await client.close()
            return info

    info = run(second())
    assert info["table"] == code and info["game"] == "canvas" and info["started"] is False


def test_a_server_stopped_between_a_joins_two_files_restores_the_seat_as_free(tmp_path):
    table, _host = Table.create("ABCD-EFGH-JKMN", "layers", 2, {}, seed=4)
    table.join("Ada")
    write_table(tmp_path, table.code, table.match.to_record(), table.meta())
    save(tmp_path, table.code, named(1, "Bo"))  # the journal line of Bo's join was written, its seats not
    (restored,) = list(restore(tmp_path))
    assert [s.name for s in restored.seats] == ["Ada", "Bo"]
    assert restored.seats[1].token is None and restored.started is False
    assert restored.join("Bo")[0] == 1  # Bo, who never got a token, joins again
    assert restored.started and [p.name for p in games.load_match(restored.match.to_record()).players] \
        == ["Ada", "Bo"]
