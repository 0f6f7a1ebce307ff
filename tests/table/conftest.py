"""A window with a game on the table, animations off."""

from __future__ import annotations

import pytest

from canvas_table.app.window import MainWindow
from canvas_table.canvas.actions import Take
from canvas_table.canvas.record import CanvasGame
from canvas_table.canvas.setup import GameConfig, PlayerSpec

DECK = tuple(range(1, 61))




def two_people(seed: int = 5, **options) -> CanvasGame:
    """Ada and Bo, both people, deck in id order, Ada first."""
    players = (PlayerSpec("Ada"), PlayerSpec("Bo"))
    config = GameConfig(players, seed, scenario="first_game", first_player=0, deck=DECK, **options)
    return CanvasGame.new(config)


@pytest.fixture
def table(qtbot, window, monkeypatch):
    """The shown window (above), refused cards back home at once, no end dialog."""
    monkeypatch.setattr(MainWindow, "show_end", lambda self: None)
    return window


def after_takes(takes: int = 10, bo: str = "human", seed: int = 5) -> CanvasGame:
    """Ada and Bo (``bo`` is Bo's kind), deck in id order, after ``takes`` takes of the free
    market card from Ada's: Ada holds the odd cards 1, 3... and Bo the even ones, the market is the
    next five. With 10 takes each holds 5 cards and must paint; Ada is to act (45 cards left)."""
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", bo))
    game = CanvasGame.new(GameConfig(players, seed, scenario="first_game", first_player=0, deck=DECK,
                                     vincent=False))
    for _ in range(takes):
        game.play(Take(0))
    return game
