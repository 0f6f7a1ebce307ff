"""``canvas-table --smoke-test``: every game's table built offscreen, a few moves played, rendered."""

from __future__ import annotations

import os
import sys
import tempfile

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage, QPainter

from canvas_table.engine.platform import PlayerSpec, option_values


def run_smoke(moves: int = 12) -> int:
    """0 when a seeded game of every game builds, plays and renders; 1 (with the error) otherwise."""
    os.environ.setdefault("CANVAS_TABLE_DATA_DIR", tempfile.mkdtemp(prefix="canvas-smoke-"))
    try:
        from canvas_table import games
        from canvas_table.app.application import make_app
        from canvas_table.app.window import MainWindow

        app = make_app()
        window = MainWindow(build_art=False)
        window.resize(1280, 720)
        window.show()
        players = (PlayerSpec("Ada"), PlayerSpec("Bo"))  # two people: no bot process needed
        for game in games.all_games():
            window.start_game(game.new_match(players, 2026, option_values(game.options, len(players))))
            controller = window.controller
            assert controller is not None
            bot = game.make_bot("normal", 1)
            played = 0
            while played < moves and not controller.state.is_over():
                reason = controller.play(bot.choose(controller.state))  # type: ignore[attr-defined]
                if reason:
                    raise RuntimeError(f"{game.id}: the controller refused a legal move: {reason}")
                app.processEvents()
                played += 1
            image = QImage(window.view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
            painter = QPainter(image)
            window.view.render(painter)
            painter.end()
            if image.isNull() or len(controller.game.actions) != played:
                raise RuntimeError(f"{game.id}: the table did not render or the moves did not land")
        window.close()
        QCoreApplication.processEvents()
    except Exception as err:  # report any failure in one line, exit non-zero
        print(f"smoke test failed: {type(err).__name__}: {err}", file=sys.stderr)
        return 1
    print(f"smoke test passed: {moves} moves of every game played and rendered")
    return 0
