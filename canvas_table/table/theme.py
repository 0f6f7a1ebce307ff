"""The table's shared look, in one place: colours of the mat, the highlights and the drop zones,
the zone labels' face, the cards' shadows, how much a lifted card grows and how long cards move.
Every game's table uses it; the values come from :mod:`canvas_table.art.style` (which mirrors
``assets/STYLE.md``); a game's own colours and fonts live in its ``ui`` package.
"""

from __future__ import annotations

from dataclasses import dataclass

from canvas_table.art import style

RGBA = tuple[int, int, int, int]


def rgba(colour: str, alpha: float) -> RGBA:
    """``#rrggbb`` with an opacity from 0 to 1 as an RGBA tuple."""
    value = int(colour.removeprefix("#"), 16)
    return (value >> 16 & 255, value >> 8 & 255, value & 255, round(alpha * 255))


_ZONE_IDLE = rgba(style.MAT_SLOT_OUTLINE, style.MAT_SLOT_ALPHA)
_ZONE_TARGET = rgba(style.HIGHLIGHT, style.HIGHLIGHT_ALPHA)
_ZONE_HOVER = rgba("#ffdd8c", 1.0)
_ZONE_REFUSED = rgba(style.INVALID, 0.9)
_ZONE_LABEL = rgba(style.TEXT_ON_MAT, 0.6)
_CARD_EDGE = rgba(style.CARD_EDGE, 0.6)


@dataclass(frozen=True, slots=True)
class Shadow:
    """A card's drop shadow: its colour with opacity, blur radius and offset, in pixels at 1x."""

    colour: RGBA
    blur: float
    offset: tuple[float, float]


@dataclass(frozen=True, slots=True)
class Theme:
    """Colours as hex (``#rrggbb``) or RGBA tuples, the label font, shadows, the lift scale and
    the motion times (at normal speed)."""

    mat: str = style.MAT  # under the mat texture, and where there is none
    backdrop: str = style.MAT_DARK  # around the table when the window's proportions differ
    highlight: str = style.HIGHLIGHT  # a card the rules point at
    focus: str = "#ffffff"  # the keyboard's card
    zone_idle: RGBA = _ZONE_IDLE
    zone_idle_width: float = style.MAT_SLOT_WIDTH
    zone_idle_dash: tuple[float, float] = style.MAT_SLOT_DASH
    zone_target: RGBA = _ZONE_TARGET
    zone_hover: RGBA = _ZONE_HOVER
    zone_refused: RGBA = _ZONE_REFUSED  # a refused drop flashes the zone
    zone_label: RGBA = _ZONE_LABEL
    card_edge: RGBA = _CARD_EDGE  # the hairline round a see-through card
    label_family: str = style.FONT_FAMILY_UI
    label_points: int = 11
    lift_scale: float = 0.75  # a dragged card is drawn at least this large
    shadow: Shadow = Shadow(rgba(style.SHADOW_COLOUR, style.SHADOW_ALPHA), style.SHADOW_BLUR,
                            style.SHADOW_OFFSET)
    shadow_lifted: Shadow = Shadow(rgba(style.SHADOW_COLOUR, style.SHADOW_LIFTED_ALPHA),
                                   style.SHADOW_LIFTED_BLUR, style.SHADOW_LIFTED_OFFSET)
    glide_ms: int = style.ANIMATION_MS  # a card slides to its place
    snap_back_ms: int = style.SNAP_BACK_MS  # a refused card returns (and the zone flashes)


THEME = Theme()


def at_speed(ms: int, speed: float) -> int:
    """A motion of ``ms`` milliseconds at normal speed, at animation speed ``speed`` (2: twice as
    fast); 0, at once, when the speed is 0 (Instant)."""
    return 0 if speed <= 0 else round(ms / speed)
