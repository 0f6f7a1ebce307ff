"""The network figures: many 3-seat tables of random-bot clients on one server process, on
loopback, all played to the end; the round trip of an action at that load; the server's CPU and
memory. ``python -m canvas_table.net.bench [--tables 200] [--game canvas] [--pace 0] [--no-disk] --json``

The server runs as ``canvas-table serve`` in its own process with a data folder (every move is
stored on disk as in real use; ``--no-disk``: none, the tables in memory only); the clients share
this process's event loop. CPU: the server's user and system time while the games are played,
as a share of one core and per action. A round trip is
from sending ``act`` to its ``ok`` (the move checked, written atomically, and sent to every seat).
Memory: the server's resident size with every table open, less its size after a warm-up game,
divided by the tables. Medians and p95 over the actions of one run. ``client_loop_lag_p95_ms``: how
late the clients' own event loop wakes (its part of a round trip on a busy machine).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from canvas_table.engine.rng import Rng
from canvas_table.net.client import ServerError, TableClient
from canvas_table.net.limits import RATE

OPTIONS = {"canvas": {"scenario": "random"}}


def cpu_seconds(pid: int) -> float:
    """A process's user and system CPU time so far, in seconds (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def resident_kb(pid: int) -> int:
    """A process's resident memory in KB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text(encoding="ascii").splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise OSError(f"no VmRSS for process {pid}")


async def _seat(url: str, code: str, name: str, seed: int, pace: float, rtts: list[float],
                joined: asyncio.Barrier) -> dict[str, Any]:
    client = TableClient(url, open_timeout=60)
    await client.connect()
    rng = Rng(seed)
    try:
        await client.join(code, name)
        await joined.wait()
        async for message in client.messages():
            if message["type"] == "over":
                return message["report"]
            if message["type"] != "state" or message is not client.latest.get(code) or not message["legal"]:
                continue
            if pace:
                await asyncio.sleep(pace * (0.5 + rng.random()))
            start = time.perf_counter()
            try:
                await client.act(code, rng.choice(message["legal"]), message["version"])
            except ServerError as err:
                if err.code not in ("stale", "rate_limited"):
                    raise
                continue
            rtts.append(time.perf_counter() - start)
    finally:
        await client.close()
    raise ConnectionError("the connection was lost")


async def _lag(lags: list[float]) -> None:
    """How late this process's event loop wakes up (the clients' own share of a round trip)."""
    while True:
        start = time.perf_counter()
        await asyncio.sleep(0.05)
        lags.append(time.perf_counter() - start - 0.05)


async def _tables(url: str, game: str, count: int, pace: float, server_pid: int) -> dict[str, Any]:
    host = TableClient(url)
    await host.connect()
    codes = []
    for _ in range(count):  # within the connection's rate limit, as any one client must be
        codes.append((await host.create(game, 3, OPTIONS.get(game, {})))["table"])
        await asyncio.sleep(1 / (RATE * 0.8))
    await host.close()
    rtts: list[float] = []
    joined = asyncio.Barrier(3 * count + 1)
    seats = [asyncio.create_task(_seat(url, code, f"P{k}", n * 3 + k, pace, rtts, joined))
             for n, code in enumerate(codes) for k in range(3)]
    await joined.wait()
    lags: list[float] = []
    ticker = asyncio.create_task(_lag(lags))
    start, cpu = time.perf_counter(), cpu_seconds(server_pid)
    peak = resident_kb(server_pid)
    while not all(task.done() for task in seats):
        await asyncio.sleep(0.25)
        if not any(task.done() for task in seats):  # every table still open
            peak = max(peak, resident_kb(server_pid))
    elapsed, cpu = time.perf_counter() - start, cpu_seconds(server_pid) - cpu
    ticker.cancel()
    reports = [task.result() for task in seats]
    finished = sum(1 for k in range(0, len(reports), 3)
                   if reports[k]["over"] and reports[k] == reports[k + 1] == reports[k + 2])
    lags.sort()
    return {"tables_completed": finished, "actions": len(rtts), "seconds": round(elapsed, 1),
            "rtts": rtts, "peak_kb": peak, "server_cpu_percent": round(100 * cpu / elapsed, 1),
            "server_cpu_ms_per_action": round(1000 * cpu / max(len(rtts), 1), 2),
            "client_loop_lag_p95_ms": round(lags[int(0.95 * (len(lags) - 1))] * 1000, 1) if lags else 0.0}


def measure(tables: int = 200, game: str = "canvas", pace: float = 0.0, disk: bool = True) -> dict[str, Any]:
    """Run the load once; the figures as a dict (``disk``: the server keeps a data folder)."""
    with tempfile.TemporaryDirectory(prefix="canvas-table-net-bench-") as folder:
        data = ["--data", folder] if disk else []
        server = subprocess.Popen([sys.executable, "-m", "canvas_table", "serve", "--port", "0", *data],
                                  stdout=subprocess.PIPE, text=True)
        try:
            url = server.stdout.readline().split()[-1]  # type: ignore[union-attr]
            asyncio.run(_tables(url, game, 1, 0.0, server.pid))  # warm-up: the game's imports
            idle = resident_kb(server.pid)
            result = asyncio.run(_tables(url, game, tables, pace, server.pid))
        finally:
            server.terminate()
            server.wait(30)
    rtts = sorted(result.pop("rtts"))
    peak = result.pop("peak_kb")
    return {
        "game": game, "tables": tables, "pace_s": pace, "disk": disk, **result,
        "rtt_median_ms": round(statistics.median(rtts) * 1000, 1),
        "rtt_p95_ms": round(rtts[int(0.95 * (len(rtts) - 1))] * 1000, 1),
        "rtt_p99_ms": round(rtts[int(0.99 * (len(rtts) - 1))] * 1000, 1),
        "server_idle_mb": round(idle / 1024, 1), "server_peak_mb": round(peak / 1024, 1),
        "memory_per_table_kb": round((peak - idle) / tables, 1),
    }


def _timed(write: Any, count: int) -> dict[str, float]:
    """Median, p95, rate and this process's CPU per call of ``count`` calls of ``write(k)``."""
    times = []
    start, cpu = time.perf_counter(), time.process_time()
    for k in range(count):
        began = time.perf_counter()
        write(k)
        times.append(time.perf_counter() - began)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    times.sort()
    return {"median_ms": round(statistics.median(times) * 1000, 3),
            "p95_ms": round(times[int(0.95 * (count - 1))] * 1000, 3), "per_second": round(count / elapsed),
            "cpu_ms": round(cpu / count * 1000, 3)}


def measure_stores(moves: int = 2000, tables: int = 100) -> dict[str, Any]:
    """The store alone: ``moves`` moves spread over ``tables`` tables, each written as the server
    stores it (a journal line, fdatasync or not) or as a row of one SQLite database in WAL mode
    (``synchronous`` FULL: a commit is on the disk; NORMAL: survives a killed process only)."""
    import sqlite3

    from canvas_table.net import store

    line = store.moved(1, {"take": 3, "card": 41, "background": [2, 0]})
    codes = [f"{k:012d}" for k in range(tables)]
    figures: dict[str, Any] = {"moves": moves, "tables": tables, "line_bytes": len(line)}
    for sync in (True, False):
        with tempfile.TemporaryDirectory(prefix="canvas-table-store-bench-") as folder:
            for code in codes:
                store.save(Path(folder), code, store.header(code, {}))
            store.SYNC, before = sync, store.SYNC
            try:
                figures[f"journal_{'fdatasync' if sync else 'flush'}"] = _timed(
                    lambda k, f=Path(folder): store.save(f, codes[k % tables], line), moves)
            finally:
                store.SYNC = before
    for mode in ("FULL", "NORMAL"):
        with tempfile.TemporaryDirectory(prefix="canvas-table-store-bench-") as folder:
            db = sqlite3.connect(Path(folder) / "tables.db", isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(f"PRAGMA synchronous={mode}")
            db.execute("CREATE TABLE moves (code TEXT, line BLOB)")

            def insert(k: int, db: Any = db) -> None:
                db.execute("INSERT INTO moves VALUES (?, ?)", (codes[k % tables], line))  # autocommit

            figures[f"sqlite_wal_{mode.lower()}"] = _timed(insert, moves)
            db.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    """Print the figures (``--json``: as one JSON object)."""
    parser = argparse.ArgumentParser(prog="python -m canvas_table.net.bench", description=__doc__)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--game", default="canvas")
    parser.add_argument("--pace", type=float, default=0.0, help="mean pause before each move, seconds")
    parser.add_argument("--no-disk", action="store_true", help="the server keeps no data folder")
    parser.add_argument("--stores", type=int, metavar="MOVES", default=0,
                        help="instead: time MOVES writes of a move alone, journal against SQLite (WAL)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = measure_stores(args.stores) if args.stores else \
        measure(args.tables, args.game, args.pace, not args.no_disk)
    print(json.dumps(figures) if args.json else "\n".join(f"{k}: {v}" for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
