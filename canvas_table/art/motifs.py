"""Which motif each title word gets, and its family (far, middle or near, from
:mod:`canvas_table.art.motif_families`)."""

from __future__ import annotations

from collections.abc import Callable

from canvas_table.art.brushes import BrushCanvas
from canvas_table.art.motif_families import FAMILY_OF
from canvas_table.art.motifs_far import FAR, clouds
from canvas_table.art.motifs_frames import FRAMES
from canvas_table.art.motifs_land import LAND, gentle
from canvas_table.art.motifs_middle import MIDDLE
from canvas_table.art.motifs_near import NEAR, meadow

Motif = Callable[[BrushCanvas], None]

MOTIFS: dict[str, tuple[str, Motif]] = {
    title: (FAMILY_OF[title], fn) for title, fn in {**FAR, **MIDDLE, **LAND, **NEAR, **FRAMES}.items()
}

_FALLBACK: tuple[tuple[str, Motif], ...] = (("far", clouds), ("middle", gentle), ("near", meadow))


def motif_for(title: str, card_id: int) -> tuple[str, Motif]:
    """The (family, drawing function) for a title word; unknown words get a generic motif."""
    found = MOTIFS.get(title.strip().capitalize())
    return found if found is not None else _FALLBACK[card_id % 3]
