"""Layers in the real window: straight in with --game, autosave and resume, and the worker's bot
placing a card drawn from the pile where that card (not a re-dealt guess) scores best."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from canvas_table import games
from canvas_table.app.settings import Settings
from canvas_table.app.window import MainWindow
from canvas_table.app.workers import decide
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.rng import Rng
from canvas_table.layers.scoring import score_ids


def test_quick_start_opens_a_layers_game_and_a_new_window_resumes_it(qtbot, window, monkeypatch):
    window.settings.last_new_game = {"game": "layers", "seats": [{"kind": "human", "name": "Ada"},
                                                                  {"kind": "human", "name": "Bo"}]}
    assert window.quick_start("layers") is None
    c = window.controller
    assert c.game.game_id == "layers" and [p.name for p in c.game.players] == ["Ada", "Bo"]
    assert window.kit.game_id == "layers" and window.scene.sceneRect() == window.kit.scene_rect
    state = c.state
    market_card = state.market[0]
    assert c.play(games.game("layers").action_from_json({"take": "market", "slot": 0, "layer": 2})) is None
    assert state.boards[state.setup.first_player][1] == market_card
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    other = MainWindow(Settings(animation_speed=0), build_art=False)
    qtbot.addWidget(other)
    assert other.offer_resume()
    assert other.controller.game.game_id == "layers"
    assert other.controller.game.to_record() == c.game.to_record()
    assert other.kit.game_id == "layers"


@pytest.mark.slow
def test_the_worker_s_bot_lays_a_drawn_card_where_the_real_card_scores_best():
    game = games.game("layers")
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal"))
    drawn = 0
    for seed in range(1, 40):
        match = game.new_match(players, seed, {"rounds": 3})
        while not match.state.is_over():
            state = match.state
            seat = state.current_seat
            action = game.action_from_json(decide("layers", match.to_record(), "normal", seed, 0))
            if action.source == "pile":
                board, top = state.boards[seat], state.pile_top
                scores = [score_ids(tuple(top if k == layer else board[k] for k in range(3)))
                          for layer in range(3)]
                assert scores[action.layer - 1] == max(scores)
                drawn += 1
            match.play(action)
        if drawn >= 3:
            break
    assert drawn >= 3, "the normal bot never drew from the pile in these games"


def test_a_redeal_for_the_bot_s_seat_never_shows_it_the_real_pile():
    game = games.game("layers")
    match = game.new_match((PlayerSpec("Ada"), PlayerSpec("Bo")), 8, {"rounds": 3})
    state = match.state
    copies = []
    for k in range(5):
        copy = state.clone()
        copy.redeal(Rng(k), state.current_seat)
        copies.append(copy.pile_top)
    assert len(set(copies)) > 1  # the top card is drawn anew, not kept
