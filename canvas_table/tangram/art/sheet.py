"""A contact sheet of Tangram Champions' art, to look at it: ``python -m
canvas_table.tangram.art.sheet OUT.png`` paints every task and lays the 1x images on the baize."""

from __future__ import annotations

import sys

from PIL import Image

from canvas_table.art.palette import hex_rgb
from canvas_table.art.style import MAT
from canvas_table.tangram.art.build import render_task, tasks

WIDTH = 2100
GAP = 12


def contact_sheet() -> Image.Image:
    """Every 1x image of every task, in rows, on the table's baize."""
    images = [img for task in tasks() for path, img in render_task(task) if "@2x" not in path]
    rows: list[list[Image.Image]] = [[]]
    x = GAP
    for img in images:
        if x + img.width + GAP > WIDTH and rows[-1]:
            rows.append([])
            x = GAP
        rows[-1].append(img)
        x += img.width + GAP
    height = GAP + sum(max(img.height for img in row) + GAP for row in rows)
    sheet = Image.new("RGBA", (WIDTH, height), (*hex_rgb(MAT), 255))
    y = GAP
    for row in rows:
        x = GAP
        for img in row:
            sheet.alpha_composite(img.convert("RGBA"), (x, y))
            x += img.width + GAP
        y += max(img.height for img in row) + GAP
    return sheet


if __name__ == "__main__":
    contact_sheet().save(sys.argv[1])
