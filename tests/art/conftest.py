"""Shared fixtures: the whole deck rendered once at 1x for the session."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from canvas_table.canvas.art.backgrounds import render_background
from canvas_table.canvas.art.cards import render_art_card
from canvas_table.canvas.cards import default_card_set


@pytest.fixture(scope="session")
def deck() -> dict[int, Image.Image]:
    """All 60 art cards at 1x."""
    return {i: render_art_card(i, 1) for i in sorted(default_card_set().art)}


@pytest.fixture(scope="session")
def backgrounds() -> dict[int, Image.Image]:
    """All 20 backgrounds at 1x."""
    return {i: render_background(i, 1) for i in sorted(default_card_set().backgrounds)}


def alpha(img: Image.Image) -> np.ndarray:
    """The alpha channel as a uint8 array."""
    return np.asarray(img.getchannel("A"))
