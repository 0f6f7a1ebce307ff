"""A table hosted on a server that announces is found by discovery (zeroconf on loopback)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest

from canvas_table.net.client import TableClient
from canvas_table.net.discovery import Announcer, discover
from canvas_table.net.server import TableServer
from tests.net.helpers import run


@pytest.mark.slow
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


class RecordingZeroconf:
    """Stands in for AsyncZeroconf: keeps each registration and update with its free seats."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    async def async_register_service(self, info):
        self.calls.append(("register", info.properties[b"free"].decode()))

    async def async_update_service(self, info):
        self.calls.append(("update", info.properties[b"free"].decode()))


def _table(seats: int) -> SimpleNamespace:
    return SimpleNamespace(code="ABCD-EFGH-JKLM", game=SimpleNamespace(id="picktura"), over=False,
                           seats=[SimpleNamespace(kind="remote", taken=False) for _ in range(seats)])


@pytest.mark.slow
def test_a_new_table_is_announced_once_its_host_has_sat_down():
    """A host takes its seat right after creating the table: the first announcement already
    says so (listeners that heard two texts within a second may show the older one)."""
    table, zeroconf = _table(3), RecordingZeroconf()

    async def scenario():
        announcer = Announcer("127.0.0.1", 4000)
        announcer._zeroconf = zeroconf
        created = asyncio.ensure_future(announcer.update(table))  # the server's call on create
        await asyncio.sleep(0.05)
        table.seats[0].taken = True
        await announcer.update(table)  # ... and on the host's join
        await created
        table.seats[1].taken = True  # later changes are announced at once
        await announcer.update(table)
        await announcer.update(table)  # nothing changed: nothing to announce

    run(scenario())
    assert zeroconf.calls == [("register", "2"), ("update", "1")]
