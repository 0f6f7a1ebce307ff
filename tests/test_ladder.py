"""``canvas-table ladder``: adjacent levels, rotating seats, the exact JSON shape."""

from __future__ import annotations

import json

import pytest

from canvas_table.cli import main
from canvas_table.commands.ladder import ladder_levels, pair_figures, pair_tasks
from canvas_table.commands.tournament import SeatResult
from canvas_table.engine import ladder_data
from canvas_table.engine.ladder_data import Ladder, load_ladder, save_ladder
from canvas_table.errors import DataError


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


def _stored(tmp_path, monkeypatch):
    """Point the stored ladders at ``tmp_path`` (one data folder for layers)."""
    monkeypatch.setattr(ladder_data, "PACKAGE_DIR", tmp_path)
    (tmp_path / "layers" / "data").mkdir(parents=True)
    return tmp_path / "layers" / "data" / "ladder.json"


def test_save_stores_each_pair_with_its_command_and_date(tmp_path, monkeypatch, capsys):
    path = _stored(tmp_path, monkeypatch)
    assert main(["ladder", "--game", "layers", "--games", "2", "--levels", "random,easy",
                 "--jobs", "1", "--json", "--save"]) == 0
    report = json.loads(capsys.readouterr().out)
    stored = json.loads(path.read_text(encoding="utf-8"))
    pair = stored["pairs"][0]
    assert pair["command"] == ("canvas-table ladder --game layers --games 2 --seed 1 "
                               "--levels random,easy --jobs 1")
    assert len(pair["date"]) == 10 and pair["date"][4] == "-"
    assert {k: pair[k] for k in report["pairs"][0]} == report["pairs"][0]
    assert stored["decision_ms"] == report["decision_ms"]
    assert load_ladder("layers") is not None and load_ladder("layers").pair("easy", "random").games == 2


def _report(stronger: str, weaker: str, rate: float, ms: dict[str, float]) -> dict:
    return {"game": "layers", "pairs": [{"stronger": stronger, "weaker": weaker, "win_rate": rate,
                                         "ci95": [rate - 0.1, rate + 0.05], "games": 100}],
            "decision_ms": ms}


def test_a_pair_measured_again_replaces_its_figures_in_place_and_a_new_one_is_added():
    ladder = Ladder("layers", (), {})
    ladder = ladder.merged(_report("easy", "random", 0.9, {"easy": 1.0, "random": 0.1}), "a", "d1")
    ladder = ladder.merged(_report("normal", "easy", 0.6, {"normal": 2.0, "easy": 1.5}), "b", "d2")
    ladder = ladder.merged(_report("easy", "random", 0.8, {"easy": 1.2}), "c", "d3")
    assert [(p.stronger, p.win_rate, p.command, p.date) for p in ladder.pairs] == [
        ("easy", 0.8, "c", "d3"), ("normal", 0.6, "b", "d2")]
    assert ladder.decision_ms == {"easy": 1.2, "random": 0.1, "normal": 2.0}
    assert ladder.pair("normal", "easy").win_rate == 0.6 and ladder.pair("normal", "random") is None


def test_a_stored_ladder_reads_back_as_written(tmp_path):
    ladder = Ladder("layers", (), {}).merged(_report("hard", "normal", 0.65, {"hard": 600.0}),
                                             "cmd", "2026-12-01")
    path = save_ladder(ladder, tmp_path / "ladder.json")
    assert load_ladder("layers", path) == ladder


def test_no_stored_ladder_is_none_and_a_bad_one_is_one_line(tmp_path):
    assert load_ladder("layers", tmp_path / "absent.json") is None
    bad = tmp_path / "ladder.json"
    for text, problem in [("{", "truncated"),
                          ('{"game": "canvas", "pairs": [], "decision_ms": {}}', "game should be"),
                          ('{"game": "layers", "decision_ms": {}}', "missing field 'pairs'"),
                          ('{"game": "layers", "pairs": [{"stronger": "hard", "weaker": "normal", '
                           '"win_rate": 1.5, "ci95": [0.1, 0.2], "games": 3, "command": "c", '
                           '"date": "d"}], "decision_ms": {}}', "pairs[0]: win_rate")]:
        bad.write_text(text, encoding="utf-8")
        with pytest.raises(DataError) as caught:
            load_ladder("layers", bad)
        message = str(caught.value)
        assert "layers/data/ladder.json" in message and problem in message and "\n" not in message


def test_table_prints_the_stored_pairs_as_markdown(tmp_path, monkeypatch, capsys):
    path = _stored(tmp_path, monkeypatch)
    ladder = Ladder("layers", (), {}).merged(_report("hard", "normal", 0.655, {"hard": 1234.5}),
                                             "cmd", "2026-12-01")
    save_ladder(ladder, path)
    assert main(["ladder", "--game", "layers", "--table"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[2] == "| Hard over Normal | 65.5% | 55.5%–70.5% | 100 | 1,234.5 ms |"


def test_table_without_a_stored_ladder_is_one_line(tmp_path, monkeypatch, capsys):
    _stored(tmp_path, monkeypatch)
    assert main(["ladder", "--game", "layers", "--table"]) == 2
    err = capsys.readouterr().err.strip()
    assert "no stored ladder for layers" in err and "\n" not in err


def test_only_a_games_ladder_options_set_away_from_their_defaults_name_a_variant():
    from canvas_table import games
    from canvas_table.engine.ladder_data import variant

    layers, canvas = games.game("layers"), games.game("canvas")
    assert variant(layers, {"rounds": 7, "vote": True}) == "rounds-7"
    assert variant(layers, {"rounds": 3, "vote": True}) == ""  # the default game: its own ladder
    assert variant(layers, {}) == ""
    assert variant(canvas, {"scenario": "random", "vincent": True}) == ""  # Canvas keeps one
    assert ladder_data.ladder_path("layers", "rounds-7").name == "ladder-rounds-7.json"


def test_save_with_a_ladder_option_stores_that_variant_and_table_reads_it(tmp_path, monkeypatch,
                                                                          capsys):
    path = _stored(tmp_path, monkeypatch)
    assert main(["ladder", "--game", "layers", "--games", "2", "--levels", "random,easy",
                 "--jobs", "1", "--option", "rounds=7", "--save"]) == 0
    capsys.readouterr()
    assert not path.exists()  # the three-round ladder is not touched
    stored = json.loads((path.parent / "ladder-rounds-7.json").read_text(encoding="utf-8"))
    assert stored["pairs"][0]["command"].endswith("--levels random,easy --jobs 1 --option rounds=7")
    assert main(["ladder", "--game", "layers", "--option", "rounds=7", "--table"]) == 0
    assert capsys.readouterr().out.splitlines()[2].startswith("| Easy over Random | ")
    assert main(["ladder", "--game", "layers", "--option", "rounds=5", "--table"]) == 2
    err = capsys.readouterr().err.strip()
    assert "no stored ladder for layers (rounds-5)" in err and "\n" not in err


def test_a_ladder_option_outside_its_choices_is_one_line(tmp_path, monkeypatch, capsys):
    _stored(tmp_path, monkeypatch)
    assert main(["ladder", "--game", "layers", "--option", "rounds=../../x", "--table"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith("--option rounds: one of 3, 5, 7, got '../../x'") and "\n" not in err
