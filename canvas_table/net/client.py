"""The asyncio client of a table server: requests with their answers, and the pushed messages.

One request is in flight at a time (a lock orders them); its answer (``created``, ``joined``,
``table``, ``thought``, ``ok``) or ``error`` resolves it, while what the server pushes
(``state``, ``moved``, ``over``, ``reaction``) goes to :meth:`TableClient.messages` in order.
The client remembers each table's seat and token and the latest ``state``, so after a dropped
connection :meth:`TableClient.reconnect` takes every seat back.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from canvas_table.net.protocol import MAX_SERVER_MESSAGE, PROTOCOL

ANSWERS = frozenset({"created", "joined", "table", "thought", "peeked", "ok"})
ANSWER_SECONDS = 30.0


class ServerError(Exception):
    """The server refused a request; ``code`` is the protocol's error code, the message one line."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class TableClient:
    """A connection to a table server (``ws://HOST:PORT``) and the seats this client holds."""

    def __init__(self, url: str, open_timeout: float = 10.0) -> None:
        self.url = url
        self.open_timeout = open_timeout
        self.seats: dict[str, tuple[int, str]] = {}  # table code -> (seat, token)
        self.seen: set[str] = set()  # the tables whose states bring this seat's seen snapshot
        self.latest: dict[str, dict[str, Any]] = {}  # table code -> the last ``state``
        self._socket: Any = None
        self._reader: asyncio.Task[None] | None = None
        self._pending: asyncio.Future[dict[str, Any]] | None = None
        self._lock = asyncio.Lock()
        self._inbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()

    # -- the connection -----------------------------------------------------------------------

    async def connect(self) -> dict[str, Any]:
        """Open the connection and wait for the server's ``welcome``; ConnectionError says why not."""
        try:
            self._socket = await connect(self.url, max_size=MAX_SERVER_MESSAGE, compression=None,
                                         open_timeout=self.open_timeout)
            welcome = json.loads(await asyncio.wait_for(self._socket.recv(), self.open_timeout))
        except (OSError, InvalidHandshake, InvalidURI, ConnectionClosed, TimeoutError, ValueError) as err:
            raise ConnectionError(f"{self.url}: cannot connect: {_why(err)}") from None
        if not isinstance(welcome, dict) or welcome.get("protocol") != PROTOCOL:
            await self._socket.close()
            raise ConnectionError(f"{self.url}: not a Canvas Table server of protocol {PROTOCOL}")
        self._inbox = asyncio.Queue()
        self._reader = asyncio.create_task(self._read())
        return welcome

    async def reconnect(self) -> None:
        """Connect again and rejoin every table this client holds a seat at."""
        await self.close()
        await self.connect()
        for code, (_seat, token) in list(self.seats.items()):
            await self.rejoin(code, token)

    async def close(self) -> None:
        """Close the connection (the seats stay this client's: see :meth:`reconnect`)."""
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader
            self._reader = None
        if self._socket is not None:
            with contextlib.suppress(Exception):
                await self._socket.close()
            self._socket = None

    async def _read(self) -> None:
        try:
            async for frame in self._socket:
                message = json.loads(frame)
                if not isinstance(message, dict):
                    continue  # not a message of the protocol: nothing to do with it
                kind = message.get("type")
                if kind == "state":
                    self.latest[message["table"]] = message
                pending = self._pending
                if pending is not None and not pending.done() and (kind in ANSWERS or kind == "error"):
                    pending.set_result(message)
                else:
                    self._inbox.put_nowait(message)
        except (ConnectionClosed, OSError, ValueError):
            pass
        finally:
            if self._pending is not None and not self._pending.done():
                self._pending.set_exception(ConnectionError(f"{self.url}: the connection was lost"))
            self._inbox.put_nowait(None)

    async def messages(self) -> AsyncIterator[dict[str, Any]]:
        """Every pushed message in order; ConnectionError once the connection is lost."""
        while True:
            message = await self._inbox.get()
            if message is None:
                raise ConnectionError(f"{self.url}: the connection was lost")
            yield message

    async def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send one request and return its answer; ServerError for a refusal."""
        async with self._lock:
            if self._socket is None:
                raise ConnectionError(f"{self.url}: not connected")
            self._pending = asyncio.get_running_loop().create_future()
            try:
                await self._socket.send(json.dumps(message))
                answer = await asyncio.wait_for(self._pending, ANSWER_SECONDS)
            except ConnectionClosed:
                raise ConnectionError(f"{self.url}: the connection was lost") from None
            except TimeoutError:
                raise ConnectionError(f"{self.url}: no answer in {ANSWER_SECONDS:.0f} s") from None
            finally:
                self._pending = None
        if answer.get("type") == "error":
            raise ServerError(str(answer.get("code")), str(answer.get("message")))
        return answer

    # -- requests -----------------------------------------------------------------------------

    async def create(self, game: str, players: int, options: dict[str, Any] | None = None,
                     seats: list[str] | None = None, names: list[str | None] | None = None) -> dict[str, Any]:
        """Open a table; the ``created`` answer (its ``table`` code and the ``host_token``)."""
        message: dict[str, Any] = {"type": "create", "game": game, "players": players,
                                   "options": options or {}}
        if seats is not None:
            message["seats"] = seats
        if names is not None:
            message["names"] = names
        return await self.request(message)

    async def info(self, code: str) -> dict[str, Any]:
        """What a table is: the ``table`` answer."""
        return await self.request({"type": "info", "table": code})

    async def join(self, code: str, name: str, seat: int | None = None, seen: bool = False) -> dict[str, Any]:
        """Take a free seat; the ``joined`` answer (its token is kept for :meth:`reconnect`).
        ``seen``: every ``state`` then brings the seat's seen snapshot (a window plays on it)."""
        message: dict[str, Any] = {"type": "join", "table": code, "name": name}
        if seat is not None:
            message["seat"] = seat
        if seen:
            message["seen"] = True
        answer = await self.request(message)
        self.seats[answer["table"]] = (answer["seat"], answer["token"])
        if seen:
            self.seen.add(answer["table"])
        return answer

    async def rejoin(self, code: str, token: str) -> dict[str, Any]:
        """Take one's seat back with its token (and the seen snapshots, if it had them); the
        ``joined`` answer."""
        message: dict[str, Any] = {"type": "rejoin", "table": code, "token": token}
        if code in self.seen:
            message["seen"] = True
        answer = await self.request(message)
        self.seats[answer["table"]] = (answer["seat"], token)
        return answer

    def _token(self, code: str) -> str:
        if code not in self.seats:
            raise ServerError("bad_token", f"this client holds no seat at table {code}")
        return self.seats[code][1]

    async def act(self, code: str, action: dict[str, Any], version: int | None = None) -> dict[str, Any]:
        """Play ``action`` on ``version`` (default: the latest state's); the ``ok`` answer."""
        if version is None:
            version = self.latest[code]["version"] if code in self.latest else 0
        return await self.request({"type": "act", "table": code, "token": self._token(code),
                                   "version": version, "action": action})

    async def peek(self, code: str, version: int) -> Any:
        """Turn over the card this seat must then play (Layers' pile top) on ``version``; what
        it shows (the game's ``peek`` JSON). The seat is bound to play it."""
        answer = await self.request({"type": "peek", "table": code, "token": self._token(code),
                                     "version": version})
        return answer["shown"]

    async def think(self, code: str, level: str) -> dict[str, Any]:
        """A ``level`` bot's action for this client's seat, thought on the server with only what
        the seat knows; the action JSON."""
        answer = await self.request({"type": "think", "table": code, "token": self._token(code),
                                     "level": level})
        return answer["action"]

    async def vote(self, code: str, choice: int | None) -> dict[str, Any]:
        """Vote for the tied seat ``choice`` at the end of the game (None: abstain)."""
        return await self.request({"type": "vote", "table": code, "token": self._token(code),
                                   "choice": choice})

    async def set_seat(self, code: str, host_token: str, seat: int, kind: str) -> dict[str, Any]:
        """The host hands ``seat`` to a bot (``bot:<level>``) or back (``remote``)."""
        return await self.request({"type": "seat", "table": code, "host_token": host_token,
                                   "seat": seat, "kind": kind})

    async def react(self, code: str, reaction: str) -> dict[str, Any]:
        """Show a preset reaction to every seat."""
        return await self.request({"type": "react", "table": code, "token": self._token(code),
                                   "reaction": reaction})


def _why(err: BaseException) -> str:
    text = " ".join(str(err).split())
    return text[:200] or type(err).__name__
