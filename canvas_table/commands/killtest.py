"""``canvas-table killtest``: kill -9 a process that plays and autosaves, and count what is lost
(see :mod:`canvas_table.commands.trust`)."""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import os
import random
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.commands.common import READY_SECONDS, emit
from canvas_table.engine.platform import PlayerSpec, option_values
from canvas_table.errors import UsageError

MAX_KILLS = 10_000  # each kill starts and kills a new process


# -- kill -9 during autosave --------------------------------------------------------------------


def _program_start() -> tuple[Any, Any]:
    """What the program does at start before it plays (``open_window`` without the window): take
    the data folder's lock, tidy what interrupted saves left, resume the autosave. Returns the
    resumed game (or None) and the lock, held until the process ends."""
    from canvas_table.app import autosave
    from canvas_table.app.lock import OWNED, DataLock

    lock = DataLock()
    state = lock.acquire()
    if state != OWNED:
        raise RuntimeError(f"the data folder's lock is {state} after a kill")
    autosave.clean_stale_files()
    match, _error = autosave.read_autosave()
    return match, lock


def _kill_child(conn: Any, folder: str, seed: int) -> None:
    """Start as the program does, then play and autosave after every action until killed."""
    os.environ["CANVAS_TABLE_DATA_DIR"] = folder
    from canvas_table.app import autosave

    match, _lock = _program_start()
    conn.send(("ready",))
    if conn.recv() != "go":
        return
    rng = random.Random(f"child-{seed}")
    bot = None
    while True:
        if match is None or match.state.is_over():
            if match is not None:
                conn.send(("clearing",))
                autosave.clear_autosave()
            game = games.game(rng.choice(games.GAME_IDS))
            count = rng.randint(*game.players)
            players = tuple(PlayerSpec(f"P{s}", "bot:normal") for s in range(count))
            match = game.new_match(players, rng.randrange(2**40), option_values(game.options, count))
            bot = None
            autosave.write_autosave(match.to_record())
            conn.send(("saved", match.game_id, match.seed, 0))
        if bot is None:
            bot = games.game(match.game_id).make_bot("random", rng.randrange(2**32))
        match.play(bot.choose(match.state))
        autosave.write_autosave(match.to_record())
        conn.send(("saved", match.game_id, match.seed, len(match.actions)))


def _temp_files(folder: Path) -> set[str]:
    """The temporary files of interrupted saves in ``folder`` (and below)."""
    return {str(p.relative_to(folder)) for p in folder.rglob("*.tmp")}


def _let_time_pass(folder: Path) -> None:
    """Age the temporary files a kill left by a day, as if the next start came a day later (a
    start leaves young ones alone: they may be a write in progress)."""
    for name in _temp_files(folder):
        with contextlib.suppress(OSError):
            when = (folder / name).stat().st_mtime - 86_400
            os.utime(folder / name, (when, when))


def _start_child(context: Any, folder: Path, seed: int) -> tuple[Any, Any]:
    here, there = context.Pipe()
    child = context.Process(target=_kill_child, args=(there, str(folder), seed), daemon=True)
    child.start()
    there.close()
    try:
        if not here.poll(READY_SECONDS):
            raise EOFError
        here.recv()
    except (EOFError, OSError):
        child.kill()
        child.join()
        raise UsageError(f"killtest: the playing process did not start (exit code {child.exitcode})") \
            from None
    return child, here


def _listen(conn: Any, seconds: float) -> tuple | None:
    """Read what the child reports for ``seconds`` (so that it never waits on a full pipe);
    the last message."""
    last = None
    deadline = time.monotonic() + seconds
    with contextlib.suppress(EOFError, OSError):
        while (left := deadline - time.monotonic()) > 0:
            if conn.poll(left):
                last = conn.recv()
    return last


def _drain(conn: Any) -> tuple | None:
    """The last message the killed child sent, if any."""
    last = None
    with contextlib.suppress(EOFError, OSError):
        while conn.poll(0):
            last = conn.recv()
    return last


def run_killtest(kills: int, seed: int) -> dict[str, int]:
    """Kill a playing, autosaving process ``kills`` times; count what each kill cost."""
    from canvas_table.app.autosave import load_game_file

    context = multiprocessing.get_context("spawn")
    rng = random.Random(f"kills-{seed}")
    folder = Path(tempfile.mkdtemp(prefix="canvas-table-killtest-"))
    unreadable = lost = 0
    left: set[str] = set()
    try:
        for k in range(kills):
            _let_time_pass(folder)
            child, conn = _start_child(context, folder, seed * 100_003 + k)
            left |= _temp_files(folder)  # what the last kill left, after a fresh start
            conn.send("go")
            last = _listen(conn, rng.uniform(0.0, 0.4))
            child.kill()
            child.join()
            last = _drain(conn) or last
            conn.close()
            autosave = folder / "autosave.json"
            try:
                match = load_game_file(autosave) if autosave.exists() else None
            except Exception:  # RecordError or worse: unreadable either way
                unreadable += 1
                autosave.unlink()
                continue
            if last and last[0] == "saved":
                _tag, game_id, game_seed, saved = last
                if match is None or (match.game_id, match.seed) != (game_id, game_seed):
                    lost += max(1, saved)
                else:
                    lost += max(0, saved - len(match.actions))
        _let_time_pass(folder)
        child, conn = _start_child(context, folder, seed)  # the start after the last kill
        left |= _temp_files(folder)
        child.kill()
        child.join()
        conn.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return {"kills": kills, "unreadable": unreadable, "lost_actions": lost, "temp_files_left": len(left)}


def cmd_killtest(args: argparse.Namespace) -> int:
    """Print the kill -9 figures; exit code 1 when a save was unreadable, lost or left litter."""
    figures = run_killtest(args.kills, args.seed)
    emit(figures, args.json, "\n".join(f"{key}: {value}" for key, value in figures.items()))
    return 1 if figures["unreadable"] or figures["lost_actions"] or figures["temp_files_left"] else 0

