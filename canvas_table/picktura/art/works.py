"""The 24 masterpieces by number: who paints each, and the whole painting at a scale.

Each painter draws one work in the units of :mod:`~canvas_table.picktura.art.paint`; its style and
subject follow ``data/works.toml``. Every random choice is seeded from the work's number.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from canvas_table.picktura.art import works_a, works_b, works_c, works_d, works_e, works_f
from canvas_table.picktura.art.paint import Painting

PAINTERS: dict[int, Callable[[Painting], None]] = {
    1: works_a.harbour,
    2: works_a.portrait,
    3: works_a.still_life,
    4: works_a.village,
    5: works_b.circles,
    6: works_b.squall,
    7: works_b.marigolds,
    8: works_b.night_tram,
    9: works_c.orchard,
    10: works_c.lighthouse_cat,
    11: works_c.desert_road,
    12: works_c.folded_birds,
    13: works_d.winter_market,
    14: works_d.violinist,
    15: works_d.teapot,
    16: works_d.terraces,
    17: works_e.balloon,
    18: works_e.birches,
    19: works_e.reading_room,
    20: works_e.kite,
    21: works_f.koi,
    22: works_f.circus_horse,
    23: works_f.glasshouse,
    24: works_f.starlings,
}


def seed_for(number: int) -> int:
    """The seed of masterpiece ``number``'s brush work."""
    return 0x7C0A * 1000 + number * 7919


def paint_work(number: int, scale: float = 2.0) -> Image.Image:
    """Masterpiece ``number`` (1–24) whole, 1000 x 1400 px a unit of ``scale``, RGB;
    ValueError for another number."""
    if number not in PAINTERS:
        raise ValueError(f"no masterpiece {number} (1..24)")
    p = Painting(seed_for(number), scale)
    PAINTERS[number](p)
    return p.finish()
