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
    from canvas_table.canvas.painting import PaintingJudge

    assert main(["score", "--scoring", "composition,variety", "--layers", "4,9,21", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    judge = PaintingJudge(("composition", "variety"))
    verdict = judge.score((4, 9, 21))
    assert data["ribbons"] == {"composition": verdict.ribbons[0], "variety": verdict.ribbons[1]}
    assert data["grey"] == verdict.grey
    assert data["title"] == judge.title((4, 9, 21))
    assert data["swatches"] == [list(s) for s in judge.visible((4, 9, 21))]


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


@pytest.mark.slow
def test_bench_json_has_every_engine_figure(capsys):
    assert main(["bench", "--json", "--repeat", "1"]) == 0
    figures = json.loads(capsys.readouterr().out)
    for key in ("score_painting_us", "best_painting_ms", "random_game_4p_ms",
                "greedy_game_4p_ms", "greedy_game_4p_ms_cold", "clone_us",
                "ismcts_iterations_per_s", "ismcts_iterations_per_s_cold"):
        assert isinstance(figures[key], (int, float)) and figures[key] > 0, key


def test_a_start_of_the_window_imports_no_subcommand():
    code = ("import sys; from canvas_table.cli import _window_start; "
            "a = _window_start(['--game', 'layers', '--fullscreen']); "
            "print(a.window_game, a.fullscreen, a.command, "
            "any(m.startswith('canvas_table.commands') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["layers", "True", "None", "False"]


@pytest.mark.parametrize("argv", [["games"], ["--help"], ["--version"], ["--game", "chess"],
                                  ["--load"]])
def test_anything_but_a_window_start_goes_to_the_full_parser(argv):
    from canvas_table.cli import _window_start

    assert _window_start(argv) is None


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
        {"id": "picktura", "name": "Picktura", "players": [2, 4]},
        {"id": "tangram", "name": "Tangram Champions", "players": [2, 6]},
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
    (["cards", "--game", "chess"], "unknown game 'chess' (games: canvas, layers, picktura, tangram)"),
        (["cards", "--game", "layers", "--remix"], "--remix: Layers has no remix set"),
    (["simulate", "--game", "layers", "--option", "rounds=4"], "--option rounds: one of 3, 5, 7, got 4"),
    (["simulate", "--game", "layers", "--option", "colour=red"], "layers has no option 'colour'"),
    (["simulate", "--option", "nonsense"], "--option: expected KEY=VALUE"),
    (["score", "--game", "layers", "--layers", "1,2"], "three card ids"),
])
def test_bad_game_arguments_exit_2_with_one_line(args, message, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


# ------------------------------------------------------------------ issue 10: hostile input, one line
@pytest.mark.parametrize(("game", "line", "message"), [
    ("canvas", '{"scoring": ["composition"], "layers": [1, 2, true]}',
     "stdin line 1: layers: true is not an art card id (ids are 1..60)"),
    ("layers", '{"layers": [1, 2, true]}', "stdin line 1: layers: no card true (ids are 1..108)"),
    ("canvas", '{"scoring": [["style"]], "layers": [1, 2, 3]}',
     "stdin line 1: scoring: expected names from composition, consistency, emphasis, hierarchy, movement, "
     "proximity, proportion, repetition, space, style, symmetry, variety, got [[\"style\"]]"),
    ("canvas", "[" * 1000, "stdin line 1: nested more than 64 levels deep"),
    ("layers", '{"layers": [' + "9" * 5000 + "]}",
     "stdin line 1: a number of 5000 digits (at most 100 are read)"),
    ("canvas", '{"scoring": ["style"], "layers": [1, 2, NaN]}',
     "stdin line 1: NaN is not a number JSON allows"),
    ("layers", '{"layers": [1, 2', "stdin line 1: truncated (column 17)"),
])
def test_score_stdin_refuses_bools_bombs_and_huge_numbers_in_one_line(game, line, message):
    """Finding 5: ``[1, 2, true]``, ``[`` x 1000 and a 5000-digit number on ``score --stdin``."""
    good = '{"scoring": ["style"], "layers": [1, 2, 3]}' if game == "canvas" else '{"layers": [1, 2, 3]}'
    result = run("score", "--game", game, "--stdin", stdin=f"{good}\n{line}\n{good}\n")
    assert result.returncode == 2
    assert len(result.stdout.splitlines()) == 1  # the line before was scored, the one after not
    assert result.stderr == f"error: {message.replace('line 1', 'line 2')}\n"


TOO_LONG = "error: stdin line 1: longer than the 64 KB a line may be\n"


def test_score_stdin_refuses_a_line_too_long_or_not_utf8(tmp_path):
    result = run("score", "--stdin", stdin="[" + " " * 100_000 + "]\n")
    assert (result.returncode, result.stderr) == (2, TOO_LONG)
    path = tmp_path / "in.txt"
    path.write_bytes(b'{"layers": [1, 2, 3], "x": "caf\xe9"}\n')
    with path.open("rb") as stdin:
        result = subprocess.run([sys.executable, "-m", "canvas_table", "score", "--game", "layers",
                                 "--stdin"], stdin=stdin, capture_output=True, text=True, timeout=120)
    assert (result.returncode, result.stderr) == (2, "error: stdin line 1: not UTF-8 text (byte 31)\n")


@pytest.mark.skipif(sys.platform == "win32", reason="/dev/zero is POSIX")
def test_score_stdin_from_dev_zero_ends_in_one_line():
    with open("/dev/zero", "rb") as zero:
        result = subprocess.run([sys.executable, "-m", "canvas_table", "score", "--stdin"], stdin=zero,
                                capture_output=True, text=True, timeout=120)
    assert (result.returncode, result.stderr) == (2, TOO_LONG)


@pytest.mark.parametrize(("make", "message"), [
    (lambda p: p.write_text("[" * 1000), "nested more than 64 levels deep (line 1)"),
    (lambda p: p.write_text('{"schema_version": 1, "seed": ' + "7" * 5000 + "}"),
     "a number of 5000 digits (at most 100 are read)"),
    (lambda p: p.mkdir(), "is a folder, not a file"),
    (lambda p: p.write_bytes(b'{"game": "\xff"}'), "not UTF-8 text (byte 10)"),
    (lambda p: p.write_bytes(b" " * (5 * 2**20)), "5.0 MB, larger than the 4.0 MB such a file may be"),
    (lambda p: p.write_text('{"schema_version": true}'),
     "unknown schema_version True (this program reads 1)"),
])
def test_replay_of_a_hostile_file_exits_2_with_one_line(tmp_path, capsys, make, message):
    """Findings 5 and 6: each of these was a traceback, a RecursionError or a huge read."""
    make(tmp_path / "game.json")
    assert main(["replay", str(tmp_path / "game.json")]) == 2
    assert capsys.readouterr().err == f"error: game.json: {message}\n"


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")
def test_replay_of_a_fifo_or_a_link_to_dev_zero_returns_at_once(tmp_path):
    """Finding 6: a FIFO hung forever, a link to /dev/zero grew to gigabytes. A separate process,
    so that should it hang again the test fails (timeout) instead of hanging the suite."""
    import os

    os.mkfifo(tmp_path / "fifo.json")
    (tmp_path / "zero.json").symlink_to("/dev/zero")
    result = run("replay", str(tmp_path / "fifo.json"))
    assert (result.returncode, result.stderr) == (2, "error: fifo.json: is a pipe, not a file\n")
    result = run("replay", str(tmp_path / "zero.json"))
    assert (result.returncode, result.stderr) == (2, "error: zero.json: is a device, not a file\n")


def test_replay_of_a_record_with_an_unknown_bot_level_or_a_bool_seat(tmp_path, capsys):
    game = CanvasGame.new(GameConfig((PlayerSpec("Ada"), PlayerSpec("Bo")), 4))
    record = game.to_record()
    record["players"][1]["kind"] = "bot:nonsense"
    path = tmp_path / "g.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"error: {path}: players[1]: kind should be 'human' or one of bot:random, bot:easy, bot:normal, "
        "bot:hard, bot:master, bot:greedy, got 'bot:nonsense'\n")


BROKEN_DATA = """
import sys
from pathlib import Path
from canvas_table.canvas import cards
from canvas_table.layers import cards as layers_cards
cards.DATA_DIR = Path(sys.argv[1])
layers_cards.DATA_FILE = Path(sys.argv[1]) / "cards.toml"
from canvas_table.cli import main
sys.exit(main(sys.argv[2:]))
"""


@pytest.mark.parametrize("args", [["cards"], ["score", "--scoring", "style", "--layers", "1,2,3"],
                                  ["simulate", "--games", "1"], ["replay", "RECORD"]])
def test_a_broken_canvas_card_file_ends_every_command_in_one_line(tmp_path, args):
    """Finding 7: a malformed card file ended ``cards``, ``replay`` (and the window) in a traceback."""
    import shutil

    from canvas_table.canvas.cards import DATA_DIR

    for file in DATA_DIR.glob("*.toml"):
        shutil.copy(file, tmp_path / file.name)
    scenarios = tmp_path / "scenarios.toml"
    scenarios.write_text(scenarios.read_text().replace("random = 3", "random = -1"))
    record = tmp_path / "g.json"
    game = CanvasGame.new(GameConfig((PlayerSpec("A"), PlayerSpec("B")), 4))
    record.write_text(json.dumps(game.to_record()))
    args = [str(record) if a == "RECORD" else a for a in args]
    result = subprocess.run([sys.executable, "-c", BROKEN_DATA, str(tmp_path), *args],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert result.stderr == ("error: scenarios.toml: scenario chill: random: should be 0 to 4 (scoring cards "
                             "drawn besides the 0 named), got -1\n")


def test_a_layers_card_file_that_is_a_folder_ends_in_one_line(tmp_path):
    (tmp_path / "cards.toml").mkdir()
    result = subprocess.run([sys.executable, "-c", BROKEN_DATA, str(tmp_path), "cards", "--game", "layers"],
                            capture_output=True, text=True, timeout=120)
    assert (result.returncode, result.stderr) == (2, "error: cards.toml: is a folder, not a file\n")


@pytest.mark.parametrize("command", [["simulate"], ["tournament", "--jobs", "1", "--iterations", "1"]])
def test_a_seed_whose_games_could_not_be_saved_is_refused(capsys, command):
    """Seeds are 0 <= seed < 2**64 (records refuse others), so the seeds of the games are too."""
    assert main([*command, "--seed", "-1", "--games", "2"]) == 2
    assert capsys.readouterr().err == "error: --seed: 0 to 18446688733643, got -1\n"
    assert main([*command, "--seed", "18446688733644", "--games", "2"]) == 2
    assert capsys.readouterr().err == "error: --seed: 0 to 18446688733643, got 18446688733644\n"


def test_cards_of_picktura_list_the_remix_set_only_when_asked(capsys):
    assert main(["cards", "--game", "picktura", "--json"]) == 0
    base = json.loads(capsys.readouterr().out)
    assert len(base["works"]) == 12 and len(base["cards"]) == 52  # 48 quarters and 4 blank canvases
    assert main(["cards", "--game", "picktura", "--remix", "--json"]) == 0
    both = json.loads(capsys.readouterr().out)
    assert len(both["works"]) == 24 and len(both["cards"]) == 100
