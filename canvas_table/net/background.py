"""A table server on its own thread and event loop, for a program that is busy with something
else (the window hosting a table): start it, read its address, stop it."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

from canvas_table.net.protocol import normal_code
from canvas_table.net.server import TableServer


class BackgroundServer:
    """A :class:`TableServer` running in a daemon thread until :meth:`stop`."""

    def __init__(self, data: Path | None = None, host: str = "127.0.0.1", port: int = 0,
                 announcer: Any = None) -> None:
        self.server = TableServer(data, announcer=announcer)
        self.host = host
        self.port = port
        self.url = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="table-server", daemon=True)

    def start(self, timeout: float = 20.0) -> str:
        """Start serving; the ``ws://HOST:PORT`` address (the real port for port 0). OSError
        (the port is taken...) or TimeoutError when it cannot."""
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError(f"the table server did not start within {timeout:.0f} s")
        if self._failure is not None:
            raise self._failure
        return self.url

    def call(self, work: Any, timeout: float = 10.0) -> Any:
        """Run the coroutine ``work`` on the server's loop and return its result (thread-safe)."""
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(timeout)

    def record(self, code: str) -> dict[str, Any]:
        """A table's record as it stands (KeyError for an unknown code)."""
        async def read() -> dict[str, Any]:
            return self.server.tables[normal_code(code) or code].match.to_record()

        return self.call(read())

    def stop(self, timeout: float = 10.0) -> None:
        """Stop serving and wait for the thread."""
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout)

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as err:  # reported to start(); the thread then ends
            self._failure = err
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with self.server.serving(self.host, self.port) as url:
            self.url = url
            self._ready.set()
            await self._stop.wait()
