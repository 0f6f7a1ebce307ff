"""Procedural, deterministic art for Canvas Table, drawn with Pillow (no Qt here).

The table uses :func:`canvas_table.art.cache.ensure_art` to get the folder of built PNGs and
:func:`canvas_table.art.cards.render_art_card` and
:func:`canvas_table.art.backgrounds.render_background` to draw one item directly when needed.
"""
