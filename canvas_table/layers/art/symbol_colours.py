"""The colour of each Layers symbol (no drawing here: the table's faces read it without
loading the art's drawing tools)."""

from __future__ import annotations

from canvas_table.art.palette import (
    INDIGO,
    OCHRE,
    RGB,
    ROSE,
    SIENNA,
    ULTRAMARINE,
    VERMILION,
    VIOLET,
    VIRIDIAN,
    hex_of,
    mix,
    shade,
)
from canvas_table.art.style import SWATCH_COLOURS

KINDS_COLOUR: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple")

#: The ink of each sign's silhouette.
SIGN_RGB: dict[str, RGB] = {
    "heart": shade(mix(VERMILION, ROSE, 0.2), 0.78),
    "star": shade(OCHRE, 0.72),
    "butterfly": shade(VIOLET, 0.72),
    "moon": INDIGO,
    "leaf": shade(VIRIDIAN, 0.85),
    "eye": shade(ULTRAMARINE, 0.75),
    "bird": shade(SIENNA, 0.62),
}

#: Colour of each kind (``#rrggbb``): the disc of a colour, the silhouette ink of a sign.
SYMBOL_COLOURS: dict[str, str] = {
    **{k: SWATCH_COLOURS[k] for k in KINDS_COLOUR},
    **{k: hex_of(c) for k, c in SIGN_RGB.items()},
}
