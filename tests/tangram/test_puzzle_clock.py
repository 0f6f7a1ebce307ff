"""The puzzle's clock: the game's own time, driven here by a fake time source (never wall time)."""

from __future__ import annotations

import pytest

from canvas_table.tangram.figures import figures
from canvas_table.tangram.ui.puzzle_clock import PuzzleClock
from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel, clock_text
from tests.tangram.puzzle_driver import FakeTime, drag, on_screen, piece_point


@pytest.fixture
def clock(qapp):
    time = FakeTime()
    made = PuzzleClock(source=time)
    made.fake_time = time
    yield made
    made.stop()


def test_it_counts_down_from_the_limit_and_expires_once(clock):
    expired: list[bool] = []
    clock.expired.connect(lambda: expired.append(True))
    clock.start(60.0)
    clock.fake_time.now += 59.9
    clock.poll()
    assert clock.remaining() == pytest.approx(0.1) and expired == []
    clock.fake_time.now += 0.2
    clock.poll()
    clock.poll()
    assert expired == [True] and clock.remaining() == 0.0 and clock.elapsed() == 60.0
    assert not clock.running


def test_a_pause_stops_the_count_and_resume_goes_on_from_there(clock):
    clock.start(60.0)
    clock.fake_time.now += 10
    clock.pause()
    assert clock.paused and not clock.running
    clock.fake_time.now += 500  # a long pause: none of it counts
    clock.poll()
    assert clock.elapsed() == pytest.approx(10)
    clock.resume()
    clock.fake_time.now += 5
    assert clock.elapsed() == pytest.approx(15) and clock.remaining() == pytest.approx(45)


def test_a_resumed_puzzle_starts_with_the_time_it_had_left(clock):
    expired: list[bool] = []
    clock.expired.connect(lambda: expired.append(True))
    clock.start(60.0, remaining=41.5)
    assert clock.elapsed() == pytest.approx(18.5)
    clock.fake_time.now += 41.4
    clock.poll()
    assert expired == []
    clock.fake_time.now += 0.1
    clock.poll()
    assert expired == [True]


def test_without_a_limit_it_counts_up_and_never_expires(clock):
    expired: list[bool] = []
    clock.expired.connect(lambda: expired.append(True))
    clock.start(None)
    clock.fake_time.now += 3600
    clock.poll()
    assert clock.remaining() is None and clock.shown() == pytest.approx(3600) and expired == []


def test_the_shown_time_counts_down_whole_seconds_and_reaches_zero_only_at_the_end():
    assert clock_text(60.0, True) == "1:00"
    assert clock_text(59.01, True) == "1:00"
    assert clock_text(0.2, True) == "0:01"
    assert clock_text(0.0, True) == "0:00"
    assert clock_text(75.9, False) == "1:15"


def test_persian_shows_persian_digits(persian):
    assert clock_text(42.0, True) == "\u06f0:\u06f4\u06f2"


@pytest.fixture
def panel(qtbot):
    time = FakeTime()
    widget = PuzzlePanel(speed=0, source=time)
    widget.fake_time = time
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    return widget


def test_a_person_out_of_time_fails_and_the_pieces_stop(panel):
    got: list[tuple[str, float]] = []
    panel.finished.connect(lambda outcome, seconds: got.append((outcome, seconds)))
    panel.start(figures()["orange-1"])
    panel.fake_time.now += 59.95
    panel.clock.poll()
    assert got == [] and panel.time.text() == "0:01"
    panel.fake_time.now += 0.05
    panel.clock.poll()
    assert got == [("failed", 60.0)] and panel.time.text() == "0:00"
    assert not panel.scene.interactive and panel.scene.stage.turned  # the answer is shown
    before = panel.scene.placements()
    drag(panel, piece_point(panel, 0), on_screen(panel, 0, 0))
    assert panel.scene.placements() == before


def test_turning_the_card_is_refused_once_the_time_is_up(panel):
    panel.start(figures()["orange-1"], remaining=0.5)
    panel.fake_time.now += 1
    panel.clock.poll()
    panel.turn_card()
    assert not panel.turned


def test_a_resumed_puzzle_shows_the_time_it_had_left_and_a_pause_says_so(panel):
    panel.start(figures()["orange-1"], remaining=41.5)
    assert panel.time.text() == "0:42" and panel.used() == pytest.approx(18.5)
    panel.pause()
    assert panel.time.text() == "0:42 (paused)"
    panel.fake_time.now += 100
    panel.resume()
    assert panel.time.text() == "0:42" and panel.used() == pytest.approx(18.5)


def test_a_puzzle_resumed_with_no_time_left_fails_at_once_and_takes_no_moves(panel):
    got: list[tuple[str, float]] = []
    panel.finished.connect(lambda outcome, seconds: got.append((outcome, seconds)))
    panel.start(figures()["orange-1"], remaining=0.0)
    assert got == [("failed", 60.0)] and not panel.scene.interactive
    assert not panel.flip_button.isEnabled() and not panel.turn_button.isEnabled()
