"""The table's shared look, in one place: colours of the mat, the highlights and the drop zones,
the zone labels' face, and how much a lifted card grows. Every game's table uses it; a game's own
colours and fonts live in its ``ui`` package.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Theme:
    """Colours as hex (``#rrggbb``) or RGBA tuples, the label font family and the lift scale."""

    mat: str = "#2f4a3f"  # under the mat texture, and where there is none
    backdrop: str = "#223831"  # around the table when the window's proportions differ
    highlight: str = "#f2c870"  # a card the rules point at
    focus: str = "#ffffff"  # the keyboard's card
    zone_idle: tuple[int, int, int, int] = (232, 220, 192, 80)
    zone_target: tuple[int, int, int, int] = (242, 200, 112, 170)
    zone_hover: tuple[int, int, int, int] = (255, 221, 140, 255)
    zone_refused: tuple[int, int, int, int] = (212, 85, 58, 230)
    zone_label: tuple[int, int, int, int] = (239, 230, 207, 150)
    label_family: str = "Lato"
    label_points: int = 11
    lift_scale: float = 0.75  # a dragged card is drawn at least this large


THEME = Theme()
