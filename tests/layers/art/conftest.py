"""Shared fixtures: the Layers deck rendered once per session."""

from __future__ import annotations

import pytest
from PIL import Image

from canvas_table.layers.art.board import render_board
from canvas_table.layers.art.cards import render_layer_card
from canvas_table.layers.cards import LayersCard, default_deck


@pytest.fixture(scope="session")
def deck() -> dict[int, LayersCard]:
    """The 108 cards."""
    return default_deck()


@pytest.fixture(scope="session")
def films(deck: dict[int, LayersCard]) -> dict[int, Image.Image]:
    """All 108 cards at 1x (about 3 s)."""
    return {card_id: render_layer_card(card, 1) for card_id, card in sorted(deck.items())}


@pytest.fixture(scope="session")
def board() -> Image.Image:
    """The board at 1x."""
    return render_board(1)
