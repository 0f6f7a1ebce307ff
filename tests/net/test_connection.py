"""A client that stops reading is closed instead of growing the server's memory."""

from __future__ import annotations

import asyncio

from canvas_table.net.connection import OUTBOX, Connection
from tests.net.helpers import run


class StuckSocket:
    """A socket whose peer reads nothing: the first send never finishes."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.closed: tuple[int, str] | None = None

    async def send(self, text: str) -> None:
        self.sent.append(text)
        await asyncio.Event().wait()

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.closed = (code, reason)


def test_a_client_that_reads_nothing_is_closed_once_its_queue_is_full():
    async def scenario():
        socket = StuckSocket()
        conn = Connection(socket)
        conn.push({"n": 0})
        await asyncio.sleep(0)  # the writer takes it and is stuck sending it
        for number in range(1, OUTBOX + 1):  # a full queue behind it
            conn.push({"n": number})
        early = socket.closed
        conn.push({"n": "one too many"})
        await asyncio.sleep(0.01)
        return early, socket

    early, socket = run(scenario())
    assert early is None
    assert socket.closed == (1008, "not reading its messages")
    assert socket.sent == ['{"n":0}']
