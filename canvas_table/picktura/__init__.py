"""Picktura: rebuild twelve masterpieces from the cards that carry their quarters.

The rules (no Qt, no Pillow) live here; ``game.py`` presents them to the shell. The art and the
table come later. The authority is ``rules/picktura.md``.
"""
