"""The command line: JSON outputs, and bad input exits 2 with one line (no traceback)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from canvas_table.canvas.record import CanvasGame
from canvas_table.canvas.setup import GameConfig, PlayerSpec
from canvas_table.cli import main


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "canvas_table", *args],
        input=stdin, capture_output=True, text=True, timeout=120,
    )


def test_cards_json_shape(capsys):
    assert main(["cards", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["art_cards"]) == 60 and len(data["backgrounds"]) == 20
    assert len(data["scoring_cards"]) == 12 and len(data["scenarios"]) == 9
    card = data["art_cards"][0]
    assert set(card) == {"id", "title", "side", "swatches"} and len(card["swatches"]) == 5
    assert set(data["scoring_cards"][0]) == {"name", "text", "points"}


def test_score_matches_the_engine(capsys):
    from canvas_table.canvas.painting import Painter

    assert main(["score", "--scoring", "composition,variety", "--layers", "4,9,21", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    painter = Painter(("composition", "variety"))
    verdict = painter.score((4, 9, 21))
    assert data["ribbons"] == {"composition": verdict.ribbons[0], "variety": verdict.ribbons[1]}
    assert data["grey"] == verdict.grey
    assert data["title"] == painter.title((4, 9, 21))
    assert data["swatches"] == [list(s) for s in painter.visible((4, 9, 21))]


def test_score_stdin_one_object_a_line():
    lines = "\n".join(
        json.dumps({"scoring": ["repetition"], "layers": layers})
        for layers in ([1, 2, 3], [3, 2, 1], [10, 20, 30])
    )
    result = run("score", "--stdin", "--json", stdin=lines + "\n")
    assert result.returncode == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 3 and all("repetition" in a["ribbons"] for a in answers)


def test_replay_json(tmp_path, capsys):
    game = CanvasGame.new(GameConfig((PlayerSpec("Ada"), PlayerSpec("Bo")), 4))
    from canvas_table.canvas.bots import GreedyBot

    bot = GreedyBot(1)
    while not game.state.is_over():
        game.play(bot.choose(game.state))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.to_record()))
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["over"] is True and data["next_seat"] is None
    assert data["winners"] == game.state.winners()
    seat = data["seats"][0]
    assert set(seat["ribbons"]) == {"red", "green", "blue", "purple", "grey"}
    assert seat["score"] == game.state.score(0) == sum(seat["points"].values())
    assert len(seat["paintings"]) == 3 and set(seat["paintings"][0]) == {
        "layers", "background", "swatches", "title"
    }


def test_simulate_json(capsys):
    assert main(["simulate", "--players", "3", "--games", "5", "--bots", "greedy,random,greedy",
                 "--vincent", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 5 and len(data["seats"]) == 3
    assert abs(sum(s["win_rate"] for s in data["seats"]) - 1) < 1e-6


def test_bench_json_has_every_engine_figure(capsys):
    assert main(["bench", "--json", "--repeat", "1"]) == 0
    figures = json.loads(capsys.readouterr().out)
    for key in ("score_painting_us", "best_painting_ms", "random_game_4p_ms",
                "greedy_game_4p_ms", "clone_us"):
        assert figures[key] > 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["score", "--scoring", "beauty", "--layers", "1,2,3"], "scoring: expected names"),
        (["score", "--scoring", "style", "--layers", "1,2"], "layers: three different art card ids"),
        (["score", "--scoring", "style", "--layers", "1,2,x"], "--layers: expected whole numbers"),
        (["simulate", "--players", "7"], "--players: 1 to 5, got 7"),
        (["simulate", "--players", "4", "--vincent"], "Vincent joins games of 1 to 3 players"),
        (["simulate", "--bots", "wizard"], "unknown bot level 'wizard'"),
        (["replay", "/nonexistent/game.json"], "game.json: no such file"),
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        (["simulate", "--games", "many"], "invalid int value: 'many'"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(args, message, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_bad_record_through_the_real_process(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"schema_version": 1, "game": "canvas", "seed": 1, "players": [{"name": "A"}, '
                    '{"name": "B"}], "first_player": 0, "actions": [{"seat": 1, "take": 0}]}')
    result = run("replay", str(path), "--json")
    assert result.returncode == 2
    assert result.stderr == f"error: {path}: action 0 is illegal: it is A's turn, not B's\n"


def test_version():
    from canvas_table import __version__

    result = run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"canvas-table {__version__}"
