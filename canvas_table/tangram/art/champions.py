"""The ten champions' pawns: round painted tokens, each in its colour with a simple emblem.

An emblem is drawn about the token's centre in a unit where the disc's radius is 1 (y down), in
cream, ink and a touch of gold, bold enough to read at 40 px on the board.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PIL import Image

from canvas_table.art.palette import RGB
from canvas_table.tangram.art.colours import CHAMPION, CREAM, GOLD, INK, dark, light
from canvas_table.tangram.art.shapes import Point, Sketch, circle

UNITS = 240
RADIUS = 100.0  # the coloured disc, in units
_SEEDS = {name: 0x5EED00 + k for k, name in enumerate(CHAMPION)}


class _Pen:
    """Draws emblem shapes given in disc units (radius 1, centre 0) on a token's sketch."""

    def __init__(self, sk: Sketch, colour: RGB) -> None:
        self.sk, self.colour, self.c, self.r = sk, colour, UNITS / 2, RADIUS * 0.92

    def at(self, pts: Sequence[Point]) -> list[Point]:
        return [(self.c + x * self.r, self.c + y * self.r) for x, y in pts]

    def poly(self, pts: Sequence[Point], colour: RGB, edge: float = 0.15) -> None:
        self.sk.poly(self.at(pts), colour, soft=0.35, edge=edge)

    def oval(self, cx: float, cy: float, rx: float, ry: float, colour: RGB, turn: float = 0.0) -> None:
        c, s = math.cos(turn), math.sin(turn)
        pts = [(rx * math.cos(t), ry * math.sin(t)) for t in (math.tau * k / 36 for k in range(36))]
        self.poly([(cx + x * c - y * s, cy + x * s + y * c) for x, y in pts], colour)

    def line(self, pts: Sequence[Point], width: float, colour: RGB) -> None:
        self.sk.line(self.at(pts), width * self.r, colour)


def _fox(p: _Pen) -> None:
    p.poly([(-0.62, -0.72), (-0.22, -0.34), (0.22, -0.34), (0.62, -0.72), (0.6, -0.1), (0.0, 0.62),
            (-0.6, -0.1)], CREAM)
    p.poly([(-0.5, -0.56), (-0.3, -0.36), (-0.46, -0.3)], INK)
    p.poly([(0.5, -0.56), (0.3, -0.36), (0.46, -0.3)], INK)
    p.poly([(-0.6, -0.1), (0.0, 0.62), (0.6, -0.1), (0.22, 0.05), (0.0, 0.3), (-0.22, 0.05)],
           light(p.colour, 0.1))
    p.oval(-0.24, -0.08, 0.07, 0.09, INK)
    p.oval(0.24, -0.08, 0.07, 0.09, INK)
    p.oval(0.0, 0.54, 0.09, 0.07, INK)


def _owl(p: _Pen) -> None:
    p.poly([(-0.62, -0.7), (-0.3, -0.46), (0.3, -0.46), (0.62, -0.7), (0.58, 0.2), (0.0, 0.72),
            (-0.58, 0.2)], dark(p.colour, 0.35))
    for x in (-0.27, 0.27):
        p.oval(x, -0.14, 0.27, 0.27, CREAM)
        p.oval(x, -0.14, 0.15, 0.15, GOLD)
        p.oval(x, -0.14, 0.08, 0.08, INK)
    p.poly([(-0.1, 0.08), (0.1, 0.08), (0.0, 0.34)], GOLD)
    for y in (0.36, 0.5):
        p.line([(-0.22, y), (-0.08, y + 0.06), (0.08, y), (0.22, y + 0.06)], 0.04, light(p.colour, 0.4))


def _bear(p: _Pen) -> None:
    for x in (-0.46, 0.46):
        p.oval(x, -0.46, 0.22, 0.22, light(p.colour, 0.25))
        p.oval(x, -0.46, 0.11, 0.11, light(p.colour, 0.55))
    p.oval(0.0, 0.02, 0.6, 0.54, light(p.colour, 0.25))
    p.oval(0.0, 0.22, 0.28, 0.22, CREAM)
    p.oval(0.0, 0.12, 0.1, 0.07, INK)
    p.line([(0.0, 0.16), (0.0, 0.3)], 0.04, INK)
    p.oval(-0.24, -0.1, 0.06, 0.07, INK)
    p.oval(0.24, -0.1, 0.06, 0.07, INK)


def _hare(p: _Pen) -> None:
    p.oval(-0.2, -0.42, 0.13, 0.42, CREAM, turn=-0.2)
    p.oval(0.2, -0.42, 0.13, 0.42, CREAM, turn=0.2)
    p.oval(-0.2, -0.42, 0.06, 0.3, (230, 160, 170), turn=-0.2)
    p.oval(0.2, -0.42, 0.06, 0.3, (230, 160, 170), turn=0.2)
    p.oval(0.0, 0.22, 0.42, 0.38, CREAM)
    p.oval(-0.16, 0.14, 0.06, 0.07, INK)
    p.oval(0.16, 0.14, 0.06, 0.07, INK)
    p.poly([(-0.07, 0.3), (0.07, 0.3), (0.0, 0.38)], (214, 120, 130))


def _crane(p: _Pen) -> None:
    p.oval(-0.1, 0.3, 0.48, 0.24, CREAM, turn=-0.25)
    p.poly([(-0.5, 0.3), (-0.78, 0.5), (-0.36, 0.44)], INK)
    p.line([(0.2, 0.18), (0.3, -0.1), (0.22, -0.38), (0.3, -0.56)], 0.13, CREAM)
    p.oval(0.34, -0.58, 0.13, 0.1, CREAM)
    p.poly([(0.44, -0.62), (0.86, -0.5), (0.44, -0.52)], GOLD)
    p.oval(0.3, -0.68, 0.06, 0.04, (214, 58, 50))
    p.oval(0.36, -0.59, 0.03, 0.03, INK)
    p.line([(-0.1, 0.5), (-0.14, 0.86)], 0.05, INK)
    p.line([(0.06, 0.5), (0.1, 0.86)], 0.05, INK)


def _tiger(p: _Pen) -> None:
    for x in (-0.5, 0.5):
        p.oval(x, -0.5, 0.18, 0.18, light(p.colour, 0.2))
        p.oval(x, -0.5, 0.09, 0.09, INK)
    p.oval(0.0, 0.0, 0.62, 0.56, light(p.colour, 0.2))
    p.oval(-0.22, 0.26, 0.24, 0.18, CREAM)
    p.oval(0.22, 0.26, 0.24, 0.18, CREAM)
    for pts in ([(-0.12, -0.52), (0.0, -0.36), (0.12, -0.52)], [(-0.6, -0.06), (-0.4, 0.0), (-0.58, 0.08)],
                [(0.6, -0.06), (0.4, 0.0), (0.58, 0.08)], [(-0.3, -0.46), (-0.22, -0.32)],
                [(0.3, -0.46), (0.22, -0.32)]):
        p.line(pts, 0.07, INK)
    p.oval(-0.24, -0.1, 0.07, 0.08, (250, 220, 90))
    p.oval(0.24, -0.1, 0.07, 0.08, (250, 220, 90))
    p.oval(-0.24, -0.1, 0.03, 0.07, INK)
    p.oval(0.24, -0.1, 0.03, 0.07, INK)
    p.poly([(-0.1, 0.12), (0.1, 0.12), (0.0, 0.22)], (214, 110, 120))


def _turtle(p: _Pen) -> None:
    for x, y in ((-0.46, -0.36), (0.46, -0.36), (-0.46, 0.4), (0.46, 0.4)):
        p.oval(x, y, 0.17, 0.13, light(p.colour, 0.45))
    p.oval(0.0, -0.7, 0.15, 0.17, light(p.colour, 0.45))
    p.oval(0.0, 0.04, 0.52, 0.62, dark(p.colour, 0.3))
    hexagon = [(0.2 * math.cos(a), 0.22 * math.sin(a)) for a in (math.tau * k / 6 for k in range(6))]
    for cx, cy in ((0.0, 0.04), (0.0, -0.36), (0.0, 0.44), (-0.32, -0.16), (0.32, -0.16), (-0.32, 0.24),
                   (0.32, 0.24)):
        p.poly([(cx + x * 0.9, cy + y * 0.9) for x, y in hexagon], light(p.colour, 0.3))


def _lynx(p: _Pen) -> None:
    p.poly([(-0.58, -0.8), (-0.18, -0.36), (0.18, -0.36), (0.58, -0.8), (0.62, 0.0), (0.78, 0.36),
            (0.3, 0.56), (0.0, 0.62), (-0.3, 0.56), (-0.78, 0.36), (-0.62, 0.0)], light(p.colour, 0.3))
    p.line([(-0.58, -0.8), (-0.6, -0.98)], 0.05, INK)
    p.line([(0.58, -0.8), (0.6, -0.98)], 0.05, INK)
    p.poly([(-0.46, -0.6), (-0.26, -0.38), (-0.46, -0.3)], INK)
    p.poly([(0.46, -0.6), (0.26, -0.38), (0.46, -0.3)], INK)
    p.oval(0.0, 0.3, 0.3, 0.2, CREAM)
    for x in (-0.24, 0.24):
        p.oval(x, -0.06, 0.1, 0.08, (200, 210, 120))
        p.oval(x, -0.06, 0.03, 0.07, INK)
    p.poly([(-0.08, 0.16), (0.08, 0.16), (0.0, 0.24)], INK)
    for y in (0.2, 0.34):
        p.line([(-0.74, y), (-0.5, y - 0.04)], 0.03, INK)
        p.line([(0.74, y), (0.5, y - 0.04)], 0.03, INK)


def _heron(p: _Pen) -> None:
    p.oval(-0.06, 0.06, 0.36, 0.22, CREAM, turn=0.4)
    p.poly([(-0.34, -0.08), (-0.62, -0.2), (-0.4, 0.04)], light(p.colour, 0.6))
    p.line([(0.2, -0.02), (0.34, -0.3), (0.18, -0.5), (0.24, -0.66)], 0.11, CREAM)
    p.oval(0.26, -0.68, 0.11, 0.09, CREAM)
    p.poly([(0.34, -0.72), (0.82, -0.6), (0.34, -0.62)], GOLD)
    p.line([(0.18, -0.74), (-0.1, -0.8)], 0.035, INK)
    p.oval(0.28, -0.7, 0.03, 0.03, INK)
    p.line([(-0.02, 0.24), (-0.04, 0.86)], 0.05, INK)
    p.line([(0.1, 0.22), (0.16, 0.86)], 0.05, INK)


def _wolf(p: _Pen) -> None:
    p.oval(-0.38, -0.46, 0.26, 0.26, CREAM)
    p.oval(-0.26, -0.52, 0.25, 0.25, p.colour)
    p.poly([(-0.6, 0.82), (-0.5, 0.3), (-0.22, -0.08), (-0.02, -0.42), (0.1, -0.56), (0.2, -0.84),
            (0.28, -0.55), (0.4, -0.56), (0.72, -0.68), (0.62, -0.56), (0.46, -0.42), (0.34, -0.24),
            (0.36, 0.2), (0.3, 0.82)], INK)
    p.poly([(0.34, -0.24), (0.46, -0.42), (0.56, -0.5), (0.4, -0.2), (0.36, 0.1)], light(p.colour, 0.4))
    p.oval(0.27, -0.54, 0.03, 0.025, CREAM)


EMBLEMS: dict[str, Callable[[_Pen], None]] = {
    "fox": _fox, "owl": _owl, "bear": _bear, "hare": _hare, "crane": _crane, "tiger": _tiger,
    "turtle": _turtle, "lynx": _lynx, "heron": _heron, "wolf": _wolf,
}


def paint_token(champion: str, px: int) -> Image.Image:
    """The pawn of ``champion``, ``px`` pixels square, RGBA on a clear ground."""
    colour = CHAMPION[champion]
    sk = Sketch((UNITS, UNITS), px / UNITS, _SEEDS[champion])
    c = UNITS / 2
    sk.poly(circle(c + 3, c + 6, RADIUS + 10), INK, soft=5, alpha=0.45)
    sk.poly(circle(c, c, RADIUS + 10), CREAM, soft=0.4, edge=0.25)
    sk.poly(circle(c, c, RADIUS), colour, soft=0.4, edge=0.4, vary=light(colour, 0.35), vary_amount=0.6,
            cell=70)
    sk.poly(circle(c - RADIUS * 0.3, c - RADIUS * 0.35, RADIUS * 0.45), light(colour, 0.5), soft=18,
            alpha=0.35)
    EMBLEMS[champion](_Pen(sk, colour))
    sk.outline(circle(c, c, RADIUS + 10, 80), 2.0, dark(colour, 0.4), alpha=0.7)
    return sk.image()
