"""Worker processes that end with the process that started them.

A pool's worker waits for work on a queue whose write end it holds itself (a pickled
``multiprocessing`` queue carries both ends), so it never sees the queue close: when the window or
the server that spawned it is killed or crashes, the worker would sleep on for ever. Given as a
pool's ``initializer`` (or called from one), :func:`exit_with_parent` ends the worker as soon as
its parent has gone.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import wait


def exit_with_parent() -> None:
    """In a spawned worker: end this process, at once, when its parent process ends (a thread
    waits on the parent's sentinel). Does nothing in a process nobody spawned."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(0)  # no clean-up to run: the work was the parent's, and it is gone

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()
