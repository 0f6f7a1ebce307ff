"""A table hosted on a server that announces is found by discovery (zeroconf on loopback)."""

from __future__ import annotations

from canvas_table.net.client import TableClient
from canvas_table.net.discovery import Announcer, discover
from canvas_table.net.server import TableServer
from tests.net.helpers import run


def test_discovery_finds_a_hosted_table_with_its_game_free_seats_and_address():
    async def scenario():
        server = TableServer(None, announcer=Announcer("127.0.0.1"))
        async with server.serving("127.0.0.1", 0) as url:
            client = TableClient(url)
            await client.connect()
            code = (await client.create("picktura", 3))["table"]
            await client.join(code, "Ada")
            found = await discover(2.0, "127.0.0.1")
            await client.close()
            return url, code, found

    url, code, found = run(scenario())
    mine = [table for table in found if table.table == code]
    assert len(mine) == 1
    assert (mine[0].game, mine[0].players, mine[0].free, mine[0].url) == ("picktura", 3, 2, url)
