"""Picktura: rebuild twelve masterpieces from the cards that carry their quarters.

The rules (no Qt, no Pillow) live here; ``game.py`` presents them to the shell, ``art/`` draws the
cards and ``ui/`` puts the game on the table. The authority is ``rules/picktura.md``.
"""
