"""``canvas-table --smoke-test``: build the table offscreen, play a few moves, render, exit."""

from __future__ import annotations

import sys
import tempfile

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage, QPainter


def run_smoke(moves: int = 12) -> int:
    """0 when a seeded game's table builds, plays and renders; 1 (with the error) otherwise."""
    import os

    os.environ.setdefault("CANVAS_TABLE_DATA_DIR", tempfile.mkdtemp(prefix="canvas-smoke-"))
    try:
        from canvas_table.app.main import make_app
        from canvas_table.app.window import MainWindow
        from canvas_table.canvas.bots import GreedyBot
        from canvas_table.canvas.record import CanvasGame
        from canvas_table.canvas.setup import GameConfig, PlayerSpec

        app = make_app()
        window = MainWindow(build_art=False)
        window.resize(1280, 720)
        window.show()
        players = (PlayerSpec("Ada"), PlayerSpec("Bo"))  # two people: no bot threads needed
        window.start_game(CanvasGame.new(GameConfig(players, 2026, scenario="first_game")))
        controller = window.controller
        assert controller is not None
        bot = GreedyBot(1)
        for _ in range(moves):
            reason = controller.play(bot.choose(controller.state))
            if reason:
                raise RuntimeError(f"the controller refused a legal move: {reason}")
            app.processEvents()
        image = QImage(window.view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        window.view.render(painter)
        painter.end()
        if image.isNull() or controller.state.moves != moves:
            raise RuntimeError("the table did not render or the moves did not land")
        window.close()
        QCoreApplication.processEvents()
    except Exception as err:  # report any failure in one line, exit non-zero
        print(f"smoke test failed: {type(err).__name__}: {err}", file=sys.stderr)
        return 1
    print(f"smoke test passed: {moves} moves played and rendered")
    return 0
