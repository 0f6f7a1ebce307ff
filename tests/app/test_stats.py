"""Statistics: finished games counted once per person's seat, the file kept safe, the dialog and Reset."""

from __future__ import annotations

import json
import os
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QMessageBox

from canvas_table import games
from canvas_table.app import stats as stats_module
from canvas_table.app.stats import (
    PEOPLE,
    SOLO,
    STATS_LIMIT,
    load_stats,
    opponents_of,
    record_game,
    record_key,
    stats_path,
)
from canvas_table.app.stats_commands import StatsCommands
from canvas_table.app.stats_dialog import StatsDialog
from canvas_table.engine.platform import PlayerSpec, option_values


def play_out(game_id: str, players: tuple[PlayerSpec, ...], seed: int):
    """A finished game of ``game_id``: every seat played by a random bot (fast and deterministic)."""
    game = games.game(game_id)
    match = game.new_match(players, seed, option_values(game.options, len(players)))
    bot = game.make_bot("random", seed)
    settle = getattr(game, "settle", None)
    while not match.state.is_over():
        action = bot.choose(match.state)
        match.play(settle(match.state, action) if settle is not None else action)
    return match, game.report(match.state)


def bucket(stats, game, players, opponents):
    found = [b for b in stats.buckets if (b.game, b.players, b.opponents) == (game, players, opponents)]
    return found[0] if found else None


# ----------------------------------------------------------------------------- recording
def test_a_finished_canvas_and_layers_game_fill_their_buckets(data_dir):
    canvas_players = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:easy"), PlayerSpec("Cy", "bot:hard"))
    canvas, canvas_report = play_out("canvas", canvas_players, 5)
    ada = canvas_report["seats"][0]["score"]
    summary = record_game(canvas_report, canvas.to_record(), "canvas")
    assert summary is not None and summary.recorded
    assert (summary.played, summary.won, summary.best) == (1, int(0 in canvas_report["winners"]), ada)
    stats = load_stats()
    assert stats.problem is None
    b = bucket(stats, "canvas", 3, "hard")  # the strongest bot at the table
    assert (b.played, b.won, b.best, b.total) == (1, int(0 in canvas_report["winners"]), ada, ada)
    assert len(stats.buckets) == 1  # the bots' seats count nothing

    # Layers, two people and a Normal bot: one game for each person's seat
    layers_players = (PlayerSpec("Ada"), PlayerSpec("Bo"), PlayerSpec("Cy", "bot:normal"))
    layers, report = play_out("layers", layers_players, 9)
    scores = [report["seats"][0]["score"], report["seats"][1]["score"]]
    won = sum(1 for seat in (0, 1) if seat in report["winners"])
    summary = record_game(report, layers.to_record(), "layers")
    assert (summary.played, summary.won, summary.best) == (2, won, max(scores))
    assert summary.average == pytest.approx(sum(scores) / 2)
    b = bucket(load_stats(), "layers", 3, "normal")
    assert (b.played, b.won, b.best, b.total) == (2, won, max(scores), sum(scores))
    assert bucket(load_stats(), "canvas", 3, "hard").played == 1  # untouched

    data = json.loads(stats_path().read_text(encoding="utf-8"))
    assert data["schema_version"] == 1 and len(data["recorded"]) == 2


def test_a_finished_picktura_game_fills_its_bucket(data_dir):
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:hard"))
    match, report = play_out("picktura", players, 3)
    ada = report["seats"][0]["score"]
    summary = record_game(report, match.to_record(), "picktura")
    assert summary is not None and (summary.played, summary.best) == (1, ada)
    b = bucket(load_stats(), "picktura", 2, "hard")
    assert (b.played, b.won, b.best, b.total) == (1, int(0 in report["winners"]), ada, ada)


def test_hand_computed_figures_and_a_solo_game_won_by_reaching_the_target(data_dir):
    record = {"game": "layers", "seed": 1, "players": [{"name": "You", "kind": "human"},
                                                      {"name": "B", "kind": "bot:easy"}], "actions": []}
    for n, (score, winners) in enumerate([(10, [0]), (14, [1]), (4, [0, 1])]):
        report = {"over": True, "winners": winners,
                  "seats": [{"name": "You", "score": score}, {"name": "B", "score": 7}]}
        summary = record_game(report, {**record, "seed": n}, "layers")
    assert (summary.played, summary.won, summary.best) == (3, 2, 14)  # a shared win is a win
    assert round(summary.average, 1) == 9.3
    assert summary.line() == "Your games of Layers: 3 played, 2 won, best 14, average 9.3"
    assert not summary.new_best
    report = {"over": True, "winners": [0],
              "seats": [{"name": "You", "score": 20}, {"name": "B", "score": 1}]}
    assert record_game(report, {**record, "seed": 9}, "layers").new_best

    solo = {"game": "canvas", "seed": 4, "players": [{"name": "You", "kind": "human"}], "actions": []}
    missed = {"over": True, "winners": [], "target": 30, "seats": [{"name": "You", "score": 29}]}
    reached = {"over": True, "winners": [], "target": 30, "seats": [{"name": "You", "score": 30}]}
    record_game(missed, solo, "canvas")
    record_game(reached, {**solo, "seed": 5}, "canvas")
    b = bucket(load_stats(), "canvas", 1, SOLO)
    assert (b.played, b.won, b.best, b.total) == (2, 1, 30, 59)


def test_opponents_are_the_strongest_bot_or_people_only():
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot:master"},
               {"name": "C", "kind": "bot:easy"}]
    assert opponents_of({"players": players}, "layers") == "master"
    assert opponents_of({"players": players[:1] + players[2:]}, "layers") == "easy"
    assert opponents_of({"players": [players[0], {"name": "D", "kind": "human"}]}, "canvas") == PEOPLE
    assert opponents_of({"players": players[:1]}, "canvas") == SOLO


def test_the_same_game_counts_once_and_unfinished_or_bot_only_games_not_at_all(data_dir):
    match, report = play_out("layers", (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:easy")), 3)
    first = record_game(report, match.to_record(), "layers")
    again = record_game(report, match.to_record(), "layers")  # shown twice, or loaded again
    assert first.recorded and not again.recorded
    assert again.played == first.played == 1
    assert bucket(load_stats(), "layers", 2, "easy").played == 1
    assert record_key(match.to_record()) == record_key(json.loads(json.dumps(match.to_record())))

    assert record_game({**report, "over": False}, {**match.to_record(), "seed": 4}, "layers") is None
    bots = match.to_record()
    bots = {**bots, "seed": 5, "players": [{"name": p["name"], "kind": "bot:easy"} for p in bots["players"]]}
    assert record_game(report, bots, "layers") is None
    assert bucket(load_stats(), "layers", 2, "easy").played == 1


# ----------------------------------------------------------------------------- a bad file
def fake_report():
    record = {"game": "canvas", "seed": 1, "players": [{"name": "You", "kind": "human"},
                                                      {"name": "B", "kind": "bot:normal"}], "actions": []}
    report = {"over": True, "winners": [0],
              "seats": [{"name": "You", "score": 12}, {"name": "B", "score": 3}]}
    return report, record, "canvas"


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b"[1, 2]",
                                     b'{"schema_version": 1, "buckets": [{"game": "canvas"}]}',
                                     b'{"schema_version": 1, "buckets": "many"}'])
def test_a_corrupt_file_is_moved_aside_and_the_statistics_start_afresh(data_dir, content):
    path = stats_path()
    path.write_bytes(content)
    stats = load_stats()
    assert stats.buckets == [] and stats.problem and "\n" not in stats.problem
    assert "stats.json.corrupt" in stats.problem
    assert (data_dir / "stats.json.corrupt").read_bytes() == content
    summary = record_game(*fake_report())
    assert summary.played == 1 and summary.problem is None
    assert bucket(load_stats(), "canvas", 2, "normal").played == 1


def test_an_oversized_file_is_moved_aside(data_dir):
    stats_path().write_text(" " * (STATS_LIMIT + 1) + "{}", encoding="utf-8")
    summary = record_game(*fake_report())
    assert summary.played == 1
    assert "stats.json.corrupt" in summary.problem and "KB" in summary.problem
    assert (data_dir / "stats.json.corrupt").stat().st_size > STATS_LIMIT


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_file_is_refused_without_hanging(data_dir):
    os.mkfifo(stats_path())
    stats = load_stats()  # a read would wait for a writer forever: it is never opened
    assert stats.buckets == [] and "pipe" in stats.problem
    assert (data_dir / "stats.json.corrupt").exists() and stats_path().exists() is False
    assert record_game(*fake_report()).played == 1


def test_a_read_only_window_and_the_guided_game_record_nothing(data_dir):
    match, report = play_out("canvas", (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:easy")), 2)
    said = []
    window = SimpleNamespace(read_only=True, controller=SimpleNamespace(game=match), coach=None,
                             _say=said.append)
    assert StatsCommands.record_statistics(window, report) is None
    window.read_only, window.coach = False, object()
    assert StatsCommands.record_statistics(window, report) is None
    assert not stats_path().exists()
    window.coach = None
    summary = StatsCommands.record_statistics(window, report)
    assert summary.recorded and summary.played == 1 and said == []
    stats_path().write_text("{", encoding="utf-8")
    window.controller = SimpleNamespace(game=play_out("canvas", match.players, 3)[0])
    StatsCommands.record_statistics(window, report)
    assert len(said) == 1 and "afresh" in said[0]  # one line on the status bar


def test_a_read_only_window_does_not_move_a_corrupt_file(data_dir):
    stats_path().write_text("{", encoding="utf-8")
    stats = load_stats(repair=False)
    assert stats.problem and stats.frozen
    assert stats_path().read_text(encoding="utf-8") == "{"


def test_a_failed_write_is_one_line_and_never_raises(data_dir, monkeypatch):
    def refuse(path, data):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(stats_module, "atomic_write_json", refuse)
    summary = record_game(*fake_report())
    assert summary.played == 1 and "Permission denied" in summary.problem


# ----------------------------------------------------------------------------- the dialog
def table_texts(dialog):
    return [[dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())]
            for r in range(dialog.table.rowCount())]


def test_the_dialog_shows_the_figures_and_reset_clears_after_asking(qtbot, data_dir, monkeypatch):
    report, record, _game = fake_report()
    record_game(report, record, "canvas")
    record_game({**report, "winners": [1], "seats": [{"name": "You", "score": 7}, report["seats"][1]]},
                {**record, "seed": 2}, "canvas")
    people = {**record, "seed": 3, "players": [record["players"][0], {"name": "Bo", "kind": "human"}]}
    record_game(report, people, "canvas")  # two people: a game for each
    dialog = StatsDialog(load_stats())
    qtbot.addWidget(dialog)
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert headers == ["Game", "Players", "Opponents", "Played", "Won", "Win %", "Best", "Average"]
    assert table_texts(dialog) == [["Canvas", "2", "People only", "2", "1", "50", "12", "7.5"],
                                   ["Canvas", "2", "Normal", "2", "1", "50", "12", "9.5"]]
    assert dialog.reset_button.isEnabled()

    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args) or next(answers))
    dialog.reset_button.click()
    assert len(asked) == 1 and dialog.table.rowCount() == 2  # No: nothing changes
    assert len(load_stats().buckets) == 2
    dialog.reset_button.click()
    assert len(asked) == 2 and dialog.table.isHidden() and not dialog.empty.isHidden()
    assert load_stats().buckets == [] and not dialog.reset_button.isEnabled()


def test_a_read_only_dialog_cannot_reset(qtbot, data_dir):
    record_game(*fake_report())
    dialog = StatsDialog(load_stats(), read_only=True)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1 and not dialog.reset_button.isEnabled()


# ----------------------------------------------------------------------------- the window
def test_the_window_has_the_menu_entry_and_records_its_finished_game(qtbot, data_dir, monkeypatch):
    from canvas_table.app.settings import Settings
    from canvas_table.app.window import MainWindow

    window = MainWindow(Settings(animation_speed=0), build_art=False)
    qtbot.addWidget(window)
    match, report = play_out("layers", (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:hard")), 4)
    window.start_game(match)
    window._end_timer.stop()  # the end dialog would wait for a click
    summary = window.record_statistics(report)
    assert summary.recorded and summary.played == 1
    assert bucket(load_stats(), "layers", 2, "hard").played == 1
    assert window.record_statistics(report).recorded is False  # shown again: counted once

    texts = [a.text() for menu in window.menuBar().actions() for a in menu.menu().actions()]
    assert "S&tatistics…" in texts
    shown = []
    monkeypatch.setattr(StatsDialog, "exec", lambda dialog: shown.append(table_texts(dialog)) or 0)
    window.statistics_dialog()
    assert shown == [[["Layers", "2", "Hard", "1", str(int(0 in report["winners"])),
                       "100" if 0 in report["winners"] else "0", str(report["seats"][0]["score"]),
                       f"{report['seats'][0]['score']:.1f}"]]]
