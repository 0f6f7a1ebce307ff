"""The new-game dialog says how strong each bot level is and how long it thinks, from the
game's stored ladder (:mod:`canvas_table.engine.ladder_data`)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from canvas_table.app.new_game_dialog import NewGameDialog
from canvas_table.app.seat_row import level_note
from canvas_table.engine import ladder_data
from canvas_table.engine.ladder_data import Ladder, LadderPair

LADDER = {
    "game": "canvas",
    "pairs": [
        {"stronger": "easy", "weaker": "random", "win_rate": 0.99, "ci95": [0.96, 1.0], "games": 200,
         "command": "c1", "date": "2026-12-01"},
        {"stronger": "hard", "weaker": "random", "win_rate": 1.0, "ci95": [0.98, 1.0], "games": 200,
         "command": "c3", "date": "2026-12-01"},
        {"stronger": "hard", "weaker": "normal", "win_rate": 0.7, "ci95": [0.63, 0.76], "games": 200,
         "command": "c2", "date": "2026-12-01"},
    ],
    "decision_ms": {"random": 0.01, "easy": 3.2, "hard": 640.0},
}


def _pair(stronger: str, weaker: str, rate: float) -> LadderPair:
    return LadderPair(stronger, weaker, rate, (rate - 0.05, rate + 0.05), 200, "c", "d")


def test_a_level_note_gives_the_win_rate_below_and_the_median_decision():
    ladder = Ladder("canvas", (_pair("easy", "random", 0.634), _pair("master", "hard", 0.605)),
                    {"easy": 12.0, "master": 2460.0})
    assert level_note("easy", "random", ladder) == "Wins 63% of games against Random; moves at once."
    assert level_note("master", "hard", ladder) == (
        "Wins 60% of games against Hard; thinks about 2.5 s a move.")  # 60.5 rounds to even
    assert level_note("master", "normal", ladder) == "Not measured yet."
    assert level_note("hard", "normal", ladder) == "Not measured yet."
    assert level_note("hard", "normal", None) == "Not measured yet."


def test_the_dialog_shows_the_chosen_levels_note_and_each_levels_tooltip(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(ladder_data, "PACKAGE_DIR", tmp_path)
    (tmp_path / "canvas" / "data").mkdir(parents=True)
    (tmp_path / "canvas" / "data" / "ladder.json").write_text(json.dumps(LADDER), encoding="utf-8")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game_list.setCurrentRow(0)  # canvas
    row = dialog.rows[1]
    row.kind.setCurrentIndex(row.kind.findData("bot:hard"))
    assert row.note.text() == "Wins 70% of games against Normal; thinks about 0.6 s a move."
    row.kind.setCurrentIndex(row.kind.findData("bot:easy"))
    assert row.note.text() == "Wins 99% of games against Random; moves at once."
    tip = row.kind.itemData(row.kind.findData("bot:master"), Qt.ItemDataRole.ToolTipRole)
    assert tip == "Not measured yet."
    row.kind.setCurrentIndex(row.kind.findData("human"))
    assert row.note.text() == ""
    dialog.show()
    dialog.seat_count.setValue(2)
    assert dialog.rows[1].note.isVisible() and not dialog.rows[2].note.isVisible()


def test_an_unreadable_ladder_leaves_the_notes_unmeasured(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(ladder_data, "PACKAGE_DIR", tmp_path)
    (tmp_path / "canvas" / "data").mkdir(parents=True)
    (tmp_path / "canvas" / "data" / "ladder.json").write_text("[1, 2]", encoding="utf-8")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game_list.setCurrentRow(0)
    row = dialog.rows[1]
    row.kind.setCurrentIndex(row.kind.findData("bot:hard"))
    assert row.note.text() == "Not measured yet."


def test_the_notes_follow_the_ladder_of_the_rounds_chosen(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(ladder_data, "PACKAGE_DIR", tmp_path)
    folder = tmp_path / "layers" / "data"
    folder.mkdir(parents=True)
    for name, rate in (("ladder.json", 0.61), ("ladder-rounds-7.json", 0.672)):
        ladder = {"game": "layers", "decision_ms": {"hard": 500.0},
                  "pairs": [{"stronger": "hard", "weaker": "normal", "win_rate": rate,
                             "ci95": [rate - 0.07, rate + 0.06], "games": 200, "command": "c",
                             "date": "2026-12-02"}]}
        (folder / name).write_text(json.dumps(ladder), encoding="utf-8")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game_list.setCurrentRow(dialog._games.index(next(g for g in dialog._games if g.id == "layers")))
    row = dialog.rows[1]
    row.kind.setCurrentIndex(row.kind.findData("bot:hard"))
    assert row.note.text() == "Wins 61% of games against Normal; thinks about 0.5 s a move."
    rounds = dialog.control("rounds")
    rounds.setCurrentIndex(rounds.findData(7))
    assert row.kind.currentData() == "bot:hard"  # the seat keeps its level
    assert row.note.text() == "Wins 67% of games against Normal; thinks about 0.5 s a move."
    rounds.setCurrentIndex(rounds.findData(5))
    assert row.note.text() == "Not measured yet."
    rounds.setCurrentIndex(rounds.findData(3))
    assert row.note.text() == "Wins 61% of games against Normal; thinks about 0.5 s a move."
