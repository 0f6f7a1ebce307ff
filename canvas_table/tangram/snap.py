"""The puzzle's snap: a piece dropped near the silhouette's or a piece's corners or edges lands on them.

Corners come first: when one of the piece's corners is within the radius of a target corner (the
silhouette's, holes included, or another placed piece's), the piece moves so the two coincide. Of
several such moves, the one that makes the most corners meet wins (a piece fits its neighbours as a
whole), then one onto the silhouette's corners, then the shortest.
Otherwise edges: the smallest gap still open between one of the piece's corners and a target edge, or
between a target corner and one of the piece's edges, is closed when it is within the radius. Otherwise the
piece stays where it was dropped. Only the position changes, never the turn or the side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from shapely.geometry.base import BaseGeometry

from canvas_table.tangram.pieces import Placement, placed_points

MEET = 1e-6  # corners closer than this meet


@dataclass(frozen=True)
class Targets:
    """What a piece may snap to: corners (n x 2, the silhouette's first: ``fixed`` of them) and edges as
    start and end points (m x 2 each)."""

    fixed: int
    corners: np.ndarray
    starts: np.ndarray
    ends: np.ndarray


def _rings(silhouette: BaseGeometry) -> list[np.ndarray]:
    """The silhouette's closed outlines (outer and holes) as point arrays, first point repeated."""
    if silhouette.is_empty:
        return []
    parts = getattr(silhouette, "geoms", [silhouette])
    rings = []
    for part in parts:
        rings.append(np.asarray(part.exterior.coords))
        rings.extend(np.asarray(hole.coords) for hole in part.interiors)
    return rings


def targets(silhouette: BaseGeometry, others: Sequence[Placement]) -> Targets:
    """The corners and edges of the silhouette and of the other placed pieces (built once per drag)."""
    rings = _rings(silhouette)
    fixed = sum(len(ring) - 1 for ring in rings)
    for other in others:
        points = np.asarray(placed_points(other))
        rings.append(np.vstack([points, points[:1]]))
    if not rings:
        empty = np.zeros((0, 2))
        return Targets(0, empty, empty, empty)
    corners = np.vstack([ring[:-1] for ring in rings])
    starts = np.vstack([ring[:-1] for ring in rings])
    ends = np.vstack([ring[1:] for ring in rings])
    return Targets(fixed, corners, starts, ends)


def _nearest_on_edges(points: np.ndarray, starts: np.ndarray,
                      ends: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For every point and every edge, the gap from the point to the edge's nearest point
    (points x edges x 2) and its length (points x edges)."""
    along = ends - starts
    length2 = np.maximum((along ** 2).sum(axis=1), 1e-18)
    offset = points[:, None, :] - starts[None, :, :]
    t = np.clip((offset * along[None, :, :]).sum(axis=2) / length2[None, :], 0.0, 1.0)
    nearest = starts[None, :, :] + t[..., None] * along[None, :, :]
    gaps = nearest - points[:, None, :]
    return gaps, np.hypot(gaps[..., 0], gaps[..., 1])


def _meeting(corners: np.ndarray, others: np.ndarray) -> int:
    """How many of ``corners`` lie on one of ``others`` (to a millionth of a unit)."""
    gaps = others[None, :, :] - corners[:, None, :]
    return int((np.hypot(gaps[..., 0], gaps[..., 1]).min(axis=1) < MEET).sum())


def snap_to(placement: Placement, goal: Targets, radius: float, edges: bool = True) -> Placement:
    """Snap ``placement`` to prepared targets (see :func:`snap`); without ``edges``, to corners only."""
    if not len(goal.corners):
        return placement
    corners = np.asarray(placed_points(placement))
    gaps = goal.corners[None, :, :] - corners[:, None, :]
    distances = np.hypot(gaps[..., 0], gaps[..., 1])
    near = np.argwhere(distances <= radius)
    if len(near):
        best = min(near, key=lambda pair: (-_meeting(corners + gaps[pair[0], pair[1]], goal.corners),
                                           pair[1] >= goal.fixed, distances[pair[0], pair[1]]))
        dx, dy = gaps[best[0], best[1]]
        return placement.moved(float(dx), float(dy))
    if not edges:
        return placement
    dropped = placement
    for _pass in range(2):  # a first contact, then a second one that slides along the first
        moved = _close_a_gap(placement, goal, radius)
        if moved is None or np.hypot(moved.x - dropped.x, moved.y - dropped.y) > radius:
            break
        placement = moved
    return placement


def _gaps(placement: Placement, goal: Targets) -> tuple[np.ndarray, np.ndarray]:
    """Every move that would close a gap between the piece and the targets (a piece's corner onto a
    target edge, or a target corner onto a piece's edge), and its length."""
    corners = np.asarray(placed_points(placement))
    onto, onto_len = _nearest_on_edges(corners, goal.starts, goal.ends)
    under, under_len = _nearest_on_edges(goal.corners, corners, np.roll(corners, -1, axis=0))
    moves = np.vstack([onto.reshape(-1, 2), -under.reshape(-1, 2)])
    return moves, np.concatenate([onto_len.ravel(), under_len.ravel()])


def _close_a_gap(placement: Placement, goal: Targets, radius: float) -> Placement | None:
    """The placement with its smallest open gap within ``radius`` closed, keeping every contact it
    already has (so a piece touching one edge slides along it onto the next); None when none can be."""
    moves, lengths = _gaps(placement, goal)
    contacts = int((lengths < MEET).sum())
    for index in np.argsort(lengths)[: 12 + contacts]:
        if lengths[index] < MEET:
            continue
        if lengths[index] > radius:
            return None
        dx, dy = moves[index]
        moved = placement.moved(float(dx), float(dy))
        if int((_gaps(moved, goal)[1] < MEET).sum()) > contacts:
            return moved
    return None


def snap(placement: Placement, silhouette: BaseGeometry, others: Sequence[Placement],
         radius: float) -> Placement:
    """Move the piece onto the nearest corner within ``radius`` (the silhouette's or another piece's),
    else onto the nearest edge within ``radius``; beyond it the placement comes back unchanged."""
    return snap_to(placement, targets(silhouette, others), radius)

