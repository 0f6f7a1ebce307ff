"""The network bench's own figures: the server's CPU as /proc counts it, and the store timed alone."""

from __future__ import annotations

import os
import time

from canvas_table.net import bench, store


def test_cpu_seconds_counts_this_process_working_and_not_sleeping():
    pid = os.getpid()
    before = bench.cpu_seconds(pid)
    time.sleep(0.2)
    slept = bench.cpu_seconds(pid) - before
    end = time.process_time() + 0.3
    while time.process_time() < end:
        pass
    worked = bench.cpu_seconds(pid) - before - slept
    assert slept < 0.1 and 0.2 < worked < 1.0


def test_the_store_bench_times_the_journal_and_sqlite_and_leaves_the_store_as_it_was():
    sync = store.SYNC
    figures = bench.measure_stores(moves=40, tables=4)
    assert figures["line_bytes"] == len(store.moved(1, {"take": 3, "card": 41, "background": [2, 0]}))
    for key in ("journal_fdatasync", "journal_flush", "sqlite_wal_full", "sqlite_wal_normal"):
        assert figures[key]["per_second"] > 0 and figures[key]["median_ms"] <= figures[key]["p95_ms"]
    assert store.SYNC is sync
