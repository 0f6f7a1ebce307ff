"""``canvas-table ladder``: adjacent levels, rotating seats, the exact JSON shape."""

from __future__ import annotations

import json

from canvas_table.cli import main
from canvas_table.commands.ladder import ladder_levels, pair_figures, pair_tasks
from canvas_table.commands.tournament import SeatResult


def test_the_ladder_is_random_then_the_games_levels_weakest_first():
    assert ladder_levels("layers") == ["random", "easy", "normal", "hard", "master"]
    assert ladder_levels("canvas") == ["random", "easy", "normal", "hard", "master"]


def test_seats_swap_every_game():
    tasks = pair_tasks("layers", "hard", "normal", 4, seed=1, options={})
    assert [task.levels for task in tasks] == [("hard", "normal"), ("normal", "hard")] * 2
    assert len({task.seed for task in tasks}) == 4


def _seat(level: str, share: float) -> SeatResult:
    return SeatResult(level, 10, share, 1, 0.001, (1.0,))


def test_a_pair_counts_shared_wins_as_halves():
    results = [[_seat("hard", 1.0), _seat("normal", 0.0)],
               [_seat("normal", 0.5), _seat("hard", 0.5)],
               [_seat("normal", 1.0), _seat("hard", 0.0)],
               [_seat("hard", 1.0), _seat("normal", 0.0)]]
    figures = pair_figures("hard", "normal", results)
    assert figures["win_rate"] == 0.625  # (1 + 0.5 + 0 + 1) / 4
    assert figures["games"] == 4
    low, high = figures["ci95"]
    assert low < 0.625 < high


def test_ladder_prints_the_exact_shape(capsys):
    code = main(["ladder", "--game", "layers", "--games", "2", "--levels", "random,easy", "--jobs", "1",
                 "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"game", "pairs", "decision_ms"}
    assert report["game"] == "layers"
    assert [(p["stronger"], p["weaker"], p["games"]) for p in report["pairs"]] == [("easy", "random", 2)]
    assert set(report["pairs"][0]) == {"stronger", "weaker", "win_rate", "ci95", "games"}
    assert set(report["decision_ms"]) == {"random", "easy"}


def test_an_unknown_level_is_one_line(capsys):
    assert main(["ladder", "--game", "layers", "--levels", "random,grandmaster"]) == 2
    err = capsys.readouterr().err.strip()
    assert "grandmaster" in err and "\n" not in err
