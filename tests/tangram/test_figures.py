"""The shipped figures and the loader's refusals (one line, naming the figure)."""

from __future__ import annotations

import pytest
from shapely.geometry import Point

from canvas_table.errors import DataError
from canvas_table.tangram.check import solved
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.figures import figures, lattice, load_figures
from canvas_table.tangram.pieces import Placement, R, placed_polygon


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


def _inside(figure_id: str, x: float, y: float) -> bool:
    return figures()[figure_id].silhouette.covers(Point(x, y))


@pytest.mark.parametrize(("figure_id", "name", "bounds"), [
    ("orange-1", "house", (-1, 0, 3, 3.5)),  # roof eaves from -1 to 3, the chimney's top at 3.5
    ("red-3", "hat", (0, 0, 4, 3)),  # a brim 4 wide under a crown 2 wide
    ("blue-5", "umbrella", (-2.5, -3, 2, 2)),  # a canopy 4 wide, the handle's hook down to -3
    ("yellow-5", "table", (0, 0, 4, 3)),  # a top 4 wide on two legs
    ("green-5", "sailboat", (1, 0, 5.5, 1 + 4 * R)),  # the sail's mast 2 sqrt 2 high on the hull
    ("red-5", "kite", (-2 * R, -5 * R, 3 * R, 4 * R)),  # a square kite 2 on a side, its tail below
    ("orange-4", "church", (0, 0, 3.5, 4)),  # a nave 2 wide, the tower's roof peaks at 4
])
def test_redesigned_figures_keep_their_outline(figure_id, name, bounds):
    figure = figures()[figure_id]
    assert figure.name == name
    assert figure.silhouette.bounds == pytest.approx(bounds, abs=1e-9)


@pytest.mark.parametrize(("figure_id", "x", "y", "inside"), [
    # the chimney stands on the right slope (y = 4 - x), not on the left one nor on the ridge at (1, 3)
    ("orange-1", 2.2, 2.6, True), ("orange-1", -0.2, 2.6, False), ("orange-1", 1.0, 3.2, False),
    ("orange-1", -0.9, 1.05, True), ("orange-1", -0.9, 0.5, False),  # the eaves overhang the wall
    ("orange-1", -0.3, 0.5, True),  # the wall starts half a unit in
    ("red-3", 2.0, 2.0, True), ("red-3", 0.5, 2.0, False),  # the crown, the air beside it
    ("yellow-5", 2.0, 0.5, False), ("yellow-5", 0.2, 0.5, True), ("yellow-5", 3.8, 0.5, True),
    ("green-5", 1.2, 2.0, True), ("green-5", 1.2, 3.0, False),  # the jib left of the mast
    ("orange-2", 0.3, 3.2, True), ("orange-2", 1.8, 3.6, True), ("orange-2", 1.05, 3.5, False),  # ears
    ("green-4", 0.0, 0.5, True), ("green-4", 2.0, 0.5, True), ("green-4", 1.0, 0.5, False),  # two legs
    ("green-4", 1.6, 3.2, True), ("green-4", 0.2, 3.2, False),  # the head widens from a neck 1 wide
    ("orange-4", 2.5, 3.5, True), ("orange-4", 1.0, 2.5, False), ("orange-4", 2.5, 2.5, True),  # tower
    ("purple-5", 3.5, 2.5, True), ("purple-5", 2.2, 3.6, True), ("purple-5", 1.0, 3.5, False),  # snout, ear
    ("purple-5", 0.1, 0.5, True), ("purple-5", 1.0, 0.3, False),  # a leg, the gap between the legs
    ("green-2", 2.0, 2.9, True), ("green-2", 3.5, 2.5, False), ("green-2", 5.5, 3.5, True),  # hump, dip, head
    ("green-2", 0.2, 0.5, True), ("green-2", 2.0, 0.5, False),  # a leg, the gap under the belly
])
def test_redesigned_figures_have_their_parts_where_drawn(figure_id, x, y, inside):
    assert _inside(figure_id, x, y) is inside


def test_the_table_and_the_other_figures_have_no_hole():
    assert all(not figure.silhouette.interiors for figure in figures().values())


def _swapped(solution, a: str, b: str):
    """The solution with a piece of kind ``a`` and one of kind ``b`` trading places (centroids)."""
    first = next(i for i, p in enumerate(solution) if p.piece == a)
    second = next(i for i, p in enumerate(solution) if p.piece == b)
    pa, pb = solution[first], solution[second]
    ca, cb = placed_polygon(pa).centroid, placed_polygon(pb).centroid
    swapped = list(solution)
    swapped[first] = pa.moved(cb.x - ca.x, cb.y - ca.y)
    swapped[second] = pb.moved(ca.x - cb.x, ca.y - cb.y)
    return swapped


@pytest.mark.parametrize("figure", list(figures().values()), ids=lambda f: f.id)
def test_two_different_pieces_swapped_do_not_solve(figure):
    assert solved(figure.silhouette, figure.solution)
    assert not solved(figure.silhouette, _swapped(figure.solution, "square", "medium"))
    assert not solved(figure.silhouette, _swapped(figure.solution, "small", "parallelogram"))


@pytest.mark.parametrize("figure", list(figures().values()), ids=lambda f: f.id)
def test_the_two_large_triangles_are_interchangeable(figure):
    first, second = (i for i, p in enumerate(figure.solution) if p.piece == "large")
    swapped = list(figure.solution)
    swapped[first], swapped[second] = figure.solution[second], figure.solution[first]
    assert solved(figure.silhouette, swapped)


def test_the_sailboat_hull_needs_its_parallelogram_on_the_drawn_side():
    # the hull's right end slopes up and out: mirrored in place, the piece leaves a notch
    figure = figures()["green-5"]
    index = next(i for i, p in enumerate(figure.solution) if p.piece == "parallelogram")
    para = figure.solution[index]
    assert (para.x, para.y, para.rotation, para.flipped) == (3.5, 0.0, 0, False)
    mirrored = list(figure.solution)
    mirrored[index] = Placement("parallelogram", para.x + 2, para.y, 0, True)  # same place, other side
    assert not solved(figure.silhouette, mirrored)
