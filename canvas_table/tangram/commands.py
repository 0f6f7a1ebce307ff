"""What Tangram Champions answers to the command line (plain data): ``tangram figures``, ``tangram
check``, ``cards`` and ``replay``.

No argument parsing here (the game's subcommand is :mod:`canvas_table.tangram.cli`); every bad input
is a one-line UsageError.
"""

from __future__ import annotations

import math
from typing import Any

from canvas_table.engine.files import KB, FileProblem, parse_json, read_text
from canvas_table.engine.records import brief
from canvas_table.errors import UsageError
from canvas_table.tangram.cards import CARD_TEXTS, KINDS, full_deck
from canvas_table.tangram.check import judge
from canvas_table.tangram.figures import figures
from canvas_table.tangram.pieces import BASE, Placement

PLACEMENT_LIMIT = 64 * KB  # seven placements are a few hundred bytes
PLACEMENT_KEYS = {"piece", "x", "y", "rotation", "flipped"}
COORDINATE_LIMIT = 1000.0  # far beyond any figure: a placement out there is a mistake


def _points(ring: Any) -> list[list[float]]:
    """A ring's corners without the closing repeat, rounded to 9 places."""
    coords = list(ring.coords)[:-1]
    return [[round(x, 9) + 0.0, round(y, 9) + 0.0] for x, y in coords]


def figures_data() -> dict[str, Any]:
    """``tangram figures --json``: the pieces' base polygons and every figure with its silhouette's
    outer rings, its holes and its solution."""
    pieces = {name: [[float(x), float(y)] for x, y in points] for name, points in BASE.items()}
    listed = []
    for figure in figures().values():
        shape = figure.silhouette
        polygons = list(getattr(shape, "geoms", [shape]))
        listed.append({
            "id": figure.id, "card": figure.card, "colour": figure.colour, "name": figure.name,
            "silhouette": [_points(polygon.exterior) for polygon in polygons],
            "holes": [_points(hole) for polygon in polygons for hole in polygon.interiors],
            "solution": [{"piece": p.piece, "x": p.x, "y": p.y, "rotation": p.rotation,
                          "flipped": p.flipped} for p in figure.solution],
        })
    return {"pieces": pieces, "figures": listed}


def figures_text() -> str:
    """The figures, a line each: id, name, card and colour."""
    return "\n".join(f"{f['id']:<10} {f['name']} (card {f['card']}, {f['colour']})"
                     for f in figures_data()["figures"])


def _number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) \
            or (isinstance(value, float) and not math.isfinite(value)):  # isfinite overflows on huge ints
        raise UsageError(f"{what} should be a number, got {brief(value)}")
    if abs(value) > COORDINATE_LIMIT:
        raise UsageError(f"{what} should be within {COORDINATE_LIMIT:g} of the origin, got {brief(value)}")
    return float(value)


def _rotation(value: Any) -> int | None:
    """A rotation in whole degrees, a multiple of 45 within 100 turns, or None. A JSON number of
    integral value is that whole number (315.0 is 315); true and false are no numbers."""
    if isinstance(value, float) and value.is_integer():  # False for NaN and infinities
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value % 45 or abs(value) > 360 * 100:
        return None
    return value


def placement_from_json(data: Any, index: int) -> Placement:
    """One placement of a file, every field checked; UsageError names the placement and the field."""
    where = f"placement {index}"
    if not isinstance(data, dict):
        raise UsageError(f"{where}: should be an object {{piece, x, y, rotation, flipped}}, "
                         f"got {brief(data)}")
    unknown = sorted(str(key) for key in data if key not in PLACEMENT_KEYS)
    if unknown:
        raise UsageError(f"{where}: unknown key {brief(unknown[0])}")
    missing = sorted(key for key in PLACEMENT_KEYS - {"flipped"} if key not in data)
    if missing:
        raise UsageError(f"{where}: {missing[0]} missing")
    piece = data["piece"]
    if not isinstance(piece, str) or piece not in BASE:  # a list or an object cannot be looked up
        raise UsageError(f"{where}: unknown piece {brief(piece)} (pieces: {', '.join(BASE)})")
    rotation = _rotation(data["rotation"])
    if rotation is None:
        raise UsageError(f"{where}: rotation should be a whole multiple of 45 degrees, "
                         f"got {brief(data['rotation'])}")
    flipped = data.get("flipped", False)
    if not isinstance(flipped, bool):
        raise UsageError(f"{where}: flipped should be true or false, got {brief(flipped)}")
    return Placement(piece, _number(data["x"], f"{where}: x"), _number(data["y"], f"{where}: y"),
                     rotation, flipped)


def read_placements(path: str) -> list[Placement]:
    """The seven placements of a JSON file (through the one reading path); UsageError otherwise."""
    try:
        data = parse_json(read_text(path, PLACEMENT_LIMIT, path), path)
    except FileProblem as err:
        raise UsageError(str(err)) from None
    if not isinstance(data, list):
        raise UsageError(f"{path}: should hold a JSON list of seven placements, got {brief(data)}")
    if len(data) != 7:
        raise UsageError(f"{path}: should hold seven placements, one a piece, got {len(data)}")
    try:
        return [placement_from_json(item, k) for k, item in enumerate(data)]
    except UsageError as err:
        raise UsageError(f"{path}: {err}") from None


def check_figure(figure_id: str, path: str) -> dict[str, Any]:
    """``tangram check FIGURE --placement FILE``: solved, and the difference and the worst overlap
    as fractions of the total area 8."""
    known = figures()
    if figure_id not in known:
        raise UsageError(f"no figure {figure_id!r} (figures are colour-card, e.g. red-3)")
    verdict = judge(known[figure_id].silhouette, read_placements(path))
    return {"solved": verdict.solved, "difference": round(verdict.difference, 6),
            "overlap": round(verdict.overlap, 6)}


def cards_data() -> dict[str, Any]:
    """``cards --game tangram --json``: each deck's cards with their words and copies."""
    return {deck: [{"card": card, "text": CARD_TEXTS[card], "copies": full_deck(deck).count(card)}
                   for card in cards] for deck, cards in KINDS.items()}


def cards_text() -> str:
    """The decks' cards, a line each."""
    return "\n".join(f"{deck:<12} {entry['copies']} x {entry['text']}"
                     for deck, entries in cards_data().items() for entry in entries)


def score_request(request: Any) -> dict[str, Any]:
    """Tangram Champions scores no painting: always a one-line UsageError."""
    raise UsageError("Tangram Champions has no painting to score (its score is the colours held)")


def replay_text(report: dict[str, Any]) -> str:
    """A replayed game's standing: a line a seat, then the outcome."""
    lines = []
    for seat in report["seats"]:
        colours = ", ".join(f"{n} {colour}" for colour, n in seat["colours"].items()) or "no colour cards"
        prison = ", in prison" if seat["prison"] else ""
        lines.append(f"{seat['name']} ({seat['champion']}): {seat['score']} colours ({colours}), "
                     f"square {seat['square']} {seat['square_kind']}{prison}")
    champion = report["champion"]
    outcome = f"champion: {report['seats'][champion]['name']}" if champion is not None else "in progress"
    lines.append(f"{outcome}; goal {report['goal']} ({report['colours_to_win']} colours); "
                 f"{report['turns']} turns")
    return "\n".join(lines)
