"""The table server: many tables of any game behind one WebSocket endpoint, authoritative.

Each request is checked against its schema (:mod:`canvas_table.net.protocol`), then by the table
(:mod:`canvas_table.net.tables`: tokens, versions, the game's own rules). A table's changes happen
one at a time under its lock: the move is played, appended to its journal (what may wait for the
disk in a thread, so the loop never does), and only then announced to every seat, each with its own view.
Bots for bot seats think in worker processes. A table's failure is reported to the one client;
the other tables never notice.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import sys
from collections.abc import AsyncIterator
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from canvas_table import __version__
from canvas_table.net import store
from canvas_table.net.ballot import VOTE_SECONDS
from canvas_table.net.connection import Connection
from canvas_table.net.limits import RATE
from canvas_table.net.protocol import (
    CODE_ALPHABET,
    MAX_MESSAGE,
    PROTOCOL,
    BadMessage,
    error,
    new_code,
    normal_code,
    parse_request,
)
from canvas_table.net.tables import REMOTE, Refused, Table
from canvas_table.net.thinking import decide, decide_seen, seen_snapshot, thinking_pool

MAX_TABLES = 10_000
FINISHED_KEEP = 600.0  # seconds a finished table stays in memory for late readers
MAX_THINKING = 8  # clients' bot requests waiting at once before "busy"
WRITERS = 16  # threads writing journals: a slow fsync of one table never queues the others


class TableServer:
    """The tables of one server process and the connections that play them."""

    def __init__(self, data: Path | None = None, pool: Executor | None = None,
                 announcer: Any = None, prefix: str = "") -> None:
        if len(prefix) > 2 or any(char not in CODE_ALPHABET for char in prefix):
            raise ValueError(f"a code prefix is 0 to 2 characters of {CODE_ALPHABET}, got {prefix!r}")
        self.prefix = prefix
        self.data = data
        self.tables: dict[str, Table] = {}  # by code without dashes
        self.holders: dict[str, dict[int, Connection]] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self._pool = pool
        self._own_pool = pool is None
        self._bots: set[str] = set()  # tables whose bot is thinking
        self._ballots: set[str] = set()  # tables whose ballot is waiting to close
        self._thinking = 0
        self._tasks: set[asyncio.Task[Any]] = set()
        self._writers = ThreadPoolExecutor(WRITERS, thread_name_prefix="table-writer")
        self.announcer = announcer
        self.url = ""

    # -- running ------------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def serving(self, host: str = "127.0.0.1", port: int = 8765) -> AsyncIterator[str]:
        """Restore the data folder's tables, listen, and yield ``ws://HOST:PORT`` until closed."""
        self.restore()
        async with serve(self.handle, host, port, max_size=MAX_MESSAGE, compression=None,
                         max_queue=4, ping_interval=20, ping_timeout=20) as server:
            bound = server.sockets[0].getsockname()
            self.url = f"ws://{host}:{bound[1]}"
            if self.announcer is not None:
                self.announcer.port = bound[1]
            for table in list(self.tables.values()):
                self._after_change(table)
            try:
                yield self.url
            finally:
                for task in list(self._tasks):
                    task.cancel()
                if self._own_pool and self._pool is not None:
                    self._pool.shutdown(wait=False, cancel_futures=True)
                if self.announcer is not None:
                    await self.announcer.close()
                self._writers.shutdown(wait=True)

    def restore(self) -> None:
        """Bring back every table of the data folder (a broken one is reported on stderr)."""
        if self.data is None:
            return
        for item in store.restore(self.data):
            if isinstance(item, str):
                print(f"warning: {item}", file=sys.stderr, flush=True)
                continue
            self._add(item)
            if item.over:  # a ballot still open waits again for its voters
                self._after_change(item)

    def _add(self, table: Table) -> None:
        key = table.key
        self.tables[key] = table
        self.holders[key] = {}
        self.locks[key] = asyncio.Lock()

    def _forget_later(self, table: Table) -> None:
        key = table.key
        asyncio.get_running_loop().call_later(FINISHED_KEEP, self._forget, key)

    def _forget(self, key: str) -> None:
        for name in (self.tables, self.holders, self.locks):
            name.pop(key, None)

    # -- one connection -----------------------------------------------------------------------

    async def handle(self, socket: Any) -> None:
        """Serve one client until it leaves."""
        conn = Connection(socket)
        conn.push({"type": "welcome", "protocol": PROTOCOL, "server": f"canvas-table {__version__}"})
        flooding = False
        try:
            async for frame in socket:
                if not conn.limit.allow():
                    conn.push(error("rate_limited", f"too many messages: at most {RATE:.0f} a second"))
                    flooding = conn.limit.flooding
                    if flooding:
                        break
                    continue
                await self._answer(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            self._dropped(conn)
            await conn.finish()
        if flooding:  # close, reading (and dropping) what the flood still has in the pipe
            closing = asyncio.get_running_loop().create_task(socket.close(1008, "flooding"))
            with contextlib.suppress(ConnectionClosed):
                async for _frame in socket:
                    pass
            await closing

    async def _answer(self, conn: Connection, frame: Any) -> None:
        kind = None
        try:
            request = parse_request(frame)
            kind = request.type
            await getattr(self, f"_on_{kind}")(conn, request)
        except (BadMessage, Refused) as err:
            conn.push(error(err.code, str(err), kind))
        except Exception as err:  # a bug must cost one answer, never the server
            print(f"error: {kind or 'message'}: {type(err).__name__}: {err}", file=sys.stderr, flush=True)
            conn.push(error("internal", f"the server could not do that ({type(err).__name__})", kind))

    def _dropped(self, conn: Connection) -> None:
        for key, seat in conn.seats:
            holders = self.holders.get(key, {})
            if holders.get(seat) is conn:
                del holders[seat]
                table = self.tables[key]
                table.seats[seat].connected = False
                self._publish(table)

    # -- requests -----------------------------------------------------------------------------

    def _table(self, code: str) -> Table:
        key = normal_code(code)
        table = self.tables.get(key) if key is not None else None
        if table is None:
            raise Refused("no_table", f"no table {code[:20]!r} on this server")
        return table

    def _seat(self, conn: Connection, code: str, token: str) -> tuple[Table, int]:
        table = self._table(code)
        seat = table.seat_of(token)
        key = table.key
        if seat is None or self.holders[key].get(seat) is not conn:
            raise Refused("bad_token", f"this connection holds no seat of table {table.code} with that "
                                       "token (join or rejoin first)")
        return table, seat

    def _lock(self, table: Table) -> asyncio.Lock:
        return self.locks[table.key]

    async def _on_create(self, conn: Connection, request: Any) -> None:
        if len(self.tables) >= MAX_TABLES:
            raise Refused("busy", f"this server holds {MAX_TABLES} tables, its most")
        code = new_code(self.prefix)
        table, host = Table.create(code, request.game, request.players, dict(request.options),
                                   request.seats, request.names)
        self._add(table)
        await self._save(table, store.header(code, table.match.to_record()), meta=True)
        conn.push({"type": "created", "table": code, "host_token": host, "game": table.game.id,
                   "players": request.players})
        self._after_change(table)

    async def _on_info(self, conn: Connection, request: Any) -> None:
        conn.push(self._table(request.table).info())

    async def _on_join(self, conn: Connection, request: Any) -> None:
        table = self._table(request.table)
        async with self._lock(table):
            seat, token = table.join(request.name, request.seat)
            await self._save(table, store.named(seat, table.seats[seat].name), meta=True)
            self._hold(conn, table, seat, request.seen)
            conn.push(table.joined(seat, token))
            self._publish(table)
        self._after_change(table)

    async def _on_rejoin(self, conn: Connection, request: Any) -> None:
        table = self._table(request.table)
        async with self._lock(table):
            seat = table.seat_of(request.token)
            if seat is None:
                raise Refused("bad_token", f"that token holds no seat of table {table.code}")
            if table.seats[seat].kind != REMOTE:  # handed to a bot while away: the player is back
                table.seats[seat].kind = REMOTE
                await self._save(table, meta=True)
            self._hold(conn, table, seat, request.seen)
            conn.push(table.joined(seat, None))
            self._publish(table)
        self._after_change(table)

    async def _on_act(self, conn: Connection, request: Any) -> None:
        table, seat = self._seat(conn, request.table, request.token)
        async with self._lock(table):
            moved = table.act(seat, request.version, dict(request.action))
            await self._save(table, store.moved(seat, moved))
            self._publish(table, (seat, moved))
            ok = {"type": "ok", "request": "act", "table": table.code, "version": table.version}
            if (table.key, seat) in conn.seen:  # what the move turned up, as this seat sees it
                ok["seen"] = table.seen_for(seat)
            conn.push(ok)
        self._after_change(table)

    async def _on_peek(self, conn: Connection, request: Any) -> None:
        table, seat = self._seat(conn, request.table, request.token)
        async with self._lock(table):
            shown = table.peek(seat, request.version)
            await self._save(table, meta=True)  # bound even after a restart
            conn.push(table.state_for(seat, (table.key, seat) in conn.seen))  # it knows one card more
            conn.push({"type": "peeked", "table": table.code, "seat": seat, "version": table.version,
                       "shown": shown})

    async def _on_vote(self, conn: Connection, request: Any) -> None:
        table, seat = self._seat(conn, request.table, request.token)
        async with self._lock(table):
            table.vote(seat, request.choice)
            if table.settled:
                await self._save(table, store.voted(table))  # the record holds the votes cast
            self._publish(table)
            conn.push({"type": "ok", "request": "vote", "table": table.code, "version": table.version})
        self._after_change(table)

    async def _close_ballot_later(self, table: Table) -> None:
        """Close ``table``'s ballot once the people had their time (those who did not vote abstain)."""
        await asyncio.sleep(VOTE_SECONDS)
        self._ballots.discard(table.code)
        async with self._lock(table):
            if table.ballot is None:
                return
            table.close_ballot()
            await self._save(table, store.voted(table))
            self._publish(table)
        self._after_change(table)

    async def _on_think(self, conn: Connection, request: Any) -> None:
        table, seat = self._seat(conn, request.table, request.token)
        if not table.started or table.over or table.match.state.current_seat != seat:
            raise Refused("illegal", "a bot thinks for a seat on its turn only")
        if request.level not in ("random", *table.game.levels):
            raise Refused("bad_message", f"{table.game.name} has no bot level {request.level!r} "
                                         f"(levels: random, {', '.join(table.game.levels)})")
        if self._thinking >= MAX_THINKING:
            raise Refused("busy", "the server is thinking for too many seats: ask again soon")
        version = table.version
        seen = seen_snapshot(table.match.state, seat, secrets.randbits(64))
        self._thinking += 1
        try:
            action = await asyncio.get_running_loop().run_in_executor(
                self.pool, decide_seen, table.game.id, seen, request.level, secrets.randbits(64))
        finally:
            self._thinking -= 1
        conn.push({"type": "thought", "table": table.code, "seat": seat, "version": version,
                   "action": action})

    async def _on_seat(self, conn: Connection, request: Any) -> None:
        table = self._table(request.table)
        async with self._lock(table):
            table.set_kind(request.host_token, request.seat, request.kind)
            await self._save(table, meta=True)
            self._publish(table)
            conn.push({"type": "ok", "request": "seat", "table": table.code, "version": table.version})
        self._after_change(table)

    async def _on_react(self, conn: Connection, request: Any) -> None:
        table, seat = self._seat(conn, request.table, request.token)
        message = {"type": "reaction", "table": table.code, "seat": seat, "reaction": request.reaction}
        for holder in set(self.holders[table.key].values()):
            holder.push(message)
        conn.push({"type": "ok", "request": "react", "table": table.code, "version": table.version})

    # -- what follows a change ------------------------------------------------------------------

    def _hold(self, conn: Connection, table: Table, seat: int, seen: bool = False) -> None:
        key = table.key
        previous = self.holders[key].get(seat)
        if previous is not None and previous is not conn:
            previous.seats.discard((key, seat))
            previous.seen.discard((key, seat))
        self.holders[key][seat] = conn
        conn.seats.add((key, seat))
        if seen:
            conn.seen.add((key, seat))
        else:
            conn.seen.discard((key, seat))
        table.seats[seat].connected = True

    def _publish(self, table: Table, moved: tuple[int, dict[str, Any]] | None = None) -> None:
        """Tell every seat held here what changed: the move, then its own state (and the end,
        with the record: nothing is hidden any more once the game is over)."""
        key = table.key
        holders = self.holders[key]
        over = {"type": "over", "table": table.code, "report": table.report(),
                "record": table.match.to_record()} if table.settled and holders else None
        for seat, conn in sorted(holders.items()):
            seen = (key, seat) in conn.seen
            if moved is not None:
                message = {"type": "moved", "table": table.code, "seat": moved[0], "action": moved[1],
                           "version": table.version}
                if seen and moved[0] != seat:
                    message["before"] = table.before_for(seat)
                conn.push(message)
            conn.push(table.state_for(seat, seen))
            if over is not None:
                conn.push(over)

    def _after_change(self, table: Table) -> None:
        """Start the bot whose turn it is; wait for an open ballot; forget a finished table later;
        update the announcement."""
        if table.ballot is not None:
            if table.code not in self._ballots:  # one wait per ballot, however many changes
                self._ballots.add(table.code)
                self._spawn(self._close_ballot_later(table))
        elif table.over:
            self._forget_later(table)
        elif table.bot_to_play() is not None and table.code not in self._bots:
            self._bots.add(table.code)
            self._spawn(self._bot_move(table))
        if self.announcer is not None:
            self._spawn(self.announcer.update(table))

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @property
    def pool(self) -> Executor:
        """The bots' worker processes, started at the first decision."""
        if self._pool is None:
            self._pool = thinking_pool()
        return self._pool

    async def _bot_move(self, table: Table) -> None:
        version, level = table.version, table.bot_to_play()
        if level is None:  # the seat went back to its player before the bot started
            self._bots.discard(table.code)
            return
        try:
            action = await asyncio.get_running_loop().run_in_executor(
                self.pool, decide, table.match.to_record(), level)
            async with self._lock(table):
                if table.version == version and table.bot_to_play() == level:
                    seat = table.match.state.current_seat
                    moved = table.act(seat, version, action)
                    await self._save(table, store.moved(seat, moved))
                    self._publish(table, (seat, moved))
        except Exception as err:  # a broken bot stalls its table only; the log says why
            print(f"error: table {table.code}: the bot failed: {type(err).__name__}: {err}",
                  file=sys.stderr, flush=True)
            return
        finally:
            self._bots.discard(table.code)
        self._after_change(table)

    async def _save(self, table: Table, line: bytes | None = None, meta: bool = False) -> None:
        """Append ``line`` to the table's journal (and write its seats), before the move is told."""
        if self.data is not None:
            await store.stored(self.data, table.code, line, table.meta() if meta else None, self._writers)
