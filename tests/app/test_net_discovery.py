"""A table hosted from the window and opened to the local network is announced (zeroconf) and the
Join dialog lists it; on loopback: the host's LAN address is 127.0.0.1 here."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from canvas_table.app.net_host_dialog import HostPlan
from canvas_table.app.net_join_dialog import JoinDialog
from tests.app.net_helpers import host


@pytest.mark.slow
def test_the_join_dialog_finds_a_table_the_window_hosts_on_the_network(window, qtbot, monkeypatch):
    monkeypatch.setattr("canvas_table.net.discovery.lan_address", lambda: "127.0.0.1")
    plan = HostPlan("picktura", ("human", "remote", "remote"), ("Ada", "Player 2", "Player 3"), {}, 60, None,
                    lan=True)
    host(window, qtbot, plan)
    table = window.net_table
    code, url = table.session.code, table.session.url
    assert table.bar.invitation == f"{code} {url}"
    dialog = JoinDialog(window, "Bo")
    qtbot.addWidget(dialog)

    def listed() -> list[str]:
        items = [dialog.tables.item(k) for k in range(dialog.tables.count())]
        return [item.text() for item in items if item.data(Qt.ItemDataRole.UserRole)]

    dialog.search()
    qtbot.waitUntil(lambda: dialog.search_button.isEnabled(), timeout=15000)
    ours = f"Picktura, table \u2066{code}\u2069: 2 free of 3 seats"
    assert ours in listed()  # (other programs' tables may be announced too)
    dialog.tables.setCurrentRow(listed().index(ours))
    assert (dialog.url(), dialog.table()) == (url, code)
    assert dialog.ok_button.isEnabled()
