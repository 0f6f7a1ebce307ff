"""BrushCanvas: a film of straight-alpha colour built from watercolour washes and gouache shapes.

Shapes are drawn in card units (500 x 700, y down) into an alpha mask, softened with a Gaussian
blur, modulated by seeded noise (grain), edge-darkened like a drying wash, and composited
(premultiplied, in float32) onto the film. All randomness comes from ``BrushCanvas.rng``
(``random.Random``) and ``BrushCanvas.nrng`` (numpy Generator), both seeded from one integer.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from canvas_table.art.palette import RGB

Point = tuple[float, float]


class UnitDraw:
    """An ``ImageDraw`` that takes card units; ``fill`` is a mask value 0..255."""

    def __init__(
        self, image: Image.Image, scale: float, zoom: tuple[float, float, float] = (0, 0, 1)
    ) -> None:
        self.d = ImageDraw.Draw(image)
        self.s = scale
        self.zx, self.zy, self.k = zoom

    def _pts(self, pts: Sequence[Point]) -> list[tuple[float, float]]:
        zx, zy, k, s = self.zx, self.zy, self.k, self.s
        return [((zx + (x - zx) * k) * s, (zy + (y - zy) * k) * s) for x, y in pts]

    def _box(self, box: Sequence[float]) -> tuple[float, float, float, float]:
        (x0, y0), (x1, y1) = self._pts([(box[0], box[1]), (box[2], box[3])])
        return x0, y0, x1, y1

    def polygon(self, pts: Sequence[Point], fill: int = 255) -> None:
        """A filled polygon."""
        self.d.polygon(self._pts(pts), fill=fill)

    def ellipse(self, box: Sequence[float], fill: int = 255) -> None:
        """A filled ellipse in a (x0, y0, x1, y1) box."""
        x0, y0, x1, y1 = self._box(box)
        if x1 > x0 and y1 > y0:
            self.d.ellipse((x0, y0, x1, y1), fill=fill)

    def circle(self, cx: float, cy: float, r: float, fill: int = 255) -> None:
        """A filled circle."""
        self.ellipse((cx - r, cy - r, cx + r, cy + r), fill)

    def rect(self, box: Sequence[float], fill: int = 255) -> None:
        """A filled rectangle."""
        x0, y0, x1, y1 = self._box(box)
        self.d.rectangle((x0, y0, max(x0, x1), max(y0, y1)), fill=fill)

    def line(self, pts: Sequence[Point], width: float, fill: int = 255) -> None:
        """A polyline with round joints and caps."""
        w = max(1, round(width * self.s * self.k))
        p = self._pts(pts)
        self.d.line(p, fill=fill, width=w, joint="curve")
        if w > 2:
            r = w / 2
            for x, y in (p[0], p[-1]):
                self.d.ellipse((x - r, y - r, x + r, y + r), fill=fill)


DrawFn = Callable[[UnitDraw], None]


def curve(p0: Point, p1: Point, p2: Point, n: int = 16) -> list[Point]:
    """Points of a quadratic Bezier from ``p0`` to ``p2`` bent toward ``p1``."""
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def ridge(rng: random.Random, x0: float, x1: float, y: float, amp: float, step: float = 12.0) -> list[Point]:
    """A wandering horizon line: points from ``x0`` to ``x1`` around height ``y``."""
    n = max(2, int((x1 - x0) / step))
    phases = [rng.uniform(0, math.tau) for _ in range(3)]
    freqs = [rng.uniform(0.6, 1.4), rng.uniform(1.8, 3.2), rng.uniform(5, 9)]
    weights = [1.0, 0.35, 0.08]
    pts = []
    for i in range(n + 1):
        t = i / n
        v = sum(w * math.sin(f * math.tau * t + ph) for f, ph, w in zip(freqs, phases, weights, strict=True))
        pts.append((x0 + (x1 - x0) * t, y - amp * v))
    return pts


class BrushCanvas:
    """A transparent film at ``scale`` (1 = 500 x 700 px), seeded by ``seed``."""

    WIDTH = 500
    HEIGHT = 700

    def __init__(self, scale: float, seed: int, size: tuple[int, int] = (500, 700)) -> None:
        self.s = float(scale)
        self.uw, self.uh = size
        self.w = round(size[0] * scale)
        self.h = round(size[1] * scale)
        self.rng = random.Random(seed)
        self.nrng = np.random.default_rng(seed)
        self.col = np.zeros((self.h, self.w, 3), np.float32)  # premultiplied colour, 0..1
        self.alpha = np.zeros((self.h, self.w), np.float32)
        self.zoom: tuple[float, float, float] = (0.0, 0.0, 1.0)

    def zoomed(self, cx: float, cy: float, k: float) -> None:
        """Draw everything that follows ``k`` times larger about (cx, cy); ``k=1`` resets."""
        self.zoom = (cx, cy, k)

    # -- noise ---------------------------------------------------------------------------------
    def noise(self, w: int, h: int, cell: float) -> np.ndarray:
        """Smooth value noise in 0..1 of ``h`` x ``w`` pixels with features ``cell`` units wide."""
        cpx = max(2.0, cell * self.s)
        gw, gh = int(w / cpx) + 3, int(h / cpx) + 3
        grid = self.nrng.random((gh, gw), dtype=np.float32)
        img = Image.fromarray(grid, "F").resize((round(gw * cpx), round(gh * cpx)), Image.Resampling.BICUBIC)
        ox = int(cpx)
        arr = np.asarray(img, np.float32)[ox : ox + h, ox : ox + w]
        return np.clip(arr, 0.0, 1.0)

    # -- painting ------------------------------------------------------------------------------
    def paint(
        self,
        draw: DrawFn,
        colour: RGB,
        *,
        alpha: float = 1.0,
        soft: float = 1.0,
        grain: float = 0.0,
        edge: float = 0.0,
        vary: RGB | None = None,
        vary_amount: float = 0.0,
        cell: float = 40.0,
        fade: tuple[float, float] | None = None,
        behind: bool = False,
    ) -> None:
        """Draw a mask with ``draw`` and lay ``colour`` through it.

        ``soft`` blurs the edge (units), ``grain`` lets noise thin the wash (0..1), ``edge``
        darkens the rim like drying watercolour, ``vary`` mixes in a second pigment by noise,
        ``fade=(y_full, y_clear)`` ramps the wash out vertically (units), ``behind`` lays the
        wash under what is already painted (a glaze beneath the motif).
        """
        mask = Image.new("L", (self.w, self.h), 0)
        draw(UnitDraw(mask, self.s, self.zoom))
        bbox = mask.getbbox()
        if bbox is None:
            return
        blur = soft * self.s * self.zoom[2]
        pad = math.ceil(blur * 3 + (blur * 6 if edge else 0)) + 2
        x0, y0 = max(0, bbox[0] - pad), max(0, bbox[1] - pad)
        x1, y1 = min(self.w, bbox[2] + pad), min(self.h, bbox[3] + pad)
        crop = mask.crop((x0, y0, x1, y1))
        if blur > 0.3:
            crop = crop.filter(ImageFilter.GaussianBlur(blur))
        m = np.asarray(crop, np.float32) * (1.0 / 255.0)
        h, w = m.shape
        a = m * alpha
        if fade is not None:
            ys = (np.arange(y0, y1, dtype=np.float32) + 0.5) / self.s
            f0, f1 = fade
            ramp = np.clip((ys - f1) / (f0 - f1), 0.0, 1.0) if f0 != f1 else np.ones_like(ys)
            a *= ramp[:, None]
        if grain:
            n = self.noise(w, h, cell) * 0.7 + self.noise(w, h, cell / 4) * 0.3
            a *= 1.0 - grain * np.clip((n - 0.25) * 1.6, 0.0, 1.0)
        c = np.empty((h, w, 3), np.float32)
        c[:] = np.asarray(colour, np.float32) / 255.0
        if vary is not None and vary_amount:
            t = (self.noise(w, h, cell * 1.5) * vary_amount)[..., None]
            c = c * (1 - t) + (np.asarray(vary, np.float32) / 255.0) * t
        if edge:
            wide = np.asarray(
                crop.filter(ImageFilter.GaussianBlur(max(1.0, blur * 2 + 3 * self.s))),
                np.float32,
            ) * (1.0 / 255.0)
            rim = np.clip((m - wide) * 3.0, 0.0, 1.0)
            c *= (1.0 - edge * rim)[..., None]
            a = np.minimum(1.0, a * (1.0 + edge * rim))
        sl = (slice(y0, y1), slice(x0, x1))
        if behind:
            inv = 1.0 - self.alpha[sl]
            self.col[sl] += c * (a * inv)[..., None]
            self.alpha[sl] += a * inv
            return
        inv = 1.0 - a
        self.col[sl] = c * a[..., None] + self.col[sl] * inv[..., None]
        self.alpha[sl] = a + self.alpha[sl] * inv

    def clear_below(self, y: float, fade: float = 6.0) -> None:
        """Make everything below ``y`` (units) clear, fading over ``fade`` units."""
        ys = (np.arange(self.h, dtype=np.float32) + 0.5) / self.s
        keep = np.clip((y - ys) / max(fade, 0.1), 0.0, 1.0)
        self.alpha *= keep[:, None]
        self.col *= keep[:, None, None]

    def image(self) -> Image.Image:
        """The film as a straight-alpha RGBA image (alpha snapped: tiny is clear, near 1 solid)."""
        a = self.alpha.copy()
        a[a < 0.025] = 0.0
        a[a > 0.985] = 1.0
        safe = np.where(self.alpha > 1e-6, self.alpha, 1.0)[..., None]
        rgb = np.clip(self.col / safe, 0.0, 1.0)
        rgb[a == 0] = 0.0
        out = np.empty((self.h, self.w, 4), np.uint8)
        out[..., :3] = np.round(rgb * 255.0).astype(np.uint8)
        out[..., 3] = np.round(a * 255.0).astype(np.uint8)
        return Image.fromarray(out, "RGBA")
