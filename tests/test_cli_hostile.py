"""Every command refuses hostile arguments in one line (issue 37): counts far too large, negative,
zero, NaN and infinite; paths that are a file, a device, a folder or nowhere; options the game
does not have. Each is ``error: ...`` naming the argument, exit code 2, at once, no traceback."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from canvas_table.cli import main
from canvas_table.commands import fuzz

HUGE = "100000000000"
DEAD = "ws://127.0.0.1:1"  # host and join check their arguments before they connect


def refused(capsys, args: list[str]) -> str:
    """The one line ``main(args)`` wrote on stderr, having returned 2 and printed nothing else."""
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err and len(err) < 300, err
    return err.rstrip("\n")


# -- counts and other numbers: the bounds of the spec, shown in --help ----------------------------

BOUNDS = [  # (command, the argument, the value, the bound the spec sets)
    (["simulate"], "--games", HUGE, "1 to 1,000,000"),
    (["simulate"], "--games", "0", "1 to 1,000,000"),
    (["tournament"], "--games", HUGE, "1 to 1,000,000"),
    (["tournament"], "--iterations", HUGE, "1 to 1,000,000"),
    (["tournament"], "--iterations", "-3", "1 to 1,000,000"),
    (["tournament"], "--jobs", "100000", "1 to 64"),
    (["tournament", "--solo", "--bot", "normal"], "--target", HUGE, "1 to 999"),
    (["ladder"], "--games", HUGE, "1 to 1,000,000"),
    (["ladder"], "--jobs", "0", "1 to 64"),
    (["bench"], "--repeat", HUGE, "1 to 1,000"),
    (["bench"], "--repeat", "-1", "1 to 1,000"),
    (["fuzz"], "--records", HUGE, "1 to 100,000"),
    (["fuzz"], "--jobs", "100000", "0 to 64"),
    (["fuzz"], "--seed", "-1", "0 to 18,446,744,073,709,551,615"),
    (["fuzz"], "--timeout", "nan", "0.1 to 3600"),
    (["fuzz"], "--timeout", "inf", "0.1 to 3600"),
    (["fuzz"], "--timeout", "0", "0.1 to 3600"),
    (["killtest"], "--kills", HUGE, "1 to 10,000"),
    (["killtest"], "--seed", "-5", "0 to 18,446,744,073,709,551,615"),
    (["serve"], "--port", "65536", "0 to 65,535"),
    (["serve"], "--port", "-1", "0 to 65,535"),
    (["join", DEAD, "--table", "AB", "--name", "Ada"], "--pace", "nan", "0 to 60"),
    (["join", DEAD, "--table", "AB", "--name", "Ada"], "--pace", "-1", "0 to 60"),
    (["join", DEAD, "--table", "AB", "--name", "Ada"], "--patience", "inf", "0 to 3600"),
    (["art", "build", "--out", "unused"], "--jobs", "65", "1 to 64"),
    (["art", "sheet", "--out", "unused.png"], "--seed", "-1", "0 to 18,446,744,073,709,551,615"),
]


@pytest.mark.parametrize(("command", "flag", "value", "bound"), BOUNDS)
def test_a_number_out_of_its_bound_is_one_line_naming_the_argument_and_the_bound(
        capsys, command, flag, value, bound):
    err = refused(capsys, [*command, flag, value])
    assert f"argument {flag}: {bound}, got {value}" in err


@pytest.mark.parametrize(("command", "flag", "bound"), sorted(
    {(tuple(command[:2] if command[0] == "art" else command[:1]), flag, bound)
     for command, flag, _value, bound in BOUNDS}))
def test_every_bound_is_shown_in_the_commands_help(capsys, command, flag, bound):
    with pytest.raises(SystemExit):
        main([*command, "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    its_help = shown.split(f" {flag} ", 1)[1].split(" --", 1)[0]  # from the options' list
    assert bound in its_help, its_help


def test_a_number_of_thousands_of_digits_is_shown_cut_short(capsys):
    err = refused(capsys, ["simulate", "--games", "9" * 4000])
    assert err.startswith("error: canvas-table simulate: argument --games: 1 to 1,000,000, got 999")
    for flag in ("--games", "--seed", "--players"):  # more digits than int() reads
        err = refused(capsys, ["simulate", flag, "9" * 5000])
        assert f"argument {flag}: invalid int value: '999" in err


@pytest.mark.parametrize(("args", "words"), [
    (["simulate", "--players", HUGE], f"--players: 1 to 5, got {HUGE}"),  # Canvas: 1 to 5 players
    (["simulate", "--game", "tangram", "--players", "7"], "--players: 2 to 6, got 7"),
    (["tournament", "--players", HUGE], f"--players: 2 to 5, got {HUGE}"),  # a tournament: 2 at least
    (["host", DEAD, "--game", "picktura", "--players", "5"], "--players: 2 to 4, got 5"),
])
def test_players_are_bounded_by_the_games_range(capsys, args, words):
    assert refused(capsys, args) == f"error: {words}"


# -- paths: a folder where a file is wanted, a file where a folder is, nowhere, /dev/null, /proc --

def _folder_commands(path: str) -> list[tuple[list[str], str]]:
    return [(["simulate", "--games", "1", "--records", path], "--records"),
            (["fuzz", "--records", "1", "--keep", path], "--keep"),
            (["serve", "--port", "0", "--data", path], "--data"),
            (["art", "build", "--out", path], "--out")]


@pytest.mark.parametrize(("where", "reason"), [
    ("/dev/null", "exists and is not a folder"),
    ("FILE", "exists and is not a folder"),
    ("/proc/self/nope", "not writable (No such file or directory)"),
    ("FILE/sub", "not writable"),
])
def test_a_folder_argument_that_cannot_be_a_folder_is_one_line_naming_it(capsys, tmp_path, monkeypatch,
                                                                          where, reason):
    monkeypatch.setattr(fuzz, "run_fuzz", lambda *a, **k: pytest.fail("fuzz ran before --keep was checked"))
    (tmp_path / "FILE").write_text("x")
    path = where.replace("FILE", str(tmp_path / "FILE"))
    for args, flag in _folder_commands(path):
        err = refused(capsys, args)
        assert err.startswith(f"error: {flag} {path}: {reason}"), err


def test_an_empty_folder_argument_is_refused_not_taken_for_the_current_folder(capsys):
    assert refused(capsys, ["art", "build", "--out", " "]) == "error: --out: an empty path"


def test_a_folder_argument_in_a_place_nobody_may_write_is_one_line(capsys, monkeypatch):
    monkeypatch.setattr(fuzz, "run_fuzz", lambda *a, **k: pytest.fail("fuzz ran before --keep was checked"))
    for args, flag in _folder_commands("/proc"):  # not writable even for root
        assert refused(capsys, args).startswith(f"error: {flag} /proc: not writable ("), args


@pytest.mark.parametrize(("where", "reason"), [
    ("FOLDER.png", "exists and is not a file"),
    ("/proc/self/nope/sheet.png", "its folder /proc/self/nope: not writable ("),
    ("/proc/sheet.png", "its folder /proc: not writable ("),
])
def test_a_file_argument_that_cannot_be_written_is_one_line_naming_it(capsys, tmp_path, where, reason):
    (tmp_path / "FOLDER.png").mkdir()
    path = where.replace("FOLDER.png", str(tmp_path / "FOLDER.png"))
    assert refused(capsys, ["art", "sheet", "--out", path]).startswith(f"error: --out {path}: {reason}")


@pytest.mark.parametrize(("where", "reason"), [("FOLDER", "exists and is not a file"),
                                               ("/proc", "its folder /proc/layers/data: not writable (")])
def test_ladder_save_to_a_place_it_cannot_write_is_refused_before_the_games(capsys, monkeypatch, tmp_path,
                                                                         where, reason):
    from canvas_table.commands import ladder
    from canvas_table.engine import ladder_data

    (tmp_path / "layers" / "data" / "ladder.json").mkdir(parents=True)
    package = tmp_path if where == "FOLDER" else Path(where)
    monkeypatch.setattr(ladder_data, "PACKAGE_DIR", package)
    monkeypatch.setattr(ladder, "run_ladder", lambda *a, **k: pytest.fail("the ladder played first"))
    err = refused(capsys, ["ladder", "--game", "layers", "--games", "1", "--jobs", "1", "--save"])
    assert err.startswith(f"error: --save {package / 'layers' / 'data' / 'ladder.json'}: {reason}"), err


@pytest.mark.parametrize("where", ["/dev/null", "/proc/self/nope", "/proc/self/mem", "FOLDER"])
def test_a_file_to_read_that_is_no_file_is_one_line_naming_it(capsys, tmp_path, where):
    (tmp_path / "FOLDER").mkdir()
    path = where.replace("FOLDER", str(tmp_path / "FOLDER"))
    name = path.rsplit("/", 1)[1]
    assert name in refused(capsys, ["replay", path])
    assert name in refused(capsys, ["tangram", "check", "red-3", "--placement", path])


# -- --option: its key and its value against the game's declared options, for every command -------

OPTION_COMMANDS = [["simulate", "--games", "1"], ["tournament", "--games", "1", "--jobs", "1"],
                   ["ladder", "--games", "1", "--jobs", "1"], ["ladder", "--table"],
                   ["host", DEAD, "--players", "2"]]
BAD_OPTIONS = [  # the choices are the rules' (each game's new-game dialog)
    ("tangram", "goal=zzz", "--option goal: one of quick, standard, long, got 'zzz'"),
    ("tangram", "champion=7", "--option champion: one of fox, owl, bear, hare, crane, tiger, turtle, "
                              "lynx, heron, wolf, got 7"),
    ("layers", "rounds=4", "--option rounds: one of 3, 5, 7, got 4"),
    ("layers", "vote=1", "--option vote: one of true, false, got 1"),
    ("picktura", "blanks=7", "--option blanks: one of true, false, got 7"),
    ("canvas", "difficulty=zzz", "--option difficulty: one of easy, normal, hard, master, got 'zzz'"),
    ("canvas", "target=30", "canvas has no option 'target' (options: difficulty, scenario, vincent)"),
    ("layers", "colour=red", "layers has no option 'colour' (options: rounds, vote)"),
]


@pytest.mark.parametrize("command", OPTION_COMMANDS,
                         ids=["simulate", "tournament", "ladder", "ladder-table", "host"])
@pytest.mark.parametrize(("game", "option", "words"), BAD_OPTIONS)
def test_an_option_the_game_does_not_have_is_refused_alike_by_every_command(capsys, command, game, option,
                                                                             words):
    assert refused(capsys, [*command, "--game", game, "--option", option]) == f"error: {words}"


def test_a_scenario_the_game_does_not_have_is_refused_naming_the_argument(capsys):
    err = refused(capsys, ["simulate", "--scenario", "zzz"])
    assert err.startswith("error: --scenario: one of family, chill, synergy, ") and "got 'zzz'" in err


def test_options_the_game_has_still_play(capsys):
    assert main(["simulate", "--game", "layers", "--games", "1", "--bots", "random",
                 "--option", "rounds=5", "--option", "vote=true", "--json"]) == 0
    assert main(["simulate", "--game", "tangram", "--games", "1", "--bots", "random",
                 "--option", "goal=quick", "--json"]) == 0
    assert capsys.readouterr().err == ""


def test_the_canvas_target_bound_is_canvas_own():
    from canvas_table.canvas.setup import MAX_TARGET
    from canvas_table.commands.common import MAX_TARGET as SHOWN

    assert SHOWN == MAX_TARGET


# -- the real program: huge counts end at once -----------------------------------------------------

@pytest.mark.slow
def test_huge_counts_end_at_once_in_one_line_without_a_traceback():
    for args in (["simulate", "--games", HUGE], ["tournament", "--games", HUGE],
                 ["ladder", "--games", HUGE], ["tournament", "--iterations", HUGE],
                 ["bench", "--repeat", HUGE], ["fuzz", "--records", HUGE], ["killtest", "--kills", HUGE]):
        start = time.perf_counter()
        result = subprocess.run([sys.executable, "-m", "canvas_table", *args], capture_output=True,
                                text=True, timeout=60)  # a guard: the old code ran 17 s into MemoryError
        took = time.perf_counter() - start
        assert result.returncode == 2 and "Traceback" not in result.stderr, (args, result.stderr)
        assert result.stderr.count("\n") == 1 and f"argument {args[1]}: " in result.stderr, result.stderr
        assert result.stdout == "", (args, took)
