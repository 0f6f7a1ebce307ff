"""Procedural, deterministic art for Canvas Table, drawn with Pillow (no Qt here).

The table uses :func:`canvas_table.art.cache.ensure_art` to get the folder of built PNGs and
:func:`render_art_card` / :func:`render_background` to draw one item directly when needed.
"""

from __future__ import annotations

from canvas_table.art.backgrounds import render_background
from canvas_table.art.cache import ART_VERSION, art_cache_dir, ensure_art, is_complete
from canvas_table.art.cards import render_art_card
from canvas_table.art.icons import ICON_NAMES, draw_icon

__all__ = [
    "ART_VERSION",
    "ICON_NAMES",
    "art_cache_dir",
    "draw_icon",
    "ensure_art",
    "is_complete",
    "render_art_card",
    "render_background",
]
