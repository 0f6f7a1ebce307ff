"""The table's cold figures for ``canvas-table bench --gui``: what a player meets first.

- Launch: the wall time from starting ``python -m canvas_table --game ID`` to its window being
  visible (exposed) and to its table being painted with the real art of every visible card
  (:mod:`canvas_table.app.launch_probe`), against a bare PySide6 window started the same way.
  Under the X display when ``$DISPLAY`` is set (Xvfb, say), else offscreen; ``launch_platform``
  says which. Each start gets empty data and settings folders of its own; the two kinds of start
  alternate, at least :data:`LAUNCH_STARTS` of each (``launch_starts``).
- Hard's first decision, timed in the window's own bot worker as the window uses it: from the
  bot's turn to its move, after a person's first turn of :data:`PERSON_S` seconds (while which
  the worker prepares), and when a bot opens the game right as it is set up. Then the next
  decision, warm. Master's first decision after the person's first turn, the same way.
- The first hover of a card never hovered before (DPR 2), after the person has looked at the
  table for :data:`PERSON_S` seconds.

Every probe is a fresh process (``python -m canvas_table.app.bench_cold PROBE GAME SEED``); the
seeds differ between repetitions, so do the deals; each probe reports whether the real art was
there.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from canvas_table.app.bench import _game, _run, _settle, _window

PERSON_S = 2.0  # how long a person's first look at the table (or first turn) takes here
PROBES = ("decision", "opening", "master", "hover")
#: Starts of each (bare window, table) at least: a start's wall time moves by a third from one
#: to the next on a shared machine, and the median of five does not settle a ratio.
LAUNCH_STARTS = 15
BARE = """
import json, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
screen = app.primaryScreen().availableGeometry()
window.resize(round(screen.width() * 0.92), round(screen.height() * 0.9))
window.show()
def poll():
    if window.windowHandle().isExposed():
        print(json.dumps({"visible_at": time.time()}), flush=True)
        app.exit(0)
timer = QTimer()
timer.timeout.connect(poll)
timer.start(2)
app.exec()
"""


def _median(values: list[float], digits: int = 3) -> float:
    return round(statistics.median(values), digits)


def _launch(command: list[str]) -> dict[str, Any]:
    """Start ``command`` with the launch probe on; its JSON line, times made relative (s)."""
    with tempfile.TemporaryDirectory(prefix="canvas-table-launch-") as folder:
        env = {**os.environ, "CANVAS_TABLE_LAUNCH_PROBE": "1",
               "CANVAS_TABLE_DATA_DIR": os.path.join(folder, "data"),
               "CANVAS_TABLE_CONFIG_DIR": os.path.join(folder, "config")}
        if not env.get("DISPLAY"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        start = time.time()
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0 or not done.stdout.strip():
        raise RuntimeError(f"launch probe failed: {done.stderr.strip().splitlines()[-1:]}")
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return {key: (value - start if key.endswith("_at") and value is not None else value)
            for key, value in data.items()}


def launch_figures(repeat: int, game_id: str) -> dict[str, Any]:
    """Launch to visible window and to the table painted with real art, against a bare window
    (medians; the runs alternate so that both see the same load)."""
    table_command = [sys.executable, "-m", "canvas_table", "--game", game_id]
    _launch(table_command)  # the first start compiles the modules' bytecode; later ones reuse it
    bare, visible, painted, art = [], [], [], []
    for _ in range(repeat):
        bare.append(_launch([sys.executable, "-c", BARE])["visible_at"])
        run = _launch(table_command)
        visible.append(run["visible_at"])
        if run["painted_at"] is not None:
            painted.append(run["painted_at"])
        art.append(run["art"])
    figures: dict[str, Any] = {
        "launch_platform": "offscreen" if not os.environ.get("DISPLAY") else "xcb",
        "launch_starts": repeat,
        "bare_window_visible_s": _median(bare),
        "launch_visible_s": _median(visible),
        "launch_visible_ratio": round(statistics.median(visible) / statistics.median(bare), 2),
        "launch_art": all(art),
    }
    if painted:
        figures["launch_painted_s"] = _median(painted)
        figures["launch_painted_ratio"] = round(statistics.median(painted) / statistics.median(bare), 2)
    return figures


def cold_figures(repeat: int, game_id: str, launch_starts: int = LAUNCH_STARTS) -> dict[str, Any]:
    """The cold figures of the table (see the module's docstring), medians over ``repeat``
    (and over at least ``launch_starts`` starts for the launch)."""
    figures = launch_figures(max(repeat, launch_starts), game_id)
    runs = [_run("decision", game_id, module=__name__, extra=(str(7 + k),)) for k in range(repeat)]
    openings = [_run("opening", game_id, module=__name__, extra=(str(7 + k),)) for k in range(repeat)]
    masters = [_run("master", game_id, module=__name__, extra=(str(7 + k),)) for k in range(repeat)]
    figures.update({
        "hard_first_decision_ms": _median([r["first_ms"] for r in runs], 1),
        "hard_first_decision_at_start_ms": _median([r["first_ms"] for r in openings], 1),
        "hard_decision_ms": _median([r["next_ms"] for r in runs], 1),
        "master_first_decision_ms": _median([r["first_ms"] for r in masters], 1),
        "decision_art": all(r["art"] for r in runs + masters),
    })
    from canvas_table import games

    if hasattr(games.kit(game_id), "bench_setup"):
        hovers = [_run("hover", game_id, dpr=2, module=__name__, extra=(str(7 + k),))
                  for k in range(repeat)]
        figures["preview_first_hover_ms"] = _median([ms for h in hovers for ms in h["first_ms"]], 2)
        figures["preview_first_hover_art"] = all(h["art"] for h in hovers)
    return figures


# -- probes (run in the child process) ---------------------------------------------------------


def _wait(app: Any, seconds: float, until: Any = None) -> None:
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline and not (until is not None and until()):
        app.processEvents()
        time.sleep(0.001)


def _bot_game(seed: int, bot_first: bool, level: str) -> Any:
    """A 4-player game of ``level`` bots and one person, the person first or a bot first."""
    from canvas_table import games
    from canvas_table.engine.platform import PlayerSpec, option_values

    game = games.game(GAME)
    names = ("Ada", "Bo", "Cy", "Di")
    options = option_values(game.options, 4)
    first = game.new_match(tuple(PlayerSpec(n) for n in names), seed, options).state.current_seat
    person = (first + 1) % 4 if bot_first else first
    specs = tuple(PlayerSpec(n, "human" if k == person else f"bot:{level}") for k, n in enumerate(names))
    return game.new_match(specs, seed, options)


def _decisions(seed: int, bot_first: bool, level: str = "hard") -> dict[str, Any]:
    from canvas_table import games

    app, window, art = _window()
    turns: list[float] = []
    decided: list[float] = []
    window.thinker.decided.connect(lambda *_: decided.append(time.perf_counter()))
    match = _bot_game(seed, bot_first, level)
    if bot_first:
        window.start_game(match)  # the bot's turn starts here, as the game is set up
        turns.append(time.perf_counter())
    else:
        window.start_game(match)
        _wait(app, PERSON_S)  # the person's first turn; the worker prepares meanwhile
        c = window.controller
        person, helper = c.state.current_seat, games.game(GAME).make_bot("normal", seed)
        # the next seat is a bot too (its decision is a warm one): its turn may begin within the
        # same turn of the event loop as the first decision arrives, so listen from the start
        bot_turns: list[float] = []
        c.bot_turn.connect(lambda _seat: bot_turns.append(time.perf_counter()))
        while True:  # the person's turn, to its last step (a roll, then a puzzle's outcome...)
            action = helper.choose(c.state)
            last = _last_step(c.state, action, person)
            if last:
                turns.append(time.perf_counter())
            c.play(action)
            if last:
                break  # the bot's turn begins
    _wait(app, 60, lambda: len(decided) >= 1)
    if not bot_first:
        _wait(app, 60, lambda: len(decided) >= 2)
        turns.extend(bot_turns[1:2])
    window.thinker.shutdown()
    return {"first_ms": round((decided[0] - turns[0]) * 1e3, 1),
            "next_ms": round((decided[1] - turns[1]) * 1e3, 1) if len(turns) > 1 else None,
            "art": art}


def _last_step(state: Any, action: Any, person: int) -> bool:
    """Whether ``action`` ends the person's turn (the seat to act is someone else after it)."""
    after = state.clone()
    after.apply(action)
    return after.is_over() or after.current_seat != person


def _decision(seed: int) -> dict[str, Any]:
    """Hard's first decision after the person's first turn, then the next bot's."""
    return _decisions(seed, bot_first=False)


def _opening(seed: int) -> dict[str, Any]:
    """Hard's first decision when a bot opens the game."""
    return _decisions(seed, bot_first=True)


def _master(seed: int) -> dict[str, Any]:
    """Master's first decision after the person's first turn, then the next bot's."""
    return _decisions(seed, bot_first=False, level="master")


def _hover(seed: int) -> dict[str, Any]:
    """The first hover of each of two cards never hovered before, with the easel repainted."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    app, window, art = _window()
    window.start_game(_game(seed=seed))
    hooks = window.kit.bench_setup(window)
    _settle(app)
    view = window.view
    easel = hooks.easel
    region = view.mapFromScene(easel.mapRectToScene(easel.boundingRect())).boundingRect()
    dpr = view.devicePixelRatioF()
    image = QImage(round(region.width() * dpr), round(region.height() * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)

    def paint_easel() -> None:
        painter = QPainter(image)
        view.render(painter, QRectF(0, 0, region.width(), region.height()), region)
        painter.end()

    # The image the probe paints into is painted once first, as the screen has been: the first
    # paint of a new image costs some 15 ms more (its paint engine), which no hover on screen pays.
    paint_easel()
    _wait(app, PERSON_S)  # the person looks at the table before dragging
    samples = []
    for k in range(2):
        start = time.perf_counter()
        hooks.hover(k)  # cards 3 and 4 of the hand: never over the easel before
        paint_easel()
        samples.append(round((time.perf_counter() - start) * 1e3, 2))
    return {"first_ms": samples, "art": art}


GAME = "canvas"

if __name__ == "__main__":
    probe = sys.argv[1] if len(sys.argv) > 1 else ""
    if probe not in PROBES:
        raise SystemExit(f"bench probe: one of {', '.join(PROBES)}")
    GAME = sys.argv[2] if len(sys.argv) > 2 else GAME
    from canvas_table.app import bench

    bench.GAME = GAME
    print(json.dumps(globals()[f"_{probe}"](int(sys.argv[3]) if len(sys.argv) > 3 else 7)))
