"""A window cleans up after itself (issue 37): closing it ends its bot worker's process and its
face loaders' threads; new games in one window share one worker; SIGTERM closes the window the
normal way (exit status 0, the autosave kept, the lock released, nothing leaked), and after a
SIGKILL the workers end on their own."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from canvas_table.app.paths import LOCK_FILE
from canvas_table.art.cache import ART_VERSION, MANIFEST
from canvas_table.engine.platform import PlayerSpec, option_values
from canvas_table.games import game
from tests.leak_checks import _running, child_pids, wait_until

BOTS = ({"name": "Ada", "kind": "bot:easy"}, {"name": "Bo", "kind": "bot:easy"})


def face_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("faces")]


def start_against_a_bot(window, seed: int) -> None:
    players = (PlayerSpec("You"), PlayerSpec("Claude", "bot:easy"))
    assert window.new_game("canvas", players, seed, option_values(game("canvas").options, 2)) is None


def test_closing_the_window_ends_its_bot_worker_and_its_face_loaders(qtbot, window, art_dir):
    before = child_pids()
    window._art_ready(str(art_dir))  # real faces: they decode in the loaders' threads
    start_against_a_bot(window, 5)
    qtbot.waitUntil(lambda: bool(window.thinker.processes and face_threads()), timeout=30000)
    assert child_pids() - before  # the worker is this process's child
    window.close()
    assert window.thinker.processes == []
    assert child_pids() <= before  # joined, not merely told to go
    assert face_threads() == []


def test_ten_new_games_in_one_window_use_one_worker(qtbot, window):
    before = child_pids()
    workers = set()
    for seed in range(10):
        start_against_a_bot(window, seed)
        qtbot.waitUntil(lambda: bool(window.thinker.processes), timeout=30000)
        workers.update(process.pid for process in window.thinker.processes)
        assert len(child_pids() - before) == 1
    assert len(workers) == 1


def test_a_closed_window_s_timers_never_fire(qtbot, window):
    """What was about to happen (a bot's move shown, the status line fading) does not happen
    after the window has closed."""
    from PySide6.QtCore import QTimer

    start_against_a_bot(window, 3)
    window._status_timer.start(1)
    window._bot_timer.start(1)
    window.close()
    assert not any(timer.isActive() for timer in window.findChildren(QTimer))


# -- the real program, stopped from outside -------------------------------------------------------


def fake_art(folder: Path) -> Path:
    """An art folder the start finds complete (a mat only: the faces stay plain), so no art is
    built meanwhile."""
    (folder / "ui").mkdir(parents=True)
    (folder / "ui" / "mat.png").write_bytes(b"png")
    (folder / MANIFEST).write_text(json.dumps({"art_version": ART_VERSION, "files": {"ui/mat.png": "0"}}))
    return folder


def bot_moves(autosave: Path) -> int:
    """The actions in the autosave (0 while it is missing or being replaced)."""
    try:
        return len(json.loads(autosave.read_text())["actions"])
    except (OSError, ValueError, KeyError):
        return 0


def process_children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found.update(int(child) for child in (task / "children").read_text().split())
        except OSError:
            continue
    return found


@pytest.fixture
def bot_game(tmp_path):
    """A running ``canvas-table --game canvas`` of two Easy bots, once a bot has moved:
    (the process, its children, its data folder, its stderr file)."""
    data, config = tmp_path / "data", tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({
        "schema_version": 1, "animation_speed": 0, "tutorial_offered": True,
        "last_new_game": {"game": "canvas", "seats": list(BOTS)}}))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CANVAS_TABLE_DATA_DIR": str(data),
           "CANVAS_TABLE_CONFIG_DIR": str(config), "CANVAS_TABLE_ART_DIR": str(fake_art(tmp_path / "art"))}
    stderr = tmp_path / "stderr"
    with stderr.open("w") as err:
        process = subprocess.Popen([sys.executable, "-m", "canvas_table", "--game", "canvas"], env=env,
                                   stdout=subprocess.DEVNULL, stderr=err)
    try:
        assert wait_until(lambda: bot_moves(data / "autosave.json") > 0 or process.poll() is not None, 60)
        assert process.poll() is None, stderr.read_text()
        children = process_children(process.pid)
        assert children  # the bot worker at least
        yield process, children, data, stderr
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(30)


@pytest.mark.slow
def test_sigterm_closes_the_window_the_normal_way_and_leaks_nothing(bot_game):
    process, children, data, stderr = bot_game
    moves = bot_moves(data / "autosave.json")
    process.send_signal(signal.SIGTERM)
    assert process.wait(30) == 0
    assert wait_until(lambda: not any(_running(pid) for pid in children), 10)
    errors = stderr.read_text()
    assert "leaked semaphore" not in errors and "Traceback" not in errors, errors
    assert bot_moves(data / "autosave.json") >= moves > 0  # the game is kept for a resume
    assert not (data / LOCK_FILE).exists()  # the next start owns the data folder without asking


@pytest.mark.slow
def test_after_a_sigkill_the_workers_end_on_their_own(bot_game):
    """SIGKILL cannot be caught: the workers notice their parent has gone (engine/parent_watch).
    Multiprocessing's resource tracker then unlinks the semaphores the window held (and says so:
    the one line a kill still prints)."""
    process, children, _data, stderr = bot_game
    process.kill()
    assert process.wait(30) == -signal.SIGKILL
    started = time.monotonic()
    assert wait_until(lambda: not any(_running(pid) for pid in children), 20)
    assert time.monotonic() - started < 20
    assert "Traceback" not in stderr.read_text()
