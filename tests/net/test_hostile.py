"""Another seat's token, an illegal move, a 1 MB message, non-JSON and a flood each get an error;
the table goes on and its players finish."""

from __future__ import annotations

import asyncio
import json

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from canvas_table import games
from canvas_table.net.client import ServerError, TableClient
from canvas_table.net.player import play_seat
from tests.net.helpers import exported, run, serving


async def _answer(socket) -> dict:
    """The next message that is not pushed table news."""
    while True:
        message = json.loads(await socket.recv())
        if message["type"] not in ("state", "moved", "welcome", "reaction"):
            return message


async def _attacks(url: str, code: str, victim_token: str) -> dict[str, object]:
    found: dict[str, object] = {}
    mallory = TableClient(url)
    await mallory.connect()
    await mallory.join(code, "Mallory")
    mine = mallory.seats[code][1]
    # another seat's token, from a connection that never rejoined with it
    try:
        await mallory.request({"type": "act", "table": code, "token": victim_token, "version": 0,
                               "action": {"take": "market", "slot": 0, "layer": 1}})
    except ServerError as err:
        found["token"] = err.code
    # an illegal move on its own seat (whatever the turn: out of turn, or no such slot), on the
    # table's version (Carol may be moving: "stale" until she waits for another seat)
    found["illegal"] = "stale"
    while found["illegal"] == "stale":
        await asyncio.sleep(0.05)
        try:
            await mallory.act(code, {"take": "market", "slot": 42, "layer": 7})
        except ServerError as err:
            found["illegal"] = err.code
    # not JSON, then a message of the wrong shape
    for text, key in (("this is not json", "not_json"), ('{"type": "act", "table": 5}', "schema")):
        async with connect(url) as raw:
            await raw.recv()  # welcome
            await raw.send(text)
            found[key] = (await _answer(raw))["code"]
    # a 1 MB message: websockets closes the connection with 1009 before reading it
    async with connect(url, max_size=None) as raw:
        await raw.recv()
        await raw.send(json.dumps({"type": "info", "table": "x" * (1 << 20)}))
        try:
            await asyncio.wait_for(raw.recv(), 10)
        except ConnectionClosed as err:
            found["huge"] = err.rcvd.code if err.rcvd else None
    # a flood: rate_limited answers, then the connection is closed (1008)
    async with connect(url) as raw:
        await raw.recv()
        for _ in range(400):
            await raw.send(json.dumps({"type": "info", "table": code}))
        codes = []
        try:
            while True:
                codes.append(json.loads(await asyncio.wait_for(raw.recv(), 10)).get("code"))
        except ConnectionClosed as err:
            found["flood_close"] = err.rcvd.code if err.rcvd else None
        found["flood"] = codes.count("rate_limited")
    await mallory.close()
    found["mallory"] = mine
    return found


def test_hostile_messages_get_errors_and_the_table_plays_on(tmp_path):
    async def scenario():
        async with serving(tmp_path) as (server, url):
            host = TableClient(url)
            await host.connect()
            created = await host.create("layers", 3)
            code = created["table"]
            victim = TableClient(url)
            await victim.connect()
            await victim.join(code, "Victim")
            carol = asyncio.create_task(play_seat(url, code, "Carol", "random", seed=3))
            table = server.tables[code.replace("-", "")]
            while not table.seats[1].taken:  # Carol took seat 1; Mallory gets seat 2
                await asyncio.sleep(0.01)
            attacks = await _attacks(url, code, victim.seats[code][1])
            untouched = ([seat for seat, _action in table.match.actions], [s.name for s in table.seats])
            # the two attacked seats are handed to bots; Carol plays on to the end
            for seat in (0, 2):
                await host.set_seat(code, created["host_token"], seat, "bot:random")
            _game, report = await carol
            await victim.close()
            await host.close()
            return code, attacks, untouched, report

    code, attacks, untouched, report = run(scenario())
    assert attacks["token"] == "bad_token"
    assert attacks["illegal"] == "illegal"
    assert attacks["not_json"] == "bad_json"
    assert attacks["schema"] == "bad_message"
    assert attacks["huge"] == 1009
    assert attacks["flood"] > 0 and attacks["flood_close"] == 1008
    assert set(untouched[0]) <= {1}  # only Carol (seat 1) has moved: no attack moved the game on
    assert untouched[1] == ["Victim", "Carol", "Mallory"]
    replayed = exported(tmp_path, code)
    assert replayed.state.is_over()
    assert games.game("layers").report(replayed.state) == report
