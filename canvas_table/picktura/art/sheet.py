"""The contact sheet of Picktura's art: the 24 masterpieces whole, each work's four quarter
cards at table size (laid 2 x 2 with a gap), the blank canvas, the two backs and the thumbnail
(plus grey and 25 % copies, as for the other games)."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from canvas_table.art.style import FONT_UI, FONT_UI_BOLD
from canvas_table.picktura.art.build import render_task, tasks
from canvas_table.picktura.art.faces import THUMBNAIL, back_face, card_face, work_face
from canvas_table.picktura.cards import cards_of, default_works

WHOLE = (240, 336)
CARD = (150, 210)
GAP = 14
COLS = 8
BG = (70, 66, 64)


def _one_x(task: tuple[str, str]) -> dict[str, Image.Image]:
    """The 1x images of one task (module level for the worker pool)."""
    return {rel: im for rel, im in render_task(task) if "@2x" not in rel}


def build_sheet(jobs: int = 2) -> Image.Image:
    """The whole contact sheet as one RGB image."""
    todo = tasks()
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            parts = pool.map(_one_x, todo)
    else:
        parts = [_one_x(t) for t in todo]
    faces: dict[str, Image.Image] = {k: v for part in parts for k, v in part.items()}
    works = default_works()
    font = ImageFont.truetype(str(FONT_UI), 13)
    head = ImageFont.truetype(str(FONT_UI_BOLD), 20)
    width = GAP + COLS * (WHOLE[0] + GAP)
    block = (2 * CARD[0] + 4, 2 * CARD[1] + 4)
    per_row = (width - GAP) // (block[0] + GAP)
    rows_w, rows_c = (24 + COLS - 1) // COLS, (24 + per_row - 1) // per_row
    height = 40 + rows_w * (WHOLE[1] + 40) + 40 + rows_c * (block[1] + 40) + 40 + CARD[1] + 60
    sheet = Image.new("RGB", (width, height), BG)
    d = ImageDraw.Draw(sheet)
    y = GAP
    d.text((GAP, y), "Masterpieces (whole)", font=head, fill="white")
    y += 30
    for i in range(24):
        n = i + 1
        x, yy = GAP + (i % COLS) * (WHOLE[0] + GAP), y + (i // COLS) * (WHOLE[1] + 40)
        sheet.paste(faces[work_face(n)].resize(WHOLE, Image.Resampling.LANCZOS), (x, yy))
        d.text((x, yy + WHOLE[1] + 3), f"{n}. {works[n].title}"[:36], font=font, fill="white")
        d.text((x, yy + WHOLE[1] + 19), f"{works[n].style}", font=font, fill=(200, 200, 200))
    y += rows_w * (WHOLE[1] + 40)
    d.text((GAP, y), "Quarter cards at table size (150 x 210)", font=head, fill="white")
    y += 30
    for i in range(24):
        x, yy = GAP + (i % per_row) * (block[0] + GAP), y + (i // per_row) * (block[1] + 40)
        for q, card in enumerate(cards_of(i + 1)):
            img = faces[card_face(card)].resize(CARD, Image.Resampling.LANCZOS)
            sheet.paste(img, (x + (q % 2) * (CARD[0] + 4), yy + (q // 2) * (CARD[1] + 4)))
        d.text(
            (x, yy + block[1] + 3),
            f"cards {cards_of(i + 1)[0]}-{cards_of(i + 1)[3]}",
            font=font,
            fill="white",
        )
    y += rows_c * (block[1] + 40)
    d.text((GAP, y), "Blank canvas, backs (base, remix), thumbnail", font=head, fill="white")
    y += 30
    for k, rel in enumerate((card_face(49), back_face(1), back_face(100))):
        sheet.paste(faces[rel].resize(CARD, Image.Resampling.LANCZOS), (GAP + k * (CARD[0] + GAP), y))
    sheet.paste(faces[THUMBNAIL].resize((CARD[1], CARD[1])), (GAP + 3 * (CARD[0] + GAP), y))
    return sheet


def write_sheet(out: Path, seed: int = 1, jobs: int = 2) -> Path:
    """Build the sheet and save it (plus ``-grey`` and ``-25`` copies beside it); ``seed`` is
    unused (the works are fixed) and kept for the shared ``art sheet`` command."""
    out = Path(out)
    sheet = build_sheet(jobs)
    sheet.save(out, "PNG")
    stem = out.with_suffix("")
    sheet.convert("L").save(f"{stem}-grey.png", "PNG")
    sheet.resize((sheet.width // 4, sheet.height // 4), Image.Resampling.LANCZOS).save(
        f"{stem}-25.png", "PNG"
    )
    return out
