"""Where the puzzle's things lie, in the rules page's unit (no Qt): the stage round the silhouette,
the seven pieces' order, and where they wait at the start, in two trays beside the silhouette.

The stage is the same for every figure (pieces keep one size from figure to figure): the silhouette's
box is centred on the stage, the large triangles and the medium one wait in the left tray, the square,
the small triangles and the parallelogram in the right one.
"""

from __future__ import annotations

from canvas_table.tangram.figures import Figure
from canvas_table.tangram.pieces import Placement, placed_points

# the seven pieces in the puzzle's order; the scene's piece k is always of kind PIECES[k]
PIECES = ("large", "large", "medium", "square", "small", "small", "parallelogram")
HALF_WIDTH = 6.8  # the stage spans the silhouette's centre +- this, in units
HALF_HEIGHT = 3.7
TRAY_CENTRE = 5.35  # the trays' centres, left and right of the silhouette's centre
GAP = 0.55  # between pieces waiting in a tray
# the trays' columns, top to bottom: (piece index, rotation at the start)
LEFT_TRAY = ((0, 0), (1, 180), (2, 45))
RIGHT_TRAY = ((6, 0), (3, 0), (4, 90), (5, 0))


def centre(figure: Figure) -> tuple[float, float]:
    """The centre of the figure's silhouette box: the stage's centre."""
    left, bottom, right, top = figure.silhouette.bounds
    return (left + right) / 2, (bottom + top) / 2


def _box(placement: Placement) -> tuple[float, float, float, float]:
    xs, ys = zip(*placed_points(placement), strict=True)
    return min(xs), min(ys), max(xs), max(ys)


def _column(figure: Figure, tray: tuple[tuple[int, int], ...], x: float) -> dict[int, Placement]:
    """The tray's pieces stacked top to bottom, centred on ``x`` and on the stage's height."""
    at_origin = [(index, Placement(PIECES[index], 0, 0, rotation)) for index, rotation in tray]
    boxes = [_box(p) for _, p in at_origin]
    height = sum(top - bottom for _, bottom, _, top in boxes) + GAP * (len(boxes) - 1)
    cy = centre(figure)[1]
    y = cy + height / 2
    placed = {}
    for (index, placement), (left, bottom, right, top) in zip(at_origin, boxes, strict=True):
        dx = x - (left + right) / 2
        dy = y - top
        placed[index] = placement.moved(dx, dy)
        y -= top - bottom + GAP
    return placed


def start_placements(figure: Figure) -> tuple[Placement, ...]:
    """The seven pieces waiting in their trays, in :data:`PIECES` order, in the figure's coordinates."""
    cx = centre(figure)[0]
    placed = {**_column(figure, LEFT_TRAY, cx - TRAY_CENTRE), **_column(figure, RIGHT_TRAY, cx + TRAY_CENTRE)}
    return tuple(placed[index] for index in range(len(PIECES)))


def solution_by_piece(figure: Figure) -> tuple[Placement, ...]:
    """The figure's solution in :data:`PIECES` order (the first large of the solution goes to
    piece 0, the second to piece 1, and so on)."""
    waiting = list(figure.solution)
    ordered = []
    for kind in PIECES:
        found = next(p for p in waiting if p.piece == kind)
        waiting.remove(found)
        ordered.append(found)
    return tuple(ordered)


def middle(placement: Placement) -> tuple[float, float]:
    """The mean of the piece's corners (it stays put as the piece turns in the player's hand)."""
    points = placed_points(placement)
    return sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)


def turned_about_middle(placement: Placement, steps: int = 0, flip: bool = False) -> Placement:
    """The piece turned by ``steps`` x 45 degrees counter-clockwise (and mirrored with ``flip``)
    about its own middle, which stays where it was."""
    flipped = placement.flipped != flip
    rotation = (placement.rotation + 45 * steps) % 360
    if flip:  # mirroring x -> -x reverses the sense of the turn
        rotation = (-placement.rotation + 45 * steps) % 360
    shape = Placement(placement.piece, 0, 0, rotation, flipped)
    (mx, my), (sx, sy) = middle(placement), middle(shape)
    return Placement(placement.piece, mx - sx, my - sy, rotation, flipped)
