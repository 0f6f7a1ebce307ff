"""Table pieces: inspiration token, ribbons, fabric mat, card back, deck dispenser, app icon."""

from __future__ import annotations

import math
from functools import cache

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from canvas_table.art.brushes import BrushCanvas, UnitDraw
from canvas_table.art.palette import GOLD, OCHRE, PAPER, SIENNA, UMBER, hex_rgb, mix, shade
from canvas_table.art.style import (
    CARD_BACK,
    CARD_CORNER_RADIUS,
    FONT_TITLE,
    INK,
    MAT,
    MAT_DARK,
    RIBBON_COLOURS,
)

APP_ICON_SIZES: tuple[int, ...] = (16, 32, 48, 64, 128, 256, 512)
TOKEN_SIZE = 96
RIBBON_SIZE = (84, 128)
MAT_TILE = 512
DISPENSER_SIZE = (560, 780)


def _supersampled(size: tuple[int, int], scale: float, draw, ss: int = 4) -> Image.Image:
    """Draw at ``ss`` times the size in 0..size units via ``draw(ImageDraw, unit)`` and reduce."""
    w, h = round(size[0] * scale), round(size[1] * scale)
    big = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    draw(ImageDraw.Draw(big), scale * ss)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def _star(cx: float, cy: float, r_out: float, r_in: float, n: int, rot: float = -math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def render_token(scale: float = 1) -> Image.Image:
    """The inspiration token: a brass-rimmed disc with a four-pointed spark."""

    def draw(d: ImageDraw.ImageDraw, u: float) -> None:
        c = TOKEN_SIZE / 2 * u
        d.ellipse((2 * u, 2 * u, (TOKEN_SIZE - 2) * u, (TOKEN_SIZE - 2) * u), fill=(*shade(OCHRE, 0.7), 255))
        d.ellipse((6 * u, 6 * u, (TOKEN_SIZE - 6) * u, (TOKEN_SIZE - 6) * u), fill=(*GOLD, 255))
        d.ellipse((12 * u, 12 * u, (TOKEN_SIZE - 12) * u, (TOKEN_SIZE - 12) * u), fill=(*PAPER, 255))
        d.polygon(_star(c, c, 30 * u, 8 * u, 4), fill=(*shade(SIENNA, 0.9), 255))
        d.polygon(_star(c, c, 16 * u, 5 * u, 4, -math.pi / 4), fill=(*OCHRE, 255))

    return _supersampled((TOKEN_SIZE, TOKEN_SIZE), scale, draw)


def render_ribbon(colour: str, scale: float = 1) -> Image.Image:
    """An award rosette in ``colour`` (red, green, blue, purple or grey) with two tails."""
    base = hex_rgb(RIBBON_COLOURS[colour])

    def draw(d: ImageDraw.ImageDraw, u: float) -> None:
        cx, cy = 42 * u, 42 * u
        for dx, tilt in ((-1, -1), (1, 1)):
            x0 = cx + dx * 6 * u
            d.polygon(
                [
                    (x0 - 11 * u, cy),
                    (x0 + 11 * u, cy),
                    (x0 + (11 + tilt * 14) * u, 124 * u),
                    (x0 + tilt * 14 * u, 112 * u),
                    (x0 + (-11 + tilt * 14) * u, 124 * u),
                ],
                fill=(*shade(base, 0.8), 255),
            )
        d.polygon(_star(cx, cy, 40 * u, 33 * u, 18), fill=(*shade(base, 0.75), 255))
        d.polygon(_star(cx, cy, 36 * u, 30 * u, 18, 0.1), fill=(*base, 255))
        d.ellipse((cx - 22 * u, cy - 22 * u, cx + 22 * u, cy + 22 * u), fill=(*PAPER, 255))
        d.ellipse((cx - 18 * u, cy - 18 * u, cx + 18 * u, cy + 18 * u), fill=(*base, 255))
        d.ellipse((cx - 10 * u, cy - 10 * u, cx + 10 * u, cy + 10 * u), fill=(*shade(base, 1.3), 255))

    return _supersampled(RIBBON_SIZE, scale, draw)


def _periodic_noise(rng: np.random.Generator, size: int, cells: int) -> np.ndarray:
    """Smooth noise that tiles seamlessly: a random grid wrapped 3x3, resized, middle kept."""
    grid = rng.random((cells, cells), dtype=np.float32)
    big = np.tile(grid, (3, 3))
    img = Image.fromarray(big, "F").resize((size * 3, size * 3), Image.Resampling.BICUBIC)
    return np.asarray(img, np.float32)[size : 2 * size, size : 2 * size]


def render_mat(scale: float = 1) -> Image.Image:
    """A seamless tile of green baize (``MAT_TILE`` px square at 1x): weave, nap and mottling."""
    n = round(MAT_TILE * scale)
    rng = np.random.default_rng(0xBA12E)
    ys, xs = np.mgrid[0:n, 0:n].astype(np.float32)
    period = n / (MAT_TILE / 4)  # a thread every 4 px at 1x, an integer count per tile
    weave = np.sin(xs * math.tau / period) * np.sin(ys * math.tau / period)
    nap = _periodic_noise(rng, n, MAT_TILE // 2) - 0.5
    mottle = _periodic_noise(rng, n, 6) - 0.5
    light = 1.0 + 0.05 * weave + 0.10 * nap + 0.10 * mottle
    base, dark = np.asarray(hex_rgb(MAT), np.float32), np.asarray(hex_rgb(MAT_DARK), np.float32)
    t = np.clip(0.5 - mottle, 0, 1)[..., None] * 0.4
    rgb = (base * (1 - t) + dark * t) * light[..., None]
    out = np.dstack([np.clip(rgb, 0, 255).round().astype(np.uint8), np.full((n, n), 255, np.uint8)])
    return Image.fromarray(out, "RGBA")


def render_card_back(title: str, scale: float = 1, cloth: str = CARD_BACK) -> Image.Image:
    """The back of an art card: ``cloth``-coloured cloth, a gold frame, three overlapping films
    and the game's ``title``."""
    p = BrushCanvas(scale, 0xBAC4)
    p.col[:] = np.asarray(hex_rgb(cloth), np.float32) / 255.0
    p.alpha[:] = 1.0
    p.paint(
        lambda d: d.rect((0, 0, 500, 700)),
        shade(hex_rgb(cloth), 1.15),
        alpha=0.5,
        soft=30,
        grain=0.9,
        cell=60,
    )
    p.paint(lambda d: (d.rect((22, 22, 478, 678)), d.rect((30, 30, 470, 670), fill=0)), GOLD, soft=0.6)
    films = (
        ((206, 82, 56), -0.18, 210, 310),
        ((232, 186, 60), 0.0, 250, 290),
        ((62, 110, 182), 0.18, 290, 310),
    )
    for colour, rot, cx, cy in films:

        def rect(d: UnitDraw, rot=rot, cx=cx, cy=cy) -> None:
            c, s = math.cos(rot), math.sin(rot)
            pts = [(-75, -105), (75, -105), (75, 105), (-75, 105)]
            d.polygon([(cx + x * c - y * s, cy + x * s + y * c) for x, y in pts])

        p.paint(rect, colour, alpha=0.55, soft=1.2, edge=0.3, grain=0.2, cell=30)
    img = p.image()
    draw = ImageDraw.Draw(img)
    font = ImageFont.truetype(str(FONT_TITLE), round(64 * scale))
    draw.text((250 * scale, 545 * scale), title, font=font, fill=(*GOLD, 255), anchor="mm")
    return img


def render_dispenser(scale: float = 1) -> Image.Image:
    """The deck dispenser: a wooden tray with a window showing the stacked card edges."""
    w, h = DISPENSER_SIZE
    wood = mix(SIENNA, UMBER, 0.35)

    def draw(d: ImageDraw.ImageDraw, u: float) -> None:
        d.rounded_rectangle((0, 0, w * u, h * u), radius=26 * u, fill=(*shade(wood, 0.7), 255))
        d.rounded_rectangle((8 * u, 8 * u, (w - 8) * u, (h - 8) * u), radius=20 * u, fill=(*wood, 255))
        for i in range(14):  # wood grain
            y = (40 + i * 52) * u
            d.line(
                [(20 * u, y), ((w - 20) * u, y + 12 * u)],
                fill=(*shade(wood, 0.85), 255),
                width=max(1, round(2 * u)),
            )
        x0, y0, x1, y1 = 30 * u, 40 * u, (w - 30) * u, (h - 60) * u
        d.rounded_rectangle((x0, y0, x1, y1), radius=CARD_CORNER_RADIUS * u, fill=(*shade(wood, 0.45), 255))
        for k in range(9):  # card edges seen through the window's bottom lip
            yy = y1 - (6 + k * 5) * u
            d.line(
                [(x0 + 14 * u, yy), (x1 - 14 * u, yy)],
                fill=(*mix(PAPER, wood, k / 14), 255),
                width=max(1, round(2 * u)),
            )
        d.rounded_rectangle(
            ((w / 2 - 60) * u, (h - 46) * u, (w / 2 + 60) * u, (h - 20) * u),
            radius=12 * u,
            fill=(*shade(wood, 0.6), 255),
        )

    img = _supersampled(DISPENSER_SIZE, scale, draw, ss=2)
    return img.filter(ImageFilter.SMOOTH) if scale < 1 else img


def render_app_icon(size: int) -> Image.Image:
    """The application icon at ``size`` px: three tilted translucent films on a mat tile."""
    return _app_icon_master().resize((size, size), Image.Resampling.LANCZOS)


@cache
def _app_icon_master() -> Image.Image:
    big = 1024
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((40, 40, 984, 984), radius=200, fill=(*hex_rgb(MAT), 255))
    films = (((206, 82, 56), -16, 400, 540), ((232, 186, 60), 0, 512, 500), ((62, 110, 182), 16, 624, 540))
    for colour, deg, cx, cy in films:
        layer = Image.new("RGBA", (big, big), (0, 0, 0, 0))
        ld = ImageDraw.Draw(layer)
        ld.rounded_rectangle(
            (cx - 190, cy - 270, cx + 190, cy + 270),
            radius=40,
            fill=(*colour, 190),
            outline=(*PAPER, 255),
            width=18,
        )
        img.alpha_composite(layer.rotate(deg, center=(cx, cy), resample=Image.Resampling.BICUBIC))
    d = ImageDraw.Draw(img)
    d.ellipse((430, 250, 594, 414), fill=(*PAPER, 255))
    d.ellipse((462, 282, 562, 382), fill=(*GOLD, 255))
    return img


_ = INK
