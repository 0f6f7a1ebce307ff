"""Tangram Champions' palette: the seven colours of the squares and cards, the other squares'
colours, the champions' colours. Bright and friendly, but painted: each has a light and a dark."""

from __future__ import annotations

from canvas_table.art.palette import RGB, hex_rgb, mix

#: the seven colours of the tangram squares and colour cards
SQUARE: dict[str, RGB] = {
    "orange": hex_rgb("#e8843a"), "blue": hex_rgb("#3f78c4"), "pink": hex_rgb("#e58db4"),
    "green": hex_rgb("#4f9a55"), "red": hex_rgb("#c8433c"), "yellow": hex_rgb("#e8c43f"),
    "purple": hex_rgb("#8a5bb0"),
}
CREAM: RGB = (246, 238, 220)
INK: RGB = (38, 34, 44)
GOLD: RGB = (233, 185, 73)
SUN: RGB = (248, 206, 92)
SLATE: RGB = (92, 107, 126)
STORM: RGB = (70, 80, 98)
STONE: RGB = (140, 138, 134)
FRAME: RGB = (34, 62, 78)
CENTRE: RGB = (226, 216, 190)

#: the champions' token colours (the table's plain pawns use the same)
CHAMPION: dict[str, RGB] = {
    "fox": hex_rgb("#d9672b"), "owl": hex_rgb("#8a6a48"), "bear": hex_rgb("#5a3d2b"),
    "hare": hex_rgb("#b9a58c"), "crane": hex_rgb("#c9ccd4"), "tiger": hex_rgb("#e39a2d"),
    "turtle": hex_rgb("#4d8a5a"), "lynx": hex_rgb("#a37f5a"), "heron": hex_rgb("#6d8fb0"),
    "wolf": hex_rgb("#6b7078"),
}


def light(colour: RGB, t: float = 0.35) -> RGB:
    """A colour mixed toward cream (the lit side of a wash)."""
    return mix(colour, CREAM, t)


def dark(colour: RGB, t: float = 0.3) -> RGB:
    """A colour mixed toward ink (the shadow side, the rim of a wash)."""
    return mix(colour, INK, t)
