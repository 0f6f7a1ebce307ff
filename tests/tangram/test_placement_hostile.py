"""``canvas-table tangram check FIGURE --placement FILE`` against hostile placement files: any JSON
value in any field is a verdict or one line on stderr with exit 2, never a traceback (issue 37)."""

from __future__ import annotations

import contextlib
import io
import json
import math
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table.cli import main
from canvas_table.tangram.figures import figures

PIECES = ("small", "medium", "large", "square", "parallelogram")  # the rules' seven pieces' kinds
FIELDS = ("piece", "x", "y", "rotation", "flipped")


def _solution(figure_id: str = "red-3") -> list[dict[str, Any]]:
    return [{"piece": p.piece, "x": p.x, "y": p.y, "rotation": p.rotation, "flipped": p.flipped}
            for p in figures()[figure_id].solution]


def _check(folder: Path, text: str) -> tuple[Any, str, str]:
    """``tangram check red-3 --placement FILE --json`` in this process: (exit code or the exception
    that escaped, stdout, stderr)."""
    path = folder / "placement.json"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code: Any = main(["tangram", "check", "red-3", "--placement", str(path), "--json"])
        except BaseException as error:  # what escapes is the failure looked for
            code = error
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("field", "value", "words"), [
    ("piece", [], "placement 0: unknown piece []"),
    ("piece", {}, "placement 0: unknown piece {}"),
    ("piece", ["small"], "placement 0: unknown piece ['small']"),
    ("piece", {"small": 1}, "placement 0: unknown piece {'small': 1}"),
    ("piece", None, "placement 0: unknown piece None"),
    ("rotation", 315.5, "placement 0: rotation should be a whole multiple of 45 degrees, got 315.5"),
    ("rotation", True, "placement 0: rotation should be a whole multiple of 45 degrees, got True"),
    ("rotation", "315", "placement 0: rotation should be a whole multiple of 45 degrees, got '315'"),
    ("rotation", 1e300, "placement 0: rotation should be a whole multiple of 45 degrees"),
    ("rotation", [45], "placement 0: rotation should be a whole multiple of 45 degrees, got [45]"),
    ("x", 10**99, "placement 0: x should be within 1000 of the origin"),
    ("y", {}, "placement 0: y should be a number, got {}"),
    ("flipped", 1.0, "placement 0: flipped should be true or false, got 1.0"),
])
def test_a_hostile_field_is_one_line_naming_the_placement_and_field(tmp_path, field, value, words):
    placements = _solution()
    placements[0][field] = value
    code, out, err = _check(tmp_path, json.dumps(placements))
    assert code == 2 and out == "", err
    assert err.startswith(f"error: {tmp_path / 'placement.json'}: {words}") and err.count("\n") == 1, err


def test_a_rotation_written_as_a_whole_float_is_that_whole_number(tmp_path):
    as_int, as_float = _solution(), _solution()
    as_int[0]["rotation"], as_float[0]["rotation"] = 315, 315.0
    as_int[1]["rotation"], as_float[1]["rotation"] = -90, -90.0
    int_code, int_out, _err = _check(tmp_path, json.dumps(as_int))
    float_code, float_out, err = _check(tmp_path, json.dumps(as_float))
    assert float_code == int_code == 0, err
    assert json.loads(float_out) == json.loads(int_out)
    solved = _solution()
    solved[0]["rotation"] = float(solved[0]["rotation"])  # 0.0 or 45.0...: still the solution
    code, out, _err = _check(tmp_path, json.dumps(solved))
    assert code == 0 and json.loads(out)["solved"] is True


# -- the property: every JSON value in every field ------------------------------------------------

JSON_SCALARS = (st.none() | st.booleans() | st.integers(min_value=-(10**99), max_value=10**99)
                | st.floats() | st.text(max_size=8) | st.sampled_from([*PIECES, 315.0, 45, -0.0, 1000.5]))
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=6)
CHANGE = st.one_of(st.tuples(st.just("set"), st.sampled_from(FIELDS), JSON_VALUES),
                   st.tuples(st.just("drop"), st.sampled_from(FIELDS), st.none()),
                   st.tuples(st.just("add"), st.text(max_size=6), JSON_VALUES))


def _is_number(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, int | float) and math.isfinite(value)


def _spec_allows(placement: Any) -> bool:
    """What the file format allows (not the reader's own code): an object of the five keys (flipped
    optional), a known piece, x and y numbers within 1000 of the origin, a rotation of a whole
    number of degrees (315.0 is 315) that is a multiple of 45 within 100 turns, flipped a bool."""
    if not isinstance(placement, dict) or not set(placement) <= set(FIELDS):
        return False
    if not {"piece", "x", "y", "rotation"} <= set(placement):
        return False
    rotation = placement["rotation"]
    return (isinstance(placement["piece"], str) and placement["piece"] in PIECES
            and all(_is_number(placement[k]) and abs(placement[k]) <= 1000 for k in ("x", "y"))
            and _is_number(rotation) and rotation == int(rotation) and int(rotation) % 45 == 0
            and abs(rotation) <= 36_000
            and isinstance(placement.get("flipped", False), bool))


@pytest.mark.slow
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(changes=st.lists(st.tuples(st.integers(0, 6), CHANGE), min_size=1, max_size=12))
def test_any_json_in_any_field_is_a_verdict_or_one_line(changes):
    placements: list[Any] = _solution()
    for index, (action, key, value) in changes:
        if action == "set" or action == "add":
            placements[index][key] = value
        else:
            placements[index].pop(key, None)
    text = json.dumps(placements, allow_nan=True)  # NaN and Infinity written as JSON never allows
    with tempfile.TemporaryDirectory() as folder:
        code, out, err = _check(Path(folder), text)
        path = Path(folder) / "placement.json"
    assert code in (0, 2), f"{type(code).__name__}: {code}"
    if code == 2:
        assert out == "" and err.startswith(f"error: {path}: ") and err.count("\n") == 1, err
    else:
        assert err == "" and set(json.loads(out)) == {"solved", "difference", "overlap"}
    finite = "NaN" not in text and "Infinity" not in text
    assert (code == 0) == (finite and all(_spec_allows(p) for p in placements)), (placements, err)
