"""Cutting a whole masterpiece into its four quarter cards: the crop, a thin paper edge, and
the work's number in a small painted roundel in the quarter's outer corner.

A card is exactly its quarter of the whole painting except the edge band and the roundel, so
the four cards laid together show the whole picture.
"""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw, ImageFont

from canvas_table.art.palette import GOLD, OCHRE, PAPER, hex_rgb, mix, shade
from canvas_table.art.style import CARD_HEIGHT, CARD_WIDTH, FONT_UI_BOLD, INK

EDGE = 6  # paper edge, px at 1x
ROUNDEL_R = 40  # roundel radius, px at 1x
ROUNDEL_INSET = 10  # from the paper edge to the roundel, px at 1x
#: the roundel's rim: gold for the base set, verdigris for the remix set (like their backs)
RIMS = {1: (GOLD, OCHRE), 2: ((120, 196, 184), (40, 112, 108))}


def quarter_box(quarter: int, scale: int) -> tuple[int, int, int, int]:
    """The pixel box of ``quarter`` (0 top left .. 3 bottom right) in a whole work at ``scale``."""
    w, h = CARD_WIDTH * scale, CARD_HEIGHT * scale
    x, y = (quarter % 2) * w, (quarter // 2) * h
    return (x, y, x + w, y + h)


def roundel_centre(quarter: int, scale: int) -> tuple[int, int]:
    """Where the number's roundel sits on a quarter card: its outer corner (px)."""
    off = (EDGE + ROUNDEL_INSET + ROUNDEL_R) * scale
    w, h = CARD_WIDTH * scale, CARD_HEIGHT * scale
    return (off if quarter % 2 == 0 else w - off, off if quarter < 2 else h - off)


@cache
def roundel(number: int, scale: int) -> Image.Image:
    """The painted roundel with ``number``, RGBA, drawn 4x large and reduced."""
    ss = 4
    r = ROUNDEL_R * scale * ss
    size = 2 * r + 14 * scale * ss
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = size // 2
    rim, rim_dark = RIMS[2 if number > 12 else 1]
    d.ellipse(
        (c - r + 3 * scale * ss, c - r + 5 * scale * ss, c + r + 3 * scale * ss, c + r + 5 * scale * ss),
        fill=(0, 0, 0, 90),
    )
    d.ellipse((c - r, c - r, c + r, c + r), fill=(*rim_dark, 255))
    k = round(r * 0.9)
    d.ellipse((c - k, c - k, c + k, c + k), fill=(*rim, 255))
    k = round(r * 0.76)
    d.ellipse((c - k, c - k, c + k, c + k), fill=(*mix(PAPER, (255, 255, 255), 0.3), 255))
    k = round(r * 0.7)
    d.arc((c - k, c - k, c + k, c + k), 200, 340, fill=(*shade(PAPER, 0.85), 255), width=2 * scale * ss)
    font = ImageFont.truetype(str(FONT_UI_BOLD), round(r * (1.0 if number < 10 else 0.86)))
    d.text((c, c + r * 0.04), str(number), font=font, fill=(*hex_rgb(INK), 255), anchor="mm")
    return img.resize((size // ss, size // ss), Image.Resampling.LANCZOS)


def with_edge(card: Image.Image, scale: int) -> Image.Image:
    """``card`` framed by a thin paper edge (and a hairline where paper meets paint)."""
    out = card.convert("RGB")
    d = ImageDraw.Draw(out)
    w, h = out.size
    e = EDGE * scale
    d.rectangle((0, 0, w - 1, h - 1), outline=PAPER, width=e)
    d.rectangle((e, e, w - 1 - e, h - 1 - e), outline=shade(PAPER, 0.72), width=max(1, scale // 2))
    d.rectangle((0, 0, w - 1, h - 1), outline=shade(PAPER, 0.85), width=1)
    return out


def quarter_card(whole: Image.Image, number: int, quarter: int, scale: int) -> Image.Image:
    """The quarter card ``quarter`` of masterpiece ``number`` cut from ``whole`` (at ``scale``)."""
    card = with_edge(whole.crop(quarter_box(quarter, scale)), scale)
    badge = roundel(number, scale)
    cx, cy = roundel_centre(quarter, scale)
    card.paste(badge, (cx - badge.width // 2, cy - badge.height // 2), badge)
    return card
