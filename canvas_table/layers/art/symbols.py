"""The twelve symbols of Layers: five colour discs and seven bold signs on one common token.

Every symbol sits on the same token, a paper-white badge with a dark ink rim, so it reads on any
painting. A colour is a disc of its colour with a white shape inside (red a triangle, yellow a
ring, green a square, blue a diamond, purple a cross), so the colours are told apart by shape as
well as hue; a sign is a dark silhouette in a deep tint of its own colour. A negative symbol
carries a minus mark: a dark pill with a white bar, at the top-right of the badge.

Drawn in a 0..100 box at 4x and reduced with LANCZOS. Nothing here is random.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import Image, ImageChops

from canvas_table.art.brushes import Point, UnitDraw, curve
from canvas_table.art.palette import RGB, VERMILION, hex_rgb, shade
from canvas_table.art.style import INK
from canvas_table.layers.art.symbol_colours import SIGN_RGB, SYMBOL_COLOURS

SS = 4  # supersampling factor
BADGE_WHITE: RGB = (251, 247, 236)
RIM: RGB = hex_rgb(INK)
MINUS_INK: RGB = shade(VERMILION, 0.62)
CX, CY, R = 50.0, 50.0, 42.0  # the badge; the minus mark overlaps its rim at the top-right
INNER_ZOOM = 0.95  # the badge's contents are drawn a little smaller than their 0..100 design
Shape = Callable[[UnitDraw], None]


def _poly(cx: float, cy: float, r: float, n: int, rot: float, inner: float = 0.0) -> list[Point]:
    """A regular polygon (``inner`` = 0) or star (``inner`` = inner radius) round (cx, cy)."""
    pts = []
    steps = 2 * n if inner else n
    for i in range(steps):
        rr = inner if inner and i % 2 else r
        a = rot + math.tau * i / steps
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def _ellipse_pts(cx: float, cy: float, rx: float, ry: float, rot: float) -> list[Point]:
    """A rotated ellipse as a polygon."""
    c, s = math.cos(rot), math.sin(rot)
    out = []
    for i in range(48):
        a = math.tau * i / 48
        x, y = rx * math.cos(a), ry * math.sin(a)
        out.append((cx + x * c - y * s, cy + x * s + y * c))
    return out


# -- the shapes inside the colour discs (white) --------------------------------------------------
_INNER: dict[str, Shape] = {
    "red": lambda d: d.polygon(_poly(CX, CY + 3.8, 27, 3, -math.pi / 2)),
    "yellow": lambda d: (d.circle(CX, CY, 18), d.circle(CX, CY, 9.5, fill=0)),
    "green": lambda d: d.rect((CX - 15, CY - 15, CX + 15, CY + 15)),
    "blue": lambda d: d.polygon(_poly(CX, CY, 27, 4, -math.pi / 2)),
    "purple": lambda d: (
        d.rect((CX - 25, CY - 5, CX + 25, CY + 5)),
        d.rect((CX - 5, CY - 25, CX + 5, CY + 25)),
    ),
}


# -- the signs (silhouettes; a second mask is cut out of them in white) --------------------------
def _heart(d: UnitDraw) -> None:
    d.circle(CX - 13, CY - 8, 14.5)
    d.circle(CX + 13, CY - 8, 14.5)
    d.polygon([(CX - 26.5, CY - 3), (CX + 26.5, CY - 3), (CX, CY + 27)])


def _star(d: UnitDraw) -> None:
    d.polygon(_poly(CX, CY + 2, 32, 5, -math.pi / 2, inner=13.5))


def _butterfly(d: UnitDraw) -> None:
    for side in (-1, 1):
        d.polygon(_ellipse_pts(CX + side * 15, CY - 9, 15, 11.5, side * -0.5))
        d.polygon(_ellipse_pts(CX + side * 11, CY + 13, 10, 8, side * 0.6))
        d.line(curve((CX, CY - 14), (CX + side * 4, CY - 26), (CX + side * 11, CY - 29), 8), 3.2)
    d.line([(CX, CY - 16), (CX, CY + 22)], 6.5)


def _moon(d: UnitDraw) -> None:
    d.circle(CX, CY, 29)


def _moon_cut(d: UnitDraw) -> None:
    d.circle(CX + 14, CY - 9, 24)


def _leaf(d: UnitDraw) -> None:
    tip, base = (CX + 24, CY - 24), (CX - 20, CY + 20)
    left = curve(base, (CX - 25, CY - 25), tip, 16)
    right = curve(tip, (CX + 25, CY + 25), base, 16)
    d.polygon(left + right)
    d.line([base, (CX - 29, CY + 29)], 5.5)


def _leaf_cut(d: UnitDraw) -> None:
    d.line(curve((CX - 14, CY + 14), (CX + 1, CY + 1), (CX + 15, CY - 15), 8), 3.2)


def _eye(d: UnitDraw) -> None:
    top = curve((CX - 32, CY), (CX, CY - 34), (CX + 32, CY), 16)
    bottom = curve((CX + 32, CY), (CX, CY + 34), (CX - 32, CY), 16)
    d.polygon(top + bottom)


def _eye_cut(d: UnitDraw) -> None:
    d.circle(CX, CY, 12.5)


def _eye_pupil(d: UnitDraw) -> None:
    d.circle(CX, CY, 6)


def _bird(d: UnitDraw) -> None:
    d.polygon(_ellipse_pts(CX - 2, CY + 6, 21, 15, -0.2))  # body
    d.circle(CX + 15, CY - 12, 10.5)  # head
    d.polygon([(CX + 23, CY - 17), (CX + 35, CY - 12), (CX + 23, CY - 8)])  # beak
    d.polygon([(CX - 18, CY + 2), (CX - 35, CY - 12), (CX - 31, CY + 11), (CX - 16, CY + 15)])  # tail
    d.line([(CX - 2, CY + 20), (CX - 4, CY + 29)], 3.2)
    d.line([(CX + 6, CY + 19), (CX + 6, CY + 29)], 3.2)


def _bird_cut(d: UnitDraw) -> None:
    d.circle(CX + 17, CY - 14, 2.8)  # the eye
    d.line(curve((CX - 14, CY + 2), (CX - 2, CY - 4), (CX + 10, CY + 6), 8), 3.0)  # the wing


# kind -> (silhouette, cut-outs in white, details back in the silhouette colour)
_SIGNS: dict[str, tuple[Shape, Shape | None, Shape | None]] = {
    "heart": (_heart, None, None),
    "star": (_star, None, None),
    "butterfly": (_butterfly, None, None),
    "moon": (_moon, _moon_cut, None),
    "leaf": (_leaf, _leaf_cut, None),
    "eye": (_eye, _eye_cut, _eye_pupil),
    "bird": (_bird, _bird_cut, None),
}


class _Layers:
    """An RGBA image built from solid colours laid through masks drawn in 0..100 units."""

    def __init__(self, px: int) -> None:
        self.px = px
        self.img = Image.new("RGBA", (px, px), (0, 0, 0, 0))

    def mask(self, shape: Shape, zoom: float) -> Image.Image:
        """The coverage of ``shape`` drawn ``zoom`` times its size about the centre, as ``L``."""
        mask = Image.new("L", (self.px, self.px), 0)
        shape(UnitDraw(mask, self.px / 100.0, (CX, CY, zoom)))
        return mask

    def lay(self, shape: Shape, colour: RGB, clip: Shape | None = None, zoom: float = 1.0) -> None:
        """Lay ``colour`` through ``shape`` (only inside ``clip``, if given)."""
        mask = self.mask(shape, zoom)
        if clip is not None:
            mask = ImageChops.multiply(mask, self.mask(clip, zoom))
        layer = Image.new("RGBA", mask.size, (*colour, 255))
        layer.putalpha(mask)
        self.img.alpha_composite(layer)


def _minus(lay: _Layers) -> None:
    """The minus mark: a dark pill with a white bar, haloed in white, at the top-right."""
    x0, y0, x1, y1 = 57.0, 1.0, 99.0, 28.0
    h = (y1 - y0) / 2

    def pill(d: UnitDraw, grow: float) -> None:
        d.line([(x0 + h, y0 + h), (x1 - h, y0 + h)], 2 * (h + grow))

    lay.lay(lambda d: pill(d, 0.0), BADGE_WHITE)
    lay.lay(lambda d: pill(d, -3.5), MINUS_INK)
    lay.lay(lambda d: d.rect((x0 + 10, y0 + h - 3.6, x1 - 10, y0 + h + 3.6)), BADGE_WHITE)


def draw_symbol(kind: str, size: int, negative: bool = False) -> Image.Image:
    """Symbol ``kind`` as a ``size`` px square RGBA image on a transparent ground.

    ``negative`` adds the minus mark. Raises ``ValueError`` for an unknown kind.
    """
    if kind not in SYMBOL_COLOURS:
        raise ValueError(f"unknown symbol {kind!r} (expected one of {', '.join(SYMBOL_COLOURS)})")
    lay = _Layers(size * SS)
    lay.lay(lambda d: d.circle(CX, CY, R), RIM)
    lay.lay(lambda d: d.circle(CX, CY, R - 6), BADGE_WHITE)
    if kind in _INNER:
        colour = hex_rgb(SYMBOL_COLOURS[kind])
        lay.lay(lambda d: d.circle(CX, CY, 35), shade(colour, 0.72), zoom=INNER_ZOOM)
        lay.lay(lambda d: d.circle(CX, CY, 32), colour, zoom=INNER_ZOOM)
        lay.lay(_INNER[kind], BADGE_WHITE, zoom=INNER_ZOOM)
    else:
        silhouette, cut, detail = _SIGNS[kind]
        lay.lay(silhouette, SIGN_RGB[kind], zoom=INNER_ZOOM)
        if cut is not None:
            lay.lay(cut, BADGE_WHITE, clip=silhouette, zoom=INNER_ZOOM)
        if detail is not None:
            lay.lay(detail, SIGN_RGB[kind], zoom=INNER_ZOOM)
    if negative:
        _minus(lay)
    return lay.img.resize((size, size), Image.Resampling.LANCZOS)
