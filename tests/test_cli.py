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


def test_games_json_lists_every_game(capsys):
    assert main(["games", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == [
        {"id": "canvas", "name": "Canvas", "players": [1, 5]},
        {"id": "layers", "name": "Layers", "players": [1, 5]},
    ]


def test_layers_cards_and_score_have_the_exact_shapes(capsys):
    assert main(["cards", "--game", "layers", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"cards", "kinds"} and len(data["cards"]) == 108
    assert data["kinds"][:5] == ["red", "blue", "yellow", "green", "purple"]
    card = data["cards"][0]
    assert set(card) == {"id", "title", "symbols"}
    assert set(card["symbols"][0]) == {"position", "kind", "negative"}
    by_id = {c["id"]: c for c in data["cards"]}
    # two one-symbol cards at different positions and a third covering neither: all three show
    one = [c["id"] for c in data["cards"] if len(c["symbols"]) == 1 and not c["symbols"][0]["negative"]]
    a = next(i for i in one if by_id[i]["symbols"][0]["position"] == 0)
    b = next(i for i in one if by_id[i]["symbols"][0]["position"] == 1
             and by_id[i]["symbols"][0]["kind"] != by_id[a]["symbols"][0]["kind"])
    c = next(i for i in one if by_id[i]["symbols"][0]["position"] == 1 and i != b
             and by_id[i]["symbols"][0]["kind"] not in (by_id[a]["symbols"][0]["kind"],))
    assert main(["score", "--game", "layers", "--layers", f"{a},{b},{c}", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"visible", "by_kind", "score"}
    # c (on top) hides b at position 1; a and c show, two kinds once each: 1 + 1
    assert [(v["position"], v["kind"]) for v in result["visible"]] == [
        (0, by_id[a]["symbols"][0]["kind"]), (1, by_id[c]["symbols"][0]["kind"])]
    assert result["score"] == 2 and sum(result["by_kind"].values()) == 2


def test_simulate_writes_every_game_s_record_and_replay_reads_its_game(tmp_path, capsys):
    for game in ("canvas", "layers"):
        folder = tmp_path / game
        assert main(["simulate", "--game", game, "--players", "2", "--games", "3", "--bots", "random",
                     "--records", str(folder), "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["games"] == 3
        files = sorted(folder.glob("*.json"))
        assert len(files) == 3
        assert main(["replay", str(files[0]), "--json"]) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["over"] is True
        if game == "layers":
            assert set(report) == {"over", "winners", "seats", "market", "pile_left"}
            assert set(report["seats"][0]) == {"name", "score", "layers"}


def test_a_record_of_other_rules_exits_2_naming_both_versions(tmp_path, capsys):
    from canvas_table.canvas.record import rules_version

    game = CanvasGame.new(GameConfig((PlayerSpec("Ada"), PlayerSpec("Bo")), 4))
    path = tmp_path / "old.json"
    path.write_text(json.dumps({**game.to_record(), "rules_version": "0123abcd"}))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == (f"error: {path}: a record of rules version '0123abcd'; this program plays canvas "
                   f"rules version '{rules_version()}'\n")


@pytest.mark.parametrize(("args", "message"), [
    (["cards", "--game", "chess"], "unknown game 'chess' (games: canvas, layers)"),
    (["simulate", "--game", "layers", "--option", "rounds=4"], "rounds: 3, 5 or 7"),
    (["simulate", "--game", "layers", "--option", "colour=red"], "layers has no option 'colour'"),
    (["simulate", "--option", "nonsense"], "--option: expected KEY=VALUE"),
    (["score", "--game", "layers", "--layers", "1,2"], "three card ids"),
])
def test_bad_game_arguments_exit_2_with_one_line(args, message, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
