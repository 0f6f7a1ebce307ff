"""The contact sheet: every card over a checkerboard, every background, the icons, and random
three-layer paintings, for looking at the art (and at it in grey and at 25 %)."""

from __future__ import annotations

import multiprocessing
import random
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from canvas_table.art.icons import ICON_NAMES, draw_icon
from canvas_table.art.style import FONT_UI, FONT_UI_BOLD
from canvas_table.canvas.art.composite import art_face, background_face, painting_image
from canvas_table.canvas.cards import default_card_set

THUMB = (120, 168)
PAINTING = (250, 350)
GAP = 12
COLS = 12
WIDTH = GAP + COLS * (THUMB[0] + GAP)
BG_NEUTRAL = (92, 92, 96)


def checkerboard(size: tuple[int, int], cell: int = 12) -> Image.Image:
    """A neutral light/dark grey checkerboard (to see transparency)."""
    img = Image.new("RGBA", size, (200, 200, 200, 255))
    d = ImageDraw.Draw(img)
    for y in range(0, size[1], cell):
        for x in range((y // cell) % 2 * cell, size[0], 2 * cell):
            d.rectangle((x, y, x + cell - 1, y + cell - 1), fill=(160, 160, 160, 255))
    return img


def _render(item: tuple[str, int]) -> tuple[str, int, Image.Image]:
    kind, i = item
    if kind == "art":
        from canvas_table.canvas.art.cards import render_art_card

        return kind, i, render_art_card(i, 1)
    from canvas_table.canvas.art.backgrounds import render_background

    return kind, i, render_background(i, 1)


def paintings(seed: int, n: int = 12) -> list[tuple[int, tuple[int, int, int]]]:
    """``n`` random paintings: (background id, three distinct card ids bottom to top)."""
    cards = default_card_set()
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        bg = rng.choice(sorted(cards.backgrounds))
        a, b, c = rng.sample(sorted(cards.art), 3)
        out.append((bg, (a, b, c)))
    return out


def build_sheet(seed: int = 1, jobs: int = 2) -> Image.Image:
    """The whole contact sheet as one RGB image."""
    cards = default_card_set()
    items = [("art", i) for i in sorted(cards.art)] + [("bg", i) for i in sorted(cards.backgrounds)]
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            rendered = pool.map(_render, items)
    else:
        rendered = [_render(it) for it in items]
    art = {i: im for k, i, im in rendered if k == "art"}
    bgs = {i: im for k, i, im in rendered if k == "bg"}
    faces = {art_face(i): im for i, im in art.items()} | {background_face(i): im for i, im in bgs.items()}
    font = ImageFont.truetype(str(FONT_UI), 12)
    head = ImageFont.truetype(str(FONT_UI_BOLD), 18)
    label_h = 18
    card_rows = (len(art) + COLS - 1) // COLS
    bg_rows = (len(bgs) + COLS - 1) // COLS
    per_row = (WIDTH - GAP) // (PAINTING[0] + GAP)
    chosen = paintings(seed)
    p_rows = (len(chosen) + per_row - 1) // per_row
    height = (
        GAP
        + 30
        + card_rows * (THUMB[1] + label_h + GAP)
        + 30
        + bg_rows * (THUMB[1] + label_h + GAP)
        + 30
        + 96
        + 30
        + p_rows * (PAINTING[1] + label_h + GAP)
        + GAP
    )
    sheet = Image.new("RGBA", (WIDTH, height), (*BG_NEUTRAL, 255))
    d = ImageDraw.Draw(sheet)
    y = GAP
    d.text((GAP, y), "Art cards", font=head, fill="white")
    y += 30
    board = checkerboard(THUMB)
    for n, i in enumerate(sorted(art)):
        x = GAP + (n % COLS) * (THUMB[0] + GAP)
        yy = y + (n // COLS) * (THUMB[1] + label_h + GAP)
        sheet.alpha_composite(
            Image.alpha_composite(board, art[i].resize(THUMB, Image.Resampling.LANCZOS)), (x, yy)
        )
        d.text((x, yy + THUMB[1] + 2), f"{i} {cards.art[i].title}", font=font, fill="white")
    y += card_rows * (THUMB[1] + label_h + GAP)
    d.text((GAP, y), "Backgrounds", font=head, fill="white")
    y += 30
    for n, i in enumerate(sorted(bgs)):
        x = GAP + (n % COLS) * (THUMB[0] + GAP)
        yy = y + (n // COLS) * (THUMB[1] + label_h + GAP)
        sheet.alpha_composite(bgs[i].resize(THUMB, Image.Resampling.LANCZOS), (x, yy))
        d.text((x, yy + THUMB[1] + 2), f"{i} {cards.backgrounds[i].name}", font=font, fill="white")
    y += bg_rows * (THUMB[1] + label_h + GAP)
    d.text((GAP, y), "Icons (64, 24 px)", font=head, fill="white")
    y += 30
    x = GAP
    for name in ICON_NAMES:
        sheet.alpha_composite(draw_icon(name, 64), (x, y))
        sheet.alpha_composite(draw_icon(name, 24), (x + 70, y + 20))
        d.text((x, y + 70), name, font=font, fill="white")
        x += 130
    y += 96
    d.text((GAP, y), f"Paintings (seed {seed})", font=head, fill="white")
    y += 30
    for n, (bg, layers) in enumerate(chosen):
        x = GAP + (n % per_row) * (PAINTING[0] + GAP)
        yy = y + (n // per_row) * (PAINTING[1] + label_h + GAP)
        pic = painting_image(bg, layers, faces.__getitem__).resize(PAINTING, Image.Resampling.LANCZOS)
        sheet.alpha_composite(pic, (x, yy))
        titles = " / ".join(cards.art[i].title for i in layers)
        d.text((x, yy + PAINTING[1] + 2), f"bg {bg}: {titles}", font=font, fill="white")
    return sheet.convert("RGB")


def write_sheet(out: Path, seed: int = 1, jobs: int = 2) -> Path:
    """Build the sheet and save it (plus ``-grey`` and ``-25`` copies beside it)."""
    out = Path(out)
    sheet = build_sheet(seed, jobs)
    sheet.save(out, "PNG")
    stem = out.with_suffix("")
    sheet.convert("L").save(f"{stem}-grey.png", "PNG")
    sheet.resize((sheet.width // 4, sheet.height // 4), Image.Resampling.LANCZOS).save(
        f"{stem}-25.png", "PNG"
    )
    return out
