"""Cards move as fast as the animation speed setting says, for the times of assets/STYLE.md:
"180 ms to slide a card into place, 240 ms for a refused drop to return"; Instant moves at once.
A refused drop flashes its zone for as long as the card takes to return."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from canvas_table.app.settings import Settings
from canvas_table.app.window import MainWindow
from canvas_table.table.items import Zone
from tests.table.conftest import two_people
from tests.table.helpers import card

SPEEDS = [(0.5, 360, 480), (1.0, 180, 240), (2.0, 90, 120), (0.0, 0, 0)]  # Slow, Normal, Fast, Instant


@pytest.mark.parametrize(("speed", "glide", "back"), SPEEDS, ids=["slow", "normal", "fast", "instant"])
def test_a_taken_card_glides_for_the_time_the_speed_setting_gives(qtbot, tmp_path, monkeypatch,
                                                                   speed, glide, back):
    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    window = MainWindow(Settings(animation_speed=speed), build_art=False)
    qtbot.addWidget(window)
    window.start_game(two_people())
    assert window.board.scene.glide_ms == glide and window.board.scene.return_ms == back
    c = window.controller
    taken = c.state.market[0]
    assert c.take(0) is None
    item = card(window, taken)
    if glide:
        assert item.moving and item._animation.duration() == glide
    else:
        assert not item.moving  # at once
    item.go_home(window.board.scene.return_ms)  # as after a refused drop
    assert item.moving == bool(back) and (not back or item._animation.duration() == back)
    window.thinker.cancel()
    window.thinker.wait()


def test_a_refused_drop_flashes_its_zone_then_the_zone_rests(qtbot):
    zone = Zone("hand", QRectF(0, 0, 100, 140))
    zone.flash_refused(60)
    assert zone.state == Zone.REFUSED
    qtbot.waitUntil(lambda: zone.state == Zone.IDLE, timeout=2000)
    zone.flash_refused(0)  # Instant: no flash
    assert zone.state == Zone.IDLE
