"""An art card image: the motif film and the strip of swatch chips with icons.

The card's title word is not painted: the table draws it in the player's language on a tag of
its own, and a painting composed of cards shows no names."""

from __future__ import annotations

from PIL import Image, ImageDraw

from canvas_table.art.brushes import BrushCanvas
from canvas_table.art.icons import draw_icon
from canvas_table.art.motifs import motif_for
from canvas_table.art.palette import (
    CERULEAN,
    GOLD,
    OCHRE,
    ROSE,
    SAP,
    SWATCH_CHIPS,
    UMBER,
    VIOLET,
    VIRIDIAN,
    far,
    hex_of,
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
from canvas_table.canvas.cards import SWATCH_COLOURS, ArtCard, default_card_set

CHIP_INSET = 7
CHIP_RADIUS = 10


def seed_for(kind: str, item_id: int) -> int:
    """The seed of one item (``kind`` 'art' or 'background'): stable across runs and machines."""
    base = {"art": 0x5EED_A47, "background": 0xBAC_6200}.get(kind, 0x0DD)
    return (base + item_id * 104_729) & 0xFFFF_FFFF


def paint_motif(card: ArtCard, scale: float) -> Image.Image:
    """The card's motif film alone (no tag, no strip) as straight-alpha RGBA."""
    family, motif = motif_for(card.title, card.id)
    p = BrushCanvas(scale, seed_for("art", card.id))
    motif(p)
    p.zoomed(0, 0, 1)
    _glaze(p, family)
    p.clear_below(ART_BOTTOM, 4)
    return p.image()


_GLAZES = {
    "far": ((-20, -20, 520, 330), (far(CERULEAN, 0.3), far(ROSE, 0.3), far(GOLD, 0.3)), 0.2),
    "middle": ((-20, 380, 520, 560), (mid(SAP, 0.3), mid(OCHRE, 0.3), mid(CERULEAN, 0.3)), 0.25),
    "near": ((-20, 528, 520, 610), (near(UMBER, 0.9), near(VIRIDIAN), near(VIOLET)), 0.3),
}


def _glaze(p: BrushCanvas, family: str) -> None:
    """A translucent glaze under the motif, in its depth band, so lower layers tint through."""
    box, colours, alpha = _GLAZES[family]
    colour = p.rng.choice(colours)
    p.paint(lambda d: d.ellipse(box), colour, alpha=alpha, soft=14, grain=0.5, cell=60, behind=True)


def _chips(img: Image.Image, card: ArtCard, s: float) -> None:
    """Swatch-coloured chips carrying the card's icons; empty swatches stay clear."""
    draw = ImageDraw.Draw(img)
    for i, icons in enumerate(card.swatches):
        if not icons:
            continue
        colour = SWATCH_CHIPS[SWATCH_COLOURS[i]]
        x0 = (i * SWATCH_WIDTH + CHIP_INSET) * s
        x1 = ((i + 1) * SWATCH_WIDTH - CHIP_INSET) * s
        y0 = (STRIP_TOP + CHIP_INSET) * s
        y1 = (CARD_HEIGHT - CHIP_INSET) * s
        draw.rounded_rectangle(
            (x0, y0, x1, y1),
            radius=CHIP_RADIUS * s,
            fill=(*colour, 255),
            outline=(*shade(colour, 0.7), 255),
            width=max(1, round(2 * s)),
        )
        size = round((46 if len(icons) == 1 else 38) * s)
        gap = 2 * s
        total = size * len(icons) + gap * (len(icons) - 1)
        x = (x0 + x1 - total) / 2
        y = (y0 + y1 - size) / 2
        for name in icons:
            icon = draw_icon(name, size, ink="#fbf6ea", halo=hex_of(shade(colour, 0.45)))
            img.alpha_composite(icon, (round(x), round(y)))
            x += size + gap


def render_art_card(card_id: int, scale: float = 1) -> Image.Image:
    """Art card ``card_id`` (1..60) at ``scale`` (1 = 500 x 700, 2 = 1000 x 1400), RGBA."""
    cards = default_card_set().art
    if card_id not in cards:
        raise KeyError(f"no art card {card_id}")
    card = cards[card_id]
    img = paint_motif(card, scale)
    _chips(img, card, scale)
    return img
