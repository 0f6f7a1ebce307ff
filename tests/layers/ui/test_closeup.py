"""Layers cards' close-ups through the kit's hook: a market film with its symbols (minus marks
named), and none for a card lying face down. Card data from ``layers/data/cards.toml``: 7 is
"Comet over the Hills" (a star at place 3), 8 "The Long-Tailed Comet" (a star with a minus mark
at place 0)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from canvas_table.layers.ui.kit import KIT
from canvas_table.table import closeup_overlay
from tests.layers.ui.conftest import ada_and
from tests.table.view_driver import centre


@pytest.fixture(autouse=True)
def short_hold(monkeypatch):
    """A close-up opens after a 40 ms rest here (600 ms for people)."""
    monkeypatch.setattr(closeup_overlay, "HOLD_MS", 40)


def rest_on(qtbot, t, item) -> None:
    """Move the mouse (no button) onto ``item`` and let it rest there."""
    end = t.to_view(centre(item))
    for dx in (24, 0):
        qtbot.mouseMove(t.view.viewport(), QPoint(end.x() - dx, end.y()))


@pytest.mark.slow
def test_resting_on_a_market_card_shows_its_film_title_and_symbols(qtbot, table):
    t = table(ada_and(kind="human"))
    overlay = t.view.closeup
    overlay.use(t.faces, KIT.closeup, t.controller)
    rest_on(qtbot, t, t.item(8))
    qtbot.waitUntil(lambda: overlay.shown is not None, timeout=3000)
    shown = overlay.shown
    assert shown.title == "The Long-Tailed Comet"
    assert shown.faces == ("lboard", "layers:8")  # the film over the painting board
    assert [(i.face, i.name) for i in shown.icons] == [("lsym:star_neg", "Star with a minus mark")]
    rest_on(qtbot, t, t.item(7))  # onto the next card: this close-up goes, the next one comes
    assert overlay.shown is None
    qtbot.waitUntil(lambda: overlay.shown is not None, timeout=3000)
    assert overlay.shown.title == "Comet over the Hills"
    assert [(i.face, i.name) for i in overlay.shown.icons] == [("lsym:star", "Star")]


def test_a_face_down_card_has_no_close_up(qtbot, table):
    t = table(ada_and(kind="human"))
    overlay = t.view.closeup
    overlay.use(t.faces, KIT.closeup, t.controller)
    top = t.item(t.controller.state.pile_top)
    assert top.face == "back"
    assert not overlay.open(top)
    t.view.setFocus()
    rest_on(qtbot, t, top)
    qtbot.keyClick(t.view, Qt.Key.Key_Space)
    assert overlay.shown is None and not overlay.isVisible()


def test_a_drag_with_the_close_up_shown_still_lays_the_card(qtbot, table):
    t = table(ada_and(kind="human"))
    overlay = t.view.closeup
    overlay.use(t.faces, KIT.closeup, t.controller)
    rest_on(qtbot, t, t.item(8))
    qtbot.waitUntil(lambda: overlay.shown is not None, timeout=3000)
    t.drag(qtbot, centre(t.item(8)), t.board.layout.slot_rect(2).center())
    assert overlay.shown is None
    assert t.controller.state.boards[0] == [3, 8, 13]
