"""Tangram practice: the grid of figures, a figure played with no clock, best times kept safely."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canvas_table.tangram.figures import figures
from canvas_table.tangram.ui.practice import PracticeDialog
from canvas_table.tangram.ui.practice_store import PRACTICE_FILE, load_practice
from canvas_table.tangram.ui.puzzle_layout import solution_by_piece
from tests.tangram.puzzle_driver import FakeTime, place_with_mouse

FIGURE = "orange-1"


def make(qtbot, folder, **options) -> PracticeDialog:
    time = FakeTime()
    dialog = PracticeDialog(None, folder, speed=0, source=time, **options)
    dialog.fake_time = time
    qtbot.addWidget(dialog)
    dialog.resize(1366, 768)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def solve(dialog: PracticeDialog, figure_id: str, seconds: float) -> None:
    """Pick the figure's tile, let ``seconds`` pass, put every piece in place with the mouse."""
    QTest.mouseClick(dialog.tiles[figure_id], Qt.MouseButton.LeftButton)
    assert dialog.pages.currentIndex() == 1 and dialog.panel.figure.id == figure_id
    dialog.fake_time.now += seconds
    for index, goal in enumerate(solution_by_piece(figures()[figure_id])):
        place_with_mouse(dialog.panel, index, goal)


def saved(folder) -> dict:
    return json.loads((folder / PRACTICE_FILE).read_text(encoding="utf-8"))


def test_the_grid_shows_every_figure_by_card_and_colour(qtbot, tmp_path):
    dialog = make(qtbot, tmp_path)
    assert len(dialog.tiles) == 35
    assert dialog.summary.text() == "0 of 35 figures solved"
    assert "not solved yet" in dialog.tiles[FIGURE].text()
    assert "house" in dialog.tiles[FIGURE].text()
    assert dialog.tiles["orange-1"].x() < dialog.tiles["blue-1"].x()
    assert dialog.tiles["orange-1"].y() < dialog.tiles["orange-2"].y()


def test_practice_has_no_countdown_and_shows_the_time_used(qtbot, tmp_path):
    dialog = make(qtbot, tmp_path)
    QTest.mouseClick(dialog.tiles[FIGURE], Qt.MouseButton.LeftButton)
    dialog.fake_time.now += 75.4
    dialog.panel.clock.poll()
    assert dialog.panel.clock.limit is None and dialog.panel.time.text() == "1:15"
    assert dialog.panel.turn_button.isHidden()


def test_a_solve_keeps_the_best_time_and_shows_it(qtbot, tmp_path):
    dialog = make(qtbot, tmp_path)
    solve(dialog, FIGURE, 42.0)
    assert saved(tmp_path) == {"schema_version": 1, "best": {FIGURE: 42.0}}
    assert "best 0:42" in dialog.tiles[FIGURE].text()
    assert dialog.summary.text() == "1 of 35 figures solved"
    assert dialog.message.text() == "house solved in 0:42. A new best time!"
    solve(dialog, FIGURE, 50.0)  # slower: the best stays
    assert saved(tmp_path)["best"] == {FIGURE: 42.0}
    assert dialog.message.text() == "house solved in 0:50."
    solve(dialog, FIGURE, 30.5)
    assert saved(tmp_path)["best"] == {FIGURE: 30.5}
    QTest.mouseClick(dialog.back, Qt.MouseButton.LeftButton)
    assert dialog.pages.currentIndex() == 0 and "best 0:30" in dialog.tiles[FIGURE].text()
    again = make(qtbot, tmp_path)  # another day: the times are still there
    assert "best 0:30" in again.tiles[FIGURE].text() and again.summary.text() == "1 of 35 figures solved"


@pytest.mark.slow
@pytest.mark.parametrize("content", [
    b"{not json",
    b'{"schema_version": 1, "best": {"no-such-figure": 12}}',
    b'{"schema_version": 1, "best": {"orange-1": -3}}',
    b'{"schema_version": 1, "best": {"orange-1": true}}',
    b'{"schema_version": 1, "best": [1, 2]}',
    b"\xff\xfe not utf-8",
])
def test_a_corrupt_file_is_reported_in_one_line_kept_aside_and_replaced(qtbot, tmp_path, content):
    (tmp_path / PRACTICE_FILE).write_bytes(content)
    dialog = make(qtbot, tmp_path)
    line = dialog.message.text()
    assert line.startswith("The practice times could not be read (tangram-practice.json: ")
    assert "tangram-practice.json.corrupt" in line and "\n" not in line
    assert (tmp_path / (PRACTICE_FILE + ".corrupt")).read_bytes() == content  # nothing lost
    assert dialog.summary.text() == "0 of 35 figures solved"
    solve(dialog, FIGURE, 20.0)
    assert saved(tmp_path)["best"] == {FIGURE: 20.0}


def test_a_second_corrupt_file_does_not_overwrite_the_first_kept_aside(tmp_path):
    (tmp_path / PRACTICE_FILE).write_text("[1]", encoding="utf-8")
    load_practice(tmp_path)
    (tmp_path / PRACTICE_FILE).write_text("[2]", encoding="utf-8")
    load_practice(tmp_path)
    assert (tmp_path / (PRACTICE_FILE + ".corrupt")).read_text(encoding="utf-8") == "[1]"
    assert (tmp_path / (PRACTICE_FILE + ".corrupt-2")).read_text(encoding="utf-8") == "[2]"


def test_a_file_from_a_newer_version_is_left_alone(qtbot, tmp_path):
    newer = '{"schema_version": 9, "best": {}}'
    (tmp_path / PRACTICE_FILE).write_text(newer, encoding="utf-8")
    dialog = make(qtbot, tmp_path)
    assert "newer version" in dialog.message.text()
    solve(dialog, FIGURE, 20.0)
    assert (tmp_path / PRACTICE_FILE).read_text(encoding="utf-8") == newer


def test_a_read_only_window_writes_nothing(qtbot, tmp_path):
    dialog = make(qtbot, tmp_path, read_only=True)
    solve(dialog, FIGURE, 20.0)
    assert not (tmp_path / PRACTICE_FILE).exists()
    assert "best 0:20" in dialog.tiles[FIGURE].text()


def test_the_first_practice_puzzle_teaches_and_remembers_it(qtbot, tmp_path):
    remembered: list[bool] = []
    dialog = make(qtbot, tmp_path, coached=False, on_coached=lambda: remembered.append(True))
    solve(dialog, "blue-1", 10.0)  # its parallelogram is flipped: every lesson gets done
    assert remembered == [True] and dialog.coached
    QTest.mouseClick(dialog.back, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.tiles[FIGURE], Qt.MouseButton.LeftButton)
    assert dialog.panel.coach is None


def test_persian_mirrors_the_grid(qtbot, tmp_path, persian):
    dialog = make(qtbot, tmp_path)
    assert dialog.isRightToLeft()
    assert dialog.tiles["orange-1"].x() > dialog.tiles["blue-1"].x()  # the first colour on the right
    assert dialog.summary.text().startswith("\u06f0")  # Persian digits


def test_the_keyboard_alone_picks_a_figure_and_escape_goes_back(qtbot, tmp_path):
    dialog = make(qtbot, tmp_path)
    dialog.tiles["blue-2"].setFocus()
    QTest.keyClick(dialog.tiles["blue-2"], Qt.Key.Key_Space)
    assert dialog.pages.currentIndex() == 1 and dialog.panel.figure.id == "blue-2"
    assert dialog.focusWidget() is dialog.panel.view  # the pieces take the keys at once
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Escape)
    assert dialog.pages.currentIndex() == 0 and dialog.isVisible()
    assert dialog.focusWidget() is dialog.tiles["blue-2"]
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Escape)
    assert not dialog.isVisible()
