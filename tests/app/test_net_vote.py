"""The beauty vote at a network table, from the window: a tied game of Layers asks only this
window's seat, sends its choice, and the end shows the winner the server's count gives."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog

from canvas_table.app.net_session import NetSession
from canvas_table.net import server as server_module
from canvas_table.net.store import write_table
from tests.app.net_helpers import record_ends
from tests.net.helpers import CODE, tied_table


@pytest.mark.slow
def test_a_tied_network_game_asks_this_windows_seat_and_the_server_counts(window, qtbot, monkeypatch):
    monkeypatch.setattr(server_module, "VOTE_SECONDS", 120.0)  # longer than the test may take
    table, tokens, tied = tied_table()
    table.seats[0].token = None  # seat 0 left free for the window
    data = Path(tempfile.mkdtemp(prefix="net-ui-vote-"))
    write_table(data, table.code, table.match.to_record(), table.meta())
    asked: list[tuple[str, list[str]]] = []

    def choose(_parent, _title, question, labels, *_args):
        asked.append((question, list(labels)))
        return labels[-1], True  # the last tied painting

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    ends = record_ends(monkeypatch)
    session = NetSession()
    session.call(session.start_server(data))
    try:
        outcome: list[object] = []
        window.join_table(session.url, CODE, "Ada", outcome.append)
        qtbot.waitUntil(lambda: bool(outcome), timeout=20000)
        assert outcome == [None]
        for token in tokens[1:]:  # the two other seats, at other machines, abstain
            other = session.call(session.connect(session.url))
            session.call(other.rejoin(CODE, token))
            session.call(other.vote(CODE, None))
        qtbot.waitUntil(lambda: bool(ends), timeout=20000)
    finally:
        session.close()
    assert [question for question, _labels in asked] == ["Ada, which painting is the most beautiful?"]
    assert len(asked[0][1]) == len(tied)
    assert ends[0]["winners"] == [tied[-1]]
    assert window.controller.state.votes == {0: tied[-1]}
