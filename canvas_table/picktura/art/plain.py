"""The faces that are not a masterpiece: the blank canvas, the two card backs, the thumbnail."""

from __future__ import annotations

import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from canvas_table.art.palette import GOLD, OCHRE, PAPER, mix, shade
from canvas_table.art.style import CARD_HEIGHT, CARD_WIDTH, FONT_TITLE, FONT_TITLE_ITALIC
from canvas_table.picktura.art.cut import with_edge
from canvas_table.picktura.art.paint import Painting

#: (cloth, pattern, frame) of each back: a museum's claret velvet, the remix set's verdigris
BACKS = {1: ((104, 28, 38), (130, 44, 52), GOLD), 2: ((24, 84, 88), (40, 112, 110), (196, 224, 214))}


def blank_canvas(scale: int) -> Image.Image:
    """The blank canvas card: primed linen, gesso strokes, the stretcher bars' shadow."""
    p = Painting(0xB1A4C, scale / 2)  # units 1000 x 1400 fill the card at half scale
    p.rect((0, 0, 1000, 1400), (236, 232, 220), soft=0)
    for _ in range(60):
        y = p.rng.uniform(0, 1400)
        x = p.rng.uniform(-200, 800)
        p.stroke(
            [(x, y), (x + p.rng.uniform(300, 600), y + p.rng.uniform(-30, 30))],
            p.rng.uniform(30, 70),
            (246, 244, 236),
            alpha=70,
        )
    for box in (
        (60, 60, 940, 150),
        (60, 1250, 940, 1340),
        (60, 60, 150, 1340),
        (850, 60, 940, 1340),
        (460, 60, 540, 1340),
    ):  # the stretcher bars, seen through the linen
        p.rect(box, (204, 196, 180), alpha=0.4, soft=10)
    d = p.draw()
    step = max(2, round(8 * p.s))
    for x in range(0, p.w, step):  # the weave
        d.line([(x, 0), (x, p.h)], fill=(150, 140, 120, 40), width=max(1, step // 3))
    for y in range(0, p.h, step):
        d.line([(0, y), (p.w, y)], fill=(255, 255, 250, 50), width=max(1, step // 3))
    for x, y in (
        (26, 300),
        (26, 700),
        (26, 1100),
        (974, 300),
        (974, 700),
        (974, 1100),
        (300, 24),
        (700, 24),
        (300, 1376),
        (700, 1376),
    ):  # staples at the folded edges
        vertical = x in (26, 974)
        box = (x - 5, y - 34, x + 5, y + 34) if vertical else (x - 34, y - 5, x + 34, y + 5)
        p.rect(box, (140, 140, 148), soft=1)
    img = p.finish(weave=0.05, soften=0)
    return with_edge(img, scale)


def card_back(kind: int, scale: int) -> Image.Image:
    """The back of the base box's cards (``kind`` 1, claret, four gilded frames) or of the
    remix set's (2, verdigris with diagonal stripes and a "Remix" ribbon)."""
    cloth, pattern, frame = BACKS[kind]
    w, h = CARD_WIDTH * scale, CARD_HEIGHT * scale
    img = Image.new("RGB", (w, h), cloth)
    d = ImageDraw.Draw(img, "RGBA")
    if kind == 1:
        for y in range(0, h, 40 * scale):
            for x in range((y // (40 * scale)) % 2 * 20 * scale, w, 40 * scale):
                d.polygon(
                    [(x, y - 10 * scale), (x + 8 * scale, y), (x, y + 10 * scale), (x - 8 * scale, y)],
                    fill=(*pattern, 255),
                )
    else:
        for x in range(-h, w, 34 * scale):
            d.line([(x, h), (x + h, 0)], fill=(*pattern, 255), width=12 * scale)
    grain = np.random.default_rng(kind).normal(0, 6, (h // 4 + 1, w // 4 + 1)).astype(np.float32)
    g = np.asarray(Image.fromarray(grain, "F").resize((w, h), Image.Resampling.BICUBIC), np.float32)
    arr = np.clip(np.asarray(img, np.float32) + g[..., None], 0, 255).astype(np.uint8)
    img = Image.fromarray(arr, "RGB")
    d = ImageDraw.Draw(img, "RGBA")
    m = 22 * scale
    d.rectangle((m, m, w - m, h - m), outline=(*frame, 255), width=6 * scale)
    d.rectangle(
        (m + 12 * scale, m + 12 * scale, w - m - 12 * scale, h - m - 12 * scale),
        outline=(*frame, 160),
        width=2 * scale,
    )
    tw, th, gap = 110 * scale, 154 * scale, 10 * scale
    x0, y0 = w // 2 - tw - gap // 2, 150 * scale
    for q in range(4):
        x, y = x0 + (q % 2) * (tw + gap), y0 + (q // 2) * (th + gap)
        rot = (q - 1.5) * 0.04 if kind == 2 else 0.0
        tile = Image.new("RGBA", (tw, th), (*shade(cloth, 0.6), 255))
        td = ImageDraw.Draw(tile)
        td.rectangle((0, 0, tw - 1, th - 1), outline=(*frame, 255), width=5 * scale)
        td.rectangle(
            (14 * scale, 14 * scale, tw - 14 * scale, th - 14 * scale), fill=(*mix(cloth, PAPER, 0.18), 255)
        )
        tile = tile.rotate(math.degrees(rot), resample=Image.Resampling.BICUBIC, expand=True)
        img.paste(tile, (x, y), tile)
    font = ImageFont.truetype(str(FONT_TITLE), 70 * scale)
    d = ImageDraw.Draw(img, "RGBA")
    d.text((w // 2, 555 * scale), "Picktura", font=font, fill=(*frame, 255), anchor="mm")
    if kind == 2:
        small = ImageFont.truetype(str(FONT_TITLE_ITALIC), 40 * scale)
        d.rounded_rectangle(
            (w // 2 - 90 * scale, 605 * scale, w // 2 + 90 * scale, 655 * scale),
            20 * scale,
            fill=(*shade(cloth, 0.6), 255),
            outline=(*frame, 255),
            width=2 * scale,
        )
        d.text((w // 2, 628 * scale), "Remix", font=small, fill=(*frame, 255), anchor="mm")
    return img.filter(ImageFilter.GaussianBlur(0.4 * scale))


def thumbnail(size: int, works: dict[int, Image.Image]) -> Image.Image:
    """The game chooser's picture: four masterpieces hung 2 x 2 in gilded frames on a claret wall."""
    img = Image.new("RGB", (size, size), BACKS[1][0])
    d = ImageDraw.Draw(img)
    cell = size // 2
    fw, fh = round(cell * 0.6), round(cell * 0.84)
    for i, number in enumerate(sorted(works)):
        cx, cy = (i % 2) * cell + cell // 2, (i // 2) * cell + cell // 2
        x0, y0 = cx - fw // 2, cy - fh // 2
        d.rectangle((x0 - 7, y0 - 7, x0 + fw + 6, y0 + fh + 6), fill=OCHRE)
        d.rectangle((x0 - 4, y0 - 4, x0 + fw + 3, y0 + fh + 3), fill=GOLD)
        img.paste(works[number].resize((fw, fh), Image.Resampling.LANCZOS), (x0, y0))
    return img
