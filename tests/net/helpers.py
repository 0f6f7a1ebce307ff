"""What the network tests share: a server on loopback for the length of one coroutine, and the
options each game is opened with."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable
from pathlib import Path
from typing import Any

from canvas_table.net.server import TableServer

OPTIONS = {"canvas": {"scenario": "random"}}  # the command line's default for Canvas


def run(work: Awaitable[Any], seconds: float = 120.0) -> Any:
    """Run a coroutine to its end on a fresh loop (no test may hang the suite)."""
    async def bounded() -> Any:
        return await asyncio.wait_for(work, seconds)

    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def serving(data: Path | None = None, pool: Any = None) -> AsyncIterator[tuple[TableServer, str]]:
    """A table server on 127.0.0.1 on a free port: (server, url)."""
    server = TableServer(data, pool=pool)
    async with server.serving("127.0.0.1", 0) as url:
        yield server, url
