"""Compositing a painting: its background, then each art card's film over it, bottom to top.

:func:`compose_painting` is the one place that says how a painting is put together; it draws
each face (a face key such as ``"bg:3"`` or ``"art:12"``) through the drawing function it is
given. The table draws with Qt (:func:`canvas_table.canvas.ui.items.paint_painting`), the rules
page's examples, the contact sheet and the game chooser's picture with Pillow
(:func:`painting_image`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Pillow is imported only where a painting is made with it (not by the table)
    from PIL import Image


def background_face(background: int) -> str:
    """The face key of a background."""
    return f"bg:{background}"


def art_face(card: int) -> str:
    """The face key of an art card."""
    return f"art:{card}"


def compose_painting(background: int | None, layers: Sequence[int], draw: Callable[[str], None]) -> None:
    """Draw a painting face by face through ``draw``: the background (if any), then the layers
    bottom to top, each over the last with its real alpha."""
    if background is not None:
        draw(background_face(background))
    for card in layers:
        draw(art_face(card))


def painting_image(
    background: int | None, layers: Sequence[int], face: Callable[[str], Image.Image]
) -> Image.Image:
    """A painting as one RGBA Pillow image; ``face`` gives each face's image (the first sets the
    size; the others are scaled to it)."""
    from PIL import Image

    canvas: list[Image.Image] = []

    def draw(key: str) -> None:
        image = face(key).convert("RGBA")
        if not canvas:
            canvas.append(image)
            return
        if image.size != canvas[0].size:
            image = image.resize(canvas[0].size, Image.Resampling.LANCZOS)
        canvas[0] = Image.alpha_composite(canvas[0], image)

    compose_painting(background, layers, draw)
    if not canvas:
        raise ValueError("a painting needs a background or at least one layer")
    return canvas[0]


def render_face(scale: float) -> Callable[[str], Image.Image]:
    """A ``face`` for :func:`painting_image` that draws backgrounds and art cards afresh at
    ``scale`` of their full size (no art cache needed)."""

    def face(key: str) -> Image.Image:
        kind, _, number = key.partition(":")
        if kind == "bg":
            from canvas_table.canvas.art.backgrounds import render_background

            return render_background(int(number), scale)
        if kind == "art":
            from canvas_table.canvas.art.cards import render_art_card

            return render_art_card(int(number), scale)
        raise ValueError(f"not a face of a painting: {key!r}")

    return face
