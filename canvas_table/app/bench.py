"""Table speed figures for ``canvas-table bench --gui [--game ID]``: each in a fresh process.

Every probe runs as ``python -m canvas_table.app.bench PROBE GAME`` (offscreen; DPR 2 where the
figure asks for it, through ``QT_SCALE_FACTOR``) and prints one JSON object; the parent takes
medians. Start-up is compared with a bare PySide6 window started the same way in the same run.
The hover and drag probes use the game kit's ``bench_setup(window)`` (see the Canvas kit); a game
without it has no such figures. A kit's ``gui_probes`` ({figure: module}) adds figures of its own,
each the median of ``python -m module drag GAME`` at DPR 2 (Tangram's puzzle drag).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

PROBES = ("bare", "table", "preview", "drag", "memory", "thinking")


GAME = "canvas"  # in the child: the game the probes put on the table


def _run(probe: str, game_id: str, dpr: int = 1, module: str = "canvas_table.app.bench",
         extra: tuple[str, ...] = ()) -> dict[str, Any]:
    """Run ``python -m module probe game_id *extra`` offscreen at ``dpr``; its JSON line."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": str(dpr)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # measure starts as a player gets them: compiled once
    start = time.time()
    result = subprocess.run([sys.executable, "-m", module, probe, game_id, *extra], env=env,
                            capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        raise RuntimeError(f"bench probe {probe} failed: {result.stderr.strip().splitlines()[-1:]}")
    data = json.loads(result.stdout.strip().splitlines()[-1])
    data["wall_s"] = data.pop("painted_at", time.time()) - start  # launch to first paint
    return data


def gui_figures(repeat: int = 5, game_id: str = "canvas") -> dict[str, Any]:
    """The table's figures for ``game_id`` (medians over ``repeat`` runs)."""
    from canvas_table import games

    _run("table", game_id)  # the first start compiles the modules' bytecode; later ones reuse it
    bare: list[float] = []
    table: list[dict[str, Any]] = []
    for _ in range(repeat):  # in turns, so that both see the same minutes of a shared machine
        bare.append(_run("bare", game_id)["wall_s"])
        table.append(_run("table", game_id))
    startup = statistics.median(t["wall_s"] for t in table) / statistics.median(bare)
    figures: dict[str, Any] = {
        "game": game_id,
        "startup_ratio": round(startup, 2),
        "startup_s": round(statistics.median(t["wall_s"] for t in table), 3),
        "bare_window_s": round(statistics.median(bare), 3),
    }
    if hasattr(games.kit(game_id), "bench_setup"):
        preview = _run("preview", game_id, dpr=2)
        drag = _run("drag", game_id, dpr=2)
        figures.update({"preview_update_ms": preview["median_ms"],
                        "preview_update_with_flush_ms": preview["flush_ms"],
                        "drag_frame_ms": drag["median_ms"],
                        "preview_art": preview["art"], "drag_art": drag["art"]})
    for figure, module in getattr(games.kit(game_id), "gui_probes", {}).items():
        figures[figure] = _run("drag", game_id, dpr=2, module=module)["median_ms"]  # a game's own probes
    thinking = _run("thinking", game_id)
    figures.update({
        "rss_mb": _run("memory", game_id, dpr=2)["rss_mb"],
        "frame_while_thinking_ms": thinking["median_ms"],
        "frame_while_thinking_p95_ms": thinking["p95_ms"],
        "thinking_art": thinking["art"],
        "art": table[0]["art"],
    })
    return figures


# -- probes (run in the child process) ---------------------------------------------------------


def _bare() -> dict[str, Any]:
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication(sys.argv[:1])
    window = QWidget()
    window.resize(1280, 720)
    window.show()
    window.repaint()
    app.processEvents()
    return {"painted_at": time.time()}


def _window(size: tuple[int, int] = (1920, 1080)):
    from canvas_table.app.application import make_app
    from canvas_table.app.settings import Settings
    from canvas_table.app.window import MainWindow
    from canvas_table.art.cache import art_cache_dir, is_complete

    app = make_app()
    window = MainWindow(Settings(animation_speed=0), build_art=False)
    art = is_complete(art_cache_dir())
    if art:
        window._art_ready(str(art_cache_dir()))
    window.resize(*size)
    window.show()
    from PySide6.QtTest import QTest

    QTest.qWaitForWindowExposed(window)
    return app, window, art


def _game(players: int = 2, humans: int = 2, seed: int = 42):
    from canvas_table import games
    from canvas_table.engine.platform import PlayerSpec, option_values

    game = games.game(GAME)
    names = ("Ada", "Bo", "Cy", "Di")[:players]
    specs = tuple(PlayerSpec(n, "human" if k < humans else "bot:hard") for k, n in enumerate(names))
    return game.new_match(specs, seed, option_values(game.options, len(specs)))


def _table() -> dict[str, Any]:
    """The real start in one process: the app, the window (finding the art as it does), a game,
    and the table's first paint (with the real art when it is there: the table waits for it)."""
    from canvas_table.app.application import make_app
    from canvas_table.app.settings import Settings
    from canvas_table.app.window import MainWindow

    app = make_app()
    window = MainWindow(Settings(animation_speed=0), build_art=False)
    window.art.start()
    window.resize(1280, 720)
    window.show()
    window.take_found_art()
    window.start_game(_game())
    if window.view.holding:  # its art decoding: the table is painted once it is there
        while window.view.holding:
            app.processEvents()
    else:
        window.view.viewport().repaint()
    painted = time.time()
    art = window.art_dir is not None and window.face_cache.plain_count == 0
    return {"art": art, "painted_at": painted}


def _frame(window) -> None:
    """Render one frame of the whole view into an image at the screen's pixel ratio."""
    from PySide6.QtGui import QImage, QPainter

    view = window.view
    dpr = view.devicePixelRatioF()
    size = view.viewport().size() * dpr
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    view.render(painter)
    painter.end()


def _settle(app) -> None:
    """Let pending paints and animations finish."""
    deadline = time.perf_counter() + 0.3
    while time.perf_counter() < deadline:
        app.processEvents()


def _times(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"median_ms": round(statistics.median(ordered) * 1e3, 3),
            "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1e3, 3)}


def _preview() -> dict[str, Any]:
    """A card entering a layer slot until the easel is repainted (DPR 2).

    ``median_ms`` is the hover plus painting the changed region (what the view paints);
    ``flush_ms`` goes through the widget's repaint, which offscreen also copies the backing store.
    """
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    app, window, art = _window()
    window.start_game(_game())
    hooks = window.kit.bench_setup(window)
    _settle(app)
    view = window.view
    easel = hooks.easel
    region = view.mapFromScene(easel.mapRectToScene(easel.boundingRect())).boundingRect()
    dpr = view.devicePixelRatioF()
    image = QImage(round(region.width() * dpr), round(region.height() * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    painted, flushed = [], []
    for k in range(60):
        start = time.perf_counter()
        hooks.hover(2 * k)  # what a card entering a drop zone triggers
        painter = QPainter(image)
        view.render(painter, QRectF(0, 0, region.width(), region.height()), region)
        painter.end()
        painted.append(time.perf_counter() - start)
        start = time.perf_counter()
        hooks.hover(2 * k + 1)
        app.processEvents()  # the view repaints what changed and flushes it
        flushed.append(time.perf_counter() - start)
    return {**_times(painted[5:]), "flush_ms": _times(flushed[5:])["median_ms"], "art": art}


def _drag() -> dict[str, Any]:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    app, window, art = _window()
    window.start_game(_game())
    item = window.kit.bench_setup(window).drag_item
    viewport = window.view.viewport()
    a = window.view.mapFromScene(item.mapRectToScene(item.card_rect()).center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    _settle(app)
    samples = []
    width, height = viewport.width(), viewport.height()
    for k in range(120):
        p = QPoint(40 + (k * 37) % (width - 80), 40 + (k * 23) % (height - 80))
        start = time.perf_counter()
        QTest.mouseMove(viewport, p)
        app.processEvents()
        samples.append(time.perf_counter() - start)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=a)
    app.processEvents()
    return {**_times(samples[5:]), "art": art}


def _memory() -> dict[str, Any]:
    from canvas_table import games

    app, window, _ = _window()
    window.start_game(_game(players=4, humans=4))
    c = window.controller
    bot = games.game(GAME).make_bot("normal", 3)
    from PySide6.QtCore import QEvent

    while not c.state.is_over():
        c.play(bot.choose(c.state))
        app.processEvents()
        # what the event loop does between events, which processEvents() leaves out: delete what
        # was given up with deleteLater (a Tangram puzzle panel and its painted stage)
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    with open("/proc/self/status") as status:
        rss_kb = next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))
    return {"rss_mb": round(rss_kb / 1024, 1)}


def _thinking() -> dict[str, Any]:
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    app, window, art = _window()
    window.start_game(_game(players=4, humans=1))
    window.thinker.cancel()
    window.thinker.warm_up(GAME)
    record = window.controller.game.to_record()
    record["actions"] = []
    viewport = window.view.viewport()
    _settle(app)
    samples = []
    for k in range(3):  # three Hard decisions, the table animating a hover all along
        window.thinker.think(GAME, record, "hard", k)
        while window.thinker.busy or not samples:
            start = time.perf_counter()
            QTest.mouseMove(viewport, QPoint(100 + len(samples) * 7 % 1500, 300))
            window.scene.update()
            app.processEvents()
            samples.append(time.perf_counter() - start)
    window.thinker.shutdown()
    return {**_times(samples), "art": art}


if __name__ == "__main__":
    probe = sys.argv[1] if len(sys.argv) > 1 else ""
    if probe not in PROBES:
        raise SystemExit(f"bench probe: one of {', '.join(PROBES)}")
    GAME = sys.argv[2] if len(sys.argv) > 2 else GAME
    print(json.dumps(globals()[f"_{probe}"]()))
