"""Shared fixtures: Picktura's masterpieces rendered once per session."""

from __future__ import annotations

import pytest
from PIL import Image

from canvas_table.picktura.art.works import paint_work


@pytest.fixture(scope="session")
def small_works() -> dict[int, Image.Image]:
    """All 24 works whole at a tenth of their 1x size (100 x 140 px; about 10 s)."""
    return {n: paint_work(n, 0.1) for n in range(1, 25)}
