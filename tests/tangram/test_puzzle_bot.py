"""A bot's attempt on the puzzle: the pure plan (BotAttempt) and the panel showing it on the clock."""

from __future__ import annotations

import pytest

from canvas_table.tangram.check import solved
from canvas_table.tangram.figures import figures
from canvas_table.tangram.ui.puzzle_bot import FAILED_SHARE, BotAttempt
from canvas_table.tangram.ui.puzzle_layout import solution_by_piece, start_placements
from canvas_table.tangram.ui.puzzle_panel import PuzzlePanel
from tests.tangram.puzzle_driver import FakeTime

FIGURE = figures()["green-2"]


def attempt(outcome: str, seconds: float) -> BotAttempt:
    return BotAttempt(start_placements(FIGURE), solution_by_piece(FIGURE), outcome, seconds)


def test_the_pieces_leave_one_by_one_each_in_its_share_of_the_time():
    bot = attempt("black", 35.0)  # seven pieces, five seconds each
    assert bot.placements(0.0) == start_placements(FIGURE)
    at_12 = bot.placements(12.5)  # two pieces placed, the third half way, four waiting
    assert at_12[:2] == solution_by_piece(FIGURE)[:2]
    assert at_12[2] not in (start_placements(FIGURE)[2], solution_by_piece(FIGURE)[2])
    assert at_12[3:] == start_placements(FIGURE)[3:]
    assert bot.placements(35.0) == solution_by_piece(FIGURE)
    assert solved(FIGURE.silhouette, bot.placements(35.0))


def test_a_failed_attempt_stops_short():
    bot = attempt("failed", 60.0)
    final = bot.placements(60.0)
    assert final[:FAILED_SHARE] == solution_by_piece(FIGURE)[:FAILED_SHARE]
    assert final[FAILED_SHARE:] == start_placements(FIGURE)[FAILED_SHARE:]
    assert not solved(FIGURE.silhouette, final)


def test_only_a_white_attempt_turns_the_card():
    assert attempt("white", 20.0).card_turned(2.0) and not attempt("white", 20.0).card_turned(1.9)
    assert not attempt("black", 20.0).card_turned(20.0)


@pytest.fixture
def panel(qtbot):
    time = FakeTime()
    widget = PuzzlePanel(speed=0, source=time)
    widget.fake_time = time
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    return widget


def run(panel: PuzzlePanel, until: float) -> None:
    """Move the fake time on to ``until`` seconds of the attempt, polling the clock as its timer would."""
    start = panel.fake_time.now - panel.clock.elapsed()
    while panel.fake_time.now < start + until:
        panel.fake_time.now = min(start + until, panel.fake_time.now + 0.5)
        panel.clock.poll()


@pytest.mark.parametrize(("outcome", "seconds"), [("black", 24.0), ("white", 31.5)])
def test_the_panel_shows_a_bot_solving_on_its_clock(panel, outcome, seconds):
    got: list[tuple[str, float]] = []
    panel.finished.connect(lambda o, s: got.append((o, s)))
    panel.play_bot(FIGURE, outcome, seconds)
    run(panel, seconds / 2)
    assert got == [] and panel.scene.placements() == attempt(outcome, seconds).placements(seconds / 2)
    assert panel.scene.stage.turned == (outcome == "white")
    run(panel, seconds)
    assert got == [(outcome, seconds)]
    assert panel.scene.placements() == solution_by_piece(FIGURE)


def test_the_panel_shows_a_bot_failing_until_the_clock_runs_out(panel):
    got: list[tuple[str, float]] = []
    panel.finished.connect(lambda o, s: got.append((o, s)))
    panel.play_bot(FIGURE, "failed", 60.0)
    run(panel, 59.5)
    assert got == []
    run(panel, 60.0)
    assert got == [("failed", 60.0)]
    assert panel.scene.placements()[FAILED_SHARE:] == start_placements(FIGURE)[FAILED_SHARE:]


def test_a_paused_bot_waits_with_the_clock(panel):
    panel.play_bot(FIGURE, "black", 14.0)
    run(panel, 4.0)
    shown = panel.scene.placements()
    panel.pause()
    panel.fake_time.now += 30
    panel.clock.poll()
    assert panel.scene.placements() == shown and panel.clock.elapsed() == pytest.approx(4.0)


def test_a_person_cannot_move_a_bots_pieces(panel):
    panel.play_bot(FIGURE, "black", 14.0)
    assert not panel.scene.interactive and not panel.turn_button.isEnabled()
