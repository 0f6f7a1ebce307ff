"""Game > Join a table, on loopback: the window takes a seat at a table served elsewhere and plays
it to the end; a bad address or a bad code is one line in a message and the game on the table
stays as it was."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from canvas_table.app.net_match import Position
from canvas_table.app.net_session import NetSession
from canvas_table.engine.platform import PlayerSpec
from tests.app.net_helpers import (
    bot_in_thread,
    drag,
    market_matches_state,
    play_local_turns,
    play_to_the_end,
    record_ends,
)


@pytest.fixture
def server():
    """A table server of its own (another machine, as far as the window knows) and a host client."""
    session = NetSession()
    session.call(session.start_server(Path(tempfile.mkdtemp(prefix="net-ui-join-"))))
    client = session.call(session.connect(session.url))
    yield session, client
    session.close()


def join(window, qtbot, url: str, code: str, name: str) -> Any:
    """Join from the window; what ``done`` was given (None, or the error line)."""
    outcome: list[Any] = []
    window.join_table(url, code, name, outcome.append)
    qtbot.waitUntil(lambda: bool(outcome), timeout=20000)
    return outcome[0]


def warnings(monkeypatch) -> list[tuple[str, str]]:
    """The (title, text) of every warning the window shows from now on (not shown: recorded)."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a: shown.append((title, text)))
    return shown


@pytest.mark.parametrize("game_id", ["canvas", "picktura"])
def test_join_a_friends_table_and_play_it_to_the_end(window, qtbot, monkeypatch, server, game_id):
    ends = record_ends(monkeypatch)
    session, client = server
    created = session.call(client.create(game_id, 2, {}, open_record=True))
    code = created["table"]
    bot = bot_in_thread(session.url, code, "Bo")
    assert join(window, qtbot, session.url, code, "Ada") is None
    table = window.net_table
    me = min(table.local)
    qtbot.waitUntil(lambda: table.started and window.controller.remote == frozenset({1 - me}), timeout=10000)
    assert window.controller.viewer == me
    assert window.controller.game.players[me] == PlayerSpec("Ada", "human")
    play_to_the_end(window, qtbot, bot, 7)
    # the window's last move may still be on its way when its own game is over: the records meet
    qtbot.waitUntil(lambda: window.controller.game.to_record()
                    == session.call(_server_record(session, code))[0], timeout=10000)
    qtbot.waitUntil(lambda: bool(ends), timeout=5000)
    assert ends == [bot["report"]]


async def _server_record(session: NetSession, code: str) -> tuple[dict[str, Any], int]:
    table = session.server.tables[code.replace("-", "")]
    return table.match.to_record(), table.version


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


@pytest.mark.parametrize("game_id", ["canvas", "layers", "picktura", "tangram"])
def test_a_sealed_table_plays_to_the_end_on_the_seat_s_snapshots_and_never_sends_the_record(
        window, qtbot, monkeypatch, server, game_id):
    """A table whose host kept its record: the window plays on the seen snapshots the server sends
    (its own view, the rest re-dealt), its view equals the server's at every version both reached,
    and it never receives the record before the end."""
    ends = record_ends(monkeypatch)
    session, client = server
    code = session.call(client.create(game_id, 2, {}))["table"]
    shown, dealt = _views_of_every_version(monkeypatch)
    bot = bot_in_thread(session.url, code, "Bo")
    assert join(window, qtbot, session.url, code, "Ada") is None
    table = window.net_table
    heard: list[dict[str, Any]] = []
    table.session.received.connect(lambda _seat, message: heard.append(message))
    me = min(table.local)
    qtbot.waitUntil(lambda: table.started and window.controller.remote == frozenset({1 - me}), timeout=10000)
    assert table.match.sealed is not None
    play_to_the_end(window, qtbot, bot, 7)
    qtbot.waitUntil(lambda: bool(ends), timeout=10000)
    assert ends == [bot["report"]]
    # the window played every move from the one after it sat down (a busy machine may let the
    # first seat move before the window's table is up: those it shows from its first snapshot)
    missing = sorted(set(dealt) - set(shown))
    assert missing == list(range(1, len(missing) + 1)) and len(missing) <= 8, missing
    assert set(shown) <= set(dealt) and len(dealt) >= 6
    differ = [v for v in shown if shown[v] != dealt[v][me]]
    assert differ == [], f"the window's view differs from the server's at versions {differ}"
    assert not any("record" in message for message in heard if message.get("type") != "over")
    assert window.controller.game.to_record() == session.call(_server_record(session, code))[0]


def test_a_person_drags_the_pile_s_card_at_a_sealed_layers_table_and_lays_the_server_s_card(
        window, qtbot, server):
    """The window does not know the pile's top: lifting it asks the server, the card shown follows
    the mouse, and the drop lays that card, the server's, on the layer."""
    session, client = server
    code = session.call(client.create("layers", 2, {"rounds": 3}))["table"]
    bot = bot_in_thread(session.url, code, "Bo", delay=0.05)
    assert join(window, qtbot, session.url, code, "Ada") is None
    table = window.net_table
    me = min(table.local)
    qtbot.waitUntil(lambda: table.started and window.controller.remote == frozenset({1 - me}), timeout=10000)
    dragged = 0
    while not window.controller.state.is_over():
        c = window.controller
        if not c.human_to_act:
            version = table.match.version
            qtbot.waitUntil(lambda v=version: table.match.version > v or window.controller.state.is_over(),
                            timeout=20000)
            continue
        item, before = window.board.cards[c.state.pile_top], table.match.version
        drag(qtbot, window.view, item.mapRectToScene(item.card_rect()).center(),
             window.board.layout.slot_rect(2).center())
        version, server_board = session.call(_server_board(session, code, me))
        assert version == table.match.version == before + 1  # the drop was played, the server agrees
        assert c.state.boards[me][1] == server_board[1]  # the card laid is the server's
        assert window.board.cards[server_board[1]].pos() == window.board.layout.slot_pos(2)
        assert market_matches_state(window)
        dragged += 1
    bot["thread"].join(30)
    assert "error" not in bot, bot.get("error")
    assert dragged == 3


async def _server_board(session: NetSession, code: str, seat: int) -> tuple[int, list[int]]:
    table = session.server.tables[code.replace("-", "")]
    return table.version, table.match.state.boards[seat][:]


def _views_of_every_version(monkeypatch) -> tuple[dict[int, Any], dict[int, list[Any]]]:
    """From now on: what a sealed window's match shows its first seat after each move it plays
    (by version), and every seat's view of the server's table after each move."""
    from canvas_table.app.net_match import SeatMatch
    from canvas_table.net.tables import Table

    shown: dict[int, Any] = {}
    dealt: dict[int, list[Any]] = {}
    play, act = SeatMatch.play, Table.act

    def window_play(match: SeatMatch, action: Any) -> None:
        play(match, action)
        shown[match.version] = match.inner.state.view_for(min(match.local))

    def server_act(table: Table, *args: Any) -> Any:
        moved = act(table, *args)
        state = table.match.state
        dealt[table.version] = [state.view_for(seat) for seat in range(len(table.seats))]
        return moved

    monkeypatch.setattr(SeatMatch, "play", window_play)
    monkeypatch.setattr(Table, "act", server_act)
    return shown, dealt


def test_a_window_whose_connection_drops_reconnects_and_keeps_its_seat(window, qtbot, server):
    session, client = server
    code = session.call(client.create("layers", 2, {}, open_record=True))["table"]
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
    version = session.call(_server_record(session, code))[1]
    if window.controller.human_to_act:
        play_local_turns(window, rng)
        qtbot.waitUntil(lambda: session.call(_server_record(session, code))[1] == version + 1, timeout=10000)
    else:  # Bo's move arrives at the window
        action = session.call(client.act(code, client.latest[code]["legal"][0]))
        assert action["type"] == "ok"
        qtbot.waitUntil(lambda: table.match.version == version + 1, timeout=10000)
    assert window.controller.game.to_record() == session.call(_server_record(session, code))[0]


def test_reactions_go_both_ways(window, qtbot, server):
    session, client = server
    code = session.call(client.create("canvas", 2, {}, open_record=True))["table"]
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


def test_a_move_at_a_version_this_window_reached_with_its_own_step_makes_it_read_the_record(
        window, qtbot, server, monkeypatch):
    session, client = server
    code = session.call(client.create("layers", 2, {}, open_record=True))["table"]
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
    code = session.call(client.create("canvas", 2, {}, open_record=True))["table"]
    before_anyone_sat = session.call(_server_record(session, code))
    session.call(session.join(code, "Bo", 1, client))  # Bo from another machine: Ada's seat starts it
    real = NetCommands._position
    readings: list[int] = []

    async def first_reading_is_old(net_session: NetSession) -> Position:
        readings.append(1)
        record, version = before_anyone_sat
        return Position(version, record=record) if len(readings) == 1 else await real(net_session)

    monkeypatch.setattr(NetCommands, "_position", staticmethod(first_reading_is_old))
    assert join(window, qtbot, session.url, code, "Ada") is None
    qtbot.waitUntil(lambda: window.controller.game.players[1] == PlayerSpec("Bo", "human"), timeout=10000)
    assert len(readings) == 2
    assert window.controller.game.to_record() == session.call(_server_record(session, code))[0]
    assert window.controller.remote == frozenset({1})
