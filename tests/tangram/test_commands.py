"""``canvas-table tangram figures --json`` and ``tangram check``: their exact shapes and errors."""

from __future__ import annotations

import json

import pytest

from canvas_table.cli import main
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.figures import figures

R = 2**0.5  # the medium triangle's legs


def _figures(capsys) -> dict:
    assert main(["tangram", "figures", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_figures_lists_the_pieces_base_polygons_in_the_rules_pages_unit(capsys):
    data = _figures(capsys)
    assert set(data) == {"pieces", "figures"}
    assert data["pieces"] == {
        "small": [[0, 0], [1, 0], [0, 1]],
        "medium": [[0, 0], [R, 0], [0, R]],
        "large": [[0, 0], [2, 0], [0, 2]],
        "square": [[0, 0], [1, 0], [1, 1], [0, 1]],
        "parallelogram": [[0, 0], [1, 0], [2, 1], [1, 1]],
    }


def test_figures_lists_35_figures_with_silhouette_holes_and_a_seven_piece_solution(capsys):
    data = _figures(capsys)
    listed = data["figures"]
    assert len(listed) == 35
    assert {(f["card"], f["colour"]) for f in listed} == {(c, k) for c in range(1, 6) for k in COLOURS}
    for figure in listed:
        assert set(figure) == {"id", "card", "colour", "name", "silhouette", "holes", "solution"}
        assert figure["id"] == f"{figure['colour']}-{figure['card']}" and figure["name"]
        assert figure["silhouette"] and all(len(ring) >= 3 for ring in figure["silhouette"])
        assert all(len(point) == 2 for ring in figure["silhouette"] + figure["holes"] for point in ring)
        pieces = sorted(p["piece"] for p in figure["solution"])
        assert pieces == ["large", "large", "medium", "parallelogram", "small", "small", "square"]
        for placement in figure["solution"]:
            assert set(placement) == {"piece", "x", "y", "rotation", "flipped"}
            assert placement["rotation"] % 45 == 0 and isinstance(placement["flipped"], bool)


def test_a_silhouettes_rings_enclose_the_seven_pieces_area(capsys):
    def area(ring):
        pairs = zip(ring, ring[1:] + ring[:1], strict=True)
        return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in pairs)) / 2

    for figure in _figures(capsys)["figures"]:
        total = sum(area(ring) for ring in figure["silhouette"]) - sum(area(ring) for ring in figure["holes"])
        assert total == pytest.approx(8.0, abs=1e-6), figure["id"]


def _check(tmp_path, capsys, figure_id: str, placements) -> tuple[int, str, str]:
    path = tmp_path / "placement.json"
    path.write_text(placements if isinstance(placements, str) else json.dumps(placements), encoding="utf-8")
    code = main(["tangram", "check", figure_id, "--placement", str(path), "--json"])
    out, err = capsys.readouterr()
    return code, out, err


def _solution(figure_id: str) -> list[dict]:
    return [{"piece": p.piece, "x": p.x, "y": p.y, "rotation": p.rotation, "flipped": p.flipped}
            for p in figures()[figure_id].solution]


def test_check_says_a_figures_own_solution_solves_it(tmp_path, capsys):
    code, out, _err = _check(tmp_path, capsys, "red-3", _solution("red-3"))
    assert code == 0
    result = json.loads(out)
    assert result == {"solved": True, "difference": pytest.approx(0, abs=1e-6),
                      "overlap": pytest.approx(0, abs=1e-6)}
    assert set(result) == {"solved", "difference", "overlap"}


def test_check_says_a_moved_piece_does_not_solve_it_and_measures_by_how_much(tmp_path, capsys):
    placements = _solution("blue-2")
    moved = next(p for p in placements if p["piece"] == "square")
    moved["x"] += 1.0  # the square (area 1) off by a whole unit: up to 2 of 8 outside and uncovered
    code, out, _err = _check(tmp_path, capsys, "blue-2", placements)
    result = json.loads(out)
    assert code == 0 and result["solved"] is False
    assert 0.02 < result["difference"] <= 0.25 and result["overlap"] <= 1 / 8


@pytest.mark.parametrize(("content", "message"), [
    ("not json", "placement.json: not valid JSON"),
    ('{"piece": "small"}', "should hold a JSON list of seven placements"),
    ([1, 2], "should hold seven placements, one a piece, got 2"),
    ([{"piece": "small", "x": 0, "y": 0, "rotation": 0}] * 8,
     "should hold seven placements, one a piece, got 8"),
    ([{"piece": "circle", "x": 0, "y": 0, "rotation": 0}] * 7, "placement 0: unknown piece 'circle'"),
    ([{"piece": "small", "x": 0, "y": 0, "rotation": 30}] * 7,
     "placement 0: rotation should be a whole multiple of 45 degrees, got 30"),
    ([{"piece": "small", "x": "0", "y": 0, "rotation": 0}] * 7, "placement 0: x should be a number, got '0'"),
    ([{"piece": "small", "x": 0, "y": 1e300, "rotation": 0}] * 7, "placement 0: y should be within 1000"),
    ([{"piece": "small", "x": 0, "y": 0, "rotation": 0, "flipped": 1}] * 7,
     "placement 0: flipped should be true or false, got 1"),
    ([{"piece": "small", "x": 0, "y": 0}] * 7, "placement 0: rotation missing"),
    ([{"piece": "small", "x": 0, "y": 0, "rotation": 0, "colour": "red"}] * 7,
     "placement 0: unknown key 'colour'"),
    ([[0, 0]] * 7, "placement 0: should be an object"),
    ("[" + " " * 70_000 + "]", "larger than"),
])
def test_check_refuses_a_malformed_or_hostile_file_in_one_line_with_exit_2(tmp_path, capsys, content,
                                                                           message):
    code, out, err = _check(tmp_path, capsys, "red-3", content)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err, err


def test_check_refuses_an_unknown_figure_and_a_missing_file(tmp_path, capsys):
    code, _out, err = _check(tmp_path, capsys, "grey-9", _solution("red-3"))
    assert code == 2 and err == "error: no figure 'grey-9' (figures are colour-card, e.g. red-3)\n"
    assert main(["tangram", "check", "red-3", "--placement", str(tmp_path / "none.json")]) == 2
    assert capsys.readouterr().err.count("\n") == 1
