"""Three stacked films make one painting: lower layers show where upper layers are clear."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from canvas_table.canvas.art.composite import art_face, background_face, compose_painting, painting_image
from canvas_table.canvas.art.sheet import paintings


def compose(bg: Image.Image, layers: list[Image.Image]) -> Image.Image:
    """``layers`` over ``bg`` through the one compositing function (faces named by position)."""
    faces = {background_face(0): bg} | {art_face(n + 1): layer for n, layer in enumerate(layers)}
    return painting_image(0, range(1, len(layers) + 1), faces.__getitem__)


def _arr(img: Image.Image) -> np.ndarray:
    return np.asarray(img).astype(int)


@pytest.mark.slow
def test_lower_layers_show_through(deck, backgrounds):
    for bg_id, (a, b, c) in paintings(seed=5, n=8):
        bg = backgrounds[bg_id]
        full = _arr(compose(bg, [deck[a], deck[b], deck[c]]))
        for single in (a, b, c):
            alone = _arr(compose(bg, [deck[single]]))
            assert (np.abs(full - alone).max(axis=2) > 8).mean() > 0.05
        # where both upper layers are clear, the painting is exactly bottom layer over background
        ab = np.asarray(deck[b].getchannel("A")) == 0
        ac = np.asarray(deck[c].getchannel("A")) == 0
        clear_above = ab & ac
        bottom_only = _arr(compose(bg, [deck[a]]))
        assert clear_above.mean() > 0.1
        assert (full[clear_above] == bottom_only[clear_above]).all()
        # and where the bottom card paints there, it changes the picture
        painted = clear_above & (np.asarray(deck[a].getchannel("A")) > 0)
        plain = _arr(bg)
        if painted.any():
            assert (np.abs(full[painted] - plain[painted]).max(axis=1) > 0).mean() > 0.5


def test_opaque_upper_layer_covers(deck, backgrounds):
    a, c = deck[1], deck[60]
    full = _arr(compose(backgrounds[1], [a, c]))
    solid = np.asarray(c.getchannel("A")) == 255
    assert (full[solid][:, :3] == np.asarray(c)[solid][:, :3].astype(int)).all()


def test_a_painting_is_drawn_background_first_then_bottom_to_top() -> None:
    drawn: list[str] = []
    compose_painting(7, (12, 3, 40), drawn.append)
    assert drawn == ["bg:7", "art:12", "art:3", "art:40"]
    drawn.clear()
    compose_painting(None, (5,), drawn.append)  # the easel before a background is chosen
    assert drawn == ["art:5"]


def test_layers_of_another_size_are_scaled_to_the_background() -> None:
    bg = Image.new("RGBA", (10, 14), (0, 0, 255, 255))
    red = Image.new("RGBA", (5, 7), (255, 0, 0, 255))
    out = painting_image(1, (2,), {"bg:1": bg, "art:2": red}.__getitem__)
    assert out.size == (10, 14) and out.getpixel((9, 13)) == (255, 0, 0, 255)
