"""Vector icons of the 4 elements and 4 bonuses, told apart by shape alone.

Elements: hue = a drop, shape = a square, texture = three wavy strokes, tone = a half-filled
disc. A bonus is its element's shape, smaller, inside a ten-pointed burst outline. Drawn 4x
larger and reduced with LANCZOS, so edges are smooth at any size (legible from 24 px).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import Image, ImageDraw, ImageFilter

from canvas_table.art.palette import hex_rgb
from canvas_table.art.style import INK, PAPER

ICON_NAMES: tuple[str, ...] = (
    "hue",
    "shape",
    "texture",
    "tone",
    "bonus_hue",
    "bonus_shape",
    "bonus_texture",
    "bonus_tone",
)

SS = 4  # supersampling factor


class _Pen:
    """Draws in a 0..100 box mapped to a square mask, optionally shrunk about the centre."""

    def __init__(self, mask: Image.Image, k: float = 1.0) -> None:
        self.d = ImageDraw.Draw(mask)
        self.u = mask.size[0] / 100.0
        self.k = k

    def pt(self, x: float, y: float) -> tuple[float, float]:
        return ((50 + (x - 50) * self.k) * self.u, (50 + (y - 50) * self.k) * self.u)

    def polygon(self, pts: list[tuple[float, float]], fill: int = 255) -> None:
        self.d.polygon([self.pt(x, y) for x, y in pts], fill=fill)

    def circle(self, x: float, y: float, r: float, fill: int = 255) -> None:
        cx, cy = self.pt(x, y)
        rr = r * self.k * self.u
        self.d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=fill)

    def pieslice(self, x: float, y: float, r: float, a0: float, a1: float, fill: int = 255) -> None:
        cx, cy = self.pt(x, y)
        rr = r * self.k * self.u
        self.d.pieslice((cx - rr, cy - rr, cx + rr, cy + rr), a0, a1, fill=fill)

    def line(self, pts: list[tuple[float, float]], width: float, fill: int = 255) -> None:
        w = max(1, round(width * self.k * self.u))
        p = [self.pt(x, y) for x, y in pts]
        self.d.line(p, fill=fill, width=w, joint="curve")
        r = w / 2
        for x, y in (p[0], p[-1]):
            self.d.ellipse((x - r, y - r, x + r, y + r), fill=fill)


def _hue(pen: _Pen) -> None:
    """A drop of paint."""
    pen.circle(50, 62, 28)
    pen.polygon([(50, 6), (75.5, 50), (24.5, 50)])


def _shape(pen: _Pen) -> None:
    """A solid square standing on a corner-free base: the plainest geometric shape."""
    pen.polygon([(12, 12), (88, 12), (88, 88), (12, 88)])


def _texture(pen: _Pen) -> None:
    """Three wavy brush strokes."""
    for y in (24, 50, 76):
        pts = [(x, y + 8 * math.sin((x - 10) / 80 * 2 * math.tau)) for x in range(10, 91, 4)]
        pen.line(pts, 13)


def _tone(pen: _Pen) -> None:
    """A ring with its left half filled (light and dark)."""
    pen.circle(50, 50, 44)
    pen.circle(50, 50, 33, fill=0)
    pen.pieslice(50, 50, 34, 90, 270)


_ELEMENT_DRAW: dict[str, Callable[[_Pen], None]] = {
    "hue": _hue,
    "shape": _shape,
    "texture": _texture,
    "tone": _tone,
}


def _burst(pen: _Pen) -> None:
    """A ten-pointed burst outline (the bonus frame)."""
    outer, inner, n = 49.0, 41.0, 10
    pts = []
    for i in range(2 * n):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + math.pi * i / n
        pts.append((50 + r * math.cos(a), 50 + r * math.sin(a)))
    pen.polygon(pts)
    pts_in = []
    for i in range(2 * n):
        r = (outer if i % 2 == 0 else inner) - 6
        a = -math.pi / 2 + math.pi * i / n
        pts_in.append((50 + r * math.cos(a), 50 + r * math.sin(a)))
    pen.polygon(pts_in, fill=0)


def icon_mask(name: str, size_px: int) -> Image.Image:
    """The icon's coverage as an ``L`` image of ``size_px`` square."""
    if name not in ICON_NAMES:
        raise ValueError(f"unknown icon {name!r} (expected one of {', '.join(ICON_NAMES)})")
    big = Image.new("L", (size_px * SS, size_px * SS), 0)
    if name.startswith("bonus_"):
        _burst(_Pen(big))
        _ELEMENT_DRAW[name[len("bonus_") :]](_Pen(big, 0.6))
    else:
        _ELEMENT_DRAW[name](_Pen(big, 0.92))
    return big.resize((size_px, size_px), Image.Resampling.LANCZOS)


def draw_icon(name: str, size_px: int, ink: str = INK, halo: str | None = PAPER) -> Image.Image:
    """The icon ``name`` as a ``size_px`` square RGBA image: ``ink`` fill, optional ``halo`` rim.

    The halo (a 1/16-size outline in a contrasting colour) keeps the icon legible on any ground.
    """
    mask = icon_mask(name, size_px)
    out = Image.new("RGBA", (size_px, size_px), (0, 0, 0, 0))
    if halo is not None:
        grow = max(3, (size_px // 16) * 2 + 1)
        ring = mask.filter(ImageFilter.MaxFilter(grow))
        out.paste(Image.new("RGBA", out.size, (*hex_rgb(halo), 255)), (0, 0), ring)
    out.paste(Image.new("RGBA", out.size, (*hex_rgb(ink), 255)), (0, 0), mask)
    return out
