"""The art of Layers, drawn with Pillow and numpy (no Qt): symbols, card films, the board.

Built on the shared painting library of :mod:`canvas_table.art` (brushes, palette, motifs); the
build tasks are in :mod:`canvas_table.layers.art.build`.
"""
