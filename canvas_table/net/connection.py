"""One client connection on the server: its outgoing queue, its rate limit and the seats it holds.

Messages to a client go through a bounded queue drained by one writer task, so a move is announced
to every seat at once without waiting for the slowest, each client gets its messages in order, and
a client that stops reading is closed instead of growing the server's memory without end.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from websockets.exceptions import ConnectionClosed

from canvas_table.net.limits import RateLimit

OUTBOX = 1000  # messages waiting for a client that does not read: then it is closed


class Connection:
    """A client's connection as the server sees it."""

    def __init__(self, socket: Any) -> None:
        self.socket = socket
        self.limit = RateLimit()
        self.seats: set[tuple[str, int]] = set()  # (table code, seat) held here
        self.seen: set[tuple[str, int]] = set()  # of those, the seats sent their seen snapshots
        self._outbox: asyncio.Queue[str] = asyncio.Queue(OUTBOX)
        self._writer = asyncio.create_task(self._write())
        self._closing: asyncio.Task[None] | None = None  # kept: a task only weakly held may vanish

    def push(self, message: dict[str, Any]) -> None:
        """Queue ``message`` for the client; a client too far behind is closed (code 1008)."""
        try:
            self._outbox.put_nowait(json.dumps(message, separators=(",", ":")))
        except asyncio.QueueFull:
            if self._closing is None:
                self._writer.cancel()
                self._closing = asyncio.get_running_loop().create_task(
                    self.socket.close(1008, "not reading its messages"))

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await self.socket.send(await self._outbox.get())

    async def finish(self) -> None:
        """Send what is queued (briefly) and stop the writer."""
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._drain(), 2.0)
        self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer

    async def _drain(self) -> None:
        while not self._outbox.empty() and not self._writer.done():
            await asyncio.sleep(0.01)
