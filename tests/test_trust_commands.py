"""``canvas-table fuzz`` and ``canvas-table killtest`` (canvas_table/commands/trust.py): the shape
of the figures they print for the closing note of issue 10, with small counts, and their refusal
of bad arguments. The figures themselves are what the fixes must bring to zero; the record fuzz
in tests/test_fuzz_records.py is the test that holds them there.
"""

from __future__ import annotations

import json

import pytest

from canvas_table.cli import main

HANG_SECONDS = 20


def one_line(text: str) -> bool:
    return bool(text.strip()) and "\n" not in text.rstrip("\n") and "Traceback" not in text


@pytest.mark.slow
def test_fuzz_command_prints_the_figures(capsys):
    code = main(["fuzz", "--records", "16", "--seed", "3", "--jobs", "2", "--timeout", str(HANG_SECONDS),
                 "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert set(figures) == {"tried", "clean_error", "loaded", "traceback", "hang"}
    assert all(isinstance(v, int) and v >= 0 for v in figures.values())
    assert 0 < figures["tried"] <= 16
    assert figures["tried"] == sum(figures[k] for k in ("clean_error", "loaded", "traceback", "hang"))
    assert code == (1 if figures["traceback"] or figures["hang"] else 0)


@pytest.mark.slow
def test_killtest_command_prints_the_figures(capsys):
    code = main(["killtest", "--kills", "3", "--seed", "2", "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert set(figures) == {"kills", "unreadable", "lost_actions", "temp_files_left"}
    assert figures["kills"] == 3
    assert all(isinstance(v, int) and v >= 0 for v in figures.values())
    costs = figures["unreadable"] + figures["lost_actions"] + figures["temp_files_left"]
    assert code == (1 if costs else 0)


@pytest.mark.parametrize("args", [
    ["fuzz", "--records", "0"], ["fuzz", "--records", "x"], ["fuzz", "--timeout", "0"],
    ["fuzz", "--jobs", "-1"], ["killtest", "--kills", "0"], ["killtest", "--kills", "100000"],
])
def test_trust_commands_refuse_bad_arguments_in_one_line(args, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert one_line(err) and err.startswith("error: ")
