"""``canvas-table --smoke-test``: every game's table built offscreen, a few moves played, rendered.

It runs in a temporary data and config folder that it removes at the end, whatever happens, so it
never touches the player's autosave or settings and leaves nothing behind. With ``--load FILE`` it
first puts that saved game on the table and plays on from it; a file that cannot be loaded fails
the smoke test with one line.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage, QPainter

from canvas_table.app.paths import ENV_CONFIG_DIR, ENV_DATA_DIR
from canvas_table.engine.platform import PlayerSpec, option_values


def run_smoke(moves: int = 12, load: str | None = None) -> int:
    """0 when a seeded game of every game (and the ``load`` file, if given) builds, plays and
    renders; 1 (with the error in one line) otherwise."""
    saved = {key: os.environ.get(key) for key in (ENV_DATA_DIR, ENV_CONFIG_DIR)}
    with tempfile.TemporaryDirectory(prefix="canvas-smoke-", ignore_cleanup_errors=True) as folder:
        os.environ[ENV_DATA_DIR] = str(Path(folder) / "data")
        os.environ[ENV_CONFIG_DIR] = str(Path(folder) / "config")
        try:
            return _smoke(moves, load)
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def _smoke(moves: int, load: str | None) -> int:
    try:
        from canvas_table import games
        from canvas_table.app.application import make_app
        from canvas_table.app.autosave import load_game_file
        from canvas_table.app.window import MainWindow
        from canvas_table.errors import DataError, RecordError

        matches: list[Any] = []
        if load is not None:
            try:
                loaded = load_game_file(load)
            except (RecordError, DataError) as err:
                print(f"smoke test failed: {err}", file=sys.stderr)
                return 1
            record = loaded.to_record()  # everyone a person, so no bot process is needed
            record["players"] = [{**player, "kind": "human"} for player in record["players"]]
            matches.append(games.load_match(record, Path(load).name))
        players = (PlayerSpec("Ada"), PlayerSpec("Bo"))  # two people: no bot process needed
        matches += [game.new_match(players, 2026, option_values(game.options, len(players)))
                    for game in games.all_games()]
        app = make_app()
        window = MainWindow(build_art=False)
        window.resize(1280, 720)
        window.show()
        for match in matches:
            _play_and_render(app, window, match, moves)
        window.close()
        QCoreApplication.processEvents()
    except Exception as err:  # report any failure in one line, exit non-zero
        print(f"smoke test failed: {type(err).__name__}: {err}", file=sys.stderr)
        return 1
    loaded_note = f" and {Path(load).name}" if load is not None else ""
    print(f"smoke test passed: {moves} moves of every game{loaded_note} played and rendered")
    return 0


def _play_and_render(app: Any, window: Any, match: Any, moves: int) -> None:
    from canvas_table import games

    game = games.game(match.game_id)
    window.start_game(match)
    controller = window.controller
    assert controller is not None
    before = len(controller.game.actions)
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
    landed = len(controller.game.actions) - before  # a record entry may hold several moves (a turn)
    if image.isNull() or (played and not 1 <= landed <= played) or (not played and landed):
        raise RuntimeError(f"{game.id}: the table did not render or the moves did not land")
