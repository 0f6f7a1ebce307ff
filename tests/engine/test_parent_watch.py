"""A pool's worker ends when the process that spawned it is killed (engine.parent_watch)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

CHILD = """
import os, signal, sys
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

def worker_pid():
    return os.getpid()

if __name__ == "__main__":
    context = multiprocessing.get_context("spawn")
    if sys.argv[1] == "engine":
        from canvas_table.engine.parent_watch import exit_with_parent
        pool = ProcessPoolExecutor(1, mp_context=context, initializer=exit_with_parent)
    else:  # the window's bot worker, made as BotThinker makes it
        from canvas_table.app.workers import _init_worker
        latest = context.Value("q", 0, lock=False)
        pool = ProcessPoolExecutor(1, mp_context=context, initializer=_init_worker, initargs=(latest,))
    print(pool.submit(worker_pid).result(), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)  # killed, as a crash or kill -9 ends a window
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"  # a zombie has ended
    except OSError:  # no /proc here: the signal's answer stands
        return True


@pytest.mark.parametrize("kind", ["engine", "window"])
def test_a_worker_ends_when_the_process_that_spawned_it_is_killed(tmp_path, kind):
    script = tmp_path / "child.py"
    script.write_text(CHILD, encoding="utf-8")
    done = subprocess.run([sys.executable, str(script), kind], capture_output=True, text=True,
                          timeout=120, cwd=os.getcwd())
    assert done.returncode == -signal.SIGKILL, done.stderr
    worker = int(done.stdout.split()[0])
    try:
        deadline = time.monotonic() + 60  # generous: the worker only has to notice
        while _alive(worker) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(worker), "the worker outlived the process that spawned it"
    finally:
        if _alive(worker):
            os.kill(worker, signal.SIGKILL)
