"""Replacing the game while a card is being dragged (issue 10, finding 3).

A card is pressed and moved with the real mouse on the viewport; then New game, Load or Undo comes
by its key while the button is still held; then the mouse moves on and lets go. Nothing crashes,
the drag was dropped before the game changed (and before any dialog took the mouse), the release
does nothing, no item is left lifted or lit, and the new table plays on. Both games.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog

from canvas_table import games
from canvas_table.app import autosave
from canvas_table.app.new_game_dialog import NewGameDialog
from canvas_table.engine.platform import PlayerSpec, option_values
from canvas_table.table.items import CardItem, Zone
from tests.table.helpers import centre, to_view


def new_match(game_id: str, seed: int):
    game = games.game(game_id)
    options = option_values(game.options, 2)
    if "rounds" in options:
        options["rounds"] = 5
    return game.new_match((PlayerSpec("Ada"), PlayerSpec("Bot", "bot:easy")), seed, options)


def wait_for_ada(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.controller.human_to_act and not window.thinker.busy, timeout=30000)


def liftable(window) -> CardItem:
    """A market card Ada may drag now (asking Layers about the pile's top would draw it)."""
    for item in sorted(window.scene.items(), key=lambda i: i.pos().x()):
        if not (isinstance(item, CardItem) and item.isVisible() and item.draggable):
            continue
        source_of = getattr(window.board, "source_of", None)
        if source_of is not None and (source_of(item) or ("",))[0] != "market":
            continue
        if window.scene.rules.can_lift(item) is None:
            return item
    raise AssertionError("no card can be lifted")


def press_and_move(qtbot, window, item: CardItem) -> QPoint:
    """Press on ``item`` and move it a little with the button held; returns where the mouse is."""
    viewport = window.view.viewport()
    start = to_view(window, centre(item))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, start + QPoint(12 * k, -14 * k))
    assert window.scene.dragged is item and item.lifted  # a drag in progress
    return start + QPoint(60, -70)


def move_and_release(qtbot, window, at: QPoint) -> None:
    viewport = window.view.viewport()
    for k in range(1, 6):
        qtbot.mouseMove(viewport, at + QPoint(-25 * k, 20 * k))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at + QPoint(-125, 100))


def assert_table_at_rest(window) -> None:
    """Nothing lifted, lit or left over from another board; every card where the board put it."""
    scene = window.scene
    assert scene.dragged is None
    cards = [item for item in scene.items() if isinstance(item, CardItem)]
    assert not [item for item in cards if item.lifted]
    assert [item for item in cards if item.zValue() >= 1000] == []
    assert set(cards) <= set(window.board.cards.values())  # nothing of the old board remains
    for item in window.board.cards.values():
        if item.isVisible():
            assert item.pos() == item.home and item.scale() == item.home_scale, item
    zones = [item for item in scene.items() if isinstance(item, Zone)]
    assert all(zone.state == Zone.IDLE for zone in zones)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["canvas", "layers"])
@pytest.mark.parametrize("how", ["new game", "load", "undo"])
def test_replacing_the_game_during_a_drag_drops_the_drag_first(qtbot, window, monkeypatch, tmp_path,
                                                                 game_id, how):
    window.start_game(new_match(game_id, 5))
    wait_for_ada(qtbot, window)
    if how == "undo":  # Ada's move and the bot's answer (kept: each turned a card up)
        bot = games.game(game_id).make_bot("easy", 1)
        assert window.controller.play(bot.choose(window.controller.state)) is None
        wait_for_ada(qtbot, window)
    dragged_when_asked = []
    if how == "new game":
        window.settings.last_new_game = {"game": game_id, "seats": [{"kind": "human", "name": "Cy"},
                                                                     {"kind": "human", "name": "Di"}]}
        monkeypatch.setattr(NewGameDialog, "exec",
                            lambda dialog: dragged_when_asked.append(window.scene.dragged) or 1)
        key = Qt.Key.Key_N
    elif how == "load":
        saved = tmp_path / "other.json"
        other = new_match(game_id, 11)
        autosave.save_game(saved, other)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (
            dragged_when_asked.append(window.scene.dragged) or (str(saved), "")))
        key = Qt.Key.Key_O
    else:
        key = Qt.Key.Key_Z
    old_board = window.board

    at = press_and_move(qtbot, window, liftable(window))
    qtbot.keyClick(window.view, key, Qt.KeyboardModifier.ControlModifier)
    assert window.scene.dragged is None  # the drag was dropped before the game changed
    assert dragged_when_asked == ([] if how == "undo" else [None])  # and before a dialog took the mouse
    if how == "undo":
        assert window.board is old_board and window._pending is None and not window._bot_timer.isActive()
    else:
        assert window.board is not old_board
    wait_for_ada(qtbot, window)
    record = window.controller.game.to_record()
    move_and_release(qtbot, window, at)
    assert window.controller.game.to_record() == record  # the release did nothing
    assert_table_at_rest(window)
    if how == "new game":
        assert [p.name for p in window.controller.game.players] == ["Cy", "Di"]
    if how == "load":
        assert record["seed"] == 11
    # the new table plays on, by the mouse too
    state = window.controller.state
    chooser = games.game(game_id).make_bot("easy", 2)
    assert window.controller.play(chooser.choose(state)) is None
    assert_table_at_rest(window)


def test_undo_while_dragging_the_card_drawn_from_the_layers_pile_leaves_it_drawn_and_at_rest(
        qtbot, window):
    window.start_game(new_match("layers", 5))
    wait_for_ada(qtbot, window)
    board = window.board
    top = board.cards[window.controller.state.pile_top]
    at = press_and_move(qtbot, window, top)  # lifting the pile's top turns it over: drawn
    assert window.controller.drawn
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.scene.dragged is None
    assert window.status.text() == "Place the card you drew from the pile first"
    move_and_release(qtbot, window, at)
    assert_table_at_rest(window)
    assert window.controller.drawn and top.pos() == top.home != board.pile.pos()  # on the drawn spot


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["canvas", "layers"])
def test_a_refused_undo_while_a_bot_thinks_leaves_the_bot_to_move(qtbot, window, game_id):
    game = games.game(game_id)
    players = (PlayerSpec("Ada"), PlayerSpec("Bo"), PlayerSpec("Bot", "bot:easy"))
    window.start_game(game.new_match(players, 3, option_values(game.options, 3)))
    c, chooser = window.controller, game.make_bot("easy", 4)
    while c.state.current_seat != 2 or not c.game.actions:
        if c.human_to_act:
            assert c.play(chooser.choose(c.state)) is None
        else:
            moves = len(c.game.actions)
            qtbot.waitUntil(lambda m=moves: len(c.game.actions) > m, timeout=30000)
    before = len(c.game.actions)  # the bot thinks after a person's move that turned a card up
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.status.text().startswith("Can't undo: ")
    qtbot.waitUntil(lambda: len(c.game.actions) > before, timeout=30000)  # the bot was not stopped
