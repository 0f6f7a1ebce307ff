"""The Host and Join dialogs: what they offer, what they hand back, what they refuse; the bar's
copy button; Persian mirrored; the menu's commands."""

from __future__ import annotations

from collections import namedtuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from canvas_table.app.net_bar import NetBar
from canvas_table.app.net_host_dialog import HostDialog, HostPlan
from canvas_table.app.net_join_dialog import JoinDialog, normal_address
from canvas_table.i18n import _

Found = namedtuple("Found", "table game players free url")  # what discovery lists, by its fields


def choose(dialog: HostDialog, seat: int, kind: str) -> None:
    row = dialog.rows[seat]
    index = row.kind.findData(kind)
    assert index >= 0, f"seat {seat} offers no {kind}"
    row.kind.setCurrentIndex(index)


def test_the_host_dialog_offers_remote_seats_and_hands_back_the_plan(qtbot):
    dialog = HostDialog(None, {"game": "picktura", "seats": [{"kind": "human", "name": "Ada"},
                                                             {"kind": "bot:normal", "name": "Claude"}]})
    qtbot.addWidget(dialog)
    dialog.seat_count.setValue(3)
    choose(dialog, 1, "remote")
    assert dialog.rows[1].name.text() == "Player 2"  # a remote seat is named when its player joins
    choose(dialog, 2, "bot:easy")
    assert not dialog.seed_edit.isVisibleTo(dialog)  # the server deals
    assert dialog.ok_button.isEnabled() and dialog.ok_button.text() == "&Host"
    dialog.wait.setValue(90)
    plan = dialog.plan()
    assert plan.game_id == "picktura" and plan.kinds == ("human", "remote", "bot:easy")
    assert plan.names[0] == "Ada" and plan.wait_seconds == 90 and plan.server is None and plan.lan
    assert plan.local == frozenset({0}) and plan.server_seats() == ["remote", "remote", "bot:easy"]
    assert dialog.players()[1].kind == "human"  # the game sees a person at the remote seat
    dialog.server_edit.setText("ws://192.168.1.20:8765")
    assert not dialog.lan.isEnabled() and dialog.plan().server == "ws://192.168.1.20:8765"
    assert not dialog.plan().lan


def test_the_host_dialog_needs_a_person_here(qtbot):
    dialog = HostDialog(None, {"game": "layers", "seats": [{"kind": "human", "name": "Ada"},
                                                           {"kind": "human", "name": "Bo"}]})
    qtbot.addWidget(dialog)
    choose(dialog, 0, "remote")
    choose(dialog, 1, "bot:normal")
    assert not dialog.ok_button.isEnabled()
    assert dialog.error.text() == "One seat at least is played here: choose Person for yours."
    choose(dialog, 1, "human")
    assert dialog.ok_button.isEnabled()


def test_a_typed_address_becomes_a_server_url():
    assert normal_address("192.168.1.20") == "ws://192.168.1.20:8765"
    assert normal_address(" 192.168.1.20:9000 ") == "ws://192.168.1.20:9000"
    assert normal_address("ws://example.org:80") == "ws://example.org:80"
    assert normal_address("[::1]") == "ws://[::1]:8765"
    assert normal_address("") == ""


def test_the_join_dialog_lists_the_tables_found_and_a_choice_fills_the_fields(qtbot):
    dialog = JoinDialog(None, "Ada")
    qtbot.addWidget(dialog)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error.text() == "Type the table's address, or choose a table found."
    dialog.show_found([Found("7K3M-Q9XA-2BHD", "layers", 3, 2, "ws://192.168.1.20:8765")])
    assert dialog.tables.item(0).text() == "Layers, table \u20667K3M-Q9XA-2BHD\u2069: 2 free of 3 seats"
    dialog.tables.setCurrentRow(0)
    assert (dialog.url(), dialog.table()) == ("ws://192.168.1.20:8765", "7K3M-Q9XA-2BHD")
    assert dialog.ok_button.isEnabled()
    dialog.name.setText("  ")
    assert dialog.error.text() == "Type your name." and not dialog.ok_button.isEnabled()


def test_the_join_dialog_says_when_nothing_is_found_or_the_network_cannot_be_searched(qtbot):
    dialog = JoinDialog(None, "Ada")
    qtbot.addWidget(dialog)
    dialog.show_found([])
    assert dialog.tables.item(0).text() == "No table found: type the address and the code you were given."
    dialog.show_found("multicast refused")
    assert dialog.tables.item(0).text() == "Cannot search the local network: multicast refused"
    dialog.address.setText("10.0.0.2")
    dialog.code.setText("7k3m-q9xa-2bhd")
    assert (dialog.url(), dialog.table()) == ("ws://10.0.0.2:8765", "7K3M-Q9XA-2BHD")


def test_the_bar_copies_the_code_and_address(qtbot):
    bar = NetBar(lambda _r: None, lambda: None)
    qtbot.addWidget(bar)
    bar.set_table("7K3M-Q9XA-2BHD", "ws://192.168.1.20:8765")
    assert bar.share.text() == "Table \u20667K3M-Q9XA-2BHD\u2069 at \u2066ws://192.168.1.20:8765\u2069"
    qtbot.mouseClick(bar.copy, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "7K3M-Q9XA-2BHD ws://192.168.1.20:8765"


def test_the_bar_sends_a_reaction_by_its_id(qtbot):
    sent: list[str] = []
    bar = NetBar(sent.append, lambda: None)
    qtbot.addWidget(bar)
    bar.reaction_actions["nice"].trigger()
    bar.reaction_actions["oops"].trigger()
    assert sent == ["nice", "oops"] and bar.reaction_actions["nice"].text() == "Nice painting!"
    assert [a.text() for a in bar.react.menu().actions()] == [
        "Nice painting!", "Well played", "Oops", "Thanks", "Hurry up!"]


def test_the_game_menu_offers_hosting_and_joining(window):
    game_menu = window.menuBar().actions()[0].menu()
    texts = [action.text() for action in game_menu.actions()]
    assert "&Host a table…" in texts and "&Join a table…" in texts


def test_the_dialogs_in_persian_read_right_to_left(qtbot, persian):
    host = HostDialog(None, {"game": "canvas"})
    join = JoinDialog(None, "")
    bar = NetBar(lambda _r: None, lambda: None)
    for widget in (host, join, bar):
        qtbot.addWidget(widget)
        assert widget.layoutDirection() == Qt.LayoutDirection.RightToLeft
    # the texts come from the Persian catalogue (net-ui-po.json until it is merged into it)
    assert host.windowTitle() == _("Host a table") and join.windowTitle() == _("Join a table")
    assert host.rows[1].kind.itemText(1) == _("Person on another computer")
    assert bar.reaction_actions["nice"].text() == _("Nice painting!")
    assert join.address.layoutDirection() == Qt.LayoutDirection.LeftToRight  # an address reads LTR
    assert join.code.layoutDirection() == Qt.LayoutDirection.LeftToRight
    bar.set_table("7K3M-Q9XA-2BHD", "ws://10.0.0.2:8765")  # a code and an address keep their digits
    shared = bar.share.text()
    assert "\u20667K3M-Q9XA-2BHD\u2069" in shared and "\u2066ws://10.0.0.2:8765\u2069" in shared
    join.show_found([Found("7K3M-Q9XA-2BHD", "layers", 3, 2, "ws://10.0.0.2:8765")])
    text = join.tables.item(0).text()
    assert "\u20667K3M-Q9XA-2BHD\u2069" in text and "۲" in text and "۳" in text  # counts in Persian


def test_a_plan_made_in_code_is_what_hosting_uses():
    plan = HostPlan("canvas", ("human", "human", "remote"), ("Ada", "Bo", "Player 3"), {}, 30, None)
    assert plan.local == frozenset({0, 1}) and plan.server_seats() == ["remote"] * 3 and not plan.lan
