"""Procedural, deterministic art for Canvas Table, drawn with Pillow (no Qt here, no game).

Brushes, primitives, the palette, the motif library and the icons that every game's art is painted
with; each game's own drawings (``canvas_table/<game>/art/``) say what to draw, and
:func:`canvas_table.art.build.ensure_art` builds them all into the user's cache.
"""
