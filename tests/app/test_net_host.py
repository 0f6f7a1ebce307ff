"""Game > Host a table, on loopback: the window serves a table, a headless bot joins its remote
seat over the network, and the window's table plays the game to its end, showing every remote move."""

from __future__ import annotations

import random

import pytest

from canvas_table import games
from canvas_table.app.net_host_dialog import HostPlan
from tests.app.net_helpers import (
    bot_in_thread,
    drag,
    host,
    market_matches_state,
    play_local_turns,
    play_to_the_end,
    record_ends,
)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["layers", "picktura"])
def test_host_a_table_a_remote_bot_plays_it_to_the_end(window, qtbot, monkeypatch, game_id):
    ends = record_ends(monkeypatch)
    module = games.game(game_id)
    plan = HostPlan(game_id, ("human", "remote"), ("Ada", "Player 2"), {}, 60, None)
    host(window, qtbot, plan)
    table = window.net_table
    code, url = table.session.code, table.session.url
    assert url.startswith("ws://127.0.0.1:")
    assert code in window.net_table.bar.share.text() and url in window.net_table.bar.invitation
    assert "Player 2" in table.bar.turn.text()  # the table waits for its remote seat
    bot = bot_in_thread(url, code, "Bo")
    qtbot.waitUntil(lambda: table.started, timeout=20000)
    remote_moves: list[int] = []
    table.session.received.connect(
        lambda _seat, m: remote_moves.append(m["version"]) if m.get("type") == "moved" and m["seat"] == 1
        else None)

    play_to_the_end(window, qtbot, bot, 3)
    assert remote_moves, "the remote seat played"
    # the window's game is the server's: the same record, move for move, and the same end
    server_record = table.session.call(table.session.record()).record
    assert window.controller.game.to_record()["actions"] == server_record["actions"]
    assert window.controller.game.players[1].name == "Bo"
    report = module.report(window.controller.state)
    assert report == bot["report"]
    qtbot.waitUntil(lambda: table.turn_line() == "The game is over", timeout=5000)
    qtbot.waitUntil(lambda: bool(ends), timeout=5000)  # the window's end screen, with the server's report
    assert ends == [bot["report"]]


@pytest.mark.slow
def test_a_person_drags_at_a_hosted_layers_table_and_the_remote_moves_show_on_the_scene(window, qtbot):
    plan = HostPlan("layers", ("remote", "human"), ("Player 1", "Ada"), {"rounds": 3}, 60, None)
    host(window, qtbot, plan)
    table = window.net_table
    bot = bot_in_thread(table.session.url, table.session.code, "Bo", delay=0.05)
    qtbot.waitUntil(lambda: table.started and window.controller.remote == frozenset({0}), timeout=20000)
    assert window.controller.viewer == 1  # the table shows Ada's painting, whoever starts
    dragged = remote = 0
    while not window.controller.state.is_over():
        c = window.controller
        if c.human_to_act:
            state = c.state
            card = state.market[0]
            item = window.board.cards[card]
            start = item.mapRectToScene(item.card_rect()).center()
            before = table.match.version
            drag(qtbot, window.view, start, window.board.layout.slot_rect(2).center())
            assert c.state.boards[1][1] == card  # the drop played the market card on layer 2
            assert table.match.version == before + 1
            if not dragged:  # a move at a network table is final: no undo
                window.undo()
                assert window.status.text() == "No undo at a network table: every move there is final."
                assert table.match.version == before + 1 and c.state.boards[1][1] == card
            dragged += 1
        else:
            version = table.match.version
            qtbot.waitUntil(lambda v=version: table.match.version > v or window.controller.state.is_over(),
                            timeout=20000)
            remote += 1
        assert market_matches_state(window)
    bot["thread"].join(30)
    assert "error" not in bot, bot.get("error")
    remote_moves = sum(1 for seat, _action in window.controller.game.actions if seat == 0)
    assert dragged == 3 and remote_moves == 3 and remote >= 2  # three rounds, each seat a move a round
    record = table.session.call(table.session.record()).record
    assert window.controller.game.to_record()["actions"] == record["actions"]
    assert bot["report"] == games.game("layers").report(window.controller.state)


@pytest.mark.slow
def test_two_people_at_the_host_s_screen_and_one_remote_finish_a_game(window, qtbot):
    plan = HostPlan("layers", ("human", "remote", "human"), ("Ada", "Player 2", "Cy"), {"rounds": 3}, 60,
                    None)
    host(window, qtbot, plan)
    table = window.net_table
    assert set(table.session.clients) == {0, 2}  # a seat of its own, with its own token, for each
    bot = bot_in_thread(table.session.url, table.session.code, "Bo")
    qtbot.waitUntil(lambda: table.started and window.controller.remote == frozenset({1}), timeout=20000)
    rng = random.Random(4)
    viewers: set[int] = set()

    def finished() -> bool:
        if window.controller.human_to_act:
            viewers.add(window.controller.viewer)  # the table turns to the person to act (hot seat)
        play_local_turns(window, rng)
        return window.controller.state.is_over()

    qtbot.waitUntil(finished, timeout=90000)
    bot["thread"].join(30)
    assert "error" not in bot, bot.get("error")
    assert viewers == {0, 2}
    record = table.session.call(table.session.record()).record
    assert window.controller.game.to_record()["actions"] == record["actions"]
    assert {entry["seat"] for entry in record["actions"]} == {0, 1, 2}


def test_closing_a_window_that_serves_a_table_people_play_asks_first(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _parent, _title, text, *_a: asked.append(text) or answer[0])
    plan = HostPlan("layers", ("human", "remote"), ("Ada", "Player 2"), {}, 60, None)
    host(window, qtbot, plan)
    table = window.net_table
    assert window.may_quit() and asked == []  # nobody at another machine yet: nothing to ask
    other = table.session.call(table.session.connect(table.session.url))
    table.session.call(other.join(table.session.code, "Bo"))
    qtbot.waitUntil(lambda: table.started and table.latest.get("started"), timeout=10000)
    assert not window.may_quit()
    assert asked == ["This window serves the table: closing it ends the game for Bo. Close anyway?"]
    answer[0] = QMessageBox.StandardButton.Yes
    assert window.may_quit() and len(asked) == 2
