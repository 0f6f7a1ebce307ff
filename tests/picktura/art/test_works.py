"""The 24 masterpieces: each one different from every other, and within a work each quarter
different from the others (something of its own in each)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from PIL import Image

from canvas_table.picktura.art.works import PAINTERS, paint_work


def _features(img: Image.Image) -> np.ndarray:
    """A coarse look at a picture: its 4 x 4 grid of mean colours (what a glance sees)."""
    small = img.convert("RGB").resize((4, 4), Image.Resampling.BOX)
    return np.asarray(small, np.float32).ravel()


def test_every_work_has_a_painter():
    assert sorted(PAINTERS) == list(range(1, 25))
    with pytest.raises(ValueError):
        paint_work(25, 0.1)


@pytest.mark.slow
def test_works_differ_clearly(small_works):
    assert all(img.size == (100, 140) for img in small_works.values())
    feats = {n: _features(img) for n, img in small_works.items()}
    for a, b in itertools.combinations(sorted(feats), 2):
        distance = np.abs(feats[a] - feats[b]).mean()  # mean colour difference per cell and channel
        assert distance > 15, f"works {a} and {b} look alike ({distance:.1f})"


@pytest.mark.slow
def test_quarters_of_a_work_differ(small_works):
    for n, img in small_works.items():
        arr = np.asarray(img.convert("RGB"), np.float32)
        quarters = [arr[:70, :50], arr[:70, 50:], arr[70:, :50], arr[70:, 50:]]
        for i, j in itertools.combinations(range(4), 2):
            diff = np.abs(quarters[i] - quarters[j]).mean()
            assert diff > 12, f"work {n}: quarters {i} and {j} are alike ({diff:.1f})"


def test_same_number_same_painting():
    assert np.array_equal(np.asarray(paint_work(11, 0.1)), np.asarray(paint_work(11, 0.1)))
