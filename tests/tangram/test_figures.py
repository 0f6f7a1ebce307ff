"""The shipped figures and the loader's refusals (one line, naming the figure)."""

from __future__ import annotations

import pytest

from canvas_table.errors import DataError
from canvas_table.tangram.figures import COLOURS, figures, lattice, load_figures
from canvas_table.tangram.pieces import R


def test_thirty_five_figures_one_per_card_and_colour_with_different_names():
    shipped = figures()
    assert sorted(shipped) == sorted(f"{colour}-{card}" for colour in COLOURS for card in range(1, 6))
    assert len({figure.name for figure in shipped.values()}) == 35


def test_every_silhouette_covers_the_eight_units_of_the_pieces():
    for figure in figures().values():
        assert figure.silhouette.area == pytest.approx(8.0), figure.id


@pytest.mark.parametrize(("text", "expected"), [
    ("0", 0.0), ("3", 3.0), ("-1/2", -0.5), ("r", R), ("1/2+3r", 0.5 + 3 * R), ("2r-1", 2 * R - 1),
    ("-r", -R)])
def test_lattice_coordinates_are_read_exactly(text, expected):
    assert lattice(text) == pytest.approx(expected, abs=1e-15)


@pytest.mark.parametrize("text", ["", "x", "1+", "2**3", "r r", "1/0r", "__import__('os')"])
def test_other_coordinates_are_refused(text):
    with pytest.raises(ValueError):
        lattice(text)


GOOD = ['"large 0 0 0"', '"large 2 2 180"', '"medium 1 3 225"', '"square 2 0 0"', '"small 2 1 0"',
        '"small 0 1 90"', '"parallelogram 2 2 90"']


def figure_file(tmp_path, lines, name="house"):
    path = tmp_path / "figures.toml"
    path.write_text(f'[[figure]]\ncard = 1\ncolour = "orange"\nname = "{name}"\n'
                    f'solution = [{", ".join(lines)}]\n', encoding="utf-8")
    return path


@pytest.mark.parametrize(("lines", "problem"), [
    (GOOD[:-1], "seven pieces once each"),
    ([*GOOD[:-1], '"square 0 0 0"'], "seven pieces once each"),
    ([*GOOD[:-1], '"parallelogram 0 0 0"'], "overlap"),
    ([*GOOD[:-1], '"parallelogram 9 9 0"'], "2 separate shapes"),
    ([*GOOD[:-1], '"parallelogram 2 2 30"'], "multiple of 45"),
    ([*GOOD[:-1], '"parallelogram 2+x 2 90"'], "bad coordinate"),
    ([*GOOD[:-1], '"parallelogram 2 2"'], "piece x y rotation"),
])
def test_a_broken_figure_is_refused_in_one_line_naming_it(tmp_path, lines, problem):
    with pytest.raises(DataError, match=problem) as err:
        load_figures(figure_file(tmp_path, lines))
    message = str(err.value)
    assert "\n" not in message and "orange-1 house" in message


def test_a_good_figure_alone_is_refused_because_the_set_is_incomplete(tmp_path):
    with pytest.raises(DataError, match="1 figures, should be 35"):
        load_figures(figure_file(tmp_path, GOOD))
