"""The seven colours of Tangram Champions: of the colour cards, and of the tangram cards (each
colour's figures), with no geometry here (the board and its rules read them without loading it)."""

from __future__ import annotations

COLOURS = ("orange", "blue", "pink", "green", "red", "yellow", "purple")
CARDS = 5  # tangram cards (figures) of each colour
