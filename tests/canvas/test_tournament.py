"""``canvas-table tournament``: JSON shape, seat rotation, determinism and bad arguments."""

from __future__ import annotations

import json

import pytest

from canvas_table.cli import main
from canvas_table.commands.tournament import wilson


def run(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["tournament", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    data = run(capsys, "--bots", "normal,random", "--games", "6", "--jobs", "1")
    assert data["games"] == 6
    assert set(data["bots"]) == {"normal", "random"}
    for entry in data["bots"].values():
        assert set(entry) == {"win_rate", "ci95", "mean_score", "mean_decision_ms"}
        low, high = entry["ci95"]
        assert 0.0 <= low <= entry["win_rate"] <= high <= 1.0
    rates = [entry["win_rate"] for entry in data["bots"].values()]
    assert sum(rates) == pytest.approx(1.0)


@pytest.mark.slow
def test_workers_give_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--bots", "hard,easy", "--players", "3", "--games", "2", "--iterations", "15")
    one = run(capsys, *args, "--jobs", "1")
    two = run(capsys, *args, "--jobs", "2")
    for level in ("hard", "easy"):
        for key in ("win_rate", "ci95", "mean_score"):
            assert one["bots"][level][key] == two["bots"][level][key]


def test_solo(capsys: pytest.CaptureFixture[str]) -> None:
    data = run(capsys, "--solo", "--bot", "normal", "--scenario", "family", "--games", "4",
               "--jobs", "1")
    assert data["solo"] == {"scenario": "family", "target": 18}
    assert set(data["bots"]) == {"normal"}


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "9"],
        ["--bots", "hard,bogus"],
        ["--bots", "hard,hard"],
        ["--bots", "a,b,c", "--players", "2"],
        ["--games", "0"],
        ["--iterations", "0"],
        ["--jobs", "0"],
        ["--solo"],
        ["--bot", "hard"],
        ["--solo", "--bot", "hard", "--scenario", "nope"],
        ["--games", "many"],
    ],
)
def test_bad_arguments_exit_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and len(err.strip().splitlines()) == 1


def test_wilson_interval() -> None:
    low, high = wilson(71, 100)
    assert 0.614 < low < 0.615 and 0.789 < high < 0.790
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
