"""Build art files into a folder, in worker processes, with a manifest of sha256 sums.

The games say what to draw: a task is any picklable value, and ``render`` (a module-level
function, so spawned workers can find it) turns one task into (relative path, image) pairs. Each
task writes its own files by name, so the order in which workers finish never matters; the
manifest is sorted. PNGs are saved with fixed options and no metadata, so two builds give
byte-identical files. :func:`ensure_art` keeps the user's cache complete.
"""

from __future__ import annotations

import hashlib
import io
import json
import multiprocessing
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

from canvas_table.art.cache import (
    ART_VERSION,
    HALF_FOLDER,
    MANIFEST,
    QUARTER_FOLDER,
    art_cache_dir,
    clean_stale_art,
    is_complete,
)
from canvas_table.engine.parent_watch import exit_with_parent

Task = Any
Render = Callable[[Any], list[tuple[str, Image.Image]]]


def png_bytes(img: Image.Image) -> bytes:
    """Encode ``img`` as PNG with fixed options and no metadata (deterministic bytes)."""
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=3, optimize=False)
    return buf.getvalue()


def with_small_twins(images: list[tuple[str, Image.Image]]) -> list[tuple[str, Image.Image]]:
    """``images`` and, for each 1x file ``<folder>/<name>`` with a 2x twin among them, its
    half-size and quarter-size twins ``<folder>@half/<name>`` and ``<folder>@quarter/<name>``
    (Lanczos from the 1x image)."""
    names = {rel for rel, _ in images}
    twins = []
    for rel, img in images:
        folder, _, name = rel.rpartition("/")
        if "@" not in folder and f"{folder}@2x/{name}" in names:
            for suffix, divisor in ((HALF_FOLDER, 2), (QUARTER_FOLDER, 4)):
                size = (max(1, round(img.width / divisor)), max(1, round(img.height / divisor)))
                twins.append((f"{folder}{suffix}/{name}", img.resize(size, Image.Resampling.LANCZOS)))
    return [*images, *twins]


def run_task(args: tuple[Render, Task, str]) -> list[tuple[str, str]]:
    """Render one task into ``out`` (with :func:`with_small_twins`); returns (relative path,
    sha256) of each file written."""
    render, task, out = args
    done = []
    for rel, img in with_small_twins(render(task)):
        data = png_bytes(img)
        path = Path(out) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        done.append((rel, hashlib.sha256(data).hexdigest()))
    return done


def build_all(
    out: Path,
    todo: list[Task],
    render: Render,
    jobs: int = 2,
    progress: Callable[[int, int], None] | None = None,
) -> dict:
    """Build the files of every task into ``out``; writes and returns the manifest."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    files: dict[str, str] = {}
    start = time.perf_counter()
    total = len(todo)
    if progress:
        progress(0, total)
    if jobs <= 1:
        results = map(run_task, [(render, t, str(out)) for t in todo])
        for i, res in enumerate(results, 1):
            files.update(res)
            if progress:
                progress(i, total)
    else:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs, initializer=exit_with_parent) as pool:
            for i, res in enumerate(pool.imap_unordered(run_task, [(render, t, str(out)) for t in todo]), 1):
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


def ensure_art(
    todo: list[Task], render: Render, progress: Callable[[int, int], None] | None = None, jobs: int = 2
) -> Path:
    """Make sure the art cache is complete (building every task if not); returns its folder.

    The build goes into a temporary sibling folder renamed into place, so a crash half-way never
    leaves a folder that looks complete; what such a crash (or quitting during the build) left, and
    the folders of older art versions, are removed first (:func:`~canvas_table.art.cache.
    clean_stale_art`). ``progress(done, total)`` is called as tasks finish.
    """
    target = art_cache_dir()
    clean_stale_art(target)
    if is_complete(target):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        build_all(tmp, todo, render, jobs=jobs, progress=progress)
        if target.exists():
            stale = target.with_name(f".{target.name}-stale-{os.getpid()}")
            os.replace(target, stale)
            shutil.rmtree(stale, ignore_errors=True)
        os.replace(tmp, target)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return target
