"""The puzzle's drag figure, ``tangram_drag_frame_ms``: one frame of dragging a piece with snapping.

Run in a fresh process as ``python -m canvas_table.tangram.ui.puzzle_bench [drag GAME]`` (offscreen; the
app's GUI bench runs it at DPR 2 through ``QT_SCALE_FACTOR``, see the tangram kit's ``gui_probes``):
a 1920x1080 puzzle, a large triangle held and moved 120 times across the stage, over the silhouette
(where it snaps) and away from it, each move timed until the view has repainted. Prints one JSON line.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any


def drag_frames(moves: int = 120) -> dict[str, Any]:
    """Median and 95th percentile of a drag frame, in milliseconds."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from canvas_table.tangram.figures import figures
    from canvas_table.tangram.ui.puzzle_items import to_scene
    from canvas_table.tangram.ui.puzzle_layout import middle
    from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    panel = PuzzlePanel(speed=0)
    panel.resize(1920, 1080)
    panel.show()
    QTest.qWaitForWindowExposed(panel)
    panel.start(figures()["blue-2"], limit=None)
    view, viewport = panel.view, panel.view.viewport()
    x, y = middle(panel.scene.pieces[0].placement)
    start = view.mapFromScene(to_scene(x, y, panel.scene.centre))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    settle = time.perf_counter() + 0.3
    while time.perf_counter() < settle:
        app.processEvents()
    width, height = viewport.width(), viewport.height()
    samples = []
    for k in range(moves):
        point = QPoint(200 + (k * 37) % (width - 400), 150 + (k * 23) % (height - 300))
        begin = time.perf_counter()
        QTest.mouseMove(viewport, point)
        app.processEvents()
        samples.append(time.perf_counter() - begin)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    app.processEvents()
    ordered = sorted(samples[5:])
    return {"median_ms": round(statistics.median(ordered) * 1e3, 3),
            "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1e3, 3),
            "dpr": panel.devicePixelRatioF()}


if __name__ == "__main__":
    print(json.dumps(drag_frames()))
