"""The art cache: generated PNGs live in the user's cache folder, built on first start.

This module says where the folder is and whether it is complete; :func:`canvas_table.art.build.
ensure_art` fills it. Bump ``ART_VERSION`` whenever drawings change: the folder name carries it,
so a new version builds afresh beside the old one, and :func:`clean_stale_art` removes the old one
at the next start, with the temporary folders of builds that were interrupted.
"""

from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path

from canvas_table.engine.files import DATA_LIMIT, FileProblem, read_json_object
from canvas_table.engine.user_cache import cache_root

ART_VERSION = "7"
MANIFEST = "manifest.json"
#: Beside a folder of 1x files with ``@2x`` twins, the folders of their half-size and quarter-size
#: twins: the table draws most cards at under half (on a laptop's screen, under a quarter) of their
#: 1x width, and a smaller file decodes sooner (a quarter of the pixels about three times) and
#: downscales better than QPainter's bilinear filter would.
HALF_FOLDER = "@half"
QUARTER_FOLDER = "@quarter"
ENV_DIR = "CANVAS_TABLE_ART_DIR"
#: A build writes a file every second or so; a temporary folder untouched for this long was left
#: by a build that was interrupted (a build in progress in another window is never this quiet).
STALE_BUILD_SECONDS = 600.0
_VERSION_FOLDER = re.compile(r"art-[0-9][0-9A-Za-z.]*")
_BUILD_FOLDER = re.compile(r"\.art-[0-9][0-9A-Za-z.]*-.+")


def art_cache_dir() -> Path:
    """Where the art lives: ``$CANVAS_TABLE_ART_DIR`` or ``<cache>/canvas-table/art-<version>``."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    return cache_root() / "canvas-table" / f"art-{ART_VERSION}"


def read_manifest(folder: Path) -> dict | None:
    """The folder's manifest, or None when missing, unreadable or of another art version."""
    try:
        data = read_json_object(Path(folder) / MANIFEST, DATA_LIMIT, MANIFEST)
    except FileProblem:  # missing, a pipe, too large, corrupt: the art is built afresh
        return None
    if not isinstance(data, dict) or data.get("art_version") != ART_VERSION:
        return None
    if not isinstance(data.get("files"), dict):
        return None
    return data


def relative_files(folder: Path) -> frozenset[str]:
    """Every file one folder deep under ``folder``, as ``<folder>/<name>`` relative paths (one
    listing of each folder: a start reads the whole cache's names in a millisecond or two)."""
    names: set[str] = set()
    try:
        folders = [e.name for e in os.scandir(folder) if e.is_dir(follow_symlinks=False)]
        for sub in folders:
            with os.scandir(os.path.join(folder, sub)) as entries:
                names.update(f"{sub}/{e.name}" for e in entries if e.is_file())
    except OSError:
        pass  # a folder that went away lists what was read of it
    return frozenset(names)


def complete_listing(folder: Path) -> frozenset[str] | None:
    """:func:`relative_files` of ``folder`` when it is complete (a manifest of this art version,
    and every file it lists there), else None: one listing that both checks the folder and says
    what is in it."""
    data = read_manifest(folder)
    if data is None or not data["files"]:
        return None
    names = relative_files(folder)
    return names if names.issuperset(data["files"]) else None


def is_complete(folder: Path) -> bool:
    """True when ``folder`` has a manifest of this art version and every file it lists."""
    return complete_listing(folder) is not None


def clean_stale_art(target: Path | None = None, others: bool | None = None, now: float | None = None,
                    max_age: float = STALE_BUILD_SECONDS) -> list[Path]:
    """Remove what earlier runs left beside the art folder ``target`` (default: this version's);
    returns the folders removed.

    Removed: temporary build folders (``.art-<version>-*``, ``.<target name>-*``) in which nothing
    was written for ``max_age`` seconds, and, with ``others`` (the default unless
    ``$CANVAS_TABLE_ART_DIR`` chose the folder), complete folders of other art versions
    (``art-<version>``). Never ``target`` itself, nor a build still writing.
    """
    target = art_cache_dir() if target is None else Path(target)
    others = not os.environ.get(ENV_DIR) if others is None else others
    now = time.time() if now is None else now
    try:
        entries = [e for e in os.scandir(target.parent) if e.is_dir(follow_symlinks=False)]
    except OSError:
        return []
    removed = []
    for entry in entries:
        path = Path(entry.path)
        if path.name == target.name:
            continue
        temporary = path.name.startswith(f".{target.name}-") or (
            others and _BUILD_FOLDER.fullmatch(path.name) is not None)
        old_version = others and _VERSION_FOLDER.fullmatch(path.name) is not None
        if temporary and now - _last_written(path) < max_age:
            continue  # a build in progress (this window's or another's)
        if temporary or old_version:
            shutil.rmtree(path, ignore_errors=True)
            if not path.exists():
                removed.append(path)
    return removed


def _last_written(folder: Path) -> float:
    """The newest modification time of ``folder`` and everything in it."""
    newest = 0.0
    for root, dirs, files in os.walk(folder):
        for name in (root, *(os.path.join(root, n) for n in (*dirs, *files))):
            try:
                newest = max(newest, os.stat(name, follow_symlinks=False).st_mtime)
            except OSError:
                continue
    return newest


#: Complete art folders listed ahead, by the art thread (they never change): no Qt here, so that
#: the thread's look at the folder does not make Qt's namespace of enums (see TableView.lay_table).
_LISTED: dict[Path, frozenset[str]] = {}


def list_ahead(art_dir: Path, names: frozenset[str]) -> None:
    """Keep the listing of the complete art folder ``art_dir``, its ``names`` as
    :func:`~canvas_table.art.cache.relative_files` gave them (off the GUI thread, say):
    :func:`listing` then finds it listed. Only for a complete folder, whose files no longer
    change."""
    _LISTED[art_dir] = _scan(art_dir, names)


def listing(art_dir: Path | None) -> frozenset[str]:
    """Every PNG one folder deep under ``art_dir``, as path strings (one listing, so painting
    never asks the disk)."""
    if art_dir is None:
        return frozenset()
    listed = _LISTED.get(art_dir)
    return listed if listed is not None else _scan(art_dir)


def _scan(art_dir: Path, names: frozenset[str] | None = None) -> frozenset[str]:
    folder = str(art_dir)  # joined as a Path would be, without making a Path for each file
    names = relative_files(art_dir) if names is None else names
    return frozenset(os.path.join(folder, *name.split("/")) for name in names if name.endswith(".png"))
