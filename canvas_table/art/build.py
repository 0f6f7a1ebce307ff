"""Build every art file into a folder, in worker processes, with a manifest of sha256 sums.

Each task renders one item at 1x and 2x and writes its own files by name, so the order in which
workers finish never matters; the manifest is sorted. PNGs are saved with fixed options and no
metadata, so two builds give byte-identical files.
"""

from __future__ import annotations

import hashlib
import io
import json
import multiprocessing
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from canvas_table.art.cache import ART_VERSION, MANIFEST
from canvas_table.art.icons import ICON_NAMES, draw_icon
from canvas_table.canvas.cards import default_card_set

Task = tuple[str, str]  # (kind, name)
ICON_SIZE = 64
RIBBONS: tuple[str, ...] = ("red", "green", "blue", "purple", "grey")
UI_ITEMS: tuple[str, ...] = ("token", *(f"ribbon_{c}" for c in RIBBONS), "mat", "card_back", "dispenser")


def png_bytes(img: Image.Image) -> bytes:
    """Encode ``img`` as PNG with fixed options and no metadata (deterministic bytes)."""
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=3, optimize=False)
    return buf.getvalue()


def tasks() -> list[Task]:
    """Every build task, heaviest first (so two workers finish together)."""
    cards = default_card_set()
    out: list[Task] = [("art", str(i)) for i in sorted(cards.art)]
    out += [("background", str(i)) for i in sorted(cards.backgrounds)]
    out += [("ui", name) for name in UI_ITEMS]
    out += [("icons", "all"), ("app", "all")]
    return out


def render_task(task: Task) -> list[tuple[str, Image.Image]]:
    """The (relative path, image) pairs of one task."""
    kind, name = task
    if kind == "art":
        from canvas_table.art.cards import render_art_card

        return [
            (f"art/{name}.png", render_art_card(int(name), 1)),
            (f"art@2x/{name}.png", render_art_card(int(name), 2)),
        ]
    if kind == "background":
        from canvas_table.art.backgrounds import render_background

        return [
            (f"backgrounds/{name}.png", render_background(int(name), 1)),
            (f"backgrounds@2x/{name}.png", render_background(int(name), 2)),
        ]
    if kind == "ui":
        from canvas_table.art import ui

        if name.startswith("ribbon_"):
            colour = name[len("ribbon_") :]
            return [(f"ui{d}/{name}.png", ui.render_ribbon(colour, s)) for d, s in (("", 1), ("@2x", 2))]
        fn = {
            "token": ui.render_token,
            "mat": ui.render_mat,
            "card_back": ui.render_card_back,
            "dispenser": ui.render_dispenser,
        }[name]
        return [(f"ui{d}/{name}.png", fn(s)) for d, s in (("", 1), ("@2x", 2))]
    if kind == "icons":
        return [
            (f"icons{d}/{n}.png", draw_icon(n, ICON_SIZE * s))
            for n in ICON_NAMES
            for d, s in (("", 1), ("@2x", 2))
        ]
    if kind == "app":
        from canvas_table.art.ui import APP_ICON_SIZES, render_app_icon

        return [(f"app/icon_{s}.png", render_app_icon(s)) for s in APP_ICON_SIZES]
    raise ValueError(f"unknown task {task!r}")


def run_task(args: tuple[Task, str]) -> list[tuple[str, str]]:
    """Render one task into ``out``; returns (relative path, sha256) of each file written."""
    task, out = args
    done = []
    for rel, img in render_task(task):
        data = png_bytes(img)
        path = Path(out) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        done.append((rel, hashlib.sha256(data).hexdigest()))
    return done


def build_all(
    out: Path,
    jobs: int = 2,
    progress: Callable[[int, int], None] | None = None,
    only: list[Task] | None = None,
) -> dict:
    """Build all files (or the ``only`` tasks) into ``out``; writes and returns the manifest."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    todo = tasks() if only is None else list(only)
    files: dict[str, str] = {}
    start = time.perf_counter()
    total = len(todo)
    if progress:
        progress(0, total)
    if jobs <= 1:
        results = map(run_task, [(t, str(out)) for t in todo])
        for i, res in enumerate(results, 1):
            files.update(res)
            if progress:
                progress(i, total)
    else:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs) as pool:
            for i, res in enumerate(pool.imap_unordered(run_task, [(t, str(out)) for t in todo]), 1):
                files.update(res)
                if progress:
                    progress(i, total)
    manifest = {
        "art_version": ART_VERSION,
        "files": {k: files[k] for k in sorted(files)},
    }
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    manifest["seconds"] = time.perf_counter() - start
    return manifest
