"""Layers: a painting of three transparent layers, scored by the symbols left visible.

The rules (no Qt, no Pillow) live here; ``game.py`` presents them to the shell, ``art/`` draws the
cards and ``ui/`` puts the game on the table. The authority is ``rules/layers.md``.
"""
