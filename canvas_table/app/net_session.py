"""The window's side of a network table: an asyncio loop in a thread, bridged to Qt signals.

The network client (:mod:`canvas_table.net.client`) and, when this window hosts, the server
(:mod:`canvas_table.net.server`) run in one background thread with their own event loop, so the
window never waits on the network. The GUI thread hands the loop coroutines with :meth:`NetSession.run`;
their results and every message the server pushes come back as queued Qt signals, so every slot
runs in the GUI thread. A dropped connection is retried (with ``rejoin``) for up to a minute.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from canvas_table.app.net_match import Position
from canvas_table.net.client import ServerError, TableClient

log = logging.getLogger(__name__)

RECONNECT_FOR = 60.0  # seconds a dropped connection is retried
RECONNECT_EVERY = 1.0
Done = Callable[[Any], None]
Failed = Callable[[str], None]


def problem_line(err: BaseException, url: str) -> str:
    """One line saying what went wrong with the network (English: the server's own messages are)."""
    line = " ".join(str(err).split())
    if isinstance(err, ServerError | ConnectionError) and line:
        return line  # the client's and the server's own lines name the address or the table
    return f"{url}: {line or type(err).__name__}"


class NetSession(QObject):
    """One network table seen from this window: its clients (one per seat played here), and the
    server when this window hosts. Use :meth:`run` for requests; listen to :attr:`received`."""

    received = Signal(int, object)  # (seat played here that received it, server message dict)
    connection = Signal(bool)  # False: the connection dropped (retrying); True: back again
    lost = Signal(str)  # the connection could not be brought back: why, one line
    _finished = Signal(object, object)  # (callback, argument): run the callback in the GUI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._serve_loop, name="net-session", daemon=True)
        self._thread.start()
        self._finished.connect(lambda callback, argument: callback(argument))
        self.url = ""  # where this window's clients connect
        self.shared = ""  # the address friends are given
        self.server: Any = None
        self.clients: dict[int, TableClient] = {}  # seat -> its client
        self.code = ""
        self.game = ""  # the table's game and options, as its server told on joining
        self.options: dict[str, Any] = {}
        self.closed = False
        self._act_lock = asyncio.Lock()
        self._opened: list[TableClient] = []  # every client made, closed with the session
        self._stop: asyncio.Event | None = None
        self._server_task: asyncio.Task[None] | None = None

    def _serve_loop(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    # -- requests --------------------------------------------------------------------------

    def run(self, coroutine: Awaitable[Any], done: Done | None = None, failed: Failed | None = None) -> None:
        """Run ``coroutine`` on the session's loop; ``done(result)`` or ``failed(line)`` then runs in
        the GUI thread (a failure with no ``failed`` is logged)."""
        future = asyncio.run_coroutine_threadsafe(_awaited(coroutine), self.loop)

        def finished(future: Any) -> None:
            if self.closed:
                return
            err = future.exception()
            if err is None:
                if done is not None:
                    self._finished.emit(done, future.result())
            elif failed is not None:
                self._finished.emit(failed, problem_line(err, self.url))
            else:
                log.warning("network request failed: %s", problem_line(err, self.url))

        future.add_done_callback(finished)

    def call(self, coroutine: Awaitable[Any], timeout: float = 30.0) -> Any:
        """Run ``coroutine`` on the loop and wait for its result (for short steps and tests)."""
        return asyncio.run_coroutine_threadsafe(_awaited(coroutine), self.loop).result(timeout)

    # -- the steps of a table ------------------------------------------------------------------

    async def start_server(self, data: Path, lan: bool = False) -> str:
        """Serve tables from this machine (a free port, records in ``data``) until the session
        closes, to this computer only or (``lan``) to the local network too; the URL to share."""
        from canvas_table.net.server import TableServer

        host, announcer = "127.0.0.1", None
        if lan:  # served at this computer's LAN address, where friends' Join dialogs find it
            from canvas_table.net.discovery import Announcer, lan_address

            host = lan_address()
            announcer = Announcer(host)
        self.server = TableServer(data, announcer=announcer)
        ready: asyncio.Future[str] = self.loop.create_future()
        self._stop = asyncio.Event()

        async def serve() -> None:
            try:
                async with self.server.serving(host, 0) as url:
                    ready.set_result(url)
                    await self._stop.wait()
            except Exception as err:
                if not ready.done():
                    ready.set_exception(err)

        self._server_task = self.loop.create_task(serve())
        self.url = await ready
        return self.url

    async def record(self) -> Position:
        """The record of this window's server's table and its version (a host reads its own)."""
        table = self.server.tables[self.code.replace("-", "")]
        return Position(table.version, record=table.match.to_record())

    async def shared_position(self) -> Position:
        """The latest position the server sent this window's first seat: its seen snapshot."""
        client = self.client()
        for _attempt in range(200):
            state = client.latest.get(self.code)
            if state is not None:
                seen = state.get("seen")
                if not isinstance(seen, dict):
                    raise ServerError("state", f"table {self.code}: the server sent no state to play on")
                return Position(int(state["version"]), seen=seen, game=self.game, options=self.options,
                                seats=list(state.get("seats") or []), peeked=state.get("peeked") is True)
            await asyncio.sleep(0.05)
        raise ConnectionError(f"{self.url}: no state of table {self.code} came")

    async def act(self, seat: int, action: dict[str, Any], version: int) -> dict[str, Any]:
        """Send the move of ``seat`` played on ``version``; the moves go one at a time, in order.
        The server's ``ok``."""
        async with self._act_lock:
            return await self.client(seat).act(self.code, action, version)

    async def connect(self, url: str) -> TableClient:
        """A new client connected to ``url`` (ConnectionError or OSError if it cannot be reached)."""
        self.url = url
        client = TableClient(url)
        self._opened.append(client)
        await asyncio.wait_for(client.connect(), 10)
        return client

    async def join(self, code: str, name: str, seat: int | None = None,
                   client: TableClient | None = None) -> dict[str, Any]:
        """Take a seat at table ``code`` as ``name`` with a client of its own; the ``joined`` message
        (its seat is then played here)."""
        client = client or await self.connect(self.url)
        # a window that does not hold the table plays on the seen snapshots its server sends
        joined = await client.join(code, name, seat=seat, seen=self.server is None)
        self.code = joined["table"]
        self.game, self.options = str(joined.get("game", "")), dict(joined.get("options") or {})
        self.clients[joined["seat"]] = client
        self._listen(joined["seat"], client)
        return joined

    def _listen(self, seat: int, client: TableClient) -> None:
        self.loop.create_task(self._pump(seat, client))

    async def _pump(self, seat: int, client: TableClient) -> None:
        """Forward the server's messages to the GUI; after a drop, reconnect and rejoin."""
        while not self.closed:
            try:
                async for message in client.messages():
                    self.received.emit(seat, message)
            except Exception as err:  # a dropped connection: websockets' ConnectionClosed, OSError
                log.info("connection of seat %s dropped: %s", seat, err)
            if self.closed:
                return
            self.connection.emit(False)
            try:
                await self._reconnect(seat, client)
            except Exception as err:
                self.lost.emit(problem_line(err, self.url))
                return
            self.connection.emit(True)

    async def _reconnect(self, seat: int, client: TableClient) -> None:
        deadline = self.loop.time() + RECONNECT_FOR
        while True:
            try:
                await client.reconnect()
                return
            except ServerError:
                raise
            except Exception:
                if self.loop.time() > deadline:
                    raise
                await asyncio.sleep(RECONNECT_EVERY)

    def client(self, seat: int | None = None) -> TableClient:
        """The client of ``seat`` (default: the first seat played here)."""
        return self.clients[min(self.clients) if seat is None else seat]

    # -- the end ---------------------------------------------------------------------------

    def close(self) -> None:
        """Leave the table: close the clients and the server, then stop the loop and its thread."""
        if self.closed:
            return
        self.closed = True
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self._close_all(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)

    async def _close_all(self) -> None:
        for client in self._opened:
            with contextlib.suppress(Exception):
                await client.close()
        if self._stop is not None and self._server_task is not None:
            self._stop.set()
            with contextlib.suppress(Exception):
                await self._server_task
        tasks = [t for t in asyncio.all_tasks(self.loop) if t is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


async def _awaited(coroutine: Awaitable[Any]) -> Any:
    return await coroutine
