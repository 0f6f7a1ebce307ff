"""Opaque background cards: a textured ground (canvas weave, paper or wash) and 5 colour splashes.

The ground's tone comes from the background's name (``Ink Wash`` is darker than ``Linen
Morning``); the five splashes sit in the five swatch positions at the bottom, in the colours from
the card data, like test dabs of paint on the edge of a sheet.
"""

from __future__ import annotations

import math

import numpy as np
from PIL import Image

from canvas_table.art.brushes import BrushCanvas, UnitDraw
from canvas_table.art.palette import (
    CERULEAN,
    GOLD,
    HAZE,
    INDIGO,
    OCHRE,
    PAPER,
    RGB,
    ROSE,
    SAP,
    SIENNA,
    ULTRAMARINE,
    VIOLET,
    hex_rgb,
    mix,
    shade,
)
from canvas_table.art.style import CARD_HEIGHT, CARD_WIDTH, STRIP_TOP, SWATCH_WIDTH
from canvas_table.canvas.art.cards import seed_for
from canvas_table.canvas.cards import Background, default_card_set

TEXTURES: tuple[str, ...] = ("canvas", "paper", "wash")

# Name words that tint the ground: (top colour, bottom colour).
_TINTS: dict[str, tuple[RGB, RGB]] = {
    "linen": (mix(PAPER, HAZE, 0.3), mix(PAPER, OCHRE, 0.15)),
    "fog": (mix(HAZE, PAPER, 0.3), mix(HAZE, CERULEAN, 0.3)),
    "terracotta": (mix(PAPER, ROSE, 0.35), mix(PAPER, SIENNA, 0.45)),
    "meadow": (mix(PAPER, CERULEAN, 0.25), mix(PAPER, SAP, 0.35)),
    "ink": (mix(PAPER, INDIGO, 0.35), mix(PAPER, INDIGO, 0.6)),
    "ochre": (mix(PAPER, GOLD, 0.35), mix(PAPER, OCHRE, 0.5)),
    "winter": (mix(HAZE, (255, 255, 255), 0.4), mix(HAZE, CERULEAN, 0.25)),
    "rose": (mix(PAPER, ROSE, 0.25), mix(PAPER, ROSE, 0.45)),
    "slate": (mix(HAZE, ULTRAMARINE, 0.25), mix(HAZE, INDIGO, 0.4)),
    "sage": (mix(PAPER, SAP, 0.15), mix(PAPER, SAP, 0.35)),
    "dusk": (mix(VIOLET, ROSE, 0.35), mix(VIOLET, INDIGO, 0.4)),
    "sandstone": (mix(PAPER, OCHRE, 0.25), mix(PAPER, SIENNA, 0.3)),
    "lagoon": (mix(PAPER, CERULEAN, 0.45), mix(CERULEAN, (44, 104, 92), 0.3)),
    "ember": (mix(PAPER, GOLD, 0.4), mix(SIENNA, (206, 82, 56), 0.4)),
    "birch": (mix(PAPER, (255, 255, 255), 0.3), mix(PAPER, HAZE, 0.5)),
    "indigo": (mix(ULTRAMARINE, HAZE, 0.45), mix(INDIGO, ULTRAMARINE, 0.35)),
    "chalk": (mix(PAPER, (255, 255, 255), 0.5), mix(PAPER, HAZE, 0.35)),
    "moss": (mix(SAP, PAPER, 0.45), mix(SAP, (44, 104, 92), 0.3)),
    "saffron": (mix(PAPER, GOLD, 0.5), mix(GOLD, OCHRE, 0.5)),
    "night": (mix(INDIGO, VIOLET, 0.4), shade(INDIGO, 0.8)),
}


def _ground(bg: Background) -> tuple[RGB, RGB]:
    for word in bg.name.lower().split():
        if word in _TINTS:
            return _TINTS[word]
    return (PAPER, mix(PAPER, OCHRE, 0.2))


def _texture_field(p: BrushCanvas, kind: str) -> np.ndarray:
    """A multiplicative texture (about 1.0) for the ground: weave, paper fibre or wash blooms."""
    h, w = p.h, p.w
    if kind == "canvas":
        period = 5.0 * p.s
        ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
        warp = np.sin(xs * math.tau / period) * np.sin(ys * math.tau / (period * 2))
        weft = np.sin(ys * math.tau / period) * np.sin(xs * math.tau / (period * 2) + math.pi / 2)
        tex = 1.0 + 0.035 * (warp + weft) + 0.05 * (p.noise(w, h, 3) - 0.5)
        return tex + 0.06 * (p.noise(w, h, 90) - 0.5)
    if kind == "paper":
        return 1.0 + 0.06 * (p.noise(w, h, 2) - 0.5) + 0.05 * (p.noise(w, h, 40) - 0.5)
    blooms = p.noise(w, h, 120) * 0.6 + p.noise(w, h, 30) * 0.4
    return 1.0 + 0.14 * (blooms - 0.5) + 0.03 * (p.noise(w, h, 2) - 0.5)


def _splash(p: BrushCanvas, cx: float, cy: float, colour: RGB) -> None:
    """A splash of paint: a blot with satellites and a drip."""
    rng = p.rng
    r = rng.uniform(30, 36)

    def blot(d: UnitDraw) -> None:
        pts = []
        for i in range(24):
            a = math.tau * i / 24
            rr = r * (1 + 0.18 * math.sin(3 * a + rng.uniform(0, 1)) + rng.uniform(-0.08, 0.08))
            pts.append((cx + rr * math.cos(a), cy + rr * 0.8 * math.sin(a)))
        d.polygon(pts)
        for _ in range(5):
            a = rng.uniform(0, math.tau)
            dist = r * rng.uniform(1.15, 1.5)
            d.circle(cx + dist * math.cos(a), cy + dist * 0.7 * math.sin(a), rng.uniform(2, 5))

    p.paint(
        blot,
        colour,
        alpha=1.0,
        soft=1.5,
        edge=0.35,
        grain=0.08,
        vary=shade(colour, 1.25),
        vary_amount=0.3,
        cell=14,
    )


def render_background(bg_id: int, scale: float = 1) -> Image.Image:
    """Background ``bg_id`` (1..20) at ``scale`` (1 = 500 x 700): RGBA, alpha 255 everywhere."""
    bgs = default_card_set().backgrounds
    if bg_id not in bgs:
        raise KeyError(f"no background {bg_id}")
    bg = bgs[bg_id]
    p = BrushCanvas(scale, seed_for("background", bg_id), (CARD_WIDTH, CARD_HEIGHT))
    top, bottom = _ground(bg)
    kind = TEXTURES[(bg_id - 1) % 3]
    ys = np.linspace(0.0, 1.0, p.h, dtype=np.float32)[:, None, None]
    grad = np.asarray(top, np.float32) * (1 - ys) + np.asarray(bottom, np.float32) * ys
    field = _texture_field(p, kind)[..., None]
    p.col[:] = np.clip(grad / 255.0 * field, 0.0, 1.0)
    p.alpha[:] = 1.0
    # a loose diagonal wash for depth
    p.paint(
        lambda d: d.polygon([(-20, 380), (520, 300), (520, 560), (-20, 620)]),
        shade(bottom, 0.92),
        alpha=0.35,
        soft=25,
        grain=0.6,
        cell=90,
    )
    for i, hexcol in enumerate(bg.colours):
        cx = i * SWATCH_WIDTH + SWATCH_WIDTH / 2 + p.rng.uniform(-8, 8)
        cy = (STRIP_TOP + CARD_HEIGHT) / 2 + p.rng.uniform(-5, 5)
        _splash(p, cx, cy, hex_rgb(hexcol))
    return p.image()
