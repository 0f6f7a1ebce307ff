"""Icons: told apart by shape alone (alpha masks), legible at 24 px, bonus unlike its element."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from canvas_table.art.icons import ICON_NAMES, draw_icon, icon_mask
from canvas_table.canvas.cards import BONUSES, ELEMENTS, ICONS

THRESHOLD = 0.08  # mean absolute difference of 0..1 alpha masks at 24 px


def _mask(name: str, size: int = 24) -> np.ndarray:
    return np.asarray(icon_mask(name, size), float) / 255.0


def test_names_match_the_card_data():
    assert set(ICON_NAMES) == set(ICONS)


@pytest.mark.parametrize(("a", "b"), list(itertools.combinations(ICON_NAMES, 2)))
def test_pairwise_distinct_at_24px(a, b):
    diff = np.abs(_mask(a) - _mask(b)).mean()
    assert diff > THRESHOLD, (a, b, diff)


@pytest.mark.parametrize(("element", "bonus"), list(zip(ELEMENTS, BONUSES, strict=True)))
def test_bonus_unlike_its_element(element, bonus):
    assert np.abs(_mask(element) - _mask(bonus)).mean() > 0.2


def test_shapes_distinct_inside_bonus_frames():
    # the frames are equal, so compare the inner quarter where the element sits
    inner = {b: _mask(b, 48)[14:34, 14:34] for b in BONUSES}
    for a, b in itertools.combinations(BONUSES, 2):
        assert np.abs(inner[a] - inner[b]).mean() > 0.08, (a, b)


def test_draw_icon_size_mode_and_ink():
    img = draw_icon("tone", 24)
    assert img.size == (24, 24) and img.mode == "RGBA"
    arr = np.asarray(img)
    assert (arr[..., 3] == 255).sum() > 40
    big = draw_icon("hue", 128, ink="#ff0000", halo=None)
    assert tuple(np.asarray(big)[80, 64][:3]) == (255, 0, 0)


def test_unknown_icon():
    with pytest.raises(ValueError, match="unknown icon"):
        draw_icon("colour", 24)


def test_icons_deterministic():
    for name in ICON_NAMES:
        assert draw_icon(name, 24).tobytes() == draw_icon(name, 24).tobytes()
