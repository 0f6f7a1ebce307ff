"""The twelve symbols: one token family, told apart at 24 px, the negative ones by a minus mark."""

from __future__ import annotations

import itertools
import re

import numpy as np
import pytest
from PIL import Image

from canvas_table.layers.art.symbol_colours import KINDS_COLOUR, SYMBOL_COLOURS
from canvas_table.layers.art.symbols import draw_symbol
from canvas_table.layers.cards import KINDS

SMALL = 24
ALL = [(kind, negative) for kind in KINDS for negative in (False, True)]
# Two symbols "differ clearly" when at least CLEAR_PIXELS of their 576 pixels at 24 px differ by
# more than STEP grey levels. STEP is about a fifth of the grey range: well above the fringe that
# LANCZOS leaves along an edge both symbols share, so only real ink counts. CLEAR_PIXELS is a 4 x 4
# block (3 % of the image), the size of one arm of the cross or one corner of the square at 24 px:
# the least difference of shape the eye picks out at that size. (Measured: at least 20.)
STEP = 48
CLEAR_PIXELS = 16
GROUNDS = {"dark": (40, 44, 48), "mid": (128, 128, 128), "light": (236, 228, 208)}


def grey(kind: str, negative: bool, ground: tuple[int, int, int]) -> np.ndarray:
    """The symbol at 24 px over a flat ground, in grey-scale."""
    img = Image.new("RGBA", (SMALL, SMALL), (*ground, 255))
    img.alpha_composite(draw_symbol(kind, SMALL, negative))
    return np.asarray(img.convert("L"), int)


def clear_pixels(a: np.ndarray, b: np.ndarray) -> int:
    """How many pixels differ by more than STEP grey levels."""
    return int((np.abs(a - b) > STEP).sum())


def test_colours_cover_every_kind():
    assert set(SYMBOL_COLOURS) == set(KINDS)
    assert all(re.fullmatch(r"#[0-9a-f]{6}", c) for c in SYMBOL_COLOURS.values())


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "negative"), ALL)
def test_size_and_transparent_ground(kind, negative):
    for size in (24, 64, 128):
        img = draw_symbol(kind, size, negative)
        assert img.mode == "RGBA"
        assert img.size == (size, size)
        a = np.asarray(img.getchannel("A"))
        assert a[-1, 0] == 0 and a[-1, -1] == 0 and a[0, 0] == 0  # corners outside the badge
        assert a[size // 2, size // 2] == 255  # an opaque token


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="hart"):
        draw_symbol("hart", 24)


@pytest.mark.parametrize("ground", sorted(GROUNDS))
def test_every_pair_differs_clearly_in_grey_at_24_px(ground):
    imgs = {key: grey(*key, GROUNDS[ground]) for key in ALL}
    worst = min((clear_pixels(imgs[a], imgs[b]), a, b) for a, b in itertools.combinations(ALL, 2))
    assert worst[0] >= CLEAR_PIXELS, worst


def test_colours_differ_by_their_white_shape_alone():
    # only where the token is white (the inner shapes, not the hue of the disc)
    light = {k: grey(k, False, GROUNDS["mid"]) > 215 for k in KINDS_COLOUR}
    for a, b in itertools.combinations(light, 2):
        assert (light[a] != light[b]).sum() >= CLEAR_PIXELS, (a, b)


@pytest.mark.parametrize("kind", KINDS)
def test_negative_carries_a_minus_mark_at_the_top_right(kind):
    pos, neg = grey(kind, False, GROUNDS["mid"]), grey(kind, True, GROUNDS["mid"])
    diff = np.abs(pos - neg) > STEP
    assert diff.sum() >= 2 * CLEAR_PIXELS
    ys, xs = np.nonzero(diff)
    assert xs.min() >= SMALL // 2 and ys.max() < SMALL // 2  # all of it in the top-right quarter


def test_symbols_are_deterministic():
    for kind in ("butterfly", "purple"):
        a, b = draw_symbol(kind, 64, True), draw_symbol(kind, 64, True)
        assert a.tobytes() == b.tobytes()
