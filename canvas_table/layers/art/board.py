"""The painting board of Layers (a primed linen canvas the three films lie on), paintings on it,
and the small picture of the game in the game chooser."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from PIL import Image

from canvas_table.art.brushes import BrushCanvas, UnitDraw
from canvas_table.art.palette import HAZE, OCHRE, PAPER, UMBER, mix, shade
from canvas_table.art.style import CARD_HEIGHT, CARD_WIDTH, STRIP_TOP
from canvas_table.layers.art.cards import SLOT_WIDTH, render_layer_card, slot_box
from canvas_table.layers.cards import default_deck

_BOARD_SEED = 0x1A7E_B0A2
#: The painting of the game chooser's picture, bottom layer first: dawn, an orchard, a meadow.
THUMBNAIL_PAINTING: tuple[int, int, int] = (11, 49, 89)
_TOP = mix(PAPER, (255, 255, 255), 0.25)
_BOTTOM = mix(PAPER, OCHRE, 0.12)
_STRIP = mix(PAPER, HAZE, 0.35)
_GUIDE = mix(PAPER, UMBER, 0.5)


def _linen(p: BrushCanvas) -> np.ndarray:
    """A multiplicative texture about 1.0: a fine plain weave, slubs in the thread, soft mottling."""
    h, w = p.h, p.w
    period = max(2.0, 4.0 * p.s)
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    warp = np.sin(xs * math.tau / period) * (0.6 + 0.4 * np.sin(ys * math.tau / (period * 2)))
    weft = np.sin(ys * math.tau / period) * (0.6 + 0.4 * np.sin(xs * math.tau / (period * 2) + 1.0))
    slubs = p.noise(w, h, 2.5) - 0.5
    return 1.0 + 0.02 * (warp + weft) + 0.05 * slubs + 0.05 * (p.noise(w, h, 110) - 0.5)


def render_board(scale: float = 1) -> Image.Image:
    """The board at ``scale`` (1 = 500 x 700): opaque RGBA linen with faint guides for the symbols."""
    p = BrushCanvas(scale, _BOARD_SEED, (CARD_WIDTH, CARD_HEIGHT))
    ys = np.linspace(0.0, 1.0, p.h, dtype=np.float32)[:, None, None]
    grad = np.asarray(_TOP, np.float32) * (1 - ys) + np.asarray(_BOTTOM, np.float32) * ys
    p.col[:] = np.clip(grad / 255.0 * _linen(p)[..., None], 0.0, 1.0)
    p.alpha[:] = 1.0
    # the stretcher bars show as a soft darker frame just inside the edge
    p.paint(
        lambda d: (d.rect((-10, -10, 510, 710)), d.rect((14, 14, 486, 686), fill=0)),
        shade(_BOTTOM, 0.86),
        alpha=0.45,
        soft=9,
        grain=0.4,
        cell=50,
    )
    p.paint(lambda d: d.rect((-10, STRIP_TOP, 510, 710)), _STRIP, alpha=0.55, soft=1.5, grain=0.3, cell=30)
    p.paint(lambda d: d.line([(0, STRIP_TOP), (500, STRIP_TOP)], 1.2), _GUIDE, alpha=0.35, soft=0.4)
    _guides(p)
    return p.image()


def _guides(p: BrushCanvas) -> None:
    """A faint dotted ring where each position's symbol sits, so an empty position reads as empty."""

    def dots(d: UnitDraw) -> None:
        for q in range(CARD_WIDTH // SLOT_WIDTH):
            x0, y0, x1, y1 = slot_box(q)
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            for i in range(24):
                a = math.tau * i / 24
                d.circle(cx + 27 * math.cos(a), cy + 27 * math.sin(a), 1.3)

    p.paint(dots, _GUIDE, alpha=0.5, soft=0.3)


def composite(ids: Sequence[int], scale: float = 1) -> Image.Image:
    """A painting: the board with the cards ``ids`` laid on it, bottom layer first (opaque RGBA)."""
    deck = default_deck()
    out = render_board(scale)
    for card_id in ids:
        out.alpha_composite(render_layer_card(deck[card_id], scale))
    return out


def thumbnail(size: int = 256) -> Image.Image:
    """The game chooser's picture: :data:`THUMBNAIL_PAINTING` on its board, the lower square of it
    (the orchard, the meadow and three symbols), as opaque RGBA."""
    pic = composite(THUMBNAIL_PAINTING, 1)
    crop = pic.crop((0, CARD_HEIGHT - CARD_WIDTH, CARD_WIDTH, CARD_HEIGHT))
    return crop.resize((size, size), Image.Resampling.LANCZOS)
