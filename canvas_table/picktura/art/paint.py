"""The easel: an opaque canvas for one whole masterpiece, and the brush work every manner shares.

A work is drawn in *units* (``W`` x ``H`` = 1000 x 1400, y down, the whole at 1x) at ``scale``
pixels a unit (2 for the 2x faces). Washes are soft masks laid with Pillow's ``paste`` (grain and
drying-edge darkening from one seeded noise field); dabs, dots and strokes are semi-transparent
shapes blended by ``ImageDraw`` in RGBA mode, their colour picked from the underpainting with a
jitter, which is what turns a flat layout into broken colour. All randomness comes from
``Painting.rng`` (``random.Random``) and ``Painting.nrng`` (numpy), seeded from one integer.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from canvas_table.art.brushes import UnitDraw
from canvas_table.art.palette import RGB, mix

W, H = 1000, 1400
Box = tuple[float, float, float, float]
Shape = Callable[[UnitDraw], None]


def ellipse_pts(cx: float, cy: float, rx: float, ry: float, angle: float = 0.0, n: int = 12) -> list:
    """Points of an ellipse turned by ``angle`` radians."""
    c, s = math.cos(angle), math.sin(angle)
    out = []
    for i in range(n):
        t = math.tau * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * c - y * s, cy + x * s + y * c))
    return out


class Painting:
    """One whole work at ``scale`` px a unit, primed with ``ground``, seeded by ``seed``."""

    def __init__(self, seed: int, scale: float = 2.0, ground: RGB = (236, 228, 208)) -> None:
        self.s = float(scale)
        self.w, self.h = round(W * scale), round(H * scale)
        self.img = Image.new("RGB", (self.w, self.h), ground)
        self.rng = random.Random(seed)
        self.nrng = np.random.default_rng(seed)
        self._grain: Image.Image | None = None
        self._snap: np.ndarray | None = None

    # -- helpers ---------------------------------------------------------------------------
    def px(self, v: float) -> float:
        """Units to pixels."""
        return v * self.s

    def grain(self) -> Image.Image:
        """The painting's noise field (L, full size): broad blotches plus fine tooth."""
        if self._grain is None:
            parts = []
            for cell, weight in ((60.0, 0.65), (9.0, 0.35)):
                cpx = max(2.0, cell * self.s)
                gw, gh = int(self.w / cpx) + 3, int(self.h / cpx) + 3
                grid = (self.nrng.random((gh, gw)) * 255).astype(np.uint8)
                big = Image.fromarray(grid, "L").resize(
                    (round(gw * cpx), round(gh * cpx)), Image.Resampling.BICUBIC
                )
                parts.append(np.asarray(big, np.float32)[: self.h, : self.w] * weight)
            self._grain = Image.fromarray(np.clip(sum(parts), 0, 255).astype(np.uint8), "L")
        return self._grain

    def sample(self, x: float, y: float) -> RGB:
        """The underpainting's colour at (x, y) units (as it was at the last :meth:`snapshot`)."""
        if self._snap is None:
            self.snapshot()
        assert self._snap is not None
        i = min(self.h - 1, max(0, int(y * self.s)))
        j = min(self.w - 1, max(0, int(x * self.s)))
        r, g, b = self._snap[i, j]
        return (int(r), int(g), int(b))

    def snapshot(self) -> None:
        """Remember the canvas as it is now, for :meth:`sample`."""
        self._snap = np.asarray(self.img)

    def draw(self) -> ImageDraw.ImageDraw:
        """An RGBA-blending draw on the canvas (pixels)."""
        return ImageDraw.Draw(self.img, "RGBA")

    # -- washes ----------------------------------------------------------------------------
    def wash(
        self,
        shape: Shape,
        colour: RGB,
        alpha: float = 1.0,
        soft: float = 1.5,
        grain: float = 0.0,
        edge: float = 0.0,
    ) -> None:
        """Lay ``colour`` through the mask ``shape`` draws (units, fill 0..255): ``soft`` blurs
        the rim (units), ``grain`` lets the noise thin the wash, ``edge`` darkens the rim."""
        mask = Image.new("L", (self.w, self.h), 0)
        shape(UnitDraw(mask, self.s))
        bbox = mask.getbbox()
        if bbox is None:
            return
        blur = soft * self.s
        pad = math.ceil(blur * 3) + 2
        box = (
            max(0, bbox[0] - pad),
            max(0, bbox[1] - pad),
            min(self.w, bbox[2] + pad),
            min(self.h, bbox[3] + pad),
        )
        m = mask.crop(box)
        if blur > 0.3:
            m = m.filter(ImageFilter.GaussianBlur(blur))
        if edge:
            rim = ImageChops.subtract(m, m.filter(ImageFilter.GaussianBlur(3 * self.s + blur)))
            rim = rim.point(lambda v, e=edge: min(255, int(v * 3 * e)))
        if grain:
            g = self.grain().crop(box).point(lambda v, k=grain: 255 - int(k * max(0, v - 70) * 1.35))
            m = ImageChops.multiply(m, g)
        if alpha < 1:
            m = m.point(lambda v, a=alpha: int(v * a + 0.5))
        self.img.paste(colour, box, m)
        if edge:
            self.img.paste(mix(colour, (20, 16, 24), 0.35), box, rim)
        self._snap = None

    def rect(self, box: Box, colour: RGB, **kw: float) -> None:
        """A wash over a rectangle (units)."""
        self.wash(lambda d: d.rect(box), colour, **kw)

    def poly(self, pts: Sequence[tuple[float, float]], colour: RGB, **kw: float) -> None:
        """A wash over a polygon (units)."""
        self.wash(lambda d: d.polygon(pts), colour, **kw)

    def oval(self, box: Box, colour: RGB, **kw: float) -> None:
        """A wash over an ellipse (units)."""
        self.wash(lambda d: d.ellipse(box), colour, **kw)

    def gradient(self, stops: Sequence[tuple[float, RGB]], box: Box = (0, 0, W, H)) -> None:
        """A vertical gradient through ``(y, colour)`` stops, painted opaque inside ``box``."""
        x0, y0, x1, y1 = (round(v * self.s) for v in box)
        ys = (np.arange(y0, y1, dtype=np.float32) + 0.5) / self.s
        pos = np.array([y for y, _ in stops], np.float32)
        cols = np.array([c for _, c in stops], np.float32)
        rgb = np.stack([np.interp(ys, pos, cols[:, k]) for k in range(3)], axis=-1)
        strip = np.repeat(rgb[:, None, :], x1 - x0, axis=1).astype(np.uint8)
        self.img.paste(Image.fromarray(strip, "RGB"), (x0, y0))
        self._snap = None

    # -- broken colour -------------------------------------------------------------------------
    def dabs(
        self,
        box: Box,
        n: int,
        size: tuple[float, float],
        *,
        angle: float = 0.0,
        turn: float = 0.4,
        jitter: float = 18.0,
        alpha: int = 170,
        colours: Sequence[RGB] = (),
        keep: Callable[[float, float], bool] | None = None,
        lift: float = 0.0,
    ) -> None:
        """``n`` short dabs (length and breadth ``size`` units) scattered in ``box``, turned about
        ``angle`` by up to ``turn`` radians; each takes the underpainting's colour jittered by
        ``jitter`` levels (or one of ``colours``), lightened by ``lift`` (-1..1)."""
        self.snapshot()
        d = self.draw()
        rng = self.rng
        x0, y0, x1, y1 = box
        s = self.s
        for _ in range(n):
            x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
            if keep is not None and not keep(x, y):
                continue
            base = rng.choice(colours) if colours else self.sample(x, y)
            if lift:
                base = mix(base, (255, 255, 255) if lift > 0 else (0, 0, 0), abs(lift))
            c = tuple(max(0, min(255, v + int(rng.gauss(0, jitter)))) for v in base)
            ln = size[0] * rng.uniform(0.6, 1.3)
            br = size[1] * rng.uniform(0.6, 1.2)
            a = angle + rng.uniform(-turn, turn)
            d.polygon(ellipse_pts(x * s, y * s, ln * s / 2, br * s / 2, a, 8), fill=(*c, alpha))
        self._snap = None

    def dots(
        self,
        box: Box,
        n: int,
        r: float,
        *,
        jitter: float = 30.0,
        alpha: int = 230,
        colours: Sequence[RGB] = (),
        keep: Callable[[float, float], bool] | None = None,
    ) -> None:
        """Pointillist touches: ``n`` round dots of radius about ``r`` units."""
        self.dabs(box, n, (2 * r, 2 * r), turn=0.0, jitter=jitter, alpha=alpha, colours=colours, keep=keep)

    def stroke(self, pts: Sequence[tuple[float, float]], width: float, colour: RGB, alpha: int = 255) -> None:
        """A polyline brush stroke (units) with round ends."""
        d = self.draw()
        p = [(x * self.s, y * self.s) for x, y in pts]
        w = max(1, round(width * self.s))
        d.line(p, fill=(*colour, alpha), width=w, joint="curve")
        r = w / 2
        for x, y in (p[0], p[-1]):
            d.ellipse((x - r, y - r, x + r, y + r), fill=(*colour, alpha))
        self._snap = None

    # -- finish --------------------------------------------------------------------------------
    def finish(self, weave: float = 0.05, soften: float = 0.5) -> Image.Image:
        """The finished canvas: the ground's tooth (the noise field, ``weave`` deep) showing
        through the paint, and pixel edges softened by ``soften`` units."""
        img = self.img
        if soften:
            img = img.filter(ImageFilter.GaussianBlur(soften * self.s / 2))
        if weave:
            tooth = self.grain().point(lambda v, k=weave: int(255 - k * 255 * v / 255))
            img = ImageChops.multiply(img, Image.merge("RGB", (tooth, tooth, tooth)))
        return img
