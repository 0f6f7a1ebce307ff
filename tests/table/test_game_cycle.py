"""Whole games at the table: bots in worker threads, autosave, resume after a crash, undo."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from canvas_table.app import autosave, paths
from canvas_table.app.settings import Settings
from canvas_table.app.window import MainWindow
from canvas_table.canvas.bots import GreedyBot
from canvas_table.canvas.record import CanvasGame, replay
from canvas_table.canvas.setup import GameConfig, PlayerSpec
from tests.canvas.test_properties import check_invariants
from tests.table.conftest import two_people


def play_human_turns(qtbot, window: MainWindow, seat_bot: GreedyBot) -> None:
    """Play the human seat through the controller whenever it is its turn, until the end."""
    c = window.controller
    while not c.state.is_over():
        if c.human_to_act:
            assert c.play(seat_bot.choose(c.state)) is None
        else:
            moves = c.state.moves
            qtbot.waitUntil(lambda m=moves: c.state.moves > m or c.state.is_over(), timeout=10000)
        check_invariants(c.state)


@pytest.mark.slow
def test_a_whole_game_against_two_bots(qtbot, window, monkeypatch):
    shown = []
    monkeypatch.setattr(MainWindow, "show_end", lambda self: shown.append(True))
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal"), PlayerSpec("Cy", "bot:easy"))
    window.start_game(CanvasGame.new(GameConfig(players, 21, vincent=True)))
    play_human_turns(qtbot, window, GreedyBot(2))
    state = window.controller.state
    assert state.is_over() and all(len(s.paintings) == 3 for s in state.seats)
    assert window.log.count() > 30  # every action is in the log
    qtbot.waitUntil(lambda: shown == [True], timeout=3000)
    assert not paths.autosave_path().exists()  # a finished game is not offered for resuming


def test_autosave_after_every_action_and_resume_after_a_crash(qtbot, window, monkeypatch):
    window.start_game(two_people())
    c = window.controller
    for _ in range(4):
        assert c.take(0) is None
    saved = json.loads(paths.autosave_path().read_text())
    assert len(saved["actions"]) == 4
    expected = c.state.to_json()
    # the "crash": a new window over the same user data folder, as on the next start
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    second = MainWindow(Settings(animation_speed=0), build_art=False)
    qtbot.addWidget(second)
    assert second.offer_resume()
    assert second.controller.state.to_json() == expected


def test_corrupt_autosave_is_explained_and_kept(qtbot, window, monkeypatch):
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text('{"schema_version": 1, "game": "canvas", "se')
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    assert not window.offer_resume()
    assert len(warnings) == 1 and "truncated" in warnings[0] and "\n" not in warnings[0]
    assert list(paths.autosave_path().parent.glob("autosave.corrupt-*.json"))


@pytest.mark.slow
def test_save_and_load_a_game_file(qtbot, window, tmp_path, monkeypatch):
    window.start_game(two_people())
    window.controller.take(2)
    path = tmp_path / "mine.json"
    autosave.save_game(path, window.controller.game)
    expected = window.controller.state.to_json()
    window.start_game(two_people(seed=99))
    assert window.load_file(str(path)) is None
    assert window.controller.state.to_json() == expected
    broken = tmp_path / "broken.json"
    broken.write_text("not json")
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: None)
    assert window.load_file(str(broken)) == "broken.json: not valid JSON (line 1, column 1)"
    assert window.controller.state.to_json() == expected  # nothing else lost


@pytest.mark.slow
def test_undo_of_a_take_answered_by_a_bot_is_refused_once_the_market_refilled(qtbot, window):
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal"))
    window.start_game(CanvasGame.new(GameConfig(players, 8, first_player=0)))
    c = window.controller
    assert c.take(1) is None  # a card comes up from the dispenser into the market
    qtbot.waitUntil(lambda: c.human_to_act, timeout=5000)
    assert c.state.moves == 2
    after = c.state.to_json()
    assert c.undo() == "can't undo: a new market card has been turned up since your move"
    assert c.state.to_json() == after
    assert replay(c.game.to_record()).state.to_json() == after


def test_undo_with_two_people_follows_the_same_honest_rule(qtbot, window):
    window.start_game(two_people())
    c = window.controller
    assert c.undo() == "nothing to undo"
    c.take(0)
    assert c.undo() == "can't undo: a new market card has been turned up since your move"
    assert len(c.game.actions) == 1 and c.viewer == 1


@pytest.mark.slow
def test_hint_buttons_arrange_the_best_painting_and_suggest_a_move(qtbot, window):
    from PySide6.QtCore import Qt

    from canvas_table.canvas.hints import suggest_painting
    from canvas_table.canvas.ui.words import painting_hint_text
    from tests.table.helpers import to_view

    window.start_game(two_people())
    c = window.controller
    button = window.board.hint_move_button

    def click(button) -> None:
        centre = to_view(window, button.mapRectToScene(button.rect).center())
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)

    with qtbot.waitSignal(window.thinker.hinted, timeout=30000):
        click(button)
    assert window.status.text().startswith(("take", "paint", "Take", "Paint"))
    focus = window.board.focus
    assert focus is not None and int(focus.key) in c.state.market
    for _ in range(3):
        for _ in range(2):
            c.take(0)
    best = suggest_painting(c.state, 0)
    click(window.board.hint_painting_button)
    assert tuple(c.placed) == best.layers and c.background == best.background
    text = painting_hint_text(c.state, best)
    assert text.startswith("paint ") and f"{best.points} point" in text
    assert window.status.text() == text[:1].upper() + text[1:]  # shown as a sentence
    assert c.can_commit() is None


def test_a_game_s_log_is_its_first_line_then_one_line_per_move_and_a_new_game_is_not_dealt_again(
        window, monkeypatch):
    """The log of a game put on the table is rebuilt from a replay of its moves; a new game has
    none, and is not dealt a second time for them (a deal costs a start some 5 ms)."""
    from canvas_table.canvas.actions import Take
    from canvas_table.table import turns

    replayed: list[int] = []  # the actions of each record a controller replays
    monkeypatch.setattr(turns.TurnController, "_replay_first",
                        lambda self, count, first=turns.TurnController._replay_first:
                        replayed.append(count) or first(self, count))
    window.start_game(two_people())
    assert window.log.count() == 1  # "New game: Ada, Bo. Seed 5."
    assert replayed == []
    played = two_people()
    played.play(Take(0))
    played.play(Take(0))
    window.start_game(played)
    assert replayed == [0]
    lines = [window.log.item(row).text() for row in range(window.log.count())]
    assert len(lines) == 3 and lines[0].startswith("New game: Ada, Bo.")
    assert lines[1].startswith("Ada takes") and lines[2].startswith("Bo takes")
