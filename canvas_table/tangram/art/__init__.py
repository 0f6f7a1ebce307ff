"""Tangram Champions' art: the board, the champions, the cards, drawn with Pillow."""
