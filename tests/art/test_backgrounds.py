"""Backgrounds: opaque, textured, with the five swatch-colour splashes of the card data."""

from __future__ import annotations

import numpy as np
import pytest

from canvas_table.art.build import png_bytes
from canvas_table.art.palette import hex_rgb
from canvas_table.art.style import CARD_HEIGHT, CARD_WIDTH, STRIP_TOP, SWATCH_WIDTH
from canvas_table.canvas.art.backgrounds import render_background
from canvas_table.canvas.cards import default_card_set

BGS = default_card_set().backgrounds


@pytest.mark.slow
def test_opaque_and_sized(backgrounds):
    assert set(backgrounds) == set(range(1, 21))
    for img in backgrounds.values():
        assert img.size == (CARD_WIDTH, CARD_HEIGHT)
        assert (np.asarray(img.getchannel("A")) == 255).all()


@pytest.mark.slow
def test_textured_not_flat(backgrounds):
    for img in backgrounds.values():
        top = np.asarray(img.convert("L"))[50:250, 50:450].astype(float)
        assert top.std() > 1.0


def test_splashes_in_the_data_colours(backgrounds):
    for bg_id, img in backgrounds.items():
        arr = np.asarray(img)[..., :3].astype(int)
        cy = (STRIP_TOP + CARD_HEIGHT) // 2
        for i, colour in enumerate(BGS[bg_id].colours):
            cx = i * SWATCH_WIDTH + SWATCH_WIDTH // 2
            patch = arr[cy - 6 : cy + 6, cx - 6 : cx + 6].reshape(-1, 3)
            dist = np.abs(patch - np.asarray(hex_rgb(colour))).sum(axis=1).min()
            assert dist < 60, (bg_id, i, dist)


def test_backgrounds_differ(backgrounds):
    means = {tuple(np.asarray(img)[:400].mean(axis=(0, 1)).round()) for img in backgrounds.values()}
    assert len(means) == len(backgrounds)


@pytest.mark.slow
def test_deterministic_and_2x():
    assert png_bytes(render_background(3, 1)) == png_bytes(render_background(3, 1))
    big = render_background(3, 2)
    assert big.size == (2 * CARD_WIDTH, 2 * CARD_HEIGHT)
    assert (np.asarray(big.getchannel("A")) == 255).all()
