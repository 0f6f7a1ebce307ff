"""Game > Host a table, on loopback: the window serves a table, a headless bot joins its remote
seat over the network, and the window's table plays the game to its end, showing every remote move."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest

from canvas_table import games
from canvas_table.app.net_host_dialog import HostPlan
from canvas_table.net.player import play_seat



def host(window, qtbot, plan: HostPlan) -> None:
    """Host ``plan`` from the window and wait until its table is on the window."""
    outcome: list[Any] = []
    window.host_table(plan, outcome.append)
    qtbot.waitUntil(lambda: bool(outcome), timeout=20000)
    assert outcome == [None]
    assert window.net_table is not None


def bot_in_thread(url: str, code: str, name: str, level: str = "random", **kwargs: Any) -> dict[str, Any]:
    """Run a headless ``join`` bot on its own loop in a thread; its report lands in the result."""
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["report"] = asyncio.run(play_seat(url, code, name, level, seed=5, **kwargs))
        except Exception as err:  # the test reads it
            result["error"] = err

    result["thread"] = threading.Thread(target=run, daemon=True)
    result["thread"].start()
    return result


def play_local_turns(window) -> None:
    """Play the window's seat as a person would (the controller's public ``play``) whenever it is
    its turn: the first legal action, so the remote bot's answers keep arriving."""
    controller = window.controller
    state = controller.state
    if controller.human_to_act and not state.is_over():
        reason = controller.play(state.legal_actions()[0])
        assert reason is None, reason


@pytest.mark.parametrize("game_id", ["layers", "picktura"])
def test_host_a_table_a_remote_bot_plays_it_to_the_end(window, qtbot, game_id):
    module = games.game(game_id)
    plan = HostPlan(game_id, ("human", "remote"), ("Ada", "Player 2"), {}, 60, None, True)
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
        lambda seat, m: remote_moves.append(m["seat"]) if m.get("type") == "moved" and m["seat"] == 1 else None)

    def finished() -> bool:
        play_local_turns(window)
        return window.controller.state.is_over()

    qtbot.waitUntil(finished, timeout=90000)
    bot["thread"].join(30)
    assert "error" not in bot, bot.get("error")
    assert remote_moves, "the remote seat played"
    # the window's game is the server's: the same record, move for move, and the same end
    server_record, _version = table.session.call(table.session.record())
    assert window.controller.game.to_record()["actions"] == server_record["actions"]
    assert window.controller.game.players[1].name == "Bo"
    report = module.report(window.controller.state)
    assert report == bot["report"]
    assert table.turn_line() == "The game is over"
