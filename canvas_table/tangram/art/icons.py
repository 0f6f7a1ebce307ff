"""The little pictures the board and the cards share: sun, storm cloud, prison bars, key, star,
dice, cards and the tangram square. Each paints on a :class:`Sketch` about a centre and a size."""

from __future__ import annotations

import math
from collections.abc import Sequence

from shapely.geometry import Polygon

from canvas_table.art.palette import RGB, mix
from canvas_table.tangram.art.colours import CREAM, GOLD, INK, SQUARE, STONE, STORM, SUN, dark, light
from canvas_table.tangram.art.shapes import Sketch, circle, classic_square, rounded_box, star

PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def sun(sk: Sketch, cx: float, cy: float, r: float) -> None:
    """A friendly sun: a glow, twelve rays and a disc with a darker rim."""
    sk.poly(circle(cx, cy, r * 1.05), light(SUN, 0.4), soft=r * 0.25, alpha=0.6)
    rays = []
    for k in range(12):
        a = math.tau * k / 12
        w = 0.17
        rays.append([(cx + r * 0.62 * math.cos(a - w), cy + r * 0.62 * math.sin(a - w)),
                     (cx + r * math.cos(a), cy + r * math.sin(a)),
                     (cx + r * 0.62 * math.cos(a + w), cy + r * 0.62 * math.sin(a + w))])
    sk.polys(rays, mix(SUN, (232, 128, 48), 0.45), soft=0.4, edge=0.3)
    sk.poly(circle(cx, cy, r * 0.6), SUN, soft=0.5, edge=0.45, vary=light(SUN, 0.5), vary_amount=0.6,
            cell=r * 0.6)
    sk.poly(circle(cx - r * 0.18, cy - r * 0.2, r * 0.22), light(SUN, 0.7), soft=r * 0.12, alpha=0.7)


def storm(sk: Sketch, cx: float, cy: float, r: float) -> None:
    """A storm cloud with a lightning bolt and a few slanting drops."""
    drops = [[(cx + dx * r, cy + 0.35 * r), (cx + (dx - 0.12) * r, cy + 0.75 * r)]
             for dx in (-0.5, -0.15, 0.5)]
    for pts in drops:
        sk.line(pts, r * 0.07, light(STORM, 0.35), alpha=0.9)
    bolt = [(cx + 0.05 * r, cy + 0.05 * r), (cx + 0.32 * r, cy + 0.05 * r), (cx + 0.12 * r, cy + 0.42 * r),
            (cx + 0.3 * r, cy + 0.42 * r), (cx - 0.08 * r, cy + 0.98 * r), (cx + 0.02 * r, cy + 0.55 * r),
            (cx - 0.14 * r, cy + 0.55 * r)]
    sk.poly(bolt, (250, 214, 80), soft=0.4, edge=0.35)
    puffs = [circle(cx - 0.45 * r, cy + 0.02 * r, 0.36 * r), circle(cx - 0.05 * r, cy - 0.22 * r, 0.48 * r),
             circle(cx + 0.45 * r, cy - 0.02 * r, 0.38 * r),
             rounded_box((cx - 0.8 * r, cy - 0.05 * r, cx + 0.8 * r, cy + 0.32 * r), 0.16 * r)]
    sk.polys(puffs, STORM, soft=0.6, edge=0.35, vary=light(STORM, 0.25), vary_amount=0.7, cell=r * 0.5)
    sk.poly(circle(cx - 0.12 * r, cy - 0.32 * r, 0.22 * r), light(STORM, 0.35), soft=r * 0.1, alpha=0.7)


def bars(sk: Sketch, box: tuple[float, float, float, float], count: int = 5) -> None:
    """Iron prison bars across ``box``: ``count`` rods and two crossbars, with highlights."""
    x0, y0, x1, y1 = box
    width = (x1 - x0) / (count * 3.2)
    iron = (52, 54, 62)
    for k in range(count):
        x = x0 + (x1 - x0) * (k + 0.5) / count
        sk.line([(x, y0), (x, y1)], width, iron)
        sk.line([(x - width * 0.22, y0 + width), (x - width * 0.22, y1 - width)], width * 0.25,
                (150, 154, 166), alpha=0.8)
    for y in (y0 + (y1 - y0) * 0.16, y1 - (y1 - y0) * 0.16):
        sk.line([(x0 - width * 0.3, y), (x1 + width * 0.3, y)], width * 1.1, iron)


def padlock(sk: Sketch, cx: float, cy: float, r: float, open_: bool = False) -> None:
    """A padlock, shut or (``open_``) with its shackle lifted out of the body."""
    lift = 0.3 * r if open_ else 0.0
    top = cy - 0.2 * r - lift
    arc = [(cx + 0.4 * r * math.cos(a), top + 0.4 * r * math.sin(a))
           for a in (math.pi + math.pi * k / 12 for k in range(13))]
    legs = [(cx - 0.4 * r, cy), *arc, (cx + 0.4 * r, top + (0.12 * r if open_ else 0.2 * r + lift))]
    sk.line(legs, 0.16 * r, (150, 150, 160))
    sk.poly(rounded_box((cx - 0.62 * r, cy - 0.1 * r, cx + 0.62 * r, cy + 0.75 * r), 0.12 * r), GOLD,
            soft=0.4, edge=0.45)
    sk.poly(circle(cx, cy + 0.25 * r, 0.11 * r), INK)
    sk.poly([(cx - 0.05 * r, cy + 0.3 * r), (cx + 0.05 * r, cy + 0.3 * r), (cx + 0.08 * r, cy + 0.55 * r),
             (cx - 0.08 * r, cy + 0.55 * r)], INK)


def key(sk: Sketch, cx: float, cy: float, r: float) -> None:
    """A golden key lying across (cx, cy)."""
    sk.poly(circle(cx - 0.55 * r, cy, 0.35 * r), GOLD, edge=0.4)
    sk.poly(circle(cx - 0.55 * r, cy, 0.15 * r), dark(GOLD, 0.5))
    sk.poly([(cx - 0.25 * r, cy - 0.09 * r), (cx + 0.85 * r, cy - 0.09 * r), (cx + 0.85 * r, cy + 0.09 * r),
             (cx - 0.25 * r, cy + 0.09 * r)], GOLD, edge=0.3)
    for x in (0.45, 0.7):
        sk.poly([(cx + (x - 0.07) * r, cy), (cx + (x + 0.07) * r, cy), (cx + (x + 0.07) * r, cy + 0.32 * r),
                 (cx + (x - 0.07) * r, cy + 0.32 * r)], GOLD, edge=0.3)


def gold_star(sk: Sketch, cx: float, cy: float, r: float) -> None:
    """A five-pointed gold star with a darker rim."""
    sk.poly(star(cx, cy, r, r * 0.45), GOLD, soft=0.4, edge=0.5, vary=SUN, vary_amount=0.5, cell=r)


def die(sk: Sketch, cx: float, cy: float, size: float, pips: int, turn: float = 0.0) -> None:
    """A cream die showing ``pips``, turned ``turn`` radians."""
    c, s = math.cos(turn), math.sin(turn)

    def at(x: float, y: float) -> tuple[float, float]:
        return cx + x * c - y * s, cy + x * s + y * c

    half = size / 2
    box = (cx - half, cy - half, cx + half, cy + half)
    body = [at(x - cx, y - cy) for x, y in rounded_box(box, size * 0.18)]
    sk.poly([(x + size * 0.05, y + size * 0.07) for x, y in body], INK, soft=size * 0.05, alpha=0.35)
    sk.poly(body, CREAM, soft=0.3, edge=0.25)
    step = size * 0.26
    sk.polys([circle(*at(px * step, py * step), size * 0.085, 16) for px, py in PIPS[pips]], INK, soft=0.3)


def card(sk: Sketch, cx: float, cy: float, w: float, colour: RGB, turn: float = 0.0,
         motif: bool = True) -> None:
    """A small colour card (5:7) centred on (cx, cy), turned ``turn`` radians, with a cream rim
    and, if ``motif``, the tangram square on it."""
    h = w * 1.4
    c, s = math.cos(turn), math.sin(turn)

    def at(x: float, y: float) -> tuple[float, float]:
        return cx + x * c - y * s, cy + x * s + y * c

    outer = [at(x, y) for x, y in rounded_box((-w / 2, -h / 2, w / 2, h / 2), w * 0.1)]
    inner = [at(x, y) for x, y in rounded_box((-w * 0.4, -h * 0.43, w * 0.4, h * 0.43), w * 0.06)]
    sk.poly([(x + w * 0.04, y + w * 0.06) for x, y in outer], INK, soft=w * 0.04, alpha=0.3)
    sk.poly(outer, CREAM, soft=0.3)
    sk.poly(inner, colour, soft=0.3, edge=0.3, vary=light(colour, 0.3), vary_amount=0.5, cell=w * 0.5)
    if motif:
        pieces = classic_square(cx, cy, w * 0.5, turn)
        sk.polys(pieces, light(colour, 0.55), soft=0.2)
        for pts in pieces:
            sk.outline(pts, w * 0.025, dark(colour, 0.35))


def tangram_motif(sk: Sketch, cx: float, cy: float, side: float, colour: RGB, turn: float = 0.0) -> None:
    """The seven pieces of the tangram square in tints of ``colour``, with a thin dark seam."""
    pieces = classic_square(cx, cy, side, turn)
    tints = (0.62, 0.48, 0.7, 0.55, 0.75, 0.42, 0.66)
    for pts, t in zip(pieces, tints, strict=True):
        sk.poly(pts, light(colour, t), soft=0.2)
    for pts in pieces:
        sk.outline(pts, max(0.8, side * 0.03), dark(colour, 0.4), alpha=0.85)


def stone_wall(sk: Sketch, box: tuple[float, float, float, float]) -> None:
    """Grey stones in courses filling ``box`` (a prison's wall)."""
    x0, y0, x1, y1 = box
    rows = 5
    h = (y1 - y0) / rows
    for row in range(rows):
        w = (x1 - x0) / 3
        offset = (row % 2) * w / 2
        x = x0 - offset
        while x < x1:
            tone = mix(STONE, CREAM, sk.rng.uniform(0.0, 0.3))
            left, right = max(x0, x + h * 0.06), min(x1, x + w - h * 0.06)
            if right - left > h * 0.3:
                sk.poly(rounded_box((left, y0 + row * h + h * 0.06, right, y0 + (row + 1) * h - h * 0.06),
                                    h * 0.2), tone, soft=0.6, edge=0.3)
            x += w


def rainbow_fan(sk: Sketch, cx: float, cy: float, w: float) -> None:
    """The seven colour cards fanned out from a point below (cx, cy)."""
    for k, colour in enumerate(SQUARE.values()):
        turn = math.radians(-48 + 16 * k)
        px, py = cx + math.sin(turn) * w * 0.9, cy + w * 0.5 - math.cos(turn) * w * 0.9
        card(sk, px, py, w * 0.55, colour, turn, motif=False)


def silhouette(sk: Sketch, shape: Polygon, centre: tuple[float, float], size: float, ink: RGB,
               ground: RGB) -> None:
    """A figure's silhouette (a Shapely polygon in the rules' unit, y up) in ``ink``, fitted in a
    ``size`` square about ``centre``; its holes show ``ground``."""
    minx, miny, maxx, maxy = shape.bounds
    k = size / max(maxx - minx, maxy - miny)
    cx, cy = centre

    def place(coords: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(cx + (x - (minx + maxx) / 2) * k, cy - (y - (miny + maxy) / 2) * k) for x, y in coords]

    sk.poly(place(list(shape.exterior.coords)[:-1]), ink, soft=0.3, edge=0.2)
    for hole in shape.interiors:
        sk.poly(place(list(hole.coords)[:-1]), ground, soft=0.3)


def rainbow_square(sk: Sketch, cx: float, cy: float, side: float) -> None:
    """The tangram square with its seven pieces in the seven colours, pale as a watercolour."""
    pieces = classic_square(cx, cy, side)
    for pts, colour in zip(pieces, SQUARE.values(), strict=True):
        sk.poly(pts, light(colour, 0.35), soft=0.8, alpha=0.55, grain=0.3, edge=0.35)
    for pts in pieces:
        sk.outline(pts, side * 0.008, CREAM, alpha=0.9)
