"""What the network tests share: a server on loopback for the length of one coroutine, and the
options each game is opened with."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.engine.rng import Rng
from canvas_table.net import store
from canvas_table.net.client import ServerError, TableClient
from canvas_table.net.limits import RATE
from canvas_table.net.server import TableServer
from canvas_table.net.tables import Table

OPTIONS = {"canvas": {"scenario": "random"}}  # the command line's default for Canvas


def run(work: Awaitable[Any], seconds: float = 120.0) -> Any:
    """Run a coroutine to its end on a fresh loop (no test may hang the suite)."""
    async def bounded() -> Any:
        return await asyncio.wait_for(work, seconds)

    return asyncio.run(bounded())


async def act_at_random(client: TableClient, code: str, rng: Rng, state: dict[str, Any]) -> None:
    """Play a random legal move of ``state``. A stale refusal is let go (a later state is on its
    way); a refusal for sending too fast is sent again after a pause (nothing else would come, and a
    seat whose turn it is would wait for ever)."""
    action = rng.choice(state["legal"])
    while True:
        try:
            await client.act(code, action, state["version"])
            return
        except ServerError as err:
            if err.code == "stale":
                return
            if err.code != "rate_limited":
                raise
            await asyncio.sleep(1 / RATE)


@contextlib.asynccontextmanager
async def serving(data: Path | None = None, pool: Any = None) -> AsyncIterator[tuple[TableServer, str]]:
    """A table server on 127.0.0.1 on a free port: (server, url)."""
    server = TableServer(data, pool=pool)
    async with server.serving("127.0.0.1", 0) as url:
        yield server, url


CODE = "ABCD-EFGH-JKMN"


def exported(folder: Path, code: str) -> Any:
    """The table ``code`` of a data folder as ``canvas-table replay`` reads it: its record
    exported to a file beside the folder, read back through the one record reader."""
    target = folder.parent / f"{folder.name}-{code}.json"
    store.export(folder, code, target)
    return games.load_match_file(target)


def tied_table(kinds: list[str] | None = None, vote: bool = True) -> tuple[Table, list[str], list[int]]:
    """A three-seat Layers table played at random to an end where two or more seats share the
    best score (the first seed that gives one): (table, the remote seats' tokens, tied seats)."""
    for seed in range(400):
        table, _host = Table.create(CODE, "layers", 3, {"vote": vote}, kinds=kinds, seed=seed)
        tokens = [table.join(f"P{k}", k)[1] for k, s in enumerate(table.seats) if s.kind == "remote"]
        rng = Rng(seed)
        while not table.over:
            state = table.match.state
            table.act(state.current_seat, table.version,
                      table.game.action_to_json(rng.choice(state.legal_actions())))
        scores = [table.match.state.score(seat) for seat in range(3)]
        tied = [seat for seat in range(3) if scores[seat] == max(scores)]
        if len(tied) >= 2:
            return table, tokens, tied
    raise AssertionError("no tied game in 400 seeds")
