"""The Layers items of the shared art build: tasks, heaviest first, and their images by path.

The shared build (``canvas_table.art.build``) runs the tasks in worker processes and writes each
image with its fixed PNG options; every path here is relative to the art folder.
"""

from __future__ import annotations

from PIL import Image

from canvas_table.layers.cards import KINDS, default_deck

Task = tuple[str, str]  # (kind, name)
SYMBOL_SIZE = 64  # px at 1x; the @2x set is twice as large
THUMBNAIL_SIZE = 256


def tasks() -> list[Task]:
    """Every Layers build task, heaviest first: the cards, the symbols, the board, the card back,
    the thumbnail."""
    out: list[Task] = [("layers_card", str(i)) for i in sorted(default_deck())]
    return [*out, ("layers_symbols", "all"), ("layers_ui", "board"), ("layers_ui", "card_back"),
            ("layers_ui", "thumbnail")]


def render_task(task: Task) -> list[tuple[str, Image.Image]]:
    """The (relative path, image) pairs of one task; ``ValueError`` for an unknown task."""
    kind, name = task
    if kind == "layers_card":
        from canvas_table.layers.art.cards import render_layer_card

        card = default_deck()[int(name)]
        return [(f"layers{d}/{name}.png", render_layer_card(card, s)) for d, s in (("", 1), ("@2x", 2))]
    if kind == "layers_symbols" and name == "all":
        from canvas_table.layers.art.symbols import draw_symbol

        return [
            (f"layers_symbols{d}/{k}{'_neg' if neg else ''}.png", draw_symbol(k, SYMBOL_SIZE * s, neg))
            for k in KINDS
            for neg in (False, True)
            for d, s in (("", 1), ("@2x", 2))
        ]
    if kind == "layers_ui" and name == "board":
        from canvas_table.layers.art.board import render_board

        return [(f"layers_ui{d}/board.png", render_board(s)) for d, s in (("", 1), ("@2x", 2))]
    if kind == "layers_ui" and name == "card_back":
        from canvas_table.art.palette import VIRIDIAN, hex_of
        from canvas_table.art.ui import render_card_back

        return [(f"layers_ui{d}/card_back.png", render_card_back("Layers", s, hex_of(VIRIDIAN)))
                for d, s in (("", 1), ("@2x", 2))]
    if kind == "layers_ui" and name == "thumbnail":
        from canvas_table.layers.art.board import thumbnail

        return [("layers_ui/thumbnail.png", thumbnail(THUMBNAIL_SIZE))]
    raise ValueError(f"unknown task {task!r}")
