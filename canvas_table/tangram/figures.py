"""The 35 figures (5 tangram cards x 7 colours), each made by placing the seven pieces ourselves.

``data/figures.toml`` holds each figure's solution: seven lines "piece x y rotation [flip]" where x and
y are exact sums like ``1/2+3r`` (r is sqrt(2)/2, the lattice of 45-degree turns). The silhouette is the
union of the placed pieces; the loader refuses a figure whose pieces are not the seven of one set, overlap,
or do not make one connected shape, with a one-line DataError naming the figure.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from canvas_table.engine.files import DATA_LIMIT, FileProblem, parse_toml, read_text
from canvas_table.errors import DataError
from canvas_table.tangram.check import GRID, worst_overlap
from canvas_table.tangram.colours import CARDS, COLOURS
from canvas_table.tangram.pieces import SET, Placement, R, placed_polygon

FIGURES_FILE = Path(__file__).resolve().parent / "data" / "figures.toml"
_TERM = re.compile(r"([+-]?)(\d+(?:/\d+)?)?(r?)")


@dataclass(frozen=True)
class Figure:
    """One figure: its id (colour-card), card number, colour, English name and its solution."""

    id: str
    card: int
    colour: str
    name: str
    solution: tuple[Placement, ...]
    silhouette: Polygon


def lattice(text: str) -> float:
    """Read an exact lattice coordinate such as ``-1/2+3r`` or ``2r-1`` (r is sqrt(2)/2)."""
    compact = text.replace(" ", "")
    if not compact:
        raise ValueError("empty coordinate")
    whole, turned, at = Fraction(0), Fraction(0), 0
    while at < len(compact):
        match = _TERM.match(compact, at)
        if match is None or match.end() == at or not (match.group(2) or match.group(3)) \
                or (at and not match.group(1)):
            raise ValueError(f"bad coordinate {text!r} (write sums like 1/2+3r)")
        try:
            value = Fraction(match.group(2) or 1) * (-1 if match.group(1) == "-" else 1)
        except ZeroDivisionError:
            raise ValueError(f"bad coordinate {text!r} (divides by zero)") from None
        if match.group(3):
            turned += value
        else:
            whole += value
        at = match.end()
    return float(whole) + float(turned) * R


def parse_placement(line: str) -> Placement:
    """Read "piece x y rotation [flip]" into a Placement."""
    words = line.split()
    if len(words) not in (4, 5) or (len(words) == 5 and words[4] != "flip"):
        raise ValueError(f"{line!r} should read 'piece x y rotation [flip]'")
    if not re.fullmatch(r"-?\d+", words[3]):
        raise ValueError(f"{line!r}: rotation should be whole degrees")
    return Placement(words[0], lattice(words[1]), lattice(words[2]), int(words[3]), len(words) == 5)


def silhouette_of(solution: tuple[Placement, ...]) -> BaseGeometry:
    """The union of the placed pieces, on the coordinate grid, with straight runs merged."""
    union = shapely.union_all([placed_polygon(p) for p in solution], grid_size=GRID)
    return shapely.simplify(union, GRID)


def _figure(table: Any, where: str) -> Figure:
    if not isinstance(table, dict):
        raise DataError(f"{where}: should be a table")
    for key in ("card", "colour", "name", "solution"):
        if key not in table:
            raise DataError(f"{where}: {key} missing")
    card, colour, name, lines = table["card"], table["colour"], table["name"], table["solution"]
    if isinstance(card, bool) or not isinstance(card, int) or not 1 <= card <= CARDS:
        raise DataError(f"{where}: card should be 1..{CARDS}, got {card!r}")
    if colour not in COLOURS:
        raise DataError(f"{where}: colour should be one of {', '.join(COLOURS)}, got {colour!r}")
    if not isinstance(name, str) or not name.strip():
        raise DataError(f"{where}: name should be a word")
    where = f"{where} ({colour}-{card} {name})"
    if not isinstance(lines, list) or not all(isinstance(line, str) for line in lines):
        raise DataError(f"{where}: solution should be a list of strings")
    try:
        solution = tuple(parse_placement(line) for line in lines)
    except ValueError as err:
        raise DataError(f"{where}: {err}") from None
    kinds = Counter(p.piece for p in solution)
    if kinds != SET:
        raise DataError(f"{where}: the solution should use the seven pieces once each, got "
                        + ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items())))
    overlap = worst_overlap([placed_polygon(p) for p in solution])
    if overlap > 1e-6:
        raise DataError(f"{where}: two pieces overlap by {overlap:.3g}")
    silhouette = silhouette_of(solution)
    if not isinstance(silhouette, Polygon):
        raise DataError(f"{where}: the pieces make {len(silhouette.geoms)} separate shapes, not one")
    return Figure(f"{colour}-{card}", card, colour, name.strip(), solution, silhouette)


def load_figures(path: Path | str = FIGURES_FILE) -> dict[str, Figure]:
    """Load and check every figure: 35 of them, one per card and colour, names all different."""
    path = Path(path)
    try:
        data = parse_toml(read_text(path, DATA_LIMIT, path.name), path.name)
    except FileProblem as err:
        raise DataError(str(err)) from None
    tables = data.get("figure")
    if not isinstance(tables, list):
        raise DataError(f"{path.name}: no [[figure]] tables")
    figures: dict[str, Figure] = {}
    names: dict[str, str] = {}
    for position, table in enumerate(tables, 1):
        figure = _figure(table, f"{path.name}: figure {position}")
        if figure.id in figures:
            raise DataError(f"{path.name}: figure {position}: {figure.id} appears twice")
        if figure.name in names:
            raise DataError(f"{path.name}: figure {position}: name {figure.name!r} "
                            f"is also {names[figure.name]}")
        figures[figure.id] = figure
        names[figure.name] = figure.id
    wanted = len(COLOURS) * CARDS
    if len(figures) != wanted:
        raise DataError(f"{path.name}: {len(figures)} figures, should be {wanted}")
    return figures


@cache
def figures() -> dict[str, Figure]:
    """The shipped figures, loaded once."""
    return load_figures()
