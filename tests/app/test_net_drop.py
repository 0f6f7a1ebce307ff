"""A remote player drops: the host's table says whom it waits for, offers a bot for the seat after
the time the host chose, the bot plays it, and the player who comes back gets the seat back."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from canvas_table.app.net_host_dialog import HostPlan
from canvas_table.app.net_session import NetSession
from tests.app.net_helpers import host, play_local_turns


@pytest.mark.slow
def test_a_dropped_player_is_waited_for_then_a_bot_takes_the_seat_until_they_return(window, qtbot):
    plan = HostPlan("layers", ("human", "remote"), ("Ada", "Player 2"), {"rounds": 3}, 1, None)
    host(window, qtbot, plan)
    table = window.net_table
    friend = NetSession()  # Bo's machine: a bare client on its own loop
    client = friend.call(friend.connect(table.session.url))
    try:
        friend.call(client.join(table.session.code, "Bo"))
        qtbot.waitUntil(lambda: table.started and not table.latest.get("waiting"), timeout=10000)
        assert "Bo" in table.bar.seats.text() and "Waiting" not in table.bar.turn.text()

        friend.call(client.close())  # Bo's connection drops
        qtbot.waitUntil(lambda: table.bar.turn.text() == "Waiting for Bo", timeout=10000)
        assert table.latest["seats"][1]["connected"] is False
        assert not table.bar.bot.isVisibleTo(table.bar)  # the host's wait (1 s here) is not over
        qtbot.waitUntil(lambda: table.bar.bot.isVisibleTo(table.bar), timeout=5000)
        assert table.bar.bot.text() == "Let a bot play for Bo"

        before = table.match.version
        qtbot.mouseClick(table.bar.bot, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: table.latest["seats"][1]["kind"] == "bot:normal", timeout=10000)
        assert not table.bar.bot.isVisibleTo(table.bar) and "Waiting" not in table.bar.turn.text()
        assert "Bo (Normal bot)" in table.bar.seats.text()
        rng = random.Random(1)

        def bot_moved() -> bool:  # the server's bot now plays Bo's turns on the host's table
            play_local_turns(window, rng)
            moves = window.controller.game.actions
            return table.match.version > before + 1 and any(seat == 1 for seat, _a in moves[before:])

        qtbot.waitUntil(bot_moved, timeout=20000)

        friend.call(client.reconnect())  # Bo is back with the seat's token
        qtbot.waitUntil(lambda: table.latest["seats"][1] == {"name": "Bo", "kind": "remote", "taken": True,
                                                             "connected": True}, timeout=10000)
        assert "Waiting" not in table.bar.turn.text()
        assert "(Normal bot)" not in table.bar.seats.text()
    finally:
        friend.call(client.close())
        friend.close()
