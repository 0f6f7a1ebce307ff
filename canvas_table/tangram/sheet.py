"""A contact sheet of the figures, to look at them: ``python -m canvas_table.tangram.sheet OUT.png``.

Each cell shows the silhouette in black with the solution's pieces outlined, and the figure's name.
"""

from __future__ import annotations

import sys

from PIL import Image, ImageDraw

from canvas_table.tangram.colours import CARDS, COLOURS
from canvas_table.tangram.figures import Figure, figures
from canvas_table.tangram.pieces import placed_points

CELL = 220
SCALE = 36


def draw_figure(draw: ImageDraw.ImageDraw, figure: Figure, left: int, top: int) -> None:
    """Draw one figure centred in the cell whose corner is (left, top)."""
    minx, miny, maxx, maxy = figure.silhouette.bounds
    scale = min(SCALE, (CELL - 40) / max(maxx - minx, maxy - miny))
    cx = left + CELL / 2 - (minx + maxx) / 2 * scale
    cy = top + CELL / 2 + 8 + (miny + maxy) / 2 * scale

    def at(x: float, y: float) -> tuple[float, float]:
        return cx + x * scale, cy - y * scale

    draw.polygon([at(*p) for p in figure.silhouette.exterior.coords], fill=(30, 30, 30))
    for hole in figure.silhouette.interiors:
        draw.polygon([at(*p) for p in hole.coords], fill=(255, 255, 255))
    for placement in figure.solution:
        draw.polygon([at(*p) for p in placed_points(placement)], outline=(120, 120, 120))
    draw.text((left + 6, top + 4), f"{figure.id} {figure.name}", fill=(0, 0, 0))


def main(out: str) -> None:
    """Render every figure, one row per card and one column per colour, to ``out``."""
    sheet = Image.new("RGB", (CELL * len(COLOURS), CELL * CARDS), (255, 255, 255))
    draw = ImageDraw.Draw(sheet)
    for figure in figures().values():
        draw_figure(draw, figure, COLOURS.index(figure.colour) * CELL, (figure.card - 1) * CELL)
    sheet.save(out)


if __name__ == "__main__":
    main(sys.argv[1])
