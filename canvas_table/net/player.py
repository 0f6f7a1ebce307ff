"""A headless player: one seat of a remote table played by a bot to the end (``canvas-table join``).

A ``random`` bot picks among the legal actions the server lists for the seat; another level asks
the server to think for the seat (on the seat's seen snapshot: the state re-dealt with only what
the seat knows, see :mod:`canvas_table.net.thinking`). A lost connection
or a restarted server is retried, and the seat taken back with its token, for up to ``patience``
seconds without contact. A bot abstains from the people's vote at the end of a game that holds
one, as the rules say bots do.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from typing import Any

from canvas_table import games
from canvas_table.engine.rng import Rng
from canvas_table.errors import UsageError
from canvas_table.net.client import ServerError, TableClient

RETRY_SECONDS = 0.25
RETRY_MOST = 2.0
QUIET = frozenset({"stale", "illegal", "not_started"})  # a later state says what to do
SLOW_DOWN = frozenset({"busy", "rate_limited"})


def check_level(game_id: str, level: str) -> None:
    """UsageError unless the game has a bot of ``level`` (``random`` always)."""
    game = games.game(game_id)
    if level not in ("random", *game.levels):
        levels = ", ".join(game.levels)
        raise UsageError(f"--bot: {game.name} has no {level!r} bot (levels: random, {levels})")


async def play_seat(url: str, code: str, name: str, level: str, patience: float = 60.0,
                    seed: int | None = None, watch: Callable[[dict[str, Any]], None] | None = None,
                    delay: float = 0.0) -> tuple[str, dict[str, Any]]:
    """Join table ``code`` as ``name``, play the seat with the ``level`` bot until the game ends and
    return the game's id and its final report (``canvas-table replay --json``'s shape). ``watch``
    sees every message; ``delay`` is a pause before each move (a person's pace). UsageError for a
    bad table, name or level; ConnectionError when the server stays away for ``patience`` seconds."""
    client = TableClient(url)
    await client.connect()
    try:
        info = await client.info(code)
        check_level(info["game"], level)
        joined = await client.join(code, name)
    except ServerError as err:
        await client.close()
        raise UsageError(f"table {code}: {err}") from None
    except UsageError:
        await client.close()
        raise
    code = joined["table"]
    rng = Rng(secrets.randbits(64) if seed is None else seed)
    try:
        while True:
            try:
                return info["game"], await _play(client, code, level, rng, watch, delay)
            except ConnectionError:
                await _come_back(client, patience)
    finally:
        await client.close()


async def _play(client: TableClient, code: str, level: str, rng: Rng,
                watch: Callable[[dict[str, Any]], None] | None, delay: float) -> dict[str, Any]:
    """Play until the game's ``over`` message; ConnectionError when the connection drops."""
    async for message in client.messages():
        if watch is not None:
            watch(message)
        kind = message.get("type")
        if kind == "over" and message.get("table") == code:
            return message["report"]
        if kind != "state" or message is not client.latest.get(code):
            continue  # an older state, still queued: a newer one follows
        ballot = message.get("vote")
        if ballot and message["seat"] in ballot["voters"] and message["seat"] not in ballot["voted"]:
            await _abstain(client, code)
            continue
        if not message["legal"]:
            continue
        if delay:
            await asyncio.sleep(delay)
        await _move(client, code, level, rng, message)
    raise ConnectionError("the connection was lost")


async def _move(client: TableClient, code: str, level: str, rng: Rng, state: dict[str, Any]) -> None:
    """Choose and play a move on ``state``. A refusal that a later state answers (stale) is let
    go; a server asking to slow down is asked again after a pause; a bot's answer the table
    refuses gives way to a random legal move, so the seat never waits on itself."""
    thinking = level != "random"
    while True:
        try:
            action = await client.think(code, level) if thinking else rng.choice(state["legal"])
            await client.act(code, action, state["version"])
            return
        except ServerError as err:
            if err.code in SLOW_DOWN:
                await asyncio.sleep(RETRY_SECONDS)
                continue
            if err.code == "illegal" and thinking:
                thinking = False
                continue
            if err.code not in QUIET:
                raise UsageError(f"table {code}: {err}") from None
            return


async def _abstain(client: TableClient, code: str) -> None:
    """A bot abstains from the people's vote at the end (a vote already counted is let go)."""
    try:
        await client.vote(code, None)
    except ServerError as err:
        if err.code != "vote":
            raise UsageError(f"table {code}: {err}") from None


async def _come_back(client: TableClient, patience: float) -> None:
    """Reconnect and rejoin, trying again with a growing pause until ``patience`` runs out."""
    give_up = time.monotonic() + patience
    pause = RETRY_SECONDS
    while True:
        try:
            await client.reconnect()
            return
        except (ConnectionError, ServerError) as err:
            if isinstance(err, ServerError) and err.code not in ("no_table", "busy", "rate_limited"):
                raise UsageError(str(err)) from None
            if time.monotonic() + pause > give_up:
                raise ConnectionError(f"{client.url}: gone for more than {patience:.0f} s: {err}") from None
            await asyncio.sleep(pause)
            pause = min(pause * 2, RETRY_MOST)
