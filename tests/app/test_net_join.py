"""Game > Join a table, on loopback: the window takes a seat at a table served elsewhere and plays
it to the end; a bad address or a bad code is one line in a message and the game on the table
stays as it was."""

from __future__ import annotations

import random
from typing import Any

from canvas_table.app.net_match import Position
from canvas_table.app.net_session import NetSession
from canvas_table.engine.platform import PlayerSpec
from tests.app.net_helpers import (
    join,
    play_local_turns,
    server_record,
    warnings,
)


def test_a_bad_address_is_one_line_and_the_game_on_the_table_stays(window, qtbot, monkeypatch):
    shown = warnings(monkeypatch)
    assert window.new_game("layers", (PlayerSpec("Ada"), PlayerSpec("Bo")), 4, {}) is None
    before = window.controller
    record = before.game.to_record()
    line = join(window, qtbot, "ws://127.0.0.1:9", "ABCD-EFGH-JKMN", "Ada")
    assert line and "\n" not in line and "127.0.0.1:9" in line
    assert shown == [("Cannot join the table", line)]
    assert window.net_table is None and window.controller is before
    assert window.controller.game.to_record() == record


def test_a_bad_code_is_one_line_naming_it(window, qtbot, monkeypatch, server):
    shown = warnings(monkeypatch)
    session, _client = server
    line = join(window, qtbot, session.url, "ZZZZ-ZZZZ-ZZZZ", "Ada")
    assert line == "no table 'ZZZZ-ZZZZ-ZZZZ' on this server"
    assert shown == [("Cannot join the table", line)]
    assert window.net_table is None


def test_a_window_whose_connection_drops_reconnects_and_keeps_its_seat(window, qtbot, server):
    session, client = server
    code = session.call(client.create("layers", 2, {}))["table"]
    session.call(session.join(code, "Bo", 1, client))  # Bo sits at seat 1 from another machine
    assert join(window, qtbot, session.url, code, "Ada") is None
    table = window.net_table
    qtbot.waitUntil(lambda: table.started and window.controller.remote == frozenset({1}), timeout=10000)
    lost: list[bool] = []
    table.session.connection.connect(lost.append)
    mine = table.session.client()
    table.session.call(mine._socket.close())  # the network drops under the window
    # dropped, then back (a busy machine may take more than one attempt to reconnect)
    qtbot.waitUntil(lambda: lost[:1] == [False] and lost[-1:] == [True], timeout=20000)
    assert mine.seats[table.session.code][0] == 0  # rejoined with its token: the same seat
    qtbot.waitUntil(lambda: table.latest["seats"][0]["connected"] and not table.latest["waiting"],
                    timeout=10000)
    # and the table plays on: Ada's move reaches the server after the reconnection
    rng = random.Random(2)
    version = session.call(server_record(session, code))[1]
    if window.controller.human_to_act:
        play_local_turns(window, rng)
        qtbot.waitUntil(lambda: session.call(server_record(session, code))[1] == version + 1, timeout=10000)
    else:  # Bo's move arrives at the window
        action = session.call(client.act(code, client.latest[code]["legal"][0]))
        assert action["type"] == "ok"
        qtbot.waitUntil(lambda: table.match.version == version + 1, timeout=10000)
    assert window.controller.state.view_for(0) == session.call(_server_view(session, code, 0))


async def _server_view(session: NetSession, code: str, seat: int) -> Any:
    return session.server.tables[code.replace("-", "")].match.state.view_for(seat)


def test_reactions_go_both_ways(window, qtbot, server):
    session, client = server
    code = session.call(client.create("canvas", 2, {}))["table"]
    session.call(session.join(code, "Bo", 1, client))
    heard: list[dict[str, Any]] = []
    session.received.connect(lambda _seat, message: heard.append(message))
    assert join(window, qtbot, session.url, code, "Ada") is None
    table = window.net_table
    qtbot.waitUntil(lambda: table.started, timeout=10000)
    table.bar.reaction_actions["well_played"].trigger()  # Ada's menu: "Well played"
    qtbot.waitUntil(lambda: any(m.get("type") == "reaction" for m in heard), timeout=10000)
    reaction = next(m for m in heard if m.get("type") == "reaction")
    assert (reaction["reaction"], reaction["seat"]) == ("well_played", 0)
    session.call(client.react(code, "nice"))  # Bo answers from his machine
    qtbot.waitUntil(lambda: window.status.text() == "Bo: Nice painting!", timeout=10000)


def test_a_move_at_a_version_this_window_reached_with_its_own_step_makes_it_read_the_table_again(
        window, qtbot, server, monkeypatch):
    session, client = server
    code = session.call(client.create("layers", 2, {}))["table"]
    session.call(session.join(code, "Bo", 1, client))
    assert join(window, qtbot, session.url, code, "Ada") is None
    table = window.net_table
    qtbot.waitUntil(lambda: table.started and window.controller.remote == frozenset({1}), timeout=10000)
    if not window.controller.human_to_act:  # Bo opens: his move, then Ada's turn
        assert session.call(client.act(code, client.latest[code]["legal"][0]))["type"] == "ok"
        qtbot.waitUntil(lambda: window.controller.human_to_act, timeout=10000)
    rebuilt: list[bool] = []
    monkeypatch.setattr(table, "resync", lambda: rebuilt.append(True))
    play_local_turns(window, random.Random(3))  # Ada's step takes the table to the next version
    reached = table.match.version
    assert table.match.played[reached] == 0
    table.incoming.append({"type": "moved", "version": reached, "seat": 0, "action": {}})
    table._feed()  # Ada's own step coming back: nothing to do
    assert rebuilt == []
    table.incoming.append({"type": "moved", "version": reached, "seat": 1, "action": {}})
    table._feed()  # the server says Bo's step reached that version: the table diverged
    assert rebuilt == [True]


def test_a_table_that_started_while_the_window_sat_down_is_read_again(window, qtbot, monkeypatch, server):
    """The record a window reads on sitting down can be older than the first message it hears (the
    other seat joined, the table started and moved in between): the window reads it again."""
    from canvas_table.app.net_commands import NetCommands

    session, client = server
    code = session.call(client.create("canvas", 2, {}))["table"]
    before_anyone_sat = session.call(_seen_position(session, code, 0))
    session.call(session.join(code, "Bo", 1, client))  # Bo from another machine: Ada's seat starts it
    real = NetCommands._position
    readings: list[int] = []

    async def first_reading_is_old(net_session: NetSession) -> Position:
        readings.append(1)
        return before_anyone_sat if len(readings) == 1 else await real(net_session)

    monkeypatch.setattr(NetCommands, "_position", staticmethod(first_reading_is_old))
    assert join(window, qtbot, session.url, code, "Ada") is None
    qtbot.waitUntil(lambda: window.controller.game.players[1] == PlayerSpec("Bo", "human"), timeout=10000)
    assert len(readings) == 2
    assert window.controller.state.view_for(0) == session.call(_server_view(session, code, 0))
    assert window.controller.remote == frozenset({1})


async def _seen_position(session: NetSession, code: str, seat: int) -> Position:
    """What a window at ``seat`` of table ``code`` reads now (the server's seen snapshot)."""
    table = session.server.tables[code.replace("-", "")]
    return Position(table.version, seen=table.seen_for(seat), game=table.game.id, options=table.options,
                    seats=table.public_seats())
