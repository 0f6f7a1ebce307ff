"""A Layers card image: a transparent motif film and its symbols on the bottom edge.

The film is painted like a Canvas art card (same motifs, brushes and palette) but from seeds of
its own, and two cards that share a motif differ on purpose: the second is mirrored (unless its
motif already leans from the other edge) and the two get contrasting glazes. The strip at the bottom
carries no art: each of the five positions is a 100 px slot, clear when empty, and an opaque paper
tab with the symbol's token when the card has a symbol there. All tabs have the same footprint, so
a symbol on a higher layer hides the one below exactly as the rules say.
"""

from __future__ import annotations

import zlib
from functools import cache

import numpy as np
from PIL import Image, ImageDraw

from canvas_table.art.brushes import BrushCanvas
from canvas_table.art.motifs import MOTIFS
from canvas_table.art.palette import (
    CERULEAN,
    GOLD,
    OCHRE,
    PAPER,
    ROSE,
    SAP,
    SIENNA,
    UMBER,
    VIOLET,
    VIRIDIAN,
    far,
    mid,
    near,
    shade,
)
from canvas_table.art.primitives import ART_BOTTOM
from canvas_table.art.style import (
    CARD_HEIGHT,
    STRIP_TOP,
    SWATCH_WIDTH,
)
from canvas_table.layers.art.symbols import draw_symbol
from canvas_table.layers.cards import LayersCard, default_deck

SLOT_WIDTH = SWATCH_WIDTH  # one symbol position, 100 px at 1x
TAB_INSET = 7
TAB_RADIUS = 10
TOKEN_SIZE = 68
MIRROR_OVERLAP = 1.25  # a mirrored film may overlap its motif's first card this much more
_SEED_BASE = 0x1A7E_25  # not Canvas's, so a shared motif is painted afresh


def seed_for(card_id: int) -> int:
    """The painting seed of Layers card ``card_id``: stable across runs and machines."""
    return (_SEED_BASE + card_id * 130_363) & 0xFFFF_FFFF


@cache
def _motif_order() -> dict[str, tuple[int, ...]]:
    """The ids of the deck's cards by motif, in id order."""
    order: dict[str, list[int]] = {}
    for card_id, card in sorted(default_deck().items()):
        order.setdefault(card.motif, []).append(card_id)
    return {motif: tuple(ids) for motif, ids in order.items()}


def variant(card: LayersCard) -> int:
    """Which painting of its motif the card is: 0 for the deck's first card with that motif, 1 for
    the second, ...; 0 for a card that is not in the default deck."""
    if default_deck().get(card.id) != card:
        return 0
    return _motif_order()[card.motif].index(card.id)


@cache
def _sketch(card_id: int, motif: str) -> np.ndarray:
    """The unmirrored motif's alpha at a tenth of the size: a quick sketch of where its paint sits
    (positions come from ``BrushCanvas.rng``, whatever the scale)."""
    p = BrushCanvas(0.1, seed_for(card_id))
    MOTIFS[motif][1](p)
    return p.alpha


def is_mirrored(card: LayersCard) -> bool:
    """Whether the card's film is mirrored: a later card of a motif is, unless mirroring would make
    its paint overlap the first card's clearly more (the motif already leans from the other edge)."""
    if variant(card) == 0:
        return False
    first = _sketch(_motif_order()[card.motif][0], card.motif)
    own = _sketch(card.id, card.motif)
    kept = float(np.minimum(first, own).sum())
    return float(np.minimum(first, own[:, ::-1]).sum()) <= MIRROR_OVERLAP * kept


# family: (glaze box, pigments ordered so that i and i + 2 contrast, depth tone, alpha)
_GLAZES = {
    "far": ((-20, -20, 520, 330), (CERULEAN, ROSE, GOLD, VIRIDIAN), lambda c: far(c, 0.3), 0.22),
    "middle": ((-20, 380, 520, 560), (SAP, CERULEAN, OCHRE, ROSE), lambda c: mid(c, 0.3), 0.25),
    "near": ((-20, 528, 520, 610), (UMBER, VIRIDIAN, VIOLET, SIENNA), lambda c: near(c, 0.88), 0.3),
}


def _glaze(p: BrushCanvas, card: LayersCard, family: str) -> None:
    """A translucent glaze under the motif, in its depth band, so lower layers tint through.

    Its pigment depends on the motif and the variant, so the two cards of a motif get contrasting
    glazes (warm against cool).
    """
    box, pigments, tone, alpha = _GLAZES[family]
    colour = tone(pigments[(zlib.crc32(card.motif.encode()) + 2 * variant(card)) % len(pigments)])
    p.paint(lambda d: d.ellipse(box), colour, alpha=alpha, soft=14, grain=0.5, cell=60, behind=True)


def paint_film(card: LayersCard, scale: float) -> Image.Image:
    """The card's motif film alone (no tag, no symbols) as straight-alpha RGBA."""
    family, motif = MOTIFS[card.motif]
    p = BrushCanvas(scale, seed_for(card.id))
    motif(p)
    p.zoomed(0, 0, 1)
    _glaze(p, card, family)
    p.clear_below(ART_BOTTOM, 4)
    img = p.image()
    return img.transpose(Image.Transpose.FLIP_LEFT_RIGHT) if is_mirrored(card) else img


def slot_box(position: int, scale: float = 1) -> tuple[float, float, float, float]:
    """The tab of symbol ``position`` (0..4) in pixels at ``scale``: (x0, y0, x1, y1)."""
    return (
        (position * SLOT_WIDTH + TAB_INSET) * scale,
        (STRIP_TOP + TAB_INSET) * scale,
        ((position + 1) * SLOT_WIDTH - TAB_INSET) * scale,
        (CARD_HEIGHT - TAB_INSET) * scale,
    )


def _symbols(img: Image.Image, card: LayersCard, s: float) -> None:
    """An opaque paper tab with the token for each symbol; empty positions stay clear."""
    draw = ImageDraw.Draw(img)
    size = max(8, round(TOKEN_SIZE * s))
    for sym in card.symbols:
        x0, y0, x1, y1 = slot_box(sym.position, s)
        draw.rounded_rectangle(
            (x0, y0, x1, y1),
            radius=TAB_RADIUS * s,
            fill=(*PAPER, 255),
            outline=(*shade(PAPER, 0.72), 255),
            width=max(1, round(1.5 * s)),
        )
        token = draw_symbol(sym.kind, size, sym.negative)
        img.alpha_composite(token, (round((x0 + x1 - size) / 2), round((y0 + y1 - size) / 2)))


def render_layer_card(card: LayersCard, scale: float = 1) -> Image.Image:
    """Layers card ``card`` at ``scale`` (1 = 500 x 700, 2 = 1000 x 1400) as straight-alpha RGBA."""
    img = paint_film(card, scale)
    _symbols(img, card, scale)
    return img
