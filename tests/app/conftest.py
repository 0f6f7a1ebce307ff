"""Fixtures for the application tests: an isolated user data folder and finished games."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtGui import QColor, QImage

from canvas_table.canvas.record import CanvasGame
from canvas_table.canvas.setup import GameConfig, PlayerSpec
from canvas_table.engine.rng import Rng


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """Point the user data folder (and the config folder, beside it) at temporary folders."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(folder))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    return folder


@pytest.fixture(scope="module")
def art_dir(tmp_path_factory):
    """A small art folder: flat faces for every Canvas art card and background, the card back."""
    folder = tmp_path_factory.mktemp("canvas-art")
    files = [*(("art", f"{n}") for n in range(1, 61)), *(("backgrounds", f"{n}") for n in range(1, 21)),
             ("ui", "card_back")]
    for sub, name in files:
        (folder / sub).mkdir(exist_ok=True)
        image = QImage(50, 70, QImage.Format.Format_ARGB32)
        image.fill(QColor(len(name) * 40, 90, 120, 200))
        image.save(str(folder / sub / f"{name}.png"))
    return folder


@pytest.fixture
def config_dir(data_dir, tmp_path):
    """The temporary config folder (the settings' home) that ``data_dir`` set."""
    return tmp_path / "config"


def play_out(game: CanvasGame, seed: int = 1, stop_after: int | None = None) -> CanvasGame:
    """Play random legal actions (all of them, or ``stop_after``) and return the game."""
    rng = Rng(seed)
    played = 0
    while not game.state.is_over() and (stop_after is None or played < stop_after):
        game.play(rng.choice(game.state.legal_actions()))
        played += 1
    return game


@pytest.fixture
def finished_game() -> CanvasGame:
    """A finished 2-player game of the First game scenario."""
    config = GameConfig((PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal")), seed=11, scenario="first_game")
    return play_out(CanvasGame.new(config))


@pytest.fixture
def game_in_progress() -> CanvasGame:
    """A 3-player game with Vincent, a few actions in."""
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:easy"), PlayerSpec("Cy"))
    return play_out(CanvasGame.new(GameConfig(players, seed=3, vincent=True)), stop_after=7)


@pytest.fixture
def server():
    """A table server of its own (another machine, as far as the window knows) and a host client:
    (its session, the client)."""
    import tempfile
    from pathlib import Path

    from canvas_table.app.net_session import NetSession

    session = NetSession()
    session.call(session.start_server(Path(tempfile.mkdtemp(prefix="net-ui-join-"))))
    client = session.call(session.connect(session.url))
    yield session, client
    session.close()
