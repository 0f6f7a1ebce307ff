"""Canvas: transparent Art cards layered in a sleeve over a background, scored by ribbons.

The rules (no Qt, no Pillow) live here; ``game.py`` presents them to the shell, ``art/`` draws the
cards and ``ui/`` puts the game on the table. The authority is ``rules/canvas.md``.
"""
