"""The deck's palette: about twelve pigments shared by every card, plus depth helpers.

Values matter more than hues: :func:`far` mixes a pigment toward the sky haze (light, low
contrast), :func:`near` darkens it (crisp foreground), so any three cards stack into one picture.
"""

from __future__ import annotations

from canvas_table.art.style import SWATCH_COLOURS

RGB = tuple[int, int, int]

PAPER: RGB = (244, 236, 216)
HAZE: RGB = (214, 224, 228)
SNOW: RGB = (250, 248, 242)
GOLD: RGB = (242, 200, 112)
OCHRE: RGB = (214, 158, 66)
VERMILION: RGB = (206, 82, 56)
ROSE: RGB = (204, 120, 128)
SIENNA: RGB = (158, 84, 48)
UMBER: RGB = (88, 66, 52)
SAP: RGB = (110, 142, 76)
VIRIDIAN: RGB = (44, 104, 92)
CERULEAN: RGB = (132, 176, 208)
ULTRAMARINE: RGB = (58, 86, 160)
VIOLET: RGB = (112, 90, 138)
INDIGO: RGB = (40, 46, 72)

PIGMENTS: dict[str, RGB] = {
    "paper": PAPER,
    "gold": GOLD,
    "ochre": OCHRE,
    "vermilion": VERMILION,
    "rose": ROSE,
    "sienna": SIENNA,
    "umber": UMBER,
    "sap": SAP,
    "viridian": VIRIDIAN,
    "cerulean": CERULEAN,
    "ultramarine": ULTRAMARINE,
    "violet": VIOLET,
    "indigo": INDIGO,
}

#: Chip colours of the five swatch positions (red, yellow, green, blue, purple).
SWATCH_CHIPS: dict[str, RGB] = {}  # filled below from style.SWATCH_COLOURS


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear mix of two colours: ``t=0`` gives ``a``, ``t=1`` gives ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def shade(c: RGB, f: float) -> RGB:
    """Darken (``f < 1``) or lighten toward white (``f > 1``) a colour."""
    if f <= 1:
        return (round(c[0] * f), round(c[1] * f), round(c[2] * f))
    return mix(c, (255, 255, 255), min(1.0, f - 1))


def far(c: RGB, t: float = 0.45) -> RGB:
    """A pigment seen far away: mixed toward the sky haze."""
    return mix(c, HAZE, t)


def mid(c: RGB, t: float = 0.15) -> RGB:
    """A pigment in the middle ground: a little haze."""
    return mix(c, HAZE, t)


def near(c: RGB, f: float = 0.82) -> RGB:
    """A pigment in the foreground: darker and crisper."""
    return shade(c, f)


def hex_rgb(value: str) -> RGB:
    """``'#a1b2c3'`` to ``(161, 178, 195)``."""
    v = value.lstrip("#")
    return (int(v[0:2], 16), int(v[2:4], 16), int(v[4:6], 16))


def hex_of(c: RGB) -> str:
    """``(161, 178, 195)`` to ``'#a1b2c3'``."""
    return "#{:02x}{:02x}{:02x}".format(*c)


SWATCH_CHIPS.update({name: hex_rgb(value) for name, value in SWATCH_COLOURS.items()})
